"""Long campaigns stay light: the first turn of a long bot campaign against its last.

Three campaigns, every seat played by the program's bots (`engine.game.resolve`, as
`hexterm autoplay` does), one turn at a time:

- **Planisphère** on benchmarks/tui.py's generated 128×128 world (8 factions, one unit
  per 4 hexes: 4,176 unit cards), to its end. The rulebook sets no end (docs/readings.md
  S7): hexterm ends a game after its last session, 3 sessions of 8 turns by default
  (S2, S3), so the campaign is 24 turns; the last turn measured is the 24th, open for
  orders (after it the game is over and no map is shown).
- **SAGA** with two players: the players table gives 10 turns to 2 players, the longest
  campaign the rulebook allows (4 players 8, 5 and 6 players 6); played to its end, or
  to an immediate victory on the memory track.
- **Med-Fan**: the rulebook sets no length ("on peut se fixer une limite en nombre de
  parties ou bien quand un certain nombre de territoires sont possédés par un joueur"):
  its example end, more than half the territories, came after 3 battles with these
  bots, so the campaign is played with no end by territories (`share=100`: nobody holds
  more than all) for MEDFAN_BATTLES battles (`battles=52`: a battle a week for a year).

For the first turn (the save once it is resolved, turn 2 open) and the last turn (the
last one open for orders) of each: the save's size; the CPU time of a load of each
("paired": `savegame.load` as the program that wrote the save loads it again, median of
`--pairs`, both saves loaded in turn in this one process after a warm-up, so that
caches, allocator and the shared machine's load are the same for both: the load aim is
judged on it); and, in a fresh process (a player's program: `HextermApp` run headless
at 80×24 on a copy of the save where the first seat is a person's, its user's cache
empty, hexterm.save.trust), its first load ("fresh": the save is not its own, so it is
tried once: shown to every seat, its log checked and its blocks unpacked, its turn
resolved, docs/saves.md), its load time once it knows the save ("load ms":
`savegame.load`, median of `--loads`, wall and CPU time), its memory (VmRSS
from /proc, once the seat's screen is up and after the
key presses) and the key→frame latency: `--keys` presses of a key of the seat's screen
(right and left, alternately: the map's cursor on the Planisphère and the SAGA's road
map), each timed from the press to the screen's next refresh (`pilot.press` then
`pilot.pause()`), median and 95th percentile.

**One session** (`--only session`): a program that stays on while bots resolve 40
turns: one process plays the built-in Planisphère world (10 sessions of its 4 turns, so
that 40 turns are played) with bots, saving each turn, going on with the game loaded back
and asking the first seat's report and board each turn, as a served program's screen
does; its RSS after each turn (after a garbage collection). The aim: memory flat.

Aims, printed met or not: the last turn's load time and latency at most 1.5× the
first's; the session's memory at its last turn at most 1.1× its memory at turn 10 (the
first turns warm the caches). The machine's load average (`os.getloadavg()`) is printed
beside each figure.

Run: python benchmarks/long_campaign.py [--only planisphere|saga|medfan|session]
     [--loads N] [--keys N] [--pairs N] [--quick]

Figures (issue 29, two shared cores, load 1.7 to 2.9, `--loads 5 --keys 20`; "before"
is save format 1, the log kept whole; "after" is format 2, the log packed by turn and
read when asked, docs/saves.md). Load: the player's program's, wall and CPU ms; fresh:
its first load of a save it did not write, trial included (ms):

    campaign     turn  save bytes   load  (CPU)  RSS MiB  key ms (p95)   fresh
    Planisphère 128×128, 8 factions, 4,176 cards, 24 turns
      before       2    3,333,567  156.8  150.7    106.7   148.9 (156.3)   1,604
                  24   28,554,672 2160.5 2084.9    476.5   149.0 (151.9)   4,191
      after        2      458,733   15.7   16.4     94.3   149.2 (157.8)   1,579
                  24    2,303,705   18.0   17.8     76.2   149.9 (159.4)   1,798
    SAGA, 2 players, 10 turns
      before       2        5,805    0.8    0.7     48.4    86.1  (89.0)      44
                  10       55,134    2.1    2.1     47.6    85.9  (86.9)      47
      after        2        2,782    0.7    0.7     48.5    92.8  (97.9)      43
                  10       13,329    1.0    0.7     47.3    86.9  (89.4)      18
    Med-Fan, 2 players, 52 battles
      before       2        6,384    0.6    0.6     47.1    85.5  (86.7)      45
                  52      278,392    8.4    7.9     49.5    85.2  (87.9)      79
      after        2        2,468    0.5    0.5     46.9    85.0  (85.9)      21
                  52       57,621    0.9    0.9     47.2    85.4  (86.5)      28

Aims after: the Planisphère and the SAGA met (load 1.09× and 0.90×, keys 1.00× and
0.94×); the Med-Fan's load 1.84× (0.9 ms against 0.5: its state grows with the
territories found and the armies) not met, its keys 1.01×. Before, the last turn's
load was 13.8×, 3.2× and 12.5× the first's, the Planisphère player's program 4.5× the
memory. One session of 40 turns (the built-in world, 4 bots): before, RSS 30.0 → 34.6
MiB, growing every turn (1.09× turn 10), save 301,148 bytes; after, 29.8 → 30.9 MiB
(1.02×), save 92,875 bytes. The key latency is Textual's headless pilot (press, then a
pause): the same at the first turn and the last, before and after. A fresh load of the
Planisphère's turn 24 still unpacks every block once, to check it (docs/saves.md): 1.14×
the first turn's after, 2.61× before.

Med-Fan, session 37 (a quiet machine, load 0.5 to 0.8, `--only medfan --loads 15`): the
last battle's load was 0.4 ms of CPU against the first's 0.15 (2.4× and 2.5× in two
runs): the aim NOT met; keys 1.00×. (Its "fresh" figures, 1.02× to 1.07×, were loads
without a trial: the parent had written the saves, and hexterm.save.trust let the
child skip it. The child runs with an empty cache since session 38.)

Med-Fan, session 38: the aim is met. The same saves, paired CPU time (`--pairs 1000`, two
shared cores, load 1.8 to 2.5): main before this session 0.127 ms at the first battle,
0.327 at the 52nd (2.59×); now 0.118 and 0.147 (1.25×; 1.27× in a second run). The
benchmark (`--only medfan --loads 15 --pairs 1000`, load 1.8 to 1.9, save format 3):

    campaign     turn  save bytes   load  (CPU)  paired  RSS MiB  key ms (p95)  fresh
    Med-Fan      2        3,219     0.12   0.12   0.118     47.6    87.5  (92.4)     19
                52       59,241     0.16   0.13   0.147     47.8    87.0  (94.8)     48

Aims: load (paired CPU) 1.25× (each in its own program, 15 loads: 1.10× to 1.37×), key
median 0.99× to 1.01×, memory 1.01× (RSS 47.4 → 47.8 MiB after the keys); a fresh
program's first load, its trial included, 19 to 26 ms at the first battle, 26 to 48 at
the last (the trial resolves the step at hand, whose armies are ten times bigger).
Where the last load's time went (cProfile of 1,000 loads of each save, and timed
without it): the armies, 107 unit cards built at each load (0.12 ms); the log (58 kB
of the save): read, SHA-256 (25 µs), its 52 blocks decoded by msgpack and checked
(`Log.from_data`, 52 `Block`s: 30 µs); and the file read by `read(largest save + 1)`,
for which Python allocates the largest save's 256 MiB first (12 µs of the first load,
24 µs of the last). Cut, in turn: a player's army stays the save's rows until a unit is
asked for (`medfan.codec.Ranks`; a save not the program's own has them read by
`check_state` at its first load): 0.32 → 0.20 ms; the file read at its size: 0.20 →
0.17; save format 3, the log sealed (docs/saves.md: a load checks the save's core, and
the log's bytes are checked and indexed when the log is first asked for, which the
screens' `Table` does as it opens a save, so that a damaged log is one sentence there):
0.17 → 0.14. Then a sealed save's load no longer looks for the save's backups (a folder
scan, for a sentence made in advance): about 20 µs off both, 0.109 → 0.140 ms paired
(1.29×, load 2.6 to 2.7; keys 1.02×, memory 1.01×). Left of the difference (about 30
µs): the body's msgpack decode (the log's 53 kB copied once as one bytes; the longer
state: territories named, the missing figures) and the collector's pass of each load.

The other campaigns, the same paired measure, main before this session → now (load
2.0): SAGA 0.170 → 0.252 ms (1.48×) became 0.166 → 0.232 (1.40×); the Planisphère's
32×32 world (`--quick`) 0.851 → 1.189 (1.40×) became 0.836 → 0.995 (1.19×). Their
`--only planisphere --quick` and `--only saga` runs: keys 1.12× and 1.00× (main:
1.12× and 0.99×), memory 0.99× and 0.98×. One session (`--only session`, load 1.9 to
2.7): RSS 30.6 → 32.2 MiB, 1.02× turn 10, save 101,060 bytes (main: 31.4 → 32.8 MiB,
1.03×, 100,717 bytes): met.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import gc
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.tui import make_game as tui_game
from benchmarks.tui import stats
from hexterm.engine import game as games
from hexterm.engine.game import Game
from hexterm.engine.seats import Seat
from hexterm.save import savegame
from hexterm.worlds import load_scenario, start_game

AIM_RATIO = 1.5
AIM_MEMORY = 1.1
MEDFAN_BATTLES = 52
SESSION_TURNS = 40


def load() -> str:
    return "load {:.2f} {:.2f} {:.2f}".format(*os.getloadavg())


def rss_kib() -> int:
    """This process's resident memory, in KiB (VmRSS)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


