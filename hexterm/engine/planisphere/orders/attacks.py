"""The attack form: the enemy units a seat knows of, and whether the attack's step is paid.

The rulebook's Attaquer "déclenche une bataille avec une autre unité ciblée après un
déplacement additionnel jusqu'à 1 case modulé par le terrain. Il faut donc avoir
suffisamment en valeur de déplacement pour parcourir la case." The form offers every
unit of another faction the seat knows of (`targets`), not only those in reach, and
says before submission whether the extra step after the move drawn can be taken and
paid as the map stands (`attack_step`), by the same steps as phase 4 (`movement`).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.hexgrid import Direction, Hex
from hexterm.engine.planisphere.diplomacy.accords import bonds_of
from hexterm.engine.planisphere.model import PlanState
from hexterm.engine.planisphere.movement import March, step_cost, try_step
from hexterm.engine.planisphere.orders.forms import own_card, seen_others
from hexterm.engine.planisphere.views.game import hides_faction, in_sight
from hexterm.engine.planisphere.words import WORDS
from hexterm.engine.seats import Seat


@dataclass(frozen=True, slots=True)
class Target:
    """An enemy unit the seat knows of, as the attack form offers it: `faction` is the
    name of its faction (None when it is Clandestine), `distance` in hexes from the
    attacker."""

    code: str
    faction: str | None
    place: Hex
    distance: int


def targets(state: PlanState, seat: Seat, code: str) -> list[Target]:
    """Every unit of another faction the seat knows of, nearest the unit `code` first.

    What the seat knows is its view of the map (`views.game.in_sight`): every unit not
    hidden, including those its reconnaissances revealed. Units of a faction at peace
    with the seat's by a ratified grand accord (non-aggression or alliance) are left out
    (an attack on them is refused). Reach does not filter: a target may come closer;
    `attack_step` says whether the attack would get there as the map stands.
    """
    unit = own_card(state, seat, code)
    if unit.hex is None:
        return []
    bonds = bonds_of(state)
    found = [Target(u.code, None if hides_faction(state, u) else state.factions[u.faction].name,
                    place, unit.hex.distance(place))
             for place, units in seen_others(state, seat).items() for u in units
             if not bonds.at_peace(u.faction, seat.faction)]
    return sorted(found, key=lambda t: (t.distance, t.code))


class Reach(Enum):
    """Whether an attack's extra step, after the move drawn, can be taken and paid."""

    SAME_HEX = "same-hex"  # the target stands where the move ends: no step to pay
    PAID = "paid"  # the step into the target's hex costs no more than the movement left
    TOO_DEAR = "too-dear"  # it costs more than the movement left
    UNCROSSABLE = "uncrossable"  # the unit cannot cross the target's hex
    TOO_FAR = "too-far"  # the target is not next to where the move ends
    MOVE_CUT = "move-cut"  # the move drawn stops early: an attack after it fails
    UNKNOWN = "unknown"  # the seat knows no such unit on the map


@dataclass(frozen=True, slots=True)
class AttackStep:
    """The attack's extra step as the map stands: from `start` (where the move drawn
    ends) into the target's hex `target`, its `cost`, and the movement `left` then."""

    reach: Reach
    start: Hex
    target: Hex | None = None
    cost: int | None = None
    left: int = 0

    @property
    def payable(self) -> bool:
        return self.reach in (Reach.SAME_HEX, Reach.PAID)


def attack_step(state: PlanState, seat: Seat, code: str, path: tuple[Direction, ...],
                target: str) -> AttackStep:
    """Whether unit `code`, after moving along `path`, could take the attack's extra step
    into the hex of `target` and pay it (rulebook: "après un déplacement additionnel
    jusqu'à 1 case modulé par le terrain"), by the rules of phase 4 (`movement`).

    Where the target will be is unknown (it may move): this is the map as the seat sees
    it now, a guide; the resolution decides.
    """
    unit = own_card(state, seat, code)
    if unit.hex is None:
        raise IllegalOrderError(WORDS.phrase("{code} is in the reserve: deploy it before it "
                                             "attacks", code=code))
    walker = unit.copy()
    march = March(walker, path, state.unit_type(unit).move)
    walked = all(try_step(state, march, direction) for direction in path)
    assert walker.hex is not None
    start, left = walker.hex, march.budget
    if not walked:
        return AttackStep(Reach.MOVE_CUT, start, left=left)
    other = state.units.get(target.upper())
    if other is None or other.hex is None or other.faction == seat.faction or \
            not in_sight(other, seat.faction):
        return AttackStep(Reach.UNKNOWN, start, left=left)
    place = other.hex
    if place == start:
        return AttackStep(Reach.SAME_HEX, start, place, 0, left)
    if start.direction_to(place) is None:
        return AttackStep(Reach.TOO_FAR, start, place, None, left)
    cost, _amphibious = step_cost(state, march, place)
    if cost is None:
        return AttackStep(Reach.UNCROSSABLE, start, place, None, left)
    return AttackStep(Reach.PAID if cost <= left else Reach.TOO_DEAR, start, place, cost, left)
