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
from hexterm.engine.errors import ScenarioError, StateError
from hexterm.engine.medfan import codec
from hexterm.engine.medfan.roster import Unit
from hexterm.engine.medfan.ruleset import options_of
from hexterm.save import savefile, savegame
from hexterm.save.errors import SaveFormatError
from tests.helpers.medfan_world import build_campaign

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


def test_a_saved_campaign_s_armies_are_made_units_when_first_asked_for(tmp_path: Path) -> None:
    """The armies stay the save's rows through a load (a program that takes an input
    never makes them), and are the units the scenario gave once asked for; the game
    saves again to the same bytes."""
    path = tmp_path / "g.hexsave"
    game = build_campaign(path)
    loaded = savegame.load(path)
    alice, bob = (p.army for p in loaded.state.players)
    assert isinstance(alice, codec.Ranks) and isinstance(bob, codec.Ranks)
    assert (len(alice), len(bob)) == (3, 3) and not alice.read and not bob.read
    # the scenario's "Aldric 1 120 general\nMira 1 70 healer\nSpearmen 10 8\n"
    assert alice == (Unit("Aldric", 1, 120, ("general",)), Unit("Mira", 1, 70, ("healer",)),
                     Unit("Spearmen", 10, 8)) and alice.read and not bob.read
    assert alice[2].price == 80 and [u.name for u in bob] == ["Grak", "Goblins", "Wolves"]
    assert loaded.state == game.state and savegame.encode(loaded) == savegame.encode(game)


def test_a_damaged_army_is_refused_in_one_sentence(tmp_path: Path) -> None:
    """A save edited by hand (no hexterm of the user's wrote it) whose army holds a
    unit of "four" figures: refused at its load, the unit read then, in one sentence."""
    path = tmp_path / "g.hexsave"
    build_campaign(path)
    snap = savefile.read(path)
    body = dict(snap.body)
    body["state"]["players"][1]["army"][2][1] = "four"  # bob's Wolves, 4 figures
    savefile.write(path, snap.header, body)
    with pytest.raises(SaveFormatError) as refused:
        savegame.load(path)
    said = str(refused.value)
    assert said.startswith(f"{path} cannot be opened: the Med-Fan campaign in this save "
                           "cannot be read (ValueError: ") and "'four'" in said
    assert "\n" not in said
    state = codec.load_state(body["state"])  # its rows kept: read when asked for
    with pytest.raises(StateError, match="cannot be read"):
        list(state.players[1].army)
