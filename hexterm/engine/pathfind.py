"""Weighted shortest paths over hexes: A* routes and Dijkstra movement ranges.

Both searches take a ``cost(from_hex, to_hex)`` callback giving the integer
cost to ENTER ``to_hex`` from ``from_hex``, or None when that step is
forbidden.  Results are deterministic: the same inputs always give the same
path, because heap ties are broken by a counter and neighbours are always
tried in ``Direction`` order (N, NE, SE, S, SW, NW).

Implementation note, for speed: inside the searches a hex (q, r) is keyed by
the single int ``q * 2**32 + r``.  Ints hash and compare in C, and the key of a
neighbour is the key plus a constant, so the inner loop builds no tuples and
creates each ``Hex`` only once, when it is first seen.  Coordinates must stay
within +/- 2**30, far beyond any real map.  Without ``bounds`` the plane is
unbounded: the cost callback (or ``max_cost``) must then fence the search in,
or looking for an unreachable goal never ends.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Callable
from dataclasses import dataclass

from hexterm.engine.hexgrid import Direction, GridSize, Hex

CostFn = Callable[[Hex, Hex], int | None]
"""``cost(from_hex, to_hex)``: the cost to enter ``to_hex``, or None if forbidden."""

_STRIDE = 1 << 32
_COORD_LIMIT = 1 << 30

# (key delta, dq, dr) for each direction, in Direction order.
_STEPS: tuple[tuple[int, int, int], ...] = tuple(
    (d.vector.q * _STRIDE + d.vector.r, d.vector.q, d.vector.r) for d in Direction
)


@dataclass(frozen=True, slots=True)
class Path:
    """A route: the hexes walked through, start included, and its total cost."""

    hexes: tuple[Hex, ...]
    cost: int

    @property
    def directions(self) -> tuple[Direction, ...]:
        """The direction of each step, one fewer than there are hexes."""
        steps: list[Direction] = []
        for a, b in zip(self.hexes, self.hexes[1:], strict=False):
            direction = a.direction_to(b)
            if direction is None:
                raise ValueError(f"path is broken between {a} and {b}")
            steps.append(direction)
        return tuple(steps)


def _key(hex: Hex) -> int:
    """The packed int key of ``hex`` (see the module docstring)."""
    if not (-_COORD_LIMIT < hex.q < _COORD_LIMIT and -_COORD_LIMIT < hex.r < _COORD_LIMIT):
        raise ValueError(f"{hex} is too far from the origin to search from")
    return hex.q * _STRIDE + hex.r


def shortest_path(
    start: Hex,
    goal: Hex,
    cost: CostFn,
    *,
    bounds: GridSize | None = None,
    max_cost: int | None = None,
    min_step_cost: int = 1,
) -> Path | None:
    """The cheapest path from ``start`` to ``goal``, or None if there is none.

    ``cost(a, b)`` is the cost of entering ``b`` from the adjacent ``a`` (None:
    impassable).  ``bounds`` keeps the search on the map; hexes outside it are
    never entered.  Paths costing more than ``max_cost`` are not returned.

    A* guided by ``distance * min_step_cost``.  ``min_step_cost`` must be a lower
    bound of every step's cost, which keeps the guess optimistic and the result
    optimal; a step cheaper than it raises ValueError.  Use 0 for free steps
    (the search then degrades to Dijkstra).  Among equally cheap paths the one
    returned depends only on the inputs.
    """
    if min_step_cost < 0:
        raise ValueError(f"min_step_cost must be >= 0, not {min_step_cost}")
    if max_cost is not None and max_cost < 0:
        return None
    if bounds is not None and not (bounds.contains(start) and bounds.contains(goal)):
        return None
    if start == goal:
        return Path((start,), 0)

    start_key = _key(start)
    goal_key = _key(goal)
    gq, gr = goal.q, goal.r
    limit: float = math.inf if max_cost is None else max_cost
    if start.distance(goal) * min_step_cost > limit:
        return None
    bounded = bounds is not None
    cols = bounds.cols if bounds is not None else 0
    rows = bounds.rows if bounds is not None else 0

    hexes: dict[int, Hex] = {start_key: start}  # every hex seen, by key
    best: dict[int, int] = {start_key: 0}  # cheapest known cost to reach a hex
    parent: dict[int, int] = {}  # the key we reached a hex from on that cheapest way
    done: set[int] = set()  # settled hexes, and hexes found to be off the map
    heap: list[tuple[int, int, int]] = [(0, 0, start_key)]  # (f = g + h, tie, key)
    counter = 0

    # Local bindings keep attribute and global look-ups out of the hot loop.
    heappush, heappop = heapq.heappush, heapq.heappop
    done_add, hexes_get, best_get = done.add, hexes.get, best.get
    steps = _STEPS
    inf = math.inf

    while heap:
        key = heappop(heap)[2]
        if key in done:
            continue  # a stale entry: this hex was settled more cheaply already
        if key == goal_key:
            break
        done_add(key)
        here = hexes[key]
        g_here = best[key]
        hq, hr = here.q, here.r
        for delta, dq, dr in steps:
            nkey = key + delta
            if nkey in done:
                continue
            nq, nr = hq + dq, hr + dr
            there = hexes_get(nkey)
            if there is None:
                if bounded and not (0 <= nq < cols and 0 <= nr + (nq >> 1) < rows):
                    done_add(nkey)
                    continue
                there = hexes[nkey] = Hex(nq, nr)
            step = cost(here, there)
            if step is None:
                continue
            if step < min_step_cost:
                raise ValueError(
                    f"cost({here}, {there}) is {step}, below min_step_cost={min_step_cost}"
                )
            g = g_here + step
            if g >= best_get(nkey, inf):
                continue
            ddq, ddr = nq - gq, nr - gr
            f = g + ((abs(ddq) + abs(ddr) + abs(ddq + ddr)) >> 1) * min_step_cost
            if f > limit:
                continue
            best[nkey] = g
            parent[nkey] = key
            counter += 1
            heappush(heap, (f, counter, nkey))
    else:
        return None  # the heap ran dry without reaching the goal

    route = [goal]
    key = goal_key
    while key != start_key:
        key = parent[key]
        route.append(hexes[key])
    route.reverse()
    return Path(tuple(route), best[goal_key])


def reachable(
    start: Hex,
    cost: CostFn,
    budget: int,
    *,
    bounds: GridSize | None = None,
) -> dict[Hex, int]:
    """Every hex reachable from ``start`` for at most ``budget``, with its cheapest cost.

    Dijkstra's algorithm with the same ``cost`` callback as :func:`shortest_path`
    (costs must not be negative).  ``start`` is included at cost 0 unless it is
    off ``bounds`` or ``budget`` is negative.  Hexes come in the order they are
    settled: by increasing cost, ties in a fixed order.
    """
    if budget < 0 or (bounds is not None and not bounds.contains(start)):
        return {}
    start_key = _key(start)
    bounded = bounds is not None
    cols = bounds.cols if bounds is not None else 0
    rows = bounds.rows if bounds is not None else 0

    result: dict[Hex, int] = {}
    hexes: dict[int, Hex] = {start_key: start}
    best: dict[int, int] = {start_key: 0}
    done: set[int] = set()
    heap: list[tuple[int, int, int]] = [(0, 0, start_key)]  # (g, tie, key)
    counter = 0

    heappush, heappop = heapq.heappush, heapq.heappop
    done_add, hexes_get, best_get = done.add, hexes.get, best.get
    steps = _STEPS
    inf = math.inf

    while heap:
        g_here, _, key = heappop(heap)
        if key in done:
            continue
        done_add(key)
        here = hexes[key]
        result[here] = g_here
        hq, hr = here.q, here.r
        for delta, dq, dr in steps:
            nkey = key + delta
            if nkey in done:
                continue
            there = hexes_get(nkey)
            if there is None:
                nq, nr = hq + dq, hr + dr
                if bounded and not (0 <= nq < cols and 0 <= nr + (nq >> 1) < rows):
                    done_add(nkey)
                    continue
                there = hexes[nkey] = Hex(nq, nr)
            step = cost(here, there)
            if step is None:
                continue
            if step < 0:
                raise ValueError(f"cost({here}, {there}) is {step}: costs must be >= 0")
            g = g_here + step
            if g > budget or g >= best_get(nkey, inf):
                continue
            best[nkey] = g
            counter += 1
            heappush(heap, (g, counter, nkey))
    return result
