"""Path searches on a map's flat lists: the fast forms behind `benchmarks.pathfind`.

pathfind's searches (which re-export what is public here) run here on a map (``bounds``,
or an `EntryCosts`'s map) of up to ``MAX_INDEXED_HEXES`` hexes.  Here live the map's
layout as flat lists (`_Layout`), `EntryCosts`, a table of the map's entry costs, and the
search forms that read them; they return plain values, so as to need nothing from pathfind.

Implementation notes, for speed (this runs on 256 x 256 maps):

* A search works on int indexes: hex (q, r) is ``(q + 1) * height + r + shift``
  (see `_Layout`), with free slots all around the map, so a neighbour's index is the
  index plus a constant.  Lists made once per map size hold each index's ``Hex``
  (shared with ``GridSize.hexes()``; None off the map) and its q and r, so the inner
  loop makes no ``Hex`` and checks the bounds with one look-up.  The best cost known
  of each index is kept in a dict, set to -1 once the hex is settled.
* A search reading an `EntryCosts` table over much of the map keeps its best costs and
  parents in lists of the map's size instead (set up in some tens of microseconds on
  256 x 256, repaid after a few hundred hexes; smaller searches use the dict form).
  An impassable hex costs ``_FAR``, more than any path, so one comparison turns down a
  hex that is settled, off the map, impassable or not improved, and the guess is read
  from a table of distances (`_Layout.hops`) instead of worked out.
* The bucket queue is a list of stacks, one per priority from the start's upward: costs
  are ints and the guess is consistent (it never drops by more than a step costs), so no
  hex is ever queued below the priority being taken, and the queue is one index walking
  up the list.
* These forms try the same steps in the same order as pathfind's generic ones and return
  the same results (see "Determinism" in pathfind's docstring).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache

from hexterm.engine.hexgrid import Direction, GridSize, Hex

CostFn = Callable[[Hex, Hex], int | None]
"""``cost(from_hex, to_hex)``: the cost to enter ``to_hex``, or None if forbidden."""

Route = tuple[tuple[Hex, ...], int]
"""A route as a search form returns it: its hexes, start included, and total cost."""

MAX_INDEXED_HEXES = 1 << 20
"""Maps of up to this many hexes are searched on flat lists (see the module docstring)."""

MAX_HOPS_LAYOUT = 1 << 19
"""The largest layout (about a 512 x 512 map) that keeps a table of distances."""

_FAR = 1 << 62
"""An `EntryCosts` table's cost for a hex that cannot be entered: more than any path."""
MAX_ENTRY_COST = (1 << 40) - 1
"""The dearest cost an `EntryCosts` table holds (so that every real path costs < _FAR)."""


