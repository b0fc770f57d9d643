"""The order form's fields for the economy's actions, and the document to attach.

Équiper picks item cards of the chest, Déséquiper items the unit has equipped (both in
a list to tick); Charger gives an amount for each resource of the chest, Décharger for
each resource the unit carries (none given: everything); Acheter / Vendre chooses the
node, among those within reach, then an amount for each commodity its market sells
(the unit buys) and buys (the unit sells), the closed ones left out; Résoudre une quête
chooses a choice of a quest the faction knows within reach; any action may carry one
of the documents the seat holds ('with D3'). What is offered comes from the engine
(`forms`, `views.goods`); the rules decide when the order is checked. An amount's
field keeps a burst of keys in the order typed (`widgets.keys`: over SSH, "End BSpace 1
2" lost its backspace behind the digits).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from rich.markup import escape
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Input, Label, Select, SelectionList, Static

from hexterm.engine.planisphere.model import PlanState
from hexterm.engine.planisphere.orders import forms
from hexterm.engine.planisphere.orders.goods import LETTERS
from hexterm.engine.planisphere.orders.lines import Action, Verb
from hexterm.engine.planisphere.views import goods as views_goods
from hexterm.engine.seats import Seat
from hexterm.screens.planisphere.words import phrase
from hexterm.widgets.keys import InOrderInput

ECONOMY_FIELDS: dict[Verb, tuple[str, ...]] = {
    Verb.EQUIP: ("equip", "hint"), Verb.UNEQUIP: ("unequip", "hint"),
    Verb.LOAD: ("load", "hint"), Verb.UNLOAD: ("unload", "hint"),
    Verb.TRADE: ("trade_node",), Verb.EXPLOIT: ("hint",), Verb.QUEST: ("letter", "hint"),
}


@dataclass(slots=True)
class EconomyChoices:
    """What the economy's fields of one unit's form offer."""

    items: list[tuple[str, str, int]] = field(default_factory=list)  # chest items
    gear: list[tuple[str, str]] = field(default_factory=list)
    goods: list[tuple[str, str, int]] = field(default_factory=list)  # chest resources
    cargo: list[tuple[str, str, int]] = field(default_factory=list)
    room: tuple[int, int] = (0, 0)  # carried, can carry
    slots: int = 0  # Équipement
    markets: list[views_goods.MarketView] = field(default_factory=list)
    quests: list[forms.KnownQuest] = field(default_factory=list)
    documents: list[forms.HeldDocument] = field(default_factory=list)


def economy_choices(state: PlanState, seat: Seat, code: str,
                    given: Iterable[Action] = ()) -> EconomyChoices:
    """The choices for unit `code` (a reserve card only gets the documents); a node the
    order already trades at is offered even out of reach (the rules will say so)."""
    papers = forms.documents_held(state, seat)
    unit = forms.own_card(state, seat, code)
    if unit.hex is None:
        return EconomyChoices(documents=papers)
    places = forms.trade_nodes(state, seat, code)
    places += [a.place for a in given if a.verb is Verb.TRADE and a.place is not None
               and a.place in state.nodes and a.place not in places]
    return EconomyChoices(
        forms.chest_items(state, seat), forms.gear(state, seat, code),
        forms.chest_goods(state, seat), forms.cargo(state, seat, code),
        forms.carry_room(state, seat, code), state.unit_type(unit).equipment,
        [views_goods.market(state, seat, p) for p in places],
        forms.quests_in_reach(state, seat, code), papers)


class GoodsField(Vertical):
    """An amount for each of some goods: a row with its name and what is known of it."""

    DEFAULT_CSS = """
    GoodsField { height: auto; }
    GoodsField .goods-heading { color: $text-muted; width: 100%; }
    GoodsField .goods-row { height: 1; }
    GoodsField .goods-name { width: 1fr; text-wrap: nowrap; text-overflow: ellipsis; }
    GoodsField .goods-numbers { width: auto; margin: 0 1; }
    GoodsField Input { width: 7; background: $boost; }
    """

    def __init__(self, heading: str, rows: Iterable[tuple[str, str, str]],
                 amounts: Mapping[str, int], *, id: str | None = None,
                 classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.heading = heading
        self.rows = list(rows)
        known = {key for key, _, _ in self.rows}
        self.rows += [(key, key, "") for key in amounts if key not in known]
        self.amounts = amounts

    def compose(self) -> ComposeResult:
        yield Label(self.heading, classes="goods-heading")
        for key, name, numbers in self.rows:
            with Horizontal(classes="goods-row"):
                yield Label(name, classes="goods-name")
                yield Label(numbers, classes="goods-numbers")
                amount = self.amounts.get(key)
                yield InOrderInput(str(amount) if amount else "", placeholder="0",
                                   type="integer", compact=True, name=key, max_length=7)

    def written(self) -> list[str]:
        """The amounts given, as the orders file writes them: GOOD:N."""
        out = []
        for box in self.query(Input):
            value = box.value.strip()
            if value and value.lstrip("-").isdigit() and int(value) != 0:
                out.append(f"{box.name}:{int(value)}")
        return out


def offer_row(offer: views_goods.Offer) -> tuple[str, str, str]:
    """A listing as a row of amounts: its price, and how many are left."""
    return offer.good, escape(offer.name), phrase("{price} DA, ≤{left}", price=offer.price,
                                             left=offer.left)


def clip(text: str, width: int) -> str:
    return text if len(text) <= width else text[:width - 1] + "…"


def limit_text(market: views_goods.MarketView) -> str:
    if market.lots is None:
        return phrase("no limit per turn (a Cité)")
    return phrase("{lots} lots a turn, each ≤10 of one commodity", lots=market.lots)


def trade_panel(market: views_goods.MarketView, action: Action | None) -> Vertical:
    """The buy and sell amounts at one node (shown when that node is chosen)."""
    mine = action is not None and action.verb is Verb.TRADE
    buys = dict(action.goods) if mine and action else {}
    sells = dict(action.sells) if mine and action else {}
    return Vertical(
        Label(limit_text(market), classes="hint"),
        GoodsField(phrase("buy (the node sells)"),
                   [offer_row(o) for o in market.offers if o.open and o.side == "sells"],
                   buys, classes="buys"),
        GoodsField(phrase("sell (the node buys)"),
                   [offer_row(o) for o in market.offers if o.open and o.side == "buys"],
                   sells, classes="sells"),
        classes="trade-panel", id=f"trade-{market.place.label}")


def compose_fields(choices: EconomyChoices, action: Action | None) -> ComposeResult:
    """The economy's fields of one action row, filled from `action` if given."""
    verb = action.verb if action else None
    chosen = set(action.items) if action else set()
    for box, verb_of, offered in (("equip", Verb.EQUIP, [(f"{escape(name)} ×{n}", key)
                                                         for key, name, n in choices.items]),
                                  ("unequip", Verb.UNEQUIP, [(escape(name), key)
                                                             for key, name in choices.gear])):
        mine = chosen if verb is verb_of else set()
        offered += [(key, key) for key in sorted(mine - {k for _, k in offered})]
        yield SelectionList[str](*((text, key, key in mine) for text, key in offered),
                                 compact=True, id=box)
    amounts = dict(action.goods) if action else {}
    carried, room = choices.room
    yield GoodsField(phrase("from the chest ({carried}/{room} carried)", carried=carried,
                            room=room),
                     [(k, escape(name), phrase("{count} in the chest", count=n))
                      for k, name, n in choices.goods],
                     amounts if verb is Verb.LOAD else {}, id="load")
    yield GoodsField(phrase("into the chest (none given: everything)"),
                     [(k, escape(name), phrase("{count} carried", count=n))
                      for k, name, n in choices.cargo],
                     amounts if verb is Verb.UNLOAD else {}, id="unload")
    places = [m.place.label for m in choices.markets]
    place = action.place.label if action and action.place else None
    if verb is Verb.TRADE and place is None and choices.markets:
        place = nearest_market(choices)
    yield Select([(clip(f"{m.place.label} {m.name}", 26), m.place.label)
                  for m in choices.markets],
                 prompt=phrase("node"), compact=True, id="trade_node",
                 value=place if place in places else Select.NULL)
    for market in choices.markets:
        yield trade_panel(market, action)
    options = [(f"{q.place.label} {letter}: {text}", f"{q.key}:{letter}")
               for q in choices.quests for letter, text in q.choices]
    if not options:  # no quest known in reach: the letters alone, the rules decide
        options = [(letter, f":{letter}") for letter in LETTERS]
    letter = ""
    if verb is Verb.QUEST and action:
        key = choices.quests[0].key if choices.quests else ""
        letter = f"{key}:{action.letter}"
    yield Select(options, prompt=phrase("quest choice"), compact=True, id="letter",
                 value=letter if letter in {v for _, v in options} else Select.NULL)
    yield Static("", classes="hint", id="hint")
    given = action.papers if action else ()
    papers = [(phrase("attach {code}", code=d.code) + f" · {kind_name(d.kind)} · "
               f"{escape(d.issuer)}", d.code, d.code in given) for d in choices.documents]
    papers += [(phrase("attach {code}", code=code), code, True) for code in given
               if code not in {d.code for d in choices.documents}]
    yield SelectionList[str](*papers, compact=True, id="papers")