# --- the campaigns ----------------------------------------------------------------------

def all_bots(game: Game) -> Game:
    return dataclasses.replace(game, seats=tuple(dataclasses.replace(s, bot=True)
                                                 for s in game.seats))


def planisphere(cols: int) -> Game:
    return all_bots(tui_game(cols, cols))


def saga() -> Game:
    return start_game("saga", None, [Seat("alice", "alice", bot=True),
                                     Seat("bob", "bob", bot=True)], 3)


def medfan() -> Game:
    return start_game("medfan", None, [Seat("alice", "Elves", bot=True),
                                       Seat("bob", "Orcs", bot=True)], 3,
                      {"battles": MEDFAN_BATTLES, "share": 100})


def play(game: Game, cap: int) -> tuple[Game, Game, int, float]:
    """(the game after its first turn, at its last turn open, turns played, seconds):
    steps resolved one by one until the game ends or `cap` turns have been played."""
    first, last = game, game
    start = time.perf_counter()
    while game.outcome is None and game.turn <= cap:
        last = game
        game = games.resolve(game)
        if game.turn == 2 and first.turn == 1:
            first = game
    if game.outcome is None:
        last = game
    return first, last, last.turn, time.perf_counter() - start


# --- the measures -----------------------------------------------------------------------

def load_times(path: Path, runs: int, clock: Callable[[], float] = time.perf_counter
               ) -> list[float]:
    times = []
    for _ in range(runs):
        gc.collect()
        start = clock()
        savegame.load(path)
        times.append(clock() - start)
    return times


