"""The reports of the resolved turns, as one seat may read them, turn by turn.

A turn's report is laid out in sections: the result of every order with its reason,
the battles the seat's units fought, what its reconnaissance saw, where each unit
stands, and what the end of a session brought. Earlier turns stay readable (left and
right). The sentences are the engine's (English); the headings follow the language.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Label, Static

from hexterm.engine.ruleset import Event
from hexterm.i18n import t
from hexterm.screens.common import Localised
from hexterm.table import Table

SECTIONS = (("Orders", ("order.", "reserve.", "no-orders")), ("Battles", ("battle",)),
            ("Seen", ("recon.",)), ("Your units", ("unit.",)), ("The session", ("session.",)))
RESULT_MARKS = {"done": "+", "partly": "~", "failed": "x"}


def section_of(event: Event) -> str:
    """The heading an event is reported under ('Other' for an unknown key)."""
    return next((title for title, keys in SECTIONS if event.key.startswith(keys)), "Other")


def report_text(table: Table, seat: str, turn: int) -> str:
    """The report of `turn` for `seat`, in sections, or a line saying it is empty."""
    events = table.report(seat, turn)
    if not events:
        return t("Nothing to report for turn {turn}.", turn=turn)
    grouped: dict[str, list[str]] = {}
    for event in events:
        mark = RESULT_MARKS[event.result.value] + " " if event.result else ""
        said = event.text if event.text.startswith(event.subject) else \
            f"{event.subject}: {event.text}"
        grouped.setdefault(section_of(event), []).append(mark + said)
    order = [title for title, _ in SECTIONS] + ["Other"]
    return "\n\n".join(f"== {t(title)} ==\n" + "\n".join(grouped[title])
                       for title in order if title in grouped)


class ReportsScreen(Localised, ModalScreen[None]):
    """Turn by turn: left and right go to earlier and later turns."""

    BINDINGS = [("escape,r", "dismiss", "Back"), ("left", "turn(-1)", "Earlier turn"),
                ("right", "turn(1)", "Later turn")]
    DEFAULT_CSS = """
    ReportsScreen { background: $surface; padding: 0 1; }
    ReportsScreen #heading { text-style: bold; margin-bottom: 1; }
    """

    def __init__(self, table: Table, seat: str) -> None:
        super().__init__()
        self.table = table
        self.seat = seat
        self.turn = max(1, table.game.turn - 1)

    def heading(self) -> str:
        last = max(1, self.table.game.turn - 1)
        return (f"{t('Reports')} · {t('Turn {turn}', turn=self.turn)} "
                f"({self.turn}/{last}, ← →)")

    def compose(self) -> ComposeResult:
        yield Label(self.heading(), id="heading")
        with VerticalScroll():
            yield Static(report_text(self.table, self.seat, self.turn), id="report",
                         markup=False)
        yield Footer()

    def action_turn(self, delta: int) -> None:
        self.turn = min(max(1, self.turn + delta), max(1, self.table.game.turn - 1))
        self.query_one("#heading", Label).update(self.heading())
        self.query_one("#report", Static).update(report_text(self.table, self.seat, self.turn))
