"""The orders of one seat for the turn, written as the orders file and checked as typed.

The text is the ruleset's orders file (its codec reads it), starting from the seat's
draft (the orders the forms wrote so far) or, with none, from what the ruleset says a
seat starts from (`OrdersRuleset.starting_orders`). Each change is checked against the
rules; the first problem is shown under the text with its line. Escape keeps the text
as the draft when the rules accept it; ctrl+s keeps it and asks to submit the turn.
The text takes the screen's height; ctrl+a selects all of it, and keys typed fast keep
their order (`widgets.keys`).
"""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Footer, Label, TextArea

from hexterm.engine.errors import HextermError
from hexterm.engine.ruleset import OrdersRuleset
from hexterm.i18n import error_said, t
from hexterm.screens.shared.drafting import keep
from hexterm.table import Table
from hexterm.widgets.keys import InOrderTextArea
from hexterm.widgets.localised import Localised

STYLES = Path(__file__).with_suffix(".tcss")
"""This module's screen's styles, beside it."""


def starting_text(table: Table, seat: str, draft: str) -> str:
    """The draft, or the orders the ruleset starts a seat from
    (`OrdersRuleset.starting_orders`)."""
    if draft:
        return draft
    game = table.game
    if not isinstance(game.rules, OrdersRuleset):
        return ""
    return game.rules.starting_orders(game.state, game.seat(seat))


class OrdersFrame(Localised, ModalScreen[tuple[str, bool] | None]):
    """What the orders editor and a ruleset's planner share: the orders (`text`) checked
    by the rules; escape keeps them as the draft when the rules accept them (else the
    earlier orders stay, `kept_sentence` says so), ctrl+s keeps them and asks to submit.
    Dismisses with (text, whether to submit), or None to drop it."""

    BINDINGS = [("escape", "back", "Back"), ("ctrl+s", "submit", "Submit the turn")]

    def __init__(self, table: Table, seat: str, draft: str = "") -> None:
        super().__init__()
        self.table = table
        self.seat = seat
        self.draft = draft

    def text(self) -> str:
        """The orders as they stand on the screen."""
        raise NotImplementedError

    def show_problem(self, problem: str) -> None:
        """Say the rules' problem with the orders (ctrl+s refused)."""
        raise NotImplementedError

    def kept_sentence(self) -> str:
        """What escape says when the rules refuse the orders."""
        raise NotImplementedError

    def problem(self) -> str:
        try:
            self.table.check(self.seat, self.text())
        except HextermError as exc:
            return error_said(exc)
        return ""

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "submit":
            self.action_submit()
        else:
            self.action_back()

    def action_back(self) -> None:
        if self.problem():
            self.notify(self.kept_sentence(), severity="warning")
            self.dismiss(None)
        else:
            self.dismiss((self.text(), False))

    def action_submit(self) -> None:
        problem = self.problem()
        if problem:
            self.show_problem(problem)
            return
        self.dismiss((self.text(), True))


class OrdersScreen(OrdersFrame):
    """Edit and check; dismisses with (text, whether to submit), or None to drop it."""

    CSS_PATH = STYLES

    def compose(self) -> ComposeResult:
        with Vertical(id="orders"):
            yield Label(t("Orders") + f" · {self.seat}")
            yield InOrderTextArea(starting_text(self.table, self.seat, self.draft), id="text")
            yield Label("", id="problem")
            with Horizontal(id="orders-buttons"):
                yield Button(t("Submit the turn"), variant="primary", id="submit")
                yield Button(t("Back"), id="back")
        yield Footer()

    def on_mount(self) -> None:
        self.on_text_area_changed()

    def text(self) -> str:
        return self.query_one(TextArea).text

    def show_problem(self, problem: str) -> None:
        self.query_one("#problem", Label).update(problem)

    def kept_sentence(self) -> str:
        return t("The text has a problem: your earlier orders are kept.")

    def on_text_area_changed(self) -> None:
        self.query_one("#problem", Label).update(self.problem() or "✓")
        keep(self, self.table, self.seat, self.text())  # every key typed
