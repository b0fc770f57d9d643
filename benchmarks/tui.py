"""The terminal screens: start to the first usable screen, and redrawing the map.

Start: the real program (`hexterm`, the console script next to this Python) runs in a
pane of a private tmux server (`tmux -L <name> -f /dev/null`: no user configuration,
TERM=tmux-256color, an 80×24 pane), with `--lang en`. The clock starts just before
`tmux new-session` is asked to launch the command and stops when `tmux capture-pane
-p`, polled every 5 ms, first shows the screen's text: the title screen's "New game"
button (`hexterm --saves DIR`), the hand-off screen's "Pass the keyboard to"
(`hexterm --saves DIR play SAVE`), for a small save (the built-in 24×18 world, made by
`hexterm new SAVE --seat a:glaces --seat b:liberia --seed 1`) and the generated
worlds below (32×32, 256×256 and 512×512, seat s0 human, the others bots, written by
`savegame.save`). A save another program wrote is tried once when it is first read
(`engine/trial.py`: shown to every seat, its turn resolved): every launch here pays it. Each
launch is a new session, killed (and its program waited for) once the text is seen;
the tmux server is started once, beforehand. For the saves, Enter is then pressed on the
hand-off screen, and the time from Enter to the map screen (its title line "… · Turn 1
· …") is shown apart. The harness floor is the same measure with `printf ready` in place
of hexterm: tmux's launch plus the polling. For reference: `savegame.load` of each save
in this process (trusted: this process wrote it, no trial) and in a fresh interpreter
(untrusted: with the trial, as `hexterm play` pays it); in fresh interpreters, the
interpreter's own start (wall), the import of `hexterm.cli` and of `hexterm.app` timed
in-process (`perf_counter` around the import), and the search for plug-in rulesets
(`plugins.load`, after its import); `python -X importtime`'s largest direct imports of
hexterm.app (cumulative, each shared module counted under whichever imported it first).

Start figures, session 36 (fresh programs, headless, base and this version alternately,
the machine loaded 10 to 12; CPU time from the program's start to its hand-off drawn,
median of 4 and 3): 256×256 0.83 s before, 0.72 s after; 512×512 1.38 s before, 0.97 s
after (wall, swollen by the load: 4.2 -> 3.4 s and 5.3 -> 4.3 s). What it is made of
after (512×512, CPU): the imports 0.3 s (Textual's most), `savegame.load` 0.42 s (the
file's bytes 0.07, the map's 262,144 hexes 0.08, the cells and 65,536 unit cards built
0.24), the app and its first screen 0.17 s. Cut: the collector's three walks over the
game read (1 s of CPU on 512×512, frozen now: savegame.py), the compiling of every
module at each launch on this machine (PYTHONDONTWRITEBYTECODE: see `as_installed`).

Start figures, session 37 (a quiet machine, load 0.5 to 0.6; median of 3): the hand-off
of 512×512 1.028 s before (1.289 s at 88baf40), 0.673 s after: the aim is met; 256×256
0.591 -> 0.449 s; small 0.39 -> 0.36 s. Where the time went (cProfile of `hexterm play`
in a tmux pane to its hand-off): the save was read twice, once by `play` to check it
before any screen (a damaged save, the seat of `--as`, the game's language) and again by
the app's Table (0.3 s of a 512×512 world each): the Table takes the game `play` read
now (`tests/test_play_reads_once.py`); the map's 262,144 hexes made by C-level maps
(50 ms, 80 before). What is left of 0.67 s: the imports (0.25 s, Textual's most), the
save's one read (0.3 s: msgpack 45 ms, the hexes 50, the cells' map 75, the 65,536
unit cards 100, the nodes 20) and the app's first screen.

Redraw: generated worlds of 32×32, 256×256 and 512×512 hexes with the same density: one
deployed unit per 4 hexes (at random on land, stacks allowed, 8 factions) and one node
per 64 hexes (a lattice every 8 columns and rows, plus a capital per faction); the board
(`board.board`) of seat s0. Each board's `HexMap` fills a minimal Textual app run
headless at 200×60 (`App.run_test(size=(200, 60))`). The big maps are scrolled to their
middle; the 32×32 one (160 cells wide, 65 lines high) nearly fits the view, so it is
scrolled to its bottom-right corner, as far as it goes, and has no horizontal
scrollbar. The 256×256 and 512×512 maps have hexes of the same width (5-character
labels; the 32×32 map's are 4): the 512/32 ratio is the aim's. Each timed
redraw follows a scroll of one hex (to the target, or one hex up and left of it,
alternately). Measured, median and 95th percentile:
  (a) lines: `[map.render_line(y) for y in range(60)]` (the 60 lines a frame asks of the
      widget), the widget's own drawing: `HexGrid.render_line` keeps the Strip of a line
      and the segments of each hex (warm, as in play, after the first two scrolls;
      Textual's line cache, `StylesCache`, above it is emptied for the lines a scroll
      dirties); (a') is the same with `hexgrid.format_label`'s lru_cache and the map's own
      caches cleared before each run (`HexGrid.forget`): a first visit to that part of
      the map;
  (b) frame: what Textual does for a frame after the scroll, run synchronously: the map
      is marked dirty as its Update message would do, then `Screen._on_timer_update()`
      (the screen's frame-timer callback: compositor update, `render_update` of the
      whole 200×60 screen, re-rendering every dirty line through `Widget.render_lines`
      and the styles cache, line filters, then `App._display`), `_display` being made to
      build the terminal output as on a real terminal (`CompositorUpdate.
      render_segments`, which Textual skips when headless; `textual_once` installed, as
      the program does); writing it is not timed. Since session 38 the map's kept lines
      are dropped before each (`HexGrid.forget_lines`, the hexes' text kept): the frame
      of a scroll to a place whose lines were not drawn at that offset, as a scroll
      sideways always is (before, the two places alternated with their lines kept);
  (b') the same frame, back to the place just shown, the map's lines kept (what (b)
      was before session 38: now Textual's caches on the kept lines hold too);
  (e) a frame after a scroll of one hex to the right, onwards from the target at each
      frame, the map's lines kept (what a player walking the map sideways costs: each
      line made from the one kept, `HexGrid.shifted_line`); on the maps with the room;
  (d) the same frame as (b) after the cursor moved one hex (to the right and back) in the
      middle of the view, the map not scrolled;
  (c) latency: from `scroll_to` to that output, through the running event loop: the
      messages, and Textual's frame timer (60 frames a second: a redraw waits for the
      next tick, up to 16.7 ms). For reference; the aims are about (b).
One frame per app is checked (a counting hook, untimed) to re-render every line of the
view. The maps are timed in 4 rounds, in one order then the other. The garbage
collector stays on; the worlds and their boards, made before, are frozen out of its passes
(`gc.freeze()`), as the play screen does with the game it opens. The same without colour
(`HexMap(colour=False)`) follows.
`--profile` adds cProfile's view of (b) on the 256×256 map.

The machine's load (`os.getloadavg()`) is printed beside each part's figures; (b) is
also given in CPU time (`time.thread_time()`), which other work on the machine sways
less than the wall clock.

Redraw figures, session 37 (256×256, (b) in CPU time): median 8.6 -> 7.8 ms (with and
without the change alternately in one process, load 1.6), the map's lines drawn in one
segment a run of one style (`hexgrid.join_alike`; cProfile over 30 frames: 1.39 M -> 1.30 M
function calls). Where a frame goes (cProfile): Textual's styles cache 42-48% (the map's
own `render_line` 6-7% of it), the ANSI->truecolour line filter 16-20%, the terminal
output 8-10%; hexterm's own time 1-2%.

Redraw figures, session 38 (256×256, one run each, base and this version one after
the other, load 2.9 to 3.8): (b) in CPU time median / p95 18.0 / 32.7 -> 15.0 / 23.2 ms,
wall 38.0 / 65.5 -> 30.5 / 39.9; (b') 24.0 -> 11.2 ms wall at the median; (e) unchanged
at that load (29.6 -> 31.1); walking diagonally (60 frames, CPU medians) 12.1 -> 10.0.
Cut: the map hands its kept lines to the frame as they are (`widgets/frame_lines.py`:
no copy of each line by Textual's styles cache, so its caches on a kept line hold), a
scroll sideways makes each line from the one kept (`HexGrid.shifted_line`), three spans
kept a line (the collector stalled a frame in nine). Left: a frame of new lines is ~110
µs a line, a third the map's, the rest Textual's per-segment passes and the scroll bars
(docs/screens.md, "How the map draws, measured").

Redraw figures, session 39 (256×256, quiet machine, load 0.1 to 0.5): (b) wall median /
p95 8.57 / 17.1 -> 8.57 / 12.3 ms; 512/32 1.20 -> 1.19x. One frame in eight paid a full
pass of the garbage collector (4 ms, ~7,000 objects freed each time: Textual's strips cut
whole, each kept in its own cache); `textual_once.lean_strips` leaves no such cycle, and
the app here is frozen at its mount as the play screen's is.

The SAGA road map, the Novlémia map and the tactical board: benchmarks/tui_rulesets.py
(`--only rulesets`; its docstring says what is timed), run after the Planisphère's.

Run: python benchmarks/tui.py [--quick] [--starts N] [--frames N]
     [--only start|redraw|rulesets] [--profile]
     (aims, issue 29: the hand-off, then the map, each under 1 s on the 256×256
     and 512×512 worlds; a redraw (b) under 16 ms at p95 in colour on 256×256;
     the 512×512 map's redraw at most 1.2x the 32×32 one's)
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import gc
import os
import pstats
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.worlds import scenario
from hexterm.engine import game as games
from hexterm.engine.hexgrid import format_label
from hexterm.engine.planisphere.views.board import Board, board
from hexterm.engine.seats import Seat
from hexterm.save import savegame

BIN = Path(sys.executable).parent
TMUX = "/usr/bin/tmux"
PANE = (80, 24)
VIEW = (200, 60)
FACTIONS = 8
HEXES_PER_UNIT = 4
NODE_STEP = 8  # one node per NODE_STEP² hexes
AIM_START, AIM_FRAME, AIM_RATIO = 1.0, 16.0, 1.2
POLL = 0.005
ROUNDS = 4  # the redraws of each map are timed in this many rounds, maps interleaved
TIMEOUT = 300.0  # a 512×512 save's first read (its trial) takes a while


# --- worlds --------------------------------------------------------------------------

def world(cols: int, rows: int) -> dict[str, Any]:
    """benchmarks/worlds.py's world with a unit per 4 hexes and a node per 64 hexes."""
    data = scenario(cols, rows, FACTIONS, cols * rows // HEXES_PER_UNIT)
    taken = {node["hex"] for node in data["node"]}
    for row in range(2, rows, NODE_STEP):
        for col in range(2, cols, NODE_STEP):
            label = format_label(col, row)
            if label in taken:
                continue
            data["node"].append({"hex": label, "name": f"Node {label}",
                                 "faction": f"f{(col * FACTIONS) // cols}",
                                 "quality": ("camp", "ville", "cite")[(col + row) % 3]})
    return data


def make_game(cols: int, rows: int) -> games.Game:
    """The world, seat s0 (faction f0) human, the others bots."""
    seats = [Seat(f"s{i}", f"f{i}", bot=i > 0) for i in range(FACTIONS)]
    return games.new_game("planisphere", world(cols, rows), seats, 1)


def load() -> str:
    """The machine's load average (1, 5, 15 minutes): other work shares the cores."""
    return "load " + " ".join(f"{x:.2f}" for x in os.getloadavg())


def stats(times: list[float]) -> tuple[float, float]:
    """(median, 95th percentile) in milliseconds."""
    ms = sorted(t * 1000 for t in times)
    p95 = statistics.quantiles(ms, n=20, method="inclusive")[-1] if len(ms) > 1 else ms[0]
    return statistics.median(ms), p95


# --- start to the first usable screen -----------------------------------------------

class Tmux:
    """A private tmux server (its own socket, no configuration file)."""

    def __init__(self) -> None:
        self.socket = f"hexterm-bench-{os.getpid()}"
        self.count = 0
        # A session that keeps the server up, so no launch pays for starting it.
        self.run("new-session", "-d", "-s", "keep", "sleep 3600")

    def run(self, *args: str) -> str:
        return subprocess.run([TMUX, "-L", self.socket, "-f", "/dev/null", *args],
                              check=True, capture_output=True, text=True).stdout

    def launch(self, command: str) -> str:
        self.count += 1
        name = f"run{self.count}"
        self.run("new-session", "-d", "-s", name, "-x", str(PANE[0]), "-y", str(PANE[1]),
                 f"exec {command}")
        return name

    def screen(self, name: str) -> str:
        return self.run("capture-pane", "-p", "-t", name)

    def wait_for(self, name: str, text: str) -> float:
        """The moment `text` is first on the pane of session `name`."""
        deadline = time.perf_counter() + TIMEOUT
        while time.perf_counter() < deadline:
            if text in self.screen(name):
                return time.perf_counter()
            time.sleep(POLL)
        raise RuntimeError(f"{text!r} did not appear within {TIMEOUT:.0f} s; the pane "
                           f"shows:\n{self.screen(name)}")

    def close(self, name: str) -> None:
        """Kill the session and wait until the program it ran has ended."""
        pid = int(self.run("display-message", "-p", "-t", name, "#{pane_pid}").strip())
        self.run("kill-session", "-t", name)
        deadline = time.perf_counter() + 5
        while time.perf_counter() < deadline:
            try:
                os.kill(pid, 0)
            except ProcessLookupError:
                return
            time.sleep(0.01)

    def shutdown(self) -> None:
        subprocess.run([TMUX, "-L", self.socket, "kill-server"], capture_output=True)


def start_times(tmux: Tmux, command: str, ready: str, runs: int, then: str | None = None
                ) -> tuple[list[float], list[float]]:
    """Seconds from launch to `ready` on screen, and (if `then`) from Enter to `then`."""
    first, second = [], []
    for _ in range(runs):
        start = time.perf_counter()
        name = tmux.launch(command)
        try:
            first.append(tmux.wait_for(name, ready) - start)
            if then is not None:
                time.sleep(0.2)  # let the screen settle: Enter goes to its button
                pressed = time.perf_counter()
                tmux.run("send-keys", "-t", name, "Enter")
                second.append(tmux.wait_for(name, then) - pressed)
        finally:
            tmux.close(name)
    return first, second


def python_times(code: str, runs: int) -> list[float]:
    """`code` prints a duration in seconds, run in fresh interpreters."""
    out = []
    for _ in range(runs):
        done = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                              text=True, cwd=tempfile.gettempdir())
        out.append(float(done.stdout))
    return out


