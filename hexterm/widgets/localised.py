"""Key descriptions in the player's language, for every screen and widget.

Textual reads ``BINDINGS`` when a class is created, before the language is chosen, so
descriptions are written in English there and translated when a screen or widget is
made (`Localised`), in the language of that moment; `translate_bindings` does it for
any node (the app's own keys too), and `localise_select_lists` for the list a Textual
`Select` opens (its footer said "esc Dismiss menu" in French).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from textual.dom import DOMNode
from textual.widgets._select import SelectOverlay

from hexterm.i18n import t
from hexterm.widgets.keyboard import lay_out_keys


def translate_bindings(node: DOMNode) -> None:
    """Put the current language's descriptions on `node`'s own key bindings (again
    from the English ones, kept the first time, when the player changes language)."""
    keys = node._bindings.key_to_bindings
    english: dict[str, list[Any]] = node.__dict__.setdefault(
        "_english_bindings", {key: list(bindings) for key, bindings in keys.items()})
    for key, bindings in keys.items():
        keys[key] = [dataclasses.replace(b, description=t(b.description)) if b.description
                     else b for b in english.get(key, bindings)]
    lay_out_keys(node)  # the direction letters of the player's keyboard


BINDINGS = [("escape", "dismiss", "Dismiss menu")]
"""Textual's `SelectOverlay.BINDINGS`, written again here so that the catalogue has its
description (tests/test_localised_select.py checks they are the same)."""


def localise_select_lists() -> None:
    """The list a `Select` opens (Textual's `SelectOverlay`, made inside the Select)
    has its keys translated when it is made, as a `Localised` widget's are; done once a
    process."""
    if getattr(SelectOverlay, "_localised", False):
        return
    made = SelectOverlay.__init__

    def localised(self: SelectOverlay, *args: Any, **kwargs: Any) -> None:
        made(self, *args, **kwargs)
        translate_bindings(self)

    SelectOverlay.__init__ = localised  # type: ignore[method-assign]
    SelectOverlay._localised = True  # type: ignore[attr-defined]


class Localised:
    """Mixed in before a Textual screen or widget: its key descriptions are translated."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        assert isinstance(self, DOMNode)
        translate_bindings(self)
