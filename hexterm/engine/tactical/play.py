"""A tactical battle in play: its state between steps (`TacticalState`: the battle, the
seats, whose go it is, the tests waiting to be taken) and what an activation's `Done`
does to the battle (`apply`: the unit moved, the characters it carries with it, its
marker, fatigue and cohesion, a unit joining a stack placed under it, a character
falling back onto a friend on top of it). Who may take
an activation back (`take_back_for`): the seat that made it, or the organiser."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from hexterm.engine.errors import SeatError
from hexterm.engine.ruleset import Event
from hexterm.engine.steps import ORGANISER
from hexterm.engine.tactical.actions import Done
from hexterm.engine.tactical.activation import Action, Activation
from hexterm.engine.tactical.model import Battle, Unit
from hexterm.engine.tactical.trials import Trial
from hexterm.engine.tactical.words import WORDS


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
    if joins and done.on_top:  # a character's repli: on top of the units there
        at = next(i for i, u in enumerate(rest) if u.hex == unit.hex)
        units = (*rest[:at], unit, *rest[at:])
    elif joins:  # under the units already there
        units = (*rest, unit, *carried)
    else:
        order = {u.name: u for u in (unit, *carried)}
        units = tuple(order.get(u.name, u) for u in battle.units)
    return replace(battle, units=tuple(units), activated=(*battle.activated, a.unit))



def take_back_for(undo: Mapping[str, Any] | None, who: str) -> str:
    """The seat whose last activation `who` (a seat, or `ORGANISER`) takes back: its
    own, not yet followed by anyone's input (`Game.undo`); SeatError saying who may
    when `who` may not."""
    if undo is None:
        raise SeatError(WORDS.phrase("there is no move to take back"))
    mover = str(undo["seat"])
    if who not in (mover, ORGANISER):
        raise SeatError(WORDS.phrase("{who} cannot take back this move: only {seat}, who "
                                     "made it, or the organiser can", who=who, seat=mover))
    return mover


def last_move(log: Sequence[Event], seat: str) -> Event | None:
    """The log's record of `seat`'s last activation (what a take-back takes back)."""
    for event in reversed(log):
        if event.subject == seat and event.key in ("tactical.move", "tactical.pass",
                                                "tactical.refused"):
            return event
    return None
