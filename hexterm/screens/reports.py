"""The reports of the last resolved turns, as one seat may read them."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Label, Static

from hexterm.i18n import t
from hexterm.screens.common import Localised
from hexterm.table import Table


def report_text(table: Table, seat: str, turn: int) -> str:
    events = table.report(seat, turn)
    if not events:
        return t("Nothing to report for turn {turn}.", turn=turn)
    return "\n".join(f"[{e.phase}] {e.subject}: {e.text}" for e in events)


class ReportsScreen(Localised, ModalScreen[None]):
    """Turn by turn: left and right go to earlier and later turns."""

    BINDINGS = [("escape,r", "dismiss", "Back"), ("left", "turn(-1)", "←"),
                ("right", "turn(1)", "→")]

    def __init__(self, table: Table, seat: str) -> None:
        super().__init__()
        self.table = table
        self.seat = seat
        self.turn = max(1, table.game.turn - 1)

    def compose(self) -> ComposeResult:
        yield Label(t("Reports") + " · " + t("Turn {turn}", turn=self.turn), id="heading")
        with VerticalScroll():
            yield Static(report_text(self.table, self.seat, self.turn), id="report",
                         markup=False)

    def action_turn(self, delta: int) -> None:
        self.turn = min(max(1, self.turn + delta), max(1, self.table.game.turn - 1))
        self.query_one("#heading", Label).update(
            t("Reports") + " · " + t("Turn {turn}", turn=self.turn))
        self.query_one("#report", Static).update(report_text(self.table, self.seat, self.turn))
