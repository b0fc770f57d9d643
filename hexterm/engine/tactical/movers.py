"""What a unit's movement depends on, for the searches (`envelope.py`) and the rules
(`actions.py`): the unit as it moves (`Mover`: class, hex, facing, placement,
formation, mode, stacking points), a friend's hex as it meets it (`Stack`), the enemy a
plain Mouvement keeps from (`Watch`, reading T13), its allocation, and the sheet's
numbers (10 stacking points a hex, 1 PMvt to cross a friend)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from hexterm.engine.hexgrid import Hex
from hexterm.engine.tactical.board import Board
from hexterm.engine.tactical.classes import CLASSES, MovementClass, Placement, notch_down

PLACES = len(Placement)
CROSSING = 2  # leaving a hex shared with a friend: 1 PMvt more


MOST_STACKED = 10
"""A hex holds at most this many stacking points (003, "Traversée d'une Unité Amie";
reading T11)."""


@dataclass(frozen=True, slots=True)
class Stack:
    """A friend's hex as a moving unit meets it: the stacking points there, whether the
    units there let another join them (a character, or not a full formation: 003,
    "Empilement sur une Unité Amie"), and whether they may be crossed (no formation of
    more than four figures, none in hedgehog: "Traversée d'une Unité Amie")."""

    points: int = 0
    joinable: bool = True
    crossable: bool = True


@dataclass(frozen=True, slots=True)
class Watch:
    """The enemy as a plain Mouvement must keep from it (reading T13): the hexes (by
    index) in an enemy's front zone, and for each hex next to an enemy the directions
    it lies in (a bit a direction). Enemies in distant flight are left out."""

    threatened: frozenset[int]
    near: Mapping[int, int]

    def touches(self, state: int) -> bool:
        """Whether a packed state engages or is engaged (never in distant flight)."""
        rest = state >> 1
        if rest % PLACES == Placement.FLIGHT:
            return False
        rest //= PLACES
        hex_index, facing = rest // 6, rest % 6
        if hex_index in self.threatened:
            return True
        mask = self.near.get(hex_index, 0)
        return bool(mask and mask & FRONT_BITS[facing])


FRONT_BITS = tuple((1 << (f + 5) % 6) | (1 << f) | (1 << (f + 1) % 6) for f in range(6))


@dataclass(frozen=True, slots=True)
class Mover:
    """What a unit's movement depends on."""

    movement: str  # its class's key in `table`
    hex: Hex
    facing: int  # 0..5, clockwise from N
    placement: Placement = Placement.GROUND
    formation: bool = False
    mode: str = "normal"  # a formation's: normal, shield-wall, tortoise, hedgehog
    stacking: int = 0  # its stacking points
    table: Mapping[str, MovementClass] = field(default_factory=lambda: CLASSES,
                                                hash=False)
    """The battle's class table (a scenario may change it)."""

    @property
    def cls(self) -> MovementClass:
        return self.table[self.movement]


def allocation(mover: Mover, board: Board, *, extra: bool = False) -> int:
    """The movement points of one action, in half points: the class's base, one notch
    down in shield wall or tortoise, none in hedgehog, 1 PMvt less in a storm, half as
    much again with a Mouvement Supplémentaire (fractions kept)."""
    if mover.mode == "hedgehog":
        return 0
    points = mover.cls.base
    if mover.mode in ("shield-wall", "tortoise"):
        points = notch_down(points)
    if board.storm:
        points = max(0, points - 2)
    return points * 3 // 2 if extra else points
