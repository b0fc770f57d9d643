"""The step's deadline on the screens that wait (issue 28), with a clock the test holds:
the time left counting down on the hand-off, the waiting screen, the map and a step's
entry; paused; nothing for a game without a deadline; the player told in their terminal
(the bell and OSC 9 / OSC 777) once when their go opens, at a reminder, and at one
keyboard when the keyboard passes; a pause asked for from the waiting screen and the
palette; the served menu's time left. Pictures of the waiting screen and the hand-off of
a game with a deadline, 80×24, English and French."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from textual.app import App
from textual.pilot import Pilot

from hexterm.app import HextermApp
from hexterm.engine.deadlines import DAY, HOUR, MINUTE, Policy
from hexterm.engine.seats import Seat
from hexterm.engine.timing import your_go as handed_over
from hexterm.save import savegame
from hexterm.screens.planisphere.play import PlayScreen
from hexterm.screens.shared.handoff import HandOffScreen
from hexterm.screens.shared.step_entry import StepEntryScreen
from hexterm.screens.shared.waiting import WaitingScreen
from hexterm.server.auth import Catalog, Served
from hexterm.server.menu import Menu
from hexterm.table import Submission, Table, create_game
from hexterm.widgets.deadline import DeadlineLine
from tests.helpers.waits import settled, until

T0 = 1_700_000_000
"""When the game is made, in the test's clock."""
SEATS = [Seat("alice", "glaces"), Seat("bob", "liberia"), Seat("carol", "coelion")]


class Clock:
    """The time source the test holds: `now()` is what the app and its Table read."""

    def __init__(self, at: int) -> None:
        self.at = at

    def __call__(self) -> int:
        return self.at


TWO_DAYS = Policy(2 * DAY)
"""Two days a step; one excused miss; reminders 12 h and 1 h before."""


def new_save(tmp_path: Path, policy: Policy | None = TWO_DAYS) -> Path:
    """Three humans of a Planisphère game, its deadline (two days a step) set at T0."""
    path = tmp_path / "saves" / "g.hexsave"
    create_game(path, "planisphere", None, SEATS, 3, deadline=policy, now=lambda: T0)
    return path


def line_of(app: HextermApp) -> str:
    """The deadline line of the screen at hand, as shown ("" when it is not shown)."""
    found = app.screen.query(DeadlineLine)
    return str(found.first().render()) if found and found.first().display else ""


def another_program(save: Path, seat: str, clock: Clock) -> Submission:
    """Another player's program submitting (`hexterm play --as`, `orders submit`)."""
    return Table(save, resolve_on_last=True, now=clock).submit(seat, "")


async def submit_as_text(pilot: Pilot[None]) -> None:
    for key in ("t", "ctrl+s", "y"):
        await pilot.press(key)
        await pilot.pause()
    await settled(pilot)


def run(app: HextermApp, steps: Callable[[HextermApp, Pilot[None]], Any],
        written: list[str] | None = None) -> list[str]:
    """Run `steps` on `app` at 80×24; what the app wrote to the terminal as alerts (into
    `written`, if given: the steps may look at it)."""
    written = [] if written is None else written
    app.alerts.write = written.append

    async def go() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await steps(app, pilot)

    asyncio.run(go())
    return written


async def to_waiting(pilot: Pilot[None]) -> None:
    """Alice past her hand-off, her orders submitted: the waiting screen."""
    await pilot.pause()
    await pilot.click("#go")
    await pilot.pause()
    await submit_as_text(pilot)


def test_the_time_left_counts_down_on_every_screen_that_waits(tmp_path: Path) -> None:
    save, clock = new_save(tmp_path), Clock(T0 + HOUR)

    async def steps(app: HextermApp, pilot: Pilot[None]) -> None:
        assert isinstance(app.screen, HandOffScreen)
        assert line_of(app) == "Deadline in 1 d 23 h"  # two days less the hour gone
        await pilot.click("#go")
        await pilot.pause()
        assert isinstance(app.screen, PlayScreen)  # the map's side panel: who is awaited
        assert line_of(app) == "Deadline in 1 d 23 h · Awaited: alice, bob, carol"
        await submit_as_text(pilot)
        assert isinstance(app.screen, WaitingScreen)
        assert line_of(app) == "Deadline in 1 d 23 h"  # the screen lists who is awaited
        clock.at = T0 + 2 * DAY - 3 * HOUR - 5 * MINUTE  # 3 h 05 min before: once a second
        await until(pilot, lambda: line_of(app) == "Deadline in 3 h 05 min", "3 h 05 min")
        clock.at = T0 + 2 * DAY - 12 * MINUTE - 5
        await until(pilot, lambda: line_of(app) == "Deadline in 12 min 05 s", "12 min 05 s")
        clock.at = T0 + 2 * DAY - 12 * MINUTE
        await until(pilot, lambda: line_of(app) == "Deadline in 12 min 00 s", "12 min 00 s")
        clock.at = T0 + 2 * DAY
        await until(pilot, lambda: line_of(app) == "Deadline passed", "the deadline passed")

    run(HextermApp(save.parent, save, "alice", now=clock), steps)


