"""The Med-Fan campaign in French, checked so that nothing can be missed: campaigns of
bots are played to their end and every event of their logs is said from the
catalogues (each a message, it and every nested one translated, its English the text
the save keeps); at every step, fuzzed inputs of that step's words are refused, each
refusal a message translated whole (or, for a sentence of the parts Med-Fan shares and
that are not converted yet, one the older French patterns say in French). And
`hexterm --lang fr report` of a played battle, line by line."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from hexterm import catalogues, i18n
from hexterm.cli import main
from hexterm.engine import game as games
from hexterm.engine.game import Game
from hexterm.engine.medfan.ruleset import MEDFAN
from hexterm.engine.medfan.words import WORDS as MED
from hexterm.engine.messages import Message
from hexterm.engine.seats import Seat
from hexterm.worlds import load_scenario
from tests.helpers.messages import identifiers, refusals_of, untranslated

SEEDS = (1, 7, 42)
TRIES = 12
"""Fuzzed inputs tried at each step, for each seat it awaits."""
WORDS = ["battle", "scenario", "length", "agree", "objective", "roll", "rolled", "winner",
         "draw", "lost", "left", "turns", "auto", "dice", "target", "name", "fifth",
         "council", "academy", "upgrade", "spells", "keep", "hero", "general", "chief",
         "healer", "standard", "mage", "king", "spell=Feu", "armour=10", "weapon=x",
         "melee", "life", "movement", "lance", "+lance", "Aldric", "Recruits1", "p0", "p1",
         "p2", "zz", "0", "1", "2", "3", "5", "6", "7", "12", "13", "99", "-1", "1000000",
         "A,B", "x", "bataille", "scénario", "durée", "accord", "objectif", "dé", "vainqueur",
         "nul", "perdu", "reste", "tours", "dés", "cible", "nom", "cinquième", "conseil",
         "académie", "amélioration", "sorts", "garder", "héros", "général", "chef",
         "guérisseur", "porte-étendard", "sort=Feu", "armure=10", "arme=x", "mêlée", "vie",
         "déplacement"]
TOML = ['[[unit]]\nname = "A"\ncost = 5\n', '[[unit]]\nname = "A"\nfigures = "x"\n',
        '[[spells]]\nunit = "M"\nspells = ["a b"]\n', "keep = 3\n[[unit]]\n", "[[unit]\n",
        'name = ""\n[[unit]]\nname = "A"\nfigures = 1\ncost = 1\n', "zz = 1\n[[unit]]\n"]


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def fuzzed(rng: random.Random) -> str:
    if rng.random() < 0.1:
        return rng.choice(TOML)
    lines = []
    for _ in range(rng.randint(1, 4)):
        lines.append(" ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 5))))
    return "\n".join(lines) + "\n"


def played(seed: int, players: int = 3) -> tuple[Game, list[Message | str]]:
    """A campaign of bots played to its end, and the refusals fuzzed inputs drew."""
    scenario, _ = load_scenario("medfan", None)
    scenario = {**scenario, "battles": 4, "generous": "yes" if seed % 2 else "no"}
    seats = [Seat(f"p{n}", "Army", bot=True) for n in range(players)]
    game = games.new_game("medfan", scenario, seats, seed)
    rng = random.Random(seed)
    refusals: list[Message | str] = []
    while game.outcome is None:
        refusals += refusals_of(game, lambda: fuzzed(rng), TRIES)
        game = games.resolve(game)
    return game, refusals


def test_every_event_of_a_french_campaign_is_said_from_the_catalogues() -> None:
    kinds: set[str] = set()
    for seed in SEEDS:
        game, _ = played(seed)
        for event in game.log:
            message = event.message(MEDFAN, game.state, game.log)
            assert message is not None, f"no message for {event.key}: {event.text}"
            assert untranslated(message) == [], event.text
            assert str(message) == event.text  # the English is what the save keeps
            assert "{" not in catalogues.render(message, "fr")
            phase = MEDFAN.phase_message(event.phase)
            assert phase is not None and untranslated(phase) == [], event.phase
            kinds.add(event.key)
    assert {"medfan.army", "medfan.pairing", "medfan.objective", "medfan.result",
            "medfan.after", "medfan.found", "medfan.gain", "medfan.spent",
            "medfan.objective-done"} <= kinds, kinds


def test_every_refusal_of_fuzzed_inputs_is_said_in_french() -> None:
    said: set[tuple[str, str]] = set()
    i18n.set_language("fr")
    for seed in SEEDS:
        _, refusals = played(seed)
        for refusal in refusals:
            assert not isinstance(refusal, str), refusal  # every refusal is a message
            assert untranslated(refusal) == [], str(refusal)
            assert catalogues.render(refusal, "fr") != str(refusal)
            said |= identifiers(refusal)
    ours = {msgid for domain, msgid in said if domain == "medfan"}
    assert len(ours) >= 15, sorted(ours)  # the fuzzing reaches the campaign's refusals
    assert ("hexterm", "line {line}: {said}") in said


def test_a_summary_and_its_plurals_in_french() -> None:
    game, _ = played(7, players=2)
    text = catalogues.render(MEDFAN.summary(game.state, None), "fr")
    assert text.startswith("bataille 5, finie\n")  # four battles fought: the campaign over
    for count, word in ((0, "territoire"), (1, "territoire"), (2, "territoires")):
        line = MED.phrase_n("{seat}: {treasury} #, {n} territory, {figures} figures",
                            "{seat}: {treasury} #, {n} territories, {figures} figures",
                            count, seat="ana", treasury=5, figures=3)
        assert catalogues.render(line, "fr") == f"ana : 5 #, {count} {word}, 3 figurines"


def submit(path: Path, seat: str, text: str, tmp_path: Path) -> None:
    given = tmp_path / "input.txt"
    given.write_text(text)
    assert main(["orders", "submit", str(path), "--as", seat, str(given)]) == 0


def test_a_medfan_report_in_french(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """alice buys 10 spearmen at 8 # and a general at 60 # (140 #), names the fifth
    battle of the table (the cursed gem) and declares Pillage, the fifth objective;
    the report of the turn says each of these in French, "d'alice" elided, and no
    line of it is English."""
    path = tmp_path / "m.hexsave"
    assert main(["new", str(path), "--ruleset", "medfan", "--seat", "alice:Elves",
                 "--seat", "bob:Orcs:bot", "--seed", "3"]) == 0
    submit(path, "alice", "Spearmen 10 8\nAldric 1 60 general\n", tmp_path)
    submit(path, "alice", "battle alice bob\nscenario 5\n", tmp_path)
    submit(path, "alice", "objective 5\n", tmp_path)
    submit(path, "alice", "auto\n", tmp_path)
    capsys.readouterr()
    assert main(["--lang", "fr", "report", str(path), "--turn", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Rapport du tour 1"
    assert "  [1 armées] alice : alice achète une armée de 2 unités pour 140 #" in lines
    assert ("  [2 désignation] bataille : alice attaque bob : La gemme maudite (choisi), "
            "6 tours") in lines
    assert "  [3 objectifs] alice : objectif d'alice : Pillage" in lines
    assert any(line.startswith("  [4 bataille] bataille : la bataille (tiré par l'aide aux "
                               "dés) : ") for line in lines)
    assert main(["report", str(path), "--turn", "1"]) == 0
    english = capsys.readouterr().out.splitlines()
    assert "  [1 armies] alice: alice buys an army of 2 units for 140 #" in english
    assert len(english) == len(lines)
    for french, said in zip(lines[1:], english[1:], strict=True):
        assert french != said
        for word in (" buys ", " attacks ", "objective", " wins", " draw", " orders",
                     "written by", "battle"):
            assert word not in french, french
