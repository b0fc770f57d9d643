"""The overview's `p` (pause) and `d` (deadline) are organiser's acts (issue 30): once
the organiser set a PIN (`hexterm organiser pin`), they ask it first as `o` does
(`organiser_pin`): a wrong PIN is said and nothing changes; giving up changes
nothing; the right PIN does the act. Without an organiser's PIN they act at once
(tests/screens/test_overview.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.pilot import Pilot
from textual.widgets import Input

from hexterm.app import HextermApp
from hexterm.cli import main
from hexterm.save import savegame
from hexterm.screens.shared.organiser_pin import OrganiserPin
from hexterm.screens.shared.overview import OverviewScreen
from hexterm.screens.shared.title import TitleScreen
from hexterm.table import Table
from tests.helpers.waits import until
from tests.screens.test_organiser import run
from tests.screens.test_organiser_pin import PIN, asked, refusal, save, type_pin

__all__ = ["save"]  # the fixture: the tiny world with its organiser's PIN

HOUR = 3600


async def to_overview(pilot: Pilot[Any]) -> OverviewScreen:
    await until(pilot, lambda: isinstance(pilot.app.screen, TitleScreen), "the title")
    await pilot.press("down", "down", "enter")
    await until(pilot, lambda: isinstance(pilot.app.screen, OverviewScreen), "overview")
    screen = pilot.app.screen
    assert isinstance(screen, OverviewScreen)
    return screen


def heading(screen: OrganiserPin) -> str:
    return "\n".join(str(w.render()) for w in screen.query("Label, Static"))


def main_deadline(save: Path) -> bool:
    """A deadline of 48 hours a step (a pause stops its clock)."""
    return main(["deadline", str(save), "48h"]) == 0


def test_pause_asks_the_organisers_pin(save: Path) -> None:
    before = save.read_bytes()
    assert main_deadline(save)

    async def body(pilot: Pilot[Any]) -> None:
        overview = await to_overview(pilot)
        await pilot.press("p")
        screen = await asked(pilot)
        assert "Pause or resume tiny.hexsave" in heading(screen)
        assert "It is the organiser's to do: type the organiser's PIN." in heading(screen)
        await type_pin(pilot, "1111")
        await until(pilot, lambda: refusal(screen) == "wrong PIN", "the refusal")
        await pilot.press("escape")
        await until(pilot, lambda: pilot.app.screen is overview, "back, nothing done")
        assert not Table(save).paused
        await pilot.press("p")
        await asked(pilot)
        await type_pin(pilot, PIN)
        await until(pilot, lambda: Table(save).paused, "paused")
        assert pilot.app.screen is overview
    run(HextermApp(save.parent), body)
    assert save.read_bytes() != before


def test_the_deadline_asks_the_organisers_pin(save: Path) -> None:
    async def body(pilot: Pilot[Any]) -> None:
        overview = await to_overview(pilot)
        field = overview.query_one("#deadline-input", Input)
        await pilot.press("d")
        screen = await asked(pilot)
        assert "Change the deadline of tiny.hexsave" in heading(screen)
        assert not field.display  # nothing asked before the PIN
        await pilot.press("escape")
        await until(pilot, lambda: pilot.app.screen is overview, "back, nothing done")
        assert not field.display
        await pilot.press("d")
        await asked(pilot)
        await type_pin(pilot, PIN)
        await until(pilot, lambda: field.has_focus, "the deadline's field")
        await pilot.press(*"36h", "enter")
        await until(pilot, lambda: not field.display, "the deadline set")
    run(HextermApp(save.parent), body)
    timing = savegame.load(save).timing
    assert timing is not None and timing.policy.step_length == 36 * HOUR
