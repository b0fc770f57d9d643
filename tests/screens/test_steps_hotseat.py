"""A turn of three kinds of steps at one keyboard (the tiny ruleset of
tests/helpers/tiny_steps.py, which has no screens of its own: every input is written
as text): the sealed bids each behind a hand-off, the open declarations one seat after
the other with no hand-off, then the organiser's score, and the next turn's hand-off."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Label, Static

from hexterm.app import HextermApp
from hexterm.engine import game as games
from hexterm.engine import rulesets
from hexterm.engine.seats import Seat
from hexterm.save import savegame
from hexterm.screens.shared.handoff import HandOffScreen
from hexterm.screens.shared.step_entry import StepEntryScreen
from hexterm.screens.shared.waiting import WaitingScreen
from hexterm.table import Table
from tests.helpers.waits import settled, until


@pytest.fixture(autouse=True)
def tiny() -> Iterator[None]:
    rulesets.register("tinysteps", "tests.helpers.tiny_steps:TINY")
    yield
    rulesets.forget("tinysteps")


def test_a_turn_of_steps_at_one_keyboard(tmp_path: Path) -> None:
    path = tmp_path / "t.hexsave"
    savegame.save(path, games.new_game("tinysteps", {}, (Seat("alice", "a"),
                                                         Seat("bob", "b")), 1))
    seen: list[str] = []  # what each input was given on: the hand-off, then the entry

    async def go() -> None:
        app = HextermApp(tmp_path, path)
        async with app.run_test(size=(80, 24)) as pilot:

            def title() -> str:
                return str(app.screen.query_one("#step-title", Label).render())

            async def give(text: str) -> None:
                await until(pilot, lambda: isinstance(app.screen, (HandOffScreen,
                                                                  StepEntryScreen)),
                            "a hand-off or an entry")
                if isinstance(app.screen, HandOffScreen):
                    seen.append("hand-off")
                    await pilot.click("#go")
                    await until(pilot, lambda: isinstance(app.screen, StepEntryScreen),
                                "the entry")
                seen.append(title())
                await pilot.press(*text)
                await until(pilot, lambda: "accept" in str(
                    app.screen.query_one("#step-problem", Static).render()), "accepted")
                await pilot.press("ctrl+s")
                await settled(pilot)

            await give("7")
            await give("3")
            await give("north")  # bob bid lower: he speaks first
            await give("south")
            await give("winner alice")
            await until(pilot, lambda: isinstance(app.screen, HandOffScreen), "turn 2")
            assert "Turn 2" in str(app.screen.query_one("#turn", Label).render())

    asyncio.run(go())
    assert seen == ["hand-off", "Turn 1 · Bid · alice (a)",
                    "hand-off", "Turn 1 · Bid · bob (b)",
                    "Turn 1 · Declare · bob (b)",
                    "Turn 1 · Declare · alice (a)",
                    "Turn 1 · Score the turn · the organiser"]
    game = savegame.load(path)
    assert (game.turn, game.state.points) == (2, {"alice": 1, "bob": 0})


def test_a_seat_at_its_own_terminal_waits_for_the_steps_not_its_own(tmp_path: Path) -> None:
    path = tmp_path / "t.hexsave"
    savegame.save(path, games.new_game("tinysteps", {}, (Seat("alice", "a"),
                                                         Seat("bob", "b")), 1))
    bob = Table(path, resolve_on_last=True)  # bob's own program, elsewhere

    async def go() -> None:
        app = HextermApp(tmp_path, path, "alice")
        shown: list[object] = []
        push = app.push_screen

        def recorded(screen: Any, *args: Any, **kwargs: Any) -> Any:
            shown.append(screen)
            return push(screen, *args, **kwargs)

        app.push_screen = recorded  # type: ignore[method-assign]
        async with app.run_test(size=(80, 24)) as pilot:

            async def enter() -> None:
                await until(pilot, lambda: isinstance(app.screen, HandOffScreen), "hand-off")
                await pilot.click("#go")

            await enter()
            await until(pilot, lambda: isinstance(app.screen, StepEntryScreen), "the bid")
            await pilot.press("7", "ctrl+s")
            await settled(pilot)
            await until(pilot, lambda: isinstance(app.screen, WaitingScreen), "waiting")
            bob.reload()
            bob.submit("bob", "3")  # the last bid: bob declares first
            await until(pilot, lambda: isinstance(app.screen, WaitingScreen) and "nothing is "
                        "asked of you" in str(app.screen.query_one("#waiting-call",
                                                                   Label).render()),
                        "waiting, not asked at bob's declaration")
            bob.reload()
            bob.submit("bob", "north")
            await until(pilot, lambda: isinstance(app.screen, StepEntryScreen), "alice's turn")
            # the same turn's next steps follow at once: the hand-off opened the turn only
            assert [type(s) for s in shown].count(HandOffScreen) == 1
            assert "Declare · alice (a)" in str(
                app.screen.query_one("#step-title", Label).render())

    asyncio.run(go())
