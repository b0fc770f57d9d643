"""The things a tactical battle is made of: its units (simple troops, formations,
characters) with their movement class, facing, placement, stacking points and states
(engaged is worked out from the board; charge or contact marker, fatigue up to "à bout
de souffle", shaken, rout, the particular order or attack instruction are kept), and
the battle (`Battle`: the board, the units, the turn and its limit)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from hexterm.engine.hexgrid import Hex
from hexterm.engine.tactical.board import Board
from hexterm.engine.tactical.classes import CLASSES, MovementClass, Placement
from hexterm.engine.tactical.movers import Mover, Stack

OUT_OF_BREATH = 3
"""The fatigue level that is "à bout de souffle" (reading T8)."""


class Kind(StrEnum):
    TROOP = "troop"  # Troupe simple
    FORMATION = "formation"
    CHARACTER = "character"  # Personnage


class Mode(StrEnum):
    """A formation's mode."""

    NORMAL = "normal"
    SHIELD_WALL = "shield-wall"  # Mur de Boucliers: one notch down
    TORTOISE = "tortoise"  # Tortue: one notch down
    HEDGEHOG = "hedgehog"  # Hérisson: no movement


class Marker(StrEnum):
    NONE = ""
    CHARGE = "charge"
    CONTACT = "contact"


class Order(StrEnum):
    NONE = ""
    PARTICULAR = "particular"  # Ordre Particulier
    ATTACK = "attack"  # Consigne d'Attaque


@dataclass(frozen=True, slots=True)
class Unit:
    """One unit on the board (or off it: `hex` None once it has left or is destroyed)."""

    name: str
    seat: str
    kind: Kind
    movement: str
    hex: Hex | None
    facing: int
    placement: Placement = Placement.GROUND
    figures: int = 1
    stacking: int = 1  # its stacking points
    max_figures: int = 0  # a formation's full size (0: its figures: it is full)
    mode: Mode = Mode.NORMAL
    marker: Marker = Marker.NONE
    fatigue: int = 0
    shaken: bool = False
    rout: bool = False
    order: Order = Order.NONE
    destroyed: bool = False
    exit: Hex | None = None  # the hex off the map it left the board to
    cohesion_lost: int = 0  # levels of cohesion lost by the movement rules

    @property
    def formation(self) -> bool:
        return self.kind is Kind.FORMATION

    @property
    def out_of_breath(self) -> bool:
        return self.fatigue >= OUT_OF_BREATH

    def mover(self, table: Mapping[str, MovementClass] = CLASSES) -> Mover:
        """What its movement depends on, by the battle's class `table` (ValueError off
        the board)."""
        if self.hex is None:
            raise ValueError(f"{self.name} is not on the board")
        return Mover(self.movement, self.hex, self.facing, self.placement, self.formation,
                     self.mode.value, self.stacking, table)

    @property
    def joinable(self) -> bool:
        """Whether another unit may stack with it: a character or a simple troop, or a
        formation not at its full size (003, "Empilement sur une Unité Amie")."""
        return not self.formation or self.figures < self.max_figures

    @property
    def crossable(self) -> bool:
        """Whether a friend may cross it: not a formation of more than four figures, nor
        one in hedgehog ("Traversée d'une Unité Amie")."""
        return not (self.formation and (self.figures > 4 or self.mode is Mode.HEDGEHOG))


@dataclass(frozen=True, slots=True)
class Battle:
    """A whole tactical battle."""

    board: Board
    units: tuple[Unit, ...]
    turn: int = 1
    turns: int = 8  # the battle ends after this turn
    activated: tuple[str, ...] = ()  # the units activated this turn
    edges: Mapping[str, int] = field(default_factory=dict)
    """Each side's flight edge ("Bord de Fuite"): 0 the top of the map, 3 the bottom
    (reading T20: the edge nearer its units at the start)."""
    origin: Mapping[str, Any] = field(default_factory=dict)
    """The campaign battle the board fights, if any (`campaign.board_scenario`)."""
    classes: Mapping[str, MovementClass] = field(default_factory=lambda: CLASSES)
    """Its class table: the built-in one, or its scenario's (`class_table`)."""

    def unit(self, name: str) -> Unit:
        return next(u for u in self.units if u.name == name)

    def on_board(self) -> tuple[Unit, ...]:
        return tuple(u for u in self.units if u.hex is not None and not u.destroyed)

    def hexes_of(self, seat: str, *, friends: bool) -> set[Hex]:
        """The hexes held by `seat`'s units (`friends`) or by everyone else's."""
        return {u.hex for u in self.on_board()
                if u.hex is not None and (u.seat == seat) == friends}

    def stack_at(self, hex: Hex) -> list[Unit]:
        """The units on `hex`, top first (a unit joining a stack goes under it)."""
        return [u for u in self.on_board() if u.hex == hex]

    def on_top(self, unit: Unit) -> bool:
        """Whether `unit` is the top of its hex's stack (alone: on top too)."""
        return unit.hex is not None and self.stack_at(unit.hex)[0].name == unit.name

    def stacks(self, mover: Unit, carried: tuple[str, ...] = ()) -> dict[Hex, Stack]:
        """The hexes of `mover`'s friends as it meets them (itself and the characters
        it carries left out, so that the hex it starts in is a stack only when it
        shares it with others, and it is under one of them: the unit on top leaves
        freely, "Traversée d'une Unité Amie")."""
        found: dict[Hex, list[Unit]] = {}
        moving = (mover.name, *carried)
        for unit in self.on_board():
            if unit.seat == mover.seat and unit.name not in moving and unit.hex is not None:
                found.setdefault(unit.hex, []).append(unit)
        if self.on_top(mover) and mover.hex is not None:
            found.pop(mover.hex, None)
        return {hex: Stack(sum(u.stacking for u in units), all(u.joinable for u in units),
                           all(u.crossable for u in units)) for hex, units in found.items()}

    def with_unit(self, unit: Unit) -> Battle:
        return replace(self, units=tuple(unit if u.name == unit.name else u
                                         for u in self.units))