def python_start(runs: int) -> list[float]:
    out = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", "pass"], check=True)
        out.append(time.perf_counter() - start)
    return out


def import_breakdown(module: str, top: int = 8) -> list[tuple[str, float]]:
    """`-X importtime`: the direct imports of `module` taking most time (ms, cumulative)."""
    done = subprocess.run([sys.executable, "-X", "importtime", "-c", f"import {module}"],
                          check=True, capture_output=True, text=True,
                          cwd=tempfile.gettempdir())
    rows: list[tuple[int, str, float]] = []
    for line in done.stderr.splitlines():
        if not line.startswith("import time:") or "|" not in line:
            continue
        _, spent, name = line.split("|")
        if spent.strip().isdigit():
            depth = (len(name) - len(name.lstrip()) - 1) // 2
            rows.append((depth, name.strip(), int(spent) / 1000))
    # importtime prints a module after its imports: the module's children are the rows
    # one level deeper just before it.
    at = max(i for i, row in enumerate(rows) if row[1] == module and row[0] == 0)
    children: list[tuple[str, float]] = []
    for depth, name, ms in reversed(rows[:at]):
        if depth == 0:
            break
        if depth == 1:
            children.append((name, ms))
    children.sort(key=lambda row: -row[1])
    return [(module, rows[at][2]), *[row for row in children[:top] if row[1] >= 1]]


