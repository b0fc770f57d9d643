"""Sealed inputs carried out in initiative order, when another player's came first.

A preparation or a management is checked against the campaign as it stood when it was
given. When the step resolves, the players' inputs are carried out one after the other
in initiative order, and a line may have become impossible because of a line of a
player before: two players raising a lord of the same name, an invasion landing where
another player's invasion just did, an invasion where a village has just been built.
Such a line is not carried out, nor are the lines of the band it names (a band is
raised with its units or not at all), and the report says so; the rest of the input
stands (reading S30).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.messages import message_of
from hexterm.engine.ruleset import PUBLIC, Event
from hexterm.engine.saga import told
from hexterm.engine.saga.inputs import Line, LineRefused
from hexterm.engine.saga.model import SagaState

Apply = Callable[[SagaState, str, Sequence[Line], int], tuple[SagaState, list[Event]]]


def carry_out(apply: Apply, state: SagaState, seat: str, lines: Sequence[Line], turn: int,
              phase: str) -> tuple[SagaState, list[Event]]:
    """`apply` of the seat's lines, leaving out those that cannot be carried out now."""
    kept = list(lines)
    refused: list[Event] = []
    while True:
        try:
            state_after, events = apply(state, seat, kept, turn)
            return state_after, refused + events
        except IllegalOrderError as exc:
            dropped = _dropped(kept, exc if isinstance(exc, LineRefused)
                               else LineRefused(message_of(exc)))
            kept = [line for line in kept if line not in dropped]
            for line in dropped:
                said = told.line_refused(seat, line.number, message_of(exc))
                refused.append(Event(turn, phase, seat, str(said), (PUBLIC,),
                                     key="saga.line-refused",
                                     args={"seat": seat, "line": line.number,
                                           "reason": str(exc)}))


def _dropped(lines: Sequence[Line], refused: LineRefused) -> list[Line]:
    """The lines a refusal takes away: the line it names and the lines of its band, or
    the lines of the band it names, or (naming nothing) all of them."""
    if refused.line:
        first = [line for line in lines if line.number == refused.line]
        names = {line.args[0].casefold() for line in first if line.verb == "band"}
    elif refused.band:
        first, names = [], {refused.band.casefold()}
    else:
        return list(lines)
    tied = [line for line in lines
            if any(word.casefold() in names for word in line.args)]
    return [line for line in lines if line in first or line in tied] or list(lines)
