"""The economy's phases: 2 Équipement, 3 Chargement/Déchargement, 9 Exploitation, and
the hooks of the gains (11), the sessions, the scenario and the order checks.

Équiper takes items from the faction chest (coffre de faction) onto the unit, within
its Équipement; an item with influence is used up at once on the unit's hex.
Déséquiper sends items back to the chest with the unit's report: they reach it when the
phase is over. Charger / Décharger move resources between the chest and the unit's
inventory for 1 DO an action (every unloading before any loading). Exploiter gathers
each resource of the unit's hex (`economy_rules.hex_yields`) into the inventory, the
surplus into the chest. The market (phase 7) is in `market`, the gains and the
sessions in `economy.gains`, the scenario tables in `economy.scenario`, the order
checks in `economy.checks`. The readings are numbered E1… in docs/rules/economy.md.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from hexterm.engine.messages import Message
from hexterm.engine.planisphere.economy import checks, gains, scenario
from hexterm.engine.planisphere.economy.goods import Lasting, add, count, take
from hexterm.engine.planisphere.economy.rules import (
    carry_limit,
    described,
    exploit_bonus,
    hex_yields,
    ledger,
)
from hexterm.engine.planisphere.influence import change_influence, influence
from hexterm.engine.planisphere.model import PlanState, Status, Unit
from hexterm.engine.planisphere.orders.actions import Action, Verb
from hexterm.engine.planisphere.orders.lines import Orders, UnitOrder
from hexterm.engine.planisphere.turn import Phase, Turn
from hexterm.engine.planisphere.words import WORDS, joined
from hexterm.engine.planisphere.works import unit_is
from hexterm.engine.ruleset import Event, Result
from hexterm.engine.seats import Seat

EQUIP, LOAD, EXPLOIT = Phase.EQUIPMENT, Phase.LOADING, Phase.EXPLOITATION


def _outcome(done: Sequence[Message], failed: Sequence[Message]
             ) -> tuple[Result, Message | str]:
    """One result for an action made of several parts: done, partly or failed."""
    result = Result.DONE if not failed else Result.PARTLY if done else Result.FAILED
    return result, joined([*done, *failed]) if done or failed else ""


def _on_map(turn: Turn, verb: Verb,
            phase: Phase) -> Iterator[tuple[Seat, UnitOrder, Action, Unit]]:
    """Every `verb` action of the turn whose unit is on the map, with the unit; the
    others are reported failed where they fall in the order."""
    for seat, order, action in turn.with_verb(verb):
        unit = turn.state.units[order.unit]
        if unit.status is Status.DEPLOYED and unit.hex is not None:
            yield seat, order, action, unit
        else:
            turn.result(seat, order, action, phase, Result.FAILED, unit_is(unit))


def equip_phase(turn: Turn) -> None:
    """Phase 2: Déséquiper, then Équiper, unit by unit in code order."""
    state = turn.state
    gains.remember_sides(turn)
    back: list[tuple[str, str]] = []
    for seat, order, action, unit in _on_map(turn, Verb.UNEQUIP, EQUIP):
        done: list[Message] = []
        failed: list[Message] = []
        for key in action.items:
            if key in unit.gear:
                gear = list(unit.gear)
                gear.remove(key)
                unit.gear = tuple(gear)
                back.append((unit.faction, key))
                done.append(WORDS.phrase("{item} goes back to the chest with the report",
                                         item=key))
            else:
                failed.append(WORDS.phrase("{item} is not equipped", item=key))
        turn.result(seat, order, action, EQUIP, *_outcome(done, failed))
    used: dict[str, int] = {}
    for seat, order, action, unit in _on_map(turn, Verb.EQUIP, EQUIP):
        done, failed = [], []
        for key in action.items:
            ok, why = _equip_one(turn, unit, key, used)
            (done if ok else failed).append(why)
        turn.result(seat, order, action, EQUIP, *_outcome(done, failed))
    for faction, key in back:
        add(state.factions[faction].items, key, 1)


def _equip_one(turn: Turn, unit: Unit, key: str, used: dict[str, int]
               ) -> tuple[bool, Message]:
    """Equip (or use) one item; whether it was, and what became of it."""
    state = turn.state
    item = state.items.get(key)
    kind = state.types[unit.type]
    chest = state.factions[unit.faction]
    assert unit.hex is not None
    if item is None:
        return False, WORDS.phrase("there is no item '{item}'", item=key)
    if len(unit.gear) + used.get(unit.code, 0) >= kind.equipment:
        return False, WORDS.phrase("{item}: Équipement {n} is full", item=key,
                                   n=kind.equipment)
    if not chest.items.get(key):
        return False, WORDS.phrase("the chest holds no {item} any more", item=key)
    if not item.influence:
        take(chest.items, key, 1)
        unit.gear = (*unit.gear, key)
        return True, WORDS.phrase("{item} equipped", item=key)
    if not state.cells[unit.hex].population:
        return False, WORDS.phrase("nobody lives at {hex}: {item} stays in the chest",
                                   hex=unit.hex.label, item=key)
    take(chest.items, key, 1)
    turn.events.append(ledger(turn.turn, EQUIP, unit.code, "used", unit.faction,
                              items={key: -1}))
    used[unit.code] = used.get(unit.code, 0) + 1
    session = item.lasting is Lasting.SESSION
    made = change_influence(state, unit.hex, unit.faction, item.influence, turn.turn,
                            for_session=session)
    now = influence(state, unit.hex, unit.faction)
    change = f"{made:+d}"
    if session:
        return True, WORDS.phrase("{item} used up: {faction}'s influence on {hex} {change} to "
                                  "{now} for the session", item=key, faction=chest.name,
                                  hex=unit.hex.label, change=change, now=now)
    return True, WORDS.phrase("{item} used up: {faction}'s influence on {hex} {change} to "
                              "{now}", item=key, faction=chest.name, hex=unit.hex.label,
                              change=change, now=now)


def load_phase(turn: Turn) -> None:
    """Phase 3: every Décharger, then every Charger, 1 DO each."""
    state = turn.state
    for verb in (Verb.UNLOAD, Verb.LOAD):
        for seat, order, action, unit in _on_map(turn, verb, LOAD):
            chest = state.factions[unit.faction]
            goods = dict(action.goods) if action.goods or verb is Verb.LOAD else dict(unit.cargo)
            source, into = (unit.cargo, chest.goods) if verb is Verb.UNLOAD else (
                chest.goods, unit.cargo)
            short = [f"{n} {k}" for k, n in sorted(goods.items()) if source.get(k, 0) < n]
            room = carry_limit(state, unit) - count(unit.cargo)
            why: Message | None = None
            if chest.do < 1:
                why = WORDS.phrase("the chest has no DO to pay for it")
            elif not goods:
                why = WORDS.phrase("the unit carries nothing")
            elif short and verb is Verb.UNLOAD:
                why = WORDS.phrase("the unit carries fewer than {goods}", goods=", ".join(short))
            elif short:
                why = WORDS.phrase("the chest holds fewer than {goods}", goods=", ".join(short))
            elif verb is Verb.LOAD and count(goods) > room:
                why = WORDS.phrase("{n} resources do not fit: room for {room}",
                                   n=count(goods), room=room)
            if why is not None:
                turn.result(seat, order, action, LOAD, Result.FAILED, why)
                continue
            for key, amount in sorted(goods.items()):
                take(source, key, amount)
                add(into, key, amount)
            chest.do -= 1
            turn.events.append(ledger(turn.turn, LOAD, unit.code, verb.value, unit.faction,
                                      do=-1))
            cargo = {"goods": described(goods), "cargo": count(unit.cargo),
                     "limit": carry_limit(state, unit)}
            turn.result(seat, order, action, LOAD, Result.DONE, WORDS.phrase(
                "{goods} into the chest for 1 DO; cargo {cargo}/{limit}", **cargo)
                if verb is Verb.UNLOAD else WORDS.phrase(
                "{goods} from the chest for 1 DO; cargo {cargo}/{limit}", **cargo))


def exploit_phase(turn: Turn) -> None:
    """Phase 9: Exploiter, into the unit's inventory, the surplus into the chest."""
    state = turn.state
    for seat, order, action, unit in _on_map(turn, Verb.EXPLOIT, EXPLOIT):
        assert unit.hex is not None
        if "exploitant" not in state.unit_type(unit).capabilities:
            turn.result(seat, order, action, EXPLOIT, Result.FAILED,
                        WORDS.phrase("{kind} is no longer Exploitant",
                                     kind=state.unit_type(unit).name))
            continue
        yields = hex_yields(state, unit.hex, exploit_bonus(state, unit.gear))
        if not any(yields.values()):
            turn.result(seat, order, action, EXPLOIT, Result.FAILED, WORDS.phrase(
                "{hex} yields no resource", hex=unit.hex.label) if not yields else
                WORDS.phrase_n("{hex} yields nothing from {n} inhabitants",
                               "{hex} yields nothing from {n} inhabitants",
                               state.cells[unit.hex].population, hex=unit.hex.label))
            continue
        chest = state.factions[unit.faction]
        room = max(0, carry_limit(state, unit) - count(unit.cargo))
        carried: dict[str, int] = {}
        stored: dict[str, int] = {}
        for key, amount in yields.items():
            into = min(amount, room)
            room -= into
            add(unit.cargo, key, into)
            add(carried, key, into)
            add(chest.goods, key, amount - into)
            add(stored, key, amount - into)
        turn.events.append(ledger(turn.turn, EXPLOIT, unit.code, "exploit", unit.faction,
                                  yields))
        turn.result(seat, order, action, EXPLOIT, Result.DONE,
                    WORDS.phrase("gathered {goods} at {hex}: {carried} into the cargo, "
                                 "{stored} into the chest", goods=described(yields),
                                 hex=unit.hex.label, carried=described(carried),
                                 stored=described(stored)))


def gains_phase(turn: Turn) -> None:
    """Phase 11: loot of the battles, and what units leaving the map carried."""
    gains.gains_phase(turn)


def session_end(state: PlanState, turn: int, seats: Sequence[Seat]) -> list[Event]:
    """Cargo and gear back to the chests; the top trader of each node gains influence."""
    return gains.session_end(state, turn, seats)


def session_start(state: PlanState, turn: int, seats: Sequence[Seat]) -> list[Event]:
    """The founders' rent."""
    return gains.session_start(state, turn, seats)


def read_scenario(data: Mapping[str, Any], state: PlanState) -> None:
    """This part's tables of a scenario (docs/rules/economy.md), checked, into `state`."""
    scenario.read_scenario(data, state)


def verify_orders(state: PlanState, seat: Seat, orders: Orders,
                  items: Mapping[str, int] | None = None) -> None:
    """Raise IllegalOrderError (naming the unit or line and the field) for the first of
    this part's orders that the rules forbid; `items`, the chest's items after the
    seat's reserve lines (None: as they are)."""
    checks.verify_orders(state, seat, orders, items)
