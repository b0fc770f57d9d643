"""A terminal smaller than the screens can use: one sentence over the screen at hand
("make the terminal at least 80×24") instead of an unusable form.

`SizeGuard` is mixed into the app: on every resize and every change of screen it puts
a `TooSmall` notice over the screen at hand while the terminal is smaller than
`MIN_SIZE`, and takes it away once it is big enough. Meanwhile the keys and the mouse
reach nothing but the quit keys (`swallows`): nothing is typed into a form the player
cannot see.
"""

from __future__ import annotations

from textual.app import App
from textual.events import Event, Key, MouseEvent
from textual.widgets import Static

from hexterm.i18n import t

MIN_SIZE = (80, 24)
"""The smallest terminal every screen is laid out for (columns, rows)."""
QUIT_KEYS = ("ctrl+q", "ctrl+c")


class TooSmall(Static):
    """The notice over the whole screen."""

    DEFAULT_CSS = """
    TooSmall { overlay: screen; position: absolute; offset: 0 0; width: 100vw;
               height: 100vh; content-align: center middle; text-align: center;
               padding: 1 2; background: $background; text-style: bold; }
    """


def too_small(columns: int, rows: int) -> bool:
    return columns < MIN_SIZE[0] or rows < MIN_SIZE[1]


def notice(columns: int, rows: int) -> str:
    return t("The terminal is {columns}×{rows}: make the terminal at least {need}.",
             columns=columns, rows=rows, need=f"{MIN_SIZE[0]}×{MIN_SIZE[1]}")


class SizeGuard:
    """Mixed in before a Textual App: the notice while the terminal is too small."""

    def guard_size(self) -> None:
        """Put the notice over the screen at hand, or take it away (call on every
        resize and change of screen)."""
        assert isinstance(self, App)
        columns, rows = self.size
        screen = self.screen
        found = screen.query(TooSmall)
        if not too_small(columns, rows):
            found.remove()
        elif found:
            found.first().update(notice(columns, rows))
        else:
            screen.mount(TooSmall(notice(columns, rows)))

    def swallows(self, event: Event) -> bool:
        """Whether `event` (a key, the mouse) is kept from a screen hidden by the notice."""
        assert isinstance(self, App)
        if not too_small(*self.size):
            return False
        if isinstance(event, Key):
            return event.key not in QUIT_KEYS
        return isinstance(event, MouseEvent)
