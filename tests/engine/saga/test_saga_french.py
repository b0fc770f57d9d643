"""The SAGA campaign in French, checked so that nothing can be missed: campaigns of
bots are played to their end and every event of their logs is said from the
catalogues (each a message, it and every nested one translated, its English the text
the save keeps); at every step, fuzzed inputs of that step's words are refused, each
refusal a message translated whole (or, for a sentence of the parts SAGA shares and
that are not converted yet, one the older French patterns say in French). And
`hexterm --lang fr report` of a played campaign, line by line."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from hexterm import catalogues, i18n
from hexterm.cli import main
from hexterm.engine import game as games
from hexterm.engine.errors import HextermError
from hexterm.engine.game import Game
from hexterm.engine.messages import Message
from hexterm.engine.saga.ruleset import SAGA
from hexterm.engine.seats import Seat
from hexterm.worlds import load_scenario
from tests.helpers.messages import identifiers, refusals_of, untranslated

SEEDS = (1, 7, 42)
TRIES = 10
"""Fuzzed inputs tried at each step, for each seat it awaits."""
WORDS = ["order", "band", "recruit", "take", "reinforce", "transfer", "from", "to", "at",
         "move", "pass", "winner", "draw", "left", "lost", "auto", "keep", "reserve", "none",
         "demobilise", "village", "sacred", "invade", "rally", "hearthguards", "warriors",
         "levies", "lord", "p0", "p1", "p2", "p01", "p11", "levies1", "warriors1",
         "hearthguards1", "Varn", "Harrow", "Ask", "Rask", "Kvern", "Dunes", "Harrow/2",
         "Varn/x", "zz", "0", "1", "2", "3", "4", "5", "11", "99", "-1", "x'y", "?!"]


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def fuzzed(rng: random.Random) -> str:
    lines = []
    for _ in range(rng.randint(1, 4)):
        lines.append(" ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 5))))
    return "\n".join(lines) + "\n"


def played(seed: int, players: int = 3, fuzz: bool = False
           ) -> tuple[Game, list[Message | str]]:
    """A campaign of bots played to its end, and the refusals fuzzed inputs drew."""
    scenario, _ = load_scenario("saga", None)
    seats = [Seat(f"p{n}", "Vikings", bot=True) for n in range(players)]
    game = games.new_game("saga", scenario, seats, seed)
    rng = random.Random(seed)
    refusals: list[Message | str] = []
    while game.outcome is None:
        refusals += refusals_of(game, lambda: fuzzed(rng), TRIES) if fuzz else []
        game = games.resolve(game)
    return game, refusals


def test_every_event_of_a_french_campaign_is_said_from_the_catalogues() -> None:
    kinds: set[str] = set()
    for seed in SEEDS:
        game, _ = played(seed, players=2 + seed % 3)
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


def test_every_refusal_of_fuzzed_inputs_is_said_in_french() -> None:
    said: set[tuple[str, str]] = set()
    i18n.set_language("fr")
    for seed in SEEDS:
        _, refusals = played(seed, players=2 + seed % 3, fuzz=True)
        for refusal in refusals:
            assert not isinstance(refusal, str), refusal  # every refusal is a message
            assert untranslated(refusal) == [], str(refusal)
            assert catalogues.render(refusal, "fr") != str(refusal)
            said |= identifiers(refusal)
    ours = {msgid for domain, msgid in said if domain == "saga"}
    assert len(ours) >= 15, sorted(ours)  # the fuzzing reaches the campaign's refusals
    assert ("hexterm", "line {line}: {said}") in said


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


def test_french_words_are_read_and_the_save_keeps_the_english() -> None:
    """A preparation typed in French (the French edition's Gardes, Guerriers, Levées,
    accents or not, any case) is the one typed in English: the game keeps the English
    words, so that a save is the same in both languages; in any game."""
    scenario, _ = load_scenario("saga", None)
    seats = [Seat("alice", "Vikings"), Seat("bob", "Normans")]
    game = games.new_game("saga", scenario, seats, 3)
    french = games.submit_orders(game, "alice", "bande Rolf à Varn\nRECRUTER Rolf Guerriers 2\n"
                                                "recruter Rolf levees 2\nrecruter Rolf gardes 1\n")
    english = games.submit_orders(game, "alice", "band Rolf at Varn\nrecruit Rolf warriors 2\n"
                                                 "recruit Rolf levies 2\n"
                                                 "recruit Rolf hearthguards 1\n")
    assert french.orders == english.orders == {
        "alice": "band Rolf at Varn\nrecruit Rolf warriors 2\nrecruit Rolf levies 2\n"
                 "recruit Rolf hearthguards 1\n"}


def test_a_wrong_scenario_is_refused_in_french() -> None:
    """A scenario whose band names a kind SAGA has not is refused in one sentence, said
    in French from the catalogue, where nested ("la bande Ragnar"), the word at fault in
    French quotes and the kinds listed."""
    scenario, _ = load_scenario("saga", None)
    band = {"name": "Ragnar", "seat": "alice", "terrain": "Varn", "units": {"knights": [2]}}
    seats = [Seat("alice", "Vikings"), Seat("bob", "Normans")]
    with pytest.raises(HextermError) as refused:
        games.new_game("saga", {**scenario, "band": [band]}, seats, 3)
    assert str(refused.value) == ("band Ragnar: 'knights' is not one of hearthguards, "
                                  "warriors, levies")
    i18n.set_language("fr")
    # the word quoted in French quotes, a no-break space inside each
    assert i18n.error_said(refused.value) == ("la bande Ragnar : «\u00a0knights\u00a0» n'est "
                                              "pas l'un de hearthguards, warriors, levies")
