"""Whether a tactical battle read from a save holds together (`check_state`): its
players are the game's seats."""

from __future__ import annotations

from collections.abc import Sequence

from hexterm.engine.errors import StateError
from hexterm.engine.seats import Seat
from hexterm.engine.tactical.play import TacticalState
from hexterm.engine.tactical.words import WORDS


def check_state(state: TacticalState, seats: Sequence[Seat]) -> None:
    """Raise a StateError (one sentence) when the battle does not hold together."""
    if list(state.seats) != [s.name for s in seats]:
        raise StateError(WORDS.phrase("the battle's players are not the game's seats"))
