"""The tactical board in French, checked so that nothing can be missed: bot games on the
built-in battle are played and `hexterm --lang fr report` of each turn holds no English
sentence; every event of their logs is made again as a message from what it saves (its
English the saved text) and said from the catalogues."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hexterm import catalogues
from hexterm.cli import main
from hexterm.engine import game as games
from hexterm.engine.game import Game
from hexterm.engine.messages import Message
from hexterm.engine.seats import Seat
from hexterm.engine.tactical.ruleset import TACTICAL
from hexterm.save import savegame
from hexterm.worlds import start_game

SEEDS = (1, 7, 42)
ENGLISH = re.compile(r"\b(holds|passes|fails|its|and|is|routs|shaken|faces|nowhere|"
                     r"destroyed|die|test of|written|program|orders|Report|turn)\b")
"""Words of the board's and the report's English sentences (a unit's name aside)."""


def untranslated(message: Message) -> list[str]:
    """The identifiers of the message and of those nested in it that French lacks."""
    whole = catalogues.translated(Message(message.msgid, {}, message.plural, message.n,
                                          message.domain), "fr")
    found = [] if whole else [message.msgid]
    for value in message.fields.values():
        if isinstance(value, Message):
            found += untranslated(value)
    return found


def bot_game(seed: int, steps: int = 60) -> Game:
    """The built-in battle played by two bots for `steps` steps (or to its end)."""
    game = start_game("tactical", None, [Seat("alice", "North", bot=True),
                                         Seat("bob", "South", bot=True)], seed)
    for _ in range(steps):
        if game.outcome is not None:
            break
        game = games.resolve(game)
    return game


@pytest.mark.parametrize("seed", SEEDS)
def test_every_event_of_a_game_is_a_message_said_in_french(seed: int) -> None:
    game = bot_game(seed)
    kinds = set()
    for event in game.log:
        message = event.message(TACTICAL)
        assert message is not None, f"no message for {event.key}: {event.text}"
        assert str(message) == event.text  # its English is the text the save keeps
        assert untranslated(message) == [], event.text
        french = catalogues.render(message, "fr")
        assert "{" not in french
        if event.key.startswith("tactical."):
            assert french != event.text
        kinds.add(event.key)
    assert {"tactical.move", "tactical.test"} <= kinds


def test_a_french_report_of_a_played_battle_holds_no_english(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = tmp_path / "ford.hexsave"
    game = bot_game(7)
    savegame.save(save, game)
    said: list[str] = []
    for turn in range(1, game.turn):
        assert main(["--lang", "fr", "report", str(save), "--turn", str(turn)]) == 0
        report = capsys.readouterr().out.splitlines()
        assert report[0] == f"Rapport du tour {turn}"
        for line in report[1:]:
            sentence = line.split("] ", 1)[1]
            if re.match(r"^\w+ : \w+ : [A-Z]+\d+( →|$)", sentence):
                continue  # a path as it was typed: hexes, steps and costs
            assert not ENGLISH.search(sentence), line
        said += report
    activations = [line for line in said if line.startswith("  [activation] ")]
    assert activations and all(" : " in line for line in activations)
    assert any("reste en place" in line for line in activations)
    assert any(re.search(r"(réussit|rate) son test d'engagement \(dé \d\)", line)
               for line in activations)
    # The same report in English: the saved text, as it always was.
    assert main(["--lang", "en", "report", str(save), "--turn", "1"]) == 0
    english = capsys.readouterr().out.splitlines()
    assert english[0] == "Report of turn 1"
    assert [line.split("] ", 1)[1].split(": ", 1)[1] for line in english[1:]] == \
        [e.text for e in games.report(game, None, 1)]
