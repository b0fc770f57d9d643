"""A player's turn: the map, the hex under the cursor, the faction, and the way to orders.

Everything drawn comes from the engine's view of this seat (`board`, `view`): the
screen only lays it out. Keys: arrows and q w e a s d move the cursor, l changes the
layer, o opens the orders, r the reports, ? the help.
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from hexterm.engine.hexgrid import format_label
from hexterm.engine.planisphere.board import Board, board
from hexterm.i18n import t
from hexterm.screens.common import Localised
from hexterm.screens.help import HelpScreen
from hexterm.screens.hexmap import HexMap
from hexterm.screens.orders_editor import OrdersScreen
from hexterm.screens.reports import ReportsScreen
from hexterm.table import Table

QUALITY_NAMES = {"c": "Camp", "V": "Ville", "C": "Cité"}


def describe_hex(data: Board, col: int, row: int) -> str:
    """The side panel's text for one hex: only what the seat's board holds."""
    i = data.index(col, row)
    lines = [f"[b]{format_label(col, row)}[/b] {data.labels[i]}",
             f"{data.population[i]:,} {t('inhabitants')}"]
    node = data.nodes.get(i)
    if node is not None:
        lines.append(f"{QUALITY_NAMES[node.quality]} {node.name} ({data.names[node.faction]})")
    for key, values in data.influence.items():
        if values[i]:
            lines.append(f"{t('influence')} {data.names[key]}: {values[i]}")
    for unit in data.units.get(i, []):
        who = data.names[unit.faction] if unit.faction else "?"
        lines.append(f"{unit.code} {who}" + (f" ({t('hidden')})" if unit.hidden else ""))
    return "\n".join(lines)


def describe_faction(view: dict[str, Any], ordered: set[str]) -> str:
    """The dashboard: chest, reserve, capacity, nodes and units with their order state."""
    me = view["me"]
    reserve = ", ".join(f"{k} {v}" for k, v in me["reserve"].items()) or "-"
    lines = [f"[b]{me['name']}[/b]",
             f"{t('Chest')}: {me['da']} DA, {me['do']} DO",
             f"{t('Reserve')}: {me['reserve_size']}/{me['reserve_limit']} ({reserve})",
             f"{t('Deployment capacity')}: {me['deploy_capacity']}",
             f"{t('Nodes')}:"]
    for label, node in view["nodes"].items():
        if node["faction"] == me["faction"]:
            lines.append(f"  {label} {node['name']} {node['population']:,}")
    lines.append(f"{t('Units')}:")
    for code, unit in view["units"].items():
        if unit.get("status") == "deployed" and unit["faction"] == me["faction"]:
            state = "✓" if code in ordered else t("no order: defends")
            lines.append(f"  {code} {unit['hex']} {state}")
    return "\n".join(lines)


class PlayScreen(Localised, Screen[None]):
    """The turn of one seat."""

    BINDINGS = [("o", "orders", "Orders"), ("r", "reports", "Reports"),
                ("question_mark", "help", "Help"), ("ctrl+q", "app.quit", "Quit")]

    def __init__(self, table: Table, seat: str) -> None:
        super().__init__()
        self.table = table
        self.seat = table.game.seat(seat)
        self.board = board(table.game.state, self.seat)

    def compose(self) -> ComposeResult:
        game = self.table.game
        yield Static(f"{game.title} · {t('Turn {turn}', turn=game.turn)} · "
                     f"{self.seat.name} ({self.seat.faction})", id="title")
        with Horizontal():
            yield HexMap(self.board, influence_of=self.seat.faction, id="map")
            with VerticalScroll(id="side"):
                yield Static(describe_hex(self.board, 0, 0), id="hex")
                yield Static(self.dashboard(), id="faction")
        yield Footer()

    def dashboard(self) -> str:
        game = self.table.game
        view = game.rules.view(game.state, self.seat)
        text = game.orders.get(self.seat.name, "")
        given = game.rules.parse_orders(game.state, self.seat, text).units if text else ()
        return describe_faction(view, {order.unit for order in given})

    def on_mount(self) -> None:
        self.query_one(HexMap).focus()

    def on_hex_map_moved(self, message: HexMap.Moved) -> None:
        self.query_one("#hex", Static).update(describe_hex(self.board, message.col,
                                                           message.row))

    def action_orders(self) -> None:
        self.app.push_screen(OrdersScreen(self.table, self.seat.name), self.after_orders)

    def after_orders(self, submitted: bool | None) -> None:
        self.query_one("#faction", Static).update(self.dashboard())
        if submitted:
            self.dismiss()

    def action_reports(self) -> None:
        self.app.push_screen(ReportsScreen(self.table, self.seat.name))

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen())
