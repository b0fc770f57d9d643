"""The end of a Planisphère game and its outcome (reading S7 of docs/readings.md).

The game ends after the last turn of its last session (`sessions.end_of_turn` moves past
it). Factions are then ranked by nodes owned, then the population of those nodes, then
their unit cards not destroyed, then faction key.
"""

from __future__ import annotations

from hexterm.engine.planisphere.model import PlanState, Status
from hexterm.engine.planisphere.words import WORDS
from hexterm.engine.ruleset import Outcome


def outcome(state: PlanState) -> Outcome | None:
    """After the last session: factions ranked by nodes, then population, then units."""
    if state.turn_in_session <= state.turns_per_session:
        return None

    def strength(key: str) -> tuple[int, int, int, str]:
        nodes = [n for n in state.nodes.values() if n.faction == key]
        alive = sum(1 for u in state.units.values()
                    if u.origin == key and u.status is not Status.DESTROYED)
        return (-len(nodes), -sum(n.population for n in nodes), -alive, key)

    ranking = tuple(sorted(state.factions, key=strength))
    return Outcome(ranking, WORDS.phrase_n("the {n} session is played",
                                           "the {n} sessions are played", state.sessions))
