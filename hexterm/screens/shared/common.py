"""What every screen shares: errors said in the player's language (`sentence`), a seat's
faction by its name (`faction_of`), the class "wide" on a big terminal (`Widening`).

Key descriptions in the player's language (`Localised`) are in `hexterm.widgets.localised`,
the floor below, since widgets need them too.
"""

from __future__ import annotations

from textual.dom import DOMNode
from textual.events import Resize

from hexterm.engine.game import Game
from hexterm.i18n import error_said


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
    `fields`, as a SaveError does); else the engine's message, or its sentence translated
    from its pattern where the catalogue has it (`i18n.said`)."""
    return error_said(error)
