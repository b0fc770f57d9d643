"""The Novlémia map draws what is on screen (issue 29: the Novlémia map at the speed of
the terminal), and what it draws is the seat's view.

A frame paints the cells in view, not the world (`HexGrid.painted`); a cursor move
paints its two cells again, and the planned actions' marks paint the cells whose mark
changed, nothing when they stay. On the biggest world a scenario may give (99×99: the
most `map.cols` and `rows` take), every cell known, the screen opened from the hand-off
shows at the cursor alice's explorer and, at each corner and beside it, the cell's
terrain glyph, its resource (none prospected: blank) and its mark (an explorer's
nation letter, lower case for the seat's own), over its label: the labels of so big a
world are four characters (CU99), and the cells as wide as them.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from textual.app import App, ComposeResult

from benchmarks.tui_rulesets import novlemia_game
from hexterm.app import HextermApp
from hexterm.engine.hexgrid import Hex, format_label
from hexterm.save import savegame
from hexterm.screens.novlemia.map import GLYPHS, NovMap
from hexterm.worlds import load_scenario
from tests.helpers.waits import until
from tests.screens.planisphere.test_map_drawing import shown

VIEW = (100, 30)
SIZE = 99


def big_world() -> Any:
    """alice (Scanthénie) and bob (Karvénie) on a 99×99 world, every cell known."""
    scenario, _ = load_scenario("novlemia", None)
    return novlemia_game({**scenario, "map": {"cols": SIZE, "rows": SIZE}}, known=True)


class MapApp(App[None]):
    CSS = "NovMap { width: 1fr; height: 1fr; }"

    def __init__(self, novmap: NovMap) -> None:
        super().__init__()
        self.novmap = novmap

    def compose(self) -> ComposeResult:
        yield self.novmap


def test_a_frame_paints_the_cells_on_screen_and_a_change_only_its_cells() -> None:
    game = big_world()
    view = game.rules.view(game.state, game.seat("alice"))

    async def run() -> None:
        novmap = NovMap(view)
        app = MapApp(novmap)
        async with app.run_test(size=VIEW) as pilot:
            await pilot.pause()
            novmap.scroll_to(0, 0, animate=False, immediate=True)
            novmap.cursor = (1, 1)
            novmap.refresh()  # everything painted again, once
            novmap.painted = 0
            await until(pilot, lambda: novmap.painted > 0, "a frame painted")
            await pilot.pause()
            region = novmap.scrollable_content_region
            stride = novmap.layout_.stride
            assert novmap.layout_.width == len(format_label(SIZE - 1, SIZE - 1)) == 4
            assert 0 < novmap.painted <= (region.width // stride + 2) * region.height
            assert novmap.painted >= (region.width // stride) * (region.height - 1)
            novmap.painted = 0
            novmap.action_step("S")
            await until(pilot, lambda: novmap.cursor == (1, 2), "the cursor moved")
            await pilot.pause()
            assert 0 < novmap.painted <= 4
            novmap.painted = 0
            # two cells of two lines each, and the cursor's cell (C02) where those lines
            # cross it, its reverse video drawn on them again
            novmap.show_marks({"C04": "1", "D05": "?"})
            await pilot.pause()
            assert 0 < novmap.painted <= 2 * 2 + 2
            novmap.painted = 0
            novmap.show_marks({"C04": "1"})  # one mark gone
            await pilot.pause()
            assert 0 < novmap.painted <= 2 + 2
            novmap.painted = 0
            novmap.show_marks({"C04": "1"})  # the same: nothing
            await pilot.pause()
            assert novmap.painted == 0

    asyncio.run(run())


def test_the_map_shows_the_view_at_start_and_at_each_corner(tmp_path: Path) -> None:
    game = big_world()
    path = tmp_path / "big.hexsave"
    savegame.save(path, game)
    state = game.state
    explorers = {nation.explorer: nation.name[0].upper() for nation in state.nations.values()}
    alice = state.nations["scanthenie"]
    explorers[alice.explorer] = "s"  # the seat's own, lower case

    def expected(col: int, row: int) -> tuple[str, str]:
        place = Hex.from_offset(col, row)
        cell = state.cells[place]
        mark = explorers.get(place, "*" if place in state.cities else " ")
        return (GLYPHS[cell.terrain.value] + " " + mark).ljust(4), \
            format_label(col, row).ljust(4)

    async def run() -> None:
        app = HextermApp(path.parent, path)
        async with app.run_test(size=VIEW) as pilot:
            await until(pilot, lambda: bool(app.screen.query("#go")), "the hand-off")
            await pilot.press("enter")  # alice is at the keyboard
            await until(pilot, lambda: bool(app.screen.query(NovMap)), "the map")
            novmap = app.screen.query_one(NovMap)
            await pilot.pause()
            assert novmap.cursor == alice.explorer.to_offset()
            assert shown(novmap, *novmap.cursor) == expected(*novmap.cursor)
            assert shown(novmap, *novmap.cursor)[0][2] == "s"
            last = SIZE - 1
            for col, row in ((0, 0), (last, 0), (0, last), (last, last)):
                novmap.go(col, row)
                await until(pilot, lambda c=col, r=row: novmap.cursor == (c, r), "the cursor")
                await pilot.pause()
                assert shown(novmap, col, row) == expected(col, row)
                beside = (col, row + 1 if row == 0 else row - 1)
                assert shown(novmap, *beside) == expected(*beside)

    asyncio.run(run())
