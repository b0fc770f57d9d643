"""The words and edges of the shared screens: a long sentence wraps at 80 columns
instead of being cut; Load game marks a save damaged past its header in its list,
before it is chosen; a terminal smaller than 80×24 says so and keeps the keys from the
hidden screen; a notification is shown with the screen it was raised for, not again
over the reports that follow; the hand-off and waiting screens name factions by their
names, in the same words ("Given", "Awaited") and with the turn as the ruleset calls
it."""

from __future__ import annotations

import asyncio
from pathlib import Path

from textual.widgets import Label, ListView, Static
from textual.widgets._toast import Toast

from hexterm import i18n
from hexterm.app import HextermApp
from hexterm.cli import main
from hexterm.screens.dialogs.confirm import ConfirmSubmit
from hexterm.screens.planisphere.reports import ReportsScreen
from hexterm.screens.shared.handoff import HandOffScreen
from hexterm.screens.shared.new_game import NewGameScreen
from hexterm.screens.shared.title import LoadScreen, TitleScreen
from hexterm.screens.shared.waiting import WaitingScreen
from hexterm.widgets.too_small import TooSmall
from tests.helpers.waits import settled, until

RESOLVED = "Every seat has given its orders: the turn is resolved."


def new_save(path: Path, *args: str) -> Path:
    assert main(["new", str(path), "--seed", "3", *args]) == 0
    return path


def marches(folder: Path) -> Path:
    return new_save(folder / "g.hexsave", "--seat", "alice:glaces", "--seat", "bob:liberia")


def toasts(app: HextermApp) -> list[str]:
    return [str(toast.render()) for toast in app.screen.query(Toast)]


# --- a long sentence wraps ----------------------------------------------------------


def test_a_long_sentence_wraps_at_80_columns(tmp_path: Path) -> None:
    # A saves folder whose path is long: "Saves in FOLDER, newest first" is longer than
    # the 80 columns of the terminal.
    folder = tmp_path / ("a-folder-of-saves-with-a-rather-long-name-" * 2)
    folder.mkdir()
    marches(folder)
    asyncio.run(_long_sentence(folder))


async def _long_sentence(folder: Path) -> None:
    sentence = f"Saves in {folder}, newest first"
    assert len(sentence) > 80
    app = HextermApp(folder)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen), "the title")
        app.screen.query_one("#load").press()
        await until(pilot, lambda: isinstance(app.screen, LoadScreen), "Load game")
        await pilot.pause()
        label = app.screen.query_one("#load-folder", Label)
        assert str(label.render()) == sentence  # the whole sentence, on its lines
        assert label.region.right <= 80 and label.region.height >= 2  # within the screen


# --- a damaged save, marked in the list ----------------------------------------------


def test_load_game_marks_a_save_damaged_past_its_header(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    good = marches(folder)
    bad = new_save(folder / "broken.hexsave", "--seat", "alice:glaces", "--seat",
                   "bob:liberia")
    data = bytearray(bad.read_bytes())
    data[-1] ^= 0xFF  # the checksum at the end: the header still reads
    bad.write_bytes(bytes(data))
    asyncio.run(_damaged(folder, good, bad))


async def _damaged(folder: Path, good: Path, bad: Path) -> None:
    app = HextermApp(folder)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TitleScreen), "the title")
        app.screen.query_one("#load").press()
        await until(pilot, lambda: isinstance(app.screen, LoadScreen), "Load game")
        screen = app.screen
        assert isinstance(screen, LoadScreen)
        items = screen.query_one("#saves", ListView).children
        names = [entry.path.name for entry in screen.entries]
        broken, fine = items[names.index(bad.name)], items[names.index(good.name)]
        await until(pilot, lambda: broken.has_class("damaged"), "the damaged save marked")
        text = " ".join(str(label.render()) for label in broken.query(Label))
        assert "damaged" in text and "checksum" in text
        assert not fine.has_class("damaged")  # read whole, and fine
        assert "damaged" not in " ".join(str(label.render()) for label in fine.query(Label))
        assert screen.query_one("#load-error").display is False  # nothing was chosen


# --- a terminal too small -----------------------------------------------------------


def test_a_terminal_smaller_than_80x24_says_so(tmp_path: Path) -> None:
    asyncio.run(_too_small(tmp_path))


async def _too_small(saves: Path) -> None:
    app = HextermApp(saves)
    async with app.run_test(size=(60, 20)) as pilot:
        await until(pilot, lambda: any(n.region.width for n in app.screen.query(TooSmall)),
                    "the notice laid out")
        assert isinstance(app.screen, TitleScreen)
        notice = app.screen.query_one(TooSmall)
        assert str(notice.render()) == ("The terminal is 60×20: make the terminal at least "
                                        "80×24.")
        assert notice.region.width == 60  # over the whole screen
        await pilot.press("enter")  # the keys do not reach the hidden title
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        await pilot.resize_terminal(80, 23)  # one row short still
        await until(pilot, lambda: "80×23" in str(app.screen.query_one(TooSmall).render()),
                    "the notice with the new size")
        await pilot.resize_terminal(80, 24)
        await until(pilot, lambda: not app.screen.query(TooSmall), "the notice gone")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, NewGameScreen), "the new game")