WORLDS = (32, 256, 512)  # the generated worlds whose saves are started


async def screens_start(path: Path) -> tuple[float, float]:
    """Headless, in this process (the save trusted: no trial): seconds from making the
    app to its hand-off screen, then from Enter to the seat's map, drawn."""
    from hexterm.app import HextermApp
    from hexterm.screens.shared.handoff import HandOffScreen

    start = time.perf_counter()
    app = HextermApp(path.parent, path, None)
    async with app.run_test(size=VIEW) as pilot:
        while not isinstance(app.screen, HandOffScreen):
            await pilot.pause()
        handoff = time.perf_counter()
        await pilot.press("enter")
        while type(app.screen).__name__ != "PlayScreen":
            await pilot.pause()
        await pilot.pause()  # the map mounted and drawn
        mapped = time.perf_counter()
    return handoff - start, mapped - handoff
START_AIMED = (256, 512)  # the worlds the start aim is about
CPU_TO_HANDOFF = """
import asyncio, time
from pathlib import Path
from hexterm.i18n import set_language
from hexterm.app import HextermApp
from hexterm.screens.shared.handoff import HandOffScreen
set_language("en")
async def main():
    app = HextermApp(Path({path!r}).parent, Path({path!r}), None)
    async with app.run_test(size=(80, 24)) as pilot:
        while not isinstance(app.screen, HandOffScreen):
            await pilot.pause()
        await pilot.pause()
        print(time.process_time())
asyncio.run(main())
"""
"""A fresh program's CPU time from its start to its hand-off drawn (headless): what the
launch costs the machine, which its other work sways less than the wall clock."""


