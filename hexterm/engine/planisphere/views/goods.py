"""What the economy screens show, as one seat may see it: the chest, the markets, the
influence through the turns.

- `chest`: the faction chest (coffre de faction) of the seat's own faction only, DA,
  DO, resources grouped by rarity, item cards with their effects (`views.item_view`),
  and what each unit of the faction on the map carries (inventaire) and has equipped.
- `markets`: every node's market place (place de marché), public as the paper map is:
  each listing with the way it trades, its price in DA and the quantity left (closed
  at 0); the lots the node trades a turn (one per Inventaire point, a lot up to 10 units of
  one commodity bought or sold; none for a Cité);
  the seat's units that stand on the node's hex or next to it, which may trade there.
- `hex_curves`, `faction_curves`: influence (0-6) at the end of each game turn, from
  the influence history (`influence.hex_history`, `faction_history`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from hexterm.engine.hexgrid import Hex
from hexterm.engine.planisphere import influence
from hexterm.engine.planisphere.economy.goods import CARRY_PER_POINT, RARITIES
from hexterm.engine.planisphere.economy.rules import rarity, trade_lots
from hexterm.engine.planisphere.model import PlanState
from hexterm.engine.planisphere.views.game import item_view
from hexterm.engine.seats import Seat


@dataclass(frozen=True, slots=True)
class GoodLine:
    """So many of one resource or item card."""

    key: str
    name: str
    count: int


@dataclass(frozen=True, slots=True)
class ItemLine:
    """Item cards of one kind in the chest, with what the card says (`views.item_view`
    without its name: bonuses, terrains, capabilities, tags, text)."""

    key: str
    name: str
    count: int
    effects: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class Carrier:
    """One unit of the faction on the map: its inventory and its equipment."""

    code: str
    name: str  # the card's type name
    place: str  # hex label
    cargo: tuple[GoodLine, ...]
    room: int  # how many resources it can carry: 10 per Inventaire point
    gear: tuple[GoodLine, ...]  # items equipped, one line each
    slots: int  # its Équipement score: how many items it can equip


@dataclass(frozen=True, slots=True)
class Chest:
    """The faction chest as its own seats see it."""

    faction: str
    name: str
    da: int
    do: int
    goods: tuple[tuple[str, tuple[GoodLine, ...]], ...]  # (rarity, lines), RARITIES order
    items: tuple[ItemLine, ...]
    carriers: tuple[Carrier, ...]
    da_per_do: int = 10  # the scenario's rate (never converted)


def resource_name(state: PlanState, key: str) -> str:
    found = state.resources.get(key)
    return found.name if found else key


def item_name(state: PlanState, key: str) -> str:
    found = state.items.get(key)
    return found.name if found else key


def _lines(state: PlanState, goods: Mapping[str, int]) -> tuple[GoodLine, ...]:
    return tuple(GoodLine(k, resource_name(state, k), n) for k, n in sorted(goods.items()) if n)


def chest(state: PlanState, seat: Seat) -> Chest:
    """The chest of the seat's own faction (private: never another faction's)."""
    faction = state.factions[seat.faction]
    grouped = tuple((r, tuple(line for line in _lines(state, faction.goods)
                              if rarity(state, line.key) == r)) for r in RARITIES)
    items = tuple(ItemLine(k, item_name(state, k), n,
                           _effects(state, k)) for k, n in sorted(faction.items.items()) if n)
    carriers = []
    for unit in sorted(state.deployed(), key=lambda u: u.code):
        if unit.faction != seat.faction or unit.hex is None:
            continue
        kind = state.unit_type(unit)
        carriers.append(Carrier(unit.code, kind.name, unit.hex.label, _lines(state, unit.cargo),
                                kind.inventory * CARRY_PER_POINT,
                                tuple(GoodLine(k, item_name(state, k), 1) for k in unit.gear),
                                kind.equipment))
    return Chest(seat.faction, faction.name, faction.da, faction.do, grouped, items,
                 tuple(carriers), state.da_per_do)


def _effects(state: PlanState, key: str) -> Mapping[str, Any]:
    found = state.items.get(key)
    if found is None:
        return {}
    return {k: v for k, v in item_view(found).items() if k != "name"}


@dataclass(frozen=True, slots=True)
class Offer:
    """One listing of a market, as shown: `side` is "buys" or "sells", seen from the node."""

    good: str
    name: str
    side: str
    price: int
    left: int

    @property
    def open(self) -> bool:
        return self.left > 0


@dataclass(frozen=True, slots=True)
class MarketView:
    """A node's market place as one seat sees it."""

    place: Hex
    name: str
    faction: str
    owner: str  # the owning faction's name
    quality: str  # "camp", "ville", "cite"
    lots: int | None  # lots a turn, each up to 10 of one commodity; None: a Cité
    offers: tuple[Offer, ...]
    traders: tuple[str, ...]  # the seat's units on the node's hex or next to it
    trades: int  # the seat's faction's transactions here this session

    @property
    def open_count(self) -> int:
        return sum(1 for o in self.offers if o.open)


