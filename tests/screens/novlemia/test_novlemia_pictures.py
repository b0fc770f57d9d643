"""Pictures of the Novlémia screens: the turn screen, the action planner, the cities and
market sheet, the reports and the ranking, at 80×24 in English and French, and the turn
screen at 160×48. The world is `novlemia_world.build_world` after six turns played by
the bots: alice (Scanthénie) has a city. Each picture was looked at before it was
accepted (see docs/screens.md)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from hexterm.app import HextermApp
from hexterm.screens.novlemia.typed import in_words
from tests.helpers.novlemia_world import build_world

Steps = Callable[[Pilot[None]], Awaitable[None]]


@pytest.fixture
def save(tmp_path: Path) -> Path:
    path = tmp_path / "g.hexsave"
    build_world(path, 6)
    return path


async def on_map(pilot: Pilot[None]) -> None:
    """Past the hand-off and the report of turn 6."""
    await pilot.press("enter")
    await pilot.pause()
    await pilot.press("escape")
    await pilot.pause()


def then(*keys: str) -> Steps:
    async def steps(pilot: Pilot[None]) -> None:
        await on_map(pilot)
        for key in keys:
            await pilot.press(key)
            await pilot.pause()
    return steps


async def report(pilot: Pilot[None]) -> None:
    await pilot.press("enter")
    await pilot.pause()


async def planner(pilot: Pilot[None]) -> None:
    await on_map(pilot)
    await pilot.press("t")
    await pilot.pause()
    # typed as a player of the picture's language writes them (autoriser bob in French)
    pilot.app.screen.query_one("TextArea").text = in_words("explore\nprospect\nallow bob\n")
    await pilot.pause()
    await pilot.press("escape", "o")
    await pilot.pause()


PICTURES: dict[str, Steps] = {"map": then(), "planner": planner, "sheet": then("c"),
                              "report": report, "ranking": then("g")}


@pytest.mark.parametrize("speak", ["en", "fr"], indirect=True)
@pytest.mark.parametrize("picture", sorted(PICTURES))
def test_at_80_by_24(picture: str, speak: None, save: Path, snap_compare: Any) -> None:
    assert snap_compare(HextermApp(save.parent, save), terminal_size=(80, 24),
                        run_before=PICTURES[picture])


def test_the_turn_screen_at_160_by_48(save: Path, snap_compare: Any) -> None:
    assert snap_compare(HextermApp(save.parent, save), terminal_size=(160, 48),
                        run_before=then())
