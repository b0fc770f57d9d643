"""One seat at its own terminal (`hexterm play SAVE --as SEAT`) and served sessions,
driven by Pilot: the waiting screen after submitting (names only, following the save
while the other players submit from other programs, here written straight into the
save as their programs would), taking orders back, the hand-off to the next turn; a
served session's rules (no PIN for its seat, no title screen, no screenshot written
anywhere), the idle limit; and pictures of the waiting screen at 80×24 in English and
French.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Input

from hexterm.app import SERVED_IDLE, HextermApp, idle_limit
from hexterm.cli import main
from hexterm.engine.errors import HextermError
from hexterm.save import savegame
from hexterm.screens.planisphere.play import PlayScreen
from hexterm.screens.planisphere.reports import ReportsScreen
from hexterm.screens.shared.handoff import HandOffScreen
from hexterm.screens.shared.waiting import WaitingScreen
from hexterm.table import Submission, Table
from tests.helpers.waits import settled

ALICE = "unit GLA12: move S\n"


@pytest.fixture
def save(tmp_path: Path) -> Path:
    """Three humans (bob with a PIN) and a bot, at their own terminals."""
    path = tmp_path / "saves" / "g.hexsave"
    assert main(["new", str(path), "--seed", "3", "--seat", "alice:glaces", "--seat",
                 "bob:liberia", "--seat", "carol:coelion", "--seat", "dan:guilde:bot"]) == 0
    assert main(["seat", "pin", str(path), "bob", "--pin", "4321"]) == 0
    return path


def screen_text(app: HextermApp) -> str:
    """Every piece of text on the current screen, as rendered."""
    return "\n".join(str(w.render()) for w in app.screen.query("Static, Label, Button"))


def another_program(save: Path, seat: str, orders: str = "") -> Submission:
    """What `hexterm play SAVE --as SEAT` of another player does when it submits."""
    return Table(save, resolve_on_last=True).submit(seat, orders)


async def until(pilot: Pilot[None], test: Callable[[], bool], what: str) -> None:
    """Let the app run until `test` holds (its timers look at the save twice a second);
    a generous deadline only turns a hang into a failure that says what was awaited."""
    deadline = time.monotonic() + 60
    while not test():
        assert isinstance(pilot.app, HextermApp)
        assert time.monotonic() < deadline, f"{what} did not happen: {screen_text(pilot.app)}"
        await pilot.pause(0.1)
    await pilot.pause()  # the new screen composed


async def submit_as_text(pilot: Pilot[None]) -> None:
    """The orders as text, submitted as they stand (the draft: every unit defends, or
    what was taken back)."""
    await pilot.press("t")
    await pilot.pause()
    await pilot.press("ctrl+s")
    await pilot.pause()
    await pilot.press("y")
    await settled(pilot)


def run(app: HextermApp, steps: Callable[[HextermApp, Pilot[None]], Any],
        size: tuple[int, int] = (80, 24)) -> None:
    async def go() -> None:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await steps(app, pilot)

    asyncio.run(go())


def test_the_waiting_screen_follows_the_others_and_the_next_turn_opens(save: Path) -> None:
    async def steps(app: HextermApp, pilot: Pilot[None]) -> None:
        assert isinstance(app.screen, HandOffScreen)
        assert "alice (Royaume des Glaces) plays at this terminal" in screen_text(app)
        await pilot.click("#go")
        await pilot.pause()
        assert isinstance(app.screen, PlayScreen)
        app.screen.draft = ALICE
        await submit_as_text(pilot)

        # Alice's orders are in; the screen names who gave orders and who is awaited.
        assert isinstance(app.screen, WaitingScreen)
        text = screen_text(app)
        assert "alice (Royaume des Glaces): your orders are given." in text
        assert "Given: alice" in text and "Awaited: bob, carol" in text
        for secret in ("GLA", "LIB", "C11", "D11", "move", "DA", "Chest", "Reserve"):
            assert secret not in text, f"{secret!r} on the waiting screen:\n{text}"

        assert another_program(save, "carol") is Submission.STORED
        await until(pilot, lambda: "Given: alice, carol" in screen_text(app),
                    "carol's submission shown")
        assert "Awaited: bob" in screen_text(app)

        # Bob submits last: his program resolves the turn; alice's screen moves on.
        assert another_program(save, "bob") is Submission.RESOLVED
        await until(pilot, lambda: isinstance(app.screen, HandOffScreen),
                    "the hand-off to turn 2")
        assert "Turn 2" in screen_text(app)
        assert not app.screen.query(Input)  # the PIN was asked once (alice has none)
        await pilot.click("#go")
        await pilot.pause()
        assert isinstance(app.screen, ReportsScreen)
        assert "GLA12: move: done" in screen_text(app)

    run(HextermApp(save.parent, save, "alice"), steps)
    game = savegame.load(save)
    assert game.turn == 2
    assert [e.turn for e in game.log if e.key == "bot-orders"] == [1]  # resolved once


def test_orders_taken_back_come_back_as_the_draft(save: Path) -> None:
    async def steps(app: HextermApp, pilot: Pilot[None]) -> None:
        await pilot.click("#go")
        await pilot.pause()
        assert isinstance(app.screen, PlayScreen)
        app.screen.draft = ALICE
        await submit_as_text(pilot)
        assert isinstance(app.screen, WaitingScreen)
        stored = savegame.load(save).orders["alice"]  # in canonical form
        assert "unit GLA12\n  move S\n" in stored
        await pilot.press("w")
        await pilot.pause()
        assert isinstance(app.screen, PlayScreen)
        assert app.screen.draft == stored
        assert savegame.load(save).orders == {}  # the others see alice awaited again
        await submit_as_text(pilot)
        assert isinstance(app.screen, WaitingScreen)

    run(HextermApp(save.parent, save, "alice"), steps)
    assert "unit GLA12\n  move S\n" in savegame.load(save).orders["alice"]


def test_orders_cannot_be_taken_back_once_the_turn_is_resolved(save: Path) -> None:
    async def steps(app: HextermApp, pilot: Pilot[None]) -> None:
        await pilot.click("#go")
        await pilot.pause()
        await submit_as_text(pilot)
        assert isinstance(app.screen, WaitingScreen)
        another_program(save, "carol")
        another_program(save, "bob")  # resolved: before alice's screen has looked
        await pilot.press("w")
        await pilot.pause()
        assert isinstance(app.screen, HandOffScreen)
        assert "Turn 2" in screen_text(app)

    run(HextermApp(save.parent, save, "alice"), steps)
    game = savegame.load(save)
    assert game.turn == 2 and game.orders == {}
    assert [e.turn for e in game.log if e.key == "bot-orders"] == [1]


def test_a_seat_whose_orders_are_in_starts_on_the_waiting_screen(save: Path) -> None:
    another_program(save, "alice", ALICE)

    async def steps(app: HextermApp, pilot: Pilot[None]) -> None:
        assert isinstance(app.screen, HandOffScreen)
        await pilot.click("#go")
        await pilot.pause()
        assert isinstance(app.screen, WaitingScreen)
        assert "Given: alice" in screen_text(app)

    run(HextermApp(save.parent, save, "alice"), steps)


def test_the_last_turn_ends_on_the_outcome_and_the_last_reports(save: Path) -> None:
    # The Marches last 3 sessions of 4 turns: 11 turns resolved, turn 12 is the last.
    assert main(["autoplay", str(save), "--turns", "11", "--force"]) == 0

    async def steps(app: HextermApp, pilot: Pilot[None]) -> None:
        await pilot.click("#go")
        await pilot.pause()
        await pilot.press("escape")  # the reports of turn 11 first
        await pilot.pause()
        await submit_as_text(pilot)
        assert isinstance(app.screen, WaitingScreen)
        another_program(save, "carol")
        another_program(save, "bob")
        await until(pilot, lambda: isinstance(app.screen, HandOffScreen),
                    "the hand-off after the last turn")
        assert "The game is over." in screen_text(app)
        await pilot.click("#go")
        await pilot.pause()
        assert isinstance(app.screen, ReportsScreen)  # turn 12's, then the outcome
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, WaitingScreen)
        text = screen_text(app)
        outcome = savegame.load(save).outcome
        assert outcome is not None and "The game is over." in text
        assert f"{outcome.reason}: {', '.join(outcome.ranking)}" in text
        await pilot.press("w")  # nothing to take back any more
        await pilot.pause()
        assert isinstance(app.screen, WaitingScreen)
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ReportsScreen)

    run(HextermApp(save.parent, save, "alice"), steps)


def test_a_pin_is_asked_at_a_terminal_but_not_in_a_served_session(save: Path) -> None:
    async def at_a_terminal(app: HextermApp, pilot: Pilot[None]) -> None:
        assert isinstance(app.screen, HandOffScreen) and app.screen.query(Input)
        await pilot.click("#go")
        await pilot.pause()
        assert "wrong PIN" in screen_text(app)  # no PIN typed: refused
        assert isinstance(app.screen, HandOffScreen)

    async def served(app: HextermApp, pilot: Pilot[None]) -> None:
        assert isinstance(app.screen, HandOffScreen) and not app.screen.query(Input)
        await pilot.click("#go")
        await pilot.pause()
        assert isinstance(app.screen, PlayScreen) and app.screen.seat.name == "bob"

    run(HextermApp(save.parent, save, "bob"), at_a_terminal)
    run(HextermApp(save.parent, save, "bob", served=True), served)


def run_to_the_end(app: HextermApp) -> None:
    """Run `app` headless until it exits by itself (within 20 s)."""
    async def go() -> None:
        await asyncio.wait_for(app.run_async(headless=True, size=(80, 24)), 20)

    asyncio.run(go())


@pytest.mark.parametrize(("game", "seat", "said"), [
    (None, None, "hexterm: a served session plays one seat of one game (play SAVE --as "
     "SEAT)."),
    ("g.hexsave", "nobody", "hexterm: there is no seat 'nobody' in this game (seats: "
     "alice, bob, carol, dan)")])
def test_a_served_session_opens_one_seat_or_nothing(
        save: Path, game: str | None, seat: str | None, said: str,
        capsys: pytest.CaptureFixture[str]) -> None:
    app = HextermApp(save.parent, save.parent / game if game else None, seat, served=True)
    screens: list[str] = []
    original = app.push_screen

    def push(screen: Any, *args: Any, **kwargs: Any) -> Any:
        screens.append(type(screen).__name__)
        return original(screen, *args, **kwargs)

    app.push_screen = push  # type: ignore[method-assign]
    run_to_the_end(app)
    assert app.return_code == 1
    assert screens == []  # no title screen, no load screen, no other seat's hand-off
    assert capsys.readouterr().err.strip() == said


def test_hexterm_served_in_the_environment_makes_a_served_session(
        save: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HEXTERM_SERVED", "1")
    monkeypatch.delenv("HEXTERM_IDLE", raising=False)
    app = HextermApp(save.parent, save, "bob")
    assert app.served and app.idle_seconds == SERVED_IDLE
    monkeypatch.setenv("HEXTERM_SERVED", "0")
    assert not HextermApp(save.parent, save, "bob").served


def svg_files(folder: Path) -> list[Path]:
    return sorted(folder.rglob("*.svg"))


def test_screenshots_write_nothing_in_a_served_session(
        save: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # where a screenshot lands by default...
    monkeypatch.setenv("HOME", str(tmp_path))  # ...or in the user's Downloads
    monkeypatch.setenv("XDG_DOWNLOAD_DIR", str(tmp_path / "Downloads"))

    async def served(app: HextermApp, pilot: Pilot[None]) -> None:
        commands = [c.title for c in app.get_system_commands(app.screen)]
        assert "Screenshot" not in commands and "Quit" in commands
        app.action_screenshot()
        app.action_screenshot("shot.svg", str(tmp_path))
        assert app.save_screenshot("shot.svg", str(tmp_path)) == ""
        assert app.deliver_screenshot("shot.svg", str(tmp_path)) is None
        await app.run_action("app.screenshot")
        await pilot.pause(0.3)
        assert svg_files(tmp_path) == []

    async def at_a_terminal(app: HextermApp, pilot: Pilot[None]) -> None:
        # The contrast: outside a served session Textual's screenshot is there and writes.
        assert "Screenshot" in [c.title for c in app.get_system_commands(app.screen)]
        app.save_screenshot("shot.svg", str(tmp_path))
        assert svg_files(tmp_path) == [tmp_path / "shot.svg"]

    run(HextermApp(save.parent, save, "alice", served=True), served)
    run(HextermApp(save.parent, save, "alice"), at_a_terminal)


def test_an_idle_session_ends_cleanly(save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    app = HextermApp(save.parent, save, "alice", served=True, idle=0.3)
    run_to_the_end(app)
    assert app.return_code == 0
    assert capsys.readouterr().err.strip() == (
        "hexterm: the session ended after 0.3 s without a key pressed.")


def test_a_key_resets_the_idle_clock(save: Path) -> None:
    async def steps(app: HextermApp, pilot: Pilot[None]) -> None:
        before = app.last_input
        await pilot.pause(0.05)
        await pilot.press("tab")
        assert app.last_input > before

    run(HextermApp(save.parent, save, "alice", served=True, idle=600), steps)


@pytest.mark.parametrize(("environ", "served", "expected"), [
    ({}, False, None), ({}, True, SERVED_IDLE), ({"HEXTERM_IDLE": "90"}, False, 90.0),
    ({"HEXTERM_IDLE": "0"}, True, None), ({"HEXTERM_IDLE": " 600 "}, True, 600.0)])
def test_the_idle_limit_from_the_environment(environ: dict[str, str], served: bool,
                                             expected: float | None) -> None:
    assert idle_limit(served, environ) == expected


@pytest.mark.parametrize("value", ["ten", "-5", "nan"])
def test_a_wrong_idle_limit_is_one_sentence(value: str) -> None:
    with pytest.raises(HextermError, match=f"^HEXTERM_IDLE must be a number of seconds, "
                                           f"not '{value}'$"):
        idle_limit(True, {"HEXTERM_IDLE": value})


async def to_waiting(pilot: Pilot[None]) -> None:
    """Alice submits; carol has given her orders, bob is awaited."""
    await pilot.pause()
    await pilot.click("#go")
    await pilot.pause()
    await submit_as_text(pilot)


@pytest.mark.parametrize("lang", ["en", "fr"], indirect=True)
def test_snapshot_waiting_screen(save: Path, lang: str, snap_compare: Any) -> None:
    another_program(save, "carol")
    assert snap_compare(HextermApp(save.parent, save, "alice"), terminal_size=(80, 24),
                        run_before=to_waiting)
