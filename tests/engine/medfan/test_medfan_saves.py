"""A Med-Fan campaign saved under state version 1 (before the scenario could adapt the
territories' yields) still loads, plays on and saves in today's version; the scenario's
`yields` adapt what the exploitations give and are refused in one sentence when wrong.

tests/fixtures/saves/format1-medfan-spending.hexsave is frozen: it was written by the
hexterm of state version 1 (tests/helpers/medfan_world.py's campaign at its spending)
and must never be regenerated."""

from __future__ import annotations

from pathlib import Path

import pytest

from hexterm.engine import game as games
from hexterm.engine.errors import ScenarioError
from hexterm.engine.medfan import codec
from hexterm.engine.medfan.ruleset import options_of
from hexterm.save import savefile, savegame

SAVE = Path(__file__).parents[2] / "fixtures" / "saves" / "format1-medfan-spending.hexsave"


def test_a_version_1_campaign_loads_plays_on_and_saves_in_version_2(tmp_path: Path) -> None:
    assert savefile.read(SAVE).header["state_version"] == 1
    game = savegame.load(SAVE)
    assert game.step.key == "spending" and game.state.options.yields == {}
    assert all(p.agreed == () for p in game.state.players)
    assert [p.treasury for p in game.state.players] == [236, 10]
    assert game.state.territories[6].unusable  # bob's Volcanic Mine, pillaged
    for seat in game.step.seats:
        game = games.submit_orders(game, seat, "Archers 5 11\n" if seat == "alice" else "")
    game = games.resolve(game)
    assert game.step.key == "pairing" and game.state.players[0].treasury == 236 - 55
    path = tmp_path / "g.hexsave"
    savegame.save(path, game)
    snap = savefile.read(path)
    assert snap.header["state_version"] == codec.STATE_VERSION == 2
    assert snap.body["state"]["options"]["yields"] == {}
    assert [p["agreed"] for p in snap.body["state"]["players"]] == [[], []]
    assert savegame.load(path).state == game.state


def test_a_scenario_adapts_the_yields_and_says_what_is_wrong() -> None:
    options = options_of({"treasury": 250, "yields": {"exploitation": 20,
                                                      "poor-exploitation": 10}})
    assert (options.income("exploitation"), options.income("poor-exploitation"),
            options.income("rich-exploitation")) == (20, 10, 60)
    with pytest.raises(ScenarioError, match="yields: 'casino' is not one of"):
        options_of({"yields": {"casino": 30}})
    with pytest.raises(ScenarioError, match="yields is a table"):
        options_of({"yields": 30})
