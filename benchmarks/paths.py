"""Shortest movement-cost paths on a 256×256 map: hexterm's A* against networkx's.

The map is the seeded terrain of benchmarks/worlds.py (Plaine, Forêt, Route, Montagne,
Mer, Marais, Fleuve with a Pont) at 256×256. The mover crosses every label but Mer, with
no capability, so by the Planisphère's entry costs (`terrain.entry_cost`) entering a
hex costs 1 (Plaine, Route, Pont), 2 (Forêt, Marais) or 4 (Montagne), and Mer is
impassable. The routes: corner to corner (the first land hex from the top-left and from
the bottom-right corner, along their rows), and seeded pairs of land hexes.

Every search runs on the same graph: from each hex to each neighbour on the map that is
not Mer, weighted by the neighbour's entry cost, guided by hex distance × 1 (the
cheapest entry cost). hexterm's `pathfind.shortest_path` runs twice, with `bounds` the
map and `min_step_cost` 1: given the costs as an `EntryCosts` table (built once for
the map, like the networkx graph), and given them as a plain cost callback reading a
dict of entry costs by hex (called for every step). networkx: `astar_path` on a DiGraph
holding those edges and weights (`weight="weight"`), with `heuristic` the hex distance
× 1. Only the search calls are timed, median (and best) of several runs, each search
alternating with the others; building the cost dict, the EntryCosts table and the
networkx graph is not timed (their build times are printed apart). All three must find
the same total cost (checked on every route, recomputed from the cost dict along the
path each returns; a mismatch prints an ERROR and the script exits with status 1).

Run: python benchmarks/paths.py   (needs networkx; aim: hexterm at least 5x faster)
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable, Sequence
from itertools import pairwise
from pathlib import Path as FilePath
from typing import Any

sys.path.insert(0, str(FilePath(__file__).resolve().parent.parent))

from benchmarks.pathfind import EntryCosts, Path, shortest_path
from benchmarks.worlds import LEGEND, terrain
from hexterm.engine.dice import SeededDice
from hexterm.engine.hexgrid import GridSize, Hex
from hexterm.engine.planisphere.terrain import entry_cost

try:
    import networkx as nx  # type: ignore[import-untyped]
except ImportError:  # pragma: no cover - the benchmark needs it
    sys.exit("this benchmark compares against networkx: pip install networkx")

SIZE = 256
RUNS = 5
PAIRS = 4
MIN_COST = 1
AIM = 5.0
CROSSES = frozenset(label for labels in LEGEND.values() for label in labels) - {"mer"}


def entry_costs(grid: GridSize) -> dict[Hex, int | None]:
    """The cost of entering each hex of the map (None: impassable)."""
    rows = terrain(grid.cols, grid.rows)
    return {hex: entry_cost(LEGEND[rows[hex.to_offset()[1]][hex.q]], CROSSES, frozenset())
            for hex in grid.hexes()}


def walked(costs: dict[Hex, int | None], hexes: Sequence[Hex]) -> int:
    """The total cost of walking `hexes` in order, start excluded."""
    total = 0
    for a, b in pairwise(hexes):
        step = costs[b]
        if step is None or a.distance(b) != 1:
            raise ValueError(f"the path steps from {a.label} into {b.label}, which is not allowed")
        total += step
    return total


def routes(grid: GridSize, costs: dict[Hex, int | None]) -> list[tuple[Hex, Hex]]:
    def land_from(col: int, row: int, step: int) -> Hex:
        while costs[Hex.from_offset(col, row)] is None:
            col += step
        return Hex.from_offset(col, row)

    pairs = [(land_from(0, 0, 1), land_from(grid.cols - 1, grid.rows - 1, -1))]
    dice = SeededDice(7, "bench-paths")
    land = [h for h in grid.hexes() if costs[h] is not None]
    while len(pairs) < 1 + PAIRS:
        a, b = land[dice.below(len(land))], land[dice.below(len(land))]
        if a.distance(b) >= SIZE // 4:
            pairs.append((a, b))
    return pairs


def build_graph(grid: GridSize, costs: dict[Hex, int | None]) -> Any:
    graph = nx.DiGraph()
    graph.add_nodes_from(h for h, c in costs.items() if c is not None)
    for hex in grid.hexes():
        for there in hex.neighbours():
            if grid.contains(there) and costs[there] is not None:
                graph.add_edge(hex, there, weight=costs[there])
    return graph


def ms(times: list[float]) -> str:
    return f"{statistics.median(times) * 1000:.1f} ({min(times) * 1000:.1f})"


def main() -> None:
    grid = GridSize(SIZE, SIZE)
    costs = entry_costs(grid)
    start = time.perf_counter()
    table = EntryCosts.from_mapping(grid, costs)
    table_built = time.perf_counter() - start
    start = time.perf_counter()
    graph = build_graph(grid, costs)
    graph_built = time.perf_counter() - start

    def cost(a: Hex, b: Hex) -> int | None:
        return costs[b]

    def guess(u: Hex, v: Hex) -> int:
        return u.distance(v) * MIN_COST

    searches: dict[str, Callable[[Hex, Hex], Any]] = {
        "table": lambda s, g: shortest_path(s, g, table, bounds=grid, min_step_cost=MIN_COST),
        "callback": lambda s, g: shortest_path(s, g, cost, bounds=grid, min_step_cost=MIN_COST),
        "networkx": lambda s, g: nx.astar_path(graph, s, g, heuristic=guess, weight="weight"),
    }
    sea = sum(1 for c in costs.values() if c is None)
    print(f"{SIZE}x{SIZE} map, {sea:,} of {len(costs):,} hexes impassable (Mer), entry costs "
          f"1/2/4, {graph.number_of_edges():,} edges; search time in ms, median (best) of "
          f"{RUNS} runs")
    print(f"not timed: building the EntryCosts table {table_built * 1000:.0f} ms, the networkx "
          f"DiGraph {graph_built * 1000:.0f} ms")
    print(f"{'route':>12}{'steps':>6}{'cost':>6}{'hexterm table':>16}{'hexterm callback':>18}"
          f"{'networkx':>16}{'nx/table':>10}{'nx/callback':>13}")
    errors: list[str] = []
    totals: dict[str, float] = dict.fromkeys(searches, 0.0)
    for start_hex, goal in routes(grid, costs):
        name = f"{start_hex.label}-{goal.label}"
        times: dict[str, list[float]] = {key: [] for key in searches}
        found: dict[str, Any] = {}
        for _ in range(RUNS):
            for key, search in searches.items():
                begin = time.perf_counter()
                found[key] = search(start_hex, goal)
                times[key].append(time.perf_counter() - begin)
        walks: dict[str, int] = {}
        for key, result in found.items():
            if isinstance(result, Path):  # hexterm: the path and the cost it reports
                hexes, reported = result.hexes, result.cost
            elif result is None:
                hexes, reported = (), -1
            else:  # networkx: a list of nodes
                hexes, reported = result, nx.path_weight(graph, result, "weight")
            if not hexes or hexes[0] != start_hex or hexes[-1] != goal:
                errors.append(f"{name}: {key} found no path")
                continue
            walks[key] = walked(costs, hexes)
            if walks[key] != reported:
                errors.append(f"{name}: {key} reports a cost of {reported}, its path costs "
                              f"{walks[key]}")
        if len(walks) != len(searches) or len(set(walks.values())) != 1:
            errors.append(f"{name}: the total costs differ: {walks}")
        medians = {key: statistics.median(t) for key, t in times.items()}
        for key, value in medians.items():
            totals[key] += value
        steps = len(found["table"].hexes) - 1 if found["table"] else -1
        print(f"{name:>12}{steps:>6}{walks.get('table', -1):>6}{ms(times['table']):>16}"
              f"{ms(times['callback']):>18}{ms(times['networkx']):>16}"
              f"{medians['networkx'] / medians['table']:>10.2f}"
              f"{medians['networkx'] / medians['callback']:>13.2f}")
    by_table = totals["networkx"] / totals["table"]
    by_callback = totals["networkx"] / totals["callback"]
    print(f"{'all routes':>24}{totals['table'] * 1000:>16.1f}{totals['callback'] * 1000:>18.1f}"
          f"{totals['networkx'] * 1000:>16.1f}{by_table:>10.2f}{by_callback:>13.2f}"
          "   (sums of the medians)")
    for error in errors:
        print(f"ERROR: {error}")
    print(f"same total cost on every route, all three searches -> {'yes' if not errors else 'NO'}")
    for what, ratio in (("with an EntryCosts table", by_table),
                        ("with a cost callback", by_callback)):
        print(f"aim: hexterm at least {AIM:.0f}x faster than networkx, {what} -> "
              f"{'met' if ratio >= AIM else 'NOT met'} ({ratio:.2f}x)")
    if errors:
        sys.exit(1)


if __name__ == "__main__":
    main()
