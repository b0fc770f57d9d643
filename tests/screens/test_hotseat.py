"""The hot-seat screens: hand-off, turn, orders, resolution, reports (driven by Pilot),
and snapshot pictures of the main screens at 80×24 and 160×48."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Select

from hexterm.app import HextermApp
from hexterm.cli import main
from hexterm.engine.hexgrid import Hex
from hexterm.screens.dialogs.confirm import ConfirmSubmit
from hexterm.screens.planisphere.map import HexMap
from hexterm.screens.planisphere.play import PlayScreen
from hexterm.screens.planisphere.reports import ReportsScreen
from hexterm.screens.planisphere.widgets.order_form import OrderForm, PathField
from hexterm.screens.shared.handoff import HandOffScreen
from hexterm.screens.shared.orders_editor import OrdersScreen
from tests.helpers.waits import settled

SEATS = ["--seat", "alice:glaces", "--seat", "bob:liberia", "--seat", "carol:coelion:bot",
         "--seat", "dan:guilde:bot"]


@pytest.fixture
def saves(tmp_path: Path) -> Path:
    folder = tmp_path / "saves"
    folder.mkdir()
    assert main(["new", str(folder / "g.hexsave"), "--seed", "3", *SEATS]) == 0
    return folder


def screen_text(app: HextermApp) -> str:
    """Every piece of text on the current screen, as rendered."""
    return "\n".join(str(w.render()) for w in app.screen.query("Static, Label, Button"))


def test_a_full_turn_for_two_players(saves: Path) -> None:
    asyncio.run(_a_full_turn_for_two_players(saves))


async def _a_full_turn_for_two_players(saves: Path) -> None:
    app = HextermApp(saves, saves / "g.hexsave")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandOffScreen)
        assert "Pass the keyboard to alice (Royaume des Glaces)" in screen_text(app)
        await pilot.click("#go")
        await pilot.pause()
        assert isinstance(app.screen, PlayScreen) and app.screen.seat.name == "alice"
        # Alice's GLA12 stands on C11 (the Marches start): the cursor goes there, enter
        # opens its order form, the move is drawn with s (south) and kept.
        app.screen.query_one(HexMap).go(*Hex.parse("C11").to_offset())
        await pilot.press("enter")
        await pilot.pause()
        app.screen.query_one("#verb", Select).value = "move"
        await pilot.pause()
        app.screen.query_one(PathField).focus()
        await pilot.press("s", "ctrl+s")
        await pilot.pause()
        assert not app.screen.query(OrderForm)
        await pilot.press("ctrl+s")  # submit the turn: asks first
        await pilot.pause()
        assert isinstance(app.screen, ConfirmSubmit)
        await pilot.press("y")
        await settled(pilot)
        assert isinstance(app.screen, HandOffScreen)
        assert "Pass the keyboard to bob (Empire de Libéria)" in screen_text(app)
        assert "Given: alice" in screen_text(app)
        await pilot.click("#go")
        await pilot.pause()
        await pilot.press("t")  # bob writes his orders as text: every unit defends
        await pilot.pause()
        assert isinstance(app.screen, OrdersScreen)
        await pilot.press("ctrl+s")
        await pilot.pause()
        await pilot.press("y")
        await settled(pilot)
        # Both humans have given orders: the turn is resolved (bots write theirs), saved,
        # and the keyboard goes back to alice, whose reports come first.
        assert app.table is not None and app.table.game.turn == 2
        assert isinstance(app.screen, HandOffScreen)
        assert "Pass the keyboard to alice (Royaume des Glaces)" in screen_text(app)
        await pilot.click("#go")
        await pilot.pause()
        assert isinstance(app.screen, ReportsScreen)
        assert "GLA12: move: done" in screen_text(app)
    from hexterm.save import savegame

    assert savegame.load(saves / "g.hexsave").turn == 2


def test_orders_errors_show_before_submitting(saves: Path) -> None:
    asyncio.run(_orders_errors_show_before_submitting(saves))


async def _orders_errors_show_before_submitting(saves: Path) -> None:
    app = HextermApp(saves, saves / "g.hexsave")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.click("#go")
        await pilot.press("t")
        await pilot.pause()
        app.screen.query_one("TextArea").text = "unit GLA12: move X\n"  # type: ignore[attr-defined]
        await pilot.pause()
        assert "line 1: move: 'X' is not a direction" in screen_text(app)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, OrdersScreen)  # refused: nothing was submitted
    from hexterm.save import savegame

    assert savegame.load(saves / "g.hexsave").orders == {}


def test_the_hand_off_screen_reveals_nothing_of_anyone(saves: Path) -> None:
    asyncio.run(_the_hand_off_screen_reveals_nothing_of_anyone(saves))


async def _the_hand_off_screen_reveals_nothing_of_anyone(saves: Path) -> None:
    from hexterm.engine import game as games
    from hexterm.save import savegame

    game = savegame.load(saves / "g.hexsave")
    game = games.submit_orders(game, "alice", "unit GLA12: move S\n")
    savegame.save(saves / "g.hexsave", game)
    app = HextermApp(saves, saves / "g.hexsave")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandOffScreen)
        text = screen_text(app)
        assert "Pass the keyboard to bob (Empire de Libéria)" in text
        # No map, no unit code, no hex label, no chest, no orders of alice or bob:
        assert not app.screen.query("HexMap")
        for secret in ("GLA", "LIB", "D18", "DA", "move", "Chest", "Reserve"):
            assert secret not in text
        assert "Given: alice" in text and "Awaited: bob" in text


def snapshot_app(saves: Path) -> HextermApp:
    return HextermApp(saves, saves / "g.hexsave")


def test_snapshot_population_layer(saves: Path, snap_compare: Any) -> None:
    assert snap_compare(snapshot_app(saves), terminal_size=(80, 24),
                        press=["enter", "l", "l", "l", "l"])


def test_a_damaged_save_is_named_in_one_sentence_and_the_title_comes_back(
        saves: Path) -> None:
    asyncio.run(_a_damaged_save_is_named_in_one_sentence(saves))


async def _a_damaged_save_is_named_in_one_sentence(saves: Path) -> None:
    from hexterm.screens.shared.title import TitleScreen

    damaged = saves / "g.hexsave"
    data = bytearray(damaged.read_bytes())
    data[len(data) // 2] ^= 0xFF  # one flipped byte in the body: the checksum fails
    damaged.write_bytes(bytes(data))
    app = HextermApp(saves, damaged)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        [notice] = app._notifications
        assert notice.severity == "error"
        assert str(damaged) in notice.message and "\n" not in notice.message
        assert "Traceback" not in notice.message
