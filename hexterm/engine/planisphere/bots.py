"""A plain baseline bot for the Planisphère: legal orders drawn with the game's dice.

Each unit it commands gets one order: it deploys cards from the reserve when it can
afford them, then moves, attacks adjacent enemies, reconnoitres, hides, builds, saps or
defends, so that over a game every order type is used. Every order it writes passes
`verify_orders`; anything the rules would refuse is left out.
"""

from __future__ import annotations

from hexterm.engine.dice import Dice, choice
from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.hexgrid import Direction
from hexterm.engine.planisphere.legality import verify_orders
from hexterm.engine.planisphere.model import PlanState, Unit
from hexterm.engine.planisphere.orders import Action, Orders, UnitOrder, Verb
from hexterm.engine.seats import Seat

DIRECTIONS = tuple(Direction)


def _unit_order(state: PlanState, unit: Unit, dice: Dice) -> UnitOrder:
    kind = state.unit_type(unit)
    assert unit.hex is not None
    enemies = [u for u in state.deployed() if u.faction != unit.faction and not u.hidden
               and u.hex is not None and u.hex.distance(unit.hex) <= 1]
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
    for card in sorted(state.reserve(seat.faction), key=lambda u: u.code):
        if len(out) >= state.deploy_capacity(seat.faction):
            break
        if dice.below(2):
            place = choice(dice, nodes)
            out.append(UnitOrder(card.code, (Action(Verb.DEPLOY, place=place,
                                                    directions=(choice(dice, DIRECTIONS),)),)))
    return out


def bot_orders(state: PlanState, seat: Seat, dice: Dice) -> Orders:
    """Orders for every unit `seat` commands, and some deployments, all legal."""
    kept: list[UnitOrder] = []
    mine = sorted((u for u in state.deployed() if u.commander == seat.name),
                  key=lambda u: u.code)
    candidates = [_unit_order(state, u, dice) for u in mine] + _deployments(state, seat, dice)
    for order in candidates:
        trial = Orders((*kept, order))
        try:
            verify_orders(state, seat, trial)
        except IllegalOrderError:
            continue
        kept.append(order)
    return Orders(tuple(kept))


