"""Tests for benchmarks.pathfind (and pathgrid): A* routes and Dijkstra movement ranges."""

from __future__ import annotations

from collections.abc import Mapping
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from benchmarks import pathfind, pathgrid
from benchmarks.pathfind import CostFn, EntryCosts, Path, reachable, shortest_path
from hexterm.engine.hexgrid import Direction, GridSize, Hex


def H(label: str) -> Hex:
    return Hex.parse(label)


def enter_cost(costs: Mapping[str, int | None], default: int | None = 1) -> CostFn:
    """A cost function: entering a hex costs costs[label], else ``default``."""
    by_hex = {H(label): c for label, c in costs.items()}

    def cost(a: Hex, b: Hex) -> int | None:
        assert a.distance(b) == 1, "cost is only asked about adjacent hexes"
        return by_hex.get(b, default)

    return cost


def labels(path: Path | None) -> list[str]:
    assert path is not None
    return [h.label for h in path.hexes]


OPEN = enter_cost({})


# --- hand-built maps -----------------------------------------------------------


def test_straight_line_on_open_ground() -> None:
    path = shortest_path(H("A01"), H("E01"), OPEN, bounds=GridSize(5, 5))
    assert path is not None
    assert labels(path) == ["A01", "B01", "C01", "D01", "E01"]
    assert path.cost == 4
    assert path.directions == (Direction.S,) * 4


def test_wall_forces_a_detour() -> None:
    # Column 02 is a wall from A02 to D02; E02 is the only gap.  From C01 to C03
    # (2 steps apart) the route must dip through E02: C01-E02 and E02-C03 are
    # both 3 steps, and each has a single way around the wall.
    wall = {label: None for label in ["A02", "B02", "C02", "D02"]}
    grid = GridSize(5, 5)
    direct = shortest_path(H("C01"), H("C03"), OPEN, bounds=grid)
    assert direct is not None and direct.cost == 2
    path = shortest_path(H("C01"), H("C03"), enter_cost(wall), bounds=grid)
    assert path is not None
    assert labels(path) == ["C01", "D01", "E01", "E02", "E03", "D03", "C03"]
    assert path.cost == 6
    S, SE, NE, N = Direction.S, Direction.SE, Direction.NE, Direction.N
    assert path.directions == (S, S, SE, NE, N, N)


ROAD_MAP = {
    # Column 01 below A01 is swamp; column 02 is a road; E01 is clear ground.
    "B01": 5,
    "C01": 5,
    "D01": 5,
    "E01": 1,
    "A02": 1,
    "B02": 1,
    "C02": 1,
    "D02": 1,
    "E02": 1,
}


def test_cheap_road_beats_the_expensive_direct_route() -> None:
    # Straight down from A01 to E01: 5 + 5 + 5 + 1 = 16.  Along the road:
    # A02, B02, C02, D02 then SW into E01: 1 + 1 + 1 + 1 + 1 = 5.  Nothing is
    # cheaper: 4 steps means the swamp; 5 steps all costing 1 means this road.
    cost = enter_cost(ROAD_MAP, default=3)
    path = shortest_path(H("A01"), H("E01"), cost, bounds=GridSize(4, 5))
    assert path is not None
    assert labels(path) == ["A01", "A02", "B02", "C02", "D02", "E01"]
    assert path.cost == 5
    S = Direction.S
    assert path.directions == (Direction.SE, S, S, S, Direction.SW)
    assert sum(cost(a, b) or 0 for a, b in pairwise(path.hexes)) == 5


def test_max_cost_cut_off() -> None:
    cost = enter_cost(ROAD_MAP, default=3)
    grid = GridSize(4, 5)
    assert shortest_path(H("A01"), H("E01"), cost, bounds=grid, max_cost=4) is None
    path = shortest_path(H("A01"), H("E01"), cost, bounds=grid, max_cost=5)
    assert path is not None and path.cost == 5
    # Even open ground is out of reach when the distance alone exceeds the budget.
    assert shortest_path(H("A01"), H("E01"), OPEN, max_cost=3) is None
    assert shortest_path(H("A01"), H("A01"), OPEN, max_cost=-1) is None


