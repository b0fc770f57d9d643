"""Where a Construire order builds, and the camp rule checked when the order is written.

The rulebook: "Un nœud de civilisation ne peut être installé dans un hexagone adjacent
à un autre nœud de civilisation." A unit builds on the hex it stands on in phase 8,
after its deployment (phase 1) and its move (phase 4). When the order says where that
is (no attack in it: the step into a target's hex depends on the battle), the hex is
known when the order is written: its deployment's hex, then its move walked by the
terrain as phase 4 walks it. A camp there next to a node is refused at once, instead
of failing at resolution: no node appears before phase 8 but by building, and
sapping (which can remove one) comes after the builds.
"""

from __future__ import annotations

from hexterm.engine.hexgrid import Hex
from hexterm.engine.messages import Message
from hexterm.engine.planisphere.model import PlanState, Unit
from hexterm.engine.planisphere.movement import March, try_step
from hexterm.engine.planisphere.orders.lines import UnitOrder, Verb
from hexterm.engine.planisphere.words import WORDS


def build_place(state: PlanState, unit: Unit, order: UnitOrder) -> Hex | None:
    """The hex `unit` would build on under `order` (None when the order cannot say:
    an attack in it, or a deployment off the map)."""
    if order.action(Verb.ATTACK) is not None:
        return None
    deploy = order.action(Verb.DEPLOY)
    start = unit.hex
    if deploy is not None and deploy.place is not None:
        start = deploy.place.neighbour(deploy.directions[0]) if deploy.directions else \
            deploy.place
    if start is None or not state.size.contains(start):
        return None
    move = order.action(Verb.MOVE)
    if move is None:
        return start
    walker = unit.copy()
    walker.hex = start
    march = March(walker, move.directions, state.unit_type(unit).move)
    for direction in move.directions:
        if not try_step(state, march, direction):
            break
    return walker.hex


def camp_refusal(state: PlanState, unit: Unit, order: UnitOrder) -> Message | str:
    """Why the camp `order` would found cannot stand where it builds ('' when it can,
    when it raises a node's score instead, or when the hex is not known yet)."""
    place = build_place(state, unit, order)
    if place is None or place in state.nodes:
        return ""
    near = sorted((p for p in state.nodes if p.distance(place) == 1), key=lambda p: p.label)
    if not near:
        return ""
    return (WORDS.phrase("a camp cannot stand next to the node at {near} (the unit would build "
                         "at {place})", near=near[0].label, place=place.label))
