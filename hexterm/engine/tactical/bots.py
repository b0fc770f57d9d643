"""Bots for the tactical board: at its go a bot activates one of its units still
waiting (drawn), moving it along the path to a state of its envelope (drawn among those
that go furthest forward, the way the unit faces); the path is checked as a player's
is, and a unit that cannot move holds."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from hexterm.engine.dice import Dice
from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.hexgrid import Hex
from hexterm.engine.tactical.activation import Activation, waiting
from hexterm.engine.tactical.board import DIRECTIONS
from hexterm.engine.tactical.classes import Placement
from hexterm.engine.tactical.envelope import allocation, envelope
from hexterm.engine.tactical.model import Battle
from hexterm.engine.tactical.paths import Step, trace

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


def activation(battle: Battle, seat: str, dice: Dice) -> Any:
    names = waiting(battle, seat)
    if not names:
        return Activation()
    unit = battle.unit(names[dice.below(len(names))])
    mover = unit.mover()
    budget = allocation(mover, battle.board)
    enemies = battle.hexes_of(seat, friends=False)
    friends = battle.stacks(unit)
    found = envelope(battle.board, mover, budget, enemies=enemies, friends=friends)
    ahead = DIRECTIONS[unit.facing].vector
    start = mover.hex

    def forward(state: State) -> int:
        delta = state[0] - start
        return delta.q * ahead.q + delta.r * ahead.r + delta.s * ahead.s

    ends = sorted(found.costs, key=lambda s: (-forward(s), s[0], s[1], s[2]))
    best = [s for s in ends if forward(s) == forward(ends[0])]
    goal = best[dice.below(len(best))]
    path = _steps(found.path(goal))
    if not path:
        return Activation(unit.name, None)
    try:
        trace(battle.board, mover, path, budget, enemies=enemies, friends=friends)
    except IllegalOrderError:
        return Activation(unit.name, None)
    return Activation(unit.name, tuple(path))
