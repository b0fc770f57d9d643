"""Reading the fields of a scenario's tables: whole numbers, texts and hexes, checked.

Every scenario reader (the world in `scenario`, the economy, quests, accords and
annotations) reads its fields through these, so that every mistake is one
ScenarioError in the same words, naming the table and the field (whole numbers through
the engine's one reader, `hexterm.engine.typed`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hexterm.engine.errors import ScenarioError
from hexterm.engine.hexgrid import GridSize, Hex, LabelError
from hexterm.engine.messages import Message, message_of
from hexterm.engine.planisphere.words import WORDS
from hexterm.engine.typed import MUST, at, whole_field


class FieldError(ScenarioError):
    """A scenario's field refused: `field`, its keys inside the table being read (where
    `hexterm check` places the mistake)."""

    def __init__(self, message: str | Message, field: tuple[str, ...]) -> None:
        self.field = field
        super().__init__(message)


def whole(spec: Mapping[str, Any], key: str, where: str | Message, lo: int, hi: int,
          default: int = 0, field: tuple[str, ...] = ()) -> int:
    """The whole number `spec[key]` (or `default`), from `lo` to `hi` (`field`: its keys
    in the table, when `spec` is not the table: `("influence", faction)`)."""
    try:
        return whole_field(spec.get(key, default), at(where, key), lo, hi, said=MUST)
    except ScenarioError as exc:
        raise FieldError(message_of(exc), field or (key,)) from None


def text(spec: Mapping[str, Any], key: str, where: str | Message, default: str | None = None,
         required: bool = True) -> str:
    """The text `spec[key]` (or `default`); when `required`, not empty."""
    value = spec.get(key, "" if default is None else default)
    if not isinstance(value, str) or (required and not value.strip()):
        raise FieldError(WORDS.phrase("{where}: {key} must be a non-empty text", where=where,
                                         key=key), (key,))
    return value


def words(spec: Mapping[str, Any], key: str, where: str | Message,
          default: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The list of texts `spec[key]` (or `default`): a single text is refused, not read
    letter by letter (``terrains = "mer"``: write ``["mer"]``)."""
    value = spec.get(key, default)
    if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
        raise FieldError(WORDS.phrase("{where}: {key} must be a list of texts, like "
                                      "[{example}]", where=where, key=key,
                                      example=repr(str(value)) if isinstance(value, str)
                                      else '"..."'), (key,))
    return tuple(value)


def hex_on(value: Any, size: GridSize, where: str | Message) -> Hex:
    """The hex labelled `value`, which must be on a map of `size`."""
    if value is None:
        raise ScenarioError(WORDS.phrase("{where}: hex is missing (write hex = \"C05\")",
                                         where=where))
    try:
        place = Hex.parse(str(value))
    except LabelError as exc:
        raise ScenarioError(WORDS.phrase("{where}: {exc}", where=where,
                                         exc=message_of(exc))) from None
    if not size.contains(place):
        raise ScenarioError(WORDS.phrase("{where}: hex {place} is off the {cols}×{rows} map",
                                         where=where, place=place.label, cols=size.cols,
                                         rows=size.rows))
    return place
