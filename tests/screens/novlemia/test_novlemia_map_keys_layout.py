"""A cursor move on the Novlémia map redraws the map and the side panel's text without
laying the screen out again (issue 29: a frame within a frame; the cell panel changing
its text laid the screen out at every arrow key).

Counted, not timed (`tests/helpers/layouts.py`): the screen's layouts while the arrow
keys move the cursor. The cell panel (`hexterm.widgets.steady.Steady`) keeps the most
lines a cell has needed: once the cursor has been over the cells of a walk, walking it
again lays nothing out, the panel and the nation's dashboard below it keep their
place, and the panel says the cell under the cursor.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from hexterm.app import HextermApp
from hexterm.engine.hexgrid import format_label
from hexterm.screens.novlemia.map import NovMap
from hexterm.screens.novlemia.play import NovlemiaScreen
from hexterm.widgets.steady import Steady
from tests.helpers.layouts import Counted
from tests.helpers.novlemia_world import build_world
from tests.helpers.waits import until


@pytest.fixture
def save(tmp_path: Path) -> Path:
    path = tmp_path / "g.hexsave"
    build_world(path)
    return path


WALK = ("right", "s", "left", "w", "d", "q")  # from the explorer's cell and back to it


def test_a_cursor_move_does_not_lay_the_screen_out_again(save: Path) -> None:

    async def run() -> None:
        app = HextermApp(save.parent, save)
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.press("enter")  # the hand-off: alice at the keyboard
            await until(pilot, lambda: isinstance(app.screen, NovlemiaScreen), "the map")
            screen = app.screen
            novmap = screen.query_one(NovMap)
            panel = screen.query_one("#hex", Steady)
            nation = screen.query_one("#faction")
            await until(pilot, lambda: novmap.has_focus, "the map focused")
            start = novmap.cursor
            counted = Counted(screen)
            said = []
            for key in WALK:  # the first walk: the panel may grow to its tallest cell
                await counted.press(pilot, key)
                said.append(str(panel.render()).split("\n")[0])
            assert novmap.cursor == start
            assert len(set(said)) == 4, said  # four cells, each said by its label
            places = (panel.region, nation.region)
            counted.forget()
            for key in WALK * 2:  # again: every cell of it seen, nothing laid out
                await counted.press(pilot, key)
                label = format_label(*novmap.cursor)
                assert str(panel.render()).startswith(label), (key, label)
                assert (panel.region, nation.region) == places
            assert counted.layouts == 0, \
                f"{counted.layouts} layouts in {len(WALK) * 2} moves: {counted.laid_out}"

    asyncio.run(run())
