"""The end of a Novlémia game and its outcome (reading N20 of docs/rules/novlemia.md).

The game ends once the scenario's last turn is played; the nations are then ranked by
the game's victory score (`model.ranking`).
"""

from __future__ import annotations

from hexterm.engine.novlemia.model import NovState, ranking
from hexterm.engine.ruleset import Outcome


def outcome(state: NovState) -> Outcome | None:
    """The ranking once the last turn is played."""
    if state.turn < state.options.turns:
        return None
    return Outcome(tuple(ranking(state)), f"{state.options.turns} turns played, ranked by "
                   f"{state.options.victory.value}")
