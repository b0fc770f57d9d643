"""A seat given to another person (issue 30: "replace a player (a new name or a bot for a
seat, keys and PIN reset)"): the new player's name is the one players see for the seat
(the hand-off, the lists of who has given and who is awaited, the folder's overview
and `hexterm show FOLDER`), the seat keeping its identity: its name in the log and the
commands, and its faction. The served menu: tests/ssh/test_organiser_replaced_served.py."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Button, DataTable

from hexterm.app import HextermApp
from hexterm.cli import main
from hexterm.save import savegame
from hexterm.screens.shared.handoff import HandOffScreen
from hexterm.screens.shared.overview import OverviewScreen
from hexterm.screens.shared.title import TitleScreen
from hexterm.table import Table
from tests.helpers.waits import until
from tests.screens.test_organiser import run, tiny_game

LIBERIA = "Empire de Libéria"  # bob's faction in tests/fixtures/tiny.toml


@pytest.fixture
def save(tmp_path: Path) -> Path:
    """The tiny world, alice's orders given, bob's seat then given to carol."""
    path = tiny_game(tmp_path / "saves")
    Table(path).submit("alice", "unit GLA4\n  move SE S\n")
    assert main(["seat", "replace", str(path), "bob", "--by", "carol",
                 "--reason", "bob moved abroad"]) == 0
    return path


def text(screen: Any, selector: str) -> str:
    return str(screen.query_one(selector).render())


def test_the_seat_keeps_its_name_and_faction_and_gets_its_player(save: Path) -> None:
    game = savegame.load(save)
    bob = game.seat("bob")
    assert (bob.name, bob.faction, bob.player, bob.played_by) == (
        "bob", "liberia", "carol", "carol")
    assert game.log[-1].args == {"seat": "bob", "player": "carol",
                                 "reason": "bob moved abroad"}
    assert main(["seat", "replace", str(save), "bob", "--bot", "--reason", "carol left"]) == 0
    assert savegame.load(save).seat("bob").player == ""  # the program plays it now


def test_the_hand_off_calls_the_new_player_with_the_seats_faction(save: Path) -> None:
    async def body(pilot: Pilot[Any]) -> None:
        await until(pilot, lambda: isinstance(pilot.app.screen, HandOffScreen), "hand-off")
        await pilot.pause()
        screen = pilot.app.screen
        assert screen.seat.name == "bob"  # type: ignore[attr-defined]
        assert text(screen, "#call") == f"Pass the keyboard to carol ({LIBERIA})"
        assert "until carol is at the keyboard" in text(screen, "#privacy")
        assert str(screen.query_one("#go", Button).label) == "I am carol: show my game"
        assert text(screen, "#status") == "Given: alice\nAwaited: carol for bob"
    run(HextermApp(save.parent, save), body)


def test_at_their_own_terminal_the_new_player_is_named(save: Path) -> None:
    async def body(pilot: Pilot[Any]) -> None:
        await until(pilot, lambda: isinstance(pilot.app.screen, HandOffScreen), "hand-off")
        await pilot.pause()
        assert text(pilot.app.screen, "#call") == f"carol ({LIBERIA}) plays at this terminal"
    run(HextermApp(save.parent, save, "bob"), body)


def test_the_seat_list_in_french(save: Path) -> None:
    from hexterm.i18n import set_language

    set_language("fr")
    try:
        async def body(pilot: Pilot[Any]) -> None:
            await until(pilot, lambda: isinstance(pilot.app.screen, HandOffScreen),
                        "hand-off")
            await pilot.pause()
            status = text(pilot.app.screen, "#status")
            assert status.endswith("carol pour bob"), status
            assert "carol" in text(pilot.app.screen, "#call")
        run(HextermApp(save.parent, save), body)
    finally:
        set_language("en")


def test_the_overview_names_the_new_player(save: Path) -> None:
    async def body(pilot: Pilot[Any]) -> None:
        await until(pilot, lambda: isinstance(pilot.app.screen, TitleScreen), "the title")
        await pilot.press("down", "down", "enter")
        await until(pilot, lambda: isinstance(pilot.app.screen, OverviewScreen), "overview")
        screen = pilot.app.screen
        await until(pilot, lambda: screen.query_one(DataTable).row_count == 1, "the row")
        cells = [str(c) for c in screen.query_one(DataTable).get_row_at(0)]
        assert "carol for bob" in cells, cells
        detail = text(screen, "#overview-detail")
        assert "Given: alice; Awaited: carol for bob" in detail
    run(HextermApp(save.parent), body, size=(160, 40))


def test_show_folder_names_the_new_player_and_its_json_the_seat(
        save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    capsys.readouterr()
    assert main(["show", str(save.parent)]) == 0
    assert "Given: alice; Awaited: carol for bob" in capsys.readouterr().out
    assert main(["show", str(save.parent), "--json"]) == 0
    [row] = json.loads(capsys.readouterr().out)
    assert row["awaited"] == ["bob"]  # the seat, as the commands name it


