"""Checking a seat's economy orders against the state: equip, unequip, load, unload, trade.

The checks follow the turn's phases on a `Ledger`, a projection of the seat's chest and
of its units' cargo and gear: every equip (phase 2), then every unload and every load
(phase 3), then every trade (phase 7). So two units cannot take the same single item
or the same goods, and the DO of the loadings and the DA of the purchases are counted
together with the deployments', and so are the lots the seat's trades take at each
node (Inventaire N: N lots a turn, a lot up to 10 of one commodity). A trade is
checked from where the unit will stand: its hex after its deployment and its move (as
if the move went through); an attack makes that place unknown, and only the
resolution can tell. Each failure is one IllegalOrderError naming the unit, the field
and the reason.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.hexgrid import Hex
from hexterm.engine.messages import Message
from hexterm.engine.planisphere.economy.goods import CARRY_PER_POINT, Side, add, count, take
from hexterm.engine.planisphere.economy.rules import (
    find_listing,
    lots_for,
    nodes_in_reach,
    planned_hex,
    trade_lots,
)
from hexterm.engine.planisphere.model import Node, PlanState, Unit, equipped
from hexterm.engine.planisphere.orders.actions import Action, Verb
from hexterm.engine.planisphere.orders.lines import Orders, UnitOrder
from hexterm.engine.planisphere.words import WORDS, verb_word
from hexterm.engine.seats import Seat


def _fail(order: UnitOrder, action: Action, message: str | Message) -> IllegalOrderError:
    return IllegalOrderError(WORDS.phrase("unit {unit}: {verb}: {message}", unit=order.unit,
                                          verb=verb_word(action.verb.value), message=message),
                             line=action.line or order.line or None, field=action.verb.value)


@dataclass
class Ledger:
    """The seat's chest and units as the turn's phases would leave them."""

    da: int
    do: int
    goods: dict[str, int]
    items: dict[str, int]
    cargo: dict[str, dict[str, int]] = field(default_factory=dict)
    gear: dict[str, list[str]] = field(default_factory=dict)
    lots: dict[Hex, int] = field(default_factory=dict)  # lots taken at each node


def _place(state: PlanState, unit: Unit, order: UnitOrder) -> Hex | None:
    """Where the unit stands in phase 2 (after its deployment)."""
    deploy = order.action(Verb.DEPLOY)
    if deploy is not None and deploy.place is not None:
        return deploy.place.neighbour(deploy.directions[0]) if deploy.directions else deploy.place
    return unit.hex


def _trade_place(state: PlanState, unit: Unit, order: UnitOrder) -> Hex | None:
    """Where the unit will trade: after its move, if the move goes through; None after
    an attack (the battle decides)."""
    return planned_hex(state, unit, order)


def _equip(state: PlanState, ledger: Ledger, unit: Unit, order: UnitOrder) -> None:
    gear = ledger.gear.setdefault(unit.code, list(unit.gear))
    unequip = order.action(Verb.UNEQUIP)
    if unequip is not None:
        for key in unequip.items:
            if key not in gear:
                raise _fail(order, unequip, WORDS.phrase("the unit has no {key} equipped",
                                                         key=key))
            gear.remove(key)
    equip = order.action(Verb.EQUIP)
    if equip is None:
        return
    kind = state.types[unit.type]
    if len(gear) + len(equip.items) > kind.equipment:
        raise _fail(order, equip, WORDS.phrase("{value} items would be equipped; {kind} has "
                                               "Équipement {equipment}",
                                               value=len(gear) + len(equip.items), kind=kind.name,
                                               equipment=kind.equipment))
    for key in equip.items:
        item = state.items.get(key)
        if item is None:
            raise _fail(order, equip, WORDS.phrase("there is no item {key!r} in this game",
                                                   key=key))
        if not take(ledger.items, key, 1):
            raise _fail(order, equip, WORDS.phrase("the chest holds no {key} for this unit "
                                                   "(counting the seat's other orders)", key=key))
        if item.influence:
            place = _place(state, unit, order)
            if place is not None and not state.cells[place].population:
                raise _fail(order, equip, WORDS.phrase("nobody lives at {place}, so {key} would "
                                                       "sway no one", place=place.label, key=key))
        else:
            gear.append(key)


def _unload(state: PlanState, ledger: Ledger, unit: Unit, order: UnitOrder,
            action: Action) -> None:
    cargo = ledger.cargo.setdefault(unit.code, dict(unit.cargo))
    goods = action.goods or tuple(sorted(cargo.items()))
    if not goods:
        raise _fail(order, action, WORDS.phrase("the unit carries nothing to unload"))
    for key, amount in goods:
        if not take(cargo, key, amount):
            raise _fail(order, action, WORDS.phrase("the unit carries {get} {key}, not {amount}",
                                                    get=cargo.get(key, 0), key=key, amount=amount))
        add(ledger.goods, key, amount)


def _load(state: PlanState, ledger: Ledger, unit: Unit, order: UnitOrder,
          action: Action) -> None:
    cargo = ledger.cargo.setdefault(unit.code, dict(unit.cargo))
    for key, amount in action.goods:
        if not take(ledger.goods, key, amount):
            raise _fail(order, action, WORDS.phrase("the chest holds {get} {key}, not {amount} "
                                                    "(counting the seat's other orders)",
                                                    get=ledger.goods.get(key, 0), key=key,
                                                    amount=amount))
        add(cargo, key, amount)
    gear = ledger.gear.get(unit.code, list(unit.gear))
    kind = equipped(state.types[unit.type],
                    tuple(state.items[k] for k in gear if k in state.items))
    limit = CARRY_PER_POINT * max(0, kind.inventory)
    if count(cargo) > limit:
        raise _fail(order, action, WORDS.phrase("the unit would carry {count} resources; "
                                                "Inventaire {inventory} carries {limit}",
                                                count=count(cargo), inventory=kind.inventory,
                                                limit=limit))


def _pay_do(ledger: Ledger, order: UnitOrder, action: Action) -> None:
    if ledger.do < 1:
        raise _fail(order, action, WORDS.phrase("loading or unloading costs 1 DO, and the chest "
                                                "has none left after the seat's other orders"))
    ledger.do -= 1


def _node(state: PlanState, unit: Unit, order: UnitOrder, action: Action) -> Hex | None:
    place = _trade_place(state, unit, order)
    if action.place is not None:
        if action.place not in state.nodes:
            raise _fail(order, action, WORDS.phrase("there is no node at {place}",
                                                    place=action.place.label))
        if place is not None and place.distance(action.place) > 1:
            raise _fail(order, action, WORDS.phrase("the node at {place} is out of reach of "
                                                    "{place2}, where the unit will stand",
                                                    place=action.place.label, place2=place.label))
        return action.place
    if place is None:
        return None
    reach = nodes_in_reach(state, place)
    if not reach:
        raise _fail(order, action, WORDS.phrase("no node is on or next to {place}, where the "
                                                "unit will stand", place=place.label))
    if len(reach) > 1:
        raise _fail(order, action, WORDS.phrase("the nodes at {names} are both in reach: say "
                                                "which with 'trade at HEX'",
                                                names=' and '.join(p.label for p in reach)))
    return reach[0]


def _take_lots(ledger: Ledger, node: Node, place: Hex, order: UnitOrder, action: Action,
               key: str, amount: int) -> None:
    """Count the lots one trade line takes at `place` with the seat's other trades there."""
    cap = trade_lots(node)
    taken = ledger.lots.get(place, 0) + lots_for(amount)
    if cap is not None and taken > cap:
        raise _fail(order, action, WORDS.phrase_n(
            "{node}, a {quality} with Inventaire {inventory}, trades {n} lot a turn, each up "
            "to 10 of one commodity; {amount} {key} would make {taken} with the seat's other "
            "trades there",
            "{node}, a {quality} with Inventaire {inventory}, trades {n} lots a turn, each up "
            "to 10 of one commodity; {amount} {key} would make {taken} with the seat's other "
            "trades there", cap, node=node.name, quality=node.quality.value,
            inventory=node.inventory, amount=amount, key=key, taken=taken))
    ledger.lots[place] = taken


