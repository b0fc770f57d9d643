"""Novlémia's terrains, resources and the rulebook's dice tables, as data.

The tables are those of the rulebook (002_c58fc63e791c628a.txt): the terrain of an
explored cell comes from the neighbour-dependent table (``NEIGHBOUR_TABLE``: which known
neighbour a die copies, or the random table) then the random table (``RANDOM_TERRAIN``);
the resource of a prospected cell from the per-terrain table (``RESOURCE_TABLE``).
``Goods`` is an amount of the four tradeable resources (A, B, E, M).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

from hexterm.engine.messages import MessageError
from hexterm.engine.novlemia.words import WORDS


class Terrain(Enum):
    """A cell's terrain (type de terrain)."""

    WATER = "eau"
    PLAIN = "plaine"
    FOREST = "foret"
    HILLS = "collines"
    MOUNTAINS = "montagnes"
    DESERT = "desert"

    @property
    def land(self) -> bool:
        """Whether the cell is land (case terrestre), that is anything but water."""
        return self is not Terrain.WATER

    @property
    def french(self) -> str:
        """The rulebook's name, in French: Eau, Plaine, Forêt, Collines…"""
        return _FRENCH_TERRAIN[self]

    @property
    def english(self) -> str:
        """The name used in the engine's English event texts."""
        return _ENGLISH_TERRAIN[self]


_FRENCH_TERRAIN = {Terrain.WATER: "Eau", Terrain.PLAIN: "Plaine", Terrain.FOREST: "Forêt",
                   Terrain.HILLS: "Collines", Terrain.MOUNTAINS: "Montagnes",
                   Terrain.DESERT: "Désert"}
_ENGLISH_TERRAIN = {Terrain.WATER: "water", Terrain.PLAIN: "plain", Terrain.FOREST: "forest",
                    Terrain.HILLS: "hills", Terrain.MOUNTAINS: "mountains",
                    Terrain.DESERT: "desert"}
TERRAIN_NAMES: dict[str, Terrain] = {
    **{t.value: t for t in Terrain}, **{t.english: t for t in Terrain},
    "forêt": Terrain.FOREST, "désert": Terrain.DESERT, "mer": Terrain.WATER,
}


class Resource(Enum):
    """What a prospected cell yields: food, wood, energy, ore, or nothing (X)."""

    A = "A"
    B = "B"
    E = "E"
    M = "M"
    X = "X"

    @property
    def english(self) -> str:
        return _ENGLISH_RESOURCE[self]


_ENGLISH_RESOURCE = {Resource.A: "food", Resource.B: "wood", Resource.E: "energy",
                     Resource.M: "ore", Resource.X: "nothing"}
TRADED: tuple[Resource, ...] = (Resource.A, Resource.B, Resource.E, Resource.M)
"""The resources that are stocked, produced and traded, in their fixed order."""

RANDOM_TERRAIN: dict[int, Terrain] = {
    1: Terrain.WATER, 2: Terrain.PLAIN, 3: Terrain.FOREST,
    4: Terrain.HILLS, 5: Terrain.MOUNTAINS, 6: Terrain.DESERT,
}
"""Table des tirages aléatoires: die -> terrain."""

NEIGHBOUR_TABLE: dict[int, tuple[int, ...]] = {
    1: (1, 1, 0, 0, 0, 0),
    2: (1, 1, 2, 2, 0, 0),
    3: (1, 1, 2, 2, 3, 3),
    4: (1, 2, 3, 4, 0, 0),
    5: (1, 2, 3, 4, 5, 0),
    6: (1, 2, 3, 4, 5, 6),
}
"""Known neighbours -> for a die of 1..6, the known neighbour (1-based, in map order)
whose terrain the new cell copies, or 0 for a draw on the random table."""

