"""A SAGA campaign's step at one seat: the campaign map, the initiative and memory
tracks, the players, what the step asks and the input, checked as it is typed.

Every step of a turn (the sealed bid, the favourite's choice, the preparation, a
declaration, a battle's result, the management) is this screen: the input is text, as
the inputs are documented in docs/rules/saga.md, kept as the seat's draft at every key
and given with ctrl+s (`StepEntryScreen`). When it becomes a player's go to declare a
movement the terminal's bell rings. page up / page down scroll the map and the panels,
ctrl+r shows the reports of every step (`reports`).
"""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Footer, Label, Static, TextArea

from hexterm.engine.steps import ORGANISER
from hexterm.helptexts import saga as saga_help
from hexterm.i18n import t
from hexterm.screens.saga.map import CampaignMap
from hexterm.screens.saga.panels import players, step_help, tracks
from hexterm.screens.saga.reports import RankingScreen, SagaReportsScreen, open_reports
from hexterm.screens.screen_sets import ScreenSet
from hexterm.screens.shared.step_entry import StepEntryScreen
from hexterm.table import Table

STYLES = Path(__file__).with_suffix(".tcss")
"""This module's screen's styles, beside it."""


class SagaScreen(StepEntryScreen):
    """One seat's input (or the organiser's) for the step the campaign is at."""

    CSS_PATH = STYLES
    BINDINGS = [*StepEntryScreen.BINDINGS,
                ("pageup", "scroll_panels(-8)", "Scroll up"),
                ("pagedown", "scroll_panels(8)", "Scroll down"),
                ("ctrl+r", "reports", "Reports")]

    def __init__(self, table: Table, seat: str) -> None:
        super().__init__(table, seat)
        game = table.game
        watcher = None if seat == ORGANISER else game.seat(seat)
        self.view = game.rules.view(game.state, watcher)

    def compose(self) -> ComposeResult:
        game, step = self.table.game, self.table.game.step
        kind = t("sealed") if step.sealed else t("open")
        title = t(step.title or "Orders")
        if step.key == "battle":
            title = t("Battle at {terrain}", terrain=self.view["fighting"][0]["terrain"])
        with Vertical(id="step-entry"):
            yield Label(t("Turn {turn} · {step} · {who}", turn=game.turn, step=title,
                          who=self.who()) + f" · {kind}", id="step-title")
            yield Static(tracks(self.view), id="saga-tracks")
            with VerticalScroll(id="saga-panels"):
                yield Static(step_help(game, self.view, None if self.seat == ORGANISER
                                       else self.seat), id="saga-step", markup=False)
                yield CampaignMap(id="saga-map")
                yield Static(t("* prestigious · + developed · V village · S sacred terrain · "
                               "! a battle to come"), id="saga-legend")
                yield Static(players(self.view), id="saga-players", markup=False)
            yield TextArea(self.draft, id="step-text")
            yield Static("", id="step-problem", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(CampaignMap).paint(self.view)
        self.query_one(TextArea).focus()
        self.show_problem()
        self.say_restored()
        if self.table.game.step.key == "declare" and self.seat in self.table.game.step.seats:
            self.app.bell()  # your go: the terminal's attention

    def action_reports(self) -> None:
        if self.seat != ORGANISER:
            self.app.push_screen(SagaReportsScreen(self.table, self.seat))

    def action_scroll_panels(self, lines: int) -> None:
        self.query_one("#saga-panels", VerticalScroll).scroll_relative(y=lines, animate=False)


SCREENS = ScreenSet(play=SagaScreen, entry=SagaScreen, reports=open_reports,
                    ending=RankingScreen, help=saga_help.GUIDE)
