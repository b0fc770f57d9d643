"""The tactical board's scenario mistakes, all at once (issue 30): each mistake the issue
names a case file of tests/check/cases/tactical/, its sentence worked out from the Fiche
Mouvement (a class's "-" is ground it cannot enter; no hex holds enemy units) and the
issue's words; a file with several mistakes gives every one; the built-in board none;
and `new_state` (`hexterm new`) refuses what the check finds."""

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

CASES = Path(__file__).parent / "cases" / "tactical"
RULES = get_ruleset("tactical")


def scenario(name: str) -> dict[str, Any]:
    return tomllib.loads((CASES / f"{name}.toml").read_text(encoding="utf-8"))


def found(name: str) -> set[tuple[Where, str]]:
    return {(m.where, str(m.what)) for m in RULES.scenario_mistakes(scenario(name))}


def test_a_unit_on_ground_its_class_cannot_enter() -> None:
    """Foot on water, an engine on rough ground, aquatic on clear ground: "-" on the
    sheet; mounted on difficult ground (Mvt Minimal) and a flier on water (1) stand."""
    assert found("foot_on_water") == {
        (("unit", 0, "at"), "unit 1: Wader stands at B03 on water ground, which its class "
                            "(foot) cannot enter"),
        (("unit", 1, "at"), "unit 2: Ram stands at C03 on rough ground, which its class "
                            "(engine) cannot enter"),
        (("unit", 2, "at"), "unit 3: Eels stands at A01 on clear ground, which its class "
                            "(aquatic) cannot enter"),
    }


def test_two_enemies_on_one_hex_at_the_start() -> None:
    assert found("enemies_on_one_hex") == {
        (("unit", 2, "at"), "unit 3: Axes of bob starts on B02 with Spears of alice: "
                            "enemies never share a hex")}


def test_places_off_the_board() -> None:
    assert found("off_the_board") == {
        (("side", 0, "between", 1), "side 1: E06 is off the 6×4 board"),
        (("unit", 0, "at"), "unit 1: A07 is off the 6×4 board"),
        (("unit", 1, "at"), "unit 2: F01 is off the 6×4 board"),
    }


def test_a_unit_with_no_hex_is_said_clearly() -> None:
    """Not "'None' is not a hex label": what is missing, and how to write it."""
    assert found("no_hex") == {
        (("unit", 0, "at"), "unit 1: at is missing: the hex it starts on (a row's letter, "
                            "then a column's number, such as B04)")}


def test_misspelt_keys_name_the_nearest_known_one() -> None:
    assert found("misspelt_keys") == {
        (("trns",), "unknown key 'trns': did you mean 'turns'?"),
        (("side", 0, "kind"), "side 1: kind is one of rough, road, not None"),
        (("side", 0, "knd"), "side 1: unknown key 'knd': did you mean 'kind'?"),
        (("unit", 0, "facnig"), "unit 1: unknown key 'facnig': did you mean 'facing'?"),
        (("classes", "1"), "class 1: unknown field 'bsae': did you mean 'base'?"),
    }


def test_several_mistakes_are_all_reported() -> None:
    mistakes = RULES.scenario_mistakes(scenario("several"))
    assert {(m.where, str(m.what)) for m in mistakes} == {
        (("turns",), "turns is a whole number from 1 to 99, not 0"),
        (("ground", 2), "ground row 3: a letter is one of ., =, r, d, ~, C, not 'x'"),
        (("unit", 0, "figures"), "unit 1: figures is a whole number from 1 to 99, not 0"),
        (("unit", 0, "at"), "unit 1: Spears stands at B03 on water ground, which its class "
                            "(foot) cannot enter"),
        (("unit", 1, "at"), "unit 2: Z09 is off the 6×4 board"),
        (("unit", 1, "stackng"), "unit 2: unknown key 'stackng': did you mean 'stacking'?"),
        (("unit", 3, "at"), "unit 4: Riders of alice starts on A01 with Bows of bob: "
                            "enemies never share a hex"),
    }
    assert len(mistakes) == 7


def test_the_mistakes_are_said_in_french() -> None:
    said = {m.where: render(m.what, "fr")
            for m in RULES.scenario_mistakes(scenario("several"))}
    assert said[("unit", 0, "at")] == ("unité 1 : Spears est en B03 sur un terrain eau, où "
                                       "sa classe (infanterie) ne peut pas entrer")
    assert said[("unit", 3, "at")] == ("unité 4 : Riders d'alice commence en A01 avec Bows "
                                       "de bob : des ennemis ne partagent jamais un hex")


def test_the_built_in_board_has_no_mistake() -> None:
    built_in = tomllib.loads((files("hexterm") / "scenarios" / "tactical.toml").read_text())
    assert RULES.scenario_mistakes(built_in) == []


@pytest.mark.parametrize("name", ["foot_on_water", "enemies_on_one_hex", "off_the_board",
                                  "no_hex", "misspelt_keys", "several"])
def test_a_new_game_refuses_what_the_check_finds(name: str) -> None:
    with pytest.raises(ScenarioError):
        games.new_game("tactical", scenario(name), [Seat("alice", "alice"), Seat("bob", "bob")], 1)