def _trade(state: PlanState, ledger: Ledger, unit: Unit, order: UnitOrder,
           action: Action) -> None:
    place = _node(state, unit, order, action)
    if place is None:
        return
    node = state.nodes[place]
    cargo = ledger.cargo.setdefault(unit.code, dict(unit.cargo))
    for wanted, side, verb in ((action.goods, Side.SELLS, "sell"),
                               (action.sells, Side.BUYS, "buy")):
        for key, amount in wanted:
            listing = find_listing(node, key, side)
            if listing is None:
                raise _fail(order, action, (WORDS.phrase(
                    "{node} at {place} does not sell {key}", node=node.name, place=place.label,
                    key=key) if verb == "sell" else WORDS.phrase(
                    "{node} at {place} does not buy {key}", node=node.name, place=place.label,
                    key=key)))
            if not listing.open:
                raise _fail(order, action, (WORDS.phrase(
                    "{node} no longer sells {key}: the listing is closed", node=node.name,
                    key=key) if verb == "sell" else WORDS.phrase(
                    "{node} no longer buys {key}: the listing is closed", node=node.name,
                    key=key)))
            if amount > listing.left:
                raise _fail(order, action, (WORDS.phrase(
                    "{node} sells only {left} more {key}", node=node.name, left=listing.left,
                    key=key) if verb == "sell" else WORDS.phrase(
                    "{node} buys only {left} more {key}", node=node.name, left=listing.left,
                    key=key)))
            _take_lots(ledger, node, place, order, action, key, amount)
            if side is Side.SELLS:
                cost = listing.price * amount
                if cost > ledger.da:
                    raise _fail(order, action, WORDS.phrase("buying {amount} {key} costs {cost} "
                                                            "DA; the chest has {da} DA left "
                                                            "after the seat's other orders",
                                                            amount=amount, key=key, cost=cost,
                                                            da=ledger.da))
                ledger.da -= cost
            else:
                from_cargo = min(amount, cargo.get(key, 0))
                take(cargo, key, from_cargo)
                if not take(ledger.goods, key, amount - from_cargo):
                    raise _fail(order, action, WORDS.phrase("selling {amount} {key} needs them "
                                                            "in the unit's cargo or the chest, "
                                                            "which hold only {value}",
                                                            amount=amount, key=key,
                                                            value=from_cargo
                                                            + ledger.goods.get(key, 0)))