@pytest.mark.parametrize("lang", ["fr"], indirect=True)
def test_the_time_left_in_french(tmp_path: Path, lang: str) -> None:
    save, clock = new_save(tmp_path), Clock(T0 + 2 * DAY - 12 * MINUTE - 5)

    async def steps(app: HextermApp, pilot: Pilot[None]) -> None:
        assert line_of(app) == "Échéance dans 12 min 05 s"
        clock.at = T0 + 2 * HOUR
        await until(pilot, lambda: line_of(app) == "Échéance dans 1 j 22 h", "1 j 22 h")

    run(HextermApp(save.parent, save, "alice", now=clock), steps)


def test_a_pause_stops_the_time_shown_and_a_resume_runs_it_again(tmp_path: Path) -> None:
    save, clock = new_save(tmp_path), Clock(T0 + HOUR)

    async def steps(app: HextermApp, pilot: Pilot[None]) -> None:
        await to_waiting(pilot)
        Table(save, now=clock).pause()  # the organiser, from another program
        await until(pilot, lambda: line_of(app) == "Paused (1 d 23 h left)", "the pause")
        clock.at = T0 + 5 * DAY  # days pass: nothing runs out while paused
        app.screen.query_one(DeadlineLine).count_down()  # a tick of its countdown
        assert line_of(app) == "Paused (1 d 23 h left)"
        Table(save, now=clock).resume()
        await until(pilot, lambda: line_of(app) == "Deadline in 1 d 23 h", "the resume")

    run(HextermApp(save.parent, save, "alice", now=clock), steps)


def test_a_game_without_a_deadline_shows_no_line(tmp_path: Path) -> None:
    save, clock = new_save(tmp_path, None), Clock(T0)

    async def steps(app: HextermApp, pilot: Pilot[None]) -> None:
        assert isinstance(app.screen, HandOffScreen) and line_of(app) == ""
        await to_waiting(pilot)
        assert isinstance(app.screen, WaitingScreen) and line_of(app) == ""
        assert not app.screen.query_one(DeadlineLine).display

    assert run(HextermApp(save.parent, save, "alice", now=clock), steps) == []


def test_the_players_go_opening_rings_once_with_a_desktop_notification(
        tmp_path: Path) -> None:
    save, clock = new_save(tmp_path), Clock(T0 + HOUR)

    async def steps(app: HextermApp, pilot: Pilot[None]) -> None:
        await to_waiting(pilot)
        assert another_program(save, "bob", clock) is Submission.STORED
        await until(pilot, lambda: "Given: alice, bob" in str(
            app.screen.query_one("#waiting-status").render()), "bob's orders shown")
        assert another_program(save, "carol", clock) is Submission.RESOLVED
        await until(pilot, lambda: isinstance(app.screen, HandOffScreen), "turn 2")
        await pilot.click("#go")
        await pilot.pause()

    written = run(HextermApp(save.parent, save, "alice", now=clock), steps)
    title = savegame.load(save).title
    said = "Turn 2 (Orders): your input is awaited, 2 d 0 h left"  # the new step's whole length
    assert written == [f"\a\x1b]9;{said}\a\x1b]777;notify;{title};{said}\a"]


def test_a_reminder_on_the_map_rings_once(tmp_path: Path) -> None:
    save, clock = new_save(tmp_path), Clock(T0 + HOUR)  # reminders: 12 h and 1 h before

    async def steps(app: HextermApp, pilot: Pilot[None]) -> None:
        await pilot.click("#go")
        await pilot.pause()
        assert isinstance(app.screen, PlayScreen)
        clock.at = T0 + 2 * DAY - 12 * HOUR + 30
        await until(pilot, lambda: len(written) == 1, "the reminder 12 h before")
        clock.at = T0 + 2 * DAY - HOUR + 30
        await until(pilot, lambda: len(written) == 2, "the reminder 1 h before")
        app.screen.query_one(DeadlineLine).count_down()  # another tick: nothing more
        await pilot.pause()

    written: list[str] = []
    run(HextermApp(save.parent, save, "alice", now=clock), steps, written)
    assert [text.split("\x1b]777")[0] for text in written] == [
        "\a\x1b]9;Turn 1 (Orders): your input is still awaited, 11 h 59 min left\a",
        "\a\x1b]9;Turn 1 (Orders): your input is still awaited, 59 min 30 s left\a"]


