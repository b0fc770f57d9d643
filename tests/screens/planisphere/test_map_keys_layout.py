"""A cursor move on the Planisphère map redraws the map and the side panel's text without
laying the screen out again (issue 29: a frame within a frame; one layout a key was the
side panel changing height at each move).

Counted, not timed (`tests/helpers/layouts.py`): the screen's layouts (Textual's
`Screen._refresh_layout` arranging the widgets again; a scroll's, which only moves what
is shown, is not one) while the arrow keys move the cursor. The side panel
(`hexterm.widgets.steady.Steady`) keeps the most lines a hex has needed: once the
cursor has been over the hexes of a walk, walking it again lays nothing out, the hex
panel and the dashboard below it keep their place, and the panel says the hex under the
cursor.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.app import App, ComposeResult
from textual.widgets import Static

from hexterm.app import HextermApp
from hexterm.cli import main
from hexterm.engine.hexgrid import Hex, format_label
from hexterm.screens.planisphere.map import HexMap
from hexterm.widgets.steady import Steady
from tests.helpers.layouts import Counted
from tests.helpers.waits import until


@pytest.fixture
def path(tmp_path: Path) -> Path:
    """A new game on the Marches, seed 3: alice (glaces) and bob (liberia)."""
    save = tmp_path / "g.hexsave"
    assert main(["new", str(save), "--seed", "3", "--seat", "alice:glaces",
                 "--seat", "bob:liberia"]) == 0
    return save


WALK = ("right", "s", "left", "w", "d", "q")  # around F20 and back to it


def test_a_cursor_move_does_not_lay_the_screen_out_again(path: Path) -> None:

    async def run() -> None:
        app = HextermApp(path.parent, path)
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.press("enter")  # the hand-off: alice at the keyboard
            await until(pilot, lambda: bool(app.screen.query(HexMap)), "the map")
            screen = app.screen
            hexmap = screen.query_one(HexMap)
            panel = screen.query_one("#hex", Steady)
            faction = screen.query_one("#faction", Static)
            counted = Counted(screen)
            hexmap.go(*Hex.parse("F20").to_offset())
            await until(pilot, lambda: str(panel.render()).startswith("F20"), "F20 said")
            for key in WALK:  # the first walk: the panel may grow to its tallest hex
                await counted.press(pilot, key)
            await pilot.pause()
            assert hexmap.cursor == Hex.parse("F20").to_offset()
            places = (panel.region, faction.region)
            counted.forget()
            for key in WALK * 2:  # again: every hex of it seen, nothing laid out
                await counted.press(pilot, key)
                label = format_label(*hexmap.cursor)
                assert str(panel.render()).startswith(label), (key, label)
                assert (panel.region, faction.region) == places
            assert counted.layouts == 0, f"{counted.layouts} layouts in {len(WALK) * 2} moves"

    asyncio.run(run())


class PanelApp(App[None]):
    """A Steady panel above a line of text, 30 columns wide."""

    CSS = "Steady { width: 30; } #below { height: 1; }"

    def compose(self) -> ComposeResult:
        yield Steady("one\ntwo\nthree", id="panel")
        yield Static("below", id="below")


def test_a_steady_panel_grows_to_its_tallest_text_and_keeps_that_room() -> None:
    """Three lines, then one: the same room, the line below in its place, no layout;
    then five: the panel grows (one layout), the line below moves down; a 40-character
    line wraps in 30 columns: two lines, within the five kept."""

    async def run() -> None:
        app = PanelApp()
        async with app.run_test(size=(40, 12)) as pilot:
            panel = app.query_one(Steady)
            below = app.query_one("#below")
            await pilot.pause()
            assert panel.region.height == 3 and below.region.y == 3
            panel.show("one")
            await pilot.pause()
            assert str(panel.render()) == "one"
            assert panel.region.height == 3 and below.region.y == 3
            assert not panel._layout_required
            panel.show("1\n2\n3\n4\n5")
            assert panel._layout_required  # it needs more lines than it kept
            await until(pilot, lambda: below.region.y == 5, "the panel grown")
            assert panel.region.height == 5
            panel.show("x" * 40)
            await pilot.pause()
            assert not panel._layout_required
            assert panel.needed(30) == 2 and panel.region.height == 5

    asyncio.run(run())
