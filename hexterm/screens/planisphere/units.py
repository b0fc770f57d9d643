"""The seat's units with the state of their orders, and what the turn's orders hold.

The list shows every unit the seat commands on the map, then its reserve cards, each
with the order written for it so far (a unit without one defends); choosing one opens
its order form. Submitting the turn asks first, saying how many units have orders.
"""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import DataTable, Footer, Label

from hexterm.engine.planisphere.orders import forms
from hexterm.engine.planisphere.orders.lines import Orders
from hexterm.i18n import t
from hexterm.screens.planisphere.order_words import actions_said
from hexterm.screens.planisphere.words import phrase
from hexterm.table import Table
from hexterm.widgets.localised import Localised

STYLES = Path(__file__).with_suffix(".tcss")
"""This module's screens' styles, beside it."""


def order_state(orders: Orders, card: forms.Card) -> str:
    """What the unit will do, as written: its actions, or the default."""
    order = orders.of(card.code)
    if order is not None:
        return actions_said(order.actions)
    return phrase("no order: defends") if card.place else phrase("stays in the reserve")


class UnitsScreen(Localised, ModalScreen[str | None]):
    """Dismisses with the code of the unit chosen, or None."""

    BINDINGS = [("escape,u", "dismiss", "Back")]
    CSS_PATH = STYLES

    def __init__(self, table: Table, seat: str, orders: Orders) -> None:
        super().__init__()
        game = table.game
        self.cards = forms.commanded(game.state, game.seat(seat))
        self.orders = orders

    def compose(self) -> ComposeResult:
        with Vertical(id="units"):
            yield Label(phrase("Your units and their orders"), id="units-heading")
            table: DataTable[str] = DataTable(cursor_type="row", zebra_stripes=True)
            table.add_columns(phrase("Unit"), phrase("Card"), phrase("Hex"), phrase("Order"))
            for card in self.cards:
                table.add_row(card.code, card.name,
                              card.place.label if card.place else t("reserve"),
                              order_state(self.orders, card), key=card.code)
            yield table
        yield Footer()

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        self.dismiss(event.row_key.value)


def orders_summary(table: Table, seat: str, orders: Orders) -> str:
    """How many of the seat's units have orders, defend without one, or deploy."""
    game = table.game
    cards = forms.commanded(game.state, game.seat(seat))
    on_map = [c for c in cards if c.place is not None]
    ordered = sum(1 for c in on_map if orders.of(c.code))
    deploying = sum(1 for c in cards if c.place is None and orders.of(c.code))
    return phrase("Units with an order: {ordered} · defending without one: {defending} · "
             "cards deploying: {deploying}", ordered=ordered,
             defending=len(on_map) - ordered, deploying=deploying)
