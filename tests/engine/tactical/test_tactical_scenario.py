"""A tactical battle from its scenario: the board's ground letters, caves and hex sides,
the units with their class, facing, placement and mode; each mistake one sentence
naming where; and the fair random field, the same ground for both sides."""

from __future__ import annotations

from typing import Any

import pytest

from hexterm.engine.dice import SeededDice
from hexterm.engine.errors import ScenarioError
from hexterm.engine.hexgrid import Hex
from hexterm.engine.tactical.classes import Ground, Placement, Side
from hexterm.engine.tactical.model import Kind, Mode
from hexterm.engine.tactical.scenario import fair_field, read_battle

SCENARIO: dict[str, Any] = {
    "size": [4, 3], "turns": 6, "storm": True,
    "ground": ["..r=", "C~d.", "...."],
    "side": [{"between": ["B01", "B02"], "kind": "rough"}],
    "unit": [{"name": "Spears", "seat": "alice", "kind": "formation", "movement": "1",
              "at": "A01", "facing": "S", "figures": 8, "stacking": 4,
              "mode": "shield-wall"},
             {"name": "Hawks", "seat": "bob", "kind": "troop", "movement": "V",
              "at": "C04", "facing": "NW", "placement": "flight"}],
}


def test_a_scenario_read() -> None:
    battle = read_battle(SCENARIO, ["alice", "bob"])
    board = battle.board
    assert (board.size.cols, board.size.rows, board.storm, battle.turns) == (4, 3, True, 6)
    assert board.terrain(Hex.parse("A03")) is Ground.ROUGH
    assert board.terrain(Hex.parse("A04")) is Ground.ROAD
    assert board.terrain(Hex.parse("B01")) is Ground.CLEAR and Hex.parse("B01") in board.caves
    assert board.terrain(Hex.parse("B02")) is Ground.WATER
    assert board.side(Hex.parse("B02"), Hex.parse("B01")) is Side.ROUGH
    spears, hawks = battle.units
    assert (spears.kind, spears.facing, spears.mode, spears.figures) == (
        Kind.FORMATION, 3, Mode.SHIELD_WALL, 8)
    assert (hawks.hex, hawks.facing, hawks.placement) == (Hex.parse("C04"), 5,
                                                          Placement.FLIGHT)
    assert battle.hexes_of("alice", friends=False) == {Hex.parse("C04")}


@pytest.mark.parametrize(("change", "said"), [
    ({"size": [1, 3]}, "size's columns is a whole number from 2 to 128, not 1"),
    ({"ground": ["..r=", "C~x.", "...."]}, "ground row 2: a letter is one of"),
    ({"ground": ["..r"]}, "ground is a list of 3 rows"),
    ({"side": [{"between": ["A01", "C01"], "kind": "rough"}]},
     "side 1: A01 and C01 are not next to each other"),
    ({"unit": [{"name": "X", "seat": "carol", "at": "A01"}]},
     "the scenario's sides .carol. are one a seat: it is played by 1 seat, not 2"),
    ({"unit": [{"name": "X", "seat": 3, "at": "A01"}]}, "unit 1: seat is one of"),
    ({"unit": [{"name": "X", "seat": "bob", "at": "Z09"}]}, "unit 1: Z09 is off the 4×3"),
    ({"unit": [{"name": "X", "seat": "bob", "at": "A01", "movement": "Q"}]},
     "unit 1: movement is one of 1, S, LL, C, V, A, not 'Q'"),
    ({"unit": [{"name": "X", "seat": "bob", "at": "A01", "facing": "up"}]},
     "unit 1: facing is N, NE, SE, S, SW or NW"),
])
def test_each_mistake_is_one_sentence_naming_where(change: dict[str, Any], said: str) -> None:
    with pytest.raises(ScenarioError, match=said.replace("(", r"\(")):
        read_battle({**SCENARIO, **change}, ["alice", "bob"])


def test_a_fair_field_is_the_same_for_both_sides() -> None:
    rows = fair_field(10, 8, SeededDice(3, "field"))
    assert len(rows) == 8 and all(len(r) == 10 for r in rows)
    assert rows[:2] == rows[-2:] == ["." * 10] * 2  # room to deploy
    assert all(rows[r][c] == rows[7 - r][9 - c] for r in range(8) for c in range(10))
    assert rows != fair_field(10, 8, SeededDice(4, "field"))
    assert read_battle({"size": [10, 8], "ground": rows}, []).board.size.cols == 10


def test_a_scenario_changes_and_adds_classes_and_a_save_keeps_them() -> None:
    from hexterm.engine.tactical.class_table import dump_classes, read_classes
    from hexterm.engine.tactical.classes import CLASSES, MINIMAL
    from hexterm.engine.tactical.movers import allocation

    classes = {"1": {"base": 3}, "K": {"name": "knight", "base": 2.5,
                                       "ground": {"road": 0.5, "clear": 1,
                                                  "difficult": "minimal"}}}
    battle = read_battle({**SCENARIO, "classes": classes,
                          "unit": [{**SCENARIO["unit"][0], "mode": "normal"},
                                   {**SCENARIO["unit"][1], "movement": "K",
                                    "placement": "ground"}]}, ["alice", "bob"])
    spears, knight = battle.units
    # 3 PMvt (6 half points) by the scenario, the sheet's 2 otherwise; 1 PMvt less in the
    # storm: 2 PMvt = 4 half points for the foot, 1.5 PMvt = 3 for the knight
    assert allocation(spears.mover(battle.classes), battle.board) == 4
    assert allocation(knight.mover(battle.classes), battle.board) == 3
    assert battle.classes["K"].ground[Ground.DIFFICULT] == MINIMAL
    assert battle.classes["K"].ground[Ground.WATER] is None  # not given: impassable
    assert battle.classes["S"] is CLASSES["S"]
    saved = dump_classes(battle.classes)
    assert set(saved) == {"1", "K"} and saved["1"]["base"] == 3
    assert read_classes(saved) == battle.classes
    assert dump_classes(read_battle(SCENARIO, ["alice", "bob"]).classes) == {}


@pytest.mark.parametrize(("classes", "said"), [
    ({"S": {"speed": 4}}, "class S: unknown field 'speed'"),
    ({"K": {"base": 2}}, "class K: a new class needs its ground"),
    ({"1": {"base": 1.25}}, "class 1: base is a number of PMvt in halves"),
    ({"1": {"ground": {"lava": 1}}}, "class 1: ground has no ground 'lava'"),
])
def test_a_wrong_class_is_one_sentence_naming_the_class_and_field(
        classes: dict[str, Any], said: str) -> None:
    with pytest.raises(ScenarioError, match=said):
        read_battle({**SCENARIO, "classes": classes}, ["alice", "bob"])
