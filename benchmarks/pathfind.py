"""Weighted shortest paths over hexes: A* routes and Dijkstra movement ranges.

No rule and no screen of hexterm uses them, so they live here, beside the benchmark
that measures them (`benchmarks/paths.py`), and not in the wheel; tests/test_pathfind.py
tests them.

Both searches take a ``cost(from_hex, to_hex)`` callback giving the integer
cost to ENTER ``to_hex`` from ``from_hex``, or None when that step is
forbidden.  Without ``bounds`` the plane is endless: the cost callback (or
``max_cost``) must then fence the search in, or looking for an unreachable
goal never ends.  When the cost of entering a hex does not depend on where the
step comes from, give it as `EntryCosts` instead: a table of the whole map,
built once, which the searches read several times faster than they call back.

The searches on a map (``bounds``, or an `EntryCosts`'s map) of up to
``MAX_INDEXED_HEXES`` hexes run in `benchmarks.pathgrid`, on the map's flat lists;
it holds `EntryCosts` too (re-exported here, with ``CostFn`` and the limits on tables).
Here live `Path`, the searches and their generic forms, for any plane.

Implementation notes, for speed (this runs on 256 x 256 maps):

* Off a map (no ``bounds``, or a bigger map) a hex (q, r) is keyed by the single int
  ``q * 2**32 + r`` and looked up in dicts; each ``Hex`` is made once, when first seen.
  Coordinates must stay within +/- 2**30, far beyond any real map.
* The priority queue is a bucket queue: a stack of hexes for each priority.  Here
  ``heapq`` holds the distinct priorities and a dict their stacks; on a map it is a list
  of stacks (see pathgrid).  Either way most pushes and pops are a plain list append or
  pop.
* Determinism: neighbours are always tried in ``Direction`` order (N, NE, SE, S, SW,
  NW) and, among equal priorities, the hex queued LAST comes out first, exactly as if
  heap entries were ``(f, counter, key)`` with a counter counting down.
  Last-in-first-out lets A* run straight at the goal across open ground instead of
  widening over every equally good hex.  All the forms of a search (on a map or not,
  with a callback or a table) try the same steps in the same order and return the
  same results.
"""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass
from itertools import pairwise

from benchmarks.pathgrid import (
    MAX_ENTRY_COST,
    MAX_HOPS_LAYOUT,
    MAX_INDEXED_HEXES,
    CostFn,
    EntryCosts,
    Route,
    _indexed,
    _indexed_path,
    _indexed_reach,
    _table_path,
    _table_reach,
    _wide,
)
from hexterm.engine.hexgrid import Direction, GridSize, Hex

__all__ = [
    "MAX_ENTRY_COST",
    "MAX_HOPS_LAYOUT",
    "MAX_INDEXED_HEXES",
    "CostFn",
    "EntryCosts",
    "Path",
    "reachable",
    "shortest_path",
]

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
        for a, b in pairwise(self.hexes):
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
    impassable); an `EntryCosts` is much faster when that cost depends on ``b`` only.
    ``bounds`` keeps the search on the map; hexes outside it are never entered.
    Paths costing more than ``max_cost`` are not returned.

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
    limit: float = math.inf if max_cost is None else max_cost
    if start.distance(goal) * min_step_cost > limit:
        return None
    route: Route | None
    if isinstance(cost, EntryCosts) and cost._direct(bounds, start, min_step_cost):
        if not cost.size.contains(goal):
            return None  # off the table's map: it cannot be entered
        if _wide(start.distance(goal) ** 2, cost._layout):
            route = _table_path(start, goal, cost, min_step_cost, max_cost)
        else:
            route = _indexed_path(start, goal, cost, cost._layout, min_step_cost, limit)
    elif (layout := _indexed(bounds)) is not None:
        route = _indexed_path(start, goal, cost, layout, min_step_cost, limit)
    else:
        route = _keyed_path(start, goal, start_key, goal_key, cost, bounds, min_step_cost, limit)
    return None if route is None else Path(*route)


