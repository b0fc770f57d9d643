"""The orders as text (`t` on the map): the text takes the screen's height, ctrl+a
selects all of it, and a unit changed in its order form comes back into the player's
own text: every other line, comment and word as the player wrote it, only that unit's
lines replaced (their comments kept).

The game is the built-in Marches, seed 3: alice (glaces) and bob (liberia); alice's
GLA11 (berserkers) stands on D18, GLA12 (chasseurs-des-cimes) on C11.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Button, Label, Select, TextArea

from hexterm.app import HextermApp
from hexterm.cli import main
from hexterm.engine.hexgrid import Hex
from hexterm.save import drafts, savegame
from hexterm.screens.planisphere.map import HexMap
from hexterm.screens.planisphere.play import PlayScreen
from hexterm.screens.planisphere.widgets.order_form import OrderForm, PathField
from hexterm.screens.shared.orders_editor import OrdersScreen
from tests.helpers.waits import until


@pytest.fixture
def save(tmp_path: Path) -> Path:
    path = tmp_path / "g.hexsave"
    assert main(["new", str(path), "--seed", "3", "--seat", "alice:glaces",
                 "--seat", "bob:liberia"]) == 0
    return path


async def text_view(app: HextermApp, pilot: Pilot[None]) -> TextArea:
    """From alice's hand-off (or her map) to her orders as text."""
    if not isinstance(app.screen, PlayScreen):
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, PlayScreen), "alice's map")
    await pilot.press("t")
    await until(pilot, lambda: isinstance(app.screen, OrdersScreen), "the text")
    return app.screen.query_one(TextArea)


@pytest.mark.parametrize("size", [(80, 24), (160, 48)], ids=["80x24", "160x48"])
def test_the_text_takes_the_screens_height(save: Path, size: tuple[int, int]) -> None:
    """Every line but the heading, the check under the text, the buttons (three lines),
    the padding around them (one line above and below) and the footer: 24 - 8 lines at
    80×24, 48 - 8 at 160×48."""
    async def run() -> None:
        app = HextermApp(save.parent, save)
        async with app.run_test(size=size) as pilot:
            text = await text_view(app, pilot)
            await pilot.pause()
            height = size[1]
            assert text.outer_size.height == height - 8
            problem = app.screen.query_one("#problem", Label)
            buttons = app.screen.query_one("#orders-buttons")
            assert problem.region.y == text.region.bottom  # right under the text
            assert buttons.region.bottom == height - 2  # the padding, then the footer
            assert app.screen.query_one("#submit", Button).region.height == 3

    asyncio.run(run())


def test_ctrl_a_selects_all_the_text(save: Path) -> None:
    async def run() -> None:
        app = HextermApp(save.parent, save)
        async with app.run_test(size=(80, 24)) as pilot:
            text = await text_view(app, pilot)
            whole = text.text
            assert whole.count("\n") == 4  # one line a unit: four units defend
            await pilot.press("ctrl+a")
            assert text.selected_text == whole
            await pilot.press(*"unit GLA11: hide")  # typing replaces what is selected
            assert text.text == "unit GLA11: hide"
            await pilot.press("home")  # home still goes to the start of the line
            assert text.cursor_location == (0, 0)

    asyncio.run(run())


WRITTEN = """\
# alice, turn 1: hold the pass, then move
unit GLA12            # the hunters at C11
  defend              # until bob shows
unité gla11: défendre   # the berserkers stay on D18

[GLA13] defend
"""
AFTER_THE_FORM = """\
# alice, turn 1: hold the pass, then move
unit GLA12            # the hunters at C11
  move S              # until bob shows
unité gla11: défendre   # the berserkers stay on D18

[GLA13] defend
"""


def test_a_form_changes_only_its_units_lines_in_the_players_text(save: Path) -> None:
    """alice writes her orders as text, with comments and French words; the order form
    of GLA12 changes its defence into a move south: the text comes back as she wrote
    it, GLA12's action line alone rewritten, its comment kept where it stood."""
    async def run() -> None:
        app = HextermApp(save.parent, save)
        async with app.run_test(size=(80, 24)) as pilot:
            text = await text_view(app, pilot)
            text.text = WRITTEN
            await pilot.pause()
            assert str(app.screen.query_one("#problem", Label).render()) == "✓"
            await pilot.press("escape")  # the rules accept it: it is the draft
            await until(pilot, lambda: isinstance(app.screen, PlayScreen), "the map")
            play = app.screen
            assert isinstance(play, PlayScreen) and play.draft == WRITTEN
            play.query_one(HexMap).go(*Hex.parse("C11").to_offset())
            await pilot.press("enter")
            await until(pilot, lambda: bool(play.query(OrderForm)), "GLA12's order form")
            play.query_one("#verb", Select).value = "move"
            await pilot.pause()
            play.query_one(PathField).focus()
            await pilot.press("s", "ctrl+s")
            await until(pilot, lambda: not play.query(OrderForm), "the form kept")
            assert play.draft == AFTER_THE_FORM
            game = savegame.load(save)
            assert drafts.kept(save, game.game_id, game.turn, "alice") == AFTER_THE_FORM
            again = await text_view(app, pilot)  # t shows the same text
            assert again.text == AFTER_THE_FORM

    asyncio.run(run())
