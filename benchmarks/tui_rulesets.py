"""The other rulesets' maps at the speed of the terminal: start, and redraw after a scroll
or a cursor move (issue 29), for the SAGA road map, the Novlémia map and the tactical
board (`benchmarks/tui.py --only rulesets`; `tui.py` measures the Planisphère's).

Games: each ruleset's built-in scenario (hexterm/scenarios/) at its biggest: the SAGA
campaign of 6 players (the rulebook's most; 27 terrains, 7×4) at the declarations, a
band of 6 points for each player at its home and one beside it; Novlémia's 26×26 world
(two nations, alice's view); the tactical ford (12×10, alice's go). Then generated
bigger ones, each as its ruleset's scenario format allows: Novlémia at 99×99 (the most
`map.cols`/`rows` take, every cell of alice's view known, so that each hex paints its
terrain), the tactical board at 128×128 (the most `size` takes; the ford's ground and
units repeated over it) and a SAGA map of 16×10 terrains joined by roads to their
neighbours (the format sets no bound; six homes on its edge).

Start: as `tui.py`'s (a pane of a private tmux server, 80×24): from launching `hexterm
--lang en --saves DIR play SAVE` to the hand-off's "Pass the keyboard to", then from
Enter to the seat's screen (its map's first label on the pane; on Novlémia's, whose map
opens at the explorer far from A01, the side panel's "Explorer:", drawn in the same frame).

The Planisphère's play screen on `tui.py`'s 256×256 world is timed here too (its map
alone is `tui.py`'s (b)); its start is `tui.py`'s.

Redraw: the real screen of the seat (the app run headless at 200×60, past the hand-off),
its map scrolled and its cursor moved, each followed by the frame Textual draws,
run synchronously as `tui.py`'s (b) does (`Screen._on_timer_update`: compositor,
every dirty line rendered, the terminal output built), the widgets' requests of a
refresh, a layout or a scroll handed to the screen as their messages would (`settle`).
Timed, wall and CPU (this thread), p50 and p95:
  scroll: the map's view moved (the hex maps by one hex, to the middle of the canvas or
      as far as it goes, and back; the SAGA map, which scrolls with the panels around
      it, by the panels' page down and back, and sideways by alt+right when it is wider
      than its room; a map that fits the view has no scroll: "(fits)", as the built-in
      maps at 200×60);
  move: the cursor one hex to the right and back (what an arrow key does), with the
      screen's own handler of the move run in the timed part (the side panel's text of
      the hex, the tactical unit's reach); on the SAGA map, which has no cursor, the
      band in hand changing (a declaration naming a band, then not): the map painted
      with where it can go, and back.
The aim: each under 16 ms at p95, printed met or not in wall and in CPU time, beside
the machine's load. Counted at each move: the screen's layouts (`Screen._refresh_layout`
arranging the widgets again, a scroll's excepted; the handler run in the timed part and
then again by the map's own message): a move should lay nothing out (session 38: the
Planisphère's side panel changed height at each move, 2 layouts counted here, 1 a key
pressed; now 0, the panel keeping its room, `hexterm.widgets.steady`; session 39: the
SAGA screen's 3 when the band in hand changed, the Novlémia and tactical screens' 2 a
move, now 0, their panels `Steady` too).
`--profile` adds cProfile's costliest functions of each timed frame.
"""

from __future__ import annotations

import asyncio
import contextlib
import cProfile
import gc
import pstats
import shlex
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.tui import AIM_FRAME, AIM_START, BIN, VIEW, Tmux, load, start_times, stats
from hexterm.engine import game as games
from hexterm.engine.game import Game
from hexterm.engine.seats import Seat
from hexterm.save import savegame
from hexterm.worlds import load_scenario

# --- games ---------------------------------------------------------------------------

SAGA_FACTIONS = ("Vikings", "Normans", "Anglo-Danes", "Welsh", "Scots", "Byzantines")


