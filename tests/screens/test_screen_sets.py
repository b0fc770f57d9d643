"""Each ruleset's screens come from its screen set (`hexterm.screens.shared.screen_sets`), not
from comparisons of ruleset names: every ruleset has one; the command palette offers
the game's commands on every ruleset's turn; the waiting screen of a Novlémia seat
opens the Novlémia reports (it opened the Planisphère ones)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from hexterm.app import HextermApp
from hexterm.engine.dice import SeededDice
from hexterm.engine.rulesets import names
from hexterm.screens.novlemia.play import NovlemiaScreen
from hexterm.screens.novlemia.reports import NovReportsScreen, SheetScreen
from hexterm.screens.planisphere.play import PlayScreen
from hexterm.screens.planisphere.reports import ReportsScreen
from hexterm.screens.shared.handoff import HandOffScreen
from hexterm.screens.shared.screen_sets import screens_for
from hexterm.screens.shared.waiting import WaitingScreen
from hexterm.table import Table
from tests.helpers.novlemia_world import build_world
from tests.helpers.palette import run_command
from tests.helpers.waits import until


def test_every_ruleset_has_its_screens() -> None:
    assert screens_for("planisphere").play is PlayScreen
    assert screens_for("novlemia").play is NovlemiaScreen
    assert all(screens_for(name) is not None for name in names())


def test_the_palette_holds_a_novlemia_turns_commands(tmp_path: Path) -> None:
    save = tmp_path / "n.hexsave"
    build_world(save)

    async def go() -> None:
        app = HextermApp(tmp_path, save)
        async with app.run_test(size=(100, 30)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, HandOffScreen), "hand-off")
            await pilot.click("#go")
            await until(pilot, lambda: isinstance(app.screen, NovlemiaScreen), "the map")
            titles = {c.title for c in app.get_system_commands(app.screen)}
            assert {"Plan", "Orders as text", "Submit the turn", "Cities", "Reports",
                    "Ranking"} <= titles
            await run_command(pilot, "Cities")
            await until(pilot, lambda: isinstance(app.screen, SheetScreen), "the cities")

    asyncio.run(go())


def test_a_waiting_novlemia_seat_reads_novlemia_reports(tmp_path: Path) -> None:
    save = tmp_path / "n.hexsave"
    table = build_world(save, turns=1)
    game = table.game
    orders = game.rules.bot_orders(game.state, game.seat("alice"), SeededDice(1, "test"))
    Table(save).submit("alice", game.rules.format_orders(orders))  # alice waits for bob

    async def go() -> None:
        app = HextermApp(tmp_path, save, "alice")
        async with app.run_test(size=(100, 30)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, HandOffScreen), "hand-off")
            await pilot.click("#go")
            await until(pilot, lambda: isinstance(app.screen, WaitingScreen), "waiting")
            await pilot.press("r")
            await until(pilot, lambda: isinstance(app.screen, NovReportsScreen),
                        "the Novlémia reports")
            assert not isinstance(app.screen, ReportsScreen)

    asyncio.run(go())
