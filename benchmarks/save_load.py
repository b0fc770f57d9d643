"""Save and load the biggest world: benchmarks/tui.py's 256×256 Planisphère world.

The world (8 factions, one deployed unit per 4 hexes: 16,464 unit cards, a node per 64
hexes) is written to a file by `savegame.save` (the whole game to plain data, the
container's bytes, an atomic write with backups and fsyncs) and read back by
`savegame.load` (checksum, msgpack, the game's objects; the save is this program's own,
so it is not tried again), `--runs` times: the median and the best, in wall time and in
this process's CPU time (the machine is shared: its load average is printed beside).
Then the parts, CPU time, median: the game to plain data (`game_data.to_data`), the
plain data to bytes (`snapshot.encode`: msgpack, and the decoding that checks they read
back), the bytes to plain data (`snapshot.decode`: SHA-256 and msgpack), and the plain
data to the game (`game_data.from_data`). The parts are timed with the garbage
collector held off, as `savegame.save` and `load` hold it off. `--profile` adds
cProfile's view of a save and load.

The old aim of a msgpack save 3× faster than json is dropped (issue 29): both were
dominated by building the game's objects.

Run: python benchmarks/save_load.py [--runs N] [--profile]
     (aims: save + load under 100 ms together; the save under 1 MB)

Figures (issue 29, two shared cores, 7 runs, load 2.4 to 2.6): before, save + load
median 242 ms wall, 215 ms CPU; after, 152 ms wall, 129 ms CPU (the parts: game -> data
29, data -> bytes 20, bytes -> data 14, data -> game 40 ms CPU; the rest the file's
write, fsyncs and backups); 924,138 bytes. Where the time went (cProfile): the full
collections of the garbage collector while hundreds of thousands of objects were made
(held off now while a save is taken apart or built); the Planisphère codec's loops over
the 65,536 hexes (C-level maps now, and the cells of a
loaded map built once for each distinct terrain and population) and its units (the
status by a table, no empty cargo sorted). The size aim is met; the time aim is not:
what is left is building and taking apart 16,464 unit cards and 65,536 cells in Python
(about 20 ms each way for the cards) and msgpack's check that the bytes read back.

Figures (issue 29, session 36; the machine shared and loaded 9.5 to 11, so every
figure is swollen: the base and this version run alternately, 7 runs each, twice):
save + load CPU median 190 and 214 ms before, 135 and 142 ms after (wall 779 / 738 ms
before, 555 / 518 ms after); the parts after: game -> data 38, data -> bytes 22,
bytes -> data 18, data -> game 49 to 54 ms CPU (before 38 to 41, 27 to 28, 18 to 20, 56
to 66). Where the time went: a read game's objects walked by the garbage collector
three times after `load` (young, middle, old generation: `load` now freezes them,
`savegame._uncollected`), the gc let on between the file's bytes and the game built
from them, the encoder's key check decoding strings and lists (raw, into tuples now:
a third of it), the codec's intermediate lists of the cells. The file's bytes are
unchanged. At the load of the last session's figures (2.5) this would be about 90 ms
CPU, under the aim; it could not be measured on a quiet machine here.

Figures (issue 29, session 37; a quiet machine, load 0.6; 9 runs, the base and this
version one after the other): save + load median 93.3 ms wall, 89.0 CPU before (101.0
and 97.7 at load 0.02 a few minutes earlier); 79.9 ms wall, 78.6 CPU after: the aim is
met. Where the time went (cProfile): the collector's first pass after a save, set off at
once as it was let on, walked the whole plain data the save still held (5 ms: `save`
drops it first now, `tests/test_save_collector.py`); the codec looked every hex of the
map up again (its cells are kept in label order: taken as they are, 2 to 3 ms), read a
unit's status through the enum's `value` property and its hex through `GridSize.index`
(inlined). The file's bytes are unchanged (`benchmarks/save_digests.py`: the 566
digests the same). Left: building the 16,464 unit cards and the 65,536 cells' map
(about 25 ms of the load) and msgpack's check that the bytes read back (7 ms).
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import os
import pstats
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.tui import make_game
from hexterm.engine import game_data
from hexterm.engine.game import Game
from hexterm.save import savegame, snapshot

AIM_MS = 100.0
AIM_BYTES = 1_000_000


def timed(work: Callable[[], object], runs: int, clock: Callable[[], float]) -> list[float]:
    """`runs` times of `work` by `clock`, in milliseconds."""
    times = []
    for _ in range(runs):
        start = clock()
        work()
        times.append((clock() - start) * 1000)
    return times


def load() -> str:
    return "load {:.2f} {:.2f} {:.2f}".format(*os.getloadavg())


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args(argv)
    game = make_game(256, 256)
    with tempfile.TemporaryDirectory() as scratch:
        measure(Path(scratch) / "g.hexsave", game, args.runs, args.profile)


def measure(path: Path, game: Game, runs: int, profile: bool) -> None:
    """Save and load `game` at `path`, and its parts; the figures printed."""

    def save_and_load() -> None:
        savegame.save(path, game)
        savegame.load(path)

    save_and_load()  # warm: the caches of the first load
    size = path.stat().st_size
    print(f"256x256 world, 8 factions, {len(game.state.units):,} unit cards ({load()})")
    wall = timed(save_and_load, runs, time.perf_counter)
    cpu = timed(save_and_load, runs, time.process_time)
    print(f"save + load, wall ms: median {statistics.median(wall):.1f}, best {min(wall):.1f}"
          f"; CPU ms: median {statistics.median(cpu):.1f}, best {min(cpu):.1f} ({load()})")
    head, body = game_data.header(game), game_data.to_data(game)
    data = snapshot.encode(head, body)
    back = snapshot.decode(data)
    gc.disable()  # as savegame.save and load hold it off while they work
    for name, work in (("game -> plain data", lambda: game_data.to_data(game)),
                       ("plain data -> bytes", lambda: snapshot.encode(head, body)),
                       ("bytes -> plain data", lambda: snapshot.decode(data)),
                       ("plain data -> game",
                        lambda: game_data.from_data(back.header, back.body))):
        part = timed(work, runs, time.process_time)
        print(f"  {name:22} CPU ms, median {statistics.median(part):6.1f}")
    gc.enable()
    print(f"file size: {size:,} bytes ({load()})")
    best = statistics.median(wall)
    print(f"aim: save + load under {AIM_MS:.0f} ms -> {'met' if best < AIM_MS else 'NOT met'} "
          f"(median wall {best:.1f} ms, CPU {statistics.median(cpu):.1f} ms); "
          f"under {AIM_BYTES:,} bytes -> {'met' if size < AIM_BYTES else 'NOT met'}")
    if profile:
        profiler = cProfile.Profile()
        profiler.runcall(save_and_load)
        pstats.Stats(profiler).sort_stats("tottime").print_stats(15)


if __name__ == "__main__":
    main()
