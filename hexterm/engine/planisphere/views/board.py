"""The map as one seat may see it, laid out for drawing: one entry per hex, by index.

The screens draw the map from a `Board`, never from the state, so that what a seat sees
is decided here, by the same rules as the JSON view (`views.view`): hidden units of
other factions are left out, a Clandestine unit of another faction shows no faction.
Every faction's influence is public, as on the paper map (reading H6). Hexes are indexed
as in `GridSize.hexes`: row by row, A01 first.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hexterm.engine.planisphere.model import PlanState, Quality
from hexterm.engine.planisphere.views.game import hides_faction, in_sight
from hexterm.engine.seats import Seat

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
    labels: list[str]  # each hex's terrain label names, comma-separated
    terrain: list[str]  # each hex's two terrain glyphs
    population: list[int]
    nodes: dict[int, NodeMark] = field(default_factory=dict)
    units: dict[int, list[UnitMark]] = field(default_factory=dict)
    influence: dict[str, list[int]] = field(default_factory=dict)
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


def board(state: PlanState, seat: Seat | None) -> Board:
    """The map `seat` may see (everything for the organiser, `seat` None)."""
    glyphs: dict[tuple[str, ...], tuple[str, str]] = {}
    terrain, names, population = [], [], []
    hexes = state.size.hexes()
    cells = state.cells
    for place in hexes:
        cell = cells[place]
        pair = glyphs.get(cell.labels)
        if pair is None:
            marks = [state.labels[k].glyph for k in cell.labels] or ["?"]
            text = ", ".join(state.labels[k].name for k in cell.labels)
            pair = glyphs[cell.labels] = ((marks + marks)[0] + (marks + marks)[1], text)
        terrain.append(pair[0])
        names.append(pair[1])
        population.append(cell.population)
    index = state.size.index
    out = Board(state.size.cols, state.size.rows, names, terrain, population)
    keys = list(state.factions)
    out.letters = faction_letters(keys, [state.factions[k].prefix for k in keys])
    out.names = {k: f.name for k, f in state.factions.items()}
    for place, node in state.nodes.items():
        out.nodes[index(place)] = NodeMark(node.name, node.faction, QUALITY_MARKS[node.quality])
    mine = seat.faction if seat else None
    for unit in sorted(state.deployed(), key=lambda u: u.code):
        if unit.hex is None or not in_sight(unit, mine):
            continue
        own = seat is None or unit.faction == mine
        shown = unit.faction if own or not hides_faction(state, unit) else None
        out.units.setdefault(index(unit.hex), []).append(
            UnitMark(unit.code, shown, own and seat is not None, unit.hidden))
    out.home = home(state, seat)
    for key in keys:  # influence is public (reading H6)
        values = [0] * len(hexes)
        for i, place in enumerate(hexes):
            influence = cells[place].influence
            if influence:
                values[i] = influence.get(key, 0)
        out.influence[key] = values
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