def test_the_notice_speaks_french(tmp_path: Path) -> None:
    i18n.set_language("fr")
    try:
        asyncio.run(_too_small_in_french(tmp_path))
    finally:
        i18n.set_language("en")


async def _too_small_in_french(saves: Path) -> None:
    app = HextermApp(saves)
    async with app.run_test(size=(70, 30)) as pilot:
        await until(pilot, lambda: bool(app.screen.query(TooSmall)), "the notice")
        assert str(app.screen.query_one(TooSmall).render()) == (
            "Le terminal fait 70×30 : agrandissez-le à au moins 80×24.")


# --- a notification, once ----------------------------------------------------------


def test_a_notification_is_shown_with_its_screen_only(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    asyncio.run(_notification_once(folder, marches(folder)))


async def _notification_once(folder: Path, save: Path) -> None:
    app = HextermApp(folder, save)
    app.NOTIFICATION_TIMEOUT = 600  # a toast stays until taken away: no race with time
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        for _seat in ("alice", "bob"):
            await until(pilot, lambda: isinstance(app.screen, HandOffScreen), "a hand-off")
            await pilot.click("#go")
            await until(pilot, lambda: not isinstance(app.screen, HandOffScreen), "a map")
            await pilot.press("ctrl+s")
            await until(pilot, lambda: isinstance(app.screen, ConfirmSubmit), "confirm")
            await pilot.press("y")
            await settled(pilot)
        # The turn is resolved: alice's hand-off says so ...
        await pilot.pause()
        await until(pilot, lambda: isinstance(app.screen, HandOffScreen)
                    and RESOLVED in " ".join(toasts(app)), "the notice on the hand-off")
        await pilot.click("#go")
        # ... and her reports, which follow, are read without it.
        await until(pilot, lambda: isinstance(app.screen, ReportsScreen), "the reports")
        await pilot.pause()
        assert RESOLVED not in " ".join(toasts(app))
        # A notice raised on the reports comes at the top, not over their last lines.
        app.notify("a notice on the reports")
        await until(pilot, lambda: bool(app.screen.query(Toast)), "the notice")
        toast = app.screen.query_one(Toast)
        assert toast.region.bottom <= 12, toast.region  # the top half of the 24 rows


# --- the same words, faction names --------------------------------------------------


def test_hand_off_and_waiting_name_factions_and_say_given_and_awaited(
        tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    save = new_save(folder / "n.hexsave", "--ruleset", "novlemia", "--seat",
                    "alice:scanthenie", "--seat", "bob:karvenie")
    asyncio.run(_names(folder, save))


async def _names(folder: Path, save: Path) -> None:
    app = HextermApp(folder, save, "alice")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, HandOffScreen), "the hand-off")
        call = str(app.screen.query_one("#call", Static).render())
        assert call == "alice (Scanthénie) plays at this terminal"  # not "scanthenie"
        status = str(app.screen.query_one("#status", Static).render())
        assert status == "Given: -\nAwaited: alice, bob"
        await pilot.click("#go")
        await until(pilot, lambda: not isinstance(app.screen, HandOffScreen), "the turn")
        await pilot.press("ctrl+s")
        await until(pilot, lambda: isinstance(app.screen, ConfirmSubmit), "confirm")
        await pilot.press("y")
        await settled(pilot)
        await until(pilot, lambda: isinstance(app.screen, WaitingScreen), "waiting")
        shown = {name: str(app.screen.query_one(name, Static).render())
                 for name in ("#waiting-turn", "#waiting-call", "#waiting-status")}
        assert shown == {"#waiting-turn": "Turn 1",
                         "#waiting-call": "alice (Scanthénie): your orders are given.",
                         "#waiting-status": "Given: alice\nAwaited: bob"}


# --- the turn as the ruleset calls it ------------------------------------------------


def test_the_turn_is_called_what_the_ruleset_calls_it(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    medfan = new_save(folder / "m.hexsave", "--ruleset", "medfan", "--seat", "alice:Elves",
                      "--seat", "bob:Orcs")
    tactical = new_save(folder / "t.hexsave", "--ruleset", "tactical", "--seat",
                        "alice:North", "--seat", "bob:South")
    # A Med-Fan campaign turn is one battle (M8), the first opening with the armies: its
    # hand-off says "Battle 1", as the campaign's screen does.
    asyncio.run(_turn_label(folder, medfan, None, "#turn", "Battle 1"))
    # The tactical board counts the board's turns of its scenario (8 in "The ford"): bob,
    # at his own terminal while alice activates, waits on "Turn 1 of 8".
    asyncio.run(_turn_label(folder, tactical, "bob", "#waiting-turn", "Turn 1 of 8"))


async def _turn_label(folder: Path, save: Path, seat: str | None, where: str,
                      expected: str) -> None:
    app = HextermApp(folder, save, seat)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, HandOffScreen), "the hand-off")
        if where != "#turn":  # past the hand-off, to the waiting screen
            assert str(app.screen.query_one("#turn", Static).render()) == expected
            await pilot.click("#go")
        await until(pilot, lambda: bool(app.screen.query(where)), where)
        assert str(app.screen.query_one(where, Static).render()) == expected
