"""The map as one seat may see it, laid out for drawing: one entry per hex, by index.

The screens draw the map from a `Board`, never from the state, so that what a seat sees
is decided here, by the same rules as the JSON view (`views.view`): hidden units of
other factions are left out, a Clandestine unit of another faction shows no faction.
Every faction's influence is public, as on the paper map (reading H6). Hexes are indexed
as in `GridSize.hexes`: row by row, A01 first.

A board is lazy: what a hex shows (its terrain, population, units, each faction's
influence) is worked out the first time it is asked for, then kept, so that a seat's
map of a 512×512 world opens at once and costs what the hexes on screen cost. Only the
nodes and the grouping of the units by hex are made whole, once.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TypeVar, overload

from hexterm.engine.hexgrid import Hex
from hexterm.engine.planisphere.model import Cell, PlanState, Quality, Unit
from hexterm.engine.planisphere.views.game import hides_faction, in_sight
from hexterm.engine.seats import Seat

T = TypeVar("T")


class PerHex(Sequence[T]):
    """One value per hex of the map, by index, each worked out when first asked for (by
    `make`, from the hex) and kept. Iterating works every value out without keeping
    them (a whole pass: the strongest influences of a faction)."""

    __slots__ = ("_hexes", "_known", "_make")

    def __init__(self, hexes: tuple[Hex, ...], make: Callable[[Hex], T]) -> None:
        self._hexes, self._make = hexes, make
        self._known: dict[int, T] = {}

    def __len__(self) -> int:
        return len(self._hexes)

    @overload
    def __getitem__(self, i: int) -> T: ...

    @overload
    def __getitem__(self, i: slice) -> list[T]: ...

    def __getitem__(self, i: int | slice) -> T | list[T]:
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self._hexes)))]
        known = self._known.get(i)
        if known is None:
            if i < 0:
                i += len(self._hexes)
            known = self._known[i] = self._make(self._hexes[i])  # IndexError past the end
        return known

    def __iter__(self) -> Iterator[T]:
        known, make = self._known, self._make
        for i, place in enumerate(self._hexes):
            value = known.get(i)
            yield make(place) if value is None else value

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Sequence):
            return NotImplemented
        return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"PerHex({len(self._hexes)} hexes, {len(self._known)} worked out)"


QUALITY_MARKS = {Quality.CAMP: "c", Quality.VILLE: "V", Quality.CITE: "C"}


@dataclass(frozen=True, slots=True)
class UnitMark:
    """A unit on the map as this seat sees it: `faction` is None when not shown."""

    code: str
    faction: str | None
    own: bool
    hidden: bool


@dataclass(frozen=True, slots=True)
class NodeMark:
    name: str
    faction: str
    quality: str  # "c" camp, "V" ville, "C" cité


@dataclass(slots=True)
class Board:
    """What one seat may see of the map, ready to draw."""

    cols: int
    rows: int
    labels: Sequence[str]  # each hex's terrain label names, comma-separated
    terrain: Sequence[str]  # each hex's two terrain glyphs
    population: Sequence[int]
    nodes: dict[int, NodeMark] = field(default_factory=dict)
    units: Mapping[int, list[UnitMark]] = field(default_factory=dict)
    """The units the seat sees on a hex, by code; no entry for a hex with none."""
    influence: dict[str, Influence] = field(default_factory=dict)
    letters: dict[str, str] = field(default_factory=dict)  # faction key -> map letter
    names: dict[str, str] = field(default_factory=dict)  # faction key -> name
    home: int | None = None
    """The hex the seat's map opens on (`home`); None for the organiser's."""

    def index(self, col: int, row: int) -> int:
        return row * self.cols + col


NODE_LETTERS = frozenset("CV")  # a Cité (C), a Ville (V) and, lower-case, a Camp (c)


def faction_letters(keys: list[str], prefixes: list[str]) -> dict[str, str]:
    """A distinct capital letter for each faction: its prefix's first free letter.

    C and V are never given: on the map they mark a Cité and a Ville, and an own unit's
    lower-case letter must not read as a Camp's c (up to 24 factions)."""
    taken: set[str] = set(NODE_LETTERS)
    out = {}
    for key, prefix in zip(keys, prefixes, strict=True):
        pool = [c for c in (prefix + key).upper() if c.isalpha()] + list(
            "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        letter = next(c for c in pool if c not in taken)
        taken.add(letter)
        out[key] = letter
    return out


class Influence(PerHex[int]):
    """A faction's influence on every hex (public, reading H6), by index."""

    __slots__ = ("_cells", "_index", "_key")

    def __init__(self, hexes: tuple[Hex, ...], cells: Mapping[Hex, Cell],
                 index: Callable[[Hex], int], key: str) -> None:
        self._cells, self._index, self._key = cells, index, key
        super().__init__(hexes, self._value)

    def _value(self, place: Hex) -> int:
        influence = self._cells[place].influence
        return influence.get(self._key, 0) if influence else 0

    def strongest(self, most: int) -> list[tuple[int, int]]:
        """(index, value) of the `most` hexes with the most influence, highest first
        (the first in label order first among equals)."""
        key, index = self._key, self._index
        found = [(-value, index(place)) for place, cell in self._cells.items()
                 if cell.influence and (value := cell.influence.get(key, 0))]
        return [(i, -value) for value, i in heapq.nsmallest(most, found)]


class UnitsSeen(Mapping[int, list[UnitMark]]):
    """The units a seat sees, by hex index: each hex's marks worked out when first asked
    for (`get`), from the state's deployed units grouped by hex once."""

    def __init__(self, state: PlanState, seat: Seat | None) -> None:
        self._state, self._seat = state, seat
        self._mine = seat.faction if seat else None
        cols = state.size.cols
        at: dict[int, list[Unit]] = {}
        for unit in state.deployed():
            place = unit.hex
            if place is not None:  # its index, as GridSize.index gives it
                at.setdefault((place.r + (place.q >> 1)) * cols + place.q, []).append(unit)
        self._at = at
        self._known: dict[int, list[UnitMark]] = {}

    def _marks(self, i: int) -> list[UnitMark]:
        known = self._known.get(i)
        if known is None:
            state, seat, mine = self._state, self._seat, self._mine
            known = []
            for unit in sorted(self._at.get(i, ()), key=lambda u: u.code):
                if not in_sight(unit, mine):
                    continue
                own = seat is None or unit.faction == mine
                shown = unit.faction if own or not hides_faction(state, unit) else None
                known.append(UnitMark(unit.code, shown, own and seat is not None,
                                      unit.hidden))
            self._known[i] = known
        return known

    def __getitem__(self, i: int) -> list[UnitMark]:
        marks = self._marks(i) if i in self._at else []
        if not marks:
            raise KeyError(i)
        return marks

    def __iter__(self) -> Iterator[int]:
        return (i for i in sorted(self._at) if self._marks(i))

    def __len__(self) -> int:
        return sum(1 for _ in self)


def board(state: PlanState, seat: Seat | None) -> Board:
    """The map `seat` may see (everything for the organiser, `seat` None), worked out
    hex by hex as it is drawn."""
    glyphs: dict[tuple[str, ...], tuple[str, str]] = {}
    cells = state.cells

    def terrain_of(place: Hex) -> tuple[str, str]:
        cell = cells[place]
        pair = glyphs.get(cell.labels)
        if pair is None:
            marks = [state.labels[k].glyph for k in cell.labels] or ["?"]
            text = ", ".join(state.labels[k].name for k in cell.labels)
            pair = glyphs[cell.labels] = ((marks + marks)[0] + (marks + marks)[1], text)
        return pair

    def population_of(place: Hex) -> int:
        return cells[place].population

    hexes = state.size.hexes()
    index = state.size.index
    out = Board(state.size.cols, state.size.rows,
                PerHex(hexes, lambda place: terrain_of(place)[1]),
                PerHex(hexes, lambda place: terrain_of(place)[0]),
                PerHex(hexes, population_of))
    keys = list(state.factions)
    out.letters = faction_letters(keys, [state.factions[k].prefix for k in keys])
    out.names = {k: f.name for k, f in state.factions.items()}
    for place, node in state.nodes.items():
        out.nodes[index(place)] = NodeMark(node.name, node.faction, QUALITY_MARKS[node.quality])
    out.units = UnitsSeen(state, seat)
    out.home = home(state, seat)
    for key in keys:  # influence is public (reading H6)
        out.influence[key] = Influence(hexes, cells, index, key)
    return out


QUALITY_ORDER = (Quality.CITE, Quality.VILLE, Quality.CAMP)


def home(state: PlanState, seat: Seat | None) -> int | None:
    """The index of the hex a seat's map opens on: the first unit it commands on the
    map, else its faction's first, else its faction's greatest node (a Cité before a
    Ville before a Camp); None for the organiser or a faction with none of them."""
    if seat is None:
        return None
    mine = sorted((u for u in state.deployed() if u.faction == seat.faction and u.hex is not None),
                  key=lambda u: (u.commander != seat.name, u.code))
    if mine and mine[0].hex is not None:
        return state.size.index(mine[0].hex)
    nodes = sorted((QUALITY_ORDER.index(n.quality), state.size.index(place))
                   for place, n in state.nodes.items() if n.faction == seat.faction)
    return nodes[0][1] if nodes else None