def test_at_one_keyboard_the_keyboard_passing_rings(tmp_path: Path) -> None:
    save, clock = new_save(tmp_path), Clock(T0 + HOUR)

    async def steps(app: HextermApp, pilot: Pilot[None]) -> None:
        assert isinstance(app.screen, HandOffScreen)  # the program opens: no bell
        await pilot.click("#go")
        await pilot.pause()
        await submit_as_text(pilot)
        await until(pilot, lambda: isinstance(app.screen, HandOffScreen), "bob's hand-off")
        assert "Pass the keyboard to bob" in str(app.screen.query_one("#call").render())

    written = run(HextermApp(save.parent, save, now=clock), steps)
    assert len(written) == 1 and written[0].startswith("\a\x1b]9;Turn 1 (Orders): your go\a")


def test_a_player_asks_for_a_pause_and_withdraws_it(tmp_path: Path) -> None:
    save, clock = new_save(tmp_path), Clock(T0 + HOUR)

    async def steps(app: HextermApp, pilot: Pilot[None]) -> None:
        await to_waiting(pilot)
        await pilot.press("p")
        await pilot.pause()
        assert line_of(app) == "Deadline in 1 d 23 h · pause asked by alice"
        assert savegame.load(save).timing.clock.pause_requests == {"alice"}  # type: ignore[union-attr]
        keys = {b.binding.description for b in app.screen.active_bindings.values()
                if b.enabled}
        assert "Withdraw my request for a pause" in keys and "Ask for a pause" not in keys
        await pilot.press("p")  # withdrawn
        await pilot.pause()
        assert line_of(app) == "Deadline in 1 d 23 h"
        assert not savegame.load(save).timing.clock.pause_requests  # type: ignore[union-attr]
        assert not Table(save, now=clock).ask_pause("bob")  # from his own program
        await until(pilot, lambda: line_of(app).endswith("pause asked by bob"), "bob's request")
        await pilot.press("p")
        await pilot.pause()
        assert line_of(app).endswith("pause asked by alice, bob")
        assert Table(save, now=clock).ask_pause("carol")  # the last one: paused
        await until(pilot, lambda: line_of(app) == "Paused (1 d 23 h left)", "the pause")
        assert not app.screen.check_action("ask_pause", ())  # nothing more to ask
        assert not app.screen.check_action("withdraw_pause", ())

    run(HextermApp(save.parent, save, "alice", now=clock), steps)


def test_the_palette_of_the_map_asks_for_a_pause(tmp_path: Path) -> None:
    save, clock = new_save(tmp_path), Clock(T0 + HOUR)

    async def steps(app: HextermApp, pilot: Pilot[None]) -> None:
        await pilot.click("#go")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PlayScreen)
        entries = {title: action for title, _, action in screen.commands()}
        assert "Withdraw my request for a pause" not in entries
        entries["Ask for a pause"]()
        await pilot.pause()
        assert "pause asked by alice" in line_of(app)
        titles = [title for title, _, _ in screen.commands()]
        assert "Withdraw my request for a pause" in titles and "Ask for a pause" not in titles

    run(HextermApp(save.parent, save, "alice", now=clock), steps)


def test_a_step_entry_says_the_time_left_who_has_given_and_who_is_awaited(
        tmp_path: Path) -> None:
    save, clock = new_save(tmp_path), Clock(T0 + HOUR)
    assert another_program(save, "bob", clock) is Submission.STORED

    async def steps(app: HextermApp, pilot: Pilot[None]) -> None:
        table = Table(save, now=clock)
        await app.push_screen(StepEntryScreen(table, "alice"))
        await pilot.pause()
        assert line_of(app) == "Deadline in 1 d 23 h · Given: bob · Awaited: alice, carol"
        another_program(save, "carol", clock)  # seen in the save within a second
        await until(pilot, lambda: line_of(app).endswith("Given: bob, carol · Awaited: alice"),
                    "carol's orders shown")

    run(HextermApp(save.parent, save, "alice", now=clock), steps)


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "g (g.hexsave), turn 1 · Deadline in 1 d 23 h · awaited: alice, bob, carol"),
    ("fr", "g (g.hexsave), tour 1 · Échéance dans 1 j 23 h · attendus : alice, bob, carol"),
])
def test_the_served_menu_says_each_games_time_left(tmp_path: Path, lang: str,
                                                   expected: str) -> None:
    save = new_save(tmp_path)
    served = {game.path: game for game, _ in Catalog(save.parent).seats_named("alice")}
    assert served[save].awaited == ("alice", "bob", "carol")  # read from the save
    games = [replace(served[save], title="g"), Served(tmp_path / "h.hexsave", "h", 4)]
    written: list[bytes] = []
    Menu("alice", games, lang, written.append, lambda _: None, lambda: None,
         now=lambda: T0 + HOUR).show()
    lines = b"".join(written).decode().split("\r\n")
    assert f"   1  {expected}" in lines
    assert "   2  h (h.hexsave), " + ("turn" if lang == "en" else "tour") + " 4" in lines


