"""An input saved in the English words (saves are language-neutral) said back in the
words a French player types (`Ruleset.typed_in`), and read back as the same input: for
every input the program's seats write in played games (SAGA, Med-Fan, the tactical
board), and every input their case files give; the worked examples are the French
words of docs/rules and the rulebooks (SAGA: recruter, guerriers, vainqueur, reste,
seigneur; Med-Fan: bataille, scénario, durée, amélioration, mêlée, guérisseur; the
Fiche Mouvement: fuite, supplémentaire, pivot, SO, réussi, lancer)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from hexterm.cases import run_case
from hexterm.engine import game as games
from hexterm.engine.dice import SeededDice
from hexterm.engine.game import Game
from hexterm.engine.medfan.ruleset import Medfan
from hexterm.engine.novlemia.ruleset import Novlemia
from hexterm.engine.ruleset import Ruleset
from hexterm.engine.rulesets import get_ruleset
from hexterm.engine.saga.ruleset import Saga
from hexterm.engine.saga.synonyms import canonical, unit_in
from hexterm.engine.seats import Seat
from hexterm.engine.steps import Step, dice_key
from hexterm.engine.tactical.ruleset import Tactical
from hexterm.worlds import load_scenario, start_game

CASES = Path(__file__).resolve().parent.parent / "cases"
RULESETS = ("saga", "medfan", "tactical")
"""The rulesets of steps whose inputs have words of their own (their synonyms' and
vocabulary's tables)."""


def reads_back(rules: Ruleset[Any, Any], game: Game, seat: str, text: str) -> str:
    """`text` (a stored input) said in French, which must read and be written again
    as `text`; the French."""
    step = game.step
    french = rules.typed_in(step, text, "fr")
    who = None if seat not in {s.name for s in game.seats} else game.seat(seat)
    again = rules.format_input(step, rules.read_input(game.state, who, step, french,
                                                      check=False))
    assert again == text, f"{text!r} said {french!r} reads back as {again!r}"
    return french


def bot_seats(name: str) -> list[Seat]:
    """Bots in every seat of the ruleset's built-in scenario (as benchmarks/save_digests.py
    seats them: two to four)."""
    form = get_ruleset(name).seat_form(load_scenario(name, None)[0])
    factions = [key for key, _ in form.factions] or list(form.suggested)
    count = min(form.max_seats, max(form.min_seats, min(len(factions), 4)))
    names = list(form.names) or [f"p{i}" for i in range(count)]
    return [Seat(seat, factions[i], bot=True) for i, seat in enumerate(names[:count])]


def played(ruleset: str, seed: int) -> list[tuple[str, str]]:
    """Every input the bots of a campaign give until its end (or 40 steps), each checked
    by `reads_back`, with its French."""
    game = start_game(ruleset, None, bot_seats(ruleset), seed)
    said: list[tuple[str, str]] = []
    for _ in range(40):
        if game.outcome is not None:
            break
        rules, step = game.rules, game.step
        dice = SeededDice(game.seed, *dice_key(game.turn, game.steps_done))
        for seat in game.seats:
            if seat.name in step.seats:
                text = rules.format_input(step, rules.bot_input(
                    game.state, seat, step, dice.stream("bot", seat.name)))
                said.append((text, reads_back(rules, game, seat.name, text)))
        game = games.resolve(game, force=True)
    return said


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize("seed", (1, 7))
def test_the_bots_inputs_said_in_french_read_back_the_same(ruleset: str, seed: int) -> None:
    said = played(ruleset, seed)
    assert len(said) > 10
    assert any(text != french for text, french in said)  # French words were said


@pytest.mark.parametrize("path", sorted(p for r in RULESETS for p in (CASES / r).rglob("*.toml")),
                         ids=lambda p: p.stem)
def test_the_cases_inputs_said_in_french_read_back_the_same(
        path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each input a case file gives, as the game keeps it, said in French and read back."""
    submit = games.submit_orders
    checked: list[str] = []

    def submitted(game: Game, seat: str, text: str) -> Game:
        game = submit(game, seat, text)
        checked.append(reads_back(game.rules, game, seat, game.orders[seat]))
        return game

    monkeypatch.setattr(games, "submit_orders", submitted)
    assert run_case(path).passed
    assert checked


def test_saga_inputs_in_the_french_editions_words() -> None:
    """The SAGA campaign's words (docs/rules/saga.md, "Words typed"): the kinds are the
    French edition's, a band's lord is its seigneur; names stay as they are."""
    step = Step("prepare", "", seats=("alice",))
    assert Saga().typed_in(step, "band Ragnar at Varn\nrecruit Ragnar warriors 2\n"
                           "transfer levies1 from Ragnar to Sigurd\n", "fr") == (
        "bande Ragnar à Varn\nrecruter Ragnar guerriers 2\n"
        "transférer levies1 de Ragnar à Sigurd\n")
    assert Saga().typed_in(step, "at Pyramid\nwinner carol\nleft carol3 lord 1\n"
                           "lost alice2 hearthguards1 2\n", "fr") == (
        "à Pyramid\nvainqueur carol\nreste carol3 seigneur 1\n"
        "perdu alice2 hearthguards1 2\n")
    assert Saga().typed_in(step, "left reserve levies1 3", "fr") == \
        "reste réserve levies1 3"
    assert canonical("reste Réserve levies1 3\nperdu Ragnar Seigneur 1") == \
        "left reserve levies1 3\nlost Ragnar lord 1"  # read in any case, with accents or not
    assert Saga().typed_in(step, "invade Rask Ulf hearthguards 2 levies 4", "fr") == \
        "envahir Rask Ulf gardes 2 levées 4"
    assert Saga().typed_in(step, "from board\nauto\n", "fr") == "from board\nauto\n"
    assert [unit_in(name, "fr") for name in ("lord", "warriors1", "Ragnar")] == [
        "seigneur", "warriors1", "Ragnar"]
    assert unit_in("lord", "en") == "lord"


def test_medfan_inputs_in_the_rulebooks_words() -> None:
    """Med-Fan's words (001: bataille, scénario, durée, vainqueur, amélioration, the
    characteristics and roles), each at the step whose input it is."""
    medfan = Medfan()
    assert medfan.typed_in(Step("pairing", ""), "battle alice bob\nscenario roll\n"
                           "length 6\n", "fr") == "bataille alice bob\nscénario dé\ndurée 6\n"
    assert medfan.typed_in(Step("battle", ""), "winner alice\nleft bob Goblins 10\n",
                           "fr") == "vainqueur alice\nreste bob Goblins 10\n"
    assert medfan.typed_in(Step("spending", ""), "upgrade Aldric melee 4 30\n"
                           "Healer 1 70 healer spell=Feu\n", "fr") == (
        "amélioration Aldric mêlée 4 30\nHealer 1 70 guérisseur sort=Feu\n")
    assert medfan.typed_in(Step("objectives", ""), "roll", "fr") == "dé"


def test_tactical_inputs_in_the_fiche_mouvements_words() -> None:
    """The Fiche Mouvement's words (Fuite, Repli, Faire Face, Mouvement Supplémentaire,
    pivot, vol-rapproché, the rulebook's NO and SO; a test réussi, raté, lancer)."""
    board, go, test = Tactical(), Step("activate", ""), Step("test", "")
    assert board.typed_in(go, "Spears flee extra: turn SW → B06\n", "fr") == \
        "Spears fuite supplémentaire: pivot SO → B06\n"
    assert board.typed_in(go, "Guards with Hero: B03 → place close-flight\n", "fr") == \
        "Guards avec Hero: B03 → placement vol-rapproché\n"
    assert board.typed_in(go, "Spears face: NW\n", "fr") == "Spears faire-face: NO\n"
    assert [board.typed_in(go, t, "fr") for t in ("Spears hold\n", "pass\n")] == [
        "Spears reste\n", "passe\n"]
    assert [board.typed_in(test, t, "fr") for t in ("pass\n", "fail\n", "roll 5\n")] == [
        "réussi\n", "raté\n", "lancer 5\n"]


def test_english_and_a_language_without_words_stay_as_they_are() -> None:
    text = "winner alice\nleft bob Goblins 10\n"
    assert Medfan().typed_in(Step("battle", ""), text, "en") == text
    assert Saga().typed_in(Step("battle", ""), text, "de") == text
    assert Tactical().typed_in(Step("activate", ""), "Spears hold\n", "en") == "Spears hold\n"
    assert Novlemia().typed_in(Step("orders", ""), "move D02\n", "fr") == "move D02\n"
