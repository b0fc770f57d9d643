"""What a SAGA step asks, above the map: a panel that says when its height changes, so
that the screen can keep the map below it in sight.
"""

from __future__ import annotations

from textual.message import Message
from textual.widgets import Static


class StepHelp(Static):
    """What the step asks; it says when its height changes (the map below it moves)."""

    class Resized(Message):
        """The help's height changed."""

    def on_resize(self) -> None:
        self.post_message(self.Resized())
