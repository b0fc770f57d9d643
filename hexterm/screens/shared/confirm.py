"""The confirmation of a turn's orders: "Submit your orders?", with what they hold.

Every ruleset's play screen asks it before it submits; the line of what the orders hold
is the ruleset's own (`summary`).
"""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Static

from hexterm.i18n import t
from hexterm.screens.shared.common import Localised
from hexterm.table import Table

STYLES = Path(__file__).with_suffix(".tcss")
"""This module's screens' styles, beside it."""


class ConfirmSubmit(Localised, ModalScreen[bool]):
    """"Submit the turn?", with a line saying what the orders hold (`summary`)."""

    BINDINGS = [("escape,n", "answer(False)", "Back"), ("y", "answer(True)", "Submit")]
    CSS_PATH = STYLES

    def __init__(self, table: Table, summary: str) -> None:
        super().__init__()
        self.turn = table.game.turn
        self.summary = summary
        self.can_take_back = table.resolve_on_last  # each player at their own terminal

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm"):
            yield Label(t("Submit your orders for turn {turn}?", turn=self.turn),
                        id="confirm-question")
            yield Static(self.summary)
            yield Static(t("Until the last player gives their orders, w on the waiting "
                           "screen takes them back.") if self.can_take_back else
                         t("Once submitted, the orders cannot be changed this turn."))
            with Horizontal(id="confirm-buttons"):
                yield Button(t("Submit"), variant="primary", id="yes")
                yield Button(t("Back"), id="no")

    def on_mount(self) -> None:
        self.query_one("#yes", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)
