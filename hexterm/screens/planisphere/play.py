"""A player's turn: the map, the hex under the cursor, the faction, and the way to orders.

Everything drawn comes from the engine's view of this seat (`board`, `view`): the
screen only lays it out. Keys: arrows and q w e a s d move the cursor, l changes the
layer, o or enter opens the order form of the unit under the cursor (beside the map,
which shows the move drawn), u lists the units, t shows the orders as text, ctrl+s
submits the turn after a confirmation, r the reports, ? the help; c opens the faction
chest, m the market of the node at or next to the cursor (and of every other node),
h the influence on the hex under the cursor over the turns, p the seat's papers
(documents, grand accords, annotations, loyalty). The orders written so far are the
seat's draft, kept here until submitted; the papers and the reports (a quest's answer)
write into it. The side panel's texts (the hex, the dashboard) are `panel.py`'s.
"""

from __future__ import annotations

import dataclasses
import gc
from collections.abc import Callable
from pathlib import Path

from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from hexterm.engine.errors import HextermError
from hexterm.engine.hexgrid import Hex
from hexterm.engine.planisphere.orders.lines import Action, Orders
from hexterm.engine.planisphere.views import game as views
from hexterm.engine.planisphere.views import goods as views_goods
from hexterm.engine.planisphere.views.board import board
from hexterm.i18n import t
from hexterm.screens.dialogs.confirm import ConfirmSubmit
from hexterm.screens.planisphere import help as planisphere_help
from hexterm.screens.planisphere.chest import ChestScreen
from hexterm.screens.planisphere.documents import DocumentsScreen
from hexterm.screens.planisphere.influence_chart import InfluenceChartScreen
from hexterm.screens.planisphere.issue import reserve_form
from hexterm.screens.planisphere.issuing import rules_of
from hexterm.screens.planisphere.map import HexMap
from hexterm.screens.planisphere.market import MarketScreen
from hexterm.screens.planisphere.order_words import orders_said
from hexterm.screens.planisphere.panel import (
    MOST_UNITS,
    describe_faction,
    describe_hex,
    describe_influence,
)
from hexterm.screens.planisphere.reports import ReportsScreen
from hexterm.screens.planisphere.units import UnitsScreen, orders_summary
from hexterm.screens.planisphere.widgets.order_form import OrderForm
from hexterm.screens.planisphere.words import phrase
from hexterm.screens.shared.common import faction_of
from hexterm.screens.shared.drafting import KeptDraft, send
from hexterm.screens.shared.help import HelpScreen
from hexterm.screens.shared.orders_editor import OrdersScreen
from hexterm.screens.shared.screen_sets import ScreenSet
from hexterm.screens.shared.watching import FollowsDeadline, step_status
from hexterm.table import Table
from hexterm.widgets.localised import Localised
from hexterm.widgets.steady import Steady

STYLES = Path(__file__).with_suffix(".tcss")


