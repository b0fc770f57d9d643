"""French keyboards on the maps: the six direction letters on AZERTY (a z e / q s d) as
on QWERTY (q w e / a s d), the layout chosen in the command palette or found from the
first z or w pressed on a map; the six directions with the arrows (shift for the other
neighbour on a side); the help saying the letters of the layout in use."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest

from hexterm import i18n
from hexterm.app import HextermApp
from hexterm.cli import main
from hexterm.helptexts.helptext import HelpText
from hexterm.screens.planisphere.map import HexMap
from hexterm.screens.planisphere.play import PlayScreen
from hexterm.screens.shared.handoff import HandOffScreen
from hexterm.screens.shared.help import plain_lines, sections
from hexterm.widgets import keyboard
from hexterm.widgets.hexgrid import step_bindings
from tests.helpers.palette import run_command
from tests.helpers.waits import until


@pytest.fixture(autouse=True)
def qwerty() -> Iterator[None]:
    keyboard.set_layout("qwerty")
    i18n.set_language("en")
    yield
    keyboard.set_layout("qwerty")
    i18n.set_language("en")


@pytest.fixture
def save(tmp_path: Path) -> Path:
    path = tmp_path / "g.hexsave"
    assert main(["new", str(path), "--seed", "3", "--seat", "alice:glaces",
                 "--seat", "bob:liberia:bot"]) == 0
    return path


async def open_map(app: HextermApp, pilot: object) -> HexMap:
    await until(pilot, lambda: isinstance(app.screen, HandOffScreen), "hand-off")  # type: ignore[arg-type]
    await pilot.click("#go")  # type: ignore[attr-defined]
    await until(pilot, lambda: isinstance(app.screen, PlayScreen), "the map")  # type: ignore[arg-type]
    hexmap = app.screen.query_one(HexMap)
    hexmap.focus()
    return hexmap


def test_z_says_azerty_and_the_letters_follow_it(save: Path, tmp_path: Path) -> None:
    """On a QWERTY map z does nothing today; now it moves north and says the keyboard is
    AZERTY: a is then NW and q SW (the other way round from QWERTY); the palette's
    `Keyboard: QWERTY` gives them back."""

    async def go() -> None:
        app = HextermApp(tmp_path, save)
        async with app.run_test(size=(100, 30)) as pilot:
            hexmap = await open_map(app, pilot)
            hexmap.go(4, 6)  # an even column, well inside the map
            await pilot.press("a")  # QWERTY: SW, to (3, 6) (odd columns sit lower)
            await until(pilot, lambda: hexmap.cursor == (3, 6), "SW")
            hexmap.go(4, 6)
            await pilot.press("z")
            await until(pilot, lambda: hexmap.cursor == (4, 5), "north with z")
            assert keyboard.layout() == "azerty"
            await pilot.press("a")  # AZERTY: a is NW, from (4, 5) to (3, 4)
            await until(pilot, lambda: hexmap.cursor == (3, 4), "NW with a")
            await pilot.press("q")  # SW, from the odd column (3, 4): (2, 5)
            await until(pilot, lambda: hexmap.cursor == (2, 5), "SW with q")
            await pilot.press("w")  # w: QWERTY's north, and QWERTY again
            await until(pilot, lambda: hexmap.cursor == (2, 4), "north with w")
            assert keyboard.layout() == "qwerty"
            await run_command(pilot, "Keyboard: AZERTY")
            assert keyboard.layout() == "azerty"
            hexmap.focus()
            await pilot.press("e", "d", "s")  # NE, SE, S are the same keys on both
            # (2, 4) NE -> (3, 4), SE -> (4, 4), S -> (4, 5)
            await until(pilot, lambda: hexmap.cursor == (4, 5), "NE, SE, S")

    asyncio.run(go())


def test_the_arrows_reach_all_six_neighbours(save: Path, tmp_path: Path) -> None:
    async def go() -> None:
        app = HextermApp(tmp_path, save)
        async with app.run_test(size=(100, 30)) as pilot:
            hexmap = await open_map(app, pilot)
            seen = set()
            for key in ("up", "down", "left", "right", "shift+left", "shift+right"):
                hexmap.go(4, 6)
                await pilot.press(key)
                await pilot.pause()
                seen.add(hexmap.cursor)
            # (4, 6) is in an even column: its neighbours, the odd columns lower
            assert seen == {(4, 5), (4, 7), (3, 5), (3, 6), (5, 5), (5, 6)}
            seen = set()
            for key in ("left", "right", "shift+left", "shift+right"):
                hexmap.go(3, 6)  # an odd column
                await pilot.press(key)
                await pilot.pause()
                seen.add(hexmap.cursor)
            assert seen == {(2, 6), (2, 7), (4, 6), (4, 7)}

    asyncio.run(go())


def test_a_path_field_takes_shift_for_the_upper_diagonals() -> None:
    """The order form draws a path with left/right as SW/SE: shift gives NW/NE."""
    keys = {binding.action: binding.key for binding in step_bindings({"SE": "right",
                                                                      "SW": "left"})}
    assert "shift+left" in keys["step('NW')"].split(",")
    assert "shift+right" in keys["step('NE')"].split(",")
    assert "shift" not in keys["step('N')"] + keys["step('S')"]


def test_the_help_says_the_letters_of_the_keyboard() -> None:
    text = HelpText("Map", (("q w e / a s d", "move the cursor NW N NE / SW S SE"),
                            ("x", "press q w e a s d to draw")), "")
    assert "q w e / a s d  move the cursor" in "\n".join(plain_lines(sections(text)))
    assert "shift+← →      the other neighbour on that side" in "\n".join(
        plain_lines(sections(text)))
    keyboard.set_layout("azerty")
    shown = "\n".join(plain_lines(sections(text)))
    assert "a z e / q s d  move the cursor NW N NE / SW S SE" in shown
    assert "press a z e q s d to draw" in shown
    assert "shift+← →      the other neighbour on that side" in shown
    assert "q w e" not in shown
