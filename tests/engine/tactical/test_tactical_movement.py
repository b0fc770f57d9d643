"""The Fiche Mouvement's costs, worked by hand from the sheet's table (rules-notes rows:
1 foot, S mounted, LL light foot, C engines, V fliers, A aquatic), and a unit's
movement envelope: steps into the front zone only, reorientation vertex by vertex,
hex sides, caves, storm, shield wall, hedgehog, enemies, friends crossed, fliers, and
the infiltrated foot's "Tous". Costs are in half points (2 is 1 PMvt)."""

from __future__ import annotations

from itertools import pairwise

import pytest

from hexterm.engine.hexgrid import GridSize, Hex
from hexterm.engine.tactical.board import Board, side_key
from hexterm.engine.tactical.classes import ALL, CLASSES, MINIMAL, Ground, Placement, Side
from hexterm.engine.tactical.envelope import envelope
from hexterm.engine.tactical.movers import Mover, allocation
from hexterm.engine.tactical.paths import read_path, trace

C03, B03, B04, C04, D03, C02, B02, A03 = (Hex.parse(x) for x in (
    "C03", "B03", "B04", "C04", "D03", "C02", "B02", "A03"))
N, NE, SE, S, SW, NW = range(6)
GROUND = Placement.GROUND


def test_the_table_as_the_sheet_gives_it() -> None:
    foot, mounted, light, engine, flier, aquatic = CLASSES.values()
    # base 2, 3, 3, 2, 4, 2 PMvt
    assert [c.base for c in CLASSES.values()] == [4, 6, 6, 4, 8, 4]
    # foot: road 1, clear 1, rough 1.5, difficult 2, water -, rough side 0.5
    assert list(foot.ground.values()) == [2, 2, 3, 4, None] and foot.rough_side == 1
    # mounted: 0.5 0.5 (cave 1) 1.5, difficult only by Mouvement Minimal; side 1
    assert list(mounted.ground.values()) == [1, 1, 3, MINIMAL, None]
    assert mounted.cave == {Ground.CLEAR: 2} and mounted.rough_side == 2
    assert (light.first_vertex, light.next_vertex, light.about_turn) == (0, 1, 2)
    # engines: road 1, clear by Mouvement Minimal only, no side, no about-turn
    assert list(engine.ground.values()) == [2, MINIMAL, None, None, None]
    assert engine.about_turn is None and engine.rough_side is None
    # fliers: 1 everywhere (caves 2), side 0, flight 1 a hex or a placement, 1.5 both
    assert set(flier.ground.values()) == {2} and set(flier.cave.values()) == {4}
    assert (flier.hex_or_place, flier.hex_and_place) == (2, 3)
    assert list(aquatic.ground.values()) == [None, None, None, None, 2]
    assert foot.hex_or_place == ALL == light.hex_or_place


def costs(board: Board, mover: Mover, budget: int = 99, **units: object) -> dict[
        tuple[Hex, int, Placement], int]:
    return envelope(board, mover, budget, **units).costs  # type: ignore[arg-type]


def test_steps_go_into_the_front_zone_keeping_the_facing() -> None:
    board = Board(GridSize(5, 5))
    reached = costs(board, Mover("S", C03, N), 1)  # 0.5 PMvt: one clear hex, no turn
    assert {h for (h, f, p) in reached if h != C03} == {B02, B03, B04}  # NW, N, NE
    assert reached[(B03, N, GROUND)] == 1
    assert {f for (h, f, p) in reached} == {N, NE, NW}  # a vertex costs 0.5
    # foot: the first vertex is free, so NE then a step SE reaches C04
    assert costs(board, Mover("1", C03, N), 2)[(C04, NE, GROUND)] == 2


def test_reorientation_vertex_by_vertex() -> None:
    board = Board(GridSize(5, 5))
    foot = costs(board, Mover("1", C03, N), 8)  # first vertex 0, then 0.5 each
    assert [foot[(C03, f, GROUND)] for f in (NE, SE, S)] == [0, 1, 2]
    mounted = costs(board, Mover("S", C03, N), 8)  # 0.5, then 1 each
    assert [mounted[(C03, f, GROUND)] for f in (NE, SE, S, SW, NW)] == [1, 3, 5, 3, 1]
    # one reorientation between two hexes: turning 1 then 1 again costs as 2 vertices
    assert foot[(C03, SE, GROUND)] == 1


def test_a_formation_turns_about_or_not_at_all() -> None:
    board = Board(GridSize(5, 5))
    formation = costs(board, Mover("1", C03, N, formation=True), 8)
    assert {f for (h, f, p) in formation if h == C03} == {N, S}
    assert formation[(C03, S, GROUND)] == 2  # 180°: 1 PMvt
    engine = costs(board, Mover("C", C03, N, formation=True), 8)
    assert {f for (h, f, p) in engine if h == C03} == {N}


def test_terrain_sides_caves_and_roads() -> None:
    ground = {B03: Ground.ROUGH, B04: Ground.DIFFICULT, B02: Ground.WATER}
    sides = {side_key(C03, C04): Side.ROUGH, side_key(C03, B03): Side.ROUGH,
             side_key(C03, C02): Side.ROAD}
    board = Board(GridSize(5, 5), ground, frozenset({C02}), sides)
    foot = costs(board, Mover("1", C03, N))
    assert foot[(B03, N, GROUND)] == 3 + 1  # rough 1.5 + rough side 0.5
    assert foot[(B04, N, GROUND)] == 4  # difficult 2
    assert (B02, N, GROUND) not in foot  # water
    assert foot[(C04, SE, GROUND)] == 0 + 2 + 1 + 0  # NE free, clear 1 + side 0.5, SE free
    assert foot[(C02, SW, GROUND)] == 0 + 2 + 0  # NW free, the road's 1 across its side
    mounted = costs(board, Mover("S", C03, N))
    assert mounted[(C02, NW, GROUND)] == 1 + 1  # turn 0.5, the road 0.5 (not the cave)
    assert (B04, N, GROUND) not in mounted  # difficult: Mouvement Minimal only
    assert mounted[(B03, N, GROUND)] == 3 + 2  # rough 1.5 + side 1
    cave = Board(GridSize(5, 5), {}, frozenset({B03}))
    assert costs(cave, Mover("S", C03, N))[(B03, N, GROUND)] == 2  # cave: 1


