"""The Fiche Mouvement's table (../shared/seeds/003_23dcf7feb98fe200.txt) as data: a
row a movement class, its base allocation of movement points (PMvt), what it pays to
reorient vertex by vertex (a single unit) or to turn about (a formation), to enter a hex
of each terrain, to cross a rough hex side, and to change hex or placement in flight or
in infiltration. The class symbols were lost: the rows are read as rules-notes says
("Fiche Mouvement"; docs/rules/tactical.md T1).

Costs are kept in half points (the sheet's 0.5 steps), so that sums stay exact: 3 is
1.5 PMvt. `None` is impassable ("-"); `MINIMAL` is a hex entered only by a Mouvement
Minimal ("Mvt Minimal"); `ALL` is the whole allocation ("Tous").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum, StrEnum

MINIMAL = -1
"""A cost that only a Mouvement Minimal pays: the hex is entered by it alone."""
ALL = -2
"""A cost of the whole allocation (the sheet's "Tous")."""


class Ground(StrEnum):
    """The terrain of a hex, in the sheet's columns."""

    ROAD = "road"  # Chemin Route
    CLEAR = "clear"  # Terrain Clair - Air Libre
    ROUGH = "rough"  # Terrain Accidenté
    DIFFICULT = "difficult"  # Terrain Difficile
    WATER = "water"  # Eau


class Side(StrEnum):
    """The terrain of a hex side."""

    CLEAR = "clear"
    ROAD = "road"  # a road crosses it: the hex beyond is entered at the road's cost
    ROUGH = "rough"  # Côté d'Hex Accidenté: its cost is added


class Placement(IntEnum):
    """Where a unit stands, in the sheet's chain: one step at a time."""

    DEEP_INFILTRATION = 0  # Infiltration
    CLOSE_INFILTRATION = 1  # Infiltration Rapprochée
    GROUND = 2  # Au Sol
    CLOSE_FLIGHT = 3  # Vol Rapproché
    FLIGHT = 4  # En Vol

    @property
    def flying(self) -> bool:
        return self >= Placement.CLOSE_FLIGHT

    @property
    def infiltrated(self) -> bool:
        return self <= Placement.CLOSE_INFILTRATION


@dataclass(frozen=True, slots=True)
class MovementClass:
    """One row of the sheet, in half points."""

    key: str
    name: str
    base: int  # the allocation, in half points
    first_vertex: int  # reorienting a single unit: the first vertex
    next_vertex: int  # … each further vertex
    about_turn: int | None  # a formation turning 180° (None: it cannot)
    ground: dict[Ground, int | None]  # entering a hex of that terrain
    cave: dict[Ground, int | None] = field(default_factory=dict)  # … in a cave
    rough_side: int | None = 0  # crossing a rough hex side (added)
    changes: frozenset[Placement] = frozenset({Placement.GROUND})  # placements it takes
    hex_or_place: int | None = None  # in flight/infiltration: a hex, or a placement step
    hex_and_place: int | None = None  # … both at once


Points = float | int | None


def _half(value: Points) -> int | None:
    """PMvt as written on the sheet, in half points (None, MINIMAL and ALL kept)."""
    if value is None:
        return None
    return int(value) if value < 0 else round(value * 2)


def _row(key: str, name: str, base: float, turn: tuple[float, float], about: Points,
         ground: tuple[Points, Points, Points, Points, Points], rough_side: Points, *,
         cave: dict[Ground, Points] | None = None,
         changes: frozenset[Placement] = frozenset({Placement.GROUND}),
         hex_or_place: Points = None, hex_and_place: Points = None) -> MovementClass:
    return MovementClass(
        key, name, round(base * 2), round(turn[0] * 2), round(turn[1] * 2), _half(about),
        {g: _half(v) for g, v in zip(Ground, ground, strict=True)},
        {g: _half(v) for g, v in (cave or {}).items()}, _half(rough_side), changes,
        _half(hex_or_place), _half(hex_and_place))


INFILTRATING = frozenset({Placement.DEEP_INFILTRATION, Placement.CLOSE_INFILTRATION,
                          Placement.GROUND})
FLYING = frozenset({Placement.GROUND, Placement.CLOSE_FLIGHT, Placement.FLIGHT})

CLASSES: dict[str, MovementClass] = {c.key: c for c in (
    #    key   name            base  reorient   about  road clear rough difficult water side
    _row("1", "foot", 2, (0, 0.5), 1, (1, 1, 1.5, 2, None), 0.5,
         changes=INFILTRATING, hex_or_place=ALL),
    _row("S", "mounted", 3, (0.5, 1), 1.5, (0.5, 0.5, 1.5, MINIMAL, None), 1,
         cave={Ground.CLEAR: 1}),
    _row("LL", "light foot", 3, (0, 0.5), 1, (0.5, 0.5, 1.5, 2, None), 0.5,
         changes=INFILTRATING, hex_or_place=ALL),
    _row("C", "engine", 2, (0, 1), None, (1, MINIMAL, None, None, None), None),
    _row("V", "flier", 4, (0.5, 1), 1.5, (1, 1, 1, 1, 1), 0,
         cave={g: 2 for g in (Ground.CLEAR, Ground.ROUGH, Ground.DIFFICULT, Ground.WATER)},
         changes=FLYING, hex_or_place=1, hex_and_place=1.5),
    _row("A", "aquatic", 2, (0.5, 2), None, (None, None, None, None, 1), None),
)}
"""The sheet's rows, in its order (rules-notes: 1 foot, S mounted, LL light foot, C
engines, V fliers, A aquatic)."""


def notch_down(base: int) -> int:
    """An allocation "réduite de 1 cran": the next lower base of the table (4 → 3 → 2 →
    1 PMvt), in half points."""
    return max(2, base - 2)
