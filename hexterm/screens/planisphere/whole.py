"""The whole Planisphère game for the organiser's screen (issue 30): the map without fog
(`views.board.board(state, None)`: every unit and node), the hex under the cursor, and
one faction's dashboard, the next chosen with `f`. The play screen's own pieces
(`HexMap`, `describe_hex`, `describe_faction`, `describe_influence`), laid out for the
organiser; the organiser's screen (`hexterm.screens.shared.organiser`) finds it through
the screen set's `whole`."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Static

from hexterm.engine.planisphere.orders.lines import Orders
from hexterm.engine.planisphere.views import game as views
from hexterm.engine.planisphere.views import goods as views_goods
from hexterm.engine.planisphere.views.board import board
from hexterm.engine.seats import Seat
from hexterm.screens.planisphere.map import HexMap
from hexterm.screens.planisphere.panel import (
    MOST_UNITS,
    describe_faction,
    describe_hex,
    describe_influence,
)
from hexterm.table import Table


class WholeGame(Horizontal):
    """The map of every unit and node, the hex under the cursor and a faction's
    dashboard (`f`: the next faction)."""

    DEFAULT_CSS = """
    WholeGame { width: 1fr; height: 1fr; }
    WholeGame > #desk-map { width: 1fr; height: 1fr; }
    WholeGame > #desk-side { width: 34; height: 1fr; padding: 0 0 0 1; }
    """
    BINDINGS = [Binding("f", "next_faction", "Faction")]

    def __init__(self, table: Table) -> None:
        super().__init__(id="whole")
        self.table = table
        state = table.game.state
        self.board = board(state, None)
        index = state.size.index
        self.markets = {index(p): n for p, n in views_goods.open_listings(state).items()}
        self.factions = list(state.factions)
        self.faction = self.factions[0] if self.factions else ""

    def compose(self) -> ComposeResult:
        hexmap = HexMap(self.board, id="desk-map")
        yield hexmap
        with VerticalScroll(id="desk-side"):
            yield Static(describe_hex(self.board, *hexmap.cursor, self.markets), id="desk-hex")
            yield Static(self.dashboard(), id="desk-faction")

    def seat_of(self, faction: str) -> Seat:
        """The faction's first seat (its dashboard is that of its commanders), or the
        faction alone for a faction no seat plays."""
        return next((s for s in self.table.game.seats if s.faction == faction),
                    Seat("organiser", faction))

    def dashboard(self) -> str:
        if not self.faction:
            return ""
        state = self.table.game.state
        view = views.dashboard(state, self.seat_of(self.faction), MOST_UNITS)
        influence = describe_influence(self.board, self.faction)
        return describe_faction(view, Orders()) + ("\n" + influence if influence else "")

    def on_hex_map_moved(self, message: HexMap.Moved) -> None:
        self.query_one("#desk-hex", Static).update(describe_hex(self.board, message.col,
                                                                message.row, self.markets))

    def action_next_faction(self) -> None:
        if self.factions:
            at = self.factions.index(self.faction)
            self.faction = self.factions[(at + 1) % len(self.factions)]
            self.query_one("#desk-faction", Static).update(self.dashboard())
