"""The engine's exceptions, by kind.

Malformed input (it cannot be read) and illegal input (it reads, but the rules forbid
it) are different classes, both ``ValueError``s, as in python-chess. Every message is
one sentence that quotes the offending value and, where it helps, where it was found.

An error is raised with a `Message` (`hexterm.engine.messages`) or, in the parts not yet
converted, a plain English sentence; `message` holds the message (None for a plain
sentence), `str(error)` the English sentence either way. The words layer says a message
in the player's language (`hexterm.catalogues.render`).
"""

from __future__ import annotations

from hexterm.engine.messages import Message, MessageError, phrase


class HextermError(MessageError):
    """Base of every error the engine raises on purpose."""


def _at_line(message: str | Message, line: int | None) -> str | Message:
    """The message, said at `line` when there is one (a plain sentence stays one)."""
    if line is None:
        return message
    if isinstance(message, str):
        return f"line {line}: {message}"
    return phrase("line {line}: {said}", line=line, said=message)


class OrderSyntaxError(HextermError, ValueError):
    """An order that cannot be read (a typo, a missing field, an unknown action)."""

    def __init__(self, message: str | Message, *, line: int | None = None) -> None:
        self.line = line
        super().__init__(_at_line(message, line))


class IllegalOrderError(HextermError, ValueError):
    """An order that reads well but breaks a rule in the current state."""

    def __init__(self, message: str | Message, *, line: int | None = None,
                 field: str = "") -> None:
        self.line = line
        self.field = field
        super().__init__(_at_line(message, line))


class ScenarioError(HextermError, ValueError):
    """A scenario (a world description) that is malformed or inconsistent."""


class SeatError(HextermError, ValueError):
    """An unknown seat, a wrong PIN, or a seat that may not do what was asked."""


class RulesetError(HextermError, ValueError):
    """An unknown ruleset, or a state that does not belong to the ruleset."""


class StateError(HextermError, ValueError):
    """A saved game whose contents do not hold together (a unit off the map, a faction
    that does not exist, a state the rules cannot show or play)."""
