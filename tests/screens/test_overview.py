"""The organiser's overview screen (issue 28), reached from the title screen: a row a
game of the folder, the time left counting down, the rows read again when a save
changes, the detail of the row under the cursor; `p` pauses or resumes a game, `d`
changes its deadline (a bad duration refused in one sentence), enter opens it. The
clock is the test's (`hexterm.table_deadline.wall_clock`); the players are told of a
pause or a resumption through the folder's notification command."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import DataTable, Input, Label, Static

from hexterm import table_deadline
from hexterm.app import HextermApp
from hexterm.engine.deadlines import HOUR
from hexterm.save import savegame
from hexterm.screens.shared.help import HelpScreen
from hexterm.screens.shared.overview import OverviewScreen
from hexterm.screens.shared.title import TitleScreen
from hexterm.table import Table
from tests.helpers.folder_of_games import NOW, T0, make_folder
from tests.helpers.pictures import EVERY_LANGUAGE_AND_SIZE
from tests.helpers.waits import until


class Clock:
    """The test's clock, moved by the test."""

    def __init__(self) -> None:
        self.now = NOW

    def __call__(self) -> int:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    ticking = Clock()
    monkeypatch.setattr(table_deadline, "wall_clock", ticking)
    return ticking


@pytest.fixture
def folder(tmp_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The folder of games, named "campagnes" from where the test runs (its pictures show
    the same name each run; a French group's folder, read in both languages)."""
    monkeypatch.chdir(tmp_path)
    return make_folder(Path("campagnes"))


async def to_overview(pilot: Pilot[Any]) -> None:
    """From the title, down to "Games of this folder" and enter, as a player does."""
    await until(pilot, lambda: isinstance(pilot.app.screen, TitleScreen), "the title")
    await pilot.press("down", "down", "enter")
    await until(pilot, lambda: isinstance(pilot.app.screen, OverviewScreen), "the overview")
    await pilot.pause()


def cell(screen: OverviewScreen, file: str, column: int) -> str:
    table = screen.query_one("#games", DataTable)
    return str(table.get_cell(file, table.ordered_columns[column].key))


def detail(screen: OverviewScreen) -> str:
    return str(screen.query_one("#overview-detail", Static).render())


def said(screen: OverviewScreen) -> str:
    error = screen.query_one("#overview-error", Label)
    return str(error.render()) if error.display else ""


def test_every_game_a_row_counting_down_and_read_again(folder: Path, clock: Clock) -> None:
    asyncio.run(_rows(folder, clock))


async def _rows(folder: Path, clock: Clock) -> None:
    app = HextermApp(folder)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_overview(pilot)
        screen = app.screen
        assert isinstance(screen, OverviewScreen)
        table = screen.query_one("#games", DataTable)
        assert [str(c.label) for c in table.ordered_columns] == ["File", "Step", "Deadline",
                                                               "Awaited"]
        assert [str(table.get_row_at(i)[0]) for i in range(table.row_count)] == [
            "broken.hexsave", "holiday.hexsave", "quiet.hexsave", "spring.hexsave"]
        assert cell(screen, "broken.hexsave", 1) == "damaged"
        assert cell(screen, "spring.hexsave", 2) == "1 d 19 h left"  # 48 h from T0, at T0 + 5 h
        assert cell(screen, "spring.hexsave", 3) == "bob"
        assert cell(screen, "holiday.hexsave", 2) == "paused: 23 h 00 min"
        assert cell(screen, "quiet.hexsave", 2) == "no deadline"
        assert detail(screen).startswith("broken.hexsave: damaged: ")
        await pilot.press("down", "down", "down")  # spring, and its detail below the table
        await until(pilot, lambda: detail(screen).startswith("spring.hexsave"), "its detail")
        assert "Deadline: 2027-01-17 08:00 UTC (1 d 19 h left)" in detail(screen)
        assert "Misses used: alice 0 of 1, bob 0 of 1" in detail(screen)
        clock.now = NOW + 90  # the time left counts down, nothing read again
        await until(pilot, lambda: cell(screen, "spring.hexsave", 2) == "1 d 18 h left",
                    "the countdown")
        clock.now = T0 + 48 * HOUR
        await until(pilot, lambda: cell(screen, "spring.hexsave", 2) == "due", "due")
        clock.now = NOW
        # Another program: bob bids, the step moves on; the row follows the save.
        Table(folder / "spring.hexsave", resolve_on_last=True, now=lambda: NOW).submit("bob", "0")
        await until(pilot, lambda: cell(screen, "spring.hexsave", 1) != (
            "Turn 1: Bid for the favour of the gods"), "the row read again")
        assert cell(screen, "spring.hexsave", 2) == "2 d 0 h left"  # the next step, timed afresh
        assert table.cursor_row == 3  # still on spring


def test_the_organiser_pauses_resumes_and_changes_a_deadline(folder: Path,
                                                             clock: Clock) -> None:
    asyncio.run(_changes(folder))


async def _changes(folder: Path) -> None:
    app = HextermApp(folder)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_overview(pilot)
        screen = app.screen
        assert isinstance(screen, OverviewScreen)
        (folder / "notify.toml").write_text(  # the players' notification command
            "command = 'cat > \"told-$HEXTERM_SEAT-$HEXTERM_EVENT.json\"'\n")
        await pilot.press("down", "p")  # holiday: paused by its players, resumed
        await until(pilot, lambda: cell(screen, "holiday.hexsave", 2) == "23 h 00 min left",
                    "resumed")
        told = [folder / f"told-{seat}-resumed.json" for seat in ("dan", "eve")]
        await until(pilot, lambda: all(path.exists() and path.read_text().endswith("}")
                                       for path in told), "the players told")
        assert json.loads(told[0].read_text())["game"]["save"].endswith("holiday.hexsave")
        holiday = savegame.load(folder / "holiday.hexsave").timing
        assert holiday is not None and holiday.clock.deadline == NOW + 23 * HOUR
        await pilot.press("p")  # and paused again by the organiser
        await until(pilot, lambda: cell(screen, "holiday.hexsave", 2) == "paused: 23 h 00 min",
                    "paused")
        await pilot.press("down", "d")  # quiet has no deadline: the organiser gives one
        field = screen.query_one("#deadline-input", Input)
        await until(pilot, lambda: field.has_focus, "the deadline's field")
        await pilot.press(*"2 days", "enter")
        await until(pilot, lambda: bool(said(screen)), "the refusal")
        assert said(screen) == ("'2 days' is not a duration: expected a number and a unit, "
                                "such as 90s, 30m, 48h, 3d or 1d12h")
        assert field.display and savegame.load(folder / "quiet.hexsave").timing is None
        field.value = ""
        await pilot.press(*"36h", "enter")
        await until(pilot, lambda: cell(screen, "quiet.hexsave", 2) == "1 d 12 h left",
                    "the new deadline")
        assert not field.display and said(screen) == ""
        quiet = savegame.load(folder / "quiet.hexsave").timing
        assert quiet is not None and quiet.clock.deadline == NOW + 36 * HOUR
        await pilot.press("up", "up", "p")  # broken: nothing to pause, nothing said
        assert said(screen) == ""
        await pilot.press("enter")  # a damaged save says why instead of opening
        await until(pilot, lambda: "not a hexterm save" in said(screen), "why not")
        assert isinstance(app.screen, OverviewScreen)


def test_enter_opens_the_game_under_the_cursor(folder: Path, clock: Clock) -> None:
    asyncio.run(_opens(folder))


async def _opens(folder: Path) -> None:
    app = HextermApp(folder)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_overview(pilot)
        await pilot.press("question_mark")  # its help, then back
        await until(pilot, lambda: isinstance(app.screen, HelpScreen), "the help")
        assert isinstance(app.screen, HelpScreen) and app.screen.topic == "overview"
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, OverviewScreen), "the overview")
        await pilot.press("down", "down", "enter")
        await until(pilot, lambda: not isinstance(app.screen, OverviewScreen)
                    and app.table is not None, "the game opened")
        assert app.table is not None and app.table.path == folder / "quiet.hexsave"


