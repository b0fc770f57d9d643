"""The hand-off screen: the keyboard passes to the next player.

Nothing of any player's game is drawn here: only the name and faction of the seat
called, and which seats have given their orders. The player confirms, with their PIN
when the seat has one, before their view is shown.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, Static

from hexterm.engine.errors import SeatError
from hexterm.i18n import t
from hexterm.screens.common import Localised
from hexterm.table import Table


class HandOffScreen(Localised, Screen[str]):
    """Ask for `seat` at the keyboard; dismisses with the seat's name once unlocked."""

    BINDINGS = [("escape", "app.quit", "Quit")]
    DEFAULT_CSS = """
    HandOffScreen #go { width: 48; max-width: 100%; }
    """

    def __init__(self, table: Table, seat: str) -> None:
        super().__init__()
        self.table = table
        self.seat = table.game.seat(seat)

    def compose(self) -> ComposeResult:
        game = self.table.game
        faction = self.seat.faction
        given = [s.name for s in self.table.humans() if s.name in game.orders]
        awaited = game.waiting_for()
        with Vertical(id="handoff"):
            yield Label(t("Turn {turn}", turn=game.turn), id="turn")
            yield Label(t("Pass the keyboard to {name} ({faction})", name=self.seat.name,
                          faction=faction), id="call")
            yield Static(t("Nothing of anyone's game is shown until {name} is at the "
                           "keyboard.", name=self.seat.name), id="privacy")
            yield Static(f"{t('Orders given')}: {', '.join(given) or '-'}\n"
                         f"{t('Orders awaited')}: {', '.join(awaited) or '-'}", id="status")
            if self.seat.has_pin:
                yield Input(placeholder=t("PIN"), password=True, id="pin")
            yield Label("", id="error")
            with Center():
                yield Button(t("I am {name}: show my game", name=self.seat.name),
                             variant="primary", id="go")
        yield Footer()

    def on_input_submitted(self) -> None:
        self.unlock()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "go":
            self.unlock()

    def unlock(self) -> None:
        pin = self.query_one("#pin", Input).value if self.seat.has_pin else None
        try:
            self.table.unlock(self.seat.name, pin)
        except SeatError:
            self.query_one("#error", Label).update(t("wrong PIN"))
            return
        self.dismiss(self.seat.name)
