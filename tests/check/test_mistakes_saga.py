"""SAGA's scenario mistakes, all at once (issue 30): each mistake the issue names a case
file of tests/check/cases/saga/ (a home list leaving a player with no village: each
player starts with a village on their home, reading S2; roads that do not join up; a
place named twice; what the opening refuses), its sentence worked out from the issue's
words; a file with several mistakes gives every one; the built-in map none; and a new
game (`hexterm new`) refuses what the check finds."""

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

CASES = Path(__file__).parent / "cases" / "saga"
RULES = get_ruleset("saga")


def scenario(name: str) -> dict[str, Any]:
    return tomllib.loads((CASES / f"{name}.toml").read_text(encoding="utf-8"))


def found(name: str) -> set[tuple[Where, str]]:
    return {(m.where, str(m.what)) for m in RULES.scenario_mistakes(scenario(name))}


def test_a_home_list_leaving_a_player_with_no_village() -> None:
    assert found("no_village") == {
        (("homes", "2", 1), "homes: for 2 players, Varn is the home of two players: one "
                            "of them starts with no village"),
        (("homes", "3"), "homes: for 3 players, ['Varn', 'Rask'] leaves a player with no "
                         "village (one home a player)"),
    }


def test_roads_that_do_not_join_up() -> None:
    assert found("broken_roads") == {
        (("roads", 1), "road 2: 'Rsak' is no terrain of the map: did you mean Rask?"),
        (("roads", 2), "road 3: 'Nowhere' is no terrain of the map"),
        (("roads", 3), "a road joins two terrains of the map, not ['Varn', 'Varn']"),
    }
    assert found("cut_off") == {
        (("roads",), "no road leads from Varn to Rask: every terrain of the map is reached "
                     "by the roads")}


def test_a_place_named_twice() -> None:
    assert found("named_twice") == {
        (("terrain", 2, "name"), "two terrains are called 'VARN'"),
        (("terrain", 3, "at"), "terrain Lind: another terrain is drawn at [1, 0]"),
    }


def test_misspelt_keys_and_roads_below_a_terrain() -> None:
    """`roads` written after the last [[terrain]] is that terrain's, as TOML reads it:
    said so, not as an unknown key."""
    assert found("misspelt_keys") == {
        (("trun",), "unknown key 'trun': did you mean 'turns'?"),
        (("terrain", 0, "kidn"), "terrain 1: unknown key 'kidn': did you mean 'kind'?"),
        (("terrain", 0, "kind"), "terrain Varn: kind is normal, developed or prestigious, "
                                 "not None"),
        (("terrain", 1, "roads"), "terrain 2: roads = … is written below this [[terrain]] "
                                  "table, so it belongs to it: write it above the first "
                                  "[[terrain]]"),
    }


def test_a_campaign_set_at_some_point() -> None:
    """The seats it names are its players: each has a village, the initiative lists
    each once."""
    assert found("placed") == {
        (("village", 1, "terrain"), "a village: 'Oslo' is not a terrain of the map"),
        (("initiative",), "initiative lists every seat once"),
        (("village",), "bob has no village: each player starts with one"),
        (("village",), "carol has no village: each player starts with one"),
    }


def test_several_mistakes_are_all_reported() -> None:
    mistakes = RULES.scenario_mistakes(scenario("several"))
    assert {(m.where, str(m.what)) for m in mistakes} == {
        (("terrain", 1, "kind"), "terrain Ask: kind is normal, developed or prestigious, "
                                 "not 'holy'"),
        (("roads", 2), "road 3: 'Oskel' is no terrain of the map"),
        (("turns",), "turns is a whole number from 1 to 99, not 0"),
        (("phase",), "phase is bid or prepare, not 'battle'"),
        (("homes", "4"), "homes: for 4 players, ['Varn', 'Rask', 'Varn'] leaves a player "
                         "with no village (one home a player)"),
        (("homes", "7"), "homes: '7' is not a number of players (2 to 6)"),
    }
    assert len(mistakes) == 6


def test_the_mistakes_are_said_in_french() -> None:
    said = {m.where: render(m.what, "fr") for m in RULES.scenario_mistakes(scenario("no_village"))}
    assert said[("homes", "2", 1)] == ("foyers : pour 2 joueurs, Varn est le foyer de "
                                       "deux joueurs : l'un d'eux commence sans village")
    said = {m.where: render(m.what, "fr")
            for m in RULES.scenario_mistakes(scenario("broken_roads"))}
    assert said[("roads", 1)] == ("route 2 : «\u00a0Rsak\u00a0» n'est pas un terrain de la "
                                  "carte : vouliez-vous dire Rask ?")


def test_the_built_in_map_has_no_mistake() -> None:
    built_in = tomllib.loads((files("hexterm") / "scenarios" / "saga.toml").read_text())
    assert RULES.scenario_mistakes(built_in) == []


@pytest.mark.parametrize(("name", "players"), [
    ("no_village", 2), ("no_village", 3), ("broken_roads", 2), ("cut_off", 2),
    ("named_twice", 2), ("misspelt_keys", 2), ("several", 2), ("placed", 3)])
def test_a_new_game_refuses_what_the_check_finds(name: str, players: int) -> None:
    seats = [Seat(n, n) for n in ("alice", "bob", "carol")[:players]]
    with pytest.raises(ScenarioError):
        games.new_game("saga", scenario(name), seats, 1)