def paired(paths: list[Path], pairs: int) -> list[float]:
    """The CPU time of a load of each save (ms, median of `pairs`), measured in this one
    process, the saves loaded in turn (first, last, first…) after a warm-up of three
    loads each: the same caches, allocator and load of the machine for both."""
    for path in paths * 3:
        savegame.load(path)
    times: list[list[float]] = [[] for _ in paths]
    for _ in range(pairs):
        for kept, path in zip(times, paths, strict=True):
            kept.extend(load_times(path, 1, time.process_time))
    return [statistics.median(kept) * 1000 for kept in times]


def player(path: Path, keys: int, loads: int) -> dict[str, Any]:
    """The player's program's figures, from a fresh process (`--child`) whose user's
    cache is empty: the saves this program wrote are not known to it (hexterm.save.trust),
    so its first load tries the save, as a player's program does with a save it reads
    for the first time."""
    cache = tempfile.mkdtemp(prefix="cache-", dir=path.parent)
    out = subprocess.run([sys.executable, __file__, "--child", str(path), "--keys",
                          str(keys), "--loads", str(loads)], capture_output=True, text=True,
                         timeout=600, env={**os.environ, "XDG_CACHE_HOME": cache})
    if out.returncode:
        return {"error": out.stderr.strip().splitlines()[-1:] or ["?"]}
    return dict(json.loads(out.stdout.strip().splitlines()[-1]))


