"""A Novlémia turn: the map, the cell under the cursor, the nation, and the way to orders.

Everything drawn comes from the engine's view of this seat (`rules.view`) and its
preview of the draft (`views.preview`). Keys: arrows and q w e / a s d move the
cursor, o or enter opens the action planner, t the orders as text, ctrl+s submits
after a confirmation, c the cities and the market, r the reports, g the ranking and
the production chart, ? the help. The orders written so far are the seat's draft,
kept here until submitted. The cell panel keeps the room of its tallest cell
(`hexterm.widgets.steady`): a cursor move lays nothing out.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from hexterm.engine.errors import HextermError
from hexterm.engine.hexgrid import format_label
from hexterm.engine.novlemia.words import VERBS, WORDS
from hexterm.i18n import error_said, said, t
from hexterm.screens.novlemia import help as novlemia_help
from hexterm.screens.novlemia.map import TERRAIN_NAMES, NovMap
from hexterm.screens.novlemia.planner import (
    ConfirmNovSubmit,
    PlannerScreen,
    plan_of,
    split_draft,
    step_text,
)
from hexterm.screens.novlemia.reports import NovReportsScreen, RankingScreen, SheetScreen
from hexterm.screens.novlemia.typed import in_words
from hexterm.screens.shared.drafting import KeptDraft, send
from hexterm.screens.shared.help import HelpScreen
from hexterm.screens.shared.orders_editor import OrdersScreen
from hexterm.screens.shared.screen_sets import ScreenSet
from hexterm.screens.shared.watching import FollowsDeadline, step_status
from hexterm.table import Table
from hexterm.widgets.localised import Localised
from hexterm.widgets.steady import Steady

phrase = WORDS.phrase
"""A Novlémia message (`hexterm.engine.novlemia.words`), said with `hexterm.i18n.said`."""

RESOURCE_NAMES = {"A": "food", "B": "wood", "E": "energy", "M": "ore", "X": "nothing"}


def goods_text(goods: dict[str, int]) -> str:
    """`{"A": 2, "B": 0…}` as 2A, or - when empty."""
    return " ".join(f"{n}{r}" for r, n in goods.items() if n) or "-"


def describe_cell(view: dict[str, Any], label: str) -> str:
    """The side panel's text for one cell: only what the view holds."""
    cell = view["cells"].get(label)
    lines = [f"[b]{label}[/b] · " + (t(TERRAIN_NAMES[cell["terrain"]]) if cell
                                   else said(phrase("unknown")))]
    if cell is not None:
        owner = cell["owner"]
        lines.append(said(phrase("owner: {nation}", nation=view["nations"][owner]["name"])) if owner
                     else said(phrase("nobody's")))
        resource = cell["resource"]
        if resource is None:
            lines.append(said(phrase("not prospected")))
        else:
            lines.append(said(phrase("resource: {letter} ({name})", letter=resource,
                                     name=t(RESOURCE_NAMES[resource]))) +
                         (f" “{cell['name']}”" if cell["name"] else ""))
        city = view["cities"].get(label)
        if city is not None:
            lines.append(said(phrase("city {name}, founded turn {turn}", name=city["name"],
                                     turn=city["founded"])))
        elif cell["city"]:
            worker = view["cities"][cell["city"]]["name"]
            lines.append(said(phrase("worked by {name}", name=worker)))
    for nation in view["nations"].values():
        if nation["explorer"] == label:
            lines.append(said(phrase("explorer of {nation}", nation=nation["name"])))
    return "\n".join(lines)