def saga_game(scenario: dict[str, Any]) -> Game:
    """Six players at the declarations, each with a village and a band of 6 points at its
    home and a band on a neighbouring terrain."""
    seats = [Seat(f"p{n + 1}", SAGA_FACTIONS[n]) for n in range(6)]
    homes = scenario["homes"]["6"]
    near = {name: [b if a == name else a for a, b in scenario["roads"] if name in (a, b)]
            for name in homes}
    bands = []
    lords = iter(("Ragnar", "Sigurd", "Rollo", "William", "Harald", "Bjorn", "Olaf", "Erik",
                  "Hakon", "Ivar", "Ulf", "Knut"))
    for seat, home in zip(seats, homes, strict=True):
        for terrain in (home, near[home][0]):
            bands.append({"name": next(lords), "seat": seat.name, "terrain": terrain,
                          "units": {"warriors": [4], "levies": [2]}})
    villages = [{"terrain": home, "seat": seat.name}  # a campaign set with its bands:
                for seat, home in zip(seats, homes, strict=True)]  # each a village too
    game = games.new_game("saga", {**scenario, "band": bands, "village": villages}, seats, 7)
    for seat in game.step.seats:
        game = games.submit_orders(game, seat, "")
    game = games.resolve(game)
    assert game.step.key == "declare", game.step.key
    return game


