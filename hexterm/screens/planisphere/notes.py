"""Sentences the Planisphère's forms and widgets both show: a rule's refusal without the
line number of the orders file (`plain`), a safe-conduct on a unit that does not move
(`idle_note`). Here, below the forms and the widgets, so that a widget imports no screen.
"""

from __future__ import annotations

import re

from hexterm.engine.errors import HextermError
from hexterm.engine.messages import Message
from hexterm.i18n import error_said, said
from hexterm.screens.planisphere.words import phrase

_LINE = re.compile(r"^line \d+: ")


def plain(error: HextermError) -> str:
    """An error as a form shows it, in the player's language: without the line number of
    the orders file (the message of a line holds the refusal itself as `said`)."""
    message = getattr(error, "message", None)
    if isinstance(message, Message) and {"line", "said"} <= set(message.fields):
        return said(message.fields["said"])  # type: ignore[arg-type]
    return _LINE.sub("", error_said(error))


def idle_note(code: str, unit: str) -> str:
    """A safe-conduct on a unit that does not move (`checks.idle_safe_conducts`)."""
    return phrase("{code} goes with {unit}, which does not move this turn: a safe-conduct only "
             "helps a unit that moves, and it is used up all the same.", code=code, unit=unit)
