"""A tactical battlefield: flat-topped hexes (`hexterm.engine.hexgrid`, labels such as
``C04``) with a terrain each (`Ground`, and whether it is a cave), a terrain for each
hex side that is not clear (`Side`), and the weather (a storm takes 1 PMvt off every
allocation). Precomputed for the movement searches: each hex's index and its six
neighbours' indexes (-1 off the board)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property

from hexterm.engine.hexgrid import Direction, GridSize, Hex
from hexterm.engine.tactical.classes import Ground, Side

DIRECTIONS = tuple(Direction)
"""The six facings, clockwise from N: a facing is an index in this tuple."""


def side_key(a: Hex, b: Hex) -> tuple[Hex, Hex]:
    """The side between two adjacent hexes, the same whichever way it is crossed."""
    return (a, b) if a < b else (b, a)


@dataclass(frozen=True)
class Board:
    """The battlefield's terrain and weather."""

    size: GridSize
    ground: Mapping[Hex, Ground] = field(default_factory=dict)  # default: clear
    caves: frozenset[Hex] = frozenset()
    sides: Mapping[tuple[Hex, Hex], Side] = field(default_factory=dict)  # default: clear
    storm: bool = False

    def terrain(self, hex: Hex) -> Ground:
        return self.ground.get(hex, Ground.CLEAR)

    def side(self, a: Hex, b: Hex) -> Side:
        return self.sides.get(side_key(a, b), Side.CLEAR)

    @cached_property
    def hexes(self) -> tuple[Hex, ...]:
        return self.size.hexes()

    @cached_property
    def step_costs(self) -> dict[str, list[int | None]]:
        """Filled by the movement searches: each class's ground cost of each (hex,
        facing) step, computed once for the board."""
        return {}

    @cached_property
    def free_moves(self) -> dict[tuple[str, bool], dict[int, list[tuple[int, int]]]]:
        """Filled by the movement searches: for a class (and whether the unit is a
        formation), the moves from each packed state away from every unit, which no
        unit changes: made once for the board."""
        return {}

    @cached_property
    def neighbours(self) -> tuple[tuple[int, ...], ...]:
        """For each hex index, its neighbour's index in each facing (-1: off the board)."""
        size = self.size
        return tuple(tuple(size.index(n) if n in size else -1 for n in hex.neighbours())
                     for hex in self.hexes)
