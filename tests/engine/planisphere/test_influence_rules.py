"""Influence at a session's end: the migration's arithmetic and order, and the session's
boosts taken back as far as they were given."""

from __future__ import annotations

import copy
import tomllib
from pathlib import Path
from typing import Any

import pytest

from hexterm.engine import game as games
from hexterm.engine.hexgrid import Hex
from hexterm.engine.planisphere.influence import (
    change_influence,
    end_boosts,
    hex_history,
    influence,
    migrants,
    migration,
    nearest_node,
    session_end,
)
from hexterm.engine.planisphere.model import PlanState
from hexterm.engine.seats import Seat

CASES = Path(__file__).parents[2] / "cases" / "planisphere"
WORLD: dict[str, Any] = tomllib.loads(
    (CASES / "migration_readings.toml").read_text())["scenario"]
SEATS = [Seat("alice", "glaces"), Seat("bob", "liberia"), Seat("carol", "coelion")]
H = Hex.parse


def world(data: dict[str, Any] | None = None) -> PlanState:
    state = games.new_game("planisphere", data or WORLD, SEATS, 1).state
    assert isinstance(state, PlanState)
    return state


@pytest.mark.parametrize(("population", "people"), [
    (0, 0), (1, 1), (49, 1), (50, 1), (51, 2), (100, 2), (149, 3), (24010, 481),
    (23529, 471), (1_000_000, 20_000)])
def test_two_percent_rounded_up(population: int, people: int) -> None:
    assert migrants(population) == people


def test_the_nearest_node_breaks_ties_in_reading_order() -> None:
    state = world()
    assert nearest_node(state, "coelion", H("C04")) == H("A04")  # A04 and E04 both at 2
    assert nearest_node(state, "coelion", H("E01")) == H("E04")
    assert nearest_node(state, "nomades", H("C04")) is None


def test_the_migration_does_not_depend_on_the_order_of_the_nodes() -> None:
    data = copy.deepcopy(WORLD)
    data["node"].reverse()
    forward, backward = world(), world(data)
    migration(forward, 8)
    migration(backward, 8)
    assert {p: n.population for p, n in forward.nodes.items()} == {
        p: n.population for p, n in backward.nodes.items()}
    assert forward.cells == backward.cells


def test_the_migration_events_and_history() -> None:
    state = world()
    events = migration(state, 8)
    assert [e.key for e in events] == ["influence.migration"] * 4
    assert [(e.args["hex"], e.args["faction"], e.args["people"], e.args["to"])
            for e in events] == [("A07", "coelion", 1, "A04"), ("C04", "coelion", 3, "A04"),
                                 ("C04", "liberia", 3, "E01"), ("E01", "coelion", 10, "E04")]
    assert all(e.seen_by == ("*",) for e in events)
    # The history keeps the value before (turn 0) and after (the session's last turn).
    assert hex_history(state, H("C04"))["coelion"] == [(0, 3), (8, 2)]


def test_a_faction_not_in_the_scenario_only_has_influence() -> None:
    data = copy.deepcopy(WORLD)
    data["hex"]["C04"]["influence"]["fantomes"] = 6
    state = world(data)
    migration(state, 8)
    assert influence(state, H("C04"), "fantomes") == 6


def test_boosts_are_taken_back_as_far_as_they_were_given() -> None:
    state = world()
    c04 = H("C04")
    assert change_influence(state, c04, "glaces", 2, 3, for_session=True) == 2  # 1 -> 3
    assert change_influence(state, c04, "nomades", 5, 3, for_session=True) == 2  # 4 -> 6
    assert change_influence(state, c04, "liberia", -5, 3, for_session=True) == -2  # 2 -> 0
    assert state.boosts == [(c04, "glaces", 2), (c04, "nomades", 2), (c04, "liberia", -2)]
    change_influence(state, c04, "glaces", -2, 4)  # a quest takes 2 for good: 3 -> 1
    events = end_boosts(state, 8)
    assert state.boosts == []
    # glaces: 1 - 2 stops at 0; nomades: 6 - 2 = 4; liberia: 0 + 2 = 2.
    assert [influence(state, c04, f) for f in ("glaces", "nomades", "liberia")] == [0, 4, 2]
    assert [e.args["change"] for e in events] == [-1, -2, 2]
    assert [e.key for e in events] == ["influence.boost_end"] * 3


def test_the_session_end_migrates_before_taking_the_boosts_back() -> None:
    state = world()
    change_influence(state, H("E01"), "liberia", 1, 3, for_session=True)  # 1 -> 2 = coelion
    events = session_end(state, 8, SEATS)
    assert not [e for e in events if e.key == "influence.migration" and e.args["hex"] == "E01"]
    assert state.nodes[H("E01")].population == 503  # gained 3 from C04, gave nobody
    assert influence(state, H("E01"), "liberia") == 1
