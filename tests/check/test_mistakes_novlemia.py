"""Novlémia's scenario mistakes, all at once (issue 30): a misspelt nation in a cell's
owner (the issue's `argnet`: a game made of it could never be opened), unknown keys
with the nearest known one, and what the opening refuses, each said where it is; a file
with several mistakes gives every one; the built-in world none; and a new game refuses
what the check finds."""

from __future__ import annotations

import tomllib
from importlib.resources import files
from pathlib import Path
from typing import Any

import pytest

from hexterm.catalogues import render
from hexterm.cli import main
from hexterm.engine import game as games
from hexterm.engine.errors import ScenarioError
from hexterm.engine.mistakes import Where
from hexterm.engine.rulesets import get_ruleset
from hexterm.engine.seats import Seat

CASES = Path(__file__).parent / "cases" / "novlemia"
RULES = get_ruleset("novlemia")
NO_FACTIONS = Path(__file__).parent / "worlds" / "novlemia_no_factions.toml"


def scenario(name: str) -> dict[str, Any]:
    return tomllib.loads((CASES / f"{name}.toml").read_text(encoding="utf-8"))


def found(name: str) -> set[tuple[Where, str]]:
    return {(m.where, str(m.what)) for m in RULES.scenario_mistakes(scenario(name))}


def test_a_misspelt_owner_names_the_nearest_nation() -> None:
    assert found("misspelt_owner") == {
        (("cell", "C03", "owner"),
         "[cell.C03]: owner 'argnet' is not a nation of the game: did you mean 'argent'?")}


def test_misspelt_keys_name_the_nearest_known_one() -> None:
    assert found("misspelt_keys") == {
        (("victroy",), "unknown key 'victroy': did you mean 'victory'?"),
        (("map", "rwos"), "[map]: unknown key 'rwos': did you mean 'rows'?"),
        (("rules", "action"), "[rules]: unknown key 'action': did you mean 'actions'?"),
        (("faction", 0, "lattitude"), "faction 1: unknown key 'lattitude': did you mean "
                                      "'latitude'?"),
        (("cell", "C03", "terain"), "[cell.C03]: unknown key 'terain': did you mean "
                                    "'terrain'?"),
        # the terrain misspelt is no terrain given
        (("cell", "C03", "terrain"), "[cell.C03]: terrain None is not one of eau, plaine, foret, "
                          "collines, montagnes, desert"),
    }


def test_several_mistakes_are_all_reported() -> None:
    """The rulebook's explorers start on column 01 (reading N2), a city stands on land
    its nation owns; a 10×10 map has rows A to J."""
    mistakes = RULES.scenario_mistakes(scenario("several"))
    assert {(m.where, str(m.what)) for m in mistakes} == {
        (("turns",), "turns must be a whole number from 1 to 999, not 0"),
        (("rules", "actions"), "[rules]: actions must be a whole number from 1 to 9, not 12"),
        (("faction", 0, "start"), "faction 'argent': start 'C03' is not a cell of column 01 "
                                  "on the map"),
        (("cell", "C04", "resource"), "[cell.C04]: resource 'Z' is not A, B, E, M or X"),
        (("cell", "Z40"), "[cell.Z40]: Z40 is off the 10×10 map"),
        (("cell", "D03", "city"), "[cell.D03]: a city needs land with an owner"),
    }
    assert len(mistakes) == 6


def test_the_mistakes_are_said_in_french() -> None:
    said = {m.where: render(m.what, "fr")
            for m in RULES.scenario_mistakes(scenario("misspelt_owner"))}
    assert said[("cell", "C03", "owner")] == ("[cell.C03] : le propriétaire «\u00a0argnet\u00a0» "
                                     "n'est pas une nation de la partie : vouliez-vous dire "
                                     "«\u00a0argent\u00a0» ?")
    said = {m.where: render(m.what, "fr") for m in RULES.scenario_mistakes(scenario("several"))}
    assert said[("cell", "Z40")] == "[cell.Z40] : Z40 est hors de la carte de 10×10"


def test_the_built_in_world_has_no_mistake() -> None:
    built_in = tomllib.loads((files("hexterm") / "scenarios" / "novlemia.toml").read_text())
    assert RULES.scenario_mistakes(built_in) == []


@pytest.mark.parametrize("name", ["misspelt_owner", "misspelt_keys", "several",
                                  "faction_not_tables"])
def test_a_new_game_refuses_what_the_check_finds(name: str) -> None:
    seats = [Seat("alice", "argent"), Seat("bob", "azur")]
    with pytest.raises(ScenarioError):
        games.new_game("novlemia", scenario(name), seats, 1)


def test_factions_written_as_a_number_are_one_mistake() -> None:
    # `faction = 3` where [[faction]] tables belong: said once, where it is (it raised
    # a TypeError the check reported as "the check stopped").
    assert found("faction_not_tables") == {
        (("faction",), "[[faction]] must be a list of tables")}


def test_a_world_without_factions_is_checked_with_the_nations_its_cells_name(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # The nations are the seats' (no [[faction]]); the cells name scanthenie and
    # lusmarine: each must be played, so a new game offers them and takes both.
    world = tomllib.loads(NO_FACTIONS.read_text(encoding="utf-8"))
    form = RULES.seat_form(world)
    assert form.factions == ()
    assert form.suggested == ("scanthenie", "lusmarine")
    assert form.min_seats == 2
    assert RULES.scenario_mistakes(world) == []
    status = main(["check", str(NO_FACTIONS)])
    out = capsys.readouterr().out
    assert status == 0 and "no mistake found" in out, out
    seats = [Seat("alice", "scanthenie"), Seat("bob", "lusmarine")]
    game = games.new_game("novlemia", world, seats, 1)
    assert sorted(game.state.nations) == ["lusmarine", "scanthenie"]
