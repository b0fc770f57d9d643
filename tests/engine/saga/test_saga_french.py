"""The SAGA campaign in French, checked so that nothing can be missed: campaigns of
bots are played to their end and every event of their logs is said from the
catalogues (each a message, it and every nested one translated, its English the text
the save keeps). And `hexterm --lang fr report` of a played campaign, line by line."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from hexterm import catalogues, i18n
from hexterm.cli import main
from hexterm.engine import game as games
from hexterm.engine.game import Game
from hexterm.engine.messages import Listing, Message
from hexterm.engine.saga.ruleset import SAGA
from hexterm.engine.seats import Seat
from hexterm.worlds import load_scenario

SEEDS = (1, 7, 42)


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def untranslated(message: Message) -> list[str]:
    """The identifiers of the message and of those nested in it that French lacks."""
    alone = Message(message.msgid, {}, message.plural, message.n, message.domain)
    found = [] if catalogues.translated(alone, "fr") else [message.msgid]
    for value in message.fields.values():
        for item in value.items if isinstance(value, Listing) else (value,):
            if isinstance(item, Message):
                found += untranslated(item)
    return found


def played(seed: int, players: int = 3) -> Game:
    """A campaign of bots played to its end."""
    scenario, _ = load_scenario("saga", None)
    seats = [Seat(f"p{n}", "Vikings", bot=True) for n in range(players)]
    game = games.new_game("saga", scenario, seats, seed)
    while game.outcome is None:
        game = games.resolve(game)
    return game


def test_every_event_of_a_french_campaign_is_said_from_the_catalogues() -> None:
    kinds: set[str] = set()
    for seed in SEEDS:
        game = played(seed, players=2 + seed % 3)
        for event in game.log:
            if event.key.startswith("bot"):
                continue
            message = event.message(SAGA, game.state, game.log)
            assert message is not None, f"no message for {event.key}: {event.text}"
            assert untranslated(message) == [], event.text
            assert str(message) == event.text  # the English is what the save keeps
            french = catalogues.render(message, "fr")
            assert "{" not in french and french != event.text, french
            phase = SAGA.phase_message(event.phase)
            assert phase is not None and untranslated(phase) == [], event.phase
            kinds.add(event.key)
    assert {"saga.bids", "saga.initiative", "saga.prepare-band", "saga.prepare-recruit",
            "saga.move", "saga.battle-at", "saga.result", "saga.losses", "saga.income",
            "saga.upkeep"} <= kinds, kinds


ENGLISH = (" takes ", " moves ", " passes", " recruits ", " raises ", "battle", " band ",
           "upkeep", " collects ", " bids", " wins", "draw", " retreats", " lord ",
           " reserve", " builds ", "initiative:", " of the gods", " then ",
           " orders", "written by")


def test_a_saga_report_in_french(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Three bots play four turns of the campaign; `hexterm --lang fr report` of each
    turn says every line in French ("d'alice" elided), as many lines as in English, and
    none of them holds an English sentence (the units' and places' names aside)."""
    path = tmp_path / "s.hexsave"
    assert main(["new", str(path), "--ruleset", "saga", "--seat", "alice:Vikings:bot",
                 "--seat", "bob:Normans:bot", "--seat", "eve:Scots:bot", "--seed", "5"]) == 0
    assert main(["autoplay", str(path), "--turns", "4"]) == 0
    capsys.readouterr()
    french: list[str] = []
    for turn in (1, 2, 3, 4):
        assert main(["--lang", "fr", "report", str(path), "--turn", str(turn)]) == 0
        lines = capsys.readouterr().out.splitlines()
        assert main(["report", str(path), "--turn", str(turn)]) == 0
        english = capsys.readouterr().out.splitlines()
        assert lines[0] == f"Rapport du tour {turn}"
        assert len(english) == len(lines)
        for said, english_line in zip(lines[1:], english[1:], strict=True):
            assert said != english_line
            for word in ENGLISH:
                assert word not in said, said
        french += lines
    assert "  [2 préparation] alice : alice lève la bande d'alice1 à Varn" in french
    assert any(line.startswith("  [1 mises] mises : les mises : ") for line in french)
    assert any(" : combat à " in line for line in french), french