def saga_world(cols: int, rows: int) -> dict[str, Any]:
    """A SAGA map of cols×rows terrains, each joined to its neighbours, homes on the edge."""
    kinds = ("normal", "normal", "developed", "normal", "prestigious")
    terrain = [{"name": f"T{x:02d}{y:02d}", "kind": kinds[(x * 7 + y * 3) % 5], "at": [x, y]}
               for y in range(rows) for x in range(cols)]
    roads = [[f"T{x:02d}{y:02d}", f"T{x + dx:02d}{y + dy:02d}"] for y in range(rows)
             for x in range(cols) for dx, dy in ((1, 0), (0, 1))
             if x + dx < cols and y + dy < rows]
    edge = [(0, 0), (cols // 2, 0), (cols - 1, 0), (0, rows - 1), (cols // 2, rows - 1),
            (cols - 1, rows - 1)]
    homes = {str(n): [f"T{x:02d}{y:02d}" for x, y in edge[:n]] for n in range(2, 7)}
    for name in {h for names in homes.values() for h in names}:
        next(t for t in terrain if t["name"] == name)["kind"] = "normal"
    return {"title": "Generated", "ruleset": "saga", "roads": roads, "terrain": terrain,
            "homes": homes}


def novlemia_game(scenario: dict[str, Any], known: bool) -> Game:
    """alice (Scanthénie) and bob (Karvénie); `known`: every cell of the world discovered."""
    game = games.new_game("novlemia", scenario, [Seat("alice", "scanthenie"),
                                                 Seat("bob", "karvenie")], 5)
    if known:
        from dataclasses import replace

        from hexterm.engine.hexgrid import Hex
        from hexterm.engine.novlemia.model import Cell
        from hexterm.engine.novlemia.tables import Terrain

        size = scenario["map"]
        terrains = [t for t in Terrain if t is not Terrain.WATER]
        owners = [None, None, "scanthenie", "karvenie"]
        cells = dict(game.state.cells)
        for row in range(size["rows"]):
            for col in range(1, size["cols"]):
                place = Hex.from_offset(col, row)
                if place not in cells:
                    cells[place] = Cell(terrains[(col * 5 + row * 3) % len(terrains)],
                                        owner=owners[(col // 4 + row // 4) % 4])
        game = replace(game, state=replace(game.state, cells=cells))
    return game


def tactical_world(scenario: dict[str, Any], cols: int, rows: int) -> dict[str, Any]:
    """The ford's ground repeated over a cols×rows field, its units where they were."""
    ground = scenario["ground"]
    tiled = [(ground[r % len(ground)] * (cols // len(ground[0]) + 1))[:cols]
             for r in range(rows)]
    return {**scenario, "size": [cols, rows], "ground": tiled}


def tactical_game(scenario: dict[str, Any]) -> Game:
    return games.new_game("tactical", scenario, [Seat("alice", "North"), Seat("bob", "South")],
                          1)


def planisphere_game() -> Game:
    """`tui.py`'s 256×256 world (8 factions, a unit per 4 hexes), s0 at the keyboard."""
    from benchmarks.tui import AIMED, make_game

    return make_game(AIMED, AIMED)


@dataclass
class Case:
    """A ruleset's game whose map is timed."""

    name: str
    make: Callable[[], Game]
    shown: str  # text on the seat's screen once its map is drawn (80×24)
    sealed: bool = False  # the step is sealed: a hand-off first
    started: bool = True  # its start timed here (the Planisphère's is `tui.py`'s)


def cases() -> list[Case]:
    saga, _ = load_scenario("saga", None)
    novlemia, _ = load_scenario("novlemia", None)
    tactical, _ = load_scenario("tactical", None)
    big_novlemia = {**novlemia, "map": {"cols": 99, "rows": 99}}
    return [
        Case("Planisphere generated 256x256", planisphere_game, "", True, False),
        Case("SAGA built-in 7x4, 6 players", lambda: saga_game(saga), "Varn    ──"),
        Case("SAGA generated 16x10, 6 players", lambda: saga_game(saga_world(16, 10)),
             "T0000 "),
        Case("Novlemia built-in 26x26", lambda: novlemia_game(novlemia, False), "Explorer: ",
             True),
        Case("Novlemia generated 99x99, all known",
             lambda: novlemia_game(big_novlemia, True), "Explorer: ", True),
        Case("tactical built-in 12x10", lambda: tactical_game(tactical), "A01"),
        Case("tactical generated 128x128",
             lambda: tactical_game(tactical_world(tactical, 128, 128)), "A01"),
    ]


# --- redraw in the seat's screen ------------------------------------------------------

@dataclass
class Frames:
    scroll: list[float] = field(default_factory=list)
    scroll_cpu: list[float] = field(default_factory=list)
    move: list[float] = field(default_factory=list)
    move_cpu: list[float] = field(default_factory=list)
    layouts: list[int] = field(default_factory=list)  # the screen's layouts at a move
    what: str = ""  # the map's size and view


async def measure(path: Path, runs: int,
                  profile: cProfile.Profile | None = None) -> Frames:
    """Time `runs` scrolls and `runs` moves of the seat's map, each with its frame."""
    from textual import messages
    from textual._compositor import CompositorUpdate

    from hexterm.app import HextermApp
    from hexterm.screens.novlemia.map import NovMap
    from hexterm.screens.planisphere.map import HexMap
    from hexterm.screens.saga.map import CampaignMap
    from hexterm.screens.shared.handoff import HandOffScreen

    app = HextermApp(path.parent, path, None)
    drawn = [0]
    display = app._display

    def display_for_real(screen: Any, renderable: Any) -> None:
        if isinstance(renderable, CompositorUpdate):
            renderable.render_segments(app.console)  # what a real terminal is sent
            drawn[0] += 1
        display(screen, renderable)

    app._display = display_for_real  # type: ignore[method-assign]
    result = Frames()
    async with app.run_test(size=VIEW) as pilot:
        deadline = time.perf_counter() + 120
        while not app.screen.query("HexMap, NovMap, TacticalMap, CampaignMap"):
            if isinstance(app.screen, HandOffScreen):
                await pilot.press("enter")
            await pilot.pause()
            if time.perf_counter() > deadline:
                raise RuntimeError(f"no map on {type(app.screen).__name__}")
        for _ in range(5):
            await pilot.pause()
        screen = app.screen
        cpu = [0.0]
        layouts = [0]
        refresh_layout = screen._refresh_layout

        def counted_layout(size: Any = None, scroll: bool = False) -> None:
            """The screen's layout, counted when it arranges the widgets again (not a
            scroll's, which only moves what is shown)."""
            if not (scroll and not screen._layout_widgets):
                layouts[0] += 1
            refresh_layout(size, scroll)

        screen._refresh_layout = counted_layout  # type: ignore[method-assign]
        handlers = {messages.Update: screen._on_update, messages.Layout: screen._on_layout,
                    messages.UpdateScroll: screen._on_update_scroll}

        def settle() -> None:
            """What the widgets' idle checks and the screen's handlers of their messages
            do before a frame (Update, Layout, UpdateScroll), synchronously."""
            post = screen.post_message

            def deliver(message: Any) -> bool:
                handler = handlers.get(type(message))
                if handler is None:
                    return post(message)
                with contextlib.suppress(StopIteration):  # no await in them: done at once
                    handler(message).send(None)
                return True

            screen.post_message = deliver  # type: ignore[method-assign]
            try:
                for widget in screen.walk_children(with_self=True):
                    widget._check_refresh()
            finally:
                del screen.post_message

        def frame(act: Callable[[], None]) -> float:
            before = drawn[0]
            if profile is not None:
                profile.enable()
            start, start_cpu = time.perf_counter(), time.thread_time()
            act()
            settle()
            screen._on_timer_update()
            end, cpu[0] = time.perf_counter(), time.thread_time() - start_cpu
            if profile is not None:
                profile.disable()
            assert drawn[0] == before + 1, "no frame was drawn"
            return end - start

        scrolls: list[Callable[[], None]]
        moves: list[Callable[[], None]]
        hexmaps = screen.query("HexMap, NovMap, TacticalMap")
        if hexmaps:
            grid: Any = hexmaps.first()
            handler = (screen.on_hex_map_moved if isinstance(grid, HexMap)  # type: ignore[attr-defined]
                       else screen.on_nov_map_moved if isinstance(grid, NovMap)  # type: ignore[attr-defined]
                       else screen.on_tactical_map_moved)  # type: ignore[attr-defined]
            target = (grid.max_scroll_x // 2, grid.max_scroll_y // 2)
            nearby = (max(0, target[0] - grid.layout_.stride), max(0, target[1] - 2))

            def scroll_to(x: int, y: int) -> Callable[[], None]:
                def act() -> None:
                    grid.scroll_to(x, y, animate=False, immediate=True)
                return act

            scrolls = [scroll_to(*nearby), scroll_to(*target)] if nearby != target else []
            grid.scroll_to(*target, animate=False, immediate=True)
            view = grid.scrollable_content_region
            middle = ((target[0] + view.width // 2) // grid.layout_.stride,
                      (target[1] + view.height // 2) // 2)
            middle = (min(middle[0], grid.layout_.cols - 2), min(middle[1],
                                                                grid.layout_.rows - 1))
            grid.cursor = middle
            await pilot.pause()

            def move_to(col: int, row: int) -> Callable[[], None]:
                def act() -> None:
                    grid.cursor = (col, row)
                    handler(type(grid).Moved(col, row))
                return act

            moves = [move_to(middle[0] + 1, middle[1]), move_to(*middle)]
            result.what = (f"canvas {grid.virtual_size.width}x{grid.virtual_size.height}, "
                           f"map view {view.width}x{view.height}")
        else:
            campaign = screen.query_one(CampaignMap)
            panels = screen.query_one("#saga-panels")
            board = screen.query_one("#saga-board")
            seat_bands = [name for name, band in screen.view["bands"].items()  # type: ignore[attr-defined]
                          if band["seat"] == screen.seat]  # type: ignore[attr-defined]

            def page(way: int) -> Callable[[], None]:
                """Page down (1) or back up (-1) the panels, and the map sideways by
                half its room (alt+right, alt+left) when it is wider."""
                down = min(panels.max_scroll_y, panels.scrollable_content_region.height - 1)
                right = min(board.max_scroll_x, board.scrollable_content_region.width // 2)

                def act() -> None:
                    panels.scroll_to(y=down if way > 0 else 0, animate=False, immediate=True)
                    board.scroll_to(x=right if way > 0 else 0, animate=False, immediate=True)
                return act

            def hand(text: str) -> Callable[[], None]:
                def act() -> None:
                    screen.show_hand(text)  # type: ignore[attr-defined]
                return act

            scrolls = [page(1), page(-1)] if panels.max_scroll_y or board.max_scroll_x else []
            moves = [hand(f"move {seat_bands[0]} "), hand("")]
            result.what = (f"map {campaign.size.width}x{campaign.size.height} in a board of "
                           f"{board.size.width} columns, panels {panels.size.height} lines")
        for act in scrolls + moves:  # warm up
            frame(act)
            await pilot.pause()
        for turn in range(runs if scrolls else 0):
            result.scroll.append(frame(scrolls[turn % 2]))
            result.scroll_cpu.append(cpu[0])
            await pilot.pause()
        for turn in range(runs):
            layouts[0] = 0
            result.move.append(frame(moves[turn % 2]))
            result.move_cpu.append(cpu[0])
            await pilot.pause()
            result.layouts.append(layouts[0])  # the frame's, and any its messages asked
    return result


def saves(folder: Path) -> list[tuple[Case, Path]]:
    made = []
    for n, case in enumerate(cases()):
        game = case.make()
        path = folder / f"r{n}.hexsave"
        savegame.save(path, game)
        made.append((case, path))
    return made


def bench_rulesets(runs: int, starts: int, profile: bool) -> None:
    folder = Path(tempfile.mkdtemp(prefix="hexterm-bench-rulesets-"))
    made = saves(folder)
    gc.collect()
    print(f"RULESETS' MAPS: redraw at {VIEW[0]}x{VIEW[1]} in the seat's screen, ms, "
          f"median / p95 of {runs} ({load()} before)")
    figures: list[tuple[str, Frames]] = []
    profiler = cProfile.Profile() if profile else None
    for case, path in made:
        got = asyncio.run(measure(path, runs))
        figures.append((case.name, got))
        print(f"  {case.name}: {got.what}")
    print(f"{'':40}{'scroll wall':>16}{'scroll CPU':>16}{'move wall':>16}{'move CPU':>16}"
          f"{'layouts':>8}  aim: wall, CPU")

    def met(*times: list[float]) -> str:
        return "met" if max(stats(t)[1] for t in times if t) < AIM_FRAME else "NOT met"

    for name, got in figures:
        cells = [stats(times) if times else None
                 for times in (got.scroll, got.scroll_cpu, got.move, got.move_cpu)]
        print(f"{name:40}" + "".join(f"{c[0]:>9.2f} /{c[1]:>5.1f}" if c else
                                     f"{'(fits)':>16}" for c in cells)
              + f"{max(got.layouts):>8}"
              + f"  {met(got.scroll, got.move)}, {met(got.scroll_cpu, got.move_cpu)}")
    print(f"aim: each redraw (scroll, move) under {AIM_FRAME:.0f} ms at p95, in wall time "
          f"(and in CPU time, which the machine's other work sways less; {load()} after); "
          f"layouts: the most a move cost (the screen arranged again), aim 0")
    if profiler is not None:
        for case, path in made:
            asyncio.run(measure(path, runs, profiler))
            print(f"PROFILE of the frames of {case.name} (cProfile, own time):")
            pstats.Stats(profiler).sort_stats("tottime").print_stats(8)
            profiler = cProfile.Profile()
    if starts:
        bench_starts([(case, path) for case, path in made if case.started], starts)


def bench_starts(made: list[tuple[Case, Path]], runs: int) -> None:
    hexterm = shlex.quote(str(BIN / "hexterm"))
    folder = made[0][1].parent
    base = f"{hexterm} --lang en --saves {shlex.quote(str(folder))}"
    tmux = Tmux()
    before = load()
    rows = []
    try:
        for case, path in made:
            command = f"{base} play {shlex.quote(str(path))}"
            if case.sealed:
                handoff, mapped = start_times(tmux, command, "Pass the keyboard to", runs,
                                              case.shown)
            else:  # an open step: the seat whose go it is, at once
                handoff, mapped = start_times(tmux, command, case.shown, runs)
            rows.append((case.name, handoff, mapped))
    finally:
        tmux.shutdown()
    print(f"START of each, {runs} launches (hexterm play SAVE in tmux, 80x24; {before} "
          f"before, {load()} after): seconds, median (slowest); an open step (SAGA, "
          f"tactical) shows the map at once, a sealed one (Novlemia) the hand-off first")
    for name, first, mapped in rows:
        said = f"hand-off {stats(first)[0] / 1000:.3f} ({max(first):.3f}), Enter -> map " \
            f"{stats(mapped)[0] / 1000:.3f} ({max(mapped):.3f})" if mapped else \
            f"map {stats(first)[0] / 1000:.3f} ({max(first):.3f})"
        worst = max(stats(first)[0], stats(mapped)[0] if mapped else 0) / 1000
        print(f"  {name:40} {said}; each under {AIM_START:.0f} s -> "
              f"{'met' if worst < AIM_START else 'NOT met'}")


if __name__ == "__main__":
    from benchmarks.tui import main

    main(["--only", "rulesets", *sys.argv[1:]])
