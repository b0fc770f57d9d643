"""The Modèle d'Ordre as a form: what one unit may be ordered, and a move drawn step by step.

The screens fill the paper order form one unit at a time. This module tells them,
from the seat's side only, what the card can do (`card_of`), where a move drawn so far
goes, what each step costs and where it would stop (`preview_march`), which units it
could attack and where a reserve card could deploy; and it puts one unit's order into
the seat's `Orders` (`with_order`). The checks that decide are still `legality`'s and,
at resolution, `movement`'s: a preview walks the same `try_step`.
"""

from __future__ import annotations

from dataclasses import dataclass

from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.hexgrid import Direction, Hex
from hexterm.engine.planisphere.legality import capability_refusal
from hexterm.engine.planisphere.model import PlanState, Status, Unit
from hexterm.engine.planisphere.movement import March, try_step
from hexterm.engine.planisphere.orders import Orders, UnitOrder, Verb
from hexterm.engine.planisphere.views import hides_faction, in_sight
from hexterm.engine.seats import Seat

ON_MAP_VERBS = (Verb.MOVE, Verb.ATTACK, Verb.DEFEND, Verb.HIDE, Verb.RECON, Verb.BUILD,
                Verb.SAP)


@dataclass(frozen=True, slots=True)
class Card:
    """One unit card of the seat, as the form shows it."""

    code: str
    name: str  # the card's type name
    place: Hex | None  # None for a card in the reserve
    move: int
    recon: int
    verbs: tuple[Verb, ...]  # the actions its card allows, in the form's order
    refused: tuple[tuple[Verb, str], ...]  # the others, with the reason


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a drawn move: where it enters, what it costs, the movement left."""

    place: Hex
    cost: int
    left: int


@dataclass(frozen=True, slots=True)
class MarchPreview:
    """A move as drawn: the steps the unit can take, and why it stops before the end."""

    start: Hex
    budget: int
    steps: tuple[Step, ...]
    stop: str  # '' when every step drawn can be taken
    refused: Hex | None  # the hex the refused step would have entered, if on the map
    warnings: tuple[str, ...]  # visible units of other factions on the way

    @property
    def end(self) -> Hex:
        """Where the unit would stand: the last step it can take."""
        return self.steps[-1].place if self.steps else self.start

    @property
    def spent(self) -> int:
        return self.budget - (self.steps[-1].left if self.steps else self.budget)


def own_card(state: PlanState, seat: Seat, code: str) -> Unit:
    """The seat's unit `code`, on the map under its command or in its reserve."""
    unit = state.units.get(code)
    if unit is None:
        raise IllegalOrderError(f"there is no unit {code}")
    if unit.status is Status.RESERVE and unit.origin == seat.faction:
        return unit
    if unit.status is Status.DEPLOYED and unit.faction == seat.faction \
            and unit.commander == seat.name:
        return unit
    raise IllegalOrderError(f"{code} is not a unit you command")


def card_of(state: PlanState, seat: Seat, code: str) -> Card:
    """What the form offers for the seat's unit `code`."""
    unit = own_card(state, seat, code)
    kind = state.unit_type(unit)
    if unit.status is Status.RESERVE:
        return Card(code, kind.name, None, kind.move, kind.recon, (Verb.DEPLOY,), ())
    verbs, refused = [], []
    for verb in ON_MAP_VERBS:
        why = capability_refusal(kind, verb)
        if why:
            refused.append((verb, why))
        else:
            verbs.append(verb)
    return Card(code, kind.name, unit.hex, kind.move, kind.recon, tuple(verbs), tuple(refused))


def commanded(state: PlanState, seat: Seat) -> list[Card]:
    """The seat's units on the map, then its reserve cards, each by code."""
    on_map = sorted(u.code for u in state.deployed()
                    if u.faction == seat.faction and u.commander == seat.name)
    reserve = sorted(u.code for u in state.reserve(seat.faction))
    return [card_of(state, seat, code) for code in on_map + reserve]


def _seen_others(state: PlanState, seat: Seat) -> dict[Hex, list[Unit]]:
    """The units of other factions this seat can see, by hex (hidden ones are unseen)."""
    out: dict[Hex, list[Unit]] = {}
    for unit in state.deployed():
        if unit.hex is not None and unit.faction != seat.faction and in_sight(unit, seat.faction):
            out.setdefault(unit.hex, []).append(unit)
    return out


def _shown_faction(state: PlanState, unit: Unit) -> str:
    if hides_faction(state, unit):
        return "an unknown faction"
    return state.factions[unit.faction].name


def preview_march(state: PlanState, seat: Seat, code: str,
                  path: tuple[Direction, ...]) -> MarchPreview:
    """Walk `path` from the unit's hex by the rules of phase 4, as far as it goes.

    Steps stop at the map's edge, at a hex the unit cannot cross, or when a step costs
    more than the movement left (the resolution's `try_step`). What other players order
    is unknown: a visible unit of another faction on the way is a warning, since it
    stops the move there if it defends.
    """
    unit = own_card(state, seat, code)
    if unit.hex is None:
        raise IllegalOrderError(f"{code} is in the reserve: deploy it before moving it")
    walker = unit.copy()
    budget = state.unit_type(unit).move
    march = March(walker, path, budget)
    seen = _seen_others(state, seat)
    steps: list[Step] = []
    warnings: list[str] = []
    refused = None
    for k, direction in enumerate(path):
        left = march.budget
        if not try_step(state, march, direction):
            assert walker.hex is not None
            beyond = walker.hex.neighbour(direction)
            refused = beyond if state.size.contains(beyond) else None
            break
        place = walker.hex
        assert place is not None
        steps.append(Step(place, left - march.budget, march.budget))
        others = seen.get(place, [])
        if others and k + 1 < len(path):
            names = ", ".join(sorted({_shown_faction(state, u) for u in others}))
            warnings.append(f"{place.label}: a unit of {names} stands there; if it defends, "
                            "the move stops there")
    return MarchPreview(unit.hex, budget, tuple(steps), march.stop, refused, tuple(warnings))


def targets(state: PlanState, seat: Seat, code: str) -> list[tuple[str, str]]:
    """(code, 'FACTION at HEX') of the units the seat sees within the unit's reach.

    Reach is its movement plus the attack step, counted in hexes: a guide for the form,
    nearest first; the rules decide at resolution whether the attacker gets there.
    """
    unit = own_card(state, seat, code)
    if unit.hex is None:
        return []
    reach = state.unit_type(unit).move + 1
    found: list[tuple[int, str, str]] = []
    for place, units in _seen_others(state, seat).items():
        distance = unit.hex.distance(place)
        if distance <= reach:
            found.extend((distance, u.code, f"{_shown_faction(state, u)} at {place.label}")
                         for u in units)
    return [(c, where) for _, c, where in sorted(found)]


def deploy_places(state: PlanState, seat: Seat) -> list[Hex]:
    """The hexes of the seat's nodes, where its reserve cards deploy."""
    return sorted((p for p, n in state.nodes.items() if n.faction == seat.faction),
                  key=lambda p: p.label)


def with_order(orders: Orders, order: UnitOrder | None, code: str) -> Orders:
    """`orders` with unit `code`'s order replaced by `order` (removed when None).

    The other units keep their place; a unit ordered for the first time comes last.
    """
    units = list(orders.units)
    at = next((i for i, o in enumerate(units) if o.unit == code), None)
    if order is None:
        if at is not None:
            del units[at]
    elif at is None:
        units.append(order)
    else:
        units[at] = order
    return Orders(tuple(units), orders.reserve)
