"""The tactical board drawn on the shared hex grid (`hexterm.widgets.hexgrid`): each hex
three characters over its label. A unit shows its initial in its side's colour, an
arrow for its facing (↑ N, ↗ NE, ↘ SE, ↓ S, ↙ SW, ↖ NW) and one mark: × routed, ~
shaken, ! charge marker, + contact marker, a digit for a stack of that many units, ^
in flight, ' in close flight, _ infiltrated. An empty hex shows its ground (. clear,
= road, r rough, d difficult, ≈ water, C a cave); a hex the selected unit reaches this
activation shows what it costs there (PMvt), and a path typed shows its running total.

Keys: the grid's (arrows, q w e / a s d, a click); enter picks the hex under the cursor
(`Picked`).
"""

from __future__ import annotations

from rich.style import Style
from textual.binding import Binding
from textual.message import Message

from hexterm.engine.hexgrid import Hex
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
        super().__init__(Layout(battle.board.size.cols, battle.board.size.rows, 3),
                         colour=colour, id=id)
        self.set_battle(battle)

    def set_battle(self, battle: Battle) -> None:
        self.battle = battle
        self.stacks: dict[Hex, list[Unit]] = {}
        for unit in battle.on_board():
            assert unit.hex is not None
            self.stacks.setdefault(unit.hex, []).append(unit)
        self.refresh()

    def show(self, reached: dict[Hex, int], path: dict[Hex, str]) -> None:
        """Draw a unit's reach (half points by hex) and a path (its totals by hex)."""
        self.reached, self.path = reached, path
        self.refresh()

    def cell(self, col: int, row: int) -> tuple[str, Style | None]:
        hex = Hex.from_offset(col, row)
        if hex in self.path:
            return self.path[hex].center(3)[:3], ROUTE_STYLE
        units = self.stacks.get(hex)
        if units:
            top = units[0]
            text = top.name[0].upper() + ARROWS[top.facing] + unit_mark(top, len(units))
            return text, self.seat_styles.get(top.seat) if self.colour else None
        if hex in self.reached:
            return points(self.reached[hex]).center(3)[:3], REACH_STYLE if self.colour else None
        board = self.battle.board
        ground = board.terrain(hex)
        glyph = "C" if hex in board.caves else GROUND[ground]
        return f" {glyph} ", GROUND_STYLES.get(ground) if self.colour else None

    def here(self) -> Hex:
        return Hex.from_offset(*self.cursor)

    def action_pick(self) -> None:
        self.post_message(self.Picked(self.here()))
