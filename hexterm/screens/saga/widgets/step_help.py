"""What a SAGA step asks, above the map: a panel that keeps its room as the band in hand
changes (a declaration's help says that band's line first and drops the line that
tells how to take one: a line fewer), and says when its height changes, so that the
screen can keep the map below it in sight.
"""

from __future__ import annotations

from textual.message import Message

from hexterm.widgets.steady import Steady


class StepHelp(Steady):
    """What the step asks, in the room of its tallest text (`hexterm.widgets.steady`:
    the map below it stays where it is, nothing laid out); it says when its height
    changes (the map below it moves)."""

    class Resized(Message):
        """The help's height changed."""

    def on_resize(self) -> None:
        self.post_message(self.Resized())
