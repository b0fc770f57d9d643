"""The question ctrl+b asks on the tactical board before an activation is taken back
(`dialogs.confirm.Confirm`): the move, who may take it back (the engine says:
`engine.tactical.play.take_back_for`), and the answer.

The player who made the move, at the keyboard, answers yes or no. Another player's
screen (one keyboard, the next go already shown) may not take it back as itself: the
keyboard passes back to the player who made it (with their PIN when their seat has
one), or the organiser takes it back.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widget import Widget
from textual.widgets import Input, Label

from hexterm.engine.errors import SeatError
from hexterm.engine.steps import ORGANISER
from hexterm.engine.tactical.words import WORDS
from hexterm.i18n import said
from hexterm.screens.dialogs.confirm import Confirm
from hexterm.table import Table


class TakeBack(Confirm):
    """Take back `mover`'s move? Asked of the seat at the keyboard (`asker`)."""

    def __init__(self, table: Table, mover: str, move: str, asker: str,
                 refusal: str = "") -> None:
        self.table, self.mover = table, mover
        self.ask_pin = bool(refusal) and table.game.seat(mover).has_pin
        if refusal:  # another player's screen: the keyboard goes back to the mover
            lines = [move, refusal.rstrip(".") + ".",
                     said(WORDS.phrase("Pass the keyboard to {seat}.", seat=mover))]
            yes = said(WORDS.phrase("I am {seat}, or the organiser: take it back", seat=mover))
        else:
            lines = [move, said(WORDS.phrase("{seat} plays this go again, from where the units "
                                             "stood.", seat=mover))]
            yes = said(WORDS.phrase("Take it back"))
        question = said(WORDS.phrase("Take back your last move?")) if asker in (mover, ORGANISER) \
            and not refusal else said(WORDS.phrase("Take back {seat}'s last move?", seat=mover))
        super().__init__(question, lines, yes, said(WORDS.phrase("Keep the move")))

    def more(self) -> ComposeResult:
        if self.ask_pin:
            yield Input(placeholder=said(WORDS.phrase("{seat}'s PIN", seat=self.mover)),
                        password=True, id="pin")

    def first(self) -> Widget:
        return self.query_one("#pin", Input) if self.ask_pin else super().first()

    def on_input_submitted(self) -> None:
        self.action_answer(True)

    def action_answer(self, yes: bool) -> None:
        if yes and self.ask_pin:
            try:
                self.table.unlock(self.mover, self.query_one("#pin", Input).value)
            except SeatError:
                self.query_one("#confirm-error", Label).update(
                    said(WORDS.phrase("That is not {seat}'s PIN: the move stays.",
                                      seat=self.mover)))
                return
        self.dismiss(yes)
