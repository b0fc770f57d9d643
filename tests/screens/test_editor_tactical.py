"""The world editor on a tactical board (`hexterm edit board.toml`, issue 30) played with
the pilot: a hex's ground painted, a hex side given its kind toward a direction chosen,
units of a side placed, turned, moved and removed, undo and redo, the live checks of
the ruleset (`scenario_mistakes`) marking the hexes at fault, the file saved with only
the edits, and the pictures of the tactical editor."""

from __future__ import annotations

import asyncio
import tomllib
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Static

from hexterm.editor.document import Document
from hexterm.screens.shared.editor import EditorApp, EditorScreen
from hexterm.screens.tactical.editing import EditedBoard
from tests.helpers.pictures import EVERY_LANGUAGE_AND_SIZE
from tests.helpers.waits import until

BOARD = """\
# A small board for the editor's tests.
title = "Le gué"
ruleset = "tactical"
size = [5, 4]   # columns, rows: A01 to D05
turns = 4
ground = [
  ".....",  # A
  "..~..",  # B: a pool at B03
  ".....",  # C
  ".....",  # D
]

[[unit]]   # alice's spears, in the north
name = "Spears"
seat = "alice"
kind = "formation"
movement = "1"
at = "A02"
facing = "S"
figures = 6
stacking = 3
"""


@pytest.fixture
def board(tmp_path: Path) -> Path:
    path = tmp_path / "gue.toml"
    path.write_text(BOARD, encoding="utf-8")
    return path


def plain(path: Path) -> dict[str, Any]:
    return tomllib.loads(path.read_text("utf-8"))


def drive(path: Path, script: Callable[[Pilot[Any]], Awaitable[None]]) -> None:
    """Run the editor on the file `path` and `script` in it, as the player's keys."""
    async def go() -> None:
        async with EditorApp(Document.open(path)).run_test(size=(100, 30)) as pilot:
            await script(pilot)
    asyncio.run(go())


async def opened(pilot: Pilot[Any]) -> EditorScreen:
    await until(pilot, lambda: isinstance(pilot.app.screen, EditorScreen), "the editor")
    screen = pilot.app.screen
    assert isinstance(screen, EditorScreen)
    return screen


def shown(screen: EditorScreen, id: str) -> str:
    return str(screen.query_one(f"#{id}", Static).render())


async def saved(pilot: Pilot[Any], screen: EditorScreen) -> None:
    await pilot.press("ctrl+s")
    await until(pilot, lambda: not screen.document.changed, "the save")


def test_the_board_is_drawn_as_in_play_with_its_own_keys(board: Path) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        screen = await opened(pilot)
        grid = screen.query_one("#editor-map", EditedBoard)
        assert grid.cell(1, 0)[0] == "S↓ "  # the spears' initial and facing, as in play
        assert grid.cell(2, 1)[0] == " ≈ "  # the pool
        assert shown(screen, "editor-mistakes") == "None found."
        # the Planisphère's roads, rivers and nodes are not the tactical board's keys
        assert not screen.check_action("line", ("road",))
        assert not screen.check_action("node", ())
        assert screen.check_action("side", ()) and screen.check_action("turn", ())
        await pilot.press("n")  # no node here: nothing happens
        assert not screen.document.changed
    drive(board, run)


def test_painting_ground_and_saving_only_the_edit(board: Path) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        screen = await opened(pilot)
        await pilot.press("down", "right", "right", "right")  # B04
        await pilot.press("p", "p")  # the third ground: rough
        assert "Terrain: r rough" in shown(screen, "editor-tools")
        await pilot.press("space")
        assert shown(screen, "editor-hex") == "B04 · rough"
        await pilot.press("P", "P", "P")  # back past clear to the cave
        await pilot.press("down", "space")  # C04: a cave
        await saved(pilot, screen)
    drive(board, run)
    assert board.read_text("utf-8") == BOARD.replace('"..~..",  # B', '"..~r.",  # B') \
        .replace('".....",  # C', '"...C.",  # C')


def test_a_hex_side_toward_the_direction_chosen(board: Path) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        screen = await opened(pilot)
        await pilot.press("down", "right")  # B02
        assert "Side toward: ↑" in shown(screen, "editor-tools")
        await pilot.press("o", "o", "o")  # N, NE, SE, then S
        assert "Side toward: ↓" in shown(screen, "editor-tools")
        await pilot.press("b")  # B02's side toward C02: a road
        assert shown(screen, "editor-hex") == "B02 · clear · side ↓ road"
        await pilot.press("b")  # then rough
        await saved(pilot, screen)
        await pilot.press("down", "o", "o", "o")  # from C02, its side toward B02 (N)
        assert "Side toward: ↑" in shown(screen, "editor-tools")
        await pilot.press("b")  # the same side: rough, then clear again
        assert shown(screen, "editor-hex") == "C02 · clear"
        await pilot.press("up", "up", "b")  # A02's side toward the north is off the board
        assert shown(screen, "editor-said") == "A02 has no side ↑ on the board."
    drive(board, run)
    assert plain(board)["side"] == [{"between": ["B02", "C02"], "kind": "rough"}]