async def child(path: Path, keys: int, loads: int) -> dict[str, Any]:
    from textual.pilot import Pilot

    from hexterm.app import HextermApp
    from hexterm.screens.shared.handoff import HandOffScreen
    from hexterm.screens.shared.reports import ReportsFrame

    start = time.perf_counter()
    seat = savegame.load(path).seats[0].name  # not this program's save: tried once
    fresh = (time.perf_counter() - start) * 1000
    loaded = statistics.median(load_times(path, loads)) * 1000  # known now: not tried
    cpu = statistics.median(load_times(path, loads, time.process_time)) * 1000
    app = HextermApp(path.parent, path, seat)

    async def until(pilot: Pilot[None], ok: Callable[[], bool]) -> None:
        deadline = time.monotonic() + 120
        while not ok() and time.monotonic() < deadline:
            await pilot.pause(0.05)

    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, HandOffScreen))
        await pilot.click("#go")
        await until(pilot, lambda: not isinstance(app.screen, HandOffScreen))
        await pilot.pause(0.5)
        if isinstance(app.screen, ReportsFrame):  # the last turn's reports: on to the map
            await pilot.press("escape")
            await until(pilot, lambda: not isinstance(app.screen, ReportsFrame))
            await pilot.pause(0.5)
        screen = type(app.screen).__name__
        before = rss_kib()
        times = []
        for n in range(keys):
            start = time.perf_counter()
            await pilot.press("right" if n % 2 == 0 else "left")
            await pilot.pause()
            times.append(time.perf_counter() - start)
        gc.collect()
        median, p95 = stats(times)
        return {"screen": screen, "rss_start": before, "rss_end": rss_kib(),
                "median": median, "p95": p95, "fresh": fresh, "load": loaded,
                "cpu": cpu}


def as_person(game: Game, path: Path) -> None:
    """`game` saved at `path` with its first seat a person's."""
    seats = (dataclasses.replace(game.seats[0], bot=False), *game.seats[1:])
    savegame.save(path, dataclasses.replace(game, seats=seats))


def compare(name: str, game: Game, cap: int, folder: Path, loads: int, keys: int,
            pairs: int) -> None:
    first, last, turns, spent = play(game, cap)
    print(f"\n{name}: {turns} turns played by bots in {spent:.1f} s ({load()})")
    paths = [folder / f"{name}-{label}.hexsave" for label in ("first", "last")]
    for at, path in zip((first, last), paths, strict=True):
        as_person(at, path)
    both = paired(paths, pairs)
    print(f"{'':8}{'turn':>5}{'save bytes':>12}{'load ms':>9}{'CPU':>8}{'paired':>8}"
          f"{'RSS MiB':>9}{'RSS+keys':>9}{'key ms':>8}{'key p95':>8}{'fresh ms':>9}  screen")
    rows = {}
    for label, at, path, cpu in zip(("first", "last"), (first, last), paths, both,
                                    strict=True):
        seen = player(path, keys, loads)
        if "error" in seen:
            print(f"{label:8}{at.turn:>5}{path.stat().st_size:>12,}"
                  f"  player's program failed: {seen['error']}")
            return
        rows[label] = (cpu, seen)
        print(f"{label:8}{at.turn:>5}{path.stat().st_size:>12,}{seen['load']:>9.2f}"
              f"{seen['cpu']:>8.2f}{cpu:>8.3f}"
              f"{seen['rss_start'] / 1024:>9.1f}{seen['rss_end'] / 1024:>9.1f}"
              f"{seen['median']:>8.1f}{seen['p95']:>8.1f}{seen['fresh']:>9.0f}  "
              f"{seen['screen']} ({load()})")
    (a, sa), (b, sb) = rows["first"], rows["last"]
    said = (f"load (CPU, paired) {b / a:.2f}x, load (CPU, each in its program) "
            f"{sb['cpu'] / sa['cpu']:.2f}x, key median {sb['median'] / sa['median']:.2f}x, "
            f"RSS {sb['rss_end'] / sa['rss_end']:.2f}x, fresh load "
            f"{sb['fresh'] / sa['fresh']:.2f}x")
    met = b <= AIM_RATIO * a and sb["median"] <= AIM_RATIO * sa["median"]
    print(f"aim: the last turn at most {AIM_RATIO}x the first in load time and latency "
          f"-> {'met' if met else 'NOT met'} ({said})")


