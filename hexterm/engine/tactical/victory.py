"""The end of a tactical battle (`outcome`): after its number of turns. The board does
not decide who wins: the players say it."""

from __future__ import annotations

from hexterm.engine.ruleset import Outcome
from hexterm.engine.tactical.play import TacticalState
from hexterm.engine.tactical.words import WORDS


def outcome(state: TacticalState) -> Outcome | None:
    """The outcome once the battle's last turn is played, else None."""
    if state.battle.turn <= state.battle.turns:
        return None
    return Outcome(state.seats, WORDS.phrase(
        "the battle ends after turn {n}: the players say who won (the board does not "
        "decide it)", n=state.battle.turns))
