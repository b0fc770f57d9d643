"""A plain baseline bot for the Planisphère: legal orders drawn with the game's dice.

Each unit it commands gets one order: it deploys cards from the reserve when it can
afford them, then moves, attacks adjacent enemies, reconnoitres, hides, builds, saps or
defends; a few units a turn equip, load, trade, exploit or resolve a quest, and the
seat writes its papers (`bots.economy`), so that over a game every order type is used.
Every order it writes passes `verify_orders`; anything the rules would refuse is left
out.

The bot runs in time linear in the number of units (it writes thousands of orders a turn
on large maps): enemies are looked up by hex, and the orders are checked in batches
(see `_legal`) instead of re-checking the whole growing list for each new order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from hexterm.engine.dice import Dice, choice
from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.hexgrid import Direction
from hexterm.engine.planisphere.bots.economy import economic_order, paper_lines
from hexterm.engine.planisphere.diplomacy.papers import DocKind
from hexterm.engine.planisphere.model import PlanState, Unit
from hexterm.engine.planisphere.orders.goods import GOODS_VERBS
from hexterm.engine.planisphere.orders.legality import verify_orders
from hexterm.engine.planisphere.orders.lines import Action, Orders, UnitOrder, Verb
from hexterm.engine.planisphere.orders.papers import PaperOrder
from hexterm.engine.seats import Seat

DIRECTIONS = tuple(Direction)
ECONOMIC_ORDERS = 6  # at most this many part-2 orders a seat and turn (each checked alone)
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


def _passes(state: PlanState, seat: Seat, orders: Sequence[UnitOrder],
            papers: Sequence[PaperOrder] = ()) -> bool:
    try:
        verify_orders(state, seat, Orders(tuple(orders), papers=tuple(papers)))
    except IllegalOrderError:
        return False
    return True


def _legal(state: PlanState, seat: Seat, orders: Sequence[UnitOrder]) -> list[bool]:
    """Whether each of `orders`, none of which deploys, trades or uses goods or papers,
    passes `verify_orders` alone.

    Without these the checks that add orders up (capacity, cost, the chest) see nothing,
    so a batch passes exactly when each of its orders does: a batch that fails is halved
    until the orders at fault are found.
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
    `verify_orders`. Orders without a deployment, goods or papers add nothing to the sums
    that `verify_orders` checks over all orders, so they are checked on their own, in
    batches; each of the others is checked with those of its kind kept before it, and
    then each paper line with all of them.
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
    economic = 0
    for i, unit in enumerate(mine):
        if economic < ECONOMIC_ORDERS and dice.below(3) == 0:
            order = economic_order(state, unit, dice)
            if order is not None:
                candidates[i], economic = order, economic + 1
    candidates = _with_safe_conduct(state, seat, candidates)
    candidates += _deployments(state, seat, dice)
    summed = [_summed(o) for o in candidates]
    plain = [o for o, s in zip(candidates, summed, strict=True) if not s]
    verdicts = iter(_legal(state, seat, plain))
    kept: list[UnitOrder] = []
    checked: list[UnitOrder] = []
    for order, sums in zip(candidates, summed, strict=True):
        if not sums:
            if next(verdicts):
                kept.append(order)
        elif _passes(state, seat, (*checked, order)):
            checked.append(order)
            kept.append(order)
    papers: list[PaperOrder] = []
    for line in paper_lines(state, seat, dice):
        if _passes(state, seat, checked, (*papers, line)):
            papers.append(line)
    if any(p.verb in ("secede", "join") for p in papers):
        kept = []  # a commander who changes sides gives no other order that turn (D19)
    return Orders(tuple(kept), papers=tuple(papers))


def _summed(order: UnitOrder) -> bool:
    """Whether `order` enters the sums `verify_orders` makes over all of a seat's orders."""
    return any(a.verb is Verb.DEPLOY or a.verb in GOODS_VERBS or a.papers
               for a in order.actions)


def _with_safe_conduct(state: PlanState, seat: Seat,
                       candidates: list[UnitOrder]) -> list[UnitOrder]:
    """The first move of the turn carries one of the seat's safe-conducts, if it has one."""
    held = sorted(d.code for d in state.documents.values() if d.holder == seat.name
                  and not d.used and d.kind is DocKind.SAFE_CONDUCT)
    if not held:
        return candidates
    out = list(candidates)
    for i, order in enumerate(out):
        move = order.action(Verb.MOVE)
        if move is not None and len(order.actions) == 1:
            out[i] = UnitOrder(order.unit, (replace(move, papers=(held[0],)),))
            break
    return out