def test_unreachable_goal() -> None:
    grid = GridSize(5, 5)
    ring = {label: None for label in ["B03", "D03", "B02", "C02", "B04", "C04"]}
    assert shortest_path(H("A01"), H("C03"), enter_cost(ring), bounds=grid) is None
    # ... and from inside the ring there is no way out either.
    assert shortest_path(H("C03"), H("A01"), enter_cost(ring), bounds=grid) is None
    # The goal itself cannot be entered.
    assert shortest_path(H("A01"), H("C03"), enter_cost({"C03": None}), bounds=grid) is None
    # The goal (or the start) is off the map.
    assert shortest_path(H("A01"), H("F01"), OPEN, bounds=grid) is None
    assert shortest_path(H("F01"), H("A01"), OPEN, bounds=grid) is None


def test_start_equals_goal() -> None:
    path = shortest_path(H("C03"), H("C03"), enter_cost({"C03": None}))
    assert path is not None
    assert path == Path((H("C03"),), 0)
    assert path.directions == ()


def test_unbounded_search() -> None:
    path = shortest_path(Hex(0, 0), Hex(3, -3), OPEN)
    assert path is not None
    assert path.hexes == (Hex(0, 0), Hex(1, -1), Hex(2, -2), Hex(3, -3))
    assert path.directions == (Direction.NE,) * 3


def test_equal_cost_ties_are_broken_the_same_way_every_time() -> None:
    # A01 (0, 0) to C03 (2, 1) takes SE, SE and S in any order: three paths of
    # cost 3.  Worked by hand: A01's neighbours go in as N, NE, SE, S, SW, NW;
    # SE and S share the best f (1 + 2), and the one queued last, S (B01), is
    # taken first; from B01, SE to B02 has f = 2 + 1 = 3 and then the goal, SE
    # again, has f = 3 + 0.
    grid = GridSize(5, 5)
    path = shortest_path(H("A01"), H("C03"), OPEN, bounds=grid)
    assert labels(path) == ["A01", "B01", "B02", "C03"]
    assert path is not None and path.cost == 3
    assert path.directions == (Direction.S, Direction.SE, Direction.SE)
    for _ in range(3):
        assert shortest_path(H("A01"), H("C03"), OPEN, bounds=grid) == path
    assert shortest_path(H("A01"), H("C03"), enter_cost({}), bounds=grid) == path


def test_direction_dependent_costs() -> None:
    # Entering from the west side (moving NE or SE) costs 4; other steps cost 1.
    def cost(a: Hex, b: Hex) -> int:
        return 4 if a.direction_to(b) in (Direction.NE, Direction.SE) else 1

    # A01 to A02 is one SE step, for 4; any other route must also move east
    # (NE or SE) at least once, so it costs more.
    path = shortest_path(H("A01"), H("A02"), cost, bounds=GridSize(3, 3))
    assert path is not None and path.cost == 4 and labels(path) == ["A01", "A02"]
    # Going back west is cheap: A02 -> A01 is one NW step, cost 1.
    back = shortest_path(H("A02"), H("A01"), cost, bounds=GridSize(3, 3))
    assert back is not None and back.cost == 1


def test_min_step_cost() -> None:
    cost = enter_cost(ROAD_MAP, default=3)
    grid = GridSize(4, 5)
    path = shortest_path(H("A01"), H("E01"), cost, bounds=grid, min_step_cost=0)
    assert path is not None and path.cost == 5
    with pytest.raises(ValueError, match="below min_step_cost=2"):
        shortest_path(H("A01"), H("E01"), cost, bounds=grid, min_step_cost=2)
    with pytest.raises(ValueError, match="below min_step_cost"):
        shortest_path(H("A01"), H("C01"), enter_cost({}, default=0), bounds=grid)
    # Free steps need bounds: with every f equal to 0 the search could roam forever.
    free = shortest_path(
        H("A01"), H("C01"), enter_cost({}, default=0), bounds=grid, min_step_cost=0
    )
    assert free is not None and free.cost == 0
    assert free.hexes[0] == H("A01") and free.hexes[-1] == H("C01")
    with pytest.raises(ValueError):
        shortest_path(H("A01"), H("C01"), OPEN, min_step_cost=-1)


