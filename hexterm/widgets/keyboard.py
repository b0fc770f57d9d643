"""The six direction keys of the hex maps, on the player's keyboard: QWERTY or AZERTY.

The letters are the same six keys under the left hand on both keyboards: NW N NE over
SW S SE, `q w e / a s d` on QWERTY and `a z e / q s d` on AZERTY. `q` and `a` mean
other directions on each, so the layout is chosen (the command palette's
`Keyboard: AZERTY`), or found from the keys pressed: `z` is a direction on AZERTY
only, `w` on QWERTY only, and both always move north, so the first of them a player
presses on a map says their keyboard (`found_by`). The arrows reach all six as well:
up and down go N and S, left and right to a neighbour on that side (the map: the next
column on the same row; a path being drawn: SW and SE), shift+left and shift+right to
the other neighbour on that side.

Textual reads ``BINDINGS`` when a class is made, before the layout is known: the
letters are put on a widget's `step('DIR')` bindings when it is made and again when the
layout changes (`lay_out_keys`, called with the key descriptions'
`hexterm.widgets.localised.translate_bindings`); the help shows the chosen layout's
letters (`in_layout`).
"""

from __future__ import annotations

import dataclasses
import re

from textual.binding import Binding
from textual.dom import DOMNode

LAYOUTS: dict[str, dict[str, str]] = {
    "qwerty": {"NW": "q", "N": "w", "NE": "e", "SW": "a", "S": "s", "SE": "d"},
    "azerty": {"NW": "a", "N": "z", "NE": "e", "SW": "q", "S": "s", "SE": "d"},
}
NAMES = {"qwerty": "QWERTY", "azerty": "AZERTY"}
FOUND_BY = {"z": "azerty", "w": "qwerty"}
"""A letter that is a direction (north) on one layout only, and that layout."""
LETTERS = frozenset(letter for keys in LAYOUTS.values() for letter in keys.values())
STEP = re.compile(r"step\('(\w+)'\)")
_layout = "qwerty"


def layout() -> str:
    """The layout in use: "qwerty" or "azerty"."""
    return _layout


def set_layout(name: str) -> None:
    """Use `name` from now on (ValueError for a layout not in `LAYOUTS`)."""
    global _layout
    if name not in LAYOUTS:
        raise ValueError(f"unknown keyboard layout {name!r} (known: {', '.join(LAYOUTS)})")
    _layout = name


def letters(name: str | None = None) -> str:
    """The six letters as the help writes them: "q w e / a s d"."""
    keys = LAYOUTS[name or _layout]
    return " ".join(keys[d] for d in ("NW", "N", "NE")) + " / " + " ".join(
        keys[d] for d in ("SW", "S", "SE"))


def in_layout(text: str) -> str:
    """`text` (a help's key column or sentence, written for QWERTY) with the letters
    of the layout in use."""
    qwerty = letters("qwerty")
    if _layout == "qwerty":
        return text
    return text.replace(qwerty, letters()).replace(qwerty.replace(" / ", " "),
                                                   letters().replace(" / ", " "))


def step_keys(node: DOMNode) -> dict[str, str]:
    """The letter each `step('DIR')` action of `node` has now, by key (empty: none)."""
    found = {}
    for key, bindings in node._bindings.key_to_bindings.items():
        for binding in bindings:
            match = STEP.fullmatch(binding.action)
            if match and key in LETTERS:
                found[key] = match.group(1)
    return found


def lay_out_keys(node: DOMNode) -> None:
    """Put the letters of the layout in use on `node`'s `step('DIR')` bindings (north
    on both `w` and `z`); a node with no such binding is left as it is."""
    keys = node._bindings.key_to_bindings
    steps: dict[str, Binding] = {}
    for key in list(keys):
        if key not in LETTERS:
            continue
        kept = []
        for binding in keys[key]:
            match = STEP.fullmatch(binding.action)
            if match:
                steps.setdefault(match.group(1), binding)
            else:
                kept.append(binding)
        if kept:
            keys[key] = kept
        else:
            del keys[key]
    for direction, binding in steps.items():
        wanted = [LAYOUTS[_layout][direction]]
        if direction == "N":
            wanted = list(FOUND_BY)
        for letter in wanted:  # a new list: a node's lists are its class's
            keys[letter] = [*keys.get(letter, ()), dataclasses.replace(binding, key=letter)]
