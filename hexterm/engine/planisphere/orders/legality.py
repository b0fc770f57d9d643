"""Whether a seat's Planisphère orders are allowed in the current state.

Each failure is an IllegalOrderError naming the unit, the field and the reason, e.g.
``unit GLA4: deploy: the node at D02 belongs to Empire de Libéria, not to your faction``.
Some things are only known at resolution (a target that moved, a node lost this turn):
those make the action fail with a reason in the unit's report instead.
"""

from __future__ import annotations

from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.messages import Message
from hexterm.engine.planisphere.diplomacy import phases as diplomacy
from hexterm.engine.planisphere.economy import phases as economy
from hexterm.engine.planisphere.economy.training import Ledger, check
from hexterm.engine.planisphere.model import PlanState, Status, Unit, UnitType, equipped
from hexterm.engine.planisphere.orders.building import camp_refusal
from hexterm.engine.planisphere.orders.lines import Action, Orders, UnitOrder, Verb
from hexterm.engine.planisphere.quests import phase as quests
from hexterm.engine.planisphere.words import WORDS, verb_word
from hexterm.engine.seats import Seat


def _fail(order: UnitOrder, action: Action | None, message: str | Message) -> IllegalOrderError:
    field = action.verb.value if action else "unit"
    return IllegalOrderError(WORDS.phrase("unit {unit}: {field}: {message}", unit=order.unit,
                                          field=verb_word(field), message=message),
                             line=(action.line if action else order.line) or None, field=field)


def _own_unit(state: PlanState, seat: Seat, order: UnitOrder) -> Unit:
    unit = state.units.get(order.unit)
    if unit is None:
        raise _fail(order, None, WORDS.phrase("there is no such unit"))
    deploying = order.action(Verb.DEPLOY) is not None
    if deploying:
        if unit.origin != seat.faction or unit.status is not Status.RESERVE:
            raise _fail(order, order.action(Verb.DEPLOY),
                        WORDS.phrase("the card is not in your faction's reserve"))
        return unit
    if unit.faction != seat.faction:
        raise _fail(order, None, WORDS.phrase("the unit belongs to another faction"))
    if unit.status is not Status.DEPLOYED:
        raise _fail(order, None, WORDS.phrase("the unit is not on the map (it is {status}); "
                                              "deploy it first", status=unit.status.value))
    if unit.commander != seat.name:
        raise _fail(order, None, WORDS.phrase("the unit is commanded by {commander}, who "
                                              "deployed it", commander=unit.commander))
    return unit


NEEDS: dict[Verb, tuple[str, str]] = {
    Verb.HIDE: ("discrete", "Discrète"),
    Verb.BUILD: ("batisseur", "Bâtisseur"),
    Verb.SAP: ("sapeur", "Sapeur"),
    Verb.EXPLOIT: ("exploitant", "Exploitant"),
}


def capability_refusal(kind: UnitType, verb: Verb) -> Message | str:
    """Why a unit of `kind` can never be given `verb` ('' when its card allows it)."""
    if verb in (Verb.MOVE, Verb.ATTACK) and "immobile" in kind.capabilities:
        return WORDS.phrase("{kind} is Immobile", kind=kind.name)
    need = NEEDS.get(verb)
    if need is not None and need[0] not in kind.capabilities:
        return WORDS.phrase("{kind} is not {need}", kind=kind.name, need=need[1])
    return ""


def _geared(state: PlanState, kind: UnitType, order: UnitOrder) -> UnitType:
    """`kind` with the items the order equips: they count from phase 2 on (economy E5),
    so for the order's other actions (an item may make a unit Exploitant)."""
    equip = order.action(Verb.EQUIP)
    if equip is None:
        return kind
    return equipped(kind, tuple(state.items[k] for k in equip.items
                                if k in state.items and not state.items[k].influence))


