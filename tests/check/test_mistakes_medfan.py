"""Med-Fan's scenario mistakes, all at once (issue 30): unknown keys and a misspelt
capability with the nearest known one (the rulebook's territory table), and whatever
the opening and the save's check refuse (a treasury below 0: "the loader refuses what
the save check would refuse"); a file with several mistakes gives every one; the
built-in campaign none; and a new game refuses what the check finds."""

from __future__ import annotations

import tomllib
from importlib.resources import files
from pathlib import Path
from typing import Any

import pytest

from hexterm.catalogues import render
from hexterm.engine import game as games
from hexterm.engine.errors import ScenarioError
from hexterm.engine.mistakes import Where
from hexterm.engine.rulesets import get_ruleset
from hexterm.engine.seats import Seat

CASES = Path(__file__).parent / "cases" / "medfan"
RULES = get_ruleset("medfan")


def scenario(name: str) -> dict[str, Any]:
    return tomllib.loads((CASES / f"{name}.toml").read_text(encoding="utf-8"))


def found(name: str) -> set[tuple[Where, str]]:
    return {(m.where, str(m.what)) for m in RULES.scenario_mistakes(scenario(name))}


def test_misspelt_keys_and_capability_name_the_nearest() -> None:
    assert found("misspelt") == {
        (("tresury",), "unknown key 'tresury': did you mean 'treasury'?"),
        (("territory", 0, "capability"),
         "territory 1: 'exploitaton' is not a capability: did you mean 'exploitation'?"),
        (("territory", 1, "capabilty"), "territory 2: unknown key 'capabilty': did you "
                                        "mean 'capability'?"),
    }


def test_several_mistakes_are_all_reported() -> None:
    mistakes = RULES.scenario_mistakes(scenario("several"))
    assert {(m.where, str(m.what)) for m in mistakes} == {
        (("share",), "share is a whole number from 0 to 100, not 150"),
        (("treasuries", "alice"), "treasuries: alice is a whole number from 0 to 1000000000, "
                                  "not -20"),
        (("armies", "bob", 0), "the army of bob: line 1: figures is a whole number, not "
                               "'twelve'"),  # the army's line 1, the first after "bob"
        (("phase",), "phase is army or pairing, not 'battle'"),
    }
    assert len(mistakes) == 4


def test_the_mistakes_are_said_in_french() -> None:
    said = {m.where: render(m.what, "fr") for m in RULES.scenario_mistakes(scenario("misspelt"))}
    assert said[("territory", 0, "capability")] == (
        "territoire 1 : «\u00a0exploitaton\u00a0» n'est pas une capacité : vouliez-vous dire "
        "«\u00a0exploitation\u00a0» ?")


def test_the_built_in_campaign_has_no_mistake() -> None:
    built_in = tomllib.loads((files("hexterm") / "scenarios" / "medfan.toml").read_text())
    assert RULES.scenario_mistakes(built_in) == []


@pytest.mark.parametrize(("name", "seats"), [("misspelt", ("alice", "bob")),
                                             ("several", ("alice", "bob", "carol"))])
def test_a_new_game_refuses_what_the_check_finds(name: str, seats: tuple[str, ...]) -> None:
    with pytest.raises(ScenarioError):
        games.new_game("medfan", scenario(name), [Seat(s, s) for s in seats], 1)
