"""What a Planisphère event keeps of a sentence its other args cannot give back (an
order's reason, a battle, what a reconnaissance saw…): the message itself, as plain
data under `KEPT` (state version 7, `hexterm.engine.kept`'s shape), so that a report
read from the save says it in the player's language. The saved English text stays as it
was; a kept message is said only when it still says that text (a damaged or hostile
one is refused, and the text said as saved).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hexterm.engine import kept
from hexterm.engine.messages import Message
from hexterm.engine.planisphere.words import WORDS
from hexterm.engine.ruleset import Event

KEPT = "message"
"""The field of an event's args that keeps a message: an order's reason, or the whole
text of an event whose other args say too little."""


def keep(message: Message) -> dict[str, Any]:
    """The message as plain data for an event's args."""
    return kept.message_data(message, WORDS.domain)


def kept_message(args: Mapping[str, Any], saved: object) -> Message | None:
    """The message the args keep, when it says `saved` (the English the save holds)."""
    found = kept.message_from(args.get(KEPT), WORDS.domain)
    return found if found is not None and str(found) == saved else None


def kept_event(turn: int, phase: str, subject: str, message: Message,
               seen: tuple[str, ...], key: str,
               args: Mapping[str, Any] | None = None) -> Event:
    """An event whose args say too little to make it again: its text the message's
    English, its message kept whole beside its other args."""
    return Event(turn, phase, subject, str(message), seen, key=key,
                 args={**(args or {}), KEPT: keep(message)})
