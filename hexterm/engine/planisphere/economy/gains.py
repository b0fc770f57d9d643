"""Phase 11 (Gains / Pertes) and the economy's session end and start.

No goods vanish silently. In phase 11 the cargo and gear of a unit destroyed in a battle
go to the chest of the battle's winner (lost when nobody won); a unit dissolved back to
its reserve, or that left the map any other way this turn (Construire, Saper, a quest),
brings its cargo and gear back to the chest of the faction it served. At the end of a
session every deployed unit's cargo and gear go back to that chest, and the faction
that made the most transactions with a node this session (no tie) gains 1 influence on
its hex. At the start of a session each node's founder receives its rent: the yield of
one Exploiter on the node's hex.
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence

from hexterm.engine.messages import Message
from hexterm.engine.planisphere.conflict import Battle
from hexterm.engine.planisphere.economy.goods import add
from hexterm.engine.planisphere.economy.rules import (
    deliver,
    describe,
    described,
    empty_unit,
    hex_yields,
    ledger,
)
from hexterm.engine.planisphere.influence import change_influence, influence
from hexterm.engine.planisphere.kept import kept_event
from hexterm.engine.planisphere.model import PlanState, Status, Unit
from hexterm.engine.planisphere.turn import Phase, Turn
from hexterm.engine.planisphere.words import STATUSES, WORDS
from hexterm.engine.ruleset import PUBLIC, Event
from hexterm.engine.seats import Seat

GAINS, SESSION = Phase.GAINS, Phase.SESSION

_served: weakref.WeakKeyDictionary[Turn, dict[str, str]] = weakref.WeakKeyDictionary()
"""For each turn being resolved: the faction each unit on the map served in phase 2
(a routed unit goes back to its faction of origin, its cargo to the one it served)."""


def remember_sides(turn: Turn) -> None:
    """Note whom each unit on the map serves, before the battles (called in phase 2)."""
    _served[turn] = {u.code: u.faction for u in turn.state.deployed()}


def _served_by(turn: Turn, unit: Unit) -> str:
    return _served.get(turn, {}).get(unit.code, unit.faction)


def winner_faction(state: PlanState, battle: Battle) -> str | None:
    """The faction whose chest takes the loot: the winning side's, or, for a side of
    several factions, the faction of its unit with the highest Combat (then code), or of
    its node when no unit of it fought."""
    if battle.winner is None:
        return None
    if len(battle.members.get(battle.winner, (battle.winner,))) == 1:
        return battle.winner
    units = battle.sides.get(battle.winner, [])
    if units:
        return max(units, key=lambda u: (state.unit_type(u).combat, u.code)).faction
    node = state.nodes.get(battle.place)
    return node.faction if node is not None else None


def _event(turn: Turn, unit: Unit, text: Message, key: str, factions: Sequence[str],
           args: dict[str, object]) -> None:
    seen = sorted({s for f in factions for s in turn.state.seats_serving(f)})
    turn.tell(GAINS, unit.code, text, tuple(seen), key, args)


def gains_phase(turn: Turn) -> None:
    """Phase 11: loot, losses, and the goods of units that left the map."""
    state = turn.state
    settled: set[str] = set()
    for battle in turn.battles:
        taker = winner_faction(state, battle)
        for code, fate in sorted(battle.fates.items()):
            unit = state.units[code]
            if fate != "destroyed" or code in settled:
                continue
            settled.add(code)
            cargo, gear = empty_unit(unit)
            if not cargo and not gear:
                continue
            served = _served_by(turn, unit)
            what = described(cargo, gear)
            args: dict[str, object] = {"unit": code, "goods": cargo, "items": list(gear),
                                       "to": taker or ""}
            if taker is None:
                _event(turn, unit, WORDS.phrase("{unit} is destroyed at {hex} and nobody won: "
                                                "{what} is lost", unit=code,
                                                hex=battle.place.label, what=what),
                       "economy.lost", [served], args)
                turn.events.append(ledger(turn.turn, GAINS, code, "lost", served,
                                          {k: -n for k, n in cargo.items()},
                                          {k: -gear.count(k) for k in set(gear)}))
                continue
            deliver(state.factions[taker], cargo, gear)
            _event(turn, unit, WORDS.phrase("{unit} is destroyed at {hex}: {faction} takes "
                                            "{what} into its chest", unit=code,
                                            hex=battle.place.label,
                                            faction=state.factions[taker].name, what=what),
                   "economy.loot", [served, taker], args)
    for unit in sorted(state.units.values(), key=lambda u: u.code):
        if unit.status is Status.DEPLOYED or (not unit.cargo and not unit.gear):
            continue
        served = _served_by(turn, unit)
        cargo, gear = empty_unit(unit)
        deliver(state.factions[served], cargo, gear)
        _event(turn, unit, WORDS.phrase("{unit} left the map ({status}): {what} back to the "
                                        "chest of {faction}", unit=unit.code,
                                        status=STATUSES[unit.status.value],
                                        what=described(cargo, gear),
                                        faction=state.factions[served].name),
               "economy.returned", [served],
               {"unit": unit.code, "goods": cargo, "items": list(gear), "to": served})


def session_end(state: PlanState, turn: int, seats: Sequence[Seat]) -> list[Event]:
    """Cargo and gear back to the chests; +1 influence to each node's top trader."""
    events: list[Event] = []
    for unit in sorted(state.deployed(), key=lambda u: u.code):
        if not unit.cargo and not unit.gear:
            continue
        cargo, gear = empty_unit(unit)
        deliver(state.factions[unit.faction], cargo, gear)
        events.append(Event(turn, SESSION, unit.code,
                            f"{unit.code} brings {describe(cargo, gear)} back to the chest of "
                            f"{state.factions[unit.faction].name}",
                            state.seats_serving(unit.faction), key="economy.return",
                            args={"unit": unit.code, "goods": cargo, "items": list(gear),
                                  "to": unit.faction}))
    for place, node in sorted(state.nodes.items(), key=lambda kv: kv[0].label):
        trades, node.trades = node.trades, {}
        if not trades:
            continue
        most = max(trades.values())
        top = sorted(f for f, n in trades.items() if n == most)
        if len(top) > 1:
            names = " and ".join(state.factions[f].name for f in top)
            events.append(Event(turn, SESSION, place.label,
                                f"{node.name}: {names} tie with {most} transactions; nobody "
                                "gains influence", key="economy.top_trader",
                                args={"hex": place.label, "factions": top, "count": most}))
            continue
        made = change_influence(state, place, top[0], 1, turn)
        events.append(kept_event(turn, SESSION, place.label, WORDS.phrase_n(
            "{node}: {faction} traded most ({n} transaction); its influence on {hex} {change} "
            "to {now}", "{node}: {faction} traded most ({n} transactions); its influence on "
            "{hex} {change} to {now}", most, node=node.name, faction=state.factions[top[0]].name,
            hex=place.label, change=f"{made:+d}", now=influence(state, place, top[0])),
            (PUBLIC,), "economy.top_trader",
            {"hex": place.label, "factions": top, "count": most}))
    return events


def session_start(state: PlanState, turn: int, seats: Sequence[Seat]) -> list[Event]:
    """Each node's founder receives the yield of one Exploiter on the node's hex."""
    events: list[Event] = []
    by_name = {s.name: s for s in seats}
    for place, node in sorted(state.nodes.items(), key=lambda kv: kv[0].label):
        founder = by_name.get(node.founder)
        faction = (state.faction_of(founder.name, founder.faction) if founder is not None
                   else node.faction)
        rent = {k: n for k, n in hex_yields(state, place).items() if n}
        if not rent or faction not in state.factions:
            continue
        chest = state.factions[faction]
        for key, amount in rent.items():
            add(chest.goods, key, amount)
        events.append(ledger(turn, SESSION, place.label, "rent", faction, rent))
        seen = (founder.name,) if founder is not None else state.seats_serving(faction)
        events.append(Event(turn, SESSION, place.label,
                            f"{node.name}: the founder's rent, {describe(rent)}, goes to the "
                            f"chest of {chest.name}", seen, key="economy.rent",
                            args={"hex": place.label, "founder": node.founder,
                                  "faction": faction, "goods": dict(sorted(rent.items()))}))
    return events
