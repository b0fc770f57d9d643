"""The Planisphère map draws what is on screen, and what it draws is the seat's board
(issue 29: a big world's map opens at once and redraws within a frame).

A frame paints the hexes in view, however big the world (the map's count of the cells
it works out, `HexGrid.painted`); a scroll of one hex paints the column it brings in,
not the view again. The map opened from the hand-off shows, at the cursor and at each
of the world's four corners, the hex's terrain glyphs, its mark (a unit's faction
letter, lower case for the seat's own; a node's quality) and its label.
"""

from __future__ import annotations

import asyncio
import itertools
from pathlib import Path
from typing import Any

import pytest
from textual.app import App, ComposeResult

from benchmarks.worlds import scenario
from hexterm.app import HextermApp
from hexterm.engine import game as games
from hexterm.engine.hexgrid import format_label
from hexterm.engine.planisphere.views.board import board
from hexterm.engine.seats import Seat
from hexterm.save import savegame
from hexterm.screens.planisphere.map import HexMap
from tests.helpers.waits import until

VIEW = (100, 30)
FACTIONS = 4


def world(size: int) -> dict[str, Any]:
    """A generated `size`×`size` world (a unit per 8 hexes), a plain on each corner
    with: f0's unit on A01 (the seat's own), f1's on the top right, f2's on the bottom
    left, and f3's Ville on the bottom right."""
    data = scenario(size, size, FACTIONS, size * size // 8)
    land = [list(line) for line in data["map"]["terrain"]]
    last = size - 1
    for col, row in ((0, 0), (last, 0), (0, last), (last, last)):
        land[row][col] = "."
    data["map"]["terrain"] = ["".join(line) for line in land]
    corners = [format_label(c, r) for c, r in ((0, 0), (last, 0), (0, last), (last, last))]
    data["unit"] = [u for u in data["unit"] if u["hex"] not in corners]
    data["node"] = [n for n in data["node"] if n["hex"] not in corners]
    for faction, label in zip(("f0", "f1", "f2"), corners, strict=False):
        data["unit"].insert(0, {"type": "soldat", "faction": faction, "hex": label})
    data["node"].append({"hex": corners[3], "name": "Corner", "faction": "f3",
                         "quality": "ville"})
    return data


def new_game(size: int) -> games.Game:
    """Seat s0 (f0) human, the others bots."""
    seats = [Seat(f"s{i}", f"f{i}", bot=i > 0) for i in range(FACTIONS)]
    return games.new_game("planisphere", world(size), seats, 1)


class MapApp(App[None]):
    """The map alone, filling the screen."""

    CSS = "HexMap { width: 1fr; height: 1fr; }"

    def __init__(self, hexmap: HexMap) -> None:
        super().__init__()
        self.hexmap = hexmap

    def compose(self) -> ComposeResult:
        yield self.hexmap


def painted_in_view(size: int) -> tuple[int, int, int, int]:
    """(cells painted by a frame drawn afresh, cells painted after a one-hex scroll to
    the right, the view's width and height) of the map of s0 in a `size` world."""
    game = new_game(size)

    async def run() -> tuple[int, int, int, int]:
        hexmap = HexMap(board(game.state, game.seats[0]))
        app = MapApp(hexmap)
        async with app.run_test(size=VIEW) as pilot:
            await pilot.pause()
            hexmap.scroll_to(0, 0, animate=False, immediate=True)
            hexmap.cursor = (0, 0)
            await pilot.pause()
            hexmap.refresh()  # everything painted again, once
            hexmap.painted = 0
            await pilot.pause()
            await until(pilot, lambda: hexmap.painted > 0, "a frame painted")
            fresh = hexmap.painted
            hexmap.painted = 0
            hexmap.scroll_to(hexmap.layout_.stride, 0, animate=False, immediate=True)
            await pilot.pause()
            view = hexmap.scrollable_content_region
            return fresh, hexmap.painted, view.width, view.height

    return asyncio.run(run())


def test_a_frame_paints_the_hexes_on_screen_not_the_world() -> None:
    """The view is 98 columns by 29 lines (the scrollbars take the rest): hexes 5
    characters wide and 1 apart, each column of it paints at most one cell a line,
    hexes cut by the right edge included: at most 98 // 6 + 2 columns of 29 lines."""
    fresh, scrolled, width, height = painted_in_view(160)
    stride = len(format_label(159, 159)) + 1
    columns = width // stride + 2
    assert 0 < fresh <= columns * height, (fresh, columns * height)
    assert fresh >= (width // stride) * (height - 1)  # the view is filled
    # one hex to the right: the column it brings in, and the cursor's hex (its two
    # lines drawn again as the cursor left the view's first column)
    assert 0 < scrolled <= height + 2, (scrolled, height)


def test_a_frame_paints_as_much_on_a_small_world_as_on_a_big_one() -> None:
    """A 40×40 world fills the view as a 160×160 one does (its hexes are 4 characters
    and 1 apart: 40 columns are 200 wide): the frames paint about as many cells, not
    16 times as many."""
    small, _, width, height = painted_in_view(40)
    big, _, _, _ = painted_in_view(160)
    assert small <= (width // 5 + 2) * height
    assert big <= small * 1.2


# --- what the map shows, at start and at each corner ----------------------------------

def in_view(hexmap: HexMap, col: int, row: int) -> tuple[int, int]:
    """Where hex (col, row) is drawn in the map's view, checked to be in it."""
    x, y = hexmap.layout_.origin(col, row)
    sx, sy = hexmap.scroll_offset
    region = hexmap.scrollable_content_region
    assert 0 <= x - sx <= region.width - hexmap.layout_.width, "the hex is not in view"
    assert 0 <= y - sy <= region.height - 2, "the hex is not in view"
    return x - sx, y - sy


def shown(hexmap: HexMap, col: int, row: int) -> tuple[str, str]:
    """The two lines of hex (col, row) as the map draws them in its view."""
    x, y = in_view(hexmap, col, row)
    end = x + hexmap.layout_.width
    return hexmap.render_line(y).text[x:end], hexmap.render_line(y + 1).text[x:end]


def reversed_video(hexmap: HexMap, col: int, row: int) -> bool:
    """Whether hex (col, row) is drawn in reverse video (the cursor), both its lines."""
    x, y = in_view(hexmap, col, row)
    end = x + hexmap.layout_.width
    return all(segment.style is not None and bool(segment.style.reverse)
               for k in (0, 1) for segment in hexmap.render_line(y + k).crop(x, end))


def expected(game: games.Game, letters: dict[str, str], col: int, row: int,
             width: int) -> tuple[str, str]:
    """What the rules say hex (col, row) shows s0 on the terrain layer: its terrain's
    two glyphs (one terrain: its glyph twice), then its first unit's faction letter
    (lower case: s0's own) or its node's quality mark, over its label."""
    state = game.state
    place = state.size.hexes()[row * state.size.cols + col]
    glyphs = [state.labels[k].glyph for k in state.cells[place].labels]
    terrain = (glyphs * 2)[:2]
    units = sorted((u for u in state.deployed() if u.hex == place), key=lambda u: u.code)
    node = state.nodes.get(place)
    if units:
        letter = letters[units[0].faction]
        mark = letter.lower() if units[0].faction == "f0" else letter
    elif node is not None:
        mark = {"camp": "c", "ville": "V", "cite": "C"}[node.quality.value]
    else:
        mark = " "
    return ("".join(terrain) + mark).ljust(width), format_label(col, row).ljust(width)


def test_the_map_shows_the_boards_hexes_at_start_and_at_each_corner(tmp_path: Path) -> None:
    size = 160
    game = new_game(size)
    path = tmp_path / "big.hexsave"
    savegame.save(path, game)
    first = sorted((u for u in game.state.deployed() if u.faction == "f0"),
                   key=lambda u: u.code)[0]
    assert first.hex is not None

    async def run() -> None:
        app = HextermApp(path.parent, path)
        async with app.run_test(size=VIEW) as pilot:
            await until(pilot, lambda: bool(app.screen.query("#go")), "the hand-off")
            await pilot.press("enter")  # the hand-off: s0 is at the keyboard
            await until(pilot, lambda: bool(app.screen.query(HexMap)), "the map")
            hexmap = app.screen.query_one(HexMap)
            await pilot.pause()
            width = hexmap.layout_.width
            letters = hexmap.data.letters
            # at start: the cursor on s0's first unit, centred, drawn as the rules say
            assert hexmap.cursor == first.hex.to_offset()
            assert shown(hexmap, *hexmap.cursor) == expected(game, letters, *hexmap.cursor,
                                                             width)
            # the cursor moves one hex down: the two hexes drawn again, the rest kept
            home = hexmap.cursor
            assert reversed_video(hexmap, *home)
            await pilot.press("s")
            await pilot.pause()
            below = (home[0], home[1] + 1)
            assert hexmap.cursor == below
            assert reversed_video(hexmap, *below) and not reversed_video(hexmap, *home)
            assert shown(hexmap, *home) == expected(game, letters, *home, width)
            last = size - 1
            marks = []
            for col, row in ((0, 0), (last, 0), (0, last), (last, last)):
                hexmap.go(col, row)
                await pilot.pause()
                assert hexmap.cursor == (col, row)
                assert shown(hexmap, col, row) == expected(game, letters, col, row, width)
                marks.append(shown(hexmap, col, row)[0][2])
                # and the hex below or above it, drawn from the caches the scroll kept
                beside = (col, row + 1 if row == 0 else row - 1)
                assert shown(hexmap, *beside) == expected(game, letters, *beside, width)
            # the corners of the world: s0's own unit, f1's and f2's, f3's Ville
            assert marks == [letters["f0"].lower(), letters["f1"], letters["f2"], "V"]

    asyncio.run(run())


def test_what_the_map_keeps_is_bounded_and_drawn_right_after_it_starts_anew() -> None:
    """Scrolled across a 160×160 world with room for 600 columns of hexes and 37 lines:
    the caches start anew when full, and a hex is still drawn as the rules say."""
    game = new_game(160)

    async def run() -> None:
        hexmap = HexMap(board(game.state, game.seats[0]))
        hexmap.MOST_KEPT = 600  # type: ignore[misc]  # small, to fill it here
        app = MapApp(hexmap)
        async with app.run_test(size=VIEW) as pilot:
            await pilot.pause()
            stride = hexmap.layout_.stride
            for step in range(12):
                hexmap.scroll_to(step * 3 * stride, step * 4, animate=False,
                                 immediate=True)
                await pilot.pause()
                assert len(hexmap.columns) <= 600
                assert sum(len(kept) for kept in hexmap.lines.values()) <= 600 // 16 + 1
            col = hexmap.scroll_offset[0] // stride + 1
            row = hexmap.scroll_offset[1] // 2 + 1
            assert shown(hexmap, col, row) == expected(game, hexmap.data.letters, col, row,
                                                       hexmap.layout_.width)

    asyncio.run(run())


def test_a_line_is_drawn_in_one_segment_a_run_of_one_style() -> None:
    """Textual's work on a frame goes by segment: a map line is drawn with neighbouring
    hexes of the same style (the plain ones, the gaps between them) in one segment, so
    no two neighbouring segments share a style; its text is still each hex's text and
    the space after it, the seat's own unit on A01 (the cursor's hex, reversed) first."""
    game = new_game(40)

    async def run() -> list[Any]:
        hexmap = HexMap(board(game.state, game.seats[0]))
        async with MapApp(hexmap).run_test(size=VIEW) as pilot:
            await pilot.pause()
            hexmap.scroll_to(0, 0, animate=False, immediate=True)
            hexmap.cursor = (0, 0)
            await pilot.pause()
            return [hexmap.render_line(y) for y in range(2)]

    first, second = asyncio.run(run())
    data = board(game.state, game.seats[0])
    for strip in (first, second):
        segments = list(strip)
        assert len(segments) < 40, len(segments)  # two a hex, joined: far fewer
        assert all(a.style is not b.style for a, b in itertools.pairwise(segments))
    text = first.text
    assert text.startswith(data.terrain[0] + "f")  # A01: the seat's own unit
    assert second.text.startswith(format_label(0, 0) + " ")
    cursor_hex = next(iter(first))
    assert cursor_hex.style is not None and cursor_hex.style.reverse


def test_joining_segments_keeps_text_and_styles() -> None:
    """`join_alike` makes one segment of each run of the same style and keeps the rest."""
    from rich.segment import Segment
    from rich.style import Style

    from hexterm.widgets.hexgrid import PLAIN, join_alike

    red = Style(color="red")
    got = join_alike([Segment("ab", PLAIN), Segment(" ", PLAIN), Segment("cd", red),
                      Segment(" ", PLAIN), Segment("ef", PLAIN)])
    assert got == [Segment("ab ", PLAIN), Segment("cd", red), Segment(" ef", PLAIN)]
    assert join_alike([]) == []


# --- the frame's lines, handed to Textual as the map kept them -------------------------

def frames_of(hexmap: HexMap, spots: list[tuple[int, int]]
              ) -> list[tuple[list[Any], list[Any]]]:
    """At each scroll offset of `spots`: the map's lines for a frame (its own
    `render_lines`) and Textual's (its styles cache, made anew), each as segments."""
    from textual.geometry import Region
    from textual.scroll_view import ScrollView

    async def run() -> list[tuple[list[Any], list[Any]]]:
        async with MapApp(hexmap).run_test(size=VIEW) as pilot:
            await pilot.pause()
            got = []
            for x, y in spots:
                hexmap.scroll_to(x, y, animate=False, immediate=True)
                await pilot.pause()
                for crop in (Region(0, 0, *hexmap.region.size), Region(7, 3, 40, 9)):
                    own = hexmap.render_lines(crop)
                    hexmap._styles_cache.clear()
                    textual = ScrollView.render_lines(hexmap, crop)
                    got.append(([list(s) for s in own], [list(s) for s in textual]))
            return got

    return asyncio.run(run())


@pytest.mark.parametrize("colour", [True, False], ids=["colour", "plain"])
def test_the_maps_lines_are_textuals_segment_for_segment(colour: bool) -> None:
    """The map hands a frame its lines itself (`frame_lines`, no copy of each line):
    the same segments, text and style, as Textual's styles cache makes, the whole view
    and a part of it, at the top left, in the middle, scrolled as far as it goes."""
    game = new_game(60)
    hexmap = HexMap(board(game.state, game.seats[0]), colour=colour)
    stride = len(format_label(59, 59)) + 1
    spots = [(0, 0), (13 * stride + 2, 17), (10_000, 10_000), (stride, 0)]
    for own, textual in frames_of(hexmap, spots):
        assert own == textual


def test_a_scroll_sideways_makes_each_line_from_the_one_kept() -> None:
    """Scrolled one hex to the right then two back to the left: each line made from the
    line kept (its shared columns cut out of it, the new column painted) is the line
    drawn afresh, text and styles; only the columns brought in are painted."""
    game = new_game(60)
    hexmap = HexMap(board(game.state, game.seats[0]))

    async def run() -> None:
        async with MapApp(hexmap).run_test(size=VIEW) as pilot:
            await pilot.pause()
            stride = hexmap.layout_.stride
            height = hexmap.scrollable_content_region.height
            hexmap.scroll_to(10 * stride, 20, animate=False, immediate=True)
            await pilot.pause()
            for x in (11 * stride, 9 * stride):
                hexmap.painted = 0
                hexmap.scroll_to(x, 20, animate=False, immediate=True)
                await pilot.pause()
                shifted = [hexmap.render_line(y) for y in range(height)]
                # one column in at the right (or two at the left), each two lines a hex
                # at most, the cursor's hex too if it is in the view
                assert 0 < hexmap.painted <= (2 if x < 10 * stride else 1) * height + 2
                hexmap.forget_lines()
                afresh = [hexmap.render_line(y) for y in range(height)]
                assert [list(s) for s in shifted] == [list(s) for s in afresh]

    asyncio.run(run())
