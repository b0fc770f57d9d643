"""Running a command of the command palette in a pilot test, as a player does: ctrl+p,
the command's title typed, enter once the palette has found it."""

from __future__ import annotations

from textual.command import CommandList, CommandPalette
from textual.pilot import Pilot

from tests.helpers.waits import until


async def run_command(pilot: Pilot[object], title: str) -> None:
    """Open the palette, type `title`, wait until it is the highlighted command (the
    palette searches in a worker, a little at a time), and run it."""
    app = pilot.app
    await pilot.press("ctrl+p")
    await until(pilot, lambda: isinstance(app.screen, CommandPalette), "the palette")
    palette = app.screen
    await pilot.press(*title)

    def found() -> bool:
        shown = palette.query_one(CommandList)
        return shown.highlighted is not None and title in str(
            shown.get_option_at_index(shown.highlighted).prompt)

    await until(pilot, found, f"the palette's {title!r}")
    await pilot.press("enter")
    await pilot.pause()