class PlayScreen(FollowsDeadline, KeptDraft, Localised, Screen[None]):
    """The turn of one seat: the map, the dashboard, the order forms, the submission."""

    CSS_PATH = STYLES
    BINDINGS = [("o,enter", "order_here", "Order"), ("u", "units", "Units"),
                ("t", "orders_text", "As text"), ("ctrl+s", "submit", "Submit"),
                ("r", "reports", "Reports"), ("question_mark", "help", "Help"),
                ("ctrl+q", "app.quit", "Quit"), ("c", "chest", "Chest"),
                ("m", "market", "Market"), ("h", "influence_chart", "Influence chart"),
                ("p", "papers", "Papers")]

    def __init__(self, table: Table, seat: str) -> None:
        super().__init__()
        self.table = table
        self.seat = table.game.seat(seat)
        self.board = board(table.game.state, self.seat)
        index = table.game.state.size.index
        self.markets = {index(p): n for p, n in views_goods.open_listings(
            table.game.state).items()}
        self.start_draft()
        self.unread = ""  # a kept draft the rules cannot read: opened as text to be fixed
        try:
            self.orders  # noqa: B018 - does the kept draft read?
        except HextermError:
            self.unread, self._draft = self._draft, ""

    def seat_name(self) -> str:
        return self.seat.name

    def compose(self) -> ComposeResult:
        yield Static(self.heading("terrain", None), id="title")
        hexmap = HexMap(self.board, influence_of=self.seat.faction, id="map")
        with Horizontal():
            yield hexmap  # on the seat's first unit (board.home)
            with VerticalScroll(id="side"):
                yield self.deadline_line(self.given_and_awaited(list(self.table.game.orders)))
                yield Steady(describe_hex(self.board, *hexmap.cursor, self.markets), id="hex")
                yield Static(self.dashboard(), id="faction")
        yield Footer()

    def given_and_awaited(self, submitted: list[str]) -> str:
        """Who is awaited, beside the deadline (the side panel is narrow)."""
        return step_status(self.table.game, [str(name) for name in submitted]).splitlines()[-1]

    def heading(self, layer: str, faction: str | None) -> str:
        """The top line: the game, the turn, the seat, and the layer on the map."""
        game = self.table.game
        shown = t(layer) + (f" {self.board.names[faction]}" if layer == "influence" and
                            faction else "")
        turn, own = t("Turn {turn}", turn=game.turn), faction_of(game, self.seat.name)
        return (f"{game.title} · {turn} · {self.seat.played_by} ({own}) · "
                + phrase("Layer: {shown}", shown=shown))

    def on_hex_map_layer_shown(self, message: HexMap.LayerShown) -> None:
        self.query_one("#title", Static).update(self.heading(message.layer, message.faction))

    @property
    def orders(self) -> Orders:
        return rules_of(self.table).parse_orders(self.table.game.state, self.seat, self.draft)

    def dashboard(self) -> str:
        view = views.dashboard(self.table.game.state, self.seat, MOST_UNITS)
        influence = describe_influence(self.board, self.seat.faction)
        return describe_faction(view, self.orders) + ("\n" + influence if influence else "")

    WIDE = 130  # from this many columns on, the side panel takes more room

    def on_mount(self) -> None:
        # The game's objects (a big world's are millions) stay while the map is shown:
        # left out of the garbage collector's passes, which would stall a frame.
        gc.freeze()
        self.query_one(HexMap).focus()
        self.say_restored()
        self.follow_deadline(lambda header: self.given_and_awaited(header.get("submitted", [])))
        if self.unread:
            self.app.push_screen(OrdersScreen(self.table, self.seat.name, self.unread),
                                 self.after_text)

    def on_unmount(self) -> None:
        gc.unfreeze()

    def on_resize(self, event: events.Resize) -> None:
        wide = event.size.width >= self.WIDE
        self.query_one("#side").styles.width = 56 if wide else 34
        self.show_keys(wide)

    WIDE_KEYS = ("c", "m", "h")  # in the footer only when there is room for them

    def show_keys(self, shown: bool) -> None:
        """Show the chest, market and chart keys in the footer, or leave them to the help
        and the command palette (80 columns have no room for them)."""
        keys = self._bindings.key_to_bindings
        for key in self.WIDE_KEYS:
            keys[key] = [dataclasses.replace(b, show=shown) for b in keys.get(key, [])]
        self.refresh_bindings()

    def on_hex_map_moved(self, message: HexMap.Moved) -> None:
        """The hex under the cursor said in the side panel, in the room it keeps (no
        layout at a key); with the order form under it, at its own height (the form's
        fields in the room left, as the route moves the cursor)."""
        panel = self.query_one("#hex", Steady)
        text = describe_hex(self.board, message.col, message.row, self.markets)
        if self.query(OrderForm):
            panel.fit(text)
        else:
            panel.show(text)

    # --- the order form --------------------------------------------------------------

    def action_order_here(self) -> None:
        col, row = self.query_one(HexMap).cursor
        own = [u for u in self.board.units.get(self.board.index(col, row), []) if u.own]
        if own:
            self.open_form(own[0].code)
        else:
            self.action_units()

    def open_form(self, code: str, proposed: Action | None = None) -> None:
        """The order form of unit `code`, with `proposed` (a trade written at a market)
        put in."""
        if self.query(OrderForm):
            return
        self.query_one("#faction").display = False
        self.query_one("#hex", Steady).fit()
        self.query_one("#side").mount(OrderForm(self.table, self.seat.name, code, self.draft,
                                                proposed))

    def on_order_form_route(self, message: OrderForm.Route) -> None:
        hexmap = self.query_one(HexMap)
        preview = message.preview
        if preview is None:
            hexmap.show_route({})
            return
        index = self.table.game.state.size.index
        marks = {index(s.place): str(k) for k, s in enumerate(preview.steps, 1)}
        hexmap.show_route(marks, index(preview.refused) if preview.refused else None)
        hexmap.go(*preview.end.to_offset())

    def on_order_form_reserve(self, message: OrderForm.Reserve) -> None:
        form = self.query_one(OrderForm)
        self.app.push_screen(reserve_form(form.table, form.seat, message.draft, form.code),
                             form.reserve_written)

    async def on_order_form_done(self, message: OrderForm.Done) -> None:
        if message.draft is not None:
            self.draft = message.draft
        await self.query_one(OrderForm).remove()
        self.query_one(HexMap).show_route({})
        faction = self.query_one("#faction", Static)
        faction.update(self.dashboard())
        faction.display = True
        self.query_one("#hex", Steady).fit()
        # the panel opens again on the hex, as the map first showed it (the form may
        # have scrolled it down to a field); its bar too: Textual leaves a bar hidden
        # while its panel scrolled at the place it had, and shows it there again
        side = self.query_one("#side")
        side.scroll_home(animate=False, immediate=True)
        side.vertical_scrollbar.position = 0
        self.query_one(HexMap).focus()

    def action_units(self) -> None:
        def chosen(code: str | None) -> None:
            if code is None:
                return
            place = self.table.game.state.units[code].hex
            if place is not None:
                self.query_one(HexMap).go(*place.to_offset())
            self.open_form(code)

        self.app.push_screen(UnitsScreen(self.table, self.seat.name, self.orders), chosen)

    # --- the orders as text, the submission --------------------------------------------

    def action_orders_text(self) -> None:
        """The orders as text: the draft, or with none the orders the seat starts from
        (a defending line a unit deployed) in the player's words."""
        game, rules = self.table.game, rules_of(self.table)
        start = "" if self.draft else orders_said(rules.parse_orders(
            game.state, self.seat, rules.starting_orders(game.state, self.seat)))
        self.app.push_screen(OrdersScreen(self.table, self.seat.name, self.draft or start),
                             self.after_text)

    def after_text(self, result: tuple[str, bool] | None) -> None:
        if result is None:
            return
        self.draft, submit = result
        self.query_one("#faction", Static).update(self.dashboard())
        if submit:
            self.action_submit()

    def action_submit(self) -> None:
        def answered(yes: bool | None) -> None:
            if yes:
                send(self, self.table, self.seat.name, self.draft, lambda _: self.dismiss())

        summary = orders_summary(self.table, self.seat.name, self.orders)
        self.app.push_screen(ConfirmSubmit(self.table, summary), answered)

    def action_reports(self) -> None:
        draft = None if self.query(OrderForm) else self.draft  # the form has its own copy
        self.app.push_screen(ReportsScreen(self.table, self.seat.name, draft), self.take_draft)

    def action_papers(self) -> None:
        if self.query(OrderForm):  # the open form keeps its own copy of the draft
            self.notify(phrase("Keep or leave the order form first (ctrl+s or escape)."))
            return
        self.app.push_screen(DocumentsScreen(self.table, self.seat.name, self.draft),
                             self.take_draft)

    def take_draft(self, draft: str | None) -> None:
        """The draft another screen wrote (papers, a quest's answer); None: unchanged."""
        if draft is None or draft == self.draft:
            return
        self.draft = draft
        self.query_one("#faction", Static).update(self.dashboard())

    # --- the chest, the markets, the influence over the turns ----------------------------

    @property
    def cursor_hex(self) -> Hex:
        return Hex.from_offset(*self.query_one(HexMap).cursor)

    def action_chest(self) -> None:
        self.app.push_screen(ChestScreen(self.table, self.seat.name))

    def action_market(self) -> None:
        if self.query(OrderForm):  # a trade written there opens a form: one at a time
            self.notify(phrase("Keep or leave the order form first (ctrl+s or escape)."))
            return

        def chosen(trade: tuple[str, Action] | None) -> None:
            if trade is None:
                return
            code, action = trade
            place = self.table.game.state.units[code].hex
            if place is not None:
                self.query_one(HexMap).go(*place.to_offset())
            self.open_form(code, action)

        self.app.push_screen(MarketScreen(self.table, self.seat.name, self.cursor_hex), chosen)

    def action_influence_chart(self) -> None:
        self.app.push_screen(InfluenceChartScreen.of_hex(self.table, self.seat.name,
                                                         self.cursor_hex))

    def action_faction_chart(self) -> None:
        self.app.push_screen(InfluenceChartScreen.of_faction(self.table, self.seat.name))

    def commands(self) -> list[tuple[str, str, Callable[[], object]]]:
        """The command palette's entries for this screen: (title, help, action)."""
        hexmap = self.query_one(HexMap)
        return [
            (phrase("Order form"), phrase("the order of the unit under the cursor"),
             self.action_order_here),
            (phrase("Your units and their orders"), phrase("choose a unit to give it an order"),
             self.action_units),
            (t("Orders as text"), t("the orders file, checked as you type"),
             self.action_orders_text),
            (t("Submit the turn"), t("asks before submitting"), self.action_submit),
            (phrase("Next map layer"), phrase("terrain, owner, units, influence, population"),
             hexmap.action_next_layer),
            (phrase("Influence of the next faction"), phrase("the influence layer"),
             hexmap.action_next_influence),
            (t("Reports"), t("the reports of the resolved turns"), self.action_reports),
            (phrase("Papers"), phrase("documents, grand accords, annotations, loyalty"),
             self.action_papers),
            (phrase("Chest"), phrase("your faction's money, resources, items and what units carry"),
             self.action_chest),
            (t("Market"), phrase("the market places of the nodes; write a trade order"),
             self.action_market),
            (phrase("Influence on this hex over the turns"),
             phrase("every faction's, turn by turn"),
             self.action_influence_chart),
            (phrase("Your influence over the turns"), phrase("your faction's, hex by hex"),
             self.action_faction_chart),
            *self.pause_commands(self.seat.name),
            (t("Help"), phrase("the keys and the rules at hand"), self.action_help),
        ]

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen("order_form" if self.query(OrderForm) else "map"))


def _reports(table: Table, seat: str, play: PlayScreen | None
             ) -> tuple[ReportsScreen, Callable[[str | None], None] | None]:
    """The seat's reports; a quest's answer written there goes into the open turn."""
    if play is None:
        return ReportsScreen(table, seat, None), None
    return ReportsScreen(table, seat, play.draft), play.take_draft


SCREENS = ScreenSet(PlayScreen, _reports, help=planisphere_help.GUIDE,
                    whole="hexterm.screens.planisphere.whole:WholeGame")
