"""The market places (places de marché) of the nodes, and a trade order written there.

On the left, every node of the map (they are all public) with how many of its listings
are open and which of the seat's units could trade there; on the right, the market of
the node chosen: each listing's commodity, whether the node buys or sells it, its
price in DA and the quantity left (closed at 0), the lots the node trades a turn (one
per Inventaire point, a lot up to 10 of one commodity; none for a Cité), and the
seat's transactions there this session. Amounts typed beside the open listings, with
one of the seat's units that can reach the node, make a trade order (`trade at HEX buy
GOOD:N sell GOOD:N`): the screen returns it and the map opens that unit's order form
with it, where the rules check it.
"""

from __future__ import annotations

from pathlib import Path

from rich.markup import escape
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Footer, Input, Label, OptionList, Select, Static
from textual.widgets.option_list import Option

from hexterm.engine.hexgrid import Hex
from hexterm.engine.planisphere.orders import forms
from hexterm.engine.planisphere.orders.lines import Action, Verb
from hexterm.engine.planisphere.views import goods as views_goods
from hexterm.i18n import t
from hexterm.screens.planisphere.widgets.goods_fields import clip, limit_text
from hexterm.screens.planisphere.words import phrase
from hexterm.screens.shared.help import HelpScreen
from hexterm.table import Table
from hexterm.widgets.keys import InOrderInput
from hexterm.widgets.localised import Localised

STYLES = Path(__file__).with_suffix(".tcss")
"""This module's screens' styles, beside it."""

QUALITY_NAMES = {"camp": "Camp", "ville": "Ville", "cite": "Cité"}  # the rulebook's words
WIDE_AT = 120  # from this many columns on, names are written longer


def node_prompt(market: views_goods.MarketView, width: int) -> Text:
    """A node in the list: its hex and name, then its market's state."""
    out = Text(clip(f"{market.place.label} {market.name}", width) + "\n", style="bold")
    state = (phrase("{open}/{total} open", open=market.open_count, total=len(market.offers))
             if market.offers else phrase("no market"))
    line = f"  {QUALITY_NAMES[market.quality]} · {state}"
    out.append(line, style="dim")
    if market.traders:
        out.append(clip(" · " + " ".join(market.traders), width - len(line)))
    return out


def listing_line(offer: views_goods.Offer, width: int) -> str:
    """One listing in columns: commodity, which way, price, what is left."""
    side = phrase("sells") if offer.side == "sells" else phrase("buys")
    left = str(offer.left) if offer.open else phrase("closed")
    return f"{clip(offer.name, width).ljust(width)} {side.ljust(6)} {offer.price:>3} DA {left:>6}"


def heading_line(width: int) -> str:
    commodity, node = clip(phrase("Commodity"), width), clip(phrase("node"), 6)
    price, left, amount = clip(t("price"), 6), clip(t("left"), 6), t("amount")
    return f"{commodity.ljust(width)} {node.ljust(6)} {price:>6} {left:>6} {amount}"


def every_listing(markets: list[views_goods.MarketView], width: int) -> str:
    """Every open listing of the map, by commodity, cheapest first: to compare prices."""
    rows = sorted(((o.name, o.side, o.price, m.place.label, o.left) for m in markets
                   for o in m.offers if o.open), key=lambda r: (r[0], r[1], r[2], r[3]))
    if not rows:
        return ""
    lines = [phrase("Every open listing, by commodity:")]
    for name, side, price, label, left in rows:
        way = phrase("sells") if side == "sells" else phrase("buys")
        lines.append(f"{clip(name, width).ljust(width)} {way.ljust(6)} {price:>3} DA "
                     f"{left:>6} {label}")
    return "\n".join(lines)