def test_units_placed_turned_moved_and_removed(board: Path) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        screen = await opened(pilot)
        await pilot.press("f")  # the second side: bob (the board has one side, alice)
        assert "Faction: bob\nUnit type: 1, foot" in shown(screen, "editor-tools")
        await pilot.press("t")  # the second class of the sheet: S, mounted
        assert "Unit type: S, mounted" in shown(screen, "editor-tools")
        await pilot.press("down", "down", "down", "u")  # D01
        await pilot.press("k", "k")  # facing N, then NE, then SE
        assert shown(screen, "editor-hex") == "D01 · clear · B1 (bob, mounted ↘)"
        await pilot.press("m", "right", "m")  # to D02
        await pilot.press("up", "up", "up", "k")  # the spears, from S to SW
        await pilot.press("right", "x")  # nothing on A03
        assert shown(screen, "editor-said") == "There is no unit on A03 to remove."
        await saved(pilot, screen)
    drive(board, run)
    units = plain(board)["unit"]
    assert [(u["name"], u["seat"], u["movement"], u["at"], u["facing"]) for u in units] == [
        ("Spears", "alice", "1", "A02", "SW"), ("B1", "bob", "S", "D02", "SE")]

    async def remove(pilot: Pilot[Any]) -> None:
        screen = await opened(pilot)
        await pilot.press("right", "x")  # the spears at A02
        await saved(pilot, screen)
    drive(board, remove)
    assert [u["name"] for u in plain(board)["unit"]] == ["B1"]


def test_undo_and_redo_each_edit(board: Path) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        screen = await opened(pilot)
        await pilot.press("right", "k")  # the spears turned to SW
        await pilot.press("b")  # A02's side toward the north: off the board, refused
        await pilot.press("o", "o", "o", "b")  # its side toward B02: a road
        after = screen.document.text()
        await pilot.press("ctrl+z")
        assert "[[side]]" not in screen.document.text()
        await pilot.press("ctrl+z")
        assert screen.document.text() == BOARD
        await pilot.press("ctrl+z")
        assert shown(screen, "editor-said") == "Nothing to undo."
        await pilot.press("ctrl+y", "ctrl+y")
        assert screen.document.text() == after
        await pilot.press("escape", "escape")  # left without saving
    drive(board, run)
    assert board.read_text("utf-8") == BOARD


def test_the_live_checks_mark_the_hexes_at_fault(board: Path) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        screen = await opened(pilot)
        grid = screen.query_one("#editor-map", EditedBoard)
        await pilot.press("f", "right", "u")  # a unit of bob on A02, with the spears
        panel = shown(screen, "editor-mistakes")
        # the place once, as `hexterm check` says it (the check's "unit 2:" left out)
        assert panel == ("• A02: B1 of bob starts on A02 with Spears of alice: "
                         "enemies never share a hex")
        assert grid.faults == {(1, 0)}
        assert grid.cell(1, 0)[0].endswith("!")
        await pilot.press("m", "down", "right", "m")  # B1 into the pool at B03
        assert grid.faults == {(2, 1)}
        assert "B03 on water ground, which its class (foot) cannot enter" in \
            shown(screen, "editor-mistakes")
        await pilot.press("m", "down", "m")  # onto dry ground at C03: no fault
        assert grid.faults == set()
        assert shown(screen, "editor-mistakes") == "None found."
    drive(board, run)


@EVERY_LANGUAGE_AND_SIZE
def test_snapshot_editor_tactical(board: Path, speak: None, size: tuple[int, int],
                                  snap_compare: Any) -> None:
    """A road side between B02 and C02, a unit of bob on the spears' hex A02: the
    ruleset's checks mark A02 and say why, in the picture's language."""
    async def edited(pilot: Pilot[Any]) -> None:
        await opened(pilot)
        await pilot.press("down", "right", "o", "o", "o", "b")
        await pilot.press("up", "f", "u")
    assert snap_compare(EditorApp(Document.open(board)), terminal_size=size,
                        run_before=edited)
