"""The end of a Med-Fan campaign (`outcome`): once it is over, the players ranked by
the territories they hold (then their treasury, `start.ranking`)."""

from __future__ import annotations

from hexterm.engine.medfan.model import MedState, Phase
from hexterm.engine.medfan.start import holdings, ranking
from hexterm.engine.medfan.words import WORDS
from hexterm.engine.messages import Listing
from hexterm.engine.ruleset import Outcome


def outcome(state: MedState) -> Outcome | None:
    """The outcome once the campaign is over, else None."""
    if state.phase is not Phase.OVER:
        return None
    seats = [p.seat for p in state.players]
    order = ranking(state.territories, seats, {p.seat: p.treasury for p in state.players})
    held = holdings(state.territories, seats)
    return Outcome(order, WORDS.phrase("territories held: {held}",
                                       held=Listing(tuple(f"{s} {held[s]}" for s in order))))
