"""The hex map of every ruleset: flat-top hexes drawn in text, scrollable, with a cursor.

Each hex is two lines of `Layout.width` characters: what the ruleset paints there
(`HexGrid.cell`: terrain glyphs and a mark, a number, an overlay) over its label
(``D02``). Columns sit side by side, one space apart (or, `Layout.outlined`, the
hexes' sides / and \\ between them); odd-numbered 0-based columns
(label columns 02, 04…) sit one line lower, half a hex, as on the paper maps. Only the
lines on screen are drawn (Textual's line API), so a 256×256 map redraws as fast as a
32×32 one; a line kept is handed to the frame as it is (`frame_lines`), and a scroll
sideways makes each line from the one kept (`shifted_line`). A ruleset's map is a
subclass that paints its cells (`cell`); the cursor, the keys, the mouse, the scrolling
and the drawing are here, once.

Keys: arrows move the cursor (up/down: N/S; left/right: to the neighbouring column on
the same row; shift+left/right: to the other neighbour on that side), q w e / a s d
(a z e / q s d on AZERTY, `hexterm.widgets.keyboard`) move NW N NE / SW S SE, a mouse
click picks a hex.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Self

from rich.segment import Segment
from rich.style import Style
from textual.binding import Binding
from textual.events import Click
from textual.geometry import Region, Size
from textual.message import Message
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip

from hexterm.engine.hexgrid import Direction, Hex, format_label
from hexterm.widgets.frame_lines import frame_lines, join_alike
from hexterm.widgets.localised import Localised

PLAIN = Style.null()  # never None: Textual's colour filters expect a style
LABEL_STYLE = Style(dim=True)
CURSOR_STYLE = Style(reverse=True, bold=True)
ROUTE_STYLE = Style(bold=True, underline=True, color="bright_white", bgcolor="dark_green")
BLOCKED_STYLE = Style(bold=True, color="bright_red")
PALETTE = ("bright_cyan", "bright_red", "bright_green", "bright_yellow", "bright_magenta",
           "bright_blue", "orange3", "white")


@dataclass(frozen=True, slots=True)
class Layout:
    """Where hexes fall on the virtual canvas of a map."""

    cols: int
    rows: int
    width: int  # characters of one hex
    outlined: bool = False  # the hexes' sides drawn (/ and \) between the columns

    @property
    def stride(self) -> int:
        return self.width + 1

    @property
    def left(self) -> int:
        """Characters before the first column: its left sides, when outlined."""
        return 1 if self.outlined else 0

    @property
    def size(self) -> tuple[int, int]:
        return self.left + self.cols * self.stride, self.rows * 2 + 1

    def hex_at(self, x: int, y: int) -> tuple[int, int] | None:
        """(col, row) of the hex drawn at canvas cell (x, y), if any."""
        col, offset = divmod(x - self.left, self.stride)
        if offset >= self.width or not 0 <= col < self.cols:
            return None
        row = (y - (col & 1)) // 2
        return (col, row) if 0 <= row < self.rows and y >= (col & 1) else None

    def origin(self, col: int, row: int) -> tuple[int, int]:
        """Canvas (x, y) of the top-left character of hex (col, row)."""
        return self.left + col * self.stride, row * 2 + (col & 1)

    def side(self, col: int, y: int) -> str:
        """The outline drawn on line `y` just after column `col` (-1: before the first):
        the right side of `col`'s hex there, else the left side of the next column's
        (a hex's first line is /…\\, its second \\…/)."""
        for c, sides in ((col, "\\/"), (col + 1, "/\\")):
            top = y - (c & 1)
            if 0 <= c < self.cols and 0 <= top < self.rows * 2:
                return sides[top % 2]
        return " "


STEP_KEYS = {"N": "w,up", "S": "s,down", "NE": "e", "SE": "d", "SW": "a", "NW": "q"}
SHIFTED = {"left": "shift+left", "right": "shift+right"}
OTHER_SIDE = {"SW": "NW", "SE": "NE", "NW": "SW", "NE": "SE"}


def step_bindings(more: dict[str, str]) -> list[Binding]:
    """Hidden bindings of `step('DIR')` for q w e / a s d (the letters of the player's
    keyboard are put on them when the widget is made: `keyboard.lay_out_keys`) and
    up/down, with `more` keys added by direction (the order form puts right and left
    on SE and SW), and shift with those keys on the other neighbour on that side."""
    shifted = {OTHER_SIDE[name]: SHIFTED[key] for name, key in more.items()
               if key in SHIFTED and name in OTHER_SIDE}
    return [Binding(",".join(filter(None, (keys, more.get(name), shifted.get(name)))),
                    f"step('{name}')", name, show=False) for name, keys in STEP_KEYS.items()]



def bring_into_view(view: ScrollView, x: int, y: int, width: int) -> None:
    """Scroll `view` as little as needed to show a hex drawn at (x, y), `width` wide and
    two lines high (the map cursor of either ruleset)."""
    region = view.scrollable_content_region
    sx, sy = view.scroll_offset
    target_x, target_y = sx, sy
    if x < sx:
        target_x = x
    elif x + width > sx + region.width:
        target_x = x + width - region.width
    if y < sy:
        target_y = y
    elif y + 2 > sy + region.height:
        target_y = y + 2 - region.height
    if (target_x, target_y) != (sx, sy):
        view.scroll_to(target_x, target_y, animate=False)

class HexGrid(Localised, ScrollView, can_focus=True):
    """A scrollable hex map with a cursor; subclasses paint the cells (`cell`)."""

    BINDINGS = [
        *step_bindings({}),
        Binding("left", "column(-1)", "←", show=False),
        Binding("right", "column(1)", "→", show=False),
        Binding("shift+left", "column(-1, True)", "←", show=False),
        Binding("shift+right", "column(1, True)", "→", show=False),
    ]

    cursor: reactive[tuple[int, int]] = reactive((0, 0), repaint=False)  # watch_cursor draws

    class Moved(Message):
        """The cursor is on a new hex."""

        def __init__(self, col: int, row: int) -> None:
            self.col, self.row = col, row
            super().__init__()

    def __init__(self, layout: Layout, *, colour: bool = True,
                 id: str | None = None) -> None:
        self.columns: dict[tuple[int, int], tuple[Segment, ...]] = {}
        """The segments of a column on a canvas line, by (col, line), the cursor not
        painted: a hex's text is worked out once, whatever the scrolling."""
        self.lines: dict[int, dict[tuple[int, int], Strip]] = {}
        """The Strip of a canvas line from column `first` to `last` (excluded), by line
        then (first, last), the cursor painted: a line scrolled back into view, or left
        as it was, is not built again (and Textual's own caches on a Strip hold)."""
        self.lines_kept = 0  # Strips in `lines`
        self.painted = 0
        """How many cells were worked out (`cell` or `label` called) since the map was
        made: a test's count of what a frame paints."""
        super().__init__(id=id)
        self.colour = colour
        self.set_layout(layout)

    def set_layout(self, layout: Layout) -> None:
        self.layout_ = layout
        self.virtual_size = Size(*layout.size)
        self.forget()

    def cell(self, col: int, row: int) -> tuple[str, Style | None]:
        """The text painted on the hex's first line (`Layout.width` characters), and its
        style (None: plain)."""
        raise NotImplementedError

    def label(self, col: int, row: int) -> tuple[str, Style | None]:
        """The hex's second line: its label, dim (a ruleset may paint it as its cell)."""
        return format_label(col, row).ljust(self.layout_.width), LABEL_STYLE

    # --- drawing --------------------------------------------------------------------

    MOST_KEPT = 1 << 16  # columns (and lines) kept before the caches start again
    SPANS_KEPT = 3
    """Strips kept of one canvas line (each from one column to another): the view's, and
    those it was scrolled from, out of which a scroll sideways makes the next. Every
    Strip kept holds Textual's caches of it (its crops, its filtered copies), which the
    garbage collector walks: kept without a bound, a walk across the map stalled a frame
    in nine, longer each time."""

    def forget(self) -> None:
        """Drop what was drawn: every hex is painted again (`cell`, `label`)."""
        self.columns.clear()
        self.lines.clear()
        self.lines_kept = 0

    def forget_lines(self) -> None:
        """Drop the lines drawn, keep the hexes' text: the next frame draws each line of
        the view anew, as at a scroll to a place not drawn at that offset."""
        self.lines.clear()
        self.lines_kept = 0

    def refresh(self, *regions: Region, repaint: bool = True, layout: bool = False,
                recompose: bool = False) -> Self:
        """A refresh of the whole map (what a subclass asks when what it paints changed)
        paints every hex again; a scroll's (a region) draws from the caches."""
        if repaint and not regions:
            self.forget()
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)

    def column(self, col: int, line: int) -> tuple[Segment, ...]:
        """The segments of column `col` on canvas line `line`, as if the cursor were
        elsewhere: the hex's text (or blank above and below the map) and the gap after it."""
        key = (col, line)
        known = self.columns.get(key)
        if known is not None:
            return known
        lay = self.layout_
        top = line - (col & 1)
        row, sub = divmod(top, 2)
        gap = lay.side(col, line) if lay.outlined else " "
        gap_style = LABEL_STYLE if lay.outlined else PLAIN
        if top < 0 or row >= lay.rows:
            known = (Segment(" " * lay.width, PLAIN), Segment(gap, gap_style))
        else:
            self.painted += 1
            style: Style | None
            text, style = self.cell(col, row) if sub == 0 else self.label(col, row)
            known = self.segments(text, style, gap)
        if len(self.columns) >= self.MOST_KEPT:
            self.columns.clear()
        self.columns[key] = known
        return known

    def segments(self, text: str, style: Style | None, gap: str) -> tuple[Segment, ...]:
        """A hex's line and the gap after it."""
        lay = self.layout_
        if style is None and not lay.outlined:  # one segment with the gap after it
            return (Segment(text + gap, PLAIN),)
        return (Segment(text, style or PLAIN), Segment(gap, LABEL_STYLE if lay.outlined
                                                      else PLAIN))

    def render_lines(self, crop: Region) -> list[Strip]:
        """The lines of a frame, each line the map kept handed on as it is
        (`frame_lines`: Textual's caches on it hold while it stays)."""
        span = self.span_shown()
        return frame_lines(self, crop, lambda y: self.line_in_view(y, *span)) or \
            super().render_lines(crop)

    def span_shown(self) -> tuple[int, int, int]:
        """The canvas's column and line at the view's top left, and the view's width."""
        scroll_x, scroll_y = self.scroll_offset
        return scroll_x, scroll_y, self.scrollable_content_region.width

    def render_line(self, y: int) -> Strip:
        return self.line_in_view(y, *self.span_shown())

    def line_in_view(self, y: int, scroll_x: int, scroll_y: int, width: int) -> Strip:
        """Line `y` of the view scrolled to (`scroll_x`, `scroll_y`), `width` wide."""
        lay = self.layout_
        line = scroll_y + y
        first = max(0, scroll_x // lay.stride)
        last = min(lay.cols, (scroll_x + width) // lay.stride + 1)
        start = 0 if lay.outlined and first == 0 else lay.left + first * lay.stride
        kept = self.lines.setdefault(line, {})
        strip = kept.get((first, last))
        if strip is None:
            strip = self.shifted_line(line, first, last, kept) or self.build_line(
                line, first, last)
            self.lines_kept += 1
            if self.lines_kept > self.MOST_KEPT // 16:  # a few thousand lines: anew
                self.lines.clear()
                self.lines_kept = 1
                kept = self.lines[line] = {}
            elif len(kept) >= self.SPANS_KEPT:  # the oldest span of this line goes
                del kept[next(iter(kept))]
                self.lines_kept -= 1
            kept[first, last] = strip
        return strip.crop(scroll_x - start, scroll_x - start + width)

    def build_line(self, line: int, first: int, last: int) -> Strip:
        """Canvas line `line` from column `first` to `last` (excluded), the cursor painted."""
        return Strip(join_alike(self.line_segments(line, first, last)))

    def shifted_line(self, line: int, first: int, last: int,
                     kept: dict[tuple[int, int], Strip]) -> Strip | None:
        """Canvas line `line` from column `first` to `last` made from the kept Strip of
        that line that shares the most columns with it (the view scrolled sideways by a
        hex or a few): its shared part cut out, the columns it lacks added at either end.
        None when no kept Strip shares half the columns."""
        if not kept:
            return None
        near_first, near_last = max(kept, key=lambda span: min(span[1], last)
                                    - max(span[0], first))
        low, high = max(near_first, first), min(near_last, last)
        if 2 * (high - low) < last - first:
            return None
        lay = self.layout_

        def x(col: int) -> int:  # the cell where column `col` starts in the kept Strip
            return (col - near_first) * lay.stride + (
                lay.left if lay.outlined and near_first == 0 else 0)

        start = 0 if lay.outlined and low == 0 else x(low)
        shared = kept[near_first, near_last].crop(start, x(high))
        return Strip(join_alike((*self.line_segments(line, first, low), *shared,
                                 *self.line_segments(line, high, last))))

    def line_segments(self, line: int, first: int, last: int) -> list[Segment]:
        """The segments of canvas line `line` from column `first` to `last` (excluded),
        the cursor painted (and the first column's left side, when outlined)."""
        lay = self.layout_
        segments: list[Segment] = []
        if lay.outlined and first == 0 < last:
            segments.append(Segment(lay.side(-1, line), LABEL_STYLE))
        cursor_col, cursor_row = self.cursor
        cursor_top = cursor_row * 2 + (cursor_col & 1)
        column = self.column
        for col in range(first, last):
            if col == cursor_col and cursor_top <= line < cursor_top + 2:
                self.painted += 1
                sub = line - cursor_top
                text, _ = (self.cell if sub == 0 else self.label)(cursor_col, cursor_row)
                segments.extend(self.segments(text, CURSOR_STYLE, lay.side(col, line)
                                              if lay.outlined else " "))
            else:
                segments.extend(column(col, line))
        return segments

    def forget_hex(self, col: int, row: int) -> None:
        """Draw the lines of hex (col, row) again (the cursor came or went), those
        lines alone refreshed on screen."""
        top = row * 2 + (col & 1)
        self.lines.pop(top, None)
        self.lines.pop(top + 1, None)
        self.refresh_lines(top, 2)

    def repaint_hexes(self, spots: Iterable[tuple[int, int]]) -> None:
        """Paint hexes (col, row) again (what a subclass paints there changed): their
        text worked out anew, their lines drawn again, the rest of the map kept."""
        for col, row in spots:
            top = row * 2 + (col & 1)
            self.columns.pop((col, top), None)
            self.columns.pop((col, top + 1), None)
            self.forget_hex(col, row)

    # --- moving ---------------------------------------------------------------------

    def go(self, col: int, row: int) -> None:
        """Put the cursor on (col, row), if it is on the map, and bring it into view."""
        if 0 <= col < self.layout_.cols and 0 <= row < self.layout_.rows:
            self.cursor = (col, row)

    def keep_cursor_in_view(self) -> None:
        """Scroll as little as needed to show the cursor's hex (a subclass's `on_resize`:
        the cursor put before the map had its size, or a smaller terminal)."""
        bring_into_view(self, *self.layout_.origin(*self.cursor), self.layout_.width)

    def watch_cursor(self, old: tuple[int, int], new: tuple[int, int]) -> None:
        self.forget_hex(*old)  # the two hexes' lines alone drawn again (a scroll
        self.forget_hex(*new)  # draws the view again from the caches)
        bring_into_view(self, *self.layout_.origin(*new), self.layout_.width)
        self.post_message(self.Moved(*new))

    def action_step(self, name: str) -> None:
        col, row = self.cursor
        self.go(*Hex.from_offset(col, row).neighbour(Direction[name]).to_offset())

    def action_column(self, delta: int, other: bool = False) -> None:
        """To the neighbour on the left (-1) or the right (1) on the same row, or with
        `other` to the other neighbour on that side (the two make NW and SW, NE and SE)."""
        col, row = self.cursor
        if not other:
            self.go(col + delta, row)
            return
        here = Hex.from_offset(col, row)
        for name in (("NW", "SW") if delta < 0 else ("NE", "SE")):
            spot = here.neighbour(Direction[name]).to_offset()
            if spot != (col + delta, row):
                self.go(*spot)
                return

    def on_click(self, event: Click) -> None:
        sx, sy = self.scroll_offset
        spot = self.layout_.hex_at(event.x + sx, event.y + sy)
        if spot is not None:
            self.go(*spot)
