"""The tactical board drawn on the shared hex grid (`hexterm.widgets.hexgrid`): each hex
outlined (its sides / and \\ drawn), three characters over its label (as many as a big
board's longest label), or five on a big terminal (`BIG`, when the whole board fits
beside the side panel). A unit's hex is in its side's colour, its label too, so that
the unit plainly stands in it: the unit's initial (its name's first three letters when
the hex is wide), an arrow for its facing
(↑ N, ↗ NE, ↘ SE, ↓ S, ↙ SW, ↖ NW) and one mark: × routed, ~ shaken, ! charge marker, +
contact marker, a digit for a stack of that many units, ^ in flight, ' in close flight,
_ infiltrated. An empty hex shows its ground (. clear, = road, r rough, d difficult, ≈
water, C a cave); a hex the selected unit reaches this activation shows what it costs
there (PMvt), and a path typed shows its running total. A new reach or path paints
again only the hexes where it differs from the last.

Keys: the grid's (arrows, q w e / a s d, a click); enter picks the hex under the cursor
(`Picked`).
"""

from __future__ import annotations

from collections.abc import Mapping

from rich.style import Style
from textual.binding import Binding
from textual.message import Message

from hexterm.engine.hexgrid import Hex, format_label
from hexterm.engine.tactical.classes import Ground, Placement
from hexterm.engine.tactical.model import Battle, Marker, Unit
from hexterm.engine.tactical.paths import points
from hexterm.widgets.hexgrid import PALETTE, ROUTE_STYLE, HexGrid, Layout

ARROWS = "↑↗↘↓↙↖"
GROUND = {Ground.CLEAR: ".", Ground.ROAD: "=", Ground.ROUGH: "r", Ground.DIFFICULT: "d",
          Ground.WATER: "≈"}
GROUND_STYLES = {Ground.ROAD: Style(color="yellow"), Ground.ROUGH: Style(color="orange3"),
                 Ground.DIFFICULT: Style(color="green"), Ground.WATER: Style(color="blue")}
REACH_STYLE = Style(color="bright_green", underline=True)
PLACE_MARKS = {Placement.FLIGHT: "^", Placement.CLOSE_FLIGHT: "'",
               Placement.CLOSE_INFILTRATION: "_", Placement.DEEP_INFILTRATION: "_"}


def unit_mark(unit: Unit, stacked: int) -> str:
    """The third character of a unit's hex: its most pressing state."""
    if unit.rout:
        return "×"
    if unit.shaken:
        return "~"
    if unit.marker is Marker.CHARGE:
        return "!"
    if unit.marker is Marker.CONTACT:
        return "+"
    if stacked > 1:
        return str(min(stacked, 9))
    return PLACE_MARKS.get(unit.placement, " ")


def changes(before: Mapping[Hex, object], after: Mapping[Hex, object]) -> set[Hex]:
    """The hexes whose mark differs between two drawings."""
    return {hex for hex in before.keys() | after.keys() if before.get(hex) != after.get(hex)}


NARROW, WIDE = 3, 5  # characters of a hex
BIG = 40  # the columns the side panel keeps at least beside a board of wide hexes


class TacticalMap(HexGrid):
    """The battlefield with its units, a unit's reach and a path."""

    BINDINGS = [*HexGrid.BINDINGS, Binding("enter", "pick", "Pick", show=False)]

    class Moved(HexGrid.Moved):
        """The cursor is on a new hex."""

    class Picked(Message):
        """Enter on a hex."""

        def __init__(self, hex: Hex) -> None:
            self.hex = hex
            super().__init__()

    def __init__(self, battle: Battle, seats: tuple[str, ...], *, colour: bool = True,
                 id: str | None = None) -> None:
        self.reached: dict[Hex, int] = {}
        self.path: dict[Hex, str] = {}
        self.seat_styles = {seat: Style(color=PALETTE[i % len(PALETTE)], bold=True)
                            for i, seat in enumerate(seats)}
        self.cols, self.rows = battle.board.size.cols, battle.board.size.rows
        # a big board's labels (DX128) are wider than the narrow hexes: as wide as they
        self.narrow = max(NARROW, len(format_label(self.cols - 1, self.rows - 1)))
        self.wide = max(WIDE, self.narrow)
        super().__init__(Layout(self.cols, self.rows, self.narrow, outlined=True),
                         colour=colour, id=id)
        self.set_battle(battle)

    def fit(self, columns: int) -> None:
        """Wide hexes when the whole board and the side panel fit in `columns`, else
        narrow ones."""
        width = self.wide if Layout(self.cols, self.rows, self.wide, True).size[0] + BIG \
            <= columns else self.narrow
        if width != self.layout_.width:
            self.set_layout(Layout(self.cols, self.rows, width, outlined=True))
            self.refresh()

    def set_battle(self, battle: Battle) -> None:
        self.battle = battle
        self.stacks: dict[Hex, list[Unit]] = {}
        for unit in battle.on_board():
            assert unit.hex is not None
            self.stacks.setdefault(unit.hex, []).append(unit)
        self.refresh()

    def show(self, reached: dict[Hex, int], path: dict[Hex, str]) -> None:
        """Draw a unit's reach (half points by hex) and a path (its totals by hex): the
        hexes whose reach or path changed are painted again, the rest kept."""
        changed = changes(self.reached, reached) | changes(self.path, path)
        self.reached, self.path = reached, path
        self.repaint_hexes(hex.to_offset() for hex in changed
                           if hex in self.battle.board.size)

    def cell(self, col: int, row: int) -> tuple[str, Style | None]:
        hex = Hex.from_offset(col, row)
        width = self.layout_.width
        if hex in self.path:
            return self.path[hex].center(width)[:width], ROUTE_STYLE
        units = self.stacks.get(hex)
        if units:
            top = units[0]
            name = top.name[:width - 2].ljust(width - 2)
            text = name[0].upper() + name[1:] + ARROWS[top.facing] + unit_mark(top, len(units))
            return text, self.unit_style(hex)
        if hex in self.reached:
            return points(self.reached[hex]).center(width)[:width], \
                REACH_STYLE if self.colour else None
        board = self.battle.board
        ground = board.terrain(hex)
        glyph = "C" if hex in board.caves else GROUND[ground]
        return glyph.center(width), GROUND_STYLES.get(ground) if self.colour else None

    def label(self, col: int, row: int) -> tuple[str, Style | None]:
        """The label, in the side's colour under a unit: one block with it."""
        text, style = super().label(col, row)
        return text.strip().center(self.layout_.width), \
            self.unit_style(Hex.from_offset(col, row)) or style

    def unit_style(self, hex: Hex) -> Style | None:
        units = self.stacks.get(hex)
        return self.seat_styles.get(units[0].seat) if units and self.colour else None

    def here(self) -> Hex:
        return Hex.from_offset(*self.cursor)

    def action_pick(self) -> None:
        self.post_message(self.Picked(self.here()))
