"""What every screen shares: key descriptions in the player's language, errors said in
it (`sentence`), a seat's faction by its name (`faction_of`).

Textual reads ``BINDINGS`` when a class is created, before the language is chosen, so
descriptions are written in English there and translated when a screen or widget is
made (`Localised`), in the language of that moment.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from textual.dom import DOMNode
from textual.events import Resize

from hexterm.engine.game import Game
from hexterm.i18n import said, t


def translate_bindings(node: DOMNode) -> None:
    """Put the current language's descriptions on `node`'s own key bindings."""
    keys = node._bindings.key_to_bindings
    for key, bindings in keys.items():
        keys[key] = [dataclasses.replace(b, description=t(b.description)) if b.description
                     else b for b in bindings]


class Localised:
    """Mixed in before a Textual screen or widget: its key descriptions are translated."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        assert isinstance(self, DOMNode)
        translate_bindings(self)


class Widening:
    """Mixed in before a Textual screen: the class "wide" from `WIDE` columns on, so that
    its styles may set panels side by side on a big terminal."""

    WIDE = 120

    def on_resize(self, event: Resize) -> None:
        assert isinstance(self, DOMNode)
        self.set_class(event.size.width >= self.WIDE, "wide")


def faction_of(game: Game, seat: str) -> str:
    """The name of the faction `seat` plays, as its players know it (not its key)."""
    return game.rules.faction_name(game.state, game.seat(seat).faction)


def sentence(error: Exception) -> str:
    """The error's sentence in the player's language, when it says which (`key` and
    `fields`, as a SaveError does); else the engine's sentence, translated from its
    pattern where the catalogue has it (`i18n.said`)."""
    key = getattr(error, "key", "")
    return t(key, **getattr(error, "fields", {})) if key else said(str(error))