class _Layout:
    """The flat lists of one map size; index of (q, r) = (q + 1) * height + r + shift.

    Column q (0-based) holds the map's hexes with r from -(q // 2) to rows - 1 - q // 2;
    ``shift`` lifts the lowest r of any column to 1, ``height`` leaves a free slot above
    and below every column, and a free column stands on each side: every neighbour of
    a map hex has an index, and off the map ``at`` holds None.
    """

    __slots__ = ("_hops", "at", "height", "qs", "rs", "shift", "size", "steps")

    def __init__(self, cols: int, rows: int) -> None:
        lift = max(cols - 1, 0) >> 1
        self.height = height = rows + lift + 2
        self.shift = shift = lift + 1
        at: list[Hex | None] = [None] * ((cols + 2) * height)
        hexes = GridSize(cols, rows).hexes()  # row by row: column q is hexes[q::cols]
        for q in range(cols):
            first = (q + 1) * height - (q >> 1) + shift
            at[first:first + rows] = hexes[q::cols]
        self.at = at
        self.size = len(at)
        self.qs = [0 if hex is None else hex.q for hex in at]
        self.rs = [0 if hex is None else hex.r for hex in at]
        self.steps: tuple[int, ...] = tuple(d.vector.q * height + d.vector.r
                                            for d in Direction)
        self._hops: tuple[list[int], list[int], int] | None = None

    def hops(self) -> tuple[list[int], list[int], int] | None:
        """A table of distances on the map, or None for maps over ``MAX_HOPS_LAYOUT``.

        ``(codes, hops, centre)``: the distance from the hex at index ``a`` to the one at
        ``b`` is ``hops[codes[a] - codes[b] + centre]``, one look-up instead of working
        it out.  ``codes[a]`` packs (q, r) as ``q * width + r``, ``width`` leaving room
        for any difference of r on the map.  Made on first use (a few tens of ms for
        256 x 256) and kept with the layout.
        """
        if self._hops is None and self.size <= MAX_HOPS_LAYOUT:
            on_map = [hex for hex in self.at if hex is not None]
            if not on_map:
                return None
            span_q = max(h.q for h in on_map)  # q runs from 0
            low_r, high_r = min(h.r for h in on_map), max(h.r for h in on_map)
            span_r = high_r - low_r
            width = 2 * span_r + 1
            codes = [q * width + r for q, r in zip(self.qs, self.rs, strict=True)]
            numbers = list(range(2 * (span_q + span_r) + 1))  # shared int objects
            hops: list[int] = []
            for dq in range(-span_q, span_q + 1):
                hops.extend(numbers[max(abs(dq), abs(dr), abs(dq + dr))]
                            for dr in range(-span_r, span_r + 1))
            self._hops = codes, hops, span_q * width + span_r
        return self._hops

    def index(self, hex: Hex) -> int:
        """The index of a hex of the map."""
        return (hex.q + 1) * self.height + hex.r + self.shift

    def route(self, parent: Sequence[int] | Mapping[int, int], start: int,
              goal: int) -> tuple[Hex, ...]:
        """The hexes from index `start` to index `goal`, following `parent` back."""
        hexes: list[Hex] = []
        key = goal
        while True:
            hex = self.at[key]
            assert hex is not None
            hexes.append(hex)
            if key == start:
                break
            key = parent[key]
        hexes.reverse()
        return tuple(hexes)


@lru_cache(maxsize=4)
def _layout(cols: int, rows: int) -> _Layout:
    return _Layout(cols, rows)


def _wide(hexes: int, layout: _Layout) -> bool:
    """Whether a search expected to settle about `hexes` hexes is worth flat lists of
    the whole map (their set-up costs about as much as settling 1 hex in 256)."""
    return hexes * 256 >= layout.size


def _indexed(bounds: GridSize | None) -> _Layout | None:
    """The layout to search `bounds` on, or None for the dict-based search."""
    if bounds is None or bounds.cols * bounds.rows > MAX_INDEXED_HEXES:
        return None
    return _layout(bounds.cols, bounds.rows)


