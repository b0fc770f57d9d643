"""`hexterm.widgets.steady.Steady` told its text as a `Static` (`update`, as the shared
step entry tells its problem line) keeps its room as `show` does; one made with
`shrinks` has its text's height, laid out only when the number of its lines changes
(the line under the tactical board's input: a prompt of two lines for another of two
lays nothing out, one of one line gives the line back to what is above it)."""

from __future__ import annotations

import asyncio

from textual.app import App, ComposeResult
from textual.widgets import Static

from hexterm.widgets.steady import Steady
from tests.helpers.waits import until


class PanelsApp(App[None]):
    """A steady panel, a shrinking one under it and a line under both, 30 columns."""

    CSS = "Steady { width: 30; } #below { height: 1; }"

    def compose(self) -> ComposeResult:
        yield Steady("one\ntwo\nthree", id="kept")
        yield Steady("a\nb", id="shrinks", shrinks=True)
        yield Static("below", id="below")


def test_an_update_keeps_the_room_and_a_shrinking_panel_follows_its_lines() -> None:

    async def run() -> None:
        app = PanelsApp()
        async with app.run_test(size=(40, 12)) as pilot:
            kept = app.query_one("#kept", Steady)
            shrinks = app.query_one("#shrinks", Steady)
            below = app.query_one("#below")
            await pilot.pause()
            assert (kept.region.height, shrinks.region.y, below.region.y) == (3, 3, 5)
            kept.update("one")  # as a Static: the same room, nothing laid out
            assert str(kept.render()) == "one" and not kept._layout_required
            shrinks.update("c\nd")  # two lines for two: nothing laid out
            assert not shrinks._layout_required
            await pilot.pause()
            assert (kept.region.height, shrinks.region.y, below.region.y) == (3, 3, 5)
            assert str(shrinks.render()) == "c\nd"
            shrinks.show("x" * 40)  # 40 characters in 30 columns: two lines again
            assert not shrinks._layout_required
            shrinks.show("e")  # one line: laid out, the line below moves up
            assert shrinks._layout_required
            await until(pilot, lambda: below.region.y == 4, "the panel shrunk")
            assert shrinks.region.height == 1
            kept.update("1\n2\n3\n4")  # more lines than kept: it grows, once
            assert kept._layout_required
            await until(pilot, lambda: below.region.y == 5, "the panel grown")
            assert (kept.region.height, shrinks.region.y) == (4, 4)
            kept.update("1", layout=False)  # a Static's update without a layout
            assert not kept._layout_required

    asyncio.run(run())
