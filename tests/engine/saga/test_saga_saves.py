"""SAGA's saves and the fields its events keep (state version 2): a preparation's line
keeps its message's fields, a lord's death its terrain, a band's losses its units after
the battle, so that a report read from the save says them in French without reading the
English text back; a frozen save of version 1 (written before, without those fields)
loads, is said as it was saved, plays on and saves in version 2; a game played in
French words writes the same bytes as in English."""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.engine import game as games
from hexterm.engine.saga import codec
from hexterm.engine.seats import Seat
from hexterm.save import savefile, savegame
from hexterm.worlds import start_game

FROZEN = Path(__file__).parents[2] / "fixtures" / "saves" / "format1-saga-bots.hexsave"
# Three bots (p0, p1, p2, Vikings) on the built-in campaign, seed 3, 66 steps: turn 7.
PREPARATION = Path(__file__).parents[2] / "cases" / "saga" / "preparation.toml"
KINDS = ("saga.lord-dies", "saga.losses", "saga.prepare-band", "saga.prepare-recruit",
         "saga.prepare-reinforce", "saga.prepare-take", "saga.prepare-transfer")
"""The events that keep, since version 2, fields their older args lacked."""


def report(save: Path, lang: str, turn: int, capsys: pytest.CaptureFixture[str]) -> str:
    capsys.readouterr()
    assert main(["--lang", lang, "report", str(save), "--turn", str(turn)]) == 0
    return capsys.readouterr().out


def test_the_frozen_save_really_is_state_version_1() -> None:
    snap = savefile.read(FROZEN)
    assert snap.header["ruleset"] == "saga" and snap.header["state_version"] == 1
    log = snap.body["log"]
    assert {e["key"] for e in log} >= {"saga.lord-dies", "saga.losses",
                                       "saga.prepare-recruit", "saga.prepare-reinforce"}
    assert not any("terrain" in e["args"] for e in log if e["key"] == "saga.lord-dies")
    assert not any("after" in e["args"] for e in log if e["key"] == "saga.losses")
    assert not any("pp" in e["args"] for e in log if e["key"] == "saga.prepare-recruit")


def test_a_version_1_save_is_said_as_saved_and_plays_on_in_version_2(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = tmp_path / "old.hexsave"
    shutil.copy(FROZEN, save)
    # Those events were saved with their English text only: said as saved, the rest
    # of the report in French.
    first = report(save, "fr", 1, capsys)
    assert "Rapport du tour 1" in first
    assert "p21 recruits hearthguards1 (1 PP)" in first
    assert "p2 raises the band of p21 at Keld" in first
    fourth = report(save, "fr", 4, capsys)
    assert "band p12 after the battle: warriors1 8/16" in fourth
    assert "la bande p12 fait retraite" in fourth  # an event whose args always said it
    assert "the lord p24 dies at Pyramid after 0 battles" in report(save, "fr", 7, capsys)
    game = savegame.load(save)
    played = len(game.log)
    while game.turn < 9:
        game = games.resolve(game)
    savegame.save(save, game)
    assert savefile.read(save).header["state_version"] == codec.STATE_VERSION == 2
    again = savegame.load(save)
    new = [e for e in again.log[played:] if e.key in KINDS]
    assert {e.key for e in new} >= {"saga.losses", "saga.prepare-recruit",
                                    "saga.prepare-reinforce"}
    for event in new:
        message = event.message(again.rules, again.state, again.log)
        assert message is not None and str(message) == event.text
    eighth = report(save, "fr", 8, capsys)
    assert "la bande p12 après le combat : warriors1 8/16, levies1 12/12" in eighth
    assert "p15 recrute levies1 (2 PP)" in eighth
    assert "p01 remet warriors1 au complet (1 PP)" in eighth
    for english in ("recruits", "after the battle", "back to full", "raises the band"):
        assert english not in eighth
    assert "p21 recruits hearthguards1 (1 PP)" in report(save, "fr", 1, capsys)  # as saved


def test_the_fallen_lord_of_a_new_campaign_is_said_in_french(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # The frozen save's campaign played again: its turn 7 lord dies at Pyramid.
    seats = [Seat(f"p{n}", "Vikings", bot=True) for n in range(3)]
    game = start_game("saga", None, seats, 3)
    while game.turn < 8:
        game = games.resolve(game)
    save = tmp_path / "new.hexsave"
    savegame.save(save, game)
    seventh = report(save, "fr", 7, capsys)
    assert "le seigneur p24 meurt à Pyramid après 0 combat" in seventh
    assert "the lord p24 dies at Pyramid after 0 battles" in report(save, "en", 7, capsys)


def played(lines: str, save: Path) -> games.Game:
    """The preparation case's campaign, alice's preparation `lines` carried out."""
    case = tomllib.loads(PREPARATION.read_text(encoding="utf-8"))
    seats = [Seat(name, faction) for name, faction in case["seats"].items()]
    game = games.new_game("saga", case["scenario"], seats, 5)
    game = games.submit_orders(game, "alice", lines)
    game = games.resolve(games.submit_orders(game, "bob", ""))
    savegame.save(save, game)
    return game


def test_a_preparation_in_french_words_writes_the_bytes_of_english_and_reads_in_french(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    english, french = tmp_path / "en.hexsave", tmp_path / "fr.hexsave"
    played("take Ragnar levies1\ntransfer warriors1 from Sigurd to Ragnar\n"
           "reinforce Ragnar warriors2\nrecruit Ragnar warriors 1\n", english)
    played("prendre Ragnar levies1\ntransférer warriors1 de Sigurd à Ragnar\n"
           "renforcer Ragnar warriors2\nrecruter Ragnar guerriers 1\n", french)
    assert english.read_bytes() == french.read_bytes()
    said = report(french, "fr", 1, capsys)
    # The unit taken from A's reserve keeps its name; the one transferred takes the
    # next free name of its kind in Ragnar (warriors3), so the recruit is warriors4;
    # warriors2 (2 points, 8 of its 16 figures left: one point lost) costs 1 PP back
    # to full.
    assert "Ragnar prend levies1 dans la réserve à A" in said
    assert "warriors1 passe de Sigurd à Ragnar sous le nom warriors3" in said
    assert "Ragnar remet warriors2 au complet (1 PP)" in said
    assert "Ragnar recrute warriors4 (1 PP)" in said
    assert "Ragnar takes levies1 from the reserve at A" in report(english, "en", 1, capsys)
