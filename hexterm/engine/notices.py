"""What a player is told when something asks for them (issue 28): a `Notice`.

The engine says *what* happened and *to whom*; it knows no terminal, no command and no
clock. Whoever changes a game (the Table, `hexterm tick`, `hexterm serve`) collects the
notices of the change and hands them on: to a connected player's terminal (the bell, a
desktop notification sequence) and to the command the organiser configured
(`hexterm.notify`), with the notice as JSON on its standard input.

A notice is addressed to one seat; an event everyone is told of (a step extended, a
step resolved) is one notice per seat.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from hexterm.engine.messages import Message

STEP_OPENED: Final = "step-opened"
"""A step opens that awaits the seat (a new turn's orders, a new step of a turn)."""
YOUR_GO: Final = "your-go"
"""Within a step, the seat becomes awaited (a declaration in turn comes to them)."""
REMINDER: Final = "reminder"
"""The deadline is near and the seat has not given its input."""
RESOLVED: Final = "resolved"
"""The step the seat played in was resolved."""
EXTENDED: Final = "extended"
"""The step was extended: someone missed the deadline with an excuse left."""
MISSED: Final = "missed"
"""The seat missed the deadline: the rule applied to it (an excuse, the default
input, the bot)."""
PAUSED: Final = "paused"
"""The game is paused (the organiser's, or every player asked)."""
RESUMED: Final = "resumed"
"""The game is resumed: the deadline runs again with the time that was left."""

TAKEN_BACK: Final = "taken-back"
"""The organiser took back the last resolved step, for the reason the notice says."""

KINDS: Final = (STEP_OPENED, YOUR_GO, REMINDER, RESOLVED, EXTENDED, MISSED, PAUSED,
                RESUMED, TAKEN_BACK)


@dataclass(frozen=True, slots=True)
class Notice:
    """One thing to tell one seat: the kind (one of `KINDS`), the seat, the game (its
    id, title and ruleset), the turn and the step's key it is about, the step's deadline
    (seconds since the epoch; None when the step has none or the game is paused), and
    what happened, as a message (said in the player's language by whoever shows it)."""

    kind: str
    seat: str
    game_id: str
    title: str
    ruleset: str
    turn: int
    step: str
    deadline: int | None
    message: Message