def kind_name(kind: str) -> str:
    """A kind of document, as the rulebook names it."""
    names = {"safe-conduct": phrase("a safe-conduct"), "mercenary": phrase("a mercenary contract"),
             "master": phrase("a weapon-master contract")}
    return names.get(kind, kind)


def nearest_market(choices: EconomyChoices) -> str:
    """The hex of the node the unit stands on or next to, else the nearest in reach."""
    return next((m.place.label for m in choices.markets if m.traders),
                choices.markets[0].place.label)


def missing(verb: Verb, written: str) -> str:
    """What an economy action still lacks on the form ('' when nothing), said before the
    orders' own syntax check would."""
    words = written.split(" with ")[0].split()[1:]
    if verb in (Verb.EQUIP, Verb.UNEQUIP) and not words:
        return phrase("tick at least one item")
    if verb is Verb.LOAD and not words:
        return phrase("give an amount of at least one resource")
    if verb is Verb.TRADE and not words:
        return phrase("choose the node")
    if verb is Verb.TRADE and not {"buy", "sell"} & set(words):
        return phrase("give an amount to buy or to sell")
    if verb is Verb.QUEST and not words:
        return phrase("choose one of the quest's choices")
    return ""


def hint(verb: Verb, choices: EconomyChoices) -> str:
    """The line under an economy action: what it costs or does."""
    if verb is Verb.EQUIP:
        return phrase("Équipement {slots}; equipped now: {gear}", slots=choices.slots,
                 gear=", ".join(escape(name) for _, name in choices.gear) or "-")
    if verb is Verb.UNEQUIP:
        return phrase("the items go back to the chest with the report")
    if verb in (Verb.LOAD, Verb.UNLOAD):
        return phrase("costs 1 DO; loading and unloading in one turn is not allowed")
    if verb is Verb.EXPLOIT:
        return phrase("gathers the hex's resources into the unit's inventory")
    if verb is Verb.QUEST:
        if not choices.quests:
            return phrase("no quest known within reach")
        return "\n".join(f"{q.place.label} · {escape(q.title)}: {escape(q.text)}"
                         for q in choices.quests)
    return ""


def with_proposed(actions: tuple[Action, ...], proposed: Action | None
                  ) -> tuple[tuple[Action, ...], Action | None]:
    """The form's actions with `proposed` (a trade written at a market) put in: in place
    of an action of its verb, else in a free row, else in place of the second action
    (returned, to say so)."""
    if proposed is None:
        return actions, None
    same = next((i for i, a in enumerate(actions) if a.verb is proposed.verb), None)
    if same is not None:
        return (*actions[:same], proposed, *actions[same + 1:]), None
    if len(actions) < 2:
        return (*actions, proposed), None
    return (actions[0], proposed), actions[1]