def _keyed_path(start: Hex, goal: Hex, start_key: int, goal_key: int, cost: CostFn,
                bounds: GridSize | None, min_step_cost: int, limit: float) -> Route | None:
    """`shortest_path` on dicts, anywhere; `start_key` and `goal_key` are the ends' keys."""
    gq, gr = goal.q, goal.r
    bounded = bounds is not None
    cols = bounds.cols if bounds is not None else 0
    rows = bounds.rows if bounds is not None else 0

    hexes: dict[int, Hex] = {start_key: start}  # every hex seen, by key
    best: dict[int, int] = {start_key: 0}  # cheapest known cost to reach a hex
    parent: dict[int, int] = {}  # the key we reached a hex from on that cheapest way
    done: set[int] = set()  # settled hexes, and hexes found to be off the map
    # The bucket queue: f = g + h -> keys queued with that f; `queued` heaps the f's.
    buckets: dict[int, list[int]] = {0: [start_key]}
    queued: list[int] = [0]

    # Local bindings keep attribute and global look-ups out of the hot loop.
    heappush, heappop = heapq.heappush, heapq.heappop
    done_add, hexes_get, best_get, buckets_get = done.add, hexes.get, best.get, buckets.get
    steps = _STEPS
    inf = math.inf

    while queued:
        f_min = queued[0]
        bucket = buckets[f_min]
        key = bucket.pop()
        if not bucket:
            heappop(queued)
            del buckets[f_min]
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
            if step < min_step_cost:
                raise ValueError(
                    f"cost({here}, {there}) is {step}, below min_step_cost={min_step_cost}"
                )
            g = g_here + step
            if g >= best_get(nkey, inf):
                continue
            to_q, to_r = gq - there.q, gr - there.r  # what is left to walk: h = distance
            f = g + ((abs(to_q) + abs(to_r) + abs(to_q + to_r)) >> 1) * min_step_cost
            if f > limit:
                continue
            best[nkey] = g
            parent[nkey] = key
            slot = buckets_get(f)
            if slot is None:
                buckets[f] = [nkey]
                heappush(queued, f)
            else:
                slot.append(nkey)
    else:
        return None  # the queue ran dry without reaching the goal

    route = [goal]
    key = goal_key
    while key != start_key:
        key = parent[key]
        route.append(hexes[key])
    route.reverse()
    return tuple(route), best[goal_key]


def reachable(
    start: Hex,
    cost: CostFn,
    budget: int,
    *,
    bounds: GridSize | None = None,
) -> dict[Hex, int]:
    """Every hex reachable from ``start`` for at most ``budget``, with its cheapest cost.

    Dijkstra's algorithm with the same ``cost`` callback (or `EntryCosts`) as
    :func:`shortest_path` (costs must not be negative).  ``start`` is included at cost
    0 unless it is off ``bounds`` or ``budget`` is negative.  Hexes come in the order
    they are settled: by increasing cost, ties in a fixed order.
    """
    if budget < 0 or (bounds is not None and not bounds.contains(start)):
        return {}
    start_key = _key(start)
    if isinstance(cost, EntryCosts) and cost._direct(bounds, start, 0):
        radius = budget // cost.least if cost.least else cost.size.cols + cost.size.rows
        if _wide(3 * radius * (radius + 1) + 1, cost._layout):
            return _table_reach(start, cost, budget)
        return _indexed_reach(start, cost, budget, cost._layout)
    layout = _indexed(bounds)
    if layout is not None:
        return _indexed_reach(start, cost, budget, layout)
    return _keyed_reach(start, start_key, cost, budget, bounds)


def _keyed_reach(start: Hex, start_key: int, cost: CostFn, budget: int,
                 bounds: GridSize | None) -> dict[Hex, int]:
    """`reachable` on dicts, anywhere; `start_key` is the start's key."""
    bounded = bounds is not None
    cols = bounds.cols if bounds is not None else 0
    rows = bounds.rows if bounds is not None else 0

    # The same structures as in _keyed_path, with the bucket queue ordered by g.
    result: dict[Hex, int] = {}
    hexes: dict[int, Hex] = {start_key: start}
    best: dict[int, int] = {start_key: 0}
    done: set[int] = set()
    buckets: dict[int, list[int]] = {0: [start_key]}
    queued: list[int] = [0]

    heappush, heappop = heapq.heappush, heapq.heappop
    done_add, hexes_get, best_get, buckets_get = done.add, hexes.get, best.get, buckets.get
    steps = _STEPS
    inf = math.inf

    while queued:
        g_here = queued[0]
        bucket = buckets[g_here]
        key = bucket.pop()
        if not bucket:
            heappop(queued)
            del buckets[g_here]
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
            slot = buckets_get(g)
            if slot is None:
                buckets[g] = [nkey]
                heappush(queued, g)
            else:
                slot.append(nkey)
    return result
