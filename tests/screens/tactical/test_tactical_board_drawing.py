"""The tactical board draws what is on screen (issue 29: the tactical board at the speed
of the terminal), and what it draws is the battle's.

A frame paints the hexes in view, not the board (`HexGrid.painted`, the cells worked
out); a cursor move paints its two hexes again, and a unit's reach shown paints the hexes
where it differs from the last, nothing when it is the same. On the biggest board a
scenario may give (128×128: "size's columns" and rows go to 128), the ford's ground
repeated over it, the screen opened from the save shows at the cursor the seat's first
unit (Spears at B04 facing S) and, at each corner of the board and beside it, the
ground the scenario gives there over the hex's label: the labels of a board so big are
five characters (DX128), and the hexes as wide as them.
"""

from __future__ import annotations

import asyncio
import tomllib
from importlib.resources import files
from pathlib import Path
from typing import Any

from textual.app import App, ComposeResult

from hexterm.app import HextermApp
from hexterm.engine import game as games
from hexterm.engine.hexgrid import Hex, format_label, parse_label
from hexterm.engine.seats import Seat
from hexterm.save import savegame
from hexterm.screens.tactical.board import TacticalMap
from tests.helpers.waits import until
from tests.screens.planisphere.test_map_drawing import shown

VIEW = (100, 30)
SIZE = 128
GLYPHS = {".": ".", "=": "=", "r": "r", "d": "d", "~": "≈"}
"""The ground's letters in a scenario and what the board shows for them (its
docstring: . clear, = road, r rough, d difficult, ≈ water)."""


def big_ford() -> tuple[games.Game, list[str]]:
    """The built-in ford's ground repeated over a 128×128 field, its units where they
    were; and the field's rows of letters."""
    scenario: dict[str, Any] = tomllib.loads(
        (files("hexterm") / "scenarios" / "tactical.toml").read_text())
    ground = scenario["ground"]
    rows = [(ground[r % len(ground)] * (SIZE // len(ground[0]) + 1))[:SIZE]
            for r in range(SIZE)]
    scenario = {**scenario, "size": [SIZE, SIZE], "ground": rows}
    return games.new_game("tactical", scenario, [Seat("alice", "North"),
                                                 Seat("bob", "South")], 1), rows


class BoardApp(App[None]):
    CSS = "TacticalMap { width: 1fr; height: 1fr; }"

    def __init__(self, board: TacticalMap) -> None:
        super().__init__()
        self.board = board

    def compose(self) -> ComposeResult:
        yield self.board


def test_a_frame_paints_the_hexes_on_screen_and_a_change_only_its_hexes() -> None:
    game, _ = big_ford()
    battle = game.state.battle

    async def run() -> None:
        board = TacticalMap(battle, game.state.seats)
        app = BoardApp(board)
        async with app.run_test(size=VIEW) as pilot:
            await pilot.pause()
            board.scroll_to(0, 0, animate=False, immediate=True)
            board.cursor = (1, 1)
            board.refresh()  # everything painted again, once
            board.painted = 0
            await until(pilot, lambda: board.painted > 0, "a frame painted")
            await pilot.pause()
            view = board.scrollable_content_region
            stride = board.layout_.stride
            assert board.layout_.width == len(format_label(SIZE - 1, SIZE - 1)) == 5
            # each column of the view paints at most one cell a line, the hex cut by
            # the right edge included: far from the board's 128 columns of 256 lines
            assert 0 < board.painted <= (view.width // stride + 2) * view.height
            assert board.painted >= (view.width // stride) * (view.height - 1)
            # the cursor one hex to the right: its two hexes, two lines each
            board.painted = 0
            board.action_column(1)
            await until(pilot, lambda: board.cursor == (2, 1), "the cursor moved")
            await pilot.pause()
            assert 0 < board.painted <= 4
            # a reach shown on three hexes, then moved by one of them: those hexes
            reach = {Hex.from_offset(3, 2): 2, Hex.from_offset(4, 2): 3,
                     Hex.from_offset(5, 3): 4}
            board.painted = 0
            board.show(reach, {})
            await pilot.pause()
            assert 0 < board.painted <= 3 * 2
            board.painted = 0
            board.show({**reach, Hex.from_offset(5, 3): 5}, {})
            await pilot.pause()
            assert 0 < board.painted <= 2
            board.painted = 0
            board.show({**reach, Hex.from_offset(5, 3): 5}, {})  # the same: nothing
            await pilot.pause()
            assert board.painted == 0

    asyncio.run(run())


def test_the_board_shows_the_battle_at_start_and_at_each_corner(tmp_path: Path) -> None:
    game, rows = big_ford()
    path = tmp_path / "big.hexsave"
    savegame.save(path, game)

    def ground(col: int, row: int) -> tuple[str, str]:
        width = len(format_label(SIZE - 1, SIZE - 1))
        return (GLYPHS[rows[row][col]].center(width),
                format_label(col, row).center(width))

    async def run() -> None:
        app = HextermApp(path.parent, path)
        async with app.run_test(size=VIEW) as pilot:
            await until(pilot, lambda: bool(app.screen.query(TacticalMap)), "the board")
            board = app.screen.query_one(TacticalMap)
            await pilot.pause()
            # at start: alice's first unit, Spears at B04 facing S (its first three
            # letters, the arrow ↓, no mark), over its label
            assert board.cursor == parse_label("B04")
            assert shown(board, *board.cursor) == ("Spe↓ ", " B04 ")
            last = SIZE - 1
            for col, row in ((0, 0), (last, 0), (0, last), (last, last)):
                board.go(col, row)
                await until(pilot, lambda c=col, r=row: board.cursor == (c, r), "the cursor")
                await pilot.pause()
                assert shown(board, col, row) == ground(col, row)
                beside = (col, row + 1 if row == 0 else row - 1)
                assert shown(board, *beside) == ground(*beside)

    asyncio.run(run())