class EntryCosts:
    """What entering each hex of a map costs, wherever the step comes from.

    ``EntryCosts(size, cost_of)`` asks ``cost_of(hex)`` once for every hex of the map
    (an int from 0 to ``MAX_ENTRY_COST``, or None when the hex cannot be entered) and
    keeps the answers in a table, the way a graph library builds its graph before
    searching it.  Give it to `shortest_path` or `reachable` as the cost: searches on
    its map read the table directly.  It is also a plain cost callback: ``costs(a, b)``
    is the cost of entering ``b`` (None off the map), so every other use gives the same
    results as an equivalent function would.  ``least`` is the cheapest entry cost of
    the map (None when no hex can be entered).
    """

    __slots__ = ("_layout", "_table", "least", "size")

    def __init__(self, size: GridSize, cost_of: Callable[[Hex], int | None]) -> None:
        if size.cols * size.rows > MAX_INDEXED_HEXES:
            raise ValueError(f"a {size.cols} x {size.rows} map is too large for EntryCosts "
                             f"(at most {MAX_INDEXED_HEXES:,} hexes)")
        self.size = size
        self._layout = layout = _layout(size.cols, size.rows)
        table = [_FAR] * len(layout.at)  # _FAR: cannot be entered, or off the map
        costs = []
        for index, hex in enumerate(layout.at):
            if hex is None:
                continue
            cost = cost_of(hex)
            if cost is None:
                continue
            if not 0 <= cost <= MAX_ENTRY_COST:
                raise ValueError(f"entering {hex} costs {cost}: entry costs run from 0 to "
                                 f"{MAX_ENTRY_COST}")
            table[index] = cost
            costs.append(cost)
        self._table = table
        self.least: int | None = min(costs, default=None)
        layout.hops()  # made now rather than in the first search

    @classmethod
    def from_mapping(cls, size: GridSize, costs: Mapping[Hex, int | None]) -> EntryCosts:
        """From hexes and their entry costs; a hex missing from `costs` cannot be entered."""
        return cls(size, costs.get)

    def of(self, hex: Hex) -> int | None:
        """The cost of entering ``hex`` (None: it cannot be entered, or is off the map)."""
        if not self.size.contains(hex):
            return None
        cost = self._table[self._layout.index(hex)]
        return None if cost == _FAR else cost

    def __call__(self, a: Hex, b: Hex) -> int | None:
        return self.of(b)

    def _direct(self, bounds: GridSize | None, start: Hex, floor: int) -> bool:
        """Whether a search from `start` within `bounds` may read the table directly.

        Only on the table's own map, and only when no entry cost is below `floor`: a
        search that meets a step cheaper than its ``min_step_cost`` must raise, so it
        calls back, as with any callback, to raise at the same step.
        """
        return ((bounds is None or bounds == self.size) and self.size.contains(start)
                and (self.least is None or self.least >= floor))


def _indexed_path(start: Hex, goal: Hex, cost: CostFn, layout: _Layout, min_step_cost: int,
                  limit: float) -> Route | None:
    """`shortest_path` on a map of `layout`'s size, both ends on it."""
    at, qs, rs, steps = layout.at, layout.qs, layout.rs, layout.steps
    start_i, goal_i = layout.index(start), layout.index(goal)
    gq, gr = goal
    base = start.distance(goal) * min_step_cost  # the start's f: buckets[i] holds f = base + i
    cap = limit - base  # the last bucket a path within max_cost may use
    best: dict[int, int] = {start_i: 0}  # the cheapest cost known; -1 once settled
    parent: dict[int, int] = {}  # the index each hex was reached from on its cheapest way
    buckets: list[list[int]] = [[start_i]]
    count = 1  # len(buckets)
    current = 0
    best_get, inf = best.get, math.inf
    while True:
        bucket = buckets[current]
        if not bucket:
            current += 1
            if current == count:
                return None  # the queue ran dry without reaching the goal
            continue
        key = bucket.pop()
        g_here = best[key]
        if g_here < 0:
            continue  # a stale entry: this hex was settled more cheaply already
        if key == goal_i:
            break
        best[key] = -1
        here = at[key]
        for delta in steps:
            n = key + delta
            known = best_get(n, inf)
            if known < 0:
                continue  # settled
            there = at[n]
            if there is None:
                continue  # off the map
            step = cost(here, there)  # type: ignore[arg-type]  # `here` is on the map too
            if step is None:
                continue
            if step < min_step_cost:
                raise ValueError(
                    f"cost({here}, {there}) is {step}, below min_step_cost={min_step_cost}"
                )
            g = g_here + step
            if g >= known:
                continue
            to_q, to_r = gq - qs[n], gr - rs[n]  # what is left to walk: h = distance
            slot = g + ((abs(to_q) + abs(to_r) + abs(to_q + to_r)) >> 1) * min_step_cost - base
            if slot > cap:
                continue  # f = base + slot is above max_cost
            best[n] = g
            parent[n] = key
            if slot >= count:
                buckets.extend([] for _ in range(slot + 1 - count))
                count = slot + 1
            buckets[slot].append(n)
    return layout.route(parent, start_i, goal_i), g_here


