"""The Planisphère map: the shared hex grid (`hexterm.widgets.hexgrid`) painted with a
seat's `Board`, in layers.

The map opens on the seat's home hex (`views.board.home`: its first unit, else its
greatest node), centred. A hex shows its layer's text: terrain glyphs and a mark (a
unit's faction letter, lower case for the seat's own, or a node's quality), the owner,
the number of units, a faction's influence, or the population. A move being written is
drawn over it (its step numbers, and the hex where it is refused). Keys, beyond the
grid's: `l` cycles layers, `i` shows the influence of the next faction.
"""

from __future__ import annotations

from rich.style import Style
from textual.binding import Binding
from textual.message import Message
from textual.reactive import reactive

from hexterm.engine.hexgrid import format_label
from hexterm.engine.messages import titled
from hexterm.engine.planisphere.views.board import Board
from hexterm.widgets.hexgrid import BLOCKED_STYLE, PALETTE, ROUTE_STYLE, HexGrid, Layout

LAYERS = (titled("terrain"), titled("owner"), titled("units"), titled("influence"),
          titled("population"))


def population_text(people: int) -> str:
    """Three characters at most: 950, 12k, .5M, 3M, >9M."""
    if people < 1000:
        return str(people) if people else ""
    if people < 100_000:
        return f"{people // 1000}k"
    if people < 1_000_000:
        return f".{people // 100_000}M"
    return f"{people // 1_000_000}M" if people < 10_000_000 else ">9M"


def layout_for(data: Board) -> Layout:
    return Layout(data.cols, data.rows, max(3, len(format_label(data.cols - 1, data.rows - 1))))


class HexMap(HexGrid):
    """The scrollable map of one seat's `Board`."""

    BINDINGS = [
        Binding("l", "next_layer", "Layer"),
        Binding("i", "next_influence", "Influence of", show=False),
    ]

    shown: reactive[str] = reactive("terrain")

    class LayerShown(Message):
        """The layer drawn changed, or the faction whose influence it shows."""

        def __init__(self, layer: str, faction: str | None) -> None:
            self.layer, self.faction = layer, faction
            super().__init__()

    class Moved(HexGrid.Moved):
        """The cursor is on a new hex."""

    def __init__(self, data: Board, *, influence_of: str | None = None,
                 colour: bool = True, id: str | None = None) -> None:
        self.data = data
        self.influence_of = influence_of or next(iter(data.influence), None)
        self.styles_by_faction = {k: Style(color=PALETTE[i % len(PALETTE)], bold=True)
                                  for i, k in enumerate(data.letters)}
        self.route: dict[int, str] = {}
        self.blocked: int | None = None
        super().__init__(layout_for(data), colour=colour, id=id)
        self.placed = data.home is None  # until the map has its size to centre on home
        if data.home is not None:
            self.set_reactive(HexMap.cursor, (data.home % data.cols, data.home // data.cols))

    def on_resize(self) -> None:
        """Once the map has its size, the seat's home hex (its first unit, else its
        greatest node) stands in the middle of the view."""
        if self.placed:
            return
        self.placed = True
        region = self.scrollable_content_region
        x, y = self.layout_.origin(*self.cursor)
        self.scroll_to(x - (region.width - self.layout_.width) // 2,
                       y - (region.height - 2) // 2, animate=False, immediate=True)

    def show_route(self, marks: dict[int, str], blocked: int | None = None) -> None:
        """Draw a move being written: `marks` (step numbers) by hex index, and the hex
        where it is refused (`blocked`); empty marks clear it."""
        self.route, self.blocked = marks, blocked
        self.refresh()

    # --- what a hex shows -------------------------------------------------------------

    def cell(self, col: int, row: int) -> tuple[str, Style | None]:
        i = row * self.layout_.cols + col
        if i in self.route or i == self.blocked:
            text = self.route.get(i, "(x)").center(self.layout_.width)
            return text, ROUTE_STYLE if i in self.route else BLOCKED_STYLE
        text, faction = self.text(i)
        return text, self.styles_by_faction.get(faction) if (faction and self.colour) else None

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

    # --- layers ---------------------------------------------------------------------

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

    def action_next_layer(self) -> None:
        self.shown = LAYERS[(LAYERS.index(self.shown) + 1) % len(LAYERS)]
