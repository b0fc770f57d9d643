"""A cursor move on the tactical board redraws the board and the side panel's text
without laying the screen out again (issue 29: a frame within a frame; the panel of the
hex under the cursor, the activation typed and the prompt under the input, each told
its text again, laid the screen out at every arrow key).

Counted, not timed (`tests/helpers/layouts.py`): the screen's layouts while the arrow
keys move the cursor over the built-in ford, from alice's Spears (B04) around it and
back, nothing typed. The hex panel (`hexterm.widgets.steady.Steady`) keeps the most
lines a hex has needed: once the cursor has been over the hexes of a walk, walking it
again lays nothing out, the panels keep their place, the hex panel says the hex under
the cursor, and the prompt under the input gives an example for the unit selected.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from textual.widgets import TextArea

from hexterm.app import HextermApp
from hexterm.engine.hexgrid import format_label
from hexterm.save import savegame
from hexterm.screens.tactical.board import TacticalMap
from hexterm.screens.tactical.play import TacticalScreen
from hexterm.widgets.steady import Steady
from tests.helpers.layouts import Counted
from tests.helpers.waits import until
from tests.screens.tactical.test_tactical_pictures import the_ford

WALK = ("right", "s", "left", "w", "d", "q")  # around B04 and back to it


def test_a_cursor_move_does_not_lay_the_screen_out_again(tmp_path: Path) -> None:
    path = tmp_path / "ford.hexsave"
    savegame.save(path, the_ford([]))

    async def run() -> None:
        app = HextermApp(tmp_path, path)
        async with app.run_test(size=(100, 30)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, TacticalScreen), "alice's go")
            screen = app.screen
            board = screen.query_one(TacticalMap)
            here = screen.query_one("#tac-here", Steady)
            problem = screen.query_one("#step-problem", Steady)
            await until(pilot, lambda: screen.query_one(TextArea).has_focus, "the input")
            await pilot.press("tab")  # from the input to the board, as the help says
            await until(pilot, lambda: board.has_focus, "the board focused")
            assert board.here().label == "B04"
            await until(pilot, lambda: str(here.render()).startswith("B04"), "B04 said")
            counted = Counted(screen)
            for key in WALK:  # the first walk: the panel may grow to its tallest hex
                await counted.press(pilot, key)
            assert board.here().label == "B04"
            assert "as in Spears: B04" in " ".join(str(problem.render()).split())
            places = [w.region for w in screen.query("#tac-here, #tac-typed, #tac-log, "
                                                       "#step-text, #step-problem")]
            counted.forget()
            for key in WALK * 2:  # again: every hex of it seen, nothing laid out
                await counted.press(pilot, key)
                label = format_label(*board.cursor)
                assert str(here.render()).startswith(label), (key, label)
                assert [w.region for w in screen.query(
                    "#tac-here, #tac-typed, #tac-log, #step-text, #step-problem")] == places
            assert counted.layouts == 0, \
                f"{counted.layouts} layouts in {len(WALK) * 2} moves: {counted.laid_out}"

    asyncio.run(run())