def test_cost_is_never_asked_about_hexes_off_the_map() -> None:
    grid = GridSize(3, 4)
    asked: list[tuple[Hex, Hex]] = []

    def cost(a: Hex, b: Hex) -> int:
        asked.append((a, b))
        return 2

    assert shortest_path(H("D03"), H("A01"), cost, bounds=grid) is not None
    reachable(H("B02"), cost, 10, bounds=grid)
    assert asked
    assert all(grid.contains(a) and grid.contains(b) for a, b in asked)


def test_broken_path_has_no_directions() -> None:
    with pytest.raises(ValueError):
        _ = Path((H("A01"), H("C01")), 2).directions


# --- reachable -------------------------------------------------------------------


def test_reachable_on_open_ground() -> None:
    c03 = H("C03")
    around = reachable(c03, OPEN, 1)
    assert around == {c03: 0, **{h: 1 for h in c03.neighbours()}}
    # Settled by increasing cost.
    assert list(around.values()) == [0, 1, 1, 1, 1, 1, 1]
    # From a corner, on a 5 x 5 map: the disc of radius 2, cut by the edges.
    grid = GridSize(5, 5)
    corner = reachable(H("A01"), OPEN, 2, bounds=grid)
    assert {h.label: c for h, c in corner.items()} == {
        "A01": 0,
        "B01": 1,
        "A02": 1,
        "C01": 2,
        "B02": 2,
        "A03": 2,
        "B03": 2,
    }
    assert H("C02") not in corner  # A01, A02, B02, C02: three steps


def test_reachable_along_the_road() -> None:
    # From A01 with 3 points: the road costs 1 a hex (A02, B02, C02); the swamp
    # (B01, 5) and the rough ground east of the road (3, after 1 spent) are too dear.
    found = reachable(H("A01"), enter_cost(ROAD_MAP, default=3), 3, bounds=GridSize(4, 5))
    assert {h.label: c for h, c in found.items()} == {"A01": 0, "A02": 1, "B02": 2, "C02": 3}


def test_reachable_edge_cases() -> None:
    assert reachable(H("A01"), OPEN, -1) == {}
    assert reachable(H("A01"), OPEN, 0) == {H("A01"): 0}
    assert reachable(H("F01"), OPEN, 5, bounds=GridSize(5, 5)) == {}
    with pytest.raises(ValueError, match="must be >= 0"):
        reachable(H("A01"), enter_cost({}, default=-1), 5)


# --- properties --------------------------------------------------------------------


@st.composite
def cost_maps(draw: st.DrawFn) -> tuple[GridSize, dict[Hex, int | None], Hex, Hex]:
    grid = GridSize(draw(st.integers(1, 7)), draw(st.integers(1, 7)))
    cells = list(grid.hexes())
    values = st.sampled_from([None, 1, 1, 2, 3, 7])
    costs = {h: draw(values) for h in cells}
    start = draw(st.sampled_from(cells))
    goal = draw(st.sampled_from(cells))
    return grid, costs, start, goal


def bellman_ford(grid: GridSize, cost: CostFn, start: Hex) -> dict[Hex, int]:
    """A deliberately naive oracle: relax every edge until nothing changes."""
    best = {start: 0}
    changed = True
    while changed:
        changed = False
        for a in list(best):
            for b in a.neighbours():
                step = cost(a, b) if grid.contains(b) else None
                if step is not None and best[a] + step < best.get(b, 10**9):
                    best[b] = best[a] + step
                    changed = True
    return best


@settings(max_examples=300, deadline=None)
@given(cost_maps(), st.booleans())
def test_a_star_agrees_with_dijkstra(
    case: tuple[GridSize, dict[Hex, int | None], Hex, Hex], one_way: bool
) -> None:
    grid, costs, start, goal = case

    def cost(a: Hex, b: Hex) -> int | None:
        c = costs[b]
        if c is not None and one_way and a.direction_to(b) is Direction.N:
            c += 2  # moving north is uphill: costs may depend on the direction
        return c

    ranges = reachable(start, cost, 10**6, bounds=grid)
    assert ranges == bellman_ford(grid, cost, start)
    expected = ranges.get(goal)
    path = shortest_path(start, goal, cost, bounds=grid)
    if expected is None:
        assert path is None
        return
    assert path is not None
    assert path.cost == expected
    assert path.hexes[0] == start and path.hexes[-1] == goal
    assert len(set(path.hexes)) == len(path.hexes)
    assert all(grid.contains(h) for h in path.hexes)
    assert len(path.directions) == len(path.hexes) - 1
    assert sum(cost(a, b) or 0 for a, b in pairwise(path.hexes)) == path.cost
    # Plain Dijkstra (no guidance) finds the same cost; so does a budget of exactly that.
    dijkstra = shortest_path(start, goal, cost, bounds=grid, min_step_cost=0)
    assert dijkstra is not None and dijkstra.cost == expected
    again = shortest_path(start, goal, cost, bounds=grid, max_cost=expected)
    assert again == path
    if expected > 0:
        assert shortest_path(start, goal, cost, bounds=grid, max_cost=expected - 1) is None
    assert reachable(start, cost, expected, bounds=grid).get(goal) == expected


