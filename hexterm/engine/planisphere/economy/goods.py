"""Goods of the Planisphère: resources, items, market listings, and what holds them.

A resource (ressource, denrée) is counted in units and has a rarity: common (commune),
rare or mythic (mythique). An item (objet) is a card that a unit equips (Équiper) within
its Équipement score; its effects are data of the scenario. A listing is one line of a
node's market (place de marché): a commodity the node buys or sells, its price in DA
and the quantity left before it closes. Goods are kept as ``{key: count}`` dicts with no
zero entries, in the faction chest (coffre de faction) and in a unit's inventory.
"""

from __future__ import annotations

from collections.abc import Mapping, MutableMapping
from dataclasses import dataclass
from enum import Enum

RARITIES = ("common", "rare", "mythic")
CARRY_PER_POINT = 10  # a unit carries 10 resources per Inventaire point
LOT_SIZE = 10  # a node's lot: up to 10 units of one commodity, bought or sold (one lot
# a turn per Inventaire point)


@dataclass(frozen=True, slots=True)
class Resource:
    """A kind of resource: its key, its name and its rarity."""

    key: str
    name: str
    rarity: str = "common"


class Lasting(Enum):
    """How long an item's influence lasts once the item is used."""

    SESSION = "session"
    PERMANENT = "permanent"


@dataclass(frozen=True, slots=True)
class Item:
    """A kind of item card and its effects while a unit has it equipped.

    Characteristic bonuses add to the unit's own (movement, combat, defence, recon,
    inventory); `exploit` adds to each yield of Exploiter; `terrains` are labels the unit
    may cross; `capabilities` are granted. An item with `influence` is used up when it is
    equipped: the faction's influence on the unit's hex changes by that much, for the
    session or for good (`lasting`). `tags` name what quests look for besides the key.
    """

    key: str
    name: str
    move: int = 0
    combat: int = 0
    defence: int = 0
    recon: int = 0
    inventory: int = 0
    exploit: int = 0
    influence: int = 0
    lasting: Lasting = Lasting.SESSION
    terrains: frozenset[str] = frozenset()
    capabilities: frozenset[str] = frozenset()
    tags: frozenset[str] = frozenset()
    text: str = ""


class Side(Enum):
    """Which way a listing trades, seen from the node."""

    BUYS = "buys"  # the node buys: units sell (Vendre) to it
    SELLS = "sells"  # the node sells: units buy (Acheter) from it


@dataclass(slots=True)
class Listing:
    """One line of a node's market: a commodity, which way, its price, what is left."""

    good: str
    side: Side
    price: int
    left: int

    @property
    def open(self) -> bool:
        return self.left > 0


def count(goods: Mapping[str, int]) -> int:
    """How many units of goods there are in all."""
    return sum(goods.values())


def add(goods: MutableMapping[str, int], key: str, amount: int) -> None:
    """Put `amount` of `key` into `goods`."""
    if amount:
        goods[key] = goods.get(key, 0) + amount
        if goods[key] == 0:
            del goods[key]


def take(goods: MutableMapping[str, int], key: str, amount: int) -> bool:
    """Take `amount` of `key` out of `goods`; False (and nothing taken) if short."""
    have = goods.get(key, 0)
    if have < amount:
        return False
    add(goods, key, -amount)
    return True


def sorted_goods(goods: Mapping[str, int]) -> dict[str, int]:
    """`goods` with its keys in order, without zeros (as saves and views write them)."""
    return {k: v for k, v in sorted(goods.items()) if v}
