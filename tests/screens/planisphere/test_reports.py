"""The reports screen: a turn's events in sections, earlier turns readable."""

from __future__ import annotations

import asyncio
from pathlib import Path

from textual.app import App
from textual.widgets import Label, Static

from hexterm.cli import main
from hexterm.engine import game as games
from hexterm.engine.ruleset import Event
from hexterm.save import savegame
from hexterm.screens.planisphere.reports import ReportsScreen, report_text, section_of
from hexterm.table import Table


def two_turns(tmp_path: Path) -> Path:
    path = tmp_path / "g.hexsave"
    assert main(["new", str(path), "--seed", "3", "--seat", "alice:glaces",
                 "--seat", "bob:liberia"]) == 0
    game = savegame.load(path)
    # Turn 1: GLA12 (move 2) goes S from C11 to D11 (1 for a Montagnard on Montagne+Route)
    # and looks N; GLA11 on D18 attacks LIB14, which stands far off on N12: it fails.
    game = games.submit_orders(game, "alice", "unit GLA12: move S; recon N\n"
                                              "unit GLA11: attack LIB14\n")
    game = games.submit_orders(game, "bob", "")
    game = games.resolve(game)
    game = games.resolve(game, force=True)  # turn 2: nobody writes; units defend
    savegame.save(path, game)
    return path


def test_events_are_filed_under_their_section() -> None:
    def event(key: str) -> Event:
        return Event(1, "4", "X", "text", key=key)

    assert section_of(event("order.move")) == "Orders"
    assert section_of(event("reserve.convert")) == "Orders"
    assert section_of(event("no-orders")) == "Orders"
    assert section_of(event("battle")) == "Battles"
    assert section_of(event("recon.seen")) == "Seen"
    assert section_of(event("unit.report")) == "Your units"
    assert section_of(event("session.end")) == "The session"
    assert section_of(event("something.new")) == "Other"


def test_a_turns_report_holds_every_order_with_its_result_and_reason(tmp_path: Path) -> None:
    table = Table(two_turns(tmp_path))
    text = report_text(table, "alice", 1)
    sections = [line for line in text.splitlines() if line.startswith("== ")]
    assert sections == ["== Orders ==", "== Seen ==", "== Your units =="]
    assert "+ GLA12: move: done: now at D11" in text
    assert "+ GLA12: recon: done" in text
    assert "x GLA11: attack: failed: LIB14 is not next to D18 (it is at N12)" in text
    # Bob's report does not hold alice's orders.
    assert "GLA12" not in report_text(table, "bob", 1)
    # Nobody plays coelion or guilde here: their units report to the organiser only
    # (GMI13 hides on K05; a seat must not learn it from a report).
    for seat in ("alice", "bob"):
        assert not [e for e in table.report(seat, 1) if e.subject.startswith(("COE", "GMI"))]
    organiser = [e.subject for e in games.report(table.game, None, 1) if e.key == "unit.report"]
    assert "GMI13" in organiser


def test_earlier_turns_stay_readable(tmp_path: Path) -> None:
    table = Table(two_turns(tmp_path))

    class Host(App[None]):
        def on_mount(self) -> None:
            self.push_screen(ReportsScreen(table, "alice"))

    async def run() -> None:
        app = Host()
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            heading = app.screen.query_one("#heading", Label)
            report = app.screen.query_one("#report", Static)
            assert "Turn 2 (2/2" in str(heading.render())  # the latest turn first
            assert "alice sent no orders" in str(report.render())
            await pilot.press("left")
            assert "Turn 1 (1/2" in str(heading.render())
            assert "GLA12: move: done: now at D11" in str(report.render())
            await pilot.press("left")  # there is no turn 0: it stays on turn 1
            assert "Turn 1 (1/2" in str(heading.render())
            await pilot.press("right", "right")
            assert "Turn 2 (2/2" in str(heading.render())

    asyncio.run(run())
