"""The Novlémia map: flat-top hexes drawn from a seat's JSON view, with a cursor.

The layout is the Planisphère map's (`hexmap.Layout`): each hex is two lines, its
text over its label, even-numbered columns (02, 04…) half a hex lower. A known cell
shows its terrain glyph, its resource letter (A B E M X, blank before prospection)
and a mark: the explorer of a nation (its letter, lower case for the seat's own), or
`*` for a city. Owned cells take their nation's colour; unknown cells are blank.

Keys: arrows move the cursor (up/down: N/S; left/right: the next column), q w e /
a s d move NW N NE / SW S SE, a click picks a hex.
"""

from __future__ import annotations

from typing import Any

from rich.segment import Segment
from rich.style import Style
from textual.binding import Binding
from textual.events import Click
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip

from hexterm.engine.hexgrid import Direction, Hex, format_label, parse_label
from hexterm.screens.common import Localised
from hexterm.screens.hexmap import (
    CURSOR_STYLE,
    LABEL_STYLE,
    PALETTE,
    PLAIN,
    ROUTE_STYLE,
    Layout,
    bring_into_view,
    step_bindings,
)

GLYPHS = {"eau": "~", "plaine": "\"", "foret": "♣", "collines": "n", "montagnes": "^",
          "desert": ":"}
TERRAIN_NAMES = {"eau": "Eau", "plaine": "Plaine", "foret": "Forêt", "collines": "Collines",
                 "montagnes": "Montagnes", "desert": "Désert"}
UNKNOWN_STYLE = Style(dim=True)


def nation_letters(view: dict[str, Any]) -> dict[str, str]:
    """One capital letter a nation, its first free one (A, B… when all are taken)."""
    letters: dict[str, str] = {}
    for key, nation in view["nations"].items():
        name = "".join(c for c in nation["name"].upper() if "A" <= c <= "Z") + \
            "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        letters[key] = next(c for c in name if c not in letters.values())
    return letters


def nation_styles(view: dict[str, Any]) -> dict[str, Style]:
    return {k: Style(color=PALETTE[i % len(PALETTE)], bold=True)
            for i, k in enumerate(view["nations"])}


class NovMap(Localised, ScrollView, can_focus=True):
    """The scrollable map of one seat's Novlémia view."""

    BINDINGS = [
        *step_bindings({}),
        Binding("left", "column(-1)", "←", show=False),
        Binding("right", "column(1)", "→", show=False),
    ]

    cursor: reactive[tuple[int, int]] = reactive((0, 0))

    class Moved(Message):
        """The cursor is on a new hex."""

        def __init__(self, col: int, row: int) -> None:
            self.col, self.row = col, row
            super().__init__()

    def __init__(self, view: dict[str, Any], *, colour: bool = True,
                 id: str | None = None) -> None:
        super().__init__(id=id)
        self.colour = colour
        self.marks: dict[str, str] = {}
        self.set_view(view)

    def set_view(self, view: dict[str, Any]) -> None:
        self.view = view
        cols, rows = view["map"]["cols"], view["map"]["rows"]
        self.layout_ = Layout(cols, rows, 3)
        self.letters = nation_letters(view)
        self.nation_style = nation_styles(view)
        mine = (view.get("me") or {}).get("nation")
        self.explorers = {n["explorer"]: (self.letters[k].lower() if k == mine
                                          else self.letters[k])
                          for k, n in view["nations"].items()}
        self.virtual_size = Size(*self.layout_.size)
        self.refresh()

    def show_marks(self, marks: dict[str, str]) -> None:
        """Draw the planned actions: a short mark by cell label; empty clears them."""
        self.marks = marks
        self.refresh()

    def text(self, label: str) -> tuple[str, Style | None]:
        cell = self.view["cells"].get(label)
        if cell is None:
            return "   ", UNKNOWN_STYLE
        mark = self.explorers.get(label) or ("*" if label in self.view["cities"] else " ")
        text = GLYPHS.get(cell["terrain"], "?") + (cell["resource"] or " ") + mark
        owner = cell["owner"]
        return text, self.nation_style.get(owner) if owner and self.colour else None

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        lay = self.layout_
        line = scroll_y + y
        width = self.scrollable_content_region.width
        first = max(0, scroll_x // lay.stride)
        last = min(lay.cols, (scroll_x + width) // lay.stride + 1)
        segments: list[Segment] = []
        for col in range(first, last):
            top = line - (col & 1)
            row, sub = divmod(top, 2)
            if top < 0 or row >= lay.rows:
                segments.append(Segment(" " * lay.stride, PLAIN))
                continue
            label = format_label(col, row)
            style: Style | None
            if sub == 0 and label in self.marks:
                text, style = self.marks[label].center(lay.width)[:lay.width], ROUTE_STYLE
            elif sub == 0:
                text, style = self.text(label)
            else:
                text, style = label, LABEL_STYLE
            if (col, row) == self.cursor:
                style = CURSOR_STYLE
            segments.append(Segment(text, style or PLAIN))
            segments.append(Segment(" ", PLAIN))
        strip = Strip(segments)
        start = first * lay.stride
        return strip.crop(scroll_x - start, scroll_x - start + width)

    def go(self, col: int, row: int) -> None:
        if 0 <= col < self.layout_.cols and 0 <= row < self.layout_.rows:
            self.cursor = (col, row)

    def go_label(self, label: str) -> None:
        self.go(*parse_label(label))

    def watch_cursor(self, old: tuple[int, int], new: tuple[int, int]) -> None:
        bring_into_view(self, *self.layout_.origin(*new), self.layout_.width)
        self.refresh()
        self.post_message(self.Moved(*new))

    def action_step(self, name: str) -> None:
        col, row = self.cursor
        self.go(*Hex.from_offset(col, row).neighbour(Direction[name]).to_offset())

    def action_column(self, delta: int) -> None:
        col, row = self.cursor
        self.go(col + delta, row)

    def on_click(self, event: Click) -> None:
        sx, sy = self.scroll_offset
        spot = self.layout_.hex_at(event.x + sx, event.y + sy)
        if spot is not None:
            self.go(*spot)
