"""Quests in the reports: a quest found by a reconnaissance is shown with its text, the
hint and its choices A-D, and choosing one writes `quest X` into the finder's order.

The world is the built-in Marches, seed 3, with the rulebook's tomb (Résoudre une
quête: "Un ancien tombeau", choices A-D) put on C11, where alice's GLA12 (Chasseurs des
Cimes, recon 2) stands. On turn 1 alice orders `unit GLA12: recon`: its own hex is
explored, so the quest is revealed to Glaces and alice's report of turn 1 holds it
(the engine's event `quest.revealed`). Bob's report does not.
"""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import Label, OptionList, Static

from hexterm.cli import main
from hexterm.engine import game as games
from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.hexgrid import Hex
from hexterm.engine.planisphere.quests.book import Choice, Quest, QuestOutcome
from hexterm.save import savegame
from hexterm.screens.planisphere.issuing import with_quest
from hexterm.screens.planisphere.reports import (
    ReportsScreen,
    quest_answers,
    report_text,
    section_of,
)
from hexterm.table import Table

TOMB = Quest(
    "tombeau", Hex.parse("C11"), "Un ancien tombeau",
    "Un ancien tombeau a été découvert. Une inscription est écrite en façade.",
    (Choice("A", "L'explorer prudemment.", (QuestOutcome(text="Nous avons rebroussé "
                                                         "chemin.", ends=False),)),
     Choice("B", "Prendre possession du tombeau.", (QuestOutcome(text="Écrasés.",
                                                                 unit="destroyed"),)),
     Choice("C", "Laisser tomber.", (QuestOutcome(text="Nous partons.", ends=False),)),
     Choice("D", "Attendre des renforts.", (QuestOutcome(text="Nous attendons.",
                                                         ends=False),))),
    hint="Un sortilège d'Arme de Lumière est nécessaire.")


def tomb_game(tmp_path: Path) -> Path:
    """Turn 1 resolved: GLA12 found the tomb on C11; the game waits for turn 2."""
    path = tmp_path / "g.hexsave"
    assert main(["new", str(path), "--seed", "3", "--seat", "alice:glaces", "--seat",
                 "bob:liberia", "--seat", "carol:coelion:bot", "--seat", "dan:guilde:bot"]) == 0
    game = savegame.load(path)
    game.state.quests = {"tombeau": TOMB}
    game = dataclasses.replace(game, state=game.state)
    game = games.submit_orders(game, "alice", "unit GLA12: recon\n")
    game = games.submit_orders(game, "bob", "")
    savegame.save(path, games.resolve(game))
    return path


@pytest.fixture
def save(tmp_path: Path) -> Path:
    return tomb_game(tmp_path)


def test_the_report_shows_the_quest_with_its_hint_and_choices(save: Path) -> None:
    table = Table(save)
    found = [e for e in table.report("alice", 1) if e.key == "quest.revealed"]
    assert [section_of(e) for e in found] == ["Quests"]
    text = report_text(table, "alice", 1)
    assert ("== Quests ==\n"
            "GLA12 found a quest at C11: Un ancien tombeau\n"
            "  Un ancien tombeau a été découvert. Une inscription est écrite en façade.\n"
            "  Hint: Un sortilège d'Arme de Lumière est nécessaire.\n"
            "  A: L'explorer prudemment.\n"
            "  B: Prendre possession du tombeau.\n"
            "  C: Laisser tomber.\n"
            "  D: Attendre des renforts.") in text
    assert "tombeau" not in report_text(table, "bob", 1)
    # GLA12 found it and stands on it: four answers, one per choice.
    assert [(u, letter) for u, letter, *_ in quest_answers(table, "alice", 1)] == [
        ("GLA12", "A"), ("GLA12", "B"), ("GLA12", "C"), ("GLA12", "D")]
    assert quest_answers(table, "bob", 1) == []


