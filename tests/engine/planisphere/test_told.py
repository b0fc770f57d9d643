"""Planisphère's events said again from what a save keeps (engine/planisphere/told.py):
in English a message is the very text the save holds; in French the report's phases,
each order's word, result and reason (kept as a message since state version 7), the
battles, what reconnaissances saw, the units' reports, the ledger, the chests' returns
and rents, the recruits of a session are French; nothing is said as saved English
(`UNTOLD` is empty), and a French report of a played game holds no English word."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given

from benchmarks.save_digests import bot_seats
from hexterm import catalogues, i18n
from hexterm.cli import main
from hexterm.engine import game as games
from hexterm.engine.game import Game
from hexterm.engine.messages import Message
from hexterm.engine.planisphere import told
from hexterm.save import savegame
from hexterm.worlds import start_game
from tests.helpers.bot_games import GAMES, Spec, play, specs

ENGLISH = re.compile(r"\b(the|of|at|now|is|and|to|for|with|from|into|seen|steps|battle|holds|"
                     r"bought|sold|equipped|goes|back|lost|won|nobody|units|inhabitants|"
                     r"resources|strategic|choice|quest|found|reveals|deployed|done|failed|"
                     r"partly|ledger|reports|move|ends|begins|gains|recruits|cannot|no|not|"
                     r"its|it|has|by|on|were|was|one|any|only|more|less|left|taken)\b")
"""English words a French report must not hold (the scenario's names are French)."""
REASONED = ("order.", "reserve.", "paper.refused")


@pytest.fixture(scope="module")
def played() -> Game:
    """A bot game of the built-in scenario, through a session's end (8 turns)."""
    game = start_game("planisphere", None, bot_seats("planisphere"), 7)
    for _ in range(8):
        game = games.resolve(game)
    return game


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def test_a_message_says_in_english_what_the_save_wrote(played: Game) -> None:
    said = 0
    for event in played.log:
        message = played.rules.event_message(played.state, event, played.log)
        if message is not None:
            assert str(message) == event.text, event
            said += 1
    assert said > 300  # orders, reports, ledger lines, returns, rents, recruits


def test_every_event_is_a_message_but_those_listed_and_each_has_its_french(
        played: Game) -> None:
    keys = set()
    for event in played.log:
        message = event.message(played.rules, played.state, played.log)
        if message is None:
            keys.add(event.key)
        else:
            assert catalogues.translated(message, "fr"), message.msgid
    assert keys <= told.UNTOLD
    # the game had battles and reconnaissances, said again from their kept messages
    assert {"battle", "recon.seen"} <= {e.key for e in played.log} - keys


def test_the_report_of_a_played_turn_in_french(played: Game, tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "p.hexsave"
    savegame.save(path, played)
    assert main(["--lang", "fr", "report", str(path), "--turn", "8"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Rapport du tour 8\n")
    assert "  [4 déplacement] COE10 : déplacer : fait : maintenant en J18\n" in out
    assert "  [1 déploiement] COE13 : registre : déployer : -7 DA (coelion)\n" in out
    assert "  [12 rapports] COE10 : COE10 (Gardiens de la Sylve) rend compte : en J18\n" in out
    assert "  [7 marché] LIB10 : registre : acheter : -20 DA, +10 sel (liberia)\n" in out
    assert ("  [session] Coelion : la session 3 commence : Coelion gagne 14 recrues\n"
            in out)
    for english in ("movement]", "reports]", " reports: ", "ledger:", ": done:",
                    " brings ", "founder's rent", " begins: "):
        assert english not in out, english
    assert main(["report", str(path), "--turn", "8"]) == 0  # English: as the save wrote
    assert "  [4 movement] COE10: move: done: now at J18\n" in capsys.readouterr().out


@GAMES
@given(specs())
def test_in_random_games_every_message_is_the_saved_text_and_has_its_french(
        spec: Spec) -> None:
    """Random worlds, seatings and seeds played to their end (tests/helpers/bot_games):
    each event said again is, in English, the text the save holds, and has its French;
    the others are of the kinds `UNTOLD` lists."""
    steps = play(spec)
    game = steps[-1].after
    for event in game.log:
        message = event.message(game.rules, game.state, game.log)
        if message is None:
            assert event.key in told.UNTOLD or not event.key.startswith(
                ("order.", "reserve.", "economy.", "paper.", "unit.", "influence.",
                 "session.recruits")), event
            continue
        assert str(message) == event.text, (spec, event)
        assert catalogues.translated(message, "fr"), message.msgid


def test_every_reason_of_a_played_game_is_kept_as_its_message(played: Game) -> None:
    reasons = [e for e in played.log if e.key.startswith(REASONED) and e.result is not None]
    assert len(reasons) > 100
    for event in reasons:
        said = told.reason_of(event.args)
        assert isinstance(said, Message), event
        assert catalogues.translated(said, "fr"), said.msgid
    assert not told.UNTOLD


def test_a_french_report_of_every_turn_holds_no_english_word(
        played: Game, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "p.hexsave"
    savegame.save(path, played)
    lines = 0
    for turn in range(1, played.turn):
        capsys.readouterr()
        assert main(["--lang", "fr", "report", str(path), "--turn", str(turn)]) == 0
        for line in capsys.readouterr().out.splitlines():
            assert not ENGLISH.search(line), line
            lines += 1
    assert lines > 400
