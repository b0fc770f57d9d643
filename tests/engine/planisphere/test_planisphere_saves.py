"""The Planisphère's saves and the sentences they keep (state version 7): an order's
reason, a battle, what a reconnaissance saw keep their message in their event, so that
a report read from the save says them in French; a frozen save of state version 6
(written before, with only the English text) loads, is said as it was saved, plays on
and saves in version 7; a game played in French writes the same bytes as in English; a
kept message that a damaged or hostile save holds is refused, and the event said as
saved."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from benchmarks.save_digests import bot_seats
from hexterm import i18n
from hexterm.catalogues import render
from hexterm.cli import main
from hexterm.engine import game as games
from hexterm.engine.log import Log
from hexterm.engine.planisphere import codec
from hexterm.engine.planisphere.kept import KEPT, keep
from hexterm.engine.planisphere.words import WORDS
from hexterm.engine.ruleset import Event
from hexterm.save import savefile, savegame
from hexterm.worlds import start_game

FROZEN = Path(__file__).parents[2] / "fixtures" / "saves" / "format6-planisphere-bots.hexsave"
"""The built-in scenario played by four bots with the seed 7 for 3 turns, saved by the
hexterm of state version 6."""


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def report(save: Path, lang: str, turn: int, capsys: pytest.CaptureFixture[str]) -> str:
    capsys.readouterr()
    assert main(["--lang", lang, "report", str(save), "--turn", str(turn)]) == 0
    return capsys.readouterr().out


def test_the_frozen_save_really_is_state_version_6() -> None:
    snap = savefile.read(FROZEN)
    assert snap.header["ruleset"] == "planisphere" and snap.header["state_version"] == 6
    assert not any(KEPT in event["args"] for event in snap.body["log"])


def test_a_version_6_save_is_said_as_saved_and_plays_on_in_version_7(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = tmp_path / "old.hexsave"
    shutil.copy(FROZEN, save)
    old = report(save, "fr", 3, capsys)
    # Its reasons and battles were saved in English only: said as saved.
    assert "  [4 déplacement] COE10 : déplacer : fait : now at H18\n" in old
    assert "battle at G14: " in old
    assert "  [6 reconnaissance] COE10 : reconnaissance : fait : 3 hexes seen\n" in old
    game = savegame.load(save)
    assert game.turn == 4
    game = games.resolve(game)
    savegame.save(save, game)
    assert savefile.read(save).header["state_version"] == codec.STATE_VERSION == 7
    fourth = report(save, "fr", 4, capsys)
    assert " : déplacer : fait : maintenant en " in fourth
    assert "now at" not in fourth and " hexes seen" not in fourth
    assert "now at H18" in report(save, "fr", 3, capsys)  # the older turn: as saved


def test_a_game_played_in_french_writes_the_same_bytes_as_in_english(tmp_path: Path) -> None:
    saved = {}
    for lang in ("en", "fr"):
        i18n.set_language(lang)
        game = start_game("planisphere", None, bot_seats("planisphere"), 7)
        for _ in range(3):
            game = games.resolve(game)
        saved[lang] = tmp_path / f"{lang}.hexsave"
        savegame.save(saved[lang], game)
    assert saved["en"].read_bytes() == saved["fr"].read_bytes()
    kept = [e.args[KEPT] for e in Log.from_data(savefile.read(saved["en"]).body["log"])
            if KEPT in e.args]
    assert kept and all(isinstance(data, dict) and "id" in data for data in kept)


def forged(event: Event, data: object) -> Event:
    return Event(event.turn, event.phase, event.subject, event.text, event.seen_by,
                 event.result, key=event.key, args={**event.args, KEPT: data})


HOSTILE = [
    {"id": "{x.__class__}", "fields": {"x": 1}},
    {"id": "{x:>999999999}", "fields": {"x": 1}},
    {"id": "now at {hex}", "fields": {}},
    {"id": "now at {hex}", "fields": {"hex": {"items": [{"id": "{y}", "fields": {}}],
                                            "separator": ", "}}},
    "now at H18",
    keep(WORDS.phrase("now at {hex}", hex="Z99")),  # a message, but not the saved text
]


@pytest.mark.parametrize("data", HOSTILE)
def test_a_hostile_kept_reason_is_refused_and_said_as_saved(data: object) -> None:
    game = savegame.load(FROZEN)
    move = next(e for e in game.log if e.key == "order.move" and e.subject == "COE10"
                and e.turn == 3)
    message = forged(move, data).message(game.rules, game.state, game.log)
    assert message is not None
    assert render(message, "fr") == "déplacer : fait : now at H18"
    honest = forged(move, keep(WORDS.phrase("now at {hex}", hex="H18")))
    said = honest.message(game.rules, game.state, game.log)
    assert said is not None and render(said, "fr") == "déplacer : fait : maintenant en H18"


@pytest.mark.parametrize("data", HOSTILE)
def test_a_hostile_kept_battle_is_refused_and_said_as_saved(data: object) -> None:
    game = savegame.load(FROZEN)
    battle = next(e for e in game.log if e.key == "battle")
    assert forged(battle, data).message(game.rules, game.state, game.log) is None
    assert i18n.event_said(forged(battle, data), game.rules, game.state, game.log) == \
        battle.text
