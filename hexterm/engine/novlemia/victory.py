"""The end of a Novlémia game and its outcome (reading N20 of docs/rules/novlemia.md).

The game ends once the scenario's last turn is played; the nations are then ranked by
the game's victory score (`model.ranking`).
"""

from __future__ import annotations

from hexterm.engine.novlemia.model import NovState, Victory, ranking
from hexterm.engine.novlemia.words import WORDS
from hexterm.engine.ruleset import Outcome


def outcome(state: NovState) -> Outcome | None:
    """The ranking once the last turn is played."""
    if state.turn < state.options.turns:
        return None
    return Outcome(tuple(ranking(state)), WORDS.phrase_n(
        "{n} turn played, ranked by {victory}", "{n} turns played, ranked by {victory}",
        state.options.turns, victory=VICTORIES[state.options.victory]))


VICTORIES = {Victory.CELLS: WORDS.phrase("cells"), Victory.CITIES: WORDS.phrase("cities"),
             Victory.PRODUCTION: WORDS.phrase("production")}
"""The scores that may rank the nations, as the outcome says them."""
