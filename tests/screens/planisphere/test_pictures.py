"""Pictures of the main flow (hand-off → map → order form → units → confirmation →
resolution → reports) at 80×24 and 160×48, in English and in French; the map as it
opens (on the seat's first unit) and the orders as text at 80×24 and 160×48 in
English, 80×24 in French.

Each picture was looked at before it was accepted (see docs/screens.md for how). The
game is the built-in Marches, seed 3, alice (Royaume des Glaces) and bob (Empire de
Libéria) at the keyboard, two bots.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Select

from hexterm import i18n
from hexterm.app import HextermApp
from hexterm.cli import main
from hexterm.engine.hexgrid import Hex
from hexterm.screens.planisphere.map import HexMap
from hexterm.screens.planisphere.widgets.order_form import OrderForm, PathField
from tests.helpers.pictures import LANGUAGES_AND_SIZES
from tests.helpers.waits import settled, until

Steps = Callable[[Pilot[None]], Awaitable[None]]
SIZES = [(80, 24), (160, 48)]


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.set_language(request.param)
    try:
        yield request.param
    finally:
        i18n.set_language("en")


@pytest.fixture
def game(tmp_path: Path) -> Path:
    path = tmp_path / "g.hexsave"
    assert main(["new", str(path), "--seed", "3", "--seat", "alice:glaces",
                 "--seat", "bob:liberia", "--seat", "carol:coelion:bot",
                 "--seat", "dan:guilde:bot"]) == 0
    return path


async def draw_move(pilot: Pilot[None]) -> None:
    """Alice opens GLA12's form on C11 and draws S S S: the third step is refused."""
    await pilot.press("enter")
    screen = pilot.app.screen
    screen.query_one(HexMap).go(*Hex.parse("C11").to_offset())
    await pilot.press("enter")
    await pilot.pause()
    pilot.app.screen.query_one("#verb", Select).value = "move"
    await pilot.pause()
    pilot.app.screen.query_one(PathField).focus()
    await pilot.press("s", "s", "s")
    await pilot.pause()


async def units_list(pilot: Pilot[None]) -> None:
    await draw_move(pilot)
    await pilot.press("backspace", "ctrl+s", "u")
    await pilot.pause()


async def confirmation(pilot: Pilot[None]) -> None:
    """The move kept, the form closed and the map drawn again under the confirmation
    (the picture shows the panel's scroll bar through the dialog's margin)."""
    await draw_move(pilot)
    await pilot.press("backspace", "ctrl+s")
    await until(pilot, lambda: not pilot.app.screen.query(OrderForm), "the form closing")
    await pilot.pause()
    await pilot.press("ctrl+s")
    await pilot.pause()


async def reports(pilot: Pilot[None]) -> None:
    """Both humans submit, the turn is resolved, alice reads her reports."""
    await confirmation(pilot)
    await pilot.press("y")
    await settled(pilot)
    await pilot.press("enter", "t", "ctrl+s", "y")  # bob: every unit defends
    await settled(pilot)
    await pilot.press("enter")  # alice again, turn 2: her reports come first
    await pilot.pause()


async def hand_off(pilot: Pilot[None]) -> None:
    await pilot.pause()


async def the_map(pilot: Pilot[None]) -> None:
    await pilot.press("enter", "d", "d", "s")
    await pilot.pause()


async def orders_text(pilot: Pilot[None]) -> None:
    await pilot.press("enter", "t")
    await pilot.pause()


async def map_opens(pilot: Pilot[None]) -> None:
    """Alice's map as it opens: on her first unit, GLA11 on D18."""
    await pilot.press("enter")
    await pilot.pause()


FLOW: dict[str, Steps] = {"hand_off": hand_off, "map": the_map, "order_form": draw_move,
                          "units": units_list, "confirm": confirmation,
                          "orders_text": orders_text, "reports": reports,
                          "map_opens": map_opens}
MAIN = ("hand_off", "map", "order_form", "reports")


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "160x48"])
@pytest.mark.parametrize("step", MAIN)
def test_main_screens(step: str, size: tuple[int, int], lang: str, game: Path,
                      snap_compare: Any) -> None:
    app = HextermApp(game.parent, game)
    assert snap_compare(app, terminal_size=size, run_before=FLOW[step])


@LANGUAGES_AND_SIZES
@pytest.mark.parametrize("step", ["map_opens", "orders_text"])
def test_the_map_as_it_opens_and_the_orders_as_text(step: str, speak: None,
                                                      size: tuple[int, int], game: Path,
                                                      snap_compare: Any) -> None:
    """The map opens on the seat's unit, the cursor on it; the text fills the screen."""
    app = HextermApp(game.parent, game)
    assert snap_compare(app, terminal_size=size, run_before=FLOW[step])


@pytest.mark.parametrize("step", ["units", "confirm"])
def test_other_screens(step: str, lang: str, game: Path, snap_compare: Any) -> None:
    app = HextermApp(game.parent, game)
    assert snap_compare(app, terminal_size=(80, 24), run_before=FLOW[step])


def test_title_screen(lang: str, game: Path, snap_compare: Any) -> None:
    assert snap_compare(HextermApp(game.parent), terminal_size=(80, 24))
