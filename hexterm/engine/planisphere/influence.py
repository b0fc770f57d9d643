"""Influence (L'Influence): every change of a faction's score on a hex goes through here.

A score is 0 to 6. Each change is written in the state's influence history (the game
turn, the hex, the faction, the new value; the first change of a hex and faction is
preceded by its value at turn 0), which the screens chart (`hex_history`,
`faction_history`). A change given
"for the session" (an item like rum) is also kept in the state's boosts and taken back
when the session ends, as far as it was actually given (a score already at 6 gains
nothing and loses nothing).

At the end of each session (`session_end`) comes the migration (flux migratoire): on
each node, every other faction with more influence than the owner takes 2 % of the
node's inhabitants, rounded up, to its own nearest node, and loses 1 influence there.
Then the session's boosts are taken back. Readings I1-I11: docs/rules/quests-influence.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from types import MappingProxyType

from hexterm.engine.hexgrid import Hex
from hexterm.engine.planisphere.model import MAX_INFLUENCE, PlanState
from hexterm.engine.ruleset import PUBLIC, Event
from hexterm.engine.seats import Seat


def influence(state: PlanState, place: Hex, faction: str) -> int:
    """`faction`'s influence on `place`."""
    return state.cells[place].influence.get(faction, 0)


def set_influence(state: PlanState, place: Hex, faction: str, value: int, turn: int) -> int:
    """Set `faction`'s influence on `place` to `value` (kept within 0-6); the change made."""
    value = max(0, min(MAX_INFLUENCE, value))
    cell = state.cells[place]
    before = cell.influence.get(faction, 0)
    if value == before:
        return 0
    scores = dict(cell.influence)
    if value:
        scores[faction] = value
    else:
        scores.pop(faction, None)
    state.cells[place] = replace(cell, influence=MappingProxyType(dict(sorted(scores.items()))))
    if not any(p == place and f == faction for _t, p, f, _v in state.influence_log):
        state.influence_log.append((0, place, faction, before))  # the value it started at
    state.influence_log.append((turn, place, faction, value))
    return value - before


def change_influence(state: PlanState, place: Hex, faction: str, delta: int, turn: int,
                     for_session: bool = False) -> int:
    """Add `delta` to `faction`'s influence on `place`; the change actually made.

    With `for_session`, what was given is taken back at the end of the session.
    """
    made = set_influence(state, place, faction, influence(state, place, faction) + delta, turn)
    if for_session and made:
        state.boosts.append((place, faction, made))
    return made


MIGRATION_PERCENT = 2
PHASE = "session"


def migrants(population: int) -> int:
    """2 % of `population`, rounded up to a whole inhabitant (I2)."""
    return -(-population * MIGRATION_PERCENT // 100)


def reading_order(place: Hex) -> tuple[int, int]:
    """Row first, then column: A01, A02, …, B01 (how ties between hexes are broken)."""
    col, row = place.to_offset()
    return row, col


def nearest_node(state: PlanState, faction: str, origin: Hex) -> Hex | None:
    """The hex of `faction`'s node nearest to `origin` (ties: reading order; I4)."""
    own = [place for place, node in state.nodes.items() if node.faction == faction]
    return min(own, key=lambda p: (p.distance(origin), reading_order(p)), default=None)


def migration(state: PlanState, turn: int) -> list[Event]:
    """The flux migratoire of a session's end, node by node in reading order.

    Every amount is 2 % of a node's inhabitants as the session ends, before any
    migration (I3); the takers of one node take in faction key order, no more than the
    node had, and one that gets nobody keeps its influence (I5). A faction without a
    node takes nobody and keeps its influence (I6).
    """
    events: list[Event] = []
    before = {place: node.population for place, node in state.nodes.items()}
    for place in sorted(state.nodes, key=reading_order):
        node = state.nodes[place]
        scores = dict(state.cells[place].influence)
        owner = scores.get(node.faction, 0)
        left = before[place]
        for faction, score in sorted(scores.items()):
            if faction == node.faction or score <= owner:
                continue
            refuge = nearest_node(state, faction, place)
            if refuge is None:
                continue
            people = min(migrants(before[place]), left)
            if not people:  # nobody left to take: no migration, no loss (I5)
                continue
            left -= people
            node.population -= people
            state.nodes[refuge].population += people
            change_influence(state, place, faction, -1, turn)
            now = influence(state, place, faction)
            name = state.factions[faction].name if faction in state.factions else faction
            who = "1 inhabitant" if people == 1 else f"{people} inhabitants"
            leave = "leaves" if people == 1 else "leave"
            events.append(Event(
                turn, PHASE, node.name,
                f"migration: {who} of {node.name} ({place.label}) {leave} for "
                f"{state.nodes[refuge].name} ({refuge.label}) of {name}, whose influence "
                f"on {place.label} falls from {score} to {now}", (PUBLIC,),
                key="influence.migration",
                args={"hex": place.label, "node": node.name, "faction": faction,
                      "people": people, "to": refuge.label, "before": score,
                      "influence": now}))
    return events


def end_boosts(state: PlanState, turn: int) -> list[Event]:
    """Take back what the session's boosts gave (as far as the score allows; I8)."""
    events: list[Event] = []
    for place, faction, amount in state.boosts:
        made = change_influence(state, place, faction, -amount, turn)
        now = influence(state, place, faction)
        name = state.factions[faction].name if faction in state.factions else faction
        events.append(Event(turn, PHASE, place.label,
                            f"the session's influence of {name} on {place.label} ends: "
                            f"{made:+d}, now {now}", (PUBLIC,), key="influence.boost_end",
                            args={"hex": place.label, "faction": faction, "change": made,
                                  "influence": now}))
    state.boosts.clear()
    return events


def session_end(state: PlanState, turn: int, seats: Sequence[Seat]) -> list[Event]:
    """Migration (flux migratoire), then the end of the session's influence boosts."""
    return migration(state, turn) + end_boosts(state, turn)


Series = list[tuple[int, int]]
"""(game turn, value after that turn's changes), from turn 0."""


def _series(state: PlanState, place: Hex, faction: str) -> Series:
    points: dict[int, int] = {}
    for turn, spot, who, value in state.influence_log:
        if spot == place and who == faction:
            points[turn] = value
    if not points:
        return [(0, influence(state, place, faction))]
    return sorted(points.items())


def hex_history(state: PlanState, place: Hex) -> dict[str, Series]:
    """Every faction's influence on `place` through the game (factions with any)."""
    factions = {f for _t, p, f, _v in state.influence_log if p == place}
    factions |= set(state.cells[place].influence)
    return {f: _series(state, place, f) for f in sorted(factions)}


def faction_history(state: PlanState, faction: str) -> dict[str, Series]:
    """`faction`'s influence on every hex where it has or had some, by hex label."""
    places = {p for _t, p, f, _v in state.influence_log if f == faction}
    places |= {p for p, cell in state.cells.items() if cell.influence.get(faction)}
    return {p.label: _series(state, p, faction)
            for p in sorted(places, key=lambda h: h.to_offset()[::-1])}
