"""From the map: p opens the papers, the draft comes back and survives an order form;
a quest answered in the reports shown at the start of a turn goes into the draft."""

from __future__ import annotations

import asyncio
from pathlib import Path

from textual.widgets import Select

from hexterm.app import HextermApp
from hexterm.engine.hexgrid import Hex
from hexterm.screens.planisphere.documents import DocumentsScreen
from hexterm.screens.planisphere.map import HexMap
from hexterm.screens.planisphere.play import PlayScreen
from hexterm.screens.planisphere.reports import ReportsScreen
from tests.screens.planisphere.test_documents import papers_game
from tests.screens.planisphere.test_quests import tomb_game


def test_papers_from_the_map(tmp_path: Path) -> None:
    save = papers_game(tmp_path)

    async def go() -> None:
        app = HextermApp(save.parent, save)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("enter")  # the hand-off
            await pilot.pause()
            play = app.screen
            assert isinstance(play, PlayScreen)
            await pilot.press("p")
            await pilot.pause()
            assert isinstance(app.screen, DocumentsScreen)
            await pilot.press("right", "a", "escape")  # Accords tab, accept A3, back
            await pilot.pause()
            assert app.screen is play and play.draft == "accord accept A3\n"
            play.query_one(HexMap).go(*Hex.parse("C11").to_offset())
            await pilot.press("enter")  # GLA12's order form
            await pilot.pause()
            app.screen.query_one("#verb", Select).value = "recon"
            await pilot.pause()
            await pilot.press("ctrl+s")
            await pilot.pause()
            # The paper line written before survives keeping the unit's order.
            assert play.draft == "accord accept A3\nunit GLA12\n  recon\n"

    asyncio.run(go())


def test_quest_answer_at_the_start_of_the_turn(tmp_path: Path) -> None:
    save = tomb_game(tmp_path)

    async def go() -> None:
        app = HextermApp(save.parent, save)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, ReportsScreen)
            await pilot.press("q", "down", "enter", "escape")  # answer B, back to the map
            await pilot.pause()
            play = app.screen
            assert isinstance(play, PlayScreen) and play.draft == "unit GLA12\n  quest B\n"
            await pilot.press("r", "q", "down", "down", "enter", "escape")  # now C
            await pilot.pause()
            assert play.draft == "unit GLA12\n  quest C\n"

    asyncio.run(go())
