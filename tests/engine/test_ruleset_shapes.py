"""The two shapes of ruleset (issue 25): a ruleset of sealed orders keeps the one-step
hooks; a ruleset of steps declares a table of its steps and has none of them; each
step's key is said once, in its table; and a ruleset of steps has the same package
face (its class in `ruleset.py`, `integrity`, `victory`, `views`, `codec`, `bots`)."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from hexterm.engine import game as games
from hexterm.engine import rulesets
from hexterm.engine.errors import SeatError
from hexterm.engine.ruleset import OrdersRuleset
from hexterm.engine.seats import Seat
from hexterm.engine.step_table import StepsRuleset
from tests.helpers.tiny_steps import TINY

ONE_STEP_HOOKS = ("parse_orders", "verify_orders", "can_orders", "format_orders", "resolve",
                  "bot_orders")
FACE = ("ruleset", "integrity", "victory", "views", "codec", "bots")


def test_every_ruleset_has_one_of_the_two_shapes() -> None:
    shapes = {name: type(rulesets.get_ruleset(name)).__mro__ for name in rulesets.names()}
    assert [n for n, mro in shapes.items() if (OrdersRuleset in mro) == (StepsRuleset in mro)
            ] == []
    assert {n for n, mro in shapes.items() if OrdersRuleset in mro} >= {"novlemia",
                                                                        "planisphere"}
    assert {n for n, mro in shapes.items() if StepsRuleset in mro} >= {"medfan", "saga",
                                                                       "tactical"}


@pytest.mark.parametrize("name", ["saga", "medfan", "tactical"])
def test_a_ruleset_of_steps_has_no_hook_of_orders(name: str) -> None:
    rules = rulesets.get_ruleset(name)
    assert [hook for hook in ONE_STEP_HOOKS if hasattr(rules, hook)] == []


@pytest.mark.parametrize("name", ["saga", "medfan", "tactical"])
def test_each_step_of_a_table_has_its_own_key(name: str) -> None:
    rules = rulesets.get_ruleset(name)
    assert isinstance(rules, StepsRuleset)
    keys = [rule.key for rule in rules.steps]
    assert len(keys) == len(set(keys)) > 1


@pytest.mark.parametrize("name", ["saga", "medfan", "tactical"])
def test_a_ruleset_of_steps_has_the_package_face(name: str) -> None:
    rules = rulesets.get_ruleset(name)
    package = importlib.import_module(f"hexterm.engine.{name}")
    folder = Path(str(package.__file__)).parent
    assert [m for m in FACE if not (folder / f"{m}.py").is_file()] == []
    assert type(rules).__module__ == f"hexterm.engine.{name}.ruleset"


def test_the_organiser_is_refused_on_a_step_that_takes_no_entry_of_theirs() -> None:
    rulesets.register("tinysteps", "tests.helpers.tiny_steps:TINY")
    try:
        game = games.new_game("tinysteps", {}, (Seat("alice", "a"), Seat("bob", "b")), 1)
        assert game.step.key == "bid" and not game.step.organiser
        with pytest.raises(SeatError, match="Tiny steps takes no entry from the organiser "
                                            "for Bid"):
            TINY.read_input(game.state, None, game.step, "3")
        assert TINY.read_input(game.state, game.seat("alice"), game.step, "3") == 3
    finally:
        rulesets.forget("tinysteps")  # the other tests see the shipped rulesets only


def test_the_organisers_refusal_names_the_game_and_step_in_the_players_language(
        tmp_path: Path) -> None:
    """The game's title and the step's are said from the ruleset's own catalogue: in
    French « Campagne SAGA … pour Recruter et transférer », no English name left in it."""
    from hexterm import i18n
    from hexterm.save import savegame
    from tests.helpers.saga_world import advance_to, build_campaign

    path = tmp_path / "saga.hexsave"
    build_campaign(path)
    advance_to(path, "prepare")
    game = savegame.load(path)
    assert game.step.key == "prepare" and not game.step.organiser
    with pytest.raises(SeatError) as refused:
        game.rules.read_input(game.state, None, game.step, "keep")
    assert str(refused.value) == ("SAGA campaign takes no entry from the organiser for "
                                  "Recruit and transfer")
    i18n.set_language("fr")
    try:
        said = i18n.error_said(refused.value)
    finally:
        i18n.set_language("en")
    assert said == ("Campagne SAGA ne prend pas de saisie de l'organisateur pour Recruter et "
                    "transférer")
