"""Bots for the tactical board: at its go a bot activates one of its units still
waiting (drawn; first among those owing an obligatory action): a routed unit flees
(`flight.flight_path`), an engaged one holds,
another moves along the path to a state of its envelope (drawn among those that go
furthest forward, the way the unit faces, out of contact with the enemy). Every
activation is checked as a player's is; when none passes, the unit holds, and when it
may not hold, the bot passes."""

from __future__ import annotations

from itertools import pairwise

from hexterm.engine.dice import Dice
from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.hexgrid import Hex
from hexterm.engine.tactical.actions import watch
from hexterm.engine.tactical.activation import (
    Action,
    Activation,
    checked,
    obligatory,
    owed,
    waiting,
)
from hexterm.engine.tactical.board import DIRECTIONS
from hexterm.engine.tactical.classes import Placement
from hexterm.engine.tactical.engagement import contact
from hexterm.engine.tactical.envelope import envelope
from hexterm.engine.tactical.flight import flight_path
from hexterm.engine.tactical.model import Battle, Kind, Marker, Order, Unit
from hexterm.engine.tactical.movers import allocation
from hexterm.engine.tactical.paths import Step

State = tuple[Hex, int, Placement]


def _steps(states: list[State]) -> list[Step]:
    """The written steps between consecutive states of an envelope's path."""
    out: list[Step] = []
    for (h0, f0, p0), (h1, f1, p1) in pairwise(states):
        if h1 != h0:
            out.append(Step("hex", hex=h1))
            if p1 != p0:  # changed with the hex: written as a step of its own
                out.append(Step("place", placement=p1))
        elif p1 != p0:
            out.append(Step("place", placement=p1))
            if f1 != f0:
                out.append(Step("turn", facing=f1))
        elif f1 != f0:
            out.append(Step("turn", facing=f1))
    return out


def activation(battle: Battle, seat: str, dice: Dice) -> Activation:
    names = [name for name, _ in owed(battle, seat)] or waiting(battle, seat)
    if not names:
        return Activation()
    unit = battle.unit(names[dice.below(len(names))])
    if unit.rout:
        return _legal(battle, seat, [Activation(unit.name, flight_path(battle, unit),
                                                action=Action.FLEE)])
    if contact(battle, unit).engaged:
        return _legal(battle, seat, [Activation(unit.name)])
    mover = unit.mover(battle.classes)
    budget = allocation(mover, battle.board)
    found = envelope(battle.board, mover, budget,
                     enemies=battle.hexes_of(seat, friends=False),
                     friends=battle.stacks(unit), watch=watch(battle, unit))
    ahead = DIRECTIONS[unit.facing].vector
    start = mover.hex

    def forward(state: State) -> int:
        delta = state[0] - start
        return delta.q * ahead.q + delta.r * ahead.r + delta.s * ahead.s

    ends = sorted(found.costs, key=lambda s: (-forward(s), s[0], s[1], s[2]))
    best = [s for s in ends if forward(s) == forward(ends[0])]
    goals = [best[dice.below(len(best))], *ends[:8]]
    tries = [Activation(unit.name, tuple(_steps(found.path(g)))) for g in goals]
    return _legal(battle, seat, _charges(battle, unit, budget) +
                  [t for t in tries if t.path] + obligatory(battle, unit)[1] +
                  [Activation(unit.name)])


def _charges(battle: Battle, unit: Unit, budget: int) -> list[Activation]:
    """Contacts a unit that may make one could make: the cheapest paths to a state
    engaging an enemy (checked afterwards, as every try)."""
    if unit.kind is not Kind.CHARACTER and unit.marker is not Marker.CHARGE and \
            unit.order is Order.NONE:
        return []
    found = envelope(battle.board, unit.mover(battle.classes), budget,
                     enemies=battle.hexes_of(unit.seat, friends=False),
                     friends=battle.stacks(unit))
    goals = [s for s in found.costs if contact(battle, unit, s).engages]
    goals.sort(key=lambda s: (found.costs[s], s[0], s[1], s[2]))
    return [Activation(unit.name, tuple(_steps(found.path(g))), action=Action.CHARGE)
            for g in goals[:6] if found.path(g)[1:]]


def _legal(battle: Battle, seat: str, tries: list[Activation]) -> Activation:
    """The first activation the sheet allows, or a pass."""
    for a in tries:
        try:
            checked(battle, seat, a)
        except IllegalOrderError:
            continue
        return a
    return Activation()