def traders(state: PlanState, seat: Seat, place: Hex) -> tuple[str, ...]:
    """The units the seat commands on `place` or next to it, by code."""
    return tuple(sorted(u.code for u in state.deployed()
                        if u.faction == seat.faction and u.commander == seat.name
                        and u.hex is not None and u.hex.distance(place) <= 1))


def market(state: PlanState, seat: Seat, place: Hex) -> MarketView:
    """The market of the node at `place`."""
    node = state.nodes[place]
    offers = tuple(Offer(li.good, resource_name(state, li.good), li.side.value, li.price,
                         li.left) for li in node.market)
    return MarketView(place, node.name, node.faction, state.factions[node.faction].name,
                      node.quality.value, trade_lots(node), offers,
                      traders(state, seat, place), node.trades.get(seat.faction, 0))


def markets(state: PlanState, seat: Seat) -> list[MarketView]:
    """Every node's market (the map shows them all), by hex label."""
    return [market(state, seat, p) for p in sorted(state.nodes, key=lambda h: h.label)]


def open_listings(state: PlanState) -> dict[Hex, tuple[int, int]]:
    """(listings open, listings in all) of each node that has a market."""
    return {p: (sum(1 for li in n.market if li.open), len(n.market))
            for p, n in state.nodes.items() if n.market}


@dataclass(frozen=True, slots=True)
class Curve:
    """One line of an influence chart: its value at the end of each turn from 0."""

    key: str  # a faction key (a hex's chart) or a hex label (a faction's chart)
    name: str
    values: tuple[int, ...]


def at_each_turn(series: Sequence[tuple[int, int]], last: int) -> tuple[int, ...]:
    """A step series ((turn, value after that turn), from turn 0) read at turns 0 to
    `last` (further if the series goes further)."""
    end = max([last, *(turn for turn, _ in series)])
    points = dict(series)
    values, value = [], points.get(0, series[0][1] if series else 0)
    for turn in range(end + 1):
        value = points.get(turn, value)
        values.append(value)
    return tuple(values)


def hex_curves(state: PlanState, place: Hex, last: int) -> list[Curve]:
    """Every faction's influence on `place`, turn by turn up to game turn `last`."""
    return [Curve(key, state.factions[key].name if key in state.factions else key,
                  at_each_turn(series, last))
            for key, series in influence.hex_history(state, place).items()]


def faction_curves(state: PlanState, faction: str, last: int) -> list[Curve]:
    """`faction`'s influence on each hex where it has or had some, turn by turn; a hex
    with a node is named after it."""
    names = {p.label: n.name for p, n in state.nodes.items()}
    return [Curve(label, f"{label} {names[label]}" if label in names else label,
                  at_each_turn(series, last))
            for label, series in influence.faction_history(state, faction).items()]
