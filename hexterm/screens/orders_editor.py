"""The orders of one seat for the turn, written as the orders file and checked as typed.

The text is the orders file of docs/orders.md (one `unit CODE: action; action` line a
unit, reserve orders before any unit). Each change is checked against the rules; the
first problem is shown under the text with its line, before anything is submitted.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label, TextArea

from hexterm.engine.errors import HextermError
from hexterm.i18n import t
from hexterm.screens.common import Localised
from hexterm.table import Table


def starting_text(table: Table, seat: str) -> str:
    """The seat's submitted orders, or one defending line per unit it commands."""
    game = table.game
    if seat in game.orders:
        return game.orders[seat]
    view = game.rules.view(game.state, game.seat(seat))
    lines = [f"unit {code}: defend" for code, unit in view["units"].items()
             if unit.get("status") == "deployed" and unit.get("commander") == seat]
    return "\n".join(lines) + ("\n" if lines else "")


class OrdersScreen(Localised, ModalScreen[bool]):
    """Edit, check and submit; dismisses with True once submitted."""

    BINDINGS = [("escape", "back", "Back"), ("ctrl+s", "submit", "Submit the turn")]

    def __init__(self, table: Table, seat: str) -> None:
        super().__init__()
        self.table = table
        self.seat = seat

    def compose(self) -> ComposeResult:
        with Vertical(id="orders"):
            yield Label(t("Orders") + f" · {self.seat}")
            yield TextArea(starting_text(self.table, self.seat), id="text")
            yield Label("", id="problem")
            with Horizontal():
                yield Button(t("Submit the turn"), variant="primary", id="submit")
                yield Button(t("Back"), id="back")

    def problem(self) -> str:
        try:
            self.table.check(self.seat, self.query_one(TextArea).text)
        except HextermError as exc:
            return str(exc)
        return ""

    def on_text_area_changed(self) -> None:
        self.query_one("#problem", Label).update(self.problem() or "✓")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "submit":
            self.action_submit()
        else:
            self.action_back()

    def action_back(self) -> None:
        self.dismiss(False)

    def action_submit(self) -> None:
        problem = self.problem()
        if problem:
            self.query_one("#problem", Label).update(problem)
            return
        self.table.submit(self.seat, self.query_one(TextArea).text)
        self.dismiss(True)
