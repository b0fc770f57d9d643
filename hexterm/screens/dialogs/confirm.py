"""The confirmation of a turn's orders: "Submit your orders?", with what they hold.

Every ruleset's play screen asks it before it submits; the line of what the orders hold
is the ruleset's own (`summary`). `Confirm`: any other yes-or-no question asked before
something is done.
"""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Button, Footer, Label, Static

from hexterm.i18n import t
from hexterm.table import Table
from hexterm.widgets.localised import Localised

STYLES = Path(__file__).with_suffix(".tcss")
"""This module's screens' styles, beside it."""


class ConfirmSubmit(Localised, ModalScreen[bool]):
    """"Submit the turn?", with a line saying what the orders hold (`summary`)."""

    BINDINGS = [("escape,n", "answer(False)", "Back"), ("y,o", "answer(True)", "Submit")]
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


class Confirm(Localised, ModalScreen[bool]):
    """A question answered yes or no before something is done (taking a move back): the
    question, the lines that say what it does, and two buttons; escape
    answers no."""

    BINDINGS = [("escape", "answer(False)", "Back")]
    CSS_PATH = STYLES

    def __init__(self, question: str, lines: list[str], yes: str, no: str) -> None:
        super().__init__()
        self.question, self.lines, self.yes, self.no = question, lines, yes, no

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm"):
            yield Label(self.question, id="confirm-question")
            for line in self.lines:
                yield Static(line, markup=False)
            yield from self.more()
            yield Label("", id="confirm-error")
            with Horizontal(id="confirm-buttons"):
                yield Button(self.yes, variant="primary", id="yes")
                yield Button(self.no, id="no")

    def more(self) -> ComposeResult:
        """What a subclass asks besides (a PIN)."""
        yield from ()

    def on_mount(self) -> None:
        self.first().focus()

    def first(self) -> Widget:
        """What has the focus first: the safe answer, under the enter key."""
        return self.query_one("#no", Button)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.action_answer(event.button.id == "yes")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class ConfirmSerious(Confirm):
    """A serious question (a line of the orders that cannot be taken back): y (or o, the
    French oui) does it; n or escape does not (the default button)."""

    BINDINGS = [("escape,n", "answer(False)", "Back"), ("y,o", "answer(True)", "Yes")]

    def __init__(self, question: str) -> None:
        super().__init__(question, [], "", "")

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm-paper"):
            yield Static(self.question, id="confirm-paper-question", markup=False)
            with Horizontal(id="confirm-paper-buttons"):
                yield Button(t("Yes (y)"), variant="error", compact=True, id="yes")
                yield Button(t("Back (n)"), compact=True, id="no")
        yield Footer()
