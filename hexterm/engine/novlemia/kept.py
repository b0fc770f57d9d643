"""A message kept in a Novlémia save, as plain data, and read back: what a Novlémia
event saves of a reason its other args cannot give back (a failure, a purchase, a
trade), so that a report read from the save says it in the player's language (state
version 2). The shape and its strict reading are `hexterm.engine.kept`'s; a message of
Novlémia's domain is kept without naming it.
"""

from __future__ import annotations

from typing import Any

from hexterm.engine import kept
from hexterm.engine.messages import Message
from hexterm.engine.novlemia.words import WORDS


def message_data(message: Message) -> dict[str, Any]:
    """The message as plain data for a save."""
    return kept.message_data(message, WORDS.domain)


def message_from(data: object, depth: int = 0) -> Message | None:
    """The message kept as `data`, or None when it is not one `message_data` writes."""
    return kept.message_from(data, WORDS.domain, depth)
