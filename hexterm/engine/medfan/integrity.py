"""Whether a Med-Fan campaign read from a save holds together (`check_state`): its
players are the game's seats, no treasury is below 0, every territory's owner is a
seat; every army can be read (a save's armies are read when first asked for:
`codec.Ranks`)."""

from __future__ import annotations

from collections.abc import Sequence

from hexterm.engine.errors import StateError
from hexterm.engine.medfan.model import MedState
from hexterm.engine.medfan.words import WORDS
from hexterm.engine.seats import Seat


def check_state(state: MedState, seats: Sequence[Seat]) -> None:
    """Raise a StateError (one sentence) when the campaign does not hold together."""
    names = [s.name for s in seats]
    if [p.seat for p in state.players] != names:
        raise StateError(WORDS.phrase("the campaign's players are not the game's seats"))
    for player in state.players:
        tuple(player.army)  # read now: a damaged row is this StateError, not a screen's
        if player.treasury < 0:
            raise StateError(WORDS.phrase("{seat} has {treasury} #, below 0",
                                          seat=player.seat, treasury=player.treasury))
    for territory in state.territories:
        if territory.owner is not None and territory.owner not in names:
            raise StateError(WORDS.phrase("territory {n} belongs to {owner}, not a seat",
                                          n=territory.number, owner=territory.owner))
