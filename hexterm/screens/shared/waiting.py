"""The waiting screen: a seat playing from its own terminal has given its orders.

When each player plays their seat from their own terminal (`hexterm play SAVE --as
SEAT`, or a session of `hexterm serve`), submitting does not end the program: this
screen says who has given their orders and who is awaited (names only: nothing of
anyone's game), and follows the save on disk while the others play. `SaveWatch` looks
at the file twice a second and reads its header only when it was replaced (saves are
replaced atomically, so reading needs no lock). When the turn moves on (the last seat
submitted, which resolved it) the screen dismisses with None; the app then hands the
new turn over with its reports.

Until then `w` takes the seat's orders back (they come back as the draft, on the map):
the last submission resolves the turn in the same locked update, so orders can be
taken back exactly as long as the turn is not resolved. When the game is over, the
screen shows the outcome, and `r` the seat's last reports.
"""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, Label, Static

from hexterm.engine.errors import HextermError
from hexterm.engine.steps import InputKind
from hexterm.i18n import said_or_name, t, title_said, typeset
from hexterm.screens.shared.common import faction_of, sentence
from hexterm.screens.shared.drafting import input_said
from hexterm.screens.shared.help import HelpScreen
from hexterm.screens.shared.screen_sets import screens_for
from hexterm.screens.shared.watching import FollowsDeadline, SaveWatch, step_status
from hexterm.table import Table
from hexterm.widgets.localised import Localised

__all__ = ["SaveWatch", "WaitingScreen", "step_status"]  # SaveWatch, step_status: watching.py's

STYLES = Path(__file__).with_suffix(".tcss")
"""This module's screens' styles, beside it."""


class WaitingScreen(FollowsDeadline, Localised, Screen[str | None]):
    """The seat's orders are in; dismisses with None when the turn has moved on, or with
    the orders taken back (`w`) as the draft to go on with."""

    BINDINGS = [("w", "withdraw", "Take back my orders"),
                ("u", "take_back", "Take back my last move"), ("r", "reports", "Reports"),
                ("p", "ask_pause", "Ask for a pause"),
                ("p", "withdraw_pause", "Withdraw my request for a pause"),
                ("question_mark", "help", "Help"), ("ctrl+q", "app.quit", "Quit")]
    CSS_PATH = STYLES
    POLL = 0.5  # seconds between two looks at the save

    def __init__(self, table: Table, seat: str) -> None:
        super().__init__()
        self.table = table
        self.seat = table.game.seat(seat)
        self.turn = table.game.turn
        self.steps_done = table.game.steps_done  # of a turn of several steps
        self.save_watch = SaveWatch(table.path)

    @property
    def over(self) -> bool:
        return self.table.game.outcome is not None

    def compose(self) -> ComposeResult:
        game = self.table.game
        outcome = game.outcome
        with Vertical(id="waiting"):
            yield Label(screens_for(game.ruleset).turn_name(game), id="waiting-turn")
            if outcome is not None:
                yield Label(t("The game is over."), id="waiting-call")
                yield Static(typeset(f"{said_or_name(outcome.reason)}: "
                                     f"{', '.join(outcome.ranking)}"),
                             id="waiting-status")
                yield Static(t("r shows your last reports; ctrl+q quits."), id="waiting-note")
            else:
                yield Label(self.call(), id="waiting-call")
                yield Static(step_status(game, game.orders), id="waiting-status")
                yield self.deadline_line()
                yield Static(t("The next turn opens here as soon as the last player gives "
                               "their orders. Until then, w takes yours back.")
                             if game.step.kind is InputKind.ORDERS else
                             t("The next step opens here as soon as every input is in.")
                             + (" " + t("Until then, w takes yours back.")
                                if self.seat.name in game.orders else ""),
                             id="waiting-note")
        yield Footer()

    def call(self) -> str:
        """What the seat is told: its input is given, or nothing is asked of it now."""
        game, step, seat = self.table.game, self.table.game.step, self.seat
        # who plays the seat (its new player, once given to another person), as the
        # hand-off names them; the seat keeps its faction
        name, faction = seat.played_by, faction_of(game, seat.name)
        if step.kind is InputKind.ORDERS:
            return t("{name} ({faction}): your orders are given.", name=name,
                     faction=faction)
        if seat.name in game.orders:
            return t("{name} ({faction}): {step} given.", name=name, faction=faction,
                     step=title_said(step.title, game.rules.name))
        return t("{name} ({faction}): nothing is asked of you at this step ({step}).",
                 name=name, faction=faction, step=title_said(step.title, game.rules.name))

    def on_mount(self) -> None:
        if not self.over:
            self.set_interval(self.POLL, self.poll)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "withdraw":
            return not self.over and self.seat.name in self.table.game.orders
        if action == "take_back":
            undo = self.table.game.undo
            return not self.over and undo is not None and undo["seat"] == self.seat.name
        if action == "reports":
            return self.table.game.turn > 1
        if action in ("ask_pause", "withdraw_pause"):  # the one the seat may do now
            asked = self.pause_asked(self.seat.name)
            return asked is not None and asked == (action == "withdraw_pause")
        return True

    def poll(self) -> None:
        """Look at the save: show who is awaited now, or leave once the turn moved on."""
        if self.over or not self.is_active:  # not under the help or the reports
            return
        header = self.save_watch.changed()
        if header is None:
            return
        moved = SaveWatch.step_of(header) != (self.turn, self.steps_done)
        if moved or header.get("over"):
            self.dismiss(None)
            return
        submitted = [str(name) for name in header.get("submitted", [])]
        self.deadline_seen(header)
        if self.table.game.step.parts:  # a part resolved: is the seat awaited again?
            try:
                game = self.table.reload()
            except HextermError:
                return
            if self.seat.name in game.waiting_for():
                self.dismiss(None)
                return
        self.query_one("#waiting-status", Static).update(step_status(self.table.game,
                                                                     submitted))

    def action_withdraw(self) -> None:
        try:
            text = self.table.withdraw(self.seat.name)
        except HextermError as exc:  # the save locked too long, damaged or replaced
            self.notify(sentence(exc), title=t("Your orders were not taken back"),
                        severity="error", timeout=30)
            return
        if text is None and self.table.game.turn != self.turn:
            self.notify(t("Too late: the turn was resolved."))
            self.dismiss(None)
            return
        self.dismiss(input_said(self.table.game, text) if text else "")  # player's words

    def action_take_back(self) -> None:
        """The seat's last input taken back, before anyone else gives theirs (a ruleset
        whose moves may be taken back: `Ruleset.undoable`): its step opens again."""
        try:
            self.table.take_back(self.seat.name)
        except HextermError as exc:  # someone acted meanwhile, or the save is locked
            self.notify(sentence(exc), title=t("Nothing was taken back"), severity="error",
                        timeout=20)
            return
        self.dismiss(None)

    def action_ask_pause(self) -> None:
        self.ask_pause(self.seat.name)
        self.refresh_bindings()

    def action_withdraw_pause(self) -> None:
        self.withdraw_pause(self.seat.name)
        self.refresh_bindings()

    def action_reports(self) -> None:
        reports = screens_for(self.table.game.ruleset).reports
        if reports is not None:
            self.app.push_screen(*reports(self.table, self.seat.name, None))

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen("handoff"))