_X, _A, _B, _E, _M = Resource.X, Resource.A, Resource.B, Resource.E, Resource.M
RESOURCE_TABLE: dict[Terrain, tuple[Resource, ...]] = {
    Terrain.WATER: (_X, _E, _E, _A, _A, _A),
    Terrain.PLAIN: (_X, _B, _E, _A, _A, _M),
    Terrain.FOREST: (_X, _A, _E, _B, _B, _B),
    Terrain.HILLS: (_X, _A, _E, _M, _B, _B),
    Terrain.MOUNTAINS: (_X, _X, _B, _M, _M, _M),
    Terrain.DESERT: (_X, _X, _M, _M, _E, _E),
}
"""Terrain -> the resource found on a die of 1..6."""


@dataclass(frozen=True, slots=True)
class Goods:
    """An amount of each tradeable resource (never negative in a stock)."""

    A: int = 0
    B: int = 0
    E: int = 0
    M: int = 0

    def of(self, resource: Resource) -> int:
        return int(getattr(self, resource.value)) if resource is not Resource.X else 0

    def plus(self, other: Goods) -> Goods:
        return Goods(self.A + other.A, self.B + other.B, self.E + other.E, self.M + other.M)

    def minus(self, other: Goods) -> Goods:
        return Goods(self.A - other.A, self.B - other.B, self.E - other.E, self.M - other.M)

    def covers(self, other: Goods) -> bool:
        """Whether this amount holds at least `other` of every resource."""
        return all(self.of(r) >= other.of(r) for r in TRADED)

    @property
    def total(self) -> int:
        return self.A + self.B + self.E + self.M

    def to_data(self) -> dict[str, int]:
        return {r.value: self.of(r) for r in TRADED}

    @classmethod
    def from_data(cls, data: object) -> Goods:
        """Goods from a mapping such as ``{"A": 1, "M": 2}`` (ValueError when wrong)."""
        if not isinstance(data, dict):
            raise GoodsError(WORDS.phrase("{data!r} is not a table of resources (like {{ A = 1, "
                                          "M = 2 }})", data=data))
        amounts: dict[str, int] = {}
        for key, value in data.items():
            letter = str(key).upper()
            if letter not in ("A", "B", "E", "M"):
                raise GoodsError(WORDS.phrase("{key!r} is not a resource (A, B, E or M)", key=key))
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise GoodsError(WORDS.phrase("{key} = {value!r} is not a whole number of 0 or "
                                              "more", key=key, value=value))
            amounts[letter] = value
        return cls(**amounts)

    @classmethod
    def one(cls, resource: Resource, count: int = 1) -> Goods:
        return cls(**{resource.value: count}) if resource is not Resource.X else cls()

    def text(self, zeros: bool = False) -> str:
        """``2A+1E``: the amounts in A, B, E, M order (``0`` for nothing, unless `zeros`)."""
        parts = [f"{self.of(r)}{r.value}" for r in TRADED if zeros or self.of(r)]
        return "+".join(parts) or "0"


NOTHING = Goods()
"""No resources at all (a shared, frozen default)."""
ONE_OF_EACH = Goods(1, 1, 1, 1)
"""1A+1B+1E+1M: a city's upkeep in the rulebook."""

_AMOUNT = re.compile(r"(\d{0,4})([ABEMabem])")


class GoodsError(MessageError, ValueError):
    """Goods that cannot be read (a ValueError, with its message)."""


def parse_goods(text: str) -> Goods:
    """Goods from ``2M``, ``1M+1A`` or ``M`` (one); ValueError saying what is wrong."""
    amounts = {r.value: 0 for r in TRADED}
    parts = [p for p in text.replace(",", "+").split("+") if p]
    if not parts:
        raise GoodsError(WORDS.phrase("{text!r} names no resource (write amounts like 2M or "
                                      "1M+1A)", text=text))
    for part in parts:
        match = _AMOUNT.fullmatch(part)
        if match is None:
            raise GoodsError(WORDS.phrase("{part!r} is not an amount of a resource (like 2M: A, "
                                          "B, E or M)", part=part))
        count = int(match.group(1) or "1")
        if count <= 0:
            raise GoodsError(WORDS.phrase("{part!r} is an amount of nothing", part=part))
        amounts[match.group(2).upper()] += count
    return Goods(**amounts)
