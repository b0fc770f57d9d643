"""The state of a Novlémia game: known cells, nations and their explorers, cities.

Values are frozen dataclasses; a resolution builds new ones (a state is never changed in
place). Only known (discovered) cells are stored: a label absent from ``cells`` has not
been explored. "Map order" is west to east, then north to south within a column
(reading N5): it numbers the known neighbours in the terrain table and orders
prospections, as the rulebook's worked example does.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import Enum

from hexterm.engine.hexgrid import GridSize, Hex
from hexterm.engine.novlemia.tables import NOTHING, ONE_OF_EACH, TRADED, Goods, Resource, Terrain


class Victory(Enum):
    """The score that ranks the nations once the last turn is played."""

    CELLS = "cells"
    CITIES = "cities"
    PRODUCTION = "production"


@dataclass(frozen=True, slots=True)
class Options:
    """The rules a scenario may change (each default is the rulebook's or a reading's)."""

    turns: int = 24
    victory: Victory = Victory.CELLS
    actions: int = 3
    market_rate: int = 2
    rare_rate: int = 3
    city_factor: int = 2
    upkeep: Goods = ONE_OF_EACH
    first_city_by_water: bool = True


@dataclass(frozen=True, slots=True)
class Cell:
    """A known cell: its terrain, owner, and resource once prospected (None before)."""

    terrain: Terrain
    owner: str | None = None
    resource: Resource | None = None
    name: str = ""  # the owner's name for the resource ("champ pétrolier offshore")
    found_by: str | None = None  # the nation that explored it (None: known at the start)
    found_turn: int = 0


@dataclass(frozen=True, slots=True)
class City:
    """A city (ville): it doubles its own cell and exploits its owner's cells around it."""

    name: str
    nation: str
    founded: int  # the turn of its founding (0: placed by the scenario)
    number: int  # 1 for the game's first city, 2 for the next…: older cities come first
    idle: bool = False  # could not pay its upkeep: produces nothing on the next turn


@dataclass(frozen=True, slots=True)
class Record:
    """One turn of a nation's history, for the ranking chart."""

    turn: int
    produced: Goods
    cells: int
    cities: int


@dataclass(frozen=True, slots=True)
class Nation:
    """A nation (a seat): its explorer, stock, consents and history."""

    key: str
    name: str
    seat: str
    latitude: float | None
    explorer: Hex
    stock: Goods = NOTHING
    allowed: tuple[str, ...] = ()  # nations whose explorer may enter this nation's cells
    history: tuple[Record, ...] = ()


@dataclass(frozen=True, slots=True)
class NovState:
    """A whole game. ``nations`` is in the fixed order (north to south, reading N3);
    ``turn`` counts the turns resolved; ``produced`` is the whole game's production in
    the last resolved turn (it makes resources rare)."""

    title: str
    size: GridSize
    options: Options
    nations: Mapping[str, Nation]
    cells: Mapping[Hex, Cell]
    cities: Mapping[Hex, City] = field(default_factory=dict)
    turn: int = 0
    produced: Goods = NOTHING

    def acting_order(self, turn: int) -> list[str]:
        """The nations in the order they act on `turn` (1-based): the fixed order turned
        by one seat each turn (rules-notes)."""
        keys = list(self.nations)
        shift = (turn - 1) % len(keys) if keys else 0
        return keys[shift:] + keys[:shift]

    def nation_of_seat(self, seat: str) -> Nation:
        return next(n for n in self.nations.values() if n.seat == seat)

    def find_nation(self, word: str) -> Nation | None:
        """The nation named by `word`: a seat name, else a nation key (case ignored)."""
        low = word.lower()
        for nation in self.nations.values():
            if nation.seat == low:
                return nation
        return next((n for n in self.nations.values() if n.key.lower() == low), None)

    def owned_by(self, nation: str) -> list[Hex]:
        return sorted_hexes(h for h, c in self.cells.items() if c.owner == nation)

    def cities_of(self, nation: str) -> list[Hex]:
        return [h for h, c in sorted(self.cities.items(), key=lambda kv: kv[1].number)
                if c.nation == nation]

    def rare(self) -> tuple[Resource, ...]:
        """The rarest resources: the least produced over the whole game in the last
        turn; ties make all of them rare, so all are rare before anything is produced."""
        low = min(self.produced.of(r) for r in TRADED)
        return tuple(r for r in TRADED if self.produced.of(r) == low)

    def rate(self, resource: Resource) -> int:
        """What one unit of `resource` costs on the market, in other resources."""
        rare = resource in self.rare()
        return self.options.rare_rate if rare else self.options.market_rate


