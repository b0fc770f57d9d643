"""Turns and sessions of the Planisphère.

A game is a run of sessions, a session a run of turns. At the end of a session every
deployed card goes back to its reserve (a mercenary to its faction of origin; destroyed
cards do not come back). At the start of the next, each faction's nodes produce their
recruits, plus the faction's influence on each of its nodes' hexes, without passing the
reserve limit. The game ends after its last session (`victory`).
"""

from __future__ import annotations

from collections.abc import Sequence

from hexterm.engine.planisphere import influence
from hexterm.engine.planisphere.diplomacy import phases as diplomacy
from hexterm.engine.planisphere.economy import phases as economy
from hexterm.engine.planisphere.io.scenario import add_card
from hexterm.engine.planisphere.model import PlanState, Status
from hexterm.engine.planisphere.quests import phase as quests
from hexterm.engine.planisphere.turn import Phase
from hexterm.engine.ruleset import Event
from hexterm.engine.seats import Seat

PHASE = Phase.SESSION


def end_of_turn(state: PlanState, turn: int, seats: Sequence[Seat]) -> list[Event]:
    """Advance the turn counter and apply session end and start effects."""
    events: list[Event] = []
    if state.turn_in_session < state.turns_per_session:
        state.turn_in_session += 1
        return events
    events += economy.session_end(state, turn, seats)
    events += quests.session_end(state, turn, seats)
    events += influence.session_end(state, turn, seats)
    events += diplomacy.session_end(state, turn, seats)
    returned = 0
    for unit in state.units.values():
        if unit.status is Status.DEPLOYED:
            unit.status, unit.hex, unit.commander = Status.RESERVE, None, ""
            unit.faction, unit.hidden, unit.to_death = unit.origin, False, False
            unit.last_order = ""
            returned += 1
    events.append(Event(turn, PHASE, f"session {state.session}",
                        f"session {state.session} ends: {returned} unit cards return to their "
                        "reserves", key="session.end", args={"session": state.session}))
    if state.session >= state.sessions:
        state.turn_in_session = state.turns_per_session + 1
        return events
    state.session += 1
    state.turn_in_session = 1
    for key, faction in state.factions.items():
        room = state.reserve_limit(key) - state.counted_reserve(key)
        count = max(0, min(room, state.recruits_per_session(key)))
        for _ in range(count):
            add_card(state, faction, "recrue")
        events.append(Event(turn, PHASE, faction.name,
                            f"session {state.session} begins: {faction.name} gains {count} "
                            "recruits", key="session.recruits",
                            args={"faction": key, "count": count}))
    events += economy.session_start(state, turn, seats)
    return events