def session(folder: Path, turns: int) -> None:
    """One program on for `turns` turns; its RSS each turn."""
    from hexterm.engine.planisphere.views.board import board

    scenario, _ = load_scenario("planisphere", None)
    scenario = {**scenario, "sessions": -(-turns // int(scenario["turns_per_session"]))}
    factions = [f["key"] for f in scenario["faction"]][:4]
    seats = [Seat(f"p{i}", key, bot=True) for i, key in enumerate(factions)]
    game = games.new_game("planisphere", scenario, seats, 7)
    path = folder / "session.hexsave"
    memory = []
    print(f"\none session: the built-in world, {len(seats)} bots, {turns} turns ({load()})")
    for _ in range(turns):
        if game.outcome is not None:
            break
        game = games.resolve(game)
        savegame.save(path, game)
        game = savegame.load(path)  # the program goes on with the game as saved
        games.report(game, game.seats[0].name)
        board(game.state, game.seats[0])
        gc.collect()
        memory.append(rss_kib())
    for n in range(0, len(memory), 5):
        print(f"  turn {n + 2:>3}: RSS {memory[n] / 1024:.1f} MiB")
    warm = memory[min(9, len(memory) - 1)]
    ratio = memory[-1] / warm
    print(f"  last turn: RSS {memory[-1] / 1024:.1f} MiB, save {path.stat().st_size:,} bytes "
          f"({load()})")
    print(f"aim: memory flat (last turn at most {AIM_MEMORY}x turn 10) -> "
          f"{'met' if ratio <= AIM_MEMORY else 'NOT met'} ({ratio:.2f}x)")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=("planisphere", "saga", "medfan", "session"))
    parser.add_argument("--loads", type=int, default=5)
    parser.add_argument("--keys", type=int, default=40)
    parser.add_argument("--pairs", type=int, default=200,
                        help="loads of each save in this process, in turn (the paired CPU "
                             "time, on which the load aim is judged)")
    parser.add_argument("--quick", action="store_true",
                        help="a 32x32 world, 3 loads, 10 keys, a 12-turn session")
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(asyncio.run(child(args.child, args.keys, args.loads))))
        return
    cols, session_turns = (32, 12) if args.quick else (128, SESSION_TURNS)
    if args.quick:
        args.loads, args.keys = min(args.loads, 3), min(args.keys, 10)
        args.pairs = min(args.pairs, 20)
    with tempfile.TemporaryDirectory(prefix="long-campaign-") as scratch:
        run(args, Path(scratch), cols, session_turns)


def run(args: argparse.Namespace, folder: Path, cols: int, session_turns: int) -> None:
    """The campaigns and the session the arguments ask for, their saves in `folder`."""
    print(f"long campaigns ({load()}); loads {args.loads}, keys {args.keys}")
    campaigns: dict[str, Callable[[], tuple[Game, int]]] = {
        "planisphere": lambda: (planisphere(cols), 99),
        "saga": lambda: (saga(), 99),
        "medfan": lambda: (medfan(), MEDFAN_BATTLES),
    }
    for name, make in campaigns.items():
        if args.only in (None, name):
            game, cap = make()
            compare(name, game, cap, folder, args.loads, args.keys, args.pairs)
    if args.only == "session":
        session(folder, session_turns)
    elif args.only is None:  # in a process of its own: the campaigns' heap stays here
        alone = subprocess.run([sys.executable, __file__, "--only", "session",
                                *(["--quick"] if args.quick else [])],
                               capture_output=True, text=True, timeout=1200)
        print("\n".join(alone.stdout.splitlines()[1:]) or alone.stderr)

if __name__ == "__main__":
    main()
