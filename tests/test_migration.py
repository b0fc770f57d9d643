"""Saves written by older versions of hexterm keep loading, and come out in today's form.

The fixtures in tests/fixtures/saves/ are frozen: they were written by the hexterm of
their time and must never be regenerated.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hexterm.engine import game as games
from hexterm.engine.errors import RulesetError
from hexterm.engine.hexgrid import Hex
from hexterm.engine.log import Log
from hexterm.engine.planisphere import codec
from hexterm.engine.planisphere.bonds import Clause
from hexterm.engine.planisphere.model import Status
from hexterm.engine.ruleset import Event
from hexterm.save import savefile, savegame, snapshot
from hexterm.save.errors import SaveFormatError
from tests.helpers.saved_log import index

SAVES = Path(__file__).parent / "fixtures" / "saves"
TURN2 = SAVES / "format1-planisphere-turn2.hexsave"
ACCORDS5 = SAVES / "format5-planisphere-accords.hexsave"
MEDFAN2 = SAVES / "format2-medfan-campaign.hexsave"


def test_the_frozen_save_really_is_state_version_1() -> None:
    snap = savefile.read(TURN2)
    assert snap.header["state_version"] == 1
    # Version 1 wrote a deployed unit's hex as its label.
    rows = {row[0]: row for row in snap.body["state"]["units"]}
    assert rows["GLA3"][5] == "C02" and rows["GLA1"][5] == ""


def test_units_keep_their_hexes_through_the_migration() -> None:
    game = savegame.load(TURN2)
    units = game.state.units
    # Written after turn 1 of tiny.toml: GLA3 deployed from Pontié (B02) to the S, so C02;
    # LIB1 moved N from C04 to B04; GLA4 stayed on A01; the recruits are in reserve.
    assert units["GLA3"].hex == Hex.parse("C02") and units["GLA3"].status is Status.DEPLOYED
    assert units["LIB1"].hex == Hex.parse("B04")
    assert units["GLA4"].hex == Hex.parse("A01")
    assert units["GLA1"].hex is None and units["GLA1"].status is Status.RESERVE
    assert game.turn == 2 and game.orders == {"alice": "unit GLA4\n  move SE\n"}


def test_a_migrated_game_saves_in_the_new_version(tmp_path: Path) -> None:
    game = savegame.load(TURN2)
    path = tmp_path / "g.hexsave"
    savegame.save(path, game)
    snap = savefile.read(path)
    assert snap.header["state_version"] == codec.STATE_VERSION == 7
    rows = {row[0]: row for row in snap.body["state"]["units"]}
    # Version 2 and later write hex indices, row-major on the 6-column map: A01 is 0, C02 is
    # 2 * 6 + 1 = 13, B04 is 1 * 6 + 3 = 9, and -1 for a card in reserve.
    assert [rows[c][5] for c in ("GLA4", "GLA3", "LIB1", "GLA1")] == [0, 13, 9, -1]
    # Version 3 adds the Autonome last order (none yet) and the weapon masters (none).
    columns = snap.body["state"]["unit_columns"]
    assert rows["GLA4"][columns.index("last_order")] == ""
    assert all(row[7] == {} for row in snap.body["state"]["factions"])
    # Version 4 adds cargo, gear and the session of deployment (none, none, 0), the
    # chest's goods and items and the mother faction, and the nodes' markets and trades.
    assert columns[-3:] == ["cargo", "gear", "deployed_session"]
    assert rows["GLA4"][-3:] == [{}, [], 0]
    assert all(row[8:] == [{}, {}, ""] for row in snap.body["state"]["factions"])
    assert all(row[-2:] == [[], {}] for row in snap.body["state"]["nodes"])
    assert snap.body["state"]["documents"] == [] and snap.body["state"]["next_paper"] == 1
    # Version 5 adds to each unit type the recruits its card asks for (0: the general
    # rule) and its material (none): the recruit still takes 1 recruit + 0 per 4 DA.
    assert all(row[-2:] == [0, []] for row in snap.body["state"]["types"])
    assert game.state.types["recrue"].recruits_to_convert == 1
    assert savegame.load(path).state == game.state


def test_a_migrated_game_plays_on() -> None:
    game = savegame.load(TURN2)
    game = games.resolve(games.submit_orders(game, "bob", "unit LIB1: defend"))
    reports = {e.subject: e.args for e in game.log if e.turn == 2 and e.key == "unit.report"}
    # A01 is (col 0, row 0); its SE neighbour in the odd-q layout is col 1, row 0: A02.
    assert reports["GLA4"]["hex"] == "A02" and reports["LIB1"]["hex"] == "B04"
    # Turn 2 ends session 1 of tiny.toml (2 turns a session): the cards go back to reserve.
    assert game.state.session == 2 and game.state.units["GLA4"].status is Status.RESERVE


def test_a_newer_state_version_is_refused_in_one_sentence() -> None:
    with pytest.raises(RulesetError, match="version 8; this hexterm reads up to 7"):
        codec.migrate({}, 8)


def test_a_damaged_version_1_unit_row_is_refused() -> None:
    with pytest.raises(RulesetError, match=r"version 1.*malformed"):
        codec.migrate({"size": [6, 4], "units": [["GLA1", "recrue", "glaces", "glaces",
                                                   "deployed", "Q99", "", False, False]]}, 1)


def test_the_frozen_accords_save_really_is_state_version_5() -> None:
    snap = savefile.read(ACCORDS5)
    assert snap.header["state_version"] == 5
    # Version 5 wrote an accord as 7 columns, without clauses.
    assert [len(row) for row in snap.body["state"]["accords"]] == [7, 7]


def test_an_older_accord_keeps_all_three_clauses_but_no_longer_chains() -> None:
    game = savegame.load(ACCORDS5)
    # Written by the hexterm of state version 5 after turn 1 of a 3 × 3 plain: accords
    # A1 (Glaces, Libéria) and A2 (Libéria, Coelion), ratified, made the three factions one
    # side, so GLA1 (A01, move S) and COE1 (C01, move N) ended on B01 without fighting.
    # Then an accord let its factions pass each other's defended hexes, share a hex and
    # fight together: all three clauses, which the migration gives it.
    every = (Clause.PASSAGE, Clause.NON_AGGRESSION, Clause.ALLIANCE)
    assert [a.clauses for a in game.state.accords.values()] == [every, every]
    assert game.state.units["GLA1"].hex == game.state.units["COE1"].hex == Hex.parse("B01")
    # Accords do not chain: Glaces and Coelion are bound to nothing, and fight on B01 in
    # turn 2 (each Garde has Combat 1, Défense 0: 1 against 1).
    game = games.resolve(game, force=True)
    battles = [e.text for e in game.log if e.turn == 2 and e.key == "battle"]
    assert len(battles) == 1 and battles[0].startswith(
        "battle at B01: Coelion 1, Royaume des Glaces 1;")


@pytest.mark.parametrize("name", ["format1-planisphere-turn2.hexsave",
                                  "format6-planisphere-bots.hexsave",
                                  "format1-saga-bots.hexsave",
                                  "format1-novlemia-commerce.hexsave"])
def test_a_format_1_log_comes_back_the_same_and_saves_in_blocks(tmp_path: Path,
                                                                 name: str) -> None:
    # Format 1 kept every event's map in the body's log; format 2 packs them by turn.
    snap = savefile.read(SAVES / name)
    assert snap.header["format"] == 1 and all(isinstance(e, dict) for e in snap.body["log"])
    written = [Event.from_data(e) for e in snap.body["log"]]
    game = savegame.load(SAVES / name)
    assert list(game.log) == written and written
    path = tmp_path / "g.hexsave"
    savegame.save(path, game)
    saved = savefile.read(path)
    assert saved.header["format"] == games.FORMAT == 3
    counts = [count for _, count, _ in index(saved.body["log"].open())]
    assert counts and sum(counts) == len(written)
    assert list(Log.from_data(saved.body["log"])) == written
    assert list(savegame.load(path).log) == written


def test_a_format_1_save_with_a_damaged_log_is_refused_in_one_sentence(tmp_path: Path
                                                                        ) -> None:
    snap = savefile.read(TURN2)
    path = tmp_path / "g.hexsave"
    savefile.write(path, snap.header, {**snap.body, "log": [{"turn": "one"}]})
    with pytest.raises(SaveFormatError, match="cannot be opened: the save's log is damaged"):
        savegame.load(path)


def test_a_format_2_save_loads_and_saves_in_format_3_its_log_sealed(tmp_path: Path) -> None:
    """A Med-Fan campaign written in format 2 (frozen: the campaign of
    benchmarks/long_campaign.py, seed 3, played by bots to turn 6, alice then made a
    person's seat): its log, a list of [turn, count, packed] in the body, is the last
    entry of a format 3 body, its blocks' index and bytes in one, sealed: the same
    blocks, not packed again."""
    snap = savefile.read(MEDFAN2)
    assert snap.header["format"] == 2 and "sealed" not in snap.header
    blocks = snap.body["log"]
    assert [(turn, count) for turn, count, _ in blocks] == [(1, 27), (2, 25), (3, 26),
                                                           (4, 28), (5, 25)]
    written = list(Log.from_data(blocks))
    game = savegame.load(MEDFAN2)
    assert (game.turn, game.step.key, len(game.log)) == (6, "pairing", 131)
    assert list(game.log) == written and games.report(game, "alice", 5)
    path = tmp_path / "g.hexsave"
    savegame.save(path, game)
    saved = savefile.read(path)
    assert (saved.header["format"], saved.header["sealed"]) == (3, "log")
    assert list(saved.body)[-1] == "log" and isinstance(saved.body["log"], snapshot.Sealed)
    data = saved.body["log"].open()
    assert index(data) == [(turn, count, len(packed)) for turn, count, packed in blocks]
    assert data[4 + 12 * 5:] == b"".join(packed for _, _, packed in blocks)
    again = savegame.load(path)
    assert list(again.log) == written and again.state == game.state
    assert games.report(again, "alice", 5) == games.report(game, "alice", 5)


@pytest.mark.parametrize("log", [[[2**40, 1, b"x"]], [[1, 1, "text"]], "blocks"])
def test_a_format_2_save_with_a_damaged_log_is_refused_in_one_sentence(tmp_path: Path,
                                                                       log: object) -> None:
    snap = savefile.read(MEDFAN2)
    path = tmp_path / "g.hexsave"
    savefile.write(path, snap.header, {**snap.body, "log": log})
    with pytest.raises(SaveFormatError) as refused:
        savegame.load(path)
    assert str(refused.value) == f"{path} cannot be opened: the save's log is damaged"
