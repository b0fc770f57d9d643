"""Influence (L'Influence): every change of a faction's score on a hex goes through here.

A score is 0 to 6. Each change is written in the state's influence history (the game
turn, the hex, the faction, the new value; the first change of a hex and faction is
preceded by its value at turn 0), which the screens chart (`hex_history`,
`faction_history`). A change given
"for the session" (an item like rum) is also kept in the state's boosts and taken back
when the session ends, as far as it was actually given (a score already at 6 gains
nothing and loses nothing).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from types import MappingProxyType

from hexterm.engine.hexgrid import Hex
from hexterm.engine.planisphere.model import MAX_INFLUENCE, PlanState
from hexterm.engine.ruleset import Event
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


def session_end(state: PlanState, turn: int, seats: Sequence[Seat]) -> list[Event]:
    """Migration (flux migratoire) and the end of the session's influence boosts."""
    return []


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