def test_the_allocation_storm_shield_wall_hedgehog_and_extra_movement() -> None:
    calm, storm = Board(GridSize(3, 3)), Board(GridSize(3, 3), storm=True)
    foot = Mover("1", C03, N)
    assert allocation(foot, calm) == 4 and allocation(foot, storm) == 2
    assert allocation(foot, calm, extra=True) == 6  # 3 PMvt
    assert allocation(Mover("S", C03, N), storm, extra=True) == 6  # (3 - 1) x 1.5
    assert allocation(Mover("V", C03, N, formation=True, mode="shield-wall"), calm) == 6
    assert allocation(Mover("1", C03, N, formation=True, mode="tortoise"), calm) == 2
    assert allocation(Mover("S", C03, N, formation=True, mode="hedgehog"), calm) == 0


def test_enemies_close_hexes_and_friends_cost_one_more_to_leave() -> None:
    board = Board(GridSize(5, 5))
    reached = costs(board, Mover("1", C03, N), 8, enemies={B03}, friends={B04})
    assert not any(h == B03 for (h, f, p) in reached)
    assert reached[(B04, N, GROUND)] == 2  # stacking on a friend
    assert reached[(A03, N, GROUND)] == 2 + 2 + 2  # leaving the friend's hex: +1
    formation = costs(board, Mover("1", C03, N, formation=True), 8, friends={B04})
    assert not any(h == B04 for (h, f, p) in formation)


def test_fliers_and_infiltrated_foot() -> None:
    board = Board(GridSize(5, 5), {B03: Ground.WATER})
    flier = costs(board, Mover("V", C03, N, Placement.FLIGHT), 8)
    assert flier[(B03, N, Placement.FLIGHT)] == 2  # 1 a hex in flight, water or not
    assert flier[(C03, S, Placement.CLOSE_FLIGHT)] == 2  # a placement step, turning free
    assert flier[(B03, N, Placement.CLOSE_FLIGHT)] == 3  # both at once: 1.5
    assert (C03, N, Placement.CLOSE_INFILTRATION) not in flier
    foot = costs(board, Mover("1", C03, N, Placement.CLOSE_INFILTRATION), 4)
    # "Tous": one hex or one placement step takes the whole allocation
    assert foot[(B04, N, Placement.CLOSE_INFILTRATION)] == 4
    assert foot[(C03, S, Placement.GROUND)] == 4
    assert not any(cost > 4 for cost in foot.values())
    assert not any(h != C03 and p == Placement.GROUND for (h, f, p) in foot)


@pytest.mark.parametrize("movement", list(CLASSES))
def test_no_state_costs_more_than_the_budget_and_paths_add_up(movement: str) -> None:
    board = Board(GridSize(7, 7), {B03: Ground.ROUGH, C04: Ground.WATER})
    place = Placement.FLIGHT if movement == "V" else GROUND
    mover = Mover(movement, C03, N, place)
    found = envelope(board, mover, allocation(mover, board, extra=True), enemies={D03})
    assert all(0 <= cost <= allocation(mover, board, extra=True)
               for cost in found.costs.values())
    for goal, cost in found.costs.items():
        path = found.path(goal)
        assert path[0] == (C03, N, place) and path[-1] == goal
        assert [found.costs[s] for s in path] == sorted(found.costs[s] for s in path)
        assert found.costs[path[-1]] == cost


def test_stacks_joined_crossed_and_full() -> None:
    from hexterm.engine.tactical.movers import Stack

    board = Board(GridSize(5, 5))
    troop = Mover("LL", C03, N, stacking=2)  # light foot: 3 PMvt
    # a full formation at B03 lets nobody join it
    closed = costs(board, troop, 6, friends={B03: Stack(4, joinable=False)})
    assert not any(h == B03 for (h, f, p) in closed)
    # a stack that may be joined but not crossed (a formation of 5 figures): B03 is
    # reached, and no path goes on from it
    stuck = envelope(board, troop, 6, friends={B03: Stack(4, crossable=False)})
    assert stuck.costs[(B03, N, GROUND)] == 1
    for state in stuck.costs:
        path = stuck.path(state)
        assert not any(a[0] == B03 != b[0] for a, b in pairwise(path))
    # crossed: 0.5 in, 0.5 + 1 out
    crossed = trace(board, troop, read_path("B03 → A03"), 6, friends={B03: Stack(4)})
    assert [cost for _, cost, _ in crossed.steps] == [1, 1 + 2]
    # 9 points there: the troop's 2 make 11: it can neither stop nor cross
    full = costs(board, troop, 6, friends={B03: Stack(9)})
    assert not any(h == B03 for (h, f, p) in full)
    infiltrated = costs(board, Mover("LL", C03, N, Placement.CLOSE_INFILTRATION,
                                     stacking=2), 6, friends={C03: Stack(2)})
    assert all(h == C03 for (h, f, p) in infiltrated)  # it would cross its friend
