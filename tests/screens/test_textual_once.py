"""Work Textual did more than once as a screen opens, done once
(hexterm/screens/shared/textual_once.py), and the deadline line drawn only when its
words change (hexterm/widgets/deadline.py).

From a game's hand-off to its map, each footer composes its keys again only when the
keys it shows changed, and its keys are never made compact to be made wide again; a
footer whose bindings change shows the new ones. The map's first frame is drawn once
it knows its size: already centred on the seat's home. A strip written to the terminal
joins its runs of one style: the same cells in the same colours, fewer bytes. A strip cut
whole is itself, not kept in its own caches: the map's frames leave no strip for the
garbage collector to free. A deadline line
that counts down a second without its words changing is not drawn again.
"""

from __future__ import annotations

import asyncio
import functools
import gc
import itertools
import re
import weakref
from pathlib import Path
from typing import Any, ClassVar

import pytest
from rich.console import Console
from rich.segment import Segment
from rich.style import Style
from textual import _callback as callback
from textual._compositor import Compositor
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.pilot import Pilot
from textual.screen import Screen
from textual.strip import Strip
from textual.widgets import Footer, Input
from textual.widgets._footer import FooterKey

from hexterm.app import HextermApp
from hexterm.engine.deadlines import DAY, Policy
from hexterm.engine.seats import Seat
from hexterm.save import savegame
from hexterm.screens.planisphere.map import HexMap
from hexterm.screens.shared import textual_once
from hexterm.table import create_game
from hexterm.widgets.deadline import DeadlineLine
from tests.helpers.waits import until

T0 = 1_700_000_000


@pytest.fixture
def composed(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, tuple[object, ...]]]:
    """Every footer's compose with its keys from now on: (the footer's id, its keys)."""
    made: list[tuple[int, tuple[object, ...]]] = []
    textual_once.install()
    leaner = Footer.compose

    def compose(footer: Footer) -> Any:
        if footer._bindings_ready:
            made.append((id(footer), textual_once.keys_shown(footer)))
        return leaner(footer)

    monkeypatch.setattr(Footer, "compose", compose)
    return made


