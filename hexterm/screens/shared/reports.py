"""The frame of a seat's reports: one resolved turn at a time, left and right to move.

Every ruleset's reports screen is a `ReportsFrame`: it says what a turn's report holds
(`report`, from the events the seat may read: `Table.report`) and what else follows a
change of turn (`turned`); the frame keeps the seat, the turn shown and the latest one,
moves between them and redraws the `#report` text. Back (escape or r) dismisses with
`result()`. `TurnLog` is the frame of the campaigns whose report is one text a turn,
`Ending` the screen of a campaign that is over.
"""

from __future__ import annotations

from typing import Generic, TypeVar

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Footer, Static

from hexterm.table import Table
from hexterm.widgets.localised import Localised

ResultT = TypeVar("ResultT")


class ReportsFrame(Localised, ModalScreen[ResultT], Generic[ResultT]):
    """A seat's reports, turn by turn (the latest resolved one first)."""

    BINDINGS = [Binding("escape,r", "back", "Back"), Binding("left", "turn(-1)", "Earlier turn"),
                Binding("right", "turn(1)", "Later turn")]

    def __init__(self, table: Table, seat: str, *, last: int | None = None) -> None:
        super().__init__()
        self.table = table
        self.seat = seat
        self.last = table.game.turn - 1 if last is None else last
        """The latest turn there is a report of (0: none yet)."""
        self.turn = self.last

    def report(self) -> str:
        """The text of the report of `self.turn`."""
        raise NotImplementedError

    def turned(self) -> None:
        """What else changes with the turn shown (the heading, the answers...)."""

    def result(self) -> ResultT | None:
        """What the screen dismisses with."""
        return None

    def action_turn(self, delta: int) -> None:
        self.turn = max(min(self.turn + delta, self.last), min(1, self.last))
        self.query_one("#report", Static).update(self.report())
        self.turned()

    def action_back(self) -> None:
        self.dismiss(self.result())


class TurnLog(ReportsFrame[None]):
    """A campaign's reports as one text a turn, the turn in progress first (the one
    before when nothing of it is resolved yet: the hot-seat cycle shows it as a new
    turn opens). A ruleset's log says what a turn's text is (`report`)."""

    def __init__(self, table: Table, seat: str) -> None:
        super().__init__(table, seat, last=table.game.turn)
        if not table.report(seat, self.turn):
            self.turn = max(self.turn - 1, 1)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="body"):
            yield Static(self.report(), id="report", markup=False)
        yield Footer()


class Ending(Localised, Screen[None]):
    """The end of a campaign, shown at one keyboard: its text (`lines`: how it ended,
    the final ranking), a ruleset's own."""

    BINDINGS = [("ctrl+q", "app.quit", "Quit")]

    def __init__(self, table: Table) -> None:
        super().__init__()
        self.table = table

    def lines(self) -> list[str]:
        raise NotImplementedError

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="body"):
            yield Static("\n".join(self.lines()), id="ranking", markup=False)
        yield Footer()
