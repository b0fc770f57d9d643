"""The size of a new world as an organiser writes it, "WxH" (such as 24x18): read by
`hexterm edit --new` and by the title's "Edit a world"."""

from __future__ import annotations

import re

MOST_HEXES = 702  # a side of the map, at most (rows ZZ)


def world_size(text: str) -> tuple[int, int] | None:
    """(cols, rows) of "WxH", or None when `text` is not a size of 1 to MOST_HEXES a side."""
    found = re.fullmatch(r"\s*(\d+)\s*[xX×]\s*(\d+)\s*", text)
    if found is None or not all(1 <= int(n) <= MOST_HEXES for n in found.groups()):
        return None
    return int(found[1]), int(found[2])
