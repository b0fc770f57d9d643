"""The end of a SAGA campaign (004, "Objectif", "Décompte des points à la fin de la
partie", "Conquête des terrains prestigieux").

An immediate victory: at the end of a turn, a player with the players table's number
of points on the memory track wins (the best initiative among several). Otherwise,
after the last turn: PP in stock + the SAGA points of the bands + 3 per village, the
best initiative first among equals.
"""

from __future__ import annotations

from hexterm.engine.messages import Listing
from hexterm.engine.ruleset import Outcome
from hexterm.engine.saga.model import Phase, SagaState
from hexterm.engine.saga.tables import Halves, show_points
from hexterm.engine.saga.words import WORDS

VILLAGE_SCORE = 3


def score(state: SagaState, seat: str) -> Halves:
    """A player's score, in halves (bands at half their figures count half points)."""
    bands = sum(b.halves for b in state.bands_of(seat))
    return 2 * (state.player(seat).pp + VILLAGE_SCORE * len(state.villages_of(seat))) + bands


def ranking(state: SagaState) -> tuple[str, ...]:
    """The players by score, ties broken by the initiative track."""
    place = {seat: n for n, seat in enumerate(state.initiative)}
    return tuple(sorted(state.initiative, key=lambda s: (-score(state, s), place[s])))


def outcome(state: SagaState) -> Outcome | None:
    if state.phase is not Phase.OVER:
        return None
    if state.winner:
        rest = tuple(s for s in ranking(state) if s != state.winner)
        return Outcome((state.winner, *rest),
                       WORDS.phrase_n("{seat} has {n} point on the memory track",
                                      "{seat} has {n} points on the memory track",
                                      state.row.prestige, seat=state.winner))
    scores = Listing(tuple(f"{s} {show_points(score(state, s))}" for s in ranking(state)))
    return Outcome(ranking(state), WORDS.phrase("the last turn is over; scores: {scores}",
                                                scores=scores))