def test_a_choice_goes_into_the_units_order_and_replaces_the_last_one(save: Path) -> None:
    table = Table(save)
    draft = with_quest(table, "alice", "unit GLA12: recon N\n", "GLA12", "b")
    assert draft == "unit GLA12\n  recon N\n  quest B\n"
    assert with_quest(table, "alice", draft, "GLA12", "D") == \
        "unit GLA12\n  recon N\n  quest D\n"
    # An order holds two actions at most: the choice does not push one out.
    with pytest.raises(IllegalOrderError, match="unit GLA12: the order already holds recon "
                       "and hide; take one out to resolve the quest"):
        with_quest(table, "alice", "unit GLA12: recon; hide\n", "GLA12", "A")


Steps = Callable[[App[str | None], Pilot[None]], Awaitable[None]]


class Host(App[str | None]):
    """The reports of `seat` with its draft; `result` is the draft given back."""

    def __init__(self, save: Path, draft: str | None = "", seat: str = "alice") -> None:
        super().__init__()
        self.table, self.draft, self.seat = Table(save), draft, seat
        self.result: str | None = "not dismissed"

    def on_mount(self) -> None:
        def done(draft: str | None) -> None:
            self.result = draft

        self.push_screen(ReportsScreen(self.table, self.seat, self.draft), done)


def run(host: Host, steps: Steps, size: tuple[int, int] = (80, 24)) -> None:
    async def go() -> None:
        async with host.run_test(size=size) as pilot:
            await pilot.pause()
            await steps(host, pilot)

    asyncio.run(go())


def test_picking_a_quest_choice_writes_it_into_the_draft(save: Path) -> None:
    async def steps(app: App[str | None], pilot: Pilot[None]) -> None:
        options = app.screen.query_one("#quest-choices", OptionList)
        assert options.option_count == 4
        await pilot.press("q", "down", "enter")  # the list, then B
        await pilot.pause()
        draft = app.screen.query_one("#quest-draft", Label)
        assert str(draft.render()) == "In your draft: unit GLA12: recon N; quest B"
        assert str(options.get_option_at_index(1).prompt).startswith("✓ GLA12 · Un ancien")
        await pilot.press("escape")
        await pilot.pause()

    host = Host(save, draft="unit GLA12: recon N\n")
    run(host, steps)
    assert host.result == "unit GLA12\n  recon N\n  quest B\n"


def test_the_rules_check_the_choice_where_the_unit_will_stand(save: Path) -> None:
    async def steps(app: App[str | None], pilot: Pilot[None]) -> None:
        await pilot.press("q", "enter")
        await pilot.pause()
        problem = app.screen.query_one("#quest-draft", Label)
        # GLA12's move S ends on D11, where no quest is known: the engine's sentence.
        assert str(problem.render()) == ("unit GLA12: quest: there is no quest known to "
                                         "your faction at D11")
        await pilot.press("escape")

    host = Host(save, draft="unit GLA12: move S\n")
    run(host, steps)
    assert host.result == "unit GLA12: move S\n"


def test_an_order_without_room_says_so_and_keeps_the_draft(save: Path) -> None:
    async def steps(app: App[str | None], pilot: Pilot[None]) -> None:
        await pilot.press("q", "enter")
        await pilot.pause()
        problem = app.screen.query_one("#quest-draft", Label)
        assert str(problem.render()) == ("unit GLA12: the order already holds move and "
                                         "recon; take one out to resolve the quest")
        assert problem.has_class("problem")
        await pilot.press("escape")

    host = Host(save, draft="unit GLA12: move S; recon\n")
    run(host, steps)
    assert host.result == "unit GLA12: move S; recon\n"


def test_without_a_draft_the_reports_are_only_read(save: Path) -> None:
    async def steps(app: App[str | None], pilot: Pilot[None]) -> None:
        assert not app.screen.query_one("#quests").display
        report = app.screen.query_one("#report", Static)
        assert "Hint: Un sortilège" in str(report.render())
        await pilot.press("q", "escape")

    host = Host(save, draft=None)
    run(host, steps)
    assert host.result is None