def as_installed(folder: Path) -> dict[str, str]:
    """The environment of the programs launched, as on a user's install; returns what it
    replaced. Their own cache of trusted saves (`save/trust.py`), in `folder`: the saves
    written here are trusted as the user's own, whatever other programs of this user do
    to the shared cache meanwhile (it is cut back to its last 512 lines). And their
    bytecode: an installed hexterm has its modules compiled (pip compiles them); where
    PYTHONDONTWRITEBYTECODE is set (this machine's sessions set it), every launch would
    compile its 450 modules again (0.3 s), so it is unset and the bytecode kept in
    `folder` (PYTHONPYCACHEPREFIX), written by a first launch that is not timed."""
    before = {key: os.environ.get(key, "") for key in
              ("XDG_CACHE_HOME", "PYTHONDONTWRITEBYTECODE", "PYTHONPYCACHEPREFIX")}
    os.environ["XDG_CACHE_HOME"] = str(folder / "cache")
    if os.environ.pop("PYTHONDONTWRITEBYTECODE", ""):
        os.environ["PYTHONPYCACHEPREFIX"] = str(folder / "bytecode")
    return before


def bench_start(runs: int) -> None:
    folder = Path(tempfile.mkdtemp(prefix="hexterm-bench-"))
    replaced = as_installed(folder)
    hexterm = shlex.quote(str(BIN / "hexterm"))
    small = folder / "small.hexsave"
    subprocess.run([str(BIN / "hexterm"), "new", str(small), "--seat", "a:glaces",
                    "--seat", "b:liberia", "--seed", "1"], check=True, capture_output=True)
    saves = {"small": small}
    described = {"small": "built-in 24x18 world, 2 seats"}
    for size in WORLDS:
        game = make_game(size, size)
        saves[f"{size}x{size}"] = path = folder / f"w{size}.hexsave"
        savegame.save(path, game)
        described[f"{size}x{size}"] = (f"generated, {FACTIONS} factions, "
                                       f"{len(game.state.deployed()):,} deployed units, "
                                       f"{len(game.state.nodes):,} nodes")
        del game
    base = f"{hexterm} --lang en --saves {shlex.quote(str(folder))}"
    tmux = Tmux()
    load_before = load()
    try:
        start_times(tmux, f"{base} play {shlex.quote(str(small))}", "Pass the keyboard to", 1,
                    then=" · Turn 1 · ")  # not timed: the bytecode written, if it must be
        floor, _ = start_times(tmux, "sh -c 'printf ready; sleep 60'", "ready", runs)
        title, _ = start_times(tmux, base, "New game", runs)
        rows: list[tuple[str, list[float], list[float] | None]] = [
            ("harness floor: `printf ready` in the pane", floor, None),
            ("title screen: hexterm --saves DIR", title, None)]
        for label, path in saves.items():
            handoff, mapped = start_times(tmux, f"{base} play {shlex.quote(str(path))}",
                                          "Pass the keyboard to", runs, then=" · Turn 1 · ")
            rows.append((f"hand-off: hexterm ... play {label}", handoff, mapped))
    finally:
        tmux.shutdown()
    load_after = load()
    loads: dict[str, list[float]] = {}
    for label, path in saves.items():
        loads[label] = []
        for _ in range(runs):
            start = time.perf_counter()
            savegame.load(path)
            loads[label].append(time.perf_counter() - start)
    tried = {label: python_times("import time; from hexterm.save import savegame; "
                                 "t = time.perf_counter(); "
                                 f"savegame.load({str(path)!r}); "
                                 "print(time.perf_counter() - t)", 1)
             for label, path in saves.items()}
    interpreter = python_start(runs)
    timing = "import time; t = time.perf_counter(); import {}; print(time.perf_counter() - t)"
    cli = python_times(timing.format("hexterm.cli"), runs)
    app = python_times(timing.format("hexterm.app"), runs)
    plugins = python_times("import time; from hexterm import plugins; t = time.perf_counter(); "
                           "plugins.load(); print(time.perf_counter() - t)", runs)
    breakdown = import_breakdown("hexterm.app")
    from hexterm.i18n import set_language

    set_language("en")
    screens = {label: [asyncio.run(screens_start(path)) for _ in range(runs)]
               for label, path in saves.items()}
    cpu = {label: python_times(CPU_TO_HANDOFF.format(path=str(path)), runs)
           for label, path in saves.items()}
    sizes = {label: path.stat().st_size for label, path in saves.items()}
    shutil.rmtree(folder)
    for key, value in replaced.items():  # the environment as it was
        if value:
            os.environ[key] = value
        else:
            os.environ.pop(key, None)

    print(f"START to the first usable screen: hexterm in a {PANE[0]}x{PANE[1]} tmux pane, "
          f"launch -> text on screen; seconds, median / max of {runs} "
          f"({load_before} before, {load_after} after)")
    for label in saves:
        print(f"  {label}: {described[label]}, {sizes[label]:,} bytes")
    print(f"{'':48}{'median':>8}{'max':>8}   then Enter -> map screen (median / max)")
    for label, times, after in rows:
        extra = (f"   {statistics.median(after):.3f} / {max(after):.3f}" if after else "")
        print(f"{label:48}{statistics.median(times):>8.3f}{max(times):>8.3f}{extra}")
    print("for reference, fresh interpreters (median of "
          f"{runs}): python -c pass {statistics.median(interpreter):.3f} s (wall); "
          f"in-process import: hexterm.cli {statistics.median(cli):.3f} s, "
          f"hexterm.app {statistics.median(app):.3f} s; finding plug-in rulesets "
          f"(plugins.load, entry points, run by every command) "
          f"{statistics.median(plugins) * 1000:.0f} ms")
    print("  savegame.load, trusted (in this process, which wrote it): "
          + ", ".join(f"{name} {statistics.median(times) * 1000:.0f} ms"
                      for name, times in loads.items()))
    print("  savegame.load, first read by a program (fresh interpreter; no trial: the user's "
          "hexterm wrote it, save/trust.py): " + ", ".join(f"{name} {times[0]:.2f} s"
                                          for name, times in tried.items()))
    print(f"the screens alone, headless in this process at {VIEW[0]}x{VIEW[1]}, the save "
          f"trusted (no trial): app -> hand-off, Enter -> map drawn; seconds, median of "
          f"{runs} ({load()}): " + ", ".join(
              f"{label} {statistics.median(h for h, _ in got):.3f} + "
              f"{statistics.median(m for _, m in got):.3f}" for label, got in screens.items()))
    print(f"  CPU time of a fresh program, its start to its hand-off (headless, trusted save), "
          f"median of {runs}: " + ", ".join(f"{label} {statistics.median(times):.3f} s"
                                            for label, times in cpu.items()))
    print("  python -X importtime (cumulative ms, with importtime's own overhead): "
          + ", ".join(f"{name} {ms:.0f}" for name, ms in breakdown))
    by_label = {label: (times, after) for label, times, after in rows}
    for size in START_AIMED:
        handoff, mapped = by_label[f"hand-off: hexterm ... play {size}x{size}"]
        worst = max(statistics.median(handoff), statistics.median(mapped or [0.0]))
        alone = screens[f"{size}x{size}"]
        own = max(statistics.median(h for h, _ in alone), statistics.median(m for _, m in alone))
        print(f"aim: {size}x{size}, the hand-off then the map each under {AIM_START:.0f} s -> "
              f"{'met' if worst < AIM_START else 'NOT met'} (hand-off "
              f"{statistics.median(handoff):.3f} s, Enter -> map "
              f"{statistics.median(mapped or [0.0]):.3f} s); the screens alone (trusted "
              f"save) -> {'met' if own < AIM_START else 'NOT met'} (slowest {own:.3f} s)")


