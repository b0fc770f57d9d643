"""The engine's exceptions, by kind.

Malformed input (it cannot be read) and illegal input (it reads, but the rules forbid
it) are different classes, both ``ValueError``s, as in python-chess. Every message is
one sentence that quotes the offending value and, where it helps, where it was found.
"""

from __future__ import annotations


class HextermError(Exception):
    """Base of every error the engine raises on purpose."""


class OrderSyntaxError(HextermError, ValueError):
    """An order that cannot be read (a typo, a missing field, an unknown action)."""

    def __init__(self, message: str, *, line: int | None = None) -> None:
        self.line = line
        super().__init__(f"line {line}: {message}" if line is not None else message)


class IllegalOrderError(HextermError, ValueError):
    """An order that reads well but breaks a rule in the current state."""

    def __init__(self, message: str, *, line: int | None = None, field: str = "") -> None:
        self.line = line
        self.field = field
        super().__init__(f"line {line}: {message}" if line is not None else message)


class ScenarioError(HextermError, ValueError):
    """A scenario (a world description) that is malformed or inconsistent."""


class SeatError(HextermError, ValueError):
    """An unknown seat, a wrong PIN, or a seat that may not do what was asked."""


class RulesetError(HextermError, ValueError):
    """An unknown ruleset, or a state that does not belong to the ruleset."""


class StateError(HextermError, ValueError):
    """A saved game whose contents do not hold together (a unit off the map, a faction
    that does not exist, a state the rules cannot show or play)."""
