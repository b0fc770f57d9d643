"""The hand-off screen: the keyboard passes to the next player, or a new turn opens.

Nothing of any player's game is drawn here: only the turn (as the ruleset calls it),
the name and faction (by its name) of the seat called, which seats have given their
input, and the time left before the step's deadline (`FollowsDeadline`). `?` shows the
help of the hand-off, then of the game. The player confirms, with their PIN when the
seat has one, before their view is shown; "Organiser" opens the organiser's screen
instead (at one keyboard where no seat has a PIN: `organiser.DESK`).

Played from one's own terminal (`own`: `hexterm play SAVE --as SEAT`, a served
session), the screen opens each turn of that one seat instead: the PIN is asked only
when `ask_pin` (the first time in a program; never in a served session, whose seat
logged in already), and the list of who has given their orders follows the save on
disk while the screen is shown.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from textual.app import ComposeResult
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, Static

from hexterm.engine.errors import SeatError
from hexterm.i18n import t
from hexterm.save.errors import SaveError
from hexterm.screens.shared.common import faction_of
from hexterm.screens.shared.help import HelpScreen
from hexterm.screens.shared.organiser import DESK
from hexterm.screens.shared.organiser_pin import with_organiser_pin
from hexterm.screens.shared.screen_sets import screens_for
from hexterm.screens.shared.watching import FollowsDeadline, SaveWatch, step_status
from hexterm.table import Table
from hexterm.widgets.localised import Localised

STYLES = Path(__file__).with_suffix(".tcss")
"""This module's screens' styles, beside it."""


class HandOffScreen(FollowsDeadline, Localised, Screen[str]):
    """Ask for `seat` at the keyboard; dismisses with the seat's name once unlocked."""

    BINDINGS = [("escape", "app.quit", "Quit"), ("question_mark", "help", "Help")]
    CSS_PATH = STYLES
    POLL = 0.5  # seconds between two looks at the save (own terminal)

    def __init__(self, table: Table, seat: str, *, own: bool = False,
                 ask_pin: bool = True) -> None:
        super().__init__()
        self.table = table
        self.seat = table.game.seat(seat)
        self.own = own
        self.ask_pin = ask_pin and self.seat.has_pin
        self.save_watch = SaveWatch(table.path)

    def compose(self) -> ComposeResult:
        game = self.table.game
        # who plays the seat (its new player, once the organiser gave it to another
        # person), and its faction, which the seat keeps
        name, faction = self.seat.played_by, faction_of(game, self.seat.name)
        with Vertical(id="handoff"):
            yield Label(screens_for(game.ruleset).turn_name(game), id="turn")
            if self.own:
                yield Label(t("{name} ({faction}) plays at this terminal", name=name,
                              faction=faction), id="call")
                yield Static(t("The other players play their seats at their own "
                               "terminals."), id="privacy")
            else:
                yield Label(t("Pass the keyboard to {name} ({faction})", name=name,
                              faction=faction), id="call")
                yield Static(t("Nothing of anyone's game is shown until {name} is at the "
                               "keyboard.", name=name), id="privacy")
            yield Static(t("The game is over.") if game.outcome is not None else
                         step_status(game, game.orders), id="status")
            yield self.deadline_line()
            if self.ask_pin:
                yield Input(placeholder=t("PIN"), password=True, id="pin")
            yield Label("", id="error")
            with Center():
                yield Button(t("Show my game") if self.own else
                             t("I am {name}: show my game", name=name),
                             variant="primary", id="go")
            if not self.own and (game.organiser.has_pin
                                 or not any(s.has_pin for s in game.seats)):
                with Center():  # the organiser's screen (the whole game), at one
                    # keyboard: not where a PIN keeps a seat's game from the others at
                    # it, unless the organiser's own PIN is asked first
                    yield Button(t("Organiser"), id="desk")
        yield Footer()

    def on_mount(self) -> None:
        if self.own and self.table.game.outcome is None:
            self.set_interval(self.POLL, self.poll)

    def poll(self) -> None:
        """Show who has given their orders now (other players submit meanwhile)."""
        header = self.save_watch.changed() if self.is_active else None
        if header is None:
            return
        game = self.table.game
        if (header.get("turn"), header.get("step", 0)) != (game.turn, game.steps_done) \
                or game.step.parts:  # a step in parts: whom each part awaits now
            with contextlib.suppress(SaveError):  # the step moved on: show the new one
                before, game = game, self.table.reload()
                tell = getattr(self.app, "tell_change", None)  # the seat's go, told once
                if tell is not None:
                    tell(before, game)
        self.query_one("#turn", Label).update(screens_for(game.ruleset).turn_name(game))
        submitted = [str(name) for name in header.get("submitted", [])]
        self.query_one("#status", Static).update(step_status(game, submitted))
        self.deadline_seen(header)

    def on_input_submitted(self) -> None:
        self.unlock()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "go":
            self.unlock()
        elif event.button.id == "desk":  # the organiser's PIN first, if one is set
            game = self.table.game
            with_organiser_pin(self.app, game.organiser, game.title or self.table.path.name,
                               lambda: self.dismiss(DESK))

    def unlock(self) -> None:
        pin = self.query_one("#pin", Input).value if self.ask_pin else None
        try:
            if self.ask_pin or not self.own:
                self.table.unlock(self.seat.name, pin)
        except SeatError:
            self.query_one("#error", Label).update(t("wrong PIN"))
            return
        self.dismiss(self.seat.name)

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen("handoff"))
