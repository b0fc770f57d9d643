"""The hex map: flat-top hexes drawn in text, scrollable, with a cursor and layers.

Each hex is two lines of `width` characters: its layer text (terrain glyphs and a
mark, or a number) over its label (``D02``). Columns sit side by side, one space
apart; odd-numbered 0-based columns (label columns 02, 04…) sit one line lower, half a
hex, as on the paper map. Only the lines on screen are drawn (Textual's line API), so a
256×256 map redraws as fast as a 32×32 one.

Keys: arrows move the cursor (up/down: N/S; left/right: to the neighbouring column),
q w e / a s d move NW N NE / SW S SE, a mouse click picks a hex; `l` cycles layers,
`i` shows the influence of the next faction.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.segment import Segment
from rich.style import Style
from textual.binding import Binding
from textual.events import Click
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip

from hexterm.engine.hexgrid import Direction, Hex, format_label
from hexterm.engine.planisphere.board import Board
from hexterm.screens.common import Localised

LAYERS = ("terrain", "owner", "units", "influence", "population")
PALETTE = ("bright_cyan", "bright_red", "bright_green", "bright_yellow", "bright_magenta",
           "bright_blue", "orange3", "white")

PLAIN = Style.null()  # never None: Textual's colour filters expect a style
LABEL_STYLE = Style(dim=True)
CURSOR_STYLE = Style(reverse=True, bold=True)
ROUTE_STYLE = Style(bold=True, underline=True, color="bright_white", bgcolor="dark_green")
BLOCKED_STYLE = Style(bold=True, color="bright_red")


def population_text(people: int) -> str:
    """Three characters at most: 950, 12k, .5M, 3M, >9M."""
    if people < 1000:
        return str(people) if people else ""
    if people < 100_000:
        return f"{people // 1000}k"
    if people < 1_000_000:
        return f".{people // 100_000}M"
    return f"{people // 1_000_000}M" if people < 10_000_000 else ">9M"


@dataclass(frozen=True, slots=True)
class Layout:
    """Where hexes fall on the virtual canvas of a map."""

    cols: int
    rows: int
    width: int  # characters of one hex

    @property
    def stride(self) -> int:
        return self.width + 1

    @property
    def size(self) -> tuple[int, int]:
        return self.cols * self.stride, self.rows * 2 + 1

    def hex_at(self, x: int, y: int) -> tuple[int, int] | None:
        """(col, row) of the hex drawn at canvas cell (x, y), if any."""
        col, offset = divmod(x, self.stride)
        if offset >= self.width or not 0 <= col < self.cols:
            return None
        row = (y - (col & 1)) // 2
        return (col, row) if 0 <= row < self.rows and y >= (col & 1) else None

    def origin(self, col: int, row: int) -> tuple[int, int]:
        """Canvas (x, y) of the top-left character of hex (col, row)."""
        return col * self.stride, row * 2 + (col & 1)


def layout_for(data: Board) -> Layout:
    return Layout(data.cols, data.rows, max(3, len(format_label(data.cols - 1, data.rows - 1))))


STEP_KEYS = {"N": "w,up", "S": "s,down", "NE": "e", "SE": "d", "SW": "a", "NW": "q"}


def step_bindings(more: dict[str, str]) -> list[Binding]:
    """Hidden bindings of `step('DIR')` for q w e / a s d and up/down, with `more` keys
    added by direction (the order form puts right and left on SE and SW)."""
    return [Binding(",".join(filter(None, (keys, more.get(name)))), f"step('{name}')", name,
                    show=False) for name, keys in STEP_KEYS.items()]



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

class HexMap(Localised, ScrollView, can_focus=True):
    """The scrollable map of one seat's `Board`."""

    BINDINGS = [
        *step_bindings({}),
        Binding("left", "column(-1)", "←", show=False),
        Binding("right", "column(1)", "→", show=False),
        Binding("l", "next_layer", "Layer"),
        Binding("i", "next_influence", "Influence of", show=False),
    ]

    cursor: reactive[tuple[int, int]] = reactive((0, 0))
    shown: reactive[str] = reactive("terrain")

    class LayerShown(Message):
        """The layer drawn changed, or the faction whose influence it shows."""

        def __init__(self, layer: str, faction: str | None) -> None:
            self.layer, self.faction = layer, faction
            super().__init__()

    class Moved(Message):
        """The cursor is on a new hex."""

        def __init__(self, col: int, row: int) -> None:
            self.col, self.row = col, row
            super().__init__()

    def __init__(self, data: Board, *, influence_of: str | None = None,
                 colour: bool = True, id: str | None = None) -> None:
        super().__init__(id=id)
        self.data = data
        self.layout_ = layout_for(data)
        self.influence_of = influence_of or next(iter(data.influence), None)
        self.colour = colour
        self.styles_by_faction = {k: Style(color=PALETTE[i % len(PALETTE)], bold=True)
                                  for i, k in enumerate(data.letters)}
        self.virtual_size = Size(*self.layout_.size)
        self.route: dict[int, str] = {}
        self.blocked: int | None = None

    def show_route(self, marks: dict[int, str], blocked: int | None = None) -> None:
        """Draw a move being written: `marks` (step numbers) by hex index, and the hex
        where it is refused (`blocked`); empty marks clear it."""
        self.route, self.blocked = marks, blocked
        self.refresh()

    # --- what a hex shows -------------------------------------------------------------

    def mark(self, i: int) -> tuple[str, str | None]:
        """The character after the terrain glyphs, and the faction it belongs to."""
        units = self.data.units.get(i)
        if units:
            first = units[0]
            letter = self.data.letters[first.faction] if first.faction else "?"
            return (letter if not first.own else letter.lower()), first.faction
        node = self.data.nodes.get(i)
        if node is not None:
            return node.quality, node.faction
        return " ", None

    def text(self, i: int) -> tuple[str, str | None]:
        """The layer text of hex `i` and the faction that colours it."""
        data, w = self.data, self.layout_.width
        if self.shown == "terrain":
            mark, faction = self.mark(i)
            return (data.terrain[i] + mark).ljust(w), faction
        if self.shown == "owner":
            node = data.nodes.get(i)
            if node is not None:
                return (node.quality + data.letters[node.faction]).center(w), node.faction
            units = data.units.get(i)
            if units and units[0].faction:
                return data.letters[units[0].faction].center(w), units[0].faction
            return data.terrain[i][0].center(w), None
        if self.shown == "units":
            units = data.units.get(i)
            if not units:
                return data.terrain[i][0].center(w), None
            mark, faction = self.mark(i)
            return f"{len(units)}{mark}".center(w), faction
        if self.shown == "influence":
            values = data.influence.get(self.influence_of or "")
            value = values[i] if values else 0
            return (str(value) if value else "·").center(w), self.influence_of if value else None
        return population_text(data.population[i]).rjust(w), None

    # --- drawing --------------------------------------------------------------------

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        lay = self.layout_
        line = scroll_y + y
        width = self.scrollable_content_region.width
        first = max(0, scroll_x // lay.stride)
        last = min(lay.cols, (scroll_x + width) // lay.stride + 1)
        segments: list[Segment] = []
        gap = Segment(" ", PLAIN)
        cursor = self.cursor
        for col in range(first, last):
            top = line - (col & 1)
            row, sub = divmod(top, 2)
            if top < 0 or row >= lay.rows:
                segments.append(Segment(" " * lay.stride, PLAIN))
                continue
            i = row * lay.cols + col
            style: Style | None
            if sub == 0 and (i in self.route or i == self.blocked):
                text = self.route.get(i, "(x)").center(lay.width)
                style = ROUTE_STYLE if i in self.route else BLOCKED_STYLE
            elif sub == 0:
                text, faction = self.text(i)
                style = self.styles_by_faction.get(faction) if (faction and self.colour) else None
            else:
                text, style = format_label(col, row).ljust(lay.width), LABEL_STYLE
            if (col, row) == cursor:
                style = CURSOR_STYLE
            if style is None:  # one segment with the gap after it
                segments.append(Segment(text + " ", PLAIN))
            else:
                segments.append(Segment(text, style))
                segments.append(gap)
        strip = Strip(segments)
        start = first * lay.stride
        return strip.crop(scroll_x - start, scroll_x - start + width)

    # --- moving ---------------------------------------------------------------------

    def go(self, col: int, row: int) -> None:
        """Put the cursor on (col, row), if it is on the map, and bring it into view."""
        if not (0 <= col < self.data.cols and 0 <= row < self.data.rows):
            return
        self.cursor = (col, row)

    def watch_cursor(self, old: tuple[int, int], new: tuple[int, int]) -> None:
        bring_into_view(self, *self.layout_.origin(*new), self.layout_.width)
        self.refresh()
        self.post_message(self.Moved(*new))

    def watch_shown(self) -> None:
        self.refresh()
        self.post_message(self.LayerShown(self.shown, self.influence_of))

    def action_next_influence(self) -> None:
        """Show the influence layer of the next faction (every faction's is public)."""
        keys = list(self.data.influence)
        if not keys:
            return
        at = keys.index(self.influence_of) if self.influence_of in keys else -1
        self.influence_of = keys[(at + 1) % len(keys)]
        if self.shown == "influence":
            self.watch_shown()
        else:
            self.shown = "influence"

    def action_step(self, name: str) -> None:
        col, row = self.cursor
        there = Hex.from_offset(col, row).neighbour(Direction[name]).to_offset()
        self.go(*there)

    def action_column(self, delta: int) -> None:
        col, row = self.cursor
        self.go(col + delta, row)

    def action_next_layer(self) -> None:
        self.shown = LAYERS[(LAYERS.index(self.shown) + 1) % len(LAYERS)]

    def on_click(self, event: Click) -> None:
        sx, sy = self.scroll_offset
        spot = self.layout_.hex_at(event.x + sx, event.y + sy)
        if spot is not None:
            self.go(*spot)
