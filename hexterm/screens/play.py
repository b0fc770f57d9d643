"""A player's turn: the map, the hex under the cursor, the faction, and the way to orders.

Everything drawn comes from the engine's view of this seat (`board`, `view`): the
screen only lays it out. Keys: arrows and q w e a s d move the cursor, l changes the
layer, o or enter opens the order form of the unit under the cursor (beside the map,
which shows the move drawn), u lists the units, t shows the orders as text, ctrl+s
submits the turn after a confirmation, r the reports, ? the help. The orders written
so far are the seat's draft, kept here until submitted.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from hexterm.engine.hexgrid import format_label
from hexterm.engine.planisphere import views
from hexterm.engine.planisphere.board import Board, board
from hexterm.engine.planisphere.orders import Orders, action_text
from hexterm.i18n import t
from hexterm.screens.common import Localised
from hexterm.screens.help import HelpScreen
from hexterm.screens.hexmap import HexMap
from hexterm.screens.order_form import OrderForm
from hexterm.screens.orders_editor import OrdersScreen
from hexterm.screens.reports import ReportsScreen
from hexterm.screens.units import ConfirmSubmit, UnitsScreen
from hexterm.table import Table

QUALITY_NAMES = {"c": "Camp", "V": "Ville", "C": "Cité"}
QUALITY_BY_KEY = {"camp": "Camp", "ville": "Ville", "cite": "Cité"}  # the rulebook's words


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


SCORE_MARKS = {"combat": "cmb", "defence": "def", "recon": "rec", "equipment": "eqp",
               "inventory": "inv", "recruits": "rcr"}


MOST_UNITS = 40  # the dashboard lists this many units; the units list (u) has them all


def describe_faction(view: dict[str, Any], orders: Orders) -> str:
    """The dashboard: population, chest, reserve, capacity, nodes with their scores,
    units with their position and order, and where the faction has influence."""
    me = view["me"]
    mine = {label: node for label, node in view["nodes"].items()
            if node["faction"] == me["faction"]}
    reserve = ", ".join(f"{k} {v}" for k, v in me["reserve"].items()) or "-"
    people = sum(node["population"] for node in mine.values())
    lines = [f"[b]{me['name']}[/b]",
             f"{t('Population')}: {people:,}",
             f"{t('Chest')}: {me['da']} DA, {me['do']} DO",
             f"{t('Reserve')}: {me['reserve_size']}/{me['reserve_limit']} ({reserve})",
             f"{t('Deployment capacity')}: {me['deploy_capacity']}",
             f"[b]{t('Nodes')}[/b]"]
    for label, node in mine.items():
        scores = " ".join(f"{t(mark)}{node[score]}" for score, mark in SCORE_MARKS.items())
        lines.append(f" {label} {QUALITY_BY_KEY[node['quality']]} {node['name']} "
                     f"{node['population']:,}\n   {scores}")
    lines.append(f"[b]{t('Units')}[/b]")
    units = [(code, unit) for code, unit in view["units"].items()
             if unit.get("status") == "deployed" and unit["faction"] == me["faction"]]
    for code, unit in units[:MOST_UNITS]:
        order = orders.of(code)
        state = "; ".join(action_text(a) for a in order.actions) if order else \
            t("no order: defends")
        lines.append(f" {code} {unit['hex']} {state}")
    if len(units) > MOST_UNITS:
        lines.append(" " + t("… and {more} more (u lists them all)",
                             more=len(units) - MOST_UNITS))
    return "\n".join(lines)


def describe_influence(data: Board, faction: str, most: int = 8) -> str:
    """The hexes where `faction` has the most influence, highest first."""
    values = data.influence.get(faction, [])
    top = sorted((-v, i) for i, v in enumerate(values) if v)[:most]
    if not top:
        return ""
    spots = ", ".join(f"{format_label(i % data.cols, i // data.cols)} {-v}" for v, i in top)
    return f"[b]{t('Influence')}[/b]\n {spots}"


class PlayScreen(Localised, Screen[None]):
    """The turn of one seat: the map, the dashboard, the order forms, the submission."""

    BINDINGS = [("o,enter", "order_here", "Order"), ("u", "units", "Units"),
                ("t", "orders_text", "As text"), ("ctrl+s", "submit", "Submit"),
                ("r", "reports", "Reports"), ("question_mark", "help", "Help"),
                ("ctrl+q", "app.quit", "Quit")]

    def __init__(self, table: Table, seat: str) -> None:
        super().__init__()
        self.table = table
        self.seat = table.game.seat(seat)
        self.board = board(table.game.state, self.seat)
        self.draft = table.game.orders.get(self.seat.name, "")

    def compose(self) -> ComposeResult:
        yield Static(self.heading("terrain", None), id="title")
        with Horizontal():
            yield HexMap(self.board, influence_of=self.seat.faction, id="map")
            with VerticalScroll(id="side"):
                yield Static(describe_hex(self.board, 0, 0), id="hex")
                yield Static(self.dashboard(), id="faction")
        yield Footer()

    def heading(self, layer: str, faction: str | None) -> str:
        """The top line: the game, the turn, the seat, and the layer on the map."""
        game = self.table.game
        shown = t(layer) + (f" {self.board.names[faction]}" if layer == "influence" and
                            faction else "")
        return (f"{game.title} · {t('Turn {turn}', turn=game.turn)} · {self.seat.name} "
                f"({self.seat.faction}) · {t('Layer')}: {shown}")

    def on_hex_map_layer_shown(self, message: HexMap.LayerShown) -> None:
        self.query_one("#title", Static).update(self.heading(message.layer, message.faction))

    @property
    def orders(self) -> Orders:
        game = self.table.game
        return game.rules.parse_orders(game.state, self.seat, self.draft)

    def dashboard(self) -> str:
        view = views.dashboard(self.table.game.state, self.seat)
        influence = describe_influence(self.board, self.seat.faction)
        return describe_faction(view, self.orders) + ("\n" + influence if influence else "")

    WIDE = 130  # from this many columns on, the side panel takes more room

    def on_mount(self) -> None:
        self.query_one(HexMap).focus()

    def on_resize(self, event: events.Resize) -> None:
        self.query_one("#side").styles.width = 56 if event.size.width >= self.WIDE else 34

    def on_hex_map_moved(self, message: HexMap.Moved) -> None:
        self.query_one("#hex", Static).update(describe_hex(self.board, message.col,
                                                           message.row))

    # --- the order form --------------------------------------------------------------

    def action_order_here(self) -> None:
        col, row = self.query_one(HexMap).cursor
        own = [u for u in self.board.units.get(self.board.index(col, row), []) if u.own]
        if own:
            self.open_form(own[0].code)
        else:
            self.action_units()

    def open_form(self, code: str) -> None:
        if self.query(OrderForm):
            return
        self.query_one("#faction").display = False
        self.query_one("#side").mount(OrderForm(self.table, self.seat.name, code, self.draft))

    def on_order_form_route(self, message: OrderForm.Route) -> None:
        hexmap = self.query_one(HexMap)
        preview = message.preview
        if preview is None:
            hexmap.show_route({})
            return
        index = self.table.game.state.size.index
        marks = {index(s.place): str(k) for k, s in enumerate(preview.steps, 1)}
        hexmap.show_route(marks, index(preview.refused) if preview.refused else None)
        hexmap.go(*preview.end.to_offset())

    def on_order_form_done(self, message: OrderForm.Done) -> None:
        if message.draft is not None:
            self.draft = message.draft
        self.query_one(OrderForm).remove()
        self.query_one(HexMap).show_route({})
        faction = self.query_one("#faction", Static)
        faction.update(self.dashboard())
        faction.display = True
        self.query_one(HexMap).focus()

    def action_units(self) -> None:
        def chosen(code: str | None) -> None:
            if code is None:
                return
            place = self.table.game.state.units[code].hex
            if place is not None:
                self.query_one(HexMap).go(*place.to_offset())
            self.open_form(code)

        self.app.push_screen(UnitsScreen(self.table, self.seat.name, self.orders), chosen)

    # --- the orders as text, the submission --------------------------------------------

    def action_orders_text(self) -> None:
        self.app.push_screen(OrdersScreen(self.table, self.seat.name, self.draft),
                             self.after_text)

    def after_text(self, result: tuple[str, bool] | None) -> None:
        if result is None:
            return
        self.draft, submit = result
        self.query_one("#faction", Static).update(self.dashboard())
        if submit:
            self.action_submit()

    def action_submit(self) -> None:
        def answered(yes: bool | None) -> None:
            if yes:
                self.table.submit(self.seat.name, self.draft)
                self.dismiss()

        self.app.push_screen(ConfirmSubmit(self.table, self.seat.name, self.orders), answered)

    def action_reports(self) -> None:
        self.app.push_screen(ReportsScreen(self.table, self.seat.name))

    def commands(self) -> list[tuple[str, str, Callable[[], object]]]:
        """The command palette's entries for this screen: (title, help, action)."""
        hexmap = self.query_one(HexMap)
        return [
            (t("Order form"), t("the order of the unit under the cursor"),
             self.action_order_here),
            (t("Your units and their orders"), t("choose a unit to give it an order"),
             self.action_units),
            (t("Orders as text"), t("the orders file, checked as you type"),
             self.action_orders_text),
            (t("Submit the turn"), t("asks before submitting"), self.action_submit),
            (t("Next map layer"), t("terrain, owner, units, influence, population"),
             hexmap.action_next_layer),
            (t("Influence of the next faction"), t("the influence layer"),
             hexmap.action_next_influence),
            (t("Reports"), t("the reports of the resolved turns"), self.action_reports),
            (t("Help"), t("the keys and the rules at hand"), self.action_help),
        ]

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen("order_form" if self.query(OrderForm) else "map"))
