"""A SAGA campaign's step at one seat: the campaign map, the initiative and memory
tracks, the players, what the step asks and the input, checked as it is typed.

Every step of a turn (the sealed bid, the favourite's choice, the preparation, a
declaration, a battle's result, the management) is this screen: the input is text, as
the inputs are documented in docs/rules/saga.md, kept as the seat's draft at every key
and given with ctrl+s (`StepEntryScreen`); its box grows with its lines. When it
becomes a player's go to declare a movement, or a battle newly awaits them (the
battles opening, a result once the muster is done, the latecomers' battle), the
terminal's bell rings (once a part at each terminal); once the
declaration names a band (``move BAND``), the map scrolls into sight and shows where
it can go. At the battles, every battle of the turn is open at once: the panel lists
each with whom it still awaits, the entry's first line ``at TERRAIN`` says which one it
is for (marked ›; ctrl+n writes the next of the seat's), and the seat's entries for
several battles are given one by one.

What the step asks, the map with its legend and the players (PP, income, upkeep,
villages, lords, bands) scroll together above the input: page up / page down scroll
them, and a line under them says what is out of sight and which key shows it (the map
wider than the terminal, for a long name, scrolls sideways with alt+left / alt+right).
From 130 columns (the class `wide`) the map stands beside the rest. ctrl+r shows the
reports of every step (`reports`); a wide terminal shows this turn's beside the map.
What the step asks keeps the room of its tallest text (`StepHelp`, a
`hexterm.widgets.steady.Steady`: the map below it stays in its place as the band in
hand changes), and the lines under the panels and under the input take another room
only when their lines change: typing lays nothing out.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from weakref import WeakKeyDictionary

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import HorizontalScroll, Vertical, VerticalScroll
from textual.events import Resize
from textual.widget import Widget
from textual.widgets import Footer, Label, Static, TextArea

from hexterm.engine.messages import titled
from hexterm.engine.saga.views import band_in_hand, battle_in_hand
from hexterm.engine.steps import ORGANISER
from hexterm.i18n import t, title_said
from hexterm.screens.saga import help as saga_help
from hexterm.screens.saga.fighting import own_battles, with_battle
from hexterm.screens.saga.map import CampaignMap, reachable
from hexterm.screens.saga.panels import players, step_help, tracks
from hexterm.screens.saga.reports import (
    RankingScreen,
    SagaReportsScreen,
    event_text,
    open_reports,
)
from hexterm.screens.saga.widgets.step_help import StepHelp
from hexterm.screens.shared.common import Widening
from hexterm.screens.shared.screen_sets import ScreenSet
from hexterm.screens.shared.step_entry import GROWS, EditsEarlierEntry, StepEntryScreen
from hexterm.table import Table
from hexterm.widgets.battle_entries import DifferingEntries
from hexterm.widgets.steady import Steady

STYLES = Path(__file__).with_suffix(".tcss")
"""This module's screen's styles, beside it."""

CALLED: WeakKeyDictionary[App[Any], set[tuple[str, int, int, str, str]]] = \
    WeakKeyDictionary()
"""The parts each terminal (its app) has rung the bell for, by seat (`newly_awaited`)."""

SECTIONS = (("#saga-step", titled("what to type")), ("#saga-events", titled("this turn's reports")),
            ("#saga-map", titled("the map")), ("#saga-legend", titled("the legend")),
            ("#saga-players", titled("the players' PP")))
"""The parts of the scrolling panels, as the hint under them names them."""


class SagaScreen(EditsEarlierEntry, Widening, StepEntryScreen):
    """One seat's input (or the organiser's) for the step the campaign is at."""

    CSS_PATH = STYLES
    WIDE = 130
    BINDINGS = [*StepEntryScreen.BINDINGS,
                Binding("pageup", "scroll_panels(-1)", "Scroll up", priority=True),
                Binding("pagedown", "scroll_panels(1)", "Scroll down", priority=True),
                Binding("alt+left", "scroll_map(-1)", "Map left", show=False, priority=True),
                Binding("alt+right", "scroll_map(1)", "Map right", show=False,
                        priority=True),
                ("ctrl+r", "reports", "Reports"),
                Binding("ctrl+n", "next_battle", "Next battle", priority=True)]

    def __init__(self, table: Table, seat: str) -> None:
        super().__init__(table, seat)
        game = table.game
        watcher = None if seat == ORGANISER else game.seat(seat)
        self.view = game.rules.view(game.state, watcher)
        self.hand: str | None = None  # the band the declaration names
        self.battle: str | None = None  # the battle the entry is for (its terrain)

    def compose(self) -> ComposeResult:
        game, step = self.table.game, self.table.game.step
        kind = t("sealed") if step.sealed else t("open")
        title = title_said(step.title, "saga") or t("Orders")
        if step.key == "battle":
            mine = own_battles(self.view, None if self.seat == ORGANISER else self.seat)
            mustering = [b["key"] for b in self.view["fighting"] if b["muster"]]
            title = t("Battles at {terrains}", terrains=", ".join(mine)) if len(mine) > 1 \
                else t("Muster at {terrain}", terrain=mine[0]) if mine[0] in mustering \
                else t("Battle at {terrain}", terrain=mine[0])
        with Vertical(id="step-entry"):
            yield Label(t("Turn {turn} · {step} · {who}", turn=game.turn, step=title,
                          who=self.who()) + f" · {kind}", id="step-title")
            yield Static(tracks(self.view), id="saga-tracks")
            yield self.deadline_line(self.given_and_awaited(game.orders))
            yield DifferingEntries(game, self.seat)  # a battle's entries that differed
            with VerticalScroll(id="saga-panels"):
                with Vertical(id="saga-side"):
                    yield StepHelp("", id="saga-step", markup=False)
                    yield Static(self.events(), id="saga-events", markup=False)
                with Vertical(id="saga-where"):
                    with HorizontalScroll(id="saga-board"):
                        yield CampaignMap(id="saga-map")
                    yield Static(self.legend(), id="saga-legend")
                    yield Static(players(self.view), id="saga-players")
            yield Steady("", id="saga-more", markup=False, shrinks=True)
            yield TextArea(self.draft, id="step-text", classes=GROWS)
            yield Steady("", id="step-problem", markup=False, shrinks=True)
        yield Footer()

    def events(self) -> str:
        """What happened this turn so far, the latest first, as the seat's reports say
        it (shown beside the map on a wide terminal; ctrl+r shows it on any)."""
        if self.seat == ORGANISER:
            return ""
        game = self.table.game
        lines = [event_text(e, game) for e in self.table.report(self.seat, game.turn)
                 if not e.key.startswith("bot")]
        return "\n".join([t("This turn, the latest first:"), *reversed(lines)]) if lines else ""

    def legend(self) -> str:
        said = t("* prestigious · + developed · V village · S sacred terrain · "
                 "! a battle to come")
        if self.view["reachable"]:
            said += " · " + t("› reversed: where the band in hand can go")
        return said

    def on_mount(self) -> None:
        # StepEntryScreen's handler (called after this one) focuses the input, checks it
        # and says once that a draft was restored.
        self.show_hand(self.draft)
        panels = self.query_one("#saga-panels", VerticalScroll)
        self.watch(panels, "scroll_y", self.show_more, init=False)
        self.watch(self.query_one("#saga-board", HorizontalScroll), "scroll_x",
                   self.show_more, init=False)
        if self.newly_awaited():
            self.app.bell()  # your go: the terminal's attention

    def newly_awaited(self) -> bool:
        """Whether it is the seat's go: its declaration, or at the battles a part that
        awaits it and that this terminal has not called it to yet (the battles opening,
        a battle's result once its muster is done, the latecomers' battle)."""
        game = self.table.game
        if game.step.key == "declare":
            return self.seat in game.step.seats
        if not game.step.parts or self.seat == ORGANISER:
            return False
        awaited = {(self.seat, game.turn, game.steps_done, part.key, str(part.title))
                   for part, names in game.waiting_in_parts() if self.seat in names}
        called = CALLED.setdefault(self.app, set())
        new = awaited - called
        called |= awaited
        return bool(new)

    def show_hand(self, text: str) -> None:
        """The step's help and the map, with where the band `text` names can go."""
        game = self.table.game
        seat = None if self.seat == ORGANISER else self.seat
        self.hand = band_in_hand(game.state, self.seat, text) if seat else None
        self.battle = battle_in_hand(game.state, seat, text)
        self.query_one(StepHelp).show(step_help(
            game, self.view, seat, self.battle if game.step.key == "battle" else self.hand))
        self.query_one(CampaignMap).paint(self.view, reachable(self.view, self.hand))

    def on_text_area_changed(self) -> None:
        # StepEntryScreen's handler keeps the draft and checks it (Textual calls each
        # class's handler in turn): here, the band in hand and the panels' hint.
        text = self.query_one(TextArea).text
        self.call_after_refresh(self.show_more)  # the input grew: the panels shrank
        game = self.table.game
        seat = None if self.seat == ORGANISER else self.seat
        if battle_in_hand(game.state, seat, text) != self.battle:
            self.show_hand(text)  # the battle the entry is for, marked ›
        if self.seat != ORGANISER and band_in_hand(game.state, self.seat, text) != self.hand:
            self.show_hand(text)
            if self.hand is not None:  # where it can go: the map in sight (again when
                self.call_after_refresh(self.map_in_sight)  # the help's height changes)

    def on_step_help_resized(self) -> None:
        if self.hand is not None:
            self.map_in_sight()

    def map_in_sight(self) -> None:
        """The panels scrolled to the map's top when part of it is out of sight, and the
        map sideways to the band in hand's terrain when it is out of sight."""
        panels = self.query_one("#saga-panels", VerticalScroll)
        top = self.top("#saga-map")
        seen = panels.scroll_y + panels.scrollable_content_region.height
        if top < panels.scroll_y or top + self.query_one(CampaignMap).size.height > seen:
            panels.scroll_to(y=top, animate=False)
        terrain = self.view["bands"][self.hand]["terrain"] if self.hand else None
        board = self.query_one("#saga-board", HorizontalScroll)
        if terrain and not self.query_one(CampaignMap).fits():  # the band's terrain too
            left, right = self.query_one(CampaignMap).span(terrain)
            width = board.scrollable_content_region.width
            if left < board.scroll_x or right > board.scroll_x + width:
                board.scroll_to(x=max(0, (left + right - width) // 2), animate=False)

    def on_resize(self, event: Resize) -> None:  # Widening's handler sets the class "wide"
        self.call_after_refresh(self.show_more)

    def top(self, selector: str) -> int:
        """Where a part of the panels begins, in lines from the panels' top."""
        panels = self.query_one("#saga-panels", VerticalScroll)
        node: object = self.query_one(selector, Widget)
        top = 0
        while node is not panels and isinstance(node, Widget):
            top += node.virtual_region.y
            node = node.parent
            if node is not panels and isinstance(node, Widget):
                top += node.styles.gutter.top  # its padding and border
        return top

    def hidden(self) -> tuple[list[str], list[str]]:
        """The parts of the panels out of sight (wholly or in part) above and below."""
        panels = self.query_one("#saga-panels", VerticalScroll)
        seen = panels.scroll_y, panels.scroll_y + panels.scrollable_content_region.height
        above, below = [], []
        for selector, name in SECTIONS:
            if not self.query_one(selector, Widget).display:  # this turn's: wide only
                continue
            top = self.top(selector)
            if top < seen[0]:
                above.append(t(name))
            if top + self.query_one(selector, Widget).virtual_region.height > seen[1]:
                below.append(t(name))
        return above, below

    def show_more(self) -> None:
        """The hint under the panels: what is out of sight, and the key that shows it."""
        if not self.is_mounted:
            return
        above, below = self.hidden()
        said = []
        if above:
            said.append(t("▲ pgup: {parts}", parts=", ".join(above)))
        if below:
            said.append(t("▼ pgdn: {parts}", parts=", ".join(below)))
        if not self.query_one(CampaignMap).fits():
            said.append(t("◀▶ alt+←/→: the map goes on sideways"))
        hint = self.query_one("#saga-more", Steady)
        hint.show(" · ".join(said))
        hint.display = bool(said)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "next_battle":  # a player who may enter several battles
            seat = None if self.seat == ORGANISER else self.seat
            return self.table.game.step.key == "battle" and len(own_battles(self.view,
                                                                              seat)) > 1
        return True

    def action_next_battle(self) -> None:
        """The entry's first line says the next battle the seat may enter (at TERRAIN)."""
        mine = own_battles(self.view, None if self.seat == ORGANISER else self.seat)
        if not mine:
            return
        now = mine.index(self.battle) + 1 if self.battle in mine else 0
        area = self.query_one(TextArea)
        area.text = with_battle(area.text, mine[now % len(mine)])
        area.cursor_location = area.document.end  # the result is written under it

    def action_give(self) -> None:
        """At the battles, the entry given names the battle it was written for (its
        first line at KEY): resolved meanwhile, it is refused, not taken for the
        latecomers' battle opened there after it (TERRAIN/2)."""
        if self.table.game.step.key == "battle" and self.battle:
            self.draft = with_battle(self.draft, self.battle)
        super().action_give()

    def board_place(self) -> str | None:
        """The battle the entry is for goes to the board (any open battle mustered that
        the seat fights; `StepEntryScreen.commands` offers it only then)."""
        return self.battle

    def action_reports(self) -> None:
        if self.seat != ORGANISER:
            self.app.push_screen(SagaReportsScreen(self.table, self.seat))

    def action_scroll_panels(self, way: int) -> None:
        """To the next part of the panels (the previous: `way` -1) whose top is out of
        sight, so that a part that fits shows whole; a page when none is."""
        panels = self.query_one("#saga-panels", VerticalScroll)
        page = max(panels.scrollable_content_region.height - 1, 1)
        tops = sorted({self.top(selector) for selector, _ in SECTIONS
                       if self.query_one(selector, Widget).display})
        here = round(panels.scroll_y)
        if way > 0:
            target = next((top for top in tops if here < top <= here + page), here + page)
        else:
            target = next((top for top in reversed(tops) if here - page <= top < here),
                          here - page)
        panels.scroll_to(y=max(target, 0), animate=False)

    def action_scroll_map(self, pages: int) -> None:
        board = self.query_one("#saga-board", HorizontalScroll)
        board.scroll_relative(x=pages * max(board.content_region.width // 2, 1),
                              animate=False)


SCREENS = ScreenSet(play=SagaScreen, entry=SagaScreen, reports=open_reports,
                    ending=RankingScreen, help=saga_help.GUIDE)
