"""The tactical board in French, checked so that nothing can be missed: bot games on the
built-in battle are played and `hexterm --lang fr report` of each turn holds no English
sentence; every event of their logs is made again as a message from what it saves (its
English the saved text) and said from the catalogues; and in games where a seat's
activations and tests are fuzzed before the program gives them, every refusal drawn is
a message translated whole (each nested one too)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from hexterm import catalogues
from hexterm.cli import main
from hexterm.engine import game as games
from hexterm.engine.dice import SeededDice
from hexterm.engine.errors import HextermError
from hexterm.engine.game import Game
from hexterm.engine.messages import Message
from hexterm.engine.seats import Seat
from hexterm.engine.tactical.ruleset import TACTICAL
from hexterm.save import savegame
from hexterm.worlds import start_game
from tests.helpers.messages import identifiers, untranslated

SEEDS = (1, 7, 42)
ENGLISH = re.compile(r"\b(holds|passes|fails|its|and|is|routs|shaken|faces|nowhere|"
                     r"destroyed|die|test of|written|program|orders|Report|turn|place [a-z]|"
                     r"exit|NW|SW|ground|flight|close-flight)\b")
"""Words of the board's and the report's English sentences (a unit's name aside)."""


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
        message = event.message(TACTICAL, game.state, game.log)
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
            sentence = line.split("] ", 1)[1]  # a path's steps too: pivot, placement
            assert not ENGLISH.search(sentence), line
        said += report
    activations = [line for line in said if line.startswith("  [activation] ")]
    assert activations and all(" : " in line for line in activations)
    assert any("reste en place" in line for line in activations)
    assert any(re.search(r" → (pivot|placement) ", line) for line in activations)
    assert any(re.search(r"(réussit|rate) son test d'engagement \(dé \d\)", line)
               for line in activations)
    # The same report in English: the saved text, as it always was.
    assert main(["--lang", "en", "report", str(save), "--turn", "1"]) == 0
    english = capsys.readouterr().out.splitlines()
    assert english[0] == "Report of turn 1"
    assert [line.split("] ", 1)[1].split(": ", 1)[1] for line in english[1:]] == \
        [e.text for e in games.report(game, None, 1)]


WORDS = ["extra", "minimal", "charge", "flee", "back", "face", "with", "hold", "pass",
         "turn", "place", "exit", "N", "NE", "SE", "S", "SW", "NW", "SO", "NO", "Q",
         "ground", "flight", "close-flight", "deep-infiltration", "close-infiltration",
         "air", "Z99", "A1", "zzz", ":", "->", ",", "→", ";", "/", "-", "=>", "Hero",
         "supplémentaire", "fuite", "repli", "faire", "avec", "reste", "passe", "pivot",
         "placement", "sortie", "vol", "sol", "infiltration", "réussi", "raté", "lancer"]
VERDICTS = ["pass", "fail", "roll", "roll 0", "roll 3", "roll 6", "roll 7", "maybe", "",
            "réussi", "raté", "lancer 9", "passe"]


def fuzzed(game: Game, rng: random.Random) -> str:
    """An input for the step: a test's verdict, or an activation of any unit (its own or
    not) with any words, along a path of hexes around it and the path's other steps."""
    if game.step.key == "test":
        return rng.choice([*VERDICTS, " ".join(rng.choices(WORDS, k=2))])
    battle = game.state.battle
    unit = rng.choice(battle.units)
    if rng.random() < 0.2:
        return " ".join(rng.choices([unit.name, *WORDS], k=rng.randint(1, 5)))
    words = rng.sample(["extra", "minimal", "charge", "flee", "back", "face", "hold",
                        "supplémentaire", "fuite", "repli", "faire face", "reste"],
                       k=rng.choice((0, 0, 1, 2)))
    if rng.random() < 0.1:
        words += ["with", rng.choice(battle.units).name]
    steps, at = [], unit.hex
    for _ in range(rng.randint(0, 4)):
        kind = rng.random()
        near = [h for h in at.neighbours() if min(h.to_offset()) >= 0] if at else []
        if near and kind < 0.6:
            at = rng.choice(near)
            steps.append(at.label)
        elif kind < 0.75:
            steps.append(rng.choice(["turn ", "pivot "]) +
                         rng.choice(["N", "NE", "SE", "S", "SW", "NW", "SO", "NO"]))
        elif kind < 0.9:
            steps.append(rng.choice(["place ", "placement "]) +
                         rng.choice(["ground", "flight", "close-flight", "deep-infiltration",
                                     "close-infiltration", "sol", "vol", "vol-rapproché"]))
        else:
            steps.append(rng.choice(["exit ", "sortie "]) + rng.choice(["N", "S", "NE", "SO"]))
    head = " ".join([unit.name, *words])
    return f"{head}: {' -> '.join(steps)}" if steps or rng.random() < 0.5 else head


def fuzzed_game(seed: int, steps: int = 100, tries: int = 40) -> tuple[Game, list[Message]]:
    """A battle of `steps` steps where alice's inputs are fuzzed `tries` times before the
    program gives them (bob a bot), and the refusals drawn."""
    game = start_game("tactical", None, [Seat("alice", "North"),
                                         Seat("bob", "South", bot=True)], seed)
    rng = random.Random(seed)
    refusals: list[Message] = []
    for n in range(steps):
        if game.outcome is not None:
            break
        if "alice" in game.step.seats:
            for _ in range(tries):
                try:
                    games.check_orders(game, "alice", fuzzed(game, rng))
                except HextermError as refused:
                    assert refused.message is not None, f"a plain sentence: {refused}"
                    refusals.append(refused.message)
            alice = game.seat("alice")
            given = TACTICAL.bot_input(game.state, alice, game.step,
                                       SeededDice(seed, "alice", n))
            game = games.submit_orders(game, "alice",
                                       TACTICAL.format_input(game.step, given))
        game = games.resolve(game)
    return game, refusals


def test_every_refusal_of_fuzzed_inputs_is_translated() -> None:
    said: set[tuple[str, str]] = set()
    for seed in SEEDS:
        game, refusals = fuzzed_game(seed)
        assert game.log
        for event in game.log:  # alice's games say their events in French too
            message = event.message(TACTICAL, game.state, game.log)
            assert message is not None and untranslated(message) == [], event.text
        for message in refusals:
            assert untranslated(message) == [], str(message)
            assert catalogues.render(message, "fr") != str(message)
            said |= identifiers(message)
    ours = {msgid for domain, msgid in said if domain == "tactical"}
    assert len(ours) >= 25, sorted(ours)  # the fuzzing reaches the sheet's refusals
    assert ("tactical", "step {n}: {said}") in said


@pytest.mark.parametrize(("french", "english"), [
    ("Lanciers: B03 -> pivot NO -> B04", "Lanciers: B03 -> turn NW -> B04"),
    ("Lanciers mouvement: B03", "Lanciers: B03"),
    ("Lanciers supplémentaire: B03 B04", "Lanciers extra: B03 B04"),
    ("Lanciers supplementaire: B03", "Lanciers extra: B03"),
    ("Cavaliers minimal: B04", "Cavaliers minimal: B04"),
    ("Cavaliers contact: C05, C06", "Cavaliers charge: C05, C06"),
    ("Éclaireurs fuite: pivot SO → B06", "Éclaireurs flee: turn SW → B06"),
    ("Éclaireurs fuir", "Éclaireurs flee"),
    ("Lanciers repli minimal: sortie S", "Lanciers back minimal: exit S"),
    ("Lanciers faire face: NO", "Lanciers face: NW"),
    ("Lanciers faire-face: SO", "Lanciers face: SW"),
    ("Gardes avec Héros, Mage: B03", "Gardes with Héros, Mage: B03"),
    ("Faucons: placement vol-rapproché → placement vol",
     "Faucons: place close-flight → place flight"),
    ("Faucons: placement vol-rapproche → placement en-vol",
     "Faucons: place close-flight → place flight"),
    ("Faucons: placement sol -> placement au-sol", "Faucons: place ground -> place ground"),
    ("Rôdeurs: placement infiltration-rapprochée, placement infiltration",
     "Rôdeurs: place close-infiltration, place deep-infiltration"),
    ("Lanciers reste", "Lanciers hold"),
    ("passe", "pass"),
    ("PASSE", "pass"),
])
def test_the_fiches_french_words_read_as_the_english_ones(french: str, english: str) -> None:
    """Both languages' words are read in every game; the save writes the English."""
    from hexterm.engine.tactical.activation import format_activation, read_activation

    assert read_activation(french) == read_activation(english)
    assert format_activation(read_activation(french)) == format_activation(
        read_activation(english))
    assert not re.search(r"pivot|placement|sortie|fuite|repli|avec|reste|passe|vol|sol|NO|SO",
                         format_activation(read_activation(french)))


@pytest.mark.parametrize(("french", "english"), [
    ("réussi", "pass"), ("reussi", "pass"), ("raté", "fail"), ("RATÉ", "fail"),
    ("lancer", "roll"), ("lancer 5", "roll 5"), ("lancer 2", "roll 2")])
def test_a_tests_result_in_french_words(french: str, english: str) -> None:
    from hexterm.engine.tactical.trials import format_verdict, read_verdict

    assert read_verdict(french) == read_verdict(english)
    assert format_verdict(read_verdict(french)) == format_verdict(read_verdict(english))


@pytest.mark.parametrize("typed", ["réussi 5", "passe", "lancer x", "pass 3"])
def test_a_wrong_result_is_refused_with_the_french_words_in_french(typed: str) -> None:
    from hexterm.engine.errors import OrderSyntaxError
    from hexterm.engine.tactical.trials import read_verdict

    with pytest.raises(OrderSyntaxError) as refused:
        read_verdict(typed)
    assert catalogues.render(refused.value.message, "fr").startswith(
        "écrivez réussi, raté, lancer")


def test_a_french_refusal_shows_the_french_words() -> None:
    """The usage, a path's steps, the example of a step without its object: French."""
    from hexterm.engine.errors import OrderSyntaxError
    from hexterm.engine.tactical.activation import read_activation

    said = []
    for typed in ("Lanciers zzz: B03", "Lanciers: B03 pivot", "Lanciers: B03 turn",
                  "Lanciers: B03 => B04"):
        with pytest.raises(OrderSyntaxError) as refused:
            read_activation(typed)
        said.append(catalogues.render(refused.value.message, "fr"))
    assert said == [
        "'zzz' n'est pas compris : écrivez UNITÉ: CHEMIN, UNITÉ supplémentaire|minimal|"
        "charge|fuite|repli: CHEMIN, UNITÉ faire face: DIRECTION, UNITÉ avec PERSONNAGE: "
        "CHEMIN, UNITÉ reste ou passe",
        "étape 2 : pivot dit vers quoi il va (par exemple pivot NO)",
        "étape 2 : turn dit vers quoi il va (par exemple turn NE)",
        "étape 2 : '=' ne sépare pas les étapes d'un chemin : séparez-les par des espaces, "
        "des virgules ou ->, comme dans B03 -> B04, pivot NE B05"]


def test_a_french_report_says_a_path_in_the_fiches_words() -> None:
    """A path the log keeps in English ("turn SW", "place close-flight") is said in
    French with the rulebook's words and directions (pivot SO, placement vol-rapproché)."""
    from hexterm.engine.tactical import told

    args = {"unit": "Faucons", "action": "move",
            "path": "J02 → place close-flight (1) → turn SW (0) → exit NW (1)"}
    message = told.moved(args)
    assert str(message) == "Faucons: J02 → place close-flight (1) → turn SW (0) → exit NW (1)"
    assert catalogues.render(message, "fr") == (
        "Faucons : J02 → placement vol-rapproché (1) → pivot SO (0) → sortie NO (1)")


def test_the_battles_summary_as_a_message() -> None:
    """What `hexterm show` says of a battle, as a message: its English the summary's,
    its French with the rulebook's directions (NO) and the unit destroyed said so."""
    from dataclasses import replace

    from hexterm.engine.tactical.views import summary_message

    game = bot_game(7, steps=6)
    battle = game.state.battle
    gone = replace(battle.units[0], hex=None, destroyed=True)
    state = replace(game.state, battle=replace(battle, units=(gone, *battle.units[1:])))
    message = summary_message(state)
    english = str(message).splitlines()
    assert english[0] == f"turn {battle.turn} of {battle.turns}"
    assert english[1].startswith(f"{gone.seat}: {gone.name} at destroyed facing ")
    french = catalogues.render(message, "fr").splitlines()
    assert french[0] == f"tour {battle.turn} sur {battle.turns}"
    assert french[1].startswith(f"{gone.seat} : {gone.name} en détruite face au ")
    assert len(french) == len(battle.units) + 1
    for line, said in zip(english[1:], french[1:], strict=True):
        facing = {"NW": "NO", "SW": "SO"}.get(line.split()[-1], line.split()[-1])
        assert said.endswith(f" face au {facing}") and " at " not in said
