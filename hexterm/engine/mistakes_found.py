"""A scenario read once, its mistakes gathered as it goes (issue 30): the one reading
behind both `Ruleset.scenario_mistakes` (every mistake at once, for `hexterm check`)
and `new_state` (which refuses the first), so that the loader refuses whatever the
check finds.

A ruleset's reader takes a `Found`, reads each table or field through `Found.read`
(which keeps the ScenarioError a field's reader raises as a `Mistake` where it was, at
the field a `FieldError` names, and gives a default instead), adds its own mistakes
with `Found.add`, and at the end `Found.refuse` raises the first one, said where it
is, when there is any.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, TypeVar

from hexterm.engine.errors import ScenarioError
from hexterm.engine.messages import Message, message_of, phrase
from hexterm.engine.mistakes import (
    FieldError,
    Mistake,
    PlacedError,
    Where,
    in_table,
    unknown_keys,
)

T = TypeVar("T")


class Found:
    """The mistakes found so far in one reading of a scenario, in the order met."""

    def __init__(self) -> None:
        self.mistakes: list[Mistake] = []

    def add(self, where: Where, what: Message) -> None:
        """A mistake at `where`."""
        self.mistakes.append(Mistake(where, what))

    def read(self, where: Where, default: T, reader: Callable[..., T], *args: Any,
             **named: Any) -> T:
        """What `reader(*args, **named)` reads, or `default` with its ScenarioError kept
        as a mistake at `where`."""
        try:
            return reader(*args, **named)
        except FieldError as error:  # a field of the table at `where`: placed at it
            self.refused((*where, *error.field), error)
            return default
        except ScenarioError as error:
            self.refused(where, error)
            return default

    def refused(self, where: Where, error: Exception) -> None:
        """A mistake at `where` saying what `error` says (a refusal of the engine)."""
        self.add(where, said_of(error))

    def keys(self, table: object, known: Iterable[str], where: Where,
             named: str | Message = "") -> None:
        """A mistake for each key of `table` (when it is a table) not among `known`,
        said in the table `named` ("unit 3") when it is given."""
        if not isinstance(table, Mapping):
            return
        for mistake in unknown_keys(table, known, where):
            self.add(mistake.where, in_table(named, mistake.what) if named else mistake.what)

    def refuse(self) -> None:
        """Raise a ScenarioError with the first mistake, when there is one (a
        `PlacedError`: with where it is)."""
        if self.mistakes:
            raise PlacedError(self.mistakes[0].what, self.mistakes[0].where)


def said_of(error: Exception) -> Message:
    """What `error` (a refusal of the engine) says, as a message."""
    said = message_of(error)
    return said if isinstance(said, Message) else phrase("{said}", said=said)


def in_its_table(table: str | Message, reader: Callable[..., T]) -> Callable[..., T]:
    """`reader`, the ScenarioError it raises said in the table `table` (`in_table`: the
    check, which names the table itself, leaves it out)."""
    def read(*args: Any, **named: Any) -> T:
        try:
            return reader(*args, **named)
        except FieldError as error:
            raise FieldError(in_table(table, said_of(error)), error.field) from None
        except ScenarioError as error:
            raise ScenarioError(in_table(table, said_of(error))) from None
    return read


def in_field(field: Where, reader: Callable[..., T], *args: Any, **named: Any) -> T:
    """What `reader(*args, **named)` reads, its ScenarioError a `FieldError` of the
    field `field` of the table being read (``("between", 1)``): placed at its line."""
    try:
        return reader(*args, **named)
    except FieldError as error:
        raise FieldError(said_of(error), (*field, *error.field)) from None
    except ScenarioError as error:
        raise FieldError(said_of(error), field) from None