class FirstFrame(OverviewScreen):
    """The overview, keeping its detail as it is when the screen is first drawn (at the
    end of on_mount, before any message of the table)."""

    first = ""

    def on_mount(self) -> None:
        super().on_mount()
        self.first = detail(self)


def test_the_first_frame_has_the_first_rows_detail(folder: Path, clock: Clock) -> None:
    """The detail below the table is there from the screen's first frame, not only once
    the table's cursor has said where it is (a terminal test once saw it blank)."""
    asyncio.run(_first_frame(folder))


async def _first_frame(folder: Path) -> None:
    app = HextermApp(folder)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen), "the title")
        screen = FirstFrame(folder)
        await app.push_screen(screen)
        await until(pilot, lambda: screen.first != "", "the first frame's detail")
        assert screen.first.startswith("broken.hexsave: damaged: ")


def test_a_wide_terminal_shows_every_column(folder: Path, clock: Clock) -> None:
    asyncio.run(_wide(folder))


async def _wide(folder: Path) -> None:
    app = HextermApp(folder)
    async with app.run_test(size=(160, 48)) as pilot:
        await to_overview(pilot)
        screen = app.screen
        assert isinstance(screen, OverviewScreen)
        table = screen.query_one("#games", DataTable)
        assert len(table.ordered_columns) == 8
        assert cell(screen, "spring.hexsave", 3) == "Le printemps des trois"
        assert cell(screen, "spring.hexsave", 5) == "alice"  # given
        assert cell(screen, "spring.hexsave", 7) == "alice 0 of 1, bob 0 of 1"


@EVERY_LANGUAGE_AND_SIZE
def test_snapshot_overview(folder: Path, speak: None, size: tuple[int, int],
                           snap_compare: Any) -> None:
    async def to_spring(pilot: Pilot[Any]) -> None:
        await to_overview(pilot)
        await pilot.press("down", "down", "down")
        await pilot.pause()

    assert snap_compare(HextermApp(folder), terminal_size=size, run_before=to_spring)