# --- EntryCosts: the same searches, read from a table ----------------------------


@settings(max_examples=200, deadline=None)
@given(cost_maps(), st.sampled_from([0, 1, 2]), st.sampled_from([None, 3, 12]))
def test_entry_costs_give_the_same_results_as_the_callback(
    case: tuple[GridSize, dict[Hex, int | None], Hex, Hex], floor: int, max_cost: int | None
) -> None:
    grid, costs, start, goal = case
    table = EntryCosts.from_mapping(grid, costs)

    def cost(a: Hex, b: Hex) -> int | None:
        return costs[b]

    def search(c: CostFn, bounds: GridSize | None) -> Path | str | None:
        try:
            return shortest_path(start, goal, c, bounds=bounds, max_cost=max_cost,
                                 min_step_cost=floor)
        except ValueError as exc:
            return str(exc)

    expected = search(cost, grid)
    assert search(table, grid) == expected
    assert search(table, None) == expected
    assert reachable(start, table, 10**6) == reachable(start, cost, 10**6, bounds=grid)
    assert reachable(start, table, 4, bounds=grid) == reachable(start, cost, 4, bounds=grid)
    assert list(reachable(start, table, 10**6)) == list(reachable(start, cost, 10**6, bounds=grid))


def test_entry_costs_on_a_large_map() -> None:
    # Wide searches read the table directly; short ones call it back: same answers.
    grid = GridSize(60, 50)
    costs = {h: (None if (h.q * 7 + h.r * 3) % 11 == 0 else 1 + (h.q + h.r) % 3)
             for h in grid.hexes()}
    table = EntryCosts.from_mapping(grid, costs)

    def cost(a: Hex, b: Hex) -> int | None:
        return costs[b]

    for start, goal in [(H("A01"), H("AX60")), (H("C03"), H("D04")), (H("AX60"), H("B02"))]:
        assert shortest_path(start, goal, table) == shortest_path(start, goal, cost, bounds=grid)
    for budget in (2, 40):
        assert list(reachable(H("Z30"), table, budget).items()) == list(
            reachable(H("Z30"), cost, budget, bounds=grid).items())


def test_entry_costs_table() -> None:
    grid = GridSize(3, 3)
    table = EntryCosts(grid, lambda h: None if h == H("B02") else 2)
    assert table.of(H("A01")) == 2 and table(H("A01"), H("A02")) == 2
    assert table.of(H("B02")) is None and table.of(H("D01")) is None
    assert table.least == 2
    assert EntryCosts(grid, lambda h: None).least is None
    with pytest.raises(ValueError, match="entry costs run from 0"):
        EntryCosts(grid, lambda h: -1)
    # Steps below min_step_cost still raise, at the same step as with a callback.
    with pytest.raises(ValueError, match="below min_step_cost=3"):
        shortest_path(H("A01"), H("C03"), table, min_step_cost=3)
    # Another map than the table's: the table is a plain callback there.
    path = shortest_path(H("A01"), H("C03"), table, bounds=GridSize(5, 5))
    assert path is not None and path.cost == 6


def test_pathfind_re_exports_the_map_forms_public_names() -> None:
    # EntryCosts, CostFn and the table limits live in pathgrid; pathfind is where to
    # import them from, as before the split.
    for name in ("CostFn", "EntryCosts", "MAX_ENTRY_COST", "MAX_HOPS_LAYOUT",
                 "MAX_INDEXED_HEXES"):
        assert getattr(pathfind, name) is getattr(pathgrid, name)
    assert all(hasattr(pathfind, name) for name in pathfind.__all__)