# --- redraw after a scroll -----------------------------------------------------------

@dataclass
class Redraw:
    lines: list[float]
    cold: list[float]
    frame: list[float]
    latency: list[float]
    frame_cpu: list[float]  # the same frames, CPU time of this thread
    back: list[float]  # a frame back to the place just shown (the map's lines kept)
    walk: list[float]  # a frame after a hex's scroll sideways, onwards (lines kept)
    cursor: list[float]  # a frame after the cursor moved one hex (no scroll)
    offset: tuple[int, int]
    view: tuple[int, int]  # the map's visible cells
    drawn: int  # lines a frame draws (render_line calls)
    virtual: tuple[int, int]
    output: int  # characters of terminal output in one frame


async def measure_redraw(data: Board, where: str, colour: bool, runs: int,
                         profile: cProfile.Profile | None = None) -> Redraw:
    """Time `runs` redraws of `data`'s map in a 200×60 app (see the module docstring)."""
    from textual.app import App, ComposeResult

    from hexterm.screens.planisphere.map import HexMap
    from hexterm.screens.shared import collector

    class MapApp(App[None]):
        CSS = "HexMap { width: 1fr; height: 1fr; }"

        def compose(self) -> ComposeResult:
            yield HexMap(data, colour=colour, id="map")

        def on_mount(self) -> None:
            gc.freeze()  # what is alive now left out of the collector, as the play screen does
            collector.hold()  # full passes made at rest, not in a frame, as the program does

        def on_unmount(self) -> None:
            collector.release()

    app = MapApp()
    frames: list[float] = []
    output = [0]
    display = app._display

    def display_for_real(screen: Any, renderable: Any) -> None:
        from textual._compositor import CompositorUpdate

        if isinstance(renderable, CompositorUpdate):
            output[0] = len(renderable.render_segments(app.console))
            frames.append(time.perf_counter())
        display(screen, renderable)

    app._display = display_for_real  # type: ignore[method-assign]
    async with app.run_test(size=VIEW) as pilot:
        widget = app.query_one(HexMap)
        await pilot.pause()
        screen = app.screen
        height = widget.scrollable_content_region.height
        stride = widget.layout_.stride
        assert where in WHERE
        target = ((widget.max_scroll_x // 2, widget.max_scroll_y // 2) if where == "middle"
                  else (widget.max_scroll_x, widget.max_scroll_y))
        nearby = (max(0, target[0] - stride), max(0, target[1] - 2))
        assert nearby != target, "the map does not scroll"

        def scroll() -> None:
            """Scroll by one hex: to the target, or from it."""
            x, y = nearby if tuple(widget.scroll_offset) == target else target
            widget.scroll_to(x, y, animate=False, immediate=True)
            assert tuple(widget.scroll_offset) == (x, y)

        cpu = [0.0]

        def frame() -> float:
            screen._dirty_widgets.add(widget)  # what the map's Update message does
            before = len(frames)
            start, start_cpu = time.perf_counter(), time.thread_time()
            screen._on_timer_update()
            end, cpu[0] = time.perf_counter(), time.thread_time() - start_cpu
            assert len(frames) == before + 1, "no frame was drawn"
            return end - start

        def forget_lines() -> None:
            """The map's lines dropped, its hexes' text kept (`HexGrid.forget_lines`)."""
            getattr(widget, "forget_lines", widget.lines.clear)()

        # A counted frame, untimed: every line of the view must be drawn again.
        drawn = [0]
        # the map's own line drawing (`HexGrid.line_in_view` since session 38, which its
        # `render_lines` calls; `render_line` before)
        hooked = "line_in_view" if hasattr(widget, "line_in_view") else "render_line"
        render_line = getattr(widget, hooked)

        def counting(y: int, *span: int) -> Any:
            drawn[0] += 1
            return render_line(y, *span)

        for _ in range(3):  # warm up, and settle the messages of the first scrolls
            scroll()
            frame()
            await pilot.pause()
        setattr(widget, hooked, counting)
        scroll()
        frame()
        delattr(widget, hooked)
        # Textual draws every line of the widget, the one under the horizontal scrollbar too.
        assert drawn[0] >= height, f"a frame drew {drawn[0]} of the view's {height} lines"
        height = drawn[0]
        await pilot.pause()

        view = widget.scrollable_content_region
        result = Redraw([], [], [], [], [], [], [], [], target, (view.width, view.height),
                        height,
                        (widget.virtual_size.width, widget.virtual_size.height), 0)
        for _ in range(runs):
            scroll()
            start = time.perf_counter()
            _ = [widget.render_line(y) for y in range(height)]
            result.lines.append(time.perf_counter() - start)
        for _ in range(runs):
            scroll()
            forget_lines()
            if profile is not None:
                profile.enable()
            result.frame.append(frame())
            result.frame_cpu.append(cpu[0])
            if profile is not None:
                profile.disable()
            await pilot.pause()
        for _ in range(runs):
            scroll()
            result.back.append(frame())
            await pilot.pause()
        if widget.max_scroll_x > target[0] + runs * stride:  # room to walk sideways
            for step in range(1, runs + 1):
                widget.scroll_to(target[0] + step * stride, target[1], animate=False,
                                 immediate=True)
                result.walk.append(frame())
                await pilot.pause()
        forget = getattr(widget, "forget", None)
        for _ in range(runs):
            scroll()
            format_label.cache_clear()
            if forget is not None:
                forget()  # the map's own caches, if it keeps any
            start = time.perf_counter()
            _ = [widget.render_line(y) for y in range(height)]
            result.cold.append(time.perf_counter() - start)
        x, y = widget.scroll_offset
        middle = ((x + view.width // 2) // stride, (y + view.height // 2) // 2)
        widget.cursor = middle
        await pilot.pause()
        for turn in range(runs):
            widget.cursor = (middle[0] + (turn + 1) % 2, middle[1])  # one hex right, back
            assert tuple(widget.scroll_offset) == (x, y), "the cursor scrolled the map"
            result.cursor.append(frame())
            await pilot.pause()
        for _ in range(runs):
            await pilot.pause(0.02)  # let the frame timer go idle
            before = len(frames)
            start = time.perf_counter()
            scroll()
            while len(frames) == before:
                await asyncio.sleep(0)
                if time.perf_counter() - start > TIMEOUT:
                    raise RuntimeError("no frame came after a scroll")
            result.latency.append(frames[before] - start)
        result.output = output[0]
    return result


MAPS = ((32, "corner"), (256, "middle"), (512, "middle"))
WHERE = {"corner": "its bottom-right corner", "middle": "its middle"}
SMALL, AIMED, BIGGEST = 32, 256, 512


def bench_redraw(runs: int, profile: bool) -> None:
    from hexterm.screens.shared import textual_once

    textual_once.install()  # as the program does at its start (its frames' output)
    boards = {}
    for size, _ in MAPS:
        game = make_game(size, size)
        start = time.perf_counter()
        data = board(game.state, game.seats[0])
        took = time.perf_counter() - start
        boards[size] = data
        print(f"{size}x{size} world: {len(game.state.deployed()):,} deployed units, "
              f"{len(game.state.nodes):,} nodes; board of seat s0 in {took * 1000:.0f} ms")
        del game
    gc.freeze()  # the worlds and their boards, as the play screen does (its on_mount)
    results: dict[tuple[int, bool], Redraw] = {}
    each = -(-runs // ROUNDS)
    load_before = load()
    for colour in (True, False):
        # Rounds, the maps in one order then the other, so that a drift of the machine's
        # speed (other work on it) weighs on every map alike.
        for turn in range(ROUNDS):
            for size, where in MAPS if turn % 2 == 0 else MAPS[::-1]:
                got = asyncio.run(measure_redraw(boards[size], where, colour, each))
                if (size, colour) not in results:
                    results[size, colour] = got
                    continue
                into = results[size, colour]
                for field in ("lines", "cold", "frame", "latency", "frame_cpu", "cursor",
                              "back", "walk"):
                    getattr(into, field).extend(getattr(got, field))
    big = results[AIMED, True]
    print(f"REDRAW after a one-hex scroll, {VIEW[0]}x{VIEW[1]} terminal; ms, median / p95 of "
          f"{len(big.frame)} ({load_before} before, {load()} after)")
    for size, where in MAPS:
        got = results[size, True]
        print(f"  {size}x{size}: canvas {got.virtual[0]}x{got.virtual[1]}, scrolled to "
              f"{WHERE[where]} {got.offset}, map view {got.view[0]}x{got.view[1]}, {got.drawn} "
              f"lines drawn and {got.output:,} characters of terminal output a frame")
    ratio_label = f"{BIGGEST}/{SMALL}"
    print(f"{'':42}" + "".join(f"{f'{n}x{n}':>15}" for n, _ in MAPS) + f"{ratio_label:>8}")
    rows: list[tuple[str, str, bool]] = [
        ("(a) map lines, render_line x{h}", "lines", True),
        ("(a') the same, caches cleared", "cold", True),
        ("(b) frame: whole screen + output", "frame", True),
        ("(b) the same, CPU time of the thread", "frame_cpu", True),
        ("(b') back to the place just shown", "back", True),
        ("(e) walking sideways, a hex a frame", "walk", True),
        ("(d) frame after a cursor move, no scroll", "cursor", True),
        ("(c) latency through the event loop", "latency", True),
        ("no colour: (a) map lines", "lines", False),
        ("no colour: (b) frame", "frame", False),
    ]
    for label, field, colour in rows:
        cells = [stats(getattr(results[n, colour], field)) if getattr(results[n, colour],
                                                                        field) else None
                 for n, _ in MAPS]
        print(f"{label.format(h=big.drawn):42}"
              + "".join(f"{cell[0]:>8.2f} /{cell[1]:>5.1f}" if cell else f"{'-':>15}"
                        for cell in cells)
              + (f"{cells[-1][0] / cells[0][0]:>8.2f}" if cells[0] and cells[-1] else ""))
    for colour in (True, False):
        p95 = stats(results[AIMED, colour].frame)[1]
        ratio = stats(results[BIGGEST, colour].frame)[0] / stats(results[SMALL, colour].frame)[0]
        lines_ratio = (stats(results[BIGGEST, colour].lines)[0]
                       / stats(results[SMALL, colour].lines)[0])
        what = "" if colour else " (no colour)"
        print(f"aim{what}: a redraw (b) under {AIM_FRAME:.0f} ms at p95 on {AIMED}x{AIMED} -> "
              f"{'met' if p95 < AIM_FRAME else 'NOT met'} ({p95:.2f} ms); "
              f"{BIGGEST}x{BIGGEST} at most {AIM_RATIO}x {SMALL}x{SMALL} (medians) -> "
              f"{'met' if ratio <= AIM_RATIO else 'NOT met'} ((b) {ratio:.2f}x; "
              f"(a) {lines_ratio:.2f}x)")
    if profile:
        show_profile(boards[AIMED], runs)


def show_profile(data: Board, runs: int) -> None:
    """cProfile of (b) on the big map: the costliest functions and where time goes."""
    profiler = cProfile.Profile()
    asyncio.run(measure_redraw(data, "middle", True, runs, profiler))
    table = pstats.Stats(profiler)
    raw: dict[Any, Any] = table.stats  # type: ignore[attr-defined]
    total = sum(row[2] for row in raw.values())

    def cumulative(match: Callable[[str, str], bool]) -> float:
        return sum(row[3] for (path, _, name), row in raw.items() if match(path, name))

    print(f"PROFILE of (b) on {AIMED}x{AIMED} (cProfile, {runs} frames, "
          f"{total * 1000 / runs:.1f} ms a frame under the profiler); share of the frame:")
    parts = {
        "HexGrid.render_line (hexterm)": lambda p, n: p.endswith("widgets/hexgrid.py")
        and n == "render_line",
        "  of which HexMap.text": lambda p, n: p.endswith("planisphere/map.py")
        and n == "text",
        "  of which Strip.crop": lambda p, n: p.endswith("strip.py") and n == "crop",
        "StylesCache.render_line (textual, incl. the above)":
            lambda p, n: p.endswith("_styles_cache.py") and n == "render_line",
        "line filters (ANSI->truecolour)": lambda p, n: p.endswith("strip.py")
        and n == "apply_filter",
        "CompositorUpdate.render_segments (output)": lambda p, n: p.endswith("_compositor.py")
        and n == "render_segments",
        "Compositor._render_chops": lambda p, n: p.endswith("_compositor.py")
        and n == "_render_chops",
    }
    for label, match in parts.items():
        print(f"  {label:52}{cumulative(match) / total:>7.0%}")
    own = sum(row[2] for (path, _, _), row in raw.items() if "/hexterm/" in path)
    rich = sum(row[2] for (path, _, _), row in raw.items() if "/rich/" in path)
    textual = sum(row[2] for (path, _, _), row in raw.items() if "/textual/" in path)
    print(f"  own time by package: hexterm {own / total:.0%}, textual {textual / total:.0%}, "
          f"rich {rich / total:.0%}, other {1 - (own + rich + textual) / total:.0%}")
    print("  costliest functions (own time):")
    table.sort_stats("tottime").print_stats(12)


def main(argv: list[str] | None = None) -> None:
    options = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    options.add_argument("--starts", type=int, default=5, help="launches of each command")
    options.add_argument("--frames", type=int, default=60, help="timed redraws per map")
    options.add_argument("--quick", action="store_true", help="2 launches, 15 redraws")
    options.add_argument("--only", choices=("start", "redraw", "rulesets"))
    options.add_argument("--profile", action="store_true",
                         help="cProfile the big map's frame (b)")
    args = options.parse_args(argv)
    if args.quick:
        args.starts, args.frames = 2, 15
    gc.collect()
    if args.only in (None, "start"):
        bench_start(args.starts)
    if args.only in (None, "redraw"):
        if args.only is None:
            print()
        bench_redraw(args.frames, args.profile)
    if args.only in (None, "rulesets"):
        from benchmarks.tui_rulesets import bench_rulesets

        if args.only is None:
            print()
        bench_rulesets(args.frames, args.starts, args.profile)


if __name__ == "__main__":
    main()
