"""Counting a screen's layouts while a test presses keys (issue 29: a frame within a
frame; a key that only changes what a few lines say should lay nothing out).

A layout is Textual's `Screen._refresh_layout` arranging the widgets again; a scroll's
(which only moves what is shown, no widget asking to be arranged) is not one. A frame
is the screen's compositor drawing (`Screen._compositor_refresh`). `Counted(screen)`
wraps both on that screen; `press` presses a key and waits for the frame it brings,
then for what is left pending (the messages the key posted), so that every layout the
key asked is counted by the time it returns. Counted, not timed.
"""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot
from textual.screen import Screen

from tests.helpers.waits import until


class Counted:
    """The layouts and frames of `screen` since it was made (or `layouts` set to 0)."""

    def __init__(self, screen: Screen[Any]) -> None:
        self.screen = screen
        self.layouts = 0
        self.frames = 0
        self.laid_out: list[set[str]] = []  # the widgets each layout arranged, by id
        refresh_layout, draw = screen._refresh_layout, screen._compositor_refresh

        def counted_layout(size: Any = None, scroll: bool = False) -> None:
            if not (scroll and not screen._layout_widgets):
                self.layouts += 1
                self.laid_out.append({w.id or type(w).__name__
                                      for w in screen._layout_widgets})
            refresh_layout(size, scroll)

        def counted_frame() -> None:
            self.frames += 1
            draw()

        screen._refresh_layout = counted_layout  # type: ignore[method-assign]
        screen._compositor_refresh = counted_frame  # type: ignore[method-assign]

    def forget(self) -> None:
        """Count from here on."""
        self.layouts = 0
        self.laid_out = []

    async def press(self, pilot: Pilot[Any], key: str) -> None:
        """Press `key` and wait for the frame that shows what it did, and for what it
        left pending."""
        before = self.frames
        await pilot.press(key)
        await until(pilot, lambda: self.frames > before, f"a frame after {key}")
        await pilot.pause()
        await pilot.pause()
