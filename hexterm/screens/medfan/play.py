"""A Med-Fan campaign's step at one seat: the campaign's standing, what the step asks
and what the input typed so far comes to (the army's cost, the battle table, the
before-battle screen with the objectives, the armies that fight, the after-battle steps
with each die, the shop's bill), the campaign overview, and the input, checked as it is
typed.

Every step is this screen; its input is text, as documented in docs/rules/medfan.md,
kept as the seat's draft at every key and given with ctrl+s (`StepEntryScreen`). A
battle whose entries differed comes back with what differs above the panels and the
seat's earlier entry in the box (`battle_entries`).
ctrl+t opens the territory sheet, ctrl+o the roster, ctrl+r the log and the ranking.
On a wide terminal the step and the overview stand side by side.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Footer, Label, Static, TextArea

from hexterm.engine.errors import HextermError
from hexterm.engine.steps import ORGANISER
from hexterm.i18n import t
from hexterm.screens.medfan import help as medfan_help
from hexterm.screens.medfan.panels import overview, status, step_help
from hexterm.screens.medfan.reports import MedfanReportsScreen, RankingScreen, open_reports
from hexterm.screens.medfan.sheets import RosterScreen, TerritorySheet
from hexterm.screens.medfan.words import phrase
from hexterm.screens.shared.common import Widening
from hexterm.screens.shared.screen_sets import ScreenSet
from hexterm.screens.shared.step_entry import EditsEarlierEntry, StepEntryScreen
from hexterm.table import Table
from hexterm.widgets.battle_entries import DifferingEntries

STYLES = Path(__file__).with_suffix(".tcss")
"""This module's screen's styles, beside it."""


class MedfanScreen(Widening, EditsEarlierEntry, StepEntryScreen):
    """One seat's input (or the organiser's) for the step the campaign is at."""

    CSS_PATH = STYLES
    BINDINGS = [*StepEntryScreen.BINDINGS,
                ("ctrl+t", "territories", "Territories"),
                ("ctrl+o", "roster", "Armies"),
                ("ctrl+r", "reports", "Log")]

    def __init__(self, table: Table, seat: str) -> None:
        super().__init__(table, seat)
        game = table.game
        self.watcher = None if seat == ORGANISER else game.seat(seat)
        self.view = game.rules.view(game.state, self.watcher)

    def compose(self) -> ComposeResult:
        step = self.table.game.step
        kind = phrase("sealed") if step.sealed else phrase("open")
        with Vertical(id="step-entry"):
            yield Label(phrase("Battle {n} · {step} · {who}", n=self.view["battle"]["number"],
                               step=t(step.title or "Orders"), who=self.who()) + f" · {kind}",
                        id="step-title")
            yield Static(status(self.view), id="medfan-status", markup=False)
            yield self.deadline_line(self.given_and_awaited(self.table.game.orders))
            yield DifferingEntries(self.table.game, self.seat)
            with VerticalScroll(id="medfan-panels"):
                yield Static("", id="medfan-step", markup=False)
                yield Static(overview(self.view), id="medfan-overview", markup=False)
            yield TextArea(self.draft, id="step-text")
            yield Static("", id="step-problem", markup=False)
        yield Footer()

    def typed(self) -> Any:
        """The input typed so far, read (None when it cannot be)."""
        game = self.table.game
        try:
            return game.rules.read_input(game.state, self.watcher, game.step, self.draft,
                                         check=False)
        except HextermError:
            return None

    def show_problem(self) -> None:
        super().show_problem()
        game = self.table.game
        seat = None if self.seat == ORGANISER else self.seat
        self.query_one("#medfan-step", Static).update(
            step_help(game.state, game.step.key, self.view, seat, self.typed()))

    def action_territories(self) -> None:
        self.app.push_screen(TerritorySheet(self.view))

    def action_roster(self) -> None:
        self.app.push_screen(RosterScreen(self.view))

    def action_reports(self) -> None:
        if self.seat != ORGANISER:
            self.app.push_screen(MedfanReportsScreen(self.table, self.seat))


SCREENS = ScreenSet(play=MedfanScreen, entry=MedfanScreen, reports=open_reports,
                    ending=RankingScreen, help=medfan_help.GUIDE,
                    turn_label=lambda game: phrase("Battle {n}", n=game.state.battles + 1))