def verify_orders(state: PlanState, seat: Seat, orders: Orders,
                  items: Mapping[str, int] | None = None) -> None:
    """Raise IllegalOrderError for the first economy order the rules forbid. `items`:
    the chest's items as the seat's reserve lines leave them (the material of phase 1's
    conversions and trainings), if they take any."""
    faction = state.factions[seat.faction]
    ledger = Ledger(faction.da, faction.do, dict(faction.goods),
                    dict(faction.items if items is None else items))
    pairs = [(state.units[o.unit], o) for o in orders.units if o.unit in state.units]
    for unit, order in pairs:
        if order.action(Verb.DEPLOY) is not None:
            kind = state.unit_type(unit)
            ledger.da -= kind.deploy_cost_da
            ledger.do -= kind.deploy_cost_do
    for unit, order in pairs:
        _equip(state, ledger, unit, order)
    for verb in (Verb.UNLOAD, Verb.LOAD):
        for unit, order in pairs:
            action = order.action(verb)
            if action is not None:
                _pay_do(ledger, order, action)
                (_unload if verb is Verb.UNLOAD else _load)(state, ledger, unit, order, action)
    for unit, order in pairs:
        action = order.action(Verb.TRADE)
        if action is not None:
            _trade(state, ledger, unit, order, action)