@pytest.mark.parametrize("lang", ["en", "fr"], indirect=True)
def test_snapshot_waiting_screen_with_a_deadline(tmp_path: Path, lang: str,
                                                 snap_compare: Any) -> None:
    save, clock = new_save(tmp_path), Clock(T0 + 2 * DAY - 3 * HOUR - 25 * MINUTE)
    another_program(save, "carol", clock)
    Table(save, now=clock).ask_pause("carol")
    assert snap_compare(HextermApp(save.parent, save, "alice", now=clock),
                        terminal_size=(80, 24), run_before=to_waiting)


@pytest.mark.parametrize("lang", ["en", "fr"], indirect=True)
def test_snapshot_handoff_with_a_deadline(tmp_path: Path, lang: str,
                                          snap_compare: Any) -> None:
    save, clock = new_save(tmp_path), Clock(T0 + 2 * DAY - 40 * MINUTE - 7)
    another_program(save, "bob", clock)
    assert snap_compare(HextermApp(save.parent, save, "alice", now=clock),
                        terminal_size=(80, 24))


def test_a_screens_own_bell_is_not_rung_again_just_after_an_alert(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    rung: list[str] = []
    monkeypatch.setattr(App, "bell", lambda self: rung.append("bell"))
    save = new_save(tmp_path)
    app = HextermApp(save.parent, save, "alice")
    written: list[str] = []
    app.alerts.write = written.append
    app.bell()  # nothing told before: a screen's bell rings
    assert rung == ["bell"]
    game = savegame.load(save)
    assert app.alerts.tell([handed_over(game, "alice")], "alice")
    assert not app.alerts.tell([handed_over(game, "alice")], "alice")  # the same: once
    assert not app.alerts.tell([handed_over(game, "bob")], "alice")  # not this seat's
    app.bell()  # the declaration's screen opening on the go just told: no second bell
    assert rung == ["bell"] and len(written) == 1 and written[0].startswith("\a")


def test_a_new_turn_opened_by_the_deadline_under_the_hand_off_rings(tmp_path: Path) -> None:
    save, clock = new_save(tmp_path), Clock(T0 + HOUR)
    for seat in ("bob", "carol"):
        another_program(save, seat, clock)

    async def steps(app: HextermApp, pilot: Pilot[None]) -> None:
        assert isinstance(app.screen, HandOffScreen)  # alice has not come to her map
        clock.at = T0 + 2 * DAY
        Table(save, now=clock).tick()  # `hexterm tick`: alice excused, the step extended
        await until(pilot, lambda: line_of(app) == "Deadline in 2 d 0 h", "the extension")
        clock.at = T0 + 4 * DAY
        Table(save, now=clock).tick()  # late again: her default orders, the turn resolved
        await until(pilot, lambda: "Turn 2" in str(app.screen.query_one("#turn").render()),
                    "turn 2 on the hand-off")

    written = run(HextermApp(save.parent, save, "alice", now=clock), steps)
    assert [text.split("\a")[1] for text in written] == [
        "\x1b]9;Turn 2 (Orders): your input is awaited, 2 d 0 h left"]


def test_the_campaigns_and_novlemias_screens_say_the_time_left(tmp_path: Path) -> None:
    from hexterm.screens.novlemia.play import NovlemiaScreen
    from hexterm.screens.saga.play import SagaScreen
    from tests.helpers.novlemia_world import build_world
    from tests.helpers.saga_world import advance_to, build_campaign

    saga, nov = tmp_path / "saga.hexsave", tmp_path / "nov.hexsave"
    build_campaign(saga)
    speaker = advance_to(saga, "declare").step.seats[0]
    build_world(nov)  # turn 1: no reports before the turn screen
    for path in (saga, nov):
        Table(path, now=lambda: T0).set_policy(Policy(DAY))
    clock = Clock(T0 + 90 * MINUTE)

    async def on_saga(app: HextermApp, pilot: Pilot[None]) -> None:
        await until(pilot, lambda: isinstance(app.screen, SagaScreen), "the declaration")
        assert line_of(app) == f"Deadline in 22 h 30 min · Given: - · Awaited: {speaker}"

    async def on_nov(app: HextermApp, pilot: Pilot[None]) -> None:
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, NovlemiaScreen), "the turn screen")
        assert line_of(app) == "Deadline in 22 h 30 min · Awaited: alice, bob"

    run(HextermApp(tmp_path, saga, now=clock), on_saga)
    run(HextermApp(tmp_path, nov, "alice", now=clock), on_nov)
