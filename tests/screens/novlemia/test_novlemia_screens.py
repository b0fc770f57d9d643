"""The Novlémia screens driven by Pilot: the turn screen opened by the app for a
Novlémia game, the action planner writing and previewing the draft, the submission of
both hot-seat players resolving the turn, the reports with their dice, the cities and
market sheet, and the ranking."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.widgets import Input, Select, TextArea

from hexterm.app import HextermApp
from hexterm.screens.dialogs.confirm import ConfirmSubmit
from hexterm.screens.novlemia.map import NovMap
from hexterm.screens.novlemia.planner import PlannerScreen, split_draft
from hexterm.screens.novlemia.play import NovlemiaScreen
from hexterm.screens.novlemia.reports import NovReportsScreen, RankingScreen, SheetScreen
from hexterm.screens.shared.handoff import HandOffScreen
from hexterm.table import Table
from tests.helpers.novlemia_world import build_world
from tests.helpers.waits import settled


@pytest.fixture
def save(tmp_path: Path) -> Path:
    path = tmp_path / "g.hexsave"
    build_world(path)
    return path


def text_of(app: HextermApp) -> str:
    return "\n".join(str(w.render()) for w in app.screen.query("Static, Label, Button"))


def test_split_draft_keeps_actions_in_order_and_the_rest_as_written() -> None:
    actions, free = split_draft("explorer SE\nbuy 1E for 2M\n\nmove E02\nprospect\n")
    assert actions == [("explore", "SE"), ("move", "E02"), ("prospect", "")]
    assert free == ["buy 1E for 2M"]


def test_a_turn_planned_and_submitted_by_both_players(save: Path) -> None:
    asyncio.run(_a_turn_planned_and_submitted(save))


async def plan(pilot, first: tuple[str, str], second: tuple[str, str] | None) -> None:
    """Open the planner and fill its first slots."""
    await pilot.press("o")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, PlannerScreen)
    for number, slot in enumerate(filter(None, (first, second)), 1):
        screen.query_one(f"#verb{number}", Select).value = slot[0]
        screen.query_one(f"#arg{number}", Input).value = slot[1]
        await pilot.pause()


async def _a_turn_planned_and_submitted(save: Path) -> None:
    app = HextermApp(save.parent, save)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandOffScreen)
        await pilot.click("#go")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NovlemiaScreen) and screen.seat.name == "alice"
        explorer = screen.view["me"]["explorer"]
        assert "explorer of Scanthénie" in text_of(app)
        assert screen.query_one(NovMap).cursor == (0, ord(explorer[0]) - 65)
        choices = screen.view["me"]["choices"]
        await plan(pilot, ("explore", ""), ("move", choices["explore"][0]))
        planner = app.screen
        previews = str(planner.query_one("#preview1").render())
        assert previews.startswith("→ explores " + ", ".join(choices["explore"]))
        assert "the rules accept these orders" in str(planner.query_one("#problem").render())
        # Every change of the plan is on disk already, for alice only.
        assert Table(save).kept_draft("alice") == f"explore\nmove {choices['explore'][0]}\n"
        assert Table(save).kept_draft("bob") is None
        # A purchase the stock cannot pay is refused by the rules, under the slots.
        planner.query_one("#free", TextArea).text = "buy 1E for 3M"
        await pilot.pause()
        assert "the rules accept" not in str(planner.query_one("#problem").render())
        planner.query_one("#free", TextArea).text = ""
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, NovlemiaScreen)
        assert screen.draft == f"explore\nmove {choices['explore'][0]}\n"
        assert "1. explore: explores" in text_of(app)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmSubmit)
        assert "Actions planned: 2" in text_of(app)
        await pilot.press("y")
        await settled(pilot)
        assert Table(save).kept_draft("alice") is None  # submitted: the draft is gone
        # bob's hand-off, his turn: one prospect that the rules refuse (nothing is his).
        assert isinstance(app.screen, HandOffScreen)
        await pilot.click("#go")
        await pilot.pause()
        await plan(pilot, ("explore", ""), None)
        await pilot.press("ctrl+s")  # keeps the plan and asks
        await pilot.pause()
        assert isinstance(app.screen, ConfirmSubmit)
        await pilot.press("y")
        await settled(pilot)
        # Resolved: alice's hand-off for turn 2, then her report with the dice.
        await pilot.click("#go")
        await pilot.pause()
        assert isinstance(app.screen, NovReportsScreen)
        report = text_of(app)
        assert "Report of turn 1 · alice" in report and "die " in report
        assert "Explored " + choices["explore"][0] in report
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, NovlemiaScreen)
        assert app.screen.view["me"]["explorer"] == choices["explore"][0]
        for key, kind, words in (("c", SheetScreen, "Price of one unit"),
                                 ("g", RankingScreen, "Production per turn")):
            await pilot.press(key)
            await pilot.pause()
            assert isinstance(app.screen, kind) and words in text_of(app)
            await pilot.press("escape")
            await pilot.pause()
    game = Table(save).game
    assert game.turn == 2
    view = game.rules.view(game.state, game.seat("alice"))
    assert all(cell in view["cells"] for cell in choices["explore"])


def test_the_orders_as_text_go_into_the_draft(save: Path) -> None:
    asyncio.run(_orders_as_text(save))


async def _orders_as_text(save: Path) -> None:
    app = HextermApp(save.parent, save)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.click("#go")
        await pilot.pause()
        await pilot.press("t")
        await pilot.pause()
        app.screen.query_one(TextArea).text = "explore\nprospect\n"
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, NovlemiaScreen)
        assert app.screen.draft == "explore\nprospect\n"
        assert "2. prospect" in text_of(app)


@pytest.mark.parametrize("speak", ["fr"], indirect=True)
@pytest.mark.usefixtures("speak")
def test_in_french_the_planner_writes_the_rulebooks_words(save: Path) -> None:
    asyncio.run(_planner_in_french(save))


async def _planner_in_french(save: Path) -> None:
    """The planner's slots write déplacer, explorer; the side panel says them; submitted,
    the save keeps the canonical English text, and the orders shown again to the French
    player are in French words."""
    app = HextermApp(save.parent, save)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.click("#go")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NovlemiaScreen)
        cell = screen.view["me"]["choices"]["explore"][0]
        await plan(pilot, ("explore", ""), ("move", cell))
        planner = app.screen
        assert isinstance(planner, PlannerScreen)
        planner.query_one("#free", TextArea).text = "interdire bob"
        await pilot.pause()
        assert planner.text() == f"explorer\ndéplacer {cell}\ninterdire bob\n"
        assert "les règles acceptent ces ordres" in str(planner.query_one("#problem").render())
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, NovlemiaScreen)
        assert "2. déplacer" in text_of(app) and "1. explorer" in text_of(app)
        table = Table(save)
        table.submit("alice", app.screen.draft)
        assert Table(save).game.orders["alice"] == f"explore\nmove {cell}\nforbid bob\n"
        again = NovlemiaScreen(Table(save), "alice")
        assert again.draft == f"explorer\ndéplacer {cell}\ninterdire bob\n"