def map_order(hex: Hex) -> tuple[int, int]:
    """The sort key of map order: column, then row (west to east, north to south)."""
    return hex.to_offset()


def sorted_hexes(hexes: Iterable[Hex]) -> list[Hex]:
    return sorted(hexes, key=map_order)


def on_map_neighbours(size: GridSize, hex: Hex) -> list[Hex]:
    """The neighbours of `hex` that are on the map, in map order."""
    return sorted_hexes(n for n in hex.neighbours() if size.contains(n))


def known_neighbours(size: GridSize, cells: Mapping[Hex, Cell], hex: Hex) -> list[Hex]:
    return [n for n in on_map_neighbours(size, hex) if n in cells]


def touches_land(size: GridSize, cells: Mapping[Hex, Cell], hex: Hex) -> bool:
    """Whether a known land cell neighbours `hex`."""
    return any(cells[n].terrain.land for n in known_neighbours(size, cells, hex))


def attachments(state: NovState) -> dict[Hex, Hex]:
    """Cell -> the city that exploits it: a city's own cell, and each cell of its
    nation next to one of its cities, taken by the oldest such city (reading N13)."""
    out: dict[Hex, Hex] = {}
    for place in state.cities:
        out[place] = place
    for place, city in sorted(state.cities.items(), key=lambda kv: kv[1].number):
        for near in on_map_neighbours(state.size, place):
            cell = state.cells.get(near)
            if cell is not None and cell.owner == city.nation and near not in out:
                out[near] = place
    return out


def city_cells(state: NovState, place: Hex, links: Mapping[Hex, Hex] | None = None
               ) -> list[Hex]:
    """The cells that the city at `place` exploits, its own first, then in map order."""
    links = attachments(state) if links is None else links
    return [place, *sorted_hexes(h for h, c in links.items() if c == place and h != place)]


def city_output(state: NovState, place: Hex, links: Mapping[Hex, Hex] | None = None
                ) -> Goods:
    """What the city at `place` produces in a turn when it is not idle: its own cell's
    resource times the city factor, plus one of each exploited cell's resource."""
    total = Goods()
    for hex in city_cells(state, place, links):
        resource = state.cells[hex].resource
        if resource is None or resource is Resource.X:
            continue
        count = state.options.city_factor if hex == place else 1
        total = total.plus(Goods.one(resource, count))
    return total


def score(state: NovState, nation: str, victory: Victory) -> int:
    """A nation's score: cells owned, cities, or everything it produced in the game."""
    if victory is Victory.CELLS:
        return sum(1 for c in state.cells.values() if c.owner == nation)
    if victory is Victory.CITIES:
        return sum(1 for c in state.cities.values() if c.nation == nation)
    return sum(r.produced.total for r in state.nations[nation].history)


def ranking(state: NovState) -> list[str]:
    """Nation keys, best first: the game's score, then the others in the order cells,
    cities, production; then the fixed order (reading N20)."""
    chosen = state.options.victory
    others = [v for v in Victory if v is not chosen]
    order = list(state.nations)

    def key(nation: str) -> tuple[int, ...]:
        scores = [score(state, nation, v) for v in (chosen, *others)]
        return (*(-s for s in scores), order.index(nation))

    return sorted(order, key=key)