class NovlemiaScreen(FollowsDeadline, KeptDraft, Localised, Screen[None]):
    """The turn of one seat in a Novlémia game."""

    BINDINGS = [("o,enter", "planner", "Plan"), ("t", "orders_text", "As text"),
                ("ctrl+s", "submit", "Submit"), ("c", "sheet", "Cities"),
                ("r", "reports", "Reports"), ("g", "ranking", "Ranking"),
                ("question_mark", "help", "Help"), ("ctrl+q", "app.quit", "Quit")]

    def __init__(self, table: Table, seat: str) -> None:
        super().__init__()
        self.table = table
        self.seat = table.game.seat(seat)
        self.start_draft()
        if not self.restored:  # the submitted orders, canonical: in the player's words
            self._draft = in_words(self._draft) if self._draft else ""
        self.view = table.game.rules.view(table.game.state, self.seat)

    def seat_name(self) -> str:
        return self.seat.name

    def compose(self) -> ComposeResult:
        game = self.table.game
        me = self.view["me"]
        nation = self.view["nations"][me["nation"]]["name"]
        turn = said(phrase("Turn {turn}", turn=game.turn))
        yield Static(f"{game.title} · {turn} · {self.seat.played_by} ({nation})", id="title")
        with Horizontal():
            yield NovMap(self.view, id="map")
            with VerticalScroll(id="side"):
                yield self.deadline_line(self.awaited_now(list(game.orders)))
                yield Steady(describe_cell(self.view, me["explorer"]), id="hex")
                yield Static(self.dashboard(), id="faction")
        yield Footer()

    def on_mount(self) -> None:
        novmap = self.query_one(NovMap)
        novmap.go_label(self.view["me"]["explorer"])
        novmap.focus()
        self.follow_deadline(lambda header: self.awaited_now(header.get("submitted", [])))
        self.show_plan()
        self.say_restored()

    def on_resize(self, event: events.Resize) -> None:
        self.query_one("#side").styles.width = 56 if event.size.width >= 130 else 34

    def on_nov_map_moved(self, message: NovMap.Moved) -> None:
        """The cell under the cursor said in the side panel, in the room it keeps (no
        layout at a key: `Steady`)."""
        self.query_one("#hex", Steady).show(
            describe_cell(self.view, format_label(message.col, message.row)))

    def dashboard(self) -> str:
        """The nation: stock, explorer, actions planned, cities."""
        view, me = self.view, self.view["me"]
        lines = [f"[b]{view['nations'][me['nation']]['name']}[/b]",
                 said(phrase("Stock: {goods}", goods=goods_text(me["stock"]))),
                 said(phrase("Explorer: {cell}", cell=me["explorer"])),
                 "[b]" + said(phrase("Actions planned")) + "[/b]"]
        steps = plan_of(self.table, self.seat.name, self.draft)
        for number, step in enumerate(steps, 1):
            lines.append(" " + said(phrase("{number}. {verb}: {action}", number=number,
                                           verb=VERBS[step["verb"]], action=step_text(step))))
        if not steps:
            lines.append(" " + said(phrase("none yet (o plans them)")))
        free = [line for line in split_draft(self.draft)[1] if not line.startswith("#")]
        lines.extend(f" + {line}" for line in free)
        cities = [c for c in view["cities"].values() if c["nation"] == me["nation"]]
        if cities:
            lines.append("[b]" + said(phrase("Cities")) + "[/b]")
            net = said(phrase("net"))
            lines.extend(f" {c['name']} {net} {goods_text(c['net'])}" for c in cities)
        return "\n".join(lines)

    def show_plan(self) -> None:
        self.query_one("#faction", Static).update(self.dashboard())
        marks: dict[str, str] = {}
        for number, step in enumerate(plan_of(self.table, self.seat.name, self.draft), 1):
            if step["verb"] == "move" and not step["problem"]:
                marks[step["to"]] = str(number)
            elif step["verb"] == "explore":
                for cell in step["cells"]:
                    marks.setdefault(cell, "?")
        self.query_one(NovMap).show_marks(marks)

    def take_draft(self, draft: str | None) -> None:
        if draft is not None:
            self.draft = draft
            self.show_plan()

    # --- orders --------------------------------------------------------------------

    def action_planner(self) -> None:
        self.app.push_screen(PlannerScreen(self.table, self.seat.name, self.draft),
                             self.after_orders)

    def action_orders_text(self) -> None:
        self.app.push_screen(OrdersScreen(self.table, self.seat.name, self.draft or "\n"),
                             self.after_orders)

    def after_orders(self, result: tuple[str, bool] | None) -> None:
        """The planner or the orders text closed: its text is the draft, and the turn
        is submitted when it asked to."""
        if result is None:
            return
        self.take_draft(result[0])
        if result[1]:
            self.action_submit()

    def action_submit(self) -> None:
        try:
            self.table.check(self.seat.name, self.draft)
        except HextermError as exc:
            self.notify(error_said(exc), title=said(phrase("These orders cannot be sent")),
                        severity="error")
            return

        def answered(yes: bool | None) -> None:
            if yes:
                send(self, self.table, self.seat.name, self.draft, lambda _: self.dismiss())

        steps = plan_of(self.table, self.seat.name, self.draft)
        self.app.push_screen(ConfirmNovSubmit(self.table, len(steps)), answered)

    # --- the other screens -------------------------------------------------------------

    def action_sheet(self) -> None:
        self.app.push_screen(SheetScreen(self.view))

    def action_reports(self) -> None:
        self.app.push_screen(NovReportsScreen(self.table, self.seat.name))

    def action_ranking(self) -> None:
        self.app.push_screen(RankingScreen(self.view))

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen("nation_map"))

    def commands(self) -> list[tuple[str, str, Callable[[], object]]]:
        """The command palette's entries for this screen: (title, help, action)."""
        entries = [
            (phrase("Plan"), phrase("the action planner: three slots and the free lines"),
             self.action_planner),
            (phrase("Orders as text"), phrase("the orders file, checked as you type"),
             self.action_orders_text),
            (phrase("Submit the turn"), phrase("asks before submitting"), self.action_submit),
            (phrase("Cities"), phrase("your cities, their upkeep and the market"),
             self.action_sheet),
            (phrase("Reports"), phrase("the reports of the resolved turns"),
             self.action_reports),
            (phrase("Ranking"), phrase("the nations' ranking and the production chart"),
             self.action_ranking),
            (phrase("Help"), phrase("keys and rules"), self.action_help),
        ]
        return [*((said(title), said(help_), action) for title, help_, action in entries),
                *self.pause_commands(self.seat.name)]

    def awaited_now(self, submitted: list[str]) -> str:
        """Who is awaited, beside the deadline (the side panel is narrow)."""
        return step_status(self.table.game, [str(name) for name in submitted]).splitlines()[-1]


SCREENS = ScreenSet(NovlemiaScreen,
                    lambda table, seat, play: (NovReportsScreen(table, seat), None),
                    help=novlemia_help.GUIDE, whole="hexterm.screens.novlemia.whole:whole_game")