def verify_orders(state: PlanState, seat: Seat, orders: Orders) -> None:
    """Raise IllegalOrderError for the first order the rules forbid."""
    if "commander" not in seat.roles:
        raise IllegalOrderError(WORDS.phrase("seat {seat} has no Commandement: it cannot give "
                                             "orders", seat=seat.name))
    deploys = 0
    cost_da = cost_do = 0
    for order in orders.units:
        unit = _own_unit(state, seat, order)
        kind = state.unit_type(unit)
        geared = _geared(state, kind, order)
        for action in order.actions:
            if action.verb is Verb.DEPLOY:
                deploys += "artificiel" not in kind.capabilities
                cost_da += kind.deploy_cost_da
                cost_do += kind.deploy_cost_do
                _check_deploy(state, seat, order, action, unit)
            elif refusal := capability_refusal(geared, action.verb):
                raise _fail(order, action, refusal)
            elif action.verb is Verb.ATTACK:
                target = state.units.get(action.target)
                if target is not None and target.faction == unit.faction and not target.hidden:
                    raise _fail(order, action, WORDS.phrase("{target} is of your own faction; a "
                                                            "unit never attacks its own faction",
                                                            target=action.target))
            elif action.verb is Verb.BUILD and (why := camp_refusal(state, unit, order)):
                raise _fail(order, action, why)
            elif action.verb is Verb.RECON and len(action.directions) > geared.recon:
                raise _fail(order, action, WORDS.phrase("{n} extra hexes asked; {kind} has recon "
                                                        "{recon}", n=len(action.directions),
                                                        kind=kind.name, recon=geared.recon))
            elif action.verb is Verb.RECON and len(set(action.directions)) < len(
                    action.directions):
                raise _fail(order, action, WORDS.phrase("a direction is named twice"))
        verbs = {a.verb for a in order.actions}
        if {Verb.ATTACK, Verb.DEFEND} <= verbs:
            raise _fail(order, order.action(Verb.DEFEND), WORDS.phrase("a unit cannot attack and "
                                                                       "defend"))
    ledger = Ledger(taken={o.unit for o in orders.units if o.action(Verb.DEPLOY)})
    for line in orders.reserve:
        why = check(state, seat.faction, line, ledger)
        if why:
            raise IllegalOrderError(WORDS.phrase("{verb}: {why}",
                                                 verb=verb_word(line.verb.value), why=why),
                                    line=line.line or None,
                                    field=line.verb.value)
    capacity = state.deploy_capacity(seat.faction)
    if deploys > capacity:
        raise IllegalOrderError(WORDS.phrase("{deploys} deployments ordered; your deployment "
                                             "capacity this turn is {capacity}", deploys=deploys,
                                             capacity=capacity), field="deploy")
    faction = state.factions[seat.faction]
    if cost_da > faction.da or cost_do > faction.do:
        raise IllegalOrderError(WORDS.phrase("the deployments cost {cost_da} DA and {cost_do} "
                                             "DO; the chest holds {da} DA and {do} DO",
                                             cost_da=cost_da, cost_do=cost_do, da=faction.da,
                                             do=faction.do),
                                field="deploy")
    economy.verify_orders(state, seat, orders, ledger.items)
    quests.verify_orders(state, seat, orders)
    diplomacy.verify_orders(state, seat, orders)


def _check_deploy(state: PlanState, seat: Seat, order: UnitOrder, action: Action,
                  unit: Unit) -> None:
    assert action.place is not None
    node = state.nodes.get(action.place)
    if node is None:
        raise _fail(order, action, WORDS.phrase("there is no node at {place}",
                                                place=action.place.label))
    if node.faction != seat.faction:
        owner = state.factions[node.faction].name
        raise _fail(order, action, WORDS.phrase("the node at {place} belongs to {owner}, not to "
                                                "your faction", place=action.place.label,
                                                owner=owner))
    place = action.place.neighbour(action.directions[0]) if action.directions else action.place
    if not state.size.contains(place):
        raise _fail(order, action, WORDS.phrase("{directions} of {place} is off the map",
                                                directions=action.directions[0].name,
                                                place=action.place.label))
    kind = state.unit_type(unit)
    labels = state.cells[place].labels
    for capability, only in (("maritime", "mer"), ("cotier", "cote"), ("fluvial", "fleuve")):
        if capability in kind.capabilities and only not in labels:
            raise _fail(order, action, WORDS.phrase("{kind} deploys only on a {only} hex, and "
                                                    "{place} is not one", kind=kind.name,
                                                    only=only, place=place.label))
    if not kind.terrains & set(labels) and "volant" not in kind.capabilities and not (
            kind.capabilities & {"maritime", "cotier", "fluvial"}):
        raise _fail(order, action, WORDS.phrase("{kind} cannot stand on {place} ({names})",
                                                kind=kind.name, place=place.label,
                                                names=', '.join(labels)))