class MarketScreen(Localised, ModalScreen[tuple[str, Action] | None]):
    """Dismisses with (unit code, trade action) to write, or None."""

    BINDINGS = [Binding("escape", "back", "Back"),
                Binding("ctrl+s", "write", "Write the trade order", priority=True),
                Binding("question_mark", "help", "Help")]
    CSS_PATH = STYLES

    def __init__(self, table: Table, seat: str, near: Hex | None = None) -> None:
        super().__init__()
        game = table.game
        self.table, self.seat = table, game.seat(seat)
        self.markets = views_goods.markets(game.state, self.seat)
        self.index = self.start(near)
        self.wide = False

    def start(self, near: Hex | None) -> int:
        """The node at `near` or next to it, else the first with a market open."""
        if near is not None:
            close = [k for k, m in enumerate(self.markets) if m.place.distance(near) <= 1]
            close.sort(key=lambda k: (self.markets[k].place != near, -self.markets[k].open_count))
            if close:
                return close[0]
        return next((k for k, m in enumerate(self.markets) if m.open_count), 0)

    @property
    def market(self) -> views_goods.MarketView:
        return self.markets[self.index]

    def compose(self) -> ComposeResult:
        yield Static("", id="market-heading")
        with Horizontal():
            yield OptionList(compact=True, id="nodes")
            with VerticalScroll(id="market-detail"):
                yield Static("", id="market-info")
                yield Static("", id="listings-head", markup=False)
                yield Vertical(id="listings")
                yield Static("", id="market-have")
                with Horizontal(id="market-order"):
                    yield Select([], prompt=phrase("your unit"), compact=True, id="trader")
                    yield Button(phrase("Write the order"), compact=True, variant="primary",
                                 id="write")
                yield Static("", id="market-total")
                yield Label("", id="market-problem")
                yield Static("", id="market-all", markup=False)
            with VerticalScroll(id="market-compare"):
                yield Static("", id="market-all-wide", markup=False)
        yield Footer()

    @property
    def name_width(self) -> int:
        return 24 if self.wide else 13

    def on_mount(self) -> None:
        self.wide = self.app.size.width >= WIDE_AT
        self.set_class(self.wide, "wide")
        nodes = self.query_one("#nodes", OptionList)
        width = 38 if self.wide else 24
        nodes.add_options([Option(node_prompt(m, width), id=m.place.label)
                           for m in self.markets])
        nodes.highlighted = self.index
        compare = every_listing(self.markets, self.name_width)
        self.query_one("#market-all", Static).update(compare)
        self.query_one("#market-all-wide", Static).update(compare)
        nodes.focus()
        self.show()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option_index != self.index:
            self.index = event.option_index
            self.show()

    def on_option_list_option_selected(self) -> None:
        """Enter on a node: on to its first amount."""
        boxes = self.query("#listings Input")
        if boxes:
            boxes.first().focus()

    # --- the market of the node chosen -----------------------------------------------

    def show(self) -> None:
        market = self.market
        self.query_one("#market-heading", Static).update(
            phrase("Markets") + f" · {market.place.label} {escape(market.name)}")
        limit = limit_text(market)
        self.query_one("#market-info", Static).update(
            f"[b]{market.place.label} {escape(market.name)}[/b]\n"
            f"{QUALITY_NAMES[market.quality]} · {escape(market.owner)}\n{limit}\n"
            + phrase("your transactions this session: {n}", n=market.trades))
        self.query_one("#listings-head", Static).update(heading_line(self.name_width))
        rows = self.query_one("#listings", Vertical)
        rows.remove_children()
        lines = []
        for offer in market.offers:
            if offer.open:
                lines.append(Horizontal(Label(listing_line(offer, self.name_width), markup=False),
                                        InOrderInput(placeholder="0", type="integer",
                                                     compact=True, max_length=7,
                                                     name=f"{offer.side}:{offer.good}"),
                                        classes="listing"))
            else:
                lines.append(Horizontal(Label(listing_line(offer, self.name_width), markup=False),
                                        classes="listing closed"))
        if not lines:
            lines.append(Horizontal(Label(phrase("This node's market has no listing.")),
                                    classes="listing closed"))
        rows.mount_all(lines)
        self.show_traders()
        self.show_total()

    def show_traders(self) -> None:
        game = self.table.game
        place = self.market.place
        codes = [c.code for c in forms.commanded(game.state, self.seat) if c.place is not None
                 and place in forms.trade_nodes(game.state, self.seat, c.code)]
        select = self.query_one("#trader", Select)
        units = game.state.units
        select.set_options([(f"{c} {units[c].hex.label if units[c].hex else ''}", c)
                            for c in codes])
        if codes:
            select.value = next((c for c in codes if c in self.market.traders), codes[0])
        for widget in (select, self.query_one("#write")):
            widget.display = bool(codes) and bool(self.market.open_count)
        chest = views_goods.chest(game.state, self.seat)
        wanted = {o.good for o in self.market.offers if o.side == "buys" and o.open}
        have = [f"{escape(g.name)} {g.count}" for _, lines in chest.goods for g in lines
                if g.key in wanted]
        lines = [phrase("In your chest, of what it buys: {goods}", goods=", ".join(have) or "-")]
        for unit in chest.carriers:
            if unit.code in codes and unit.cargo:
                lines.append(phrase("{unit} carries: {goods}", unit=unit.code, goods=", ".join(
                    f"{escape(g.name)} {g.count}" for g in unit.cargo)))
        if not codes:
            lines.append(phrase("None of your units can reach this node this turn."))
        self.query_one("#market-have", Static).update("\n".join(lines))

    def amounts(self) -> tuple[list[tuple[str, int]], list[tuple[str, int]]]:
        """(what the unit buys, what it sells), from the amounts typed."""
        buys: list[tuple[str, int]] = []
        sells: list[tuple[str, int]] = []
        for box in self.query("#listings Input").results(Input):
            value = box.value.strip()
            if value.isdigit() and int(value) > 0 and box.name:
                side, _, good = box.name.partition(":")
                (buys if side == "sells" else sells).append((good, int(value)))
        return buys, sells

    def show_total(self) -> None:
        prices = {(o.side, o.good): o.price for o in self.market.offers}
        buys, sells = self.amounts()
        paid = sum(prices[("sells", g)] * n for g, n in buys)
        got = sum(prices[("buys", g)] * n for g, n in sells)
        self.query_one("#market-total", Static).update(
            phrase("You pay {paid} DA and receive {got} DA.", paid=paid, got=got))
        self.say("")

    def say(self, problem: str) -> None:
        label = self.query_one("#market-problem", Label)
        label.update(problem)
        label.display = bool(problem)

    def on_input_changed(self) -> None:
        self.show_total()

    def on_input_submitted(self) -> None:
        self.action_write()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_write()

    # --- writing the order ------------------------------------------------------------

    def action_write(self) -> None:
        code = self.query_one("#trader", Select).value
        if not isinstance(code, str):
            self.say(phrase("None of your units can reach this node this turn."))
            return
        buys, sells = self.amounts()
        if not buys and not sells:
            self.say(phrase("Type an amount beside a listing to buy or to sell."))
            return
        self.dismiss((code, Action(Verb.TRADE, place=self.market.place, goods=tuple(buys),
                                   sells=tuple(sells))))

    def action_back(self) -> None:
        self.dismiss(None)

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen("market"))
