"""A unit's movement envelope on a 64×64 tactical board: hexterm's search against
networkx's Dijkstra on the same state graph.

The board: seeded terrain (clear, road, rough, difficult, water; some caves; some rough
and road hex sides) on 64×64 hexes, enemies and friends scattered. A state is (hex,
facing, placement, whether the unit has already reoriented between these two hexes):
64 × 64 × 6 × 5 × 2 = 245,760 packed ints.

1. The envelope of one action for each movement class from the board's centre, with
   its allocation and with a Mouvement Supplémentaire: `envelope.envelope` (the search
   and the states unpacked), median of several runs. Aim: under 20 ms.
2. The same search over the whole board (a budget of 200 PMvt, so every reachable state
   is searched) for a mounted unit and a flier: `envelope.dijkstra` against networkx's
   `single_source_dijkstra_path_length` with the same cutoff on a DiGraph of the very
   same moves (`Search.moves`, built once, not timed). Both must find the same costs
   (checked; a mismatch prints ERROR and exits 1), on the same field afresh. Aim:
   hexterm at least 5× faster.

Timings are the median of several runs with the garbage collector off during each (as
`timeit` does). Searches of one class on one board keep the moves of hexes away from
every unit on the board (`Board.free_moves`): the first run of each makes them, as
networkx's graph is made once before its runs.

Run: python benchmarks/tactical_envelope.py   (needs networkx: pip install '.[bench]')
"""

from __future__ import annotations

import gc
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import networkx as nx

from hexterm.engine.hexgrid import GridSize, Hex
from hexterm.engine.tactical.board import Board, side_key
from hexterm.engine.tactical.classes import CLASSES, Ground, Placement, Side
from hexterm.engine.tactical.envelope import Search, dijkstra, envelope
from hexterm.engine.tactical.movers import Mover, allocation

SIZE = GridSize(64, 64)


def battlefield(seed: int = 7) -> tuple[Board, set[Hex], set[Hex]]:
    rng = random.Random(seed)
    hexes = SIZE.hexes()
    weights = [(Ground.CLEAR, 60), (Ground.ROAD, 8), (Ground.ROUGH, 16),
               (Ground.DIFFICULT, 10), (Ground.WATER, 6)]
    kinds, odds = zip(*weights, strict=True)
    ground = {h: rng.choices(kinds, odds)[0] for h in hexes}
    caves = frozenset(h for h in hexes if rng.random() < 0.03)
    sides = {}
    for h in hexes:
        for n in h.neighbours():
            if n in SIZE and rng.random() < 0.04:
                sides[side_key(h, n)] = Side.ROUGH if rng.random() < 0.7 else Side.ROAD
    enemies = {h for h in hexes if rng.random() < 0.02}
    friends = {h for h in hexes if rng.random() < 0.02} - enemies
    return Board(SIZE, ground, caves, sides), enemies, friends


def timed(run: Callable[[], object], rounds: int) -> tuple[float, float]:
    """The median and best seconds of `rounds` runs, the garbage collector off while
    each runs (as `timeit` does: the networkx graph's millions of objects would
    otherwise be walked by every collection, whichever search is timed)."""
    spent = []
    for _ in range(rounds):
        gc.collect()
        gc.disable()
        try:
            start = time.perf_counter()
            run()
            spent.append(time.perf_counter() - start)
        finally:
            gc.enable()
    return statistics.median(spent), min(spent)


def graph(search: Search) -> nx.DiGraph:
    """The states reachable from the start, with every move as a weighted edge."""
    g = nx.DiGraph()
    seen, todo = {search.start}, [search.start]
    while todo:
        state = todo.pop()
        for target, cost in search.moves(state, 1):  # spent > 0: no "Tous" moves
            g.add_edge(state, target, weight=cost)
            if target not in seen:
                seen.add(target)
                todo.append(target)
    return g


def main() -> int:
    board, enemies, friends = battlefield()
    centre = Hex.from_offset(32, 32)
    enemies.discard(centre)
    friends.discard(centre)
    print("1. one action's envelope from the centre of a 64x64 board (ms, median / best)")
    print("class  allocation  states  envelope ms   with Mvt Supp.  states  ms")
    for key, cls in CLASSES.items():
        place = Placement.FLIGHT if key == "V" else Placement.GROUND
        mover = Mover(key, centre, 0, place)
        row = []
        for extra in (False, True):
            budget = allocation(mover, board, extra=extra)
            found = envelope(board, mover, budget, enemies=enemies, friends=friends)
            median, _ = timed(lambda m=mover, b=budget: envelope(
                board, m, b, enemies=enemies, friends=friends), 30)
            row.append((budget / 2, len(found.costs), median * 1000))
        print(f"{cls.name:12} {row[0][0]:4}  {row[0][1]:6}  {row[0][2]:8.2f}"
              f"      {row[1][0]:4}  {row[1][1]:6}  {row[1][2]:6.2f}")
    print()
    print("2. the whole board (budget 200 PMvt): hexterm's dijkstra vs networkx's")
    print("class    states  edges    hexterm ms  networkx ms  ratio")
    status = 0
    board, _, _ = battlefield()  # the same field afresh: no search of part 1 kept on it
    for key in ("S", "V"):
        place = Placement.FLIGHT if key == "V" else Placement.GROUND
        search = Search(board, Mover(key, centre, 0, place), 400, enemies=enemies,
                        friends=friends)
        g = graph(search)
        ours = dijkstra(search)[0]
        theirs = nx.single_source_dijkstra_path_length(g, search.start, cutoff=400)
        if ours != theirs:
            print(f"ERROR: {key}: the two searches differ")
            status = 1
        mine, _ = timed(lambda s=search: dijkstra(s), 5)
        nxt, _ = timed(lambda g=g, s=search: nx.single_source_dijkstra_path_length(
            g, s.start, cutoff=400), 5)
        print(f"{CLASSES[key].name:8} {len(ours):6}  {g.number_of_edges():7}  "
              f"{mine * 1000:10.1f}  {nxt * 1000:11.1f}  {nxt / mine:5.2f}x")
    return status


if __name__ == "__main__":
    sys.exit(main())