@pytest.fixture
def restyled(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The classes each footer key was given or lost from now on (each restyles it),
    the palette's key named apart."""
    changes: list[str] = []
    textual_once.install()
    textuals = FooterKey.set_class

    def set_class(key: FooterKey, add: bool, *names: str, update: bool = True) -> Any:
        if add != key.has_class(*names):
            palette = " (palette)" if key.has_class("-command-palette") else ""
            changes.append(("+" if add else "-") + " ".join(names) + palette)
        return textuals(key, add, *names, update=update)

    monkeypatch.setattr(FooterKey, "set_class", set_class)
    return changes


def test_from_the_hand_off_to_the_map_a_footer_composes_each_set_of_keys_once(
        tmp_path: Path, composed: list[tuple[int, tuple[object, ...]]],
        restyled: list[str]) -> None:
    save = tmp_path / "g.hexsave"
    create_game(save, "planisphere", None, [Seat("alice", "glaces"), Seat("bob", "liberia")],
                1, now=lambda: T0)

    async def play() -> None:
        app = HextermApp(tmp_path, save, "alice", served=True, idle=0)
        async with app.run_test(size=(100, 40)) as pilot:
            await until(pilot, lambda: type(app.screen).__name__ == "HandOffScreen"
                        and bool(app.screen.query(FooterKey)), "the hand-off's keys")
            await pilot.press("enter")
            await until(pilot, lambda: type(app.screen).__name__ == "PlayScreen"
                        and bool(app.screen.query(FooterKey)), "the map's keys")
            await pilot.pause()
            shown = {key.description for key in app.screen.query(FooterKey)}
            assert {"Layer", "Order", "Submit"} <= shown  # the map's own keys

    asyncio.run(play())
    footers = {footer for footer, _ in composed}
    assert len(footers) == 2  # the hand-off's footer and the map's
    for footer in footers:
        keys = [shown for made, shown in composed if made == footer]
        assert all(before != after for before, after in itertools.pairwise(keys)), \
            "a footer composed the same keys again"
    # no key made compact then wide again: only the palette's key, compact in Textual's
    # footer whatever the footer's setting, is made so (once a footer)
    assert restyled == ["+-compact (palette)"] * 2


async def past_the_hand_off(pilot: Pilot[Any]) -> None:
    """The seat's hand-off waited for, then Enter: on to its map."""
    await until(pilot, lambda: type(pilot.app.screen).__name__ == "HandOffScreen",
                "the hand-off")
    await pilot.press("enter")


def test_the_maps_first_frame_is_drawn_centred_on_the_seats_home(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    save = tmp_path / "g.hexsave"
    create_game(save, "planisphere", None, [Seat("alice", "glaces"), Seat("bob", "liberia")],
                1, now=lambda: T0)
    textual_once.install()
    drawn: list[tuple[int, int]] = []  # the map's scroll at each frame of the map drawn
    textuals = textual_once._COMPOSITOR_REFRESH

    def draw(screen: Screen[Any]) -> None:
        maps = screen.query(HexMap)
        if maps:
            drawn.append((int(maps.first().scroll_x), int(maps.first().scroll_y)))
        textuals(screen)

    monkeypatch.setattr(textual_once, "_COMPOSITOR_REFRESH", draw)

    async def play() -> None:
        app = HextermApp(tmp_path, save, "alice", served=True, idle=0)
        async with app.run_test(size=(100, 40)) as pilot:
            await past_the_hand_off(pilot)
            await until(pilot, lambda: bool(drawn) and bool(app.screen.query(FooterKey)),
                        "the map drawn with its keys")
            await pilot.pause()
            hexmap = app.screen.query_one(HexMap)
            centred = (int(hexmap.scroll_x), int(hexmap.scroll_y))
            assert centred != (0, 0)  # glaces' home is not in the world's corner
            assert drawn[0] == centred  # the first frame already shows it centred

    asyncio.run(play())


class TwoFields(Screen[None]):
    BINDINGS: ClassVar[list[Binding]] = [Binding("f2", "nothing", "Nothing")]

    def compose(self) -> ComposeResult:
        yield Input(id="one")
        yield Input(id="two")
        yield Footer()


class FooterApp(App[None]):
    def on_mount(self) -> None:
        textual_once.install()
        self.push_screen(TwoFields())


def test_a_footer_composes_again_when_its_keys_change_and_not_when_they_stay(
        composed: list[tuple[int, tuple[object, ...]]]) -> None:
    async def run() -> None:
        app = FooterApp()
        async with app.run_test(size=(80, 10)) as pilot:
            await until(pilot, lambda: bool(app.screen.query(FooterKey)), "the footer's keys")
            before = len(composed)
            for field in ("#two", "#one", "#two"):  # the focus moves: the same keys
                app.screen.query_one(field).focus()
                await pilot.pause()
            app.screen.refresh_bindings()
            await pilot.pause()
            assert len(composed) == before
            keys = app.screen._bindings.key_to_bindings
            keys["f2"] = [Binding("f2", "nothing", "Something else")]
            app.screen.refresh_bindings()
            await until(pilot, lambda: "Something else" in {
                key.description for key in app.screen.query(FooterKey)}, "the new key")
            assert len(composed) == before + 1

    asyncio.run(run())


def cells(written: str) -> list[tuple[str, str]]:
    """Each character a terminal shows from `written`, with the colours it has (the
    escape sequence in force; a reset clears it)."""
    shown, sgr = [], ""
    for part in re.split(r"(\x1b\[[0-9;]*m)", written):
        if part.startswith("\x1b["):
            sgr = "" if part in ("\x1b[0m", "\x1b[m") else part
        else:
            shown += [(sgr, char) for char in part]
    return shown


def test_a_strip_is_written_with_its_runs_of_one_style_joined() -> None:
    textual_once.install()
    console = Console(color_system="256", force_terminal=True)
    bar, thumb = Style(color="color(253)", bgcolor="color(16)"), Style(bgcolor="color(4)")
    segments = [Segment(" ", bar)] * 20 + [Segment("▋", thumb)] + [Segment(" ", bar)] * 45
    lean = Strip(segments, 66).render(console)
    textuals = textual_once._RENDER(Strip(segments, 66), console)
    assert cells(lean) == cells(textuals)  # the same cells, the same colours
    assert lean.count("\x1b[0m") == 3  # three runs, one reset each (66 in Textual's)
    assert len(lean) < len(textuals) / 10


class Watched(Strip):
    """A strip a weak reference can follow (Textual's have no slot for one)."""

    __slots__ = ("__weakref__",)


RUNS = [Segment("ab", Style(bold=True)), Segment("cde"), Segment("f", Style(color="red"))]


def test_a_strip_cut_whole_is_itself_and_freed_by_its_last_reference() -> None:
    textual_once.install()
    strip = Watched(RUNS, 6)
    assert strip.divide([6]) == [strip] and strip.divide([6])[0] is strip
    assert strip.divide(iter([6, 9])) == [strip]  # a cut past its end is no cut
    assert strip.crop_extend(0, 6, None) is strip
    assert strip.crop_extend(-2, 6, Style(bold=True)) is strip
    followed = weakref.ref(strip)
    collecting = gc.isenabled()
    gc.disable()  # only its references free it
    try:
        del strip
        assert followed() is None
    finally:
        if collecting:
            gc.enable()


CUTS = [[6], [2, 6], [1, 3, 6], [3], [2, 9], [0, 6], [6, 6]]
CROPS = [(0, 6), (-1, 6), (0, 4), (2, 6), (1, 9), (0, 9), (4, 4)]


@pytest.mark.parametrize("cuts", CUTS)
def test_a_strip_divides_as_textuals_does(cuts: list[int]) -> None:
    textual_once.install()
    lean = Strip(RUNS, 6).divide(cuts)
    textuals = textual_once._DIVIDE(Strip(RUNS, 6), cuts)
    assert [(list(s), s.cell_length) for s in lean] == [(list(s), s.cell_length)
                                                        for s in textuals]


@pytest.mark.parametrize(("start", "end"), CROPS)
def test_a_strip_crops_and_extends_as_textuals_does(start: int, end: int) -> None:
    textual_once.install()
    pad = Style(bgcolor="blue")
    lean = Strip(RUNS, 6).crop_extend(start, end, pad)
    textuals = textual_once._CROP_EXTEND(Strip(RUNS, 6), start, end, pad)
    assert (list(lean), lean.cell_length) == (list(textuals), textuals.cell_length)


def test_scrolling_the_map_leaves_no_strip_for_the_garbage_collector(
        tmp_path: Path) -> None:
    save = tmp_path / "g.hexsave"
    create_game(save, "planisphere", None, [Seat("alice", "glaces"), Seat("bob", "liberia")],
                1, now=lambda: T0)
    left: list[int] = []

    async def play() -> None:
        app = HextermApp(tmp_path, save, "alice", served=True, idle=0)
        async with app.run_test(size=(100, 40)) as pilot:
            await past_the_hand_off(pilot)
            await until(pilot, lambda: bool(app.screen.query(HexMap)), "the map")
            hexmap = app.screen.query_one(HexMap)
            await pilot.pause()
            gc.collect()
            gc.set_debug(gc.DEBUG_SAVEALL)  # what the collector frees is kept, to count
            try:
                for step in range(1, 9):  # a frame after each scroll
                    hexmap.scroll_to(step * 3, step, animate=False, immediate=True)
                    await pilot.pause()
                    hexmap.refresh()
                    await pilot.wait_for_scheduled_animations()
                    await pilot.pause()
                gc.collect()
                left.append(sum(isinstance(thing, Strip) for thing in gc.garbage))
            finally:
                gc.set_debug(0)
                gc.garbage.clear()

    asyncio.run(play())
    assert left == [0]


def test_a_deadline_line_is_drawn_again_only_when_its_words_change(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    save = tmp_path / "g.hexsave"
    create_game(save, "planisphere", None, [Seat("alice", "glaces"), Seat("bob", "liberia")],
                1, deadline=Policy(2 * DAY), now=lambda: T0)
    game = savegame.load(save)
    clock = [T0 + 60]  # a minute into the two days: "Deadline in 1 d 23 h"

    class LineApp(App[None]):
        def compose(self) -> ComposeResult:
            yield DeadlineLine(game.timing, lambda: clock[0], id="timed")
            yield DeadlineLine(None, lambda: clock[0], id="none")

    async def run() -> None:
        app = LineApp()
        async with app.run_test(size=(80, 5)) as pilot:
            line = app.query_one("#timed", DeadlineLine)
            none = app.query_one("#none", DeadlineLine)
            updates: list[str] = []  # the words each line is given from now on
            textuals = DeadlineLine.update

            def update(widget: DeadlineLine, content: Any = "", **options: Any) -> None:
                updates.append(str(content))
                textuals(widget, content, **options)

            monkeypatch.setattr(DeadlineLine, "update", update)
            first = line.said()
            assert first.startswith("Deadline in 1 d 23 h")
            for _ in range(3):  # three ticks within the same hour: the same words
                clock[0] += 1
                line.count_down()
                none.count_down()
            assert updates == [] and not none.display
            clock[0] += 3600  # an hour later: other words, drawn once
            line.count_down()
            line.count_down()
            assert updates == [line.said()] and updates[0].startswith("Deadline in 1 d 22 h")
            await pilot.pause()

    asyncio.run(run())


def test_from_the_hand_off_the_map_is_drawn_whole_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """From the hand-off's enter to the map settled with its keys, the map screen is
    drawn whole once (its first frame, already centred); what changes after it (its
    footer's keys) is drawn in part."""
    save = tmp_path / "g.hexsave"
    create_game(save, "planisphere", None, [Seat("alice", "glaces"), Seat("bob", "liberia")],
                1, now=lambda: T0)
    textual_once.install()
    whole: list[str] = []  # the screen of each whole frame drawn
    textuals = Compositor.render_full_update

    def render_full_update(compositor: Compositor, simplify: bool = False) -> Any:
        if compositor.root is not None:
            whole.append(type(compositor.root).__name__)
        return textuals(compositor, simplify)

    monkeypatch.setattr(Compositor, "render_full_update", render_full_update)

    async def play() -> None:
        app = HextermApp(tmp_path, save, "alice", served=True, idle=0)
        async with app.run_test(size=(100, 40)) as pilot:
            await until(pilot, lambda: type(app.screen).__name__ == "HandOffScreen"
                        and bool(app.screen.query(FooterKey)), "the hand-off's keys")
            await pilot.pause()
            del whole[:]
            await pilot.press("enter")
            await until(pilot, lambda: type(app.screen).__name__ == "PlayScreen"
                        and bool(app.screen.query(FooterKey)), "the map's keys")
            for _ in range(5):  # the frames of what follows the map's first layout
                await pilot.pause(0.02)
            assert "Layer" in " ".join(key.description for key in app.screen.query(FooterKey))

    asyncio.run(play())
    assert whole.count("PlayScreen") == 1, whole


def test_a_callbacks_parameters_are_counted_once_and_as_textual_counts_them(
        monkeypatch: pytest.MonkeyPatch) -> None:
    textual_once.install()
    counted: list[object] = []
    textuals = textual_once._COUNT

    def count(func: Any) -> int:
        counted.append(func)
        return textuals(func)

    monkeypatch.setattr(textual_once, "_COUNT", count)

    def three(a: int, b: int, c: int = 0) -> None: ...

    class Handlers:
        def two(self, a: int, b: int) -> None: ...

    handlers = Handlers()
    for _ in range(3):  # as `call_later` gives them: a partial made anew each time
        assert callback.count_parameters(functools.partial(three, 1)) == 2
        assert callback.count_parameters(functools.partial(handlers.two, 1)) == 1
    assert counted == [three, handlers.two]  # each signature read once
    assert callback.count_parameters(lambda x, y: None) == 2
    assert callback.count_parameters(Handlers().two) == 2  # bound: self left out


def test_warmed_every_textual_handler_is_counted_before_any_app_runs(
        monkeypatch: pytest.MonkeyPatch) -> None:
    textual_once.warm()
    counted: list[object] = []
    monkeypatch.setattr(textual_once, "_COUNT", lambda func: counted.append(func) or 0)
    footer = Footer()
    assert callback.count_parameters(functools.partial(footer.bindings_changed)) == 1
    assert callback.count_parameters(functools.partial(Screen._on_resize)) == 2
    assert counted == []  # known already: counted in the warm-up (a fork server's)
