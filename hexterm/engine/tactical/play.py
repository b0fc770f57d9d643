"""A tactical battle in play: its state between steps (`TacticalState`: the battle, the
seats, whose go it is, the tests waiting to be taken) and what an activation's `Done`
does to the battle (`apply`: the unit moved, the characters it carries with it, its
marker, fatigue and cohesion, a unit joining a stack placed under it)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from hexterm.engine.tactical.actions import Done
from hexterm.engine.tactical.activation import Action, Activation
from hexterm.engine.tactical.model import Battle, Unit
from hexterm.engine.tactical.trials import Trial


@dataclass(frozen=True, slots=True)
class TacticalState:
    battle: Battle
    seats: tuple[str, ...]
    go: int = 0  # whose go it is: an index in seats
    pending: tuple[Trial, ...] = ()  # the tests to take before the next go


def _placed(unit: Unit, done: Done) -> Unit:
    """`unit` where the activation leaves it."""
    if done.destroyed:
        return replace(unit, hex=None, destroyed=True)
    if done.exit is not None:
        return replace(unit, hex=None, exit=done.exit)
    assert done.end is not None
    hex, facing, placement = done.end
    return replace(unit, hex=hex, facing=facing, placement=placement)


def apply(battle: Battle, a: Activation, done: Done) -> Battle:
    """The battle once the activation is done (the unit marked activated)."""
    unit = battle.unit(a.unit)
    start = unit.hex
    marker = unit.marker if a.path is None or a.action is Action.FACE else done.marker
    unit = replace(_placed(unit, done), marker=marker, fatigue=unit.fatigue + done.fatigue,
                   cohesion_lost=unit.cohesion_lost + done.reoriented)
    carried = [replace(_placed(battle.unit(n), done), facing=unit.facing,
                       placement=unit.placement) for n in done.carried]
    moving = {unit.name, *done.carried}
    rest = [u for u in battle.units if u.name not in moving]
    joins = unit.hex is not None and unit.hex != start and \
        any(u.hex == unit.hex for u in battle.on_board() if u.name not in moving)
    if joins:  # under the units already there
        units = (*rest, unit, *carried)
    else:
        order = {u.name: u for u in (unit, *carried)}
        units = tuple(order.get(u.name, u) for u in battle.units)
    return replace(battle, units=tuple(units), activated=(*battle.activated, a.unit))

