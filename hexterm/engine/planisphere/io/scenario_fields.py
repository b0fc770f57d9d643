"""Reading the fields of a scenario's tables: whole numbers, texts and hexes, checked.

Every scenario reader (the world in `scenario`, the economy, quests, accords and
annotations) reads its fields through these, so that every mistake is one
ScenarioError in the same words, naming the table and the field (whole numbers through
the engine's one reader, `hexterm.engine.typed`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from hexterm.engine.errors import ScenarioError
from hexterm.engine.hexgrid import GridSize, Hex, LabelError
from hexterm.engine.messages import Message
from hexterm.engine.mistakes import FieldError, in_table
from hexterm.engine.mistakes_found import said_of
from hexterm.engine.planisphere.words import WORDS
from hexterm.engine.typed import MUST, whole_field


class EntryError(FieldError):
    """A refusal placed at an entry of the file: `field`, its path from the top of the
    file (``("node", 2, "market", 1, "side")``), where `hexterm check` says its line."""


@contextmanager
def entry(*where: str | int, error: type[FieldError] = EntryError) -> Iterator[None]:
    """The refusals raised inside placed at the entry `where` of the file (a table of
    an array, a market's listing): at its field when they name one. With `error`
    FieldError, `where` is a field of the table being read (a quest's `listing`)."""
    try:
        yield
    except EntryError:  # placed already, by an entry inside this one
        raise
    except FieldError as exc:
        raise error(said_of(exc), (*where, *exc.field)) from None
    except ScenarioError as exc:
        raise error(said_of(exc), where) from None


def field_error(where: str | Message, what: Message, *field: str | int) -> FieldError:
    """The refusal `what` of the field `field` of the table `where`."""
    return FieldError(in_table(where, what), field)


def whole(spec: Mapping[str, Any], key: str, where: str | Message, lo: int, hi: int,
          default: int = 0, field: tuple[str, ...] = (), what: str | Message = "") -> int:
    """The whole number `spec[key]` (or `default`), from `lo` to `hi` (`field`: its keys
    in the table, when `spec` is not the table: `("influence", faction)`; `what`: the
    field's name said, its key by default), refused in its table `where`."""
    try:
        return whole_field(spec.get(key, default), what or key, lo, hi, said=MUST)
    except ScenarioError as exc:
        raise FieldError(in_table(where, said_of(exc)), field or (key,)) from None


def text(spec: Mapping[str, Any], key: str, where: str | Message, default: str | None = None,
         required: bool = True) -> str:
    """The text `spec[key]` (or `default`); when `required`, not empty."""
    value = spec.get(key, "" if default is None else default)
    if not isinstance(value, str) or (required and not value.strip()):
        raise FieldError(in_table(where, WORDS.phrase("{key} must be a non-empty text",
                                                      key=key)), (key,))
    return value


def words(spec: Mapping[str, Any], key: str, where: str | Message,
          default: tuple[str, ...] = (), field: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The list of texts `spec[key]` (or `default`): a single text is refused, not read
    letter by letter (``terrains = "mer"``: write ``["mer"]``; `field` as for `whole`)."""
    value = spec.get(key, default)
    if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
        raise FieldError(in_table(where, WORDS.phrase(
            "{key} must be a list of texts, like [{example}]", key=key,
            example=repr(str(value)) if isinstance(value, str) else '"..."')), field or (key,))
    return tuple(value)


def hex_on(value: Any, size: GridSize, where: str | Message) -> Hex:
    """The hex labelled `value`, which must be on a map of `size`."""
    if value is None:
        raise ScenarioError(in_table(where, WORDS.phrase("hex is missing (write hex = "
                                                         "\"C05\")")))
    try:
        place = Hex.parse(str(value))
    except LabelError as exc:
        raise ScenarioError(in_table(where, said_of(exc))) from None
    if not size.contains(place):
        raise ScenarioError(in_table(where, WORDS.phrase(
            "hex {place} is off the {cols}×{rows} map", place=place.label, cols=size.cols,
            rows=size.rows)))
    return place


def hex_table(label: str, size: GridSize) -> Hex:
    """The hex of the table `[hex.LABEL]`, which must be on a map of `size`."""
    where = WORDS.phrase("hex {label}", label=label)
    try:
        place = Hex.parse(str(label))
    except LabelError as exc:
        raise ScenarioError(in_table(where, said_of(exc))) from None
    if not size.contains(place):
        raise ScenarioError(in_table(where, WORDS.phrase(
            "this hex is off the {cols}×{rows} map", cols=size.cols, rows=size.rows)))
    return place
