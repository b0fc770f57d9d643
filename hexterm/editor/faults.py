"""The hexes at fault: where on the map each mistake of a scenario stands.

A mistake says where it is as a path into the parsed scenario (`engine.mistakes`:
``("node", 2, "hex")``, ``("hex", "C05", "influence", "argnet")``). Its hex is the one
named last along that path: a table's `hex` field (a node, a unit), or the key of a
table of hexes. A mistake of no hex (a faction's prefix) marks none.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from hexterm.engine.hexgrid import LabelError, parse_label
from hexterm.engine.mistakes import Mistake, Where

HEX_KEY = "hex"  # a table's field that names its hex; the table of hexes by label


def spot(label: object) -> tuple[int, int] | None:
    """(col, row) of a hex label, or None when it is not one."""
    if not isinstance(label, str):
        return None
    try:
        return parse_label(label)
    except LabelError:
        return None


def hex_of(scenario: Mapping[str, Any], where: Where) -> tuple[int, int] | None:
    """(col, row) of the last hex named along the path `where`, or None."""
    found: tuple[int, int] | None = None
    here: Any = scenario
    previous: str | int | None = None
    for key in where:
        if previous == HEX_KEY and isinstance(key, str):
            found = spot(key) or found
        if isinstance(here, Mapping):
            found = spot(here.get(HEX_KEY)) or found
        inside = (key in here if isinstance(here, Mapping)
                  else isinstance(here, Sequence) and not isinstance(here, str)
                  and isinstance(key, int) and -len(here) <= key < len(here))
        if not inside:
            break
        here = here[key]
        previous = key
    else:
        if isinstance(here, Mapping):
            found = spot(here.get(HEX_KEY)) or found
        elif previous == HEX_KEY:
            found = spot(here) or found
    return found


def hexes_at_fault(scenario: Mapping[str, Any], mistakes: Iterable[Mistake]
                   ) -> set[tuple[int, int]]:
    """(col, row) of every hex some mistake stands on."""
    return {place for mistake in mistakes
            if (place := hex_of(scenario, mistake.where)) is not None}