def _table_path(start: Hex, goal: Hex, costs: EntryCosts, min_step_cost: int,
                max_cost: int | None) -> Route | None:
    """`_indexed_path` reading the entry costs from a table: the same search, step by step.

    An impassable hex costs _FAR, so ``g >= best[n]`` also turns it down.  The guess is
    read from the layout's table of distances when it has one.
    """
    layout = costs._layout
    table, qs, rs, steps = costs._table, layout.qs, layout.rs, layout.steps
    start_i, goal_i = layout.index(start), layout.index(goal)
    gq, gr = goal
    distances = layout.hops()
    codes, hops, offset = distances if distances is not None else ([], [], 0)
    offset -= codes[goal_i] if distances is not None else 0
    base = start.distance(goal) * min_step_cost
    cap = _FAR if max_cost is None else max_cost - base
    best = [_FAR] * len(table)  # -1 once settled
    best[start_i] = 0
    parent = [0] * len(table)
    buckets: list[list[int]] = [[start_i]]
    count = 1
    current = 0
    while True:
        bucket = buckets[current]
        if not bucket:
            current += 1
            if current == count:
                return None
            continue
        key = bucket.pop()
        g_here = best[key]
        if g_here < 0:
            continue
        if key == goal_i:
            break
        best[key] = -1
        for delta in steps:
            n = key + delta
            g = g_here + table[n]
            if g >= best[n]:
                continue  # settled, off the map, impassable, or no cheaper
            if hops:
                slot = g + hops[codes[n] + offset] * min_step_cost - base
            else:
                to_q, to_r = gq - qs[n], gr - rs[n]
                slot = g + ((abs(to_q) + abs(to_r) + abs(to_q + to_r)) >> 1) * min_step_cost - base
            if slot > cap:
                continue
            best[n] = g
            parent[n] = key
            if slot >= count:
                buckets.extend([] for _ in range(slot + 1 - count))
                count = slot + 1
            buckets[slot].append(n)
    return layout.route(parent, start_i, goal_i), g_here



def _indexed_reach(start: Hex, cost: CostFn, budget: int, layout: _Layout) -> dict[Hex, int]:
    """`reachable` on a map of `layout`'s size, `start` on it."""
    at, steps = layout.at, layout.steps
    start_i = layout.index(start)
    result: dict[Hex, int] = {}
    best: dict[int, int] = {start_i: 0}  # -1 once settled
    buckets: list[list[int]] = [[start_i]]  # buckets[g]: the hexes queued at cost g
    count = 1
    current = 0
    best_get, inf = best.get, math.inf
    while current < count:
        bucket = buckets[current]
        if not bucket:
            current += 1
            continue
        key = bucket.pop()
        if best[key] < 0:
            continue
        best[key] = -1
        here = at[key]
        assert here is not None
        result[here] = current
        for delta in steps:
            n = key + delta
            known = best_get(n, inf)
            if known < 0:
                continue
            there = at[n]
            if there is None:
                continue
            step = cost(here, there)
            if step is None:
                continue
            if step < 0:
                raise ValueError(f"cost({here}, {there}) is {step}: costs must be >= 0")
            g = current + step
            if g > budget or g >= known:
                continue
            best[n] = g
            if g >= count:
                buckets.extend([] for _ in range(g + 1 - count))
                count = g + 1
            buckets[g].append(n)
    return result


def _table_reach(start: Hex, costs: EntryCosts, budget: int) -> dict[Hex, int]:
    """`_indexed_reach` reading the entry costs from a table."""
    layout = costs._layout
    at, table, steps = layout.at, costs._table, layout.steps
    start_i = layout.index(start)
    result: dict[Hex, int] = {}
    best = [_FAR] * len(table)
    best[start_i] = 0
    buckets: list[list[int]] = [[start_i]]
    count = 1
    current = 0
    while current < count:
        bucket = buckets[current]
        if not bucket:
            current += 1
            continue
        key = bucket.pop()
        if best[key] < 0:
            continue
        best[key] = -1
        here = at[key]
        assert here is not None
        result[here] = current
        for delta in steps:
            n = key + delta
            g = current + table[n]
            if g > budget or g >= best[n]:
                continue
            best[n] = g
            if g >= count:
                buckets.extend([] for _ in range(g + 1 - count))
                count = g + 1
            buckets[g].append(n)
    return result
