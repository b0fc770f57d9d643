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


def whole(spec: Mapping[str, Any], key: str, where: str | Message, lo: int, hi: int,
          default: int = 0) -> int:
    """The whole number `spec[key]` (or `default`), from `lo` to `hi`."""
    return whole_field(spec.get(key, default), at(where, key), lo, hi, said=MUST)


def text(spec: Mapping[str, Any], key: str, where: str | Message, default: str | None = None,
         required: bool = True) -> str:
    """The text `spec[key]` (or `default`); when `required`, not empty."""
    value = spec.get(key, "" if default is None else default)
    if not isinstance(value, str) or (required and not value.strip()):
        raise ScenarioError(WORDS.phrase("{where}: {key} must be a non-empty text", where=where,
                                         key=key))
    return value


def hex_on(value: Any, size: GridSize, where: str | Message) -> Hex:
    """The hex labelled `value`, which must be on a map of `size`."""
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
