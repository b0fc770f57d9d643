"""A plain baseline bot for the Planisphère: legal orders drawn with the game's dice.

Each unit it commands gets one order: it deploys cards from the reserve when it can
afford them, then moves, attacks adjacent enemies, reconnoitres, hides, builds, saps or
defends, so that over a game every order type is used. Every order it writes passes
`verify_orders`; anything the rules would refuse is left out.

The bot runs in time linear in the number of units (it writes thousands of orders a turn
on large maps): enemies are looked up by hex, and the orders are checked in batches
(see `_legal`) instead of re-checking the whole growing list for each new order.
"""

from __future__ import annotations

from collections.abc import Sequence

from hexterm.engine.dice import Dice, choice
from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.hexgrid import Direction
from hexterm.engine.planisphere.legality import verify_orders
from hexterm.engine.planisphere.model import PlanState, Unit
from hexterm.engine.planisphere.orders import Action, Orders, UnitOrder, Verb
from hexterm.engine.seats import Seat

DIRECTIONS = tuple(Direction)
# The unit's own hex, then its six neighbours, as (dq, dr) steps.
_AROUND = ((0, 0), *((d.vector.q, d.vector.r) for d in Direction))

Occupants = dict[tuple[int, int], list[Unit]]
"""Deployed units by hex. Keys are Hex, which equal and hash as plain (q, r) tuples, so
a look-up needs no Hex built."""


def _units_by_hex(state: PlanState) -> Occupants:
    """Every deployed unit, by the hex it stands on."""
    out: Occupants = {}
    for unit in state.deployed():
        if unit.hex is not None:
            out.setdefault(unit.hex, []).append(unit)
    return out


def _enemies_near(unit: Unit, by_hex: Occupants) -> list[Unit]:
    """The visible units of other factions on `unit`'s hex or next to it."""
    assert unit.hex is not None
    q, r = unit.hex
    found: list[Unit] = []
    for dq, dr in _AROUND:
        for other in by_hex.get((q + dq, r + dr), ()):
            if other.faction != unit.faction and not other.hidden:
                found.append(other)
    return found


def _unit_order(state: PlanState, unit: Unit, dice: Dice,
                by_hex: Occupants | None = None) -> UnitOrder:
    kind = state.unit_type(unit)
    assert unit.hex is not None
    enemies = _enemies_near(unit, _units_by_hex(state) if by_hex is None else by_hex)
    roll = dice.below(10)
    if enemies and "immobile" not in kind.capabilities and roll < 6:
        target = choice(dice, sorted(enemies, key=lambda u: u.code))
        return UnitOrder(unit.code, (Action(Verb.ATTACK, target=target.code,
                                            to_death=dice.below(4) == 0),))
    if "batisseur" in kind.capabilities and roll < 3:
        return UnitOrder(unit.code, (Action(Verb.BUILD, score="defence"),))
    if "sapeur" in kind.capabilities and roll < 3:
        near = [p for p in state.nodes if p.distance(unit.hex) <= 1
                and state.nodes[p].faction != unit.faction]
        if near:
            return UnitOrder(unit.code, (Action(Verb.SAP, place=near[0], score="defence"),))
    if "discrete" in kind.capabilities and not unit.hidden and roll < 2:
        return UnitOrder(unit.code, (Action(Verb.HIDE),))
    actions: list[Action] = []
    if "immobile" not in kind.capabilities and kind.move and roll < 8:
        steps = tuple(choice(dice, DIRECTIONS) for _ in range(1 + dice.below(kind.move)))
        actions.append(Action(Verb.MOVE, directions=steps))
    if kind.recon and dice.below(3) == 0:
        actions.append(Action(Verb.RECON, directions=DIRECTIONS[:kind.recon]))
    if not actions:
        actions.append(Action(Verb.DEFEND, to_death=dice.below(8) == 0))
    return UnitOrder(unit.code, tuple(actions))


def _deployments(state: PlanState, seat: Seat, dice: Dice) -> list[UnitOrder]:
    nodes = sorted((p for p, n in state.nodes.items() if n.faction == seat.faction),
                   key=lambda p: p.label)
    if not nodes:
        return []
    out: list[UnitOrder] = []
    capacity = state.deploy_capacity(seat.faction)
    for card in sorted(state.reserve(seat.faction), key=lambda u: u.code):
        if len(out) >= capacity:
            break
        if dice.below(2):
            place = choice(dice, nodes)
            out.append(UnitOrder(card.code, (Action(Verb.DEPLOY, place=place,
                                                    directions=(choice(dice, DIRECTIONS),)),)))
    return out


def _passes(state: PlanState, seat: Seat, orders: Sequence[UnitOrder]) -> bool:
    try:
        verify_orders(state, seat, Orders(tuple(orders)))
    except IllegalOrderError:
        return False
    return True


def _legal(state: PlanState, seat: Seat, orders: Sequence[UnitOrder]) -> list[bool]:
    """Whether each of `orders`, none of which deploys, passes `verify_orders` alone.

    Without deployments the checks that add orders up (capacity, cost) see nothing, so a
    batch passes exactly when each of its orders does: a batch that fails is halved until
    the orders at fault are found.
    """
    if not orders:
        return []
    if _passes(state, seat, orders):
        return [True] * len(orders)
    if len(orders) == 1:
        return [False]
    half = len(orders) // 2
    return _legal(state, seat, orders[:half]) + _legal(state, seat, orders[half:])


def bot_orders(state: PlanState, seat: Seat, dice: Dice) -> Orders:
    """Orders for every unit `seat` commands, and some deployments, all legal.

    Each candidate order is kept if the orders kept so far plus this one pass
    `verify_orders`. Orders without a deployment add nothing to the sums that
    `verify_orders` checks over all orders, so they are checked on their own, in batches;
    each deployment is checked with the deployments kept before it.
    """
    by_hex: Occupants = {}
    mine: list[Unit] = []
    for unit in state.deployed():
        if unit.hex is not None:
            by_hex.setdefault(unit.hex, []).append(unit)
        if unit.commander == seat.name:
            mine.append(unit)
    mine.sort(key=lambda u: u.code)
    candidates = [_unit_order(state, u, dice, by_hex) for u in mine]
    candidates += _deployments(state, seat, dice)
    deploying = [o.action(Verb.DEPLOY) is not None for o in candidates]
    plain = [o for o, d in zip(candidates, deploying, strict=True) if not d]
    verdicts = iter(_legal(state, seat, plain))
    kept: list[UnitOrder] = []
    deployments: list[UnitOrder] = []
    for order, deploys in zip(candidates, deploying, strict=True):
        if not deploys:
            if next(verdicts):
                kept.append(order)
        elif _passes(state, seat, (*deployments, order)):
            deployments.append(order)
            kept.append(order)
    return Orders(tuple(kept))
