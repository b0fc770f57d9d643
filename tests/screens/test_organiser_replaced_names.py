"""A seat given to another person (issue 30: "replace a player"): beyond the hand-off
(tests/screens/test_organiser_replaced.py), every screen that names the seat to its
player names the new player, as the hand-off does (`Seat.played_by`): the Planisphère
map's heading and the Novlémia map's, the Novlémia and SAGA reports' headings, the
waiting screen's "your orders are given", and a step's "who" on the step entry (the
screen of the rulesets of steps). The seat keeps its faction, and its name in the
commands and the log."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Label, Static

from hexterm.app import HextermApp
from hexterm.cli import main
from hexterm.engine import game as games
from hexterm.engine import rulesets
from hexterm.engine.seats import Seat
from hexterm.save import savegame
from hexterm.screens.novlemia.play import NovlemiaScreen
from hexterm.screens.novlemia.reports import NovReportsScreen
from hexterm.screens.planisphere.play import PlayScreen
from hexterm.screens.saga.reports import SagaReportsScreen
from hexterm.screens.shared.handoff import HandOffScreen
from hexterm.screens.shared.step_entry import StepEntryScreen
from hexterm.screens.shared.waiting import WaitingScreen
from hexterm.table import Table
from tests.helpers.novlemia_world import build_world
from tests.helpers.waits import settled, until
from tests.screens.test_organiser import run, tiny_game

LIBERIA = "Empire de Libéria"  # bob's faction in tests/fixtures/tiny.toml


def given_to_carol(path: Path) -> Path:
    """bob's seat of the game in `path` given to carol, as the organiser does it."""
    assert main(["seat", "replace", str(path), "bob", "--by", "carol",
                 "--reason", "bob moved abroad"]) == 0
    return path


def text(screen: Any, selector: str) -> str:
    return str(screen.query_one(selector).render())


async def past_the_hand_off(pilot: Pilot[Any]) -> None:
    await until(pilot, lambda: isinstance(pilot.app.screen, HandOffScreen), "hand-off")
    await pilot.click("#go")


def test_the_map_and_the_waiting_screen_name_the_new_player(tmp_path: Path) -> None:
    save = given_to_carol(tiny_game(tmp_path / "saves"))

    async def body(pilot: Pilot[Any]) -> None:
        await past_the_hand_off(pilot)
        await until(pilot, lambda: isinstance(pilot.app.screen, PlayScreen), "the map")
        heading = text(pilot.app.screen, "#title")
        assert f" · carol ({LIBERIA}) · " in heading and "bob" not in heading, heading
        await pilot.press("t")  # the orders as text, given as they stand
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        await pilot.press("y")
        await settled(pilot)
        await until(pilot, lambda: isinstance(pilot.app.screen, WaitingScreen), "waiting")
        assert text(pilot.app.screen, "#waiting-call") == (
            f"carol ({LIBERIA}): your orders are given.")
    run(HextermApp(save.parent, save, "bob"), body)
    assert "bob" in savegame.load(save).orders  # the seat's orders, under its name


def test_the_novlemia_map_names_the_new_player(tmp_path: Path) -> None:
    save = tmp_path / "saves" / "n.hexsave"
    save.parent.mkdir()
    build_world(save)
    given_to_carol(save)

    async def body(pilot: Pilot[Any]) -> None:
        await past_the_hand_off(pilot)
        await until(pilot, lambda: isinstance(pilot.app.screen, NovlemiaScreen), "the map")
        heading = text(pilot.app.screen, "#title")
        assert " · carol (" in heading and "bob" not in heading, heading
    run(HextermApp(save.parent, save, "bob"), body)


@pytest.fixture
def tiny() -> Iterator[None]:
    rulesets.register("tinysteps", "tests.helpers.tiny_steps:TINY")
    yield
    rulesets.forget("tinysteps")


def test_a_steps_who_and_its_waiting_screen_name_the_new_player(
        tmp_path: Path, tiny: None) -> None:
    path = tmp_path / "t.hexsave"
    savegame.save(path, games.new_game("tinysteps", {}, (Seat("alice", "a"),
                                                         Seat("bob", "b")), 1))
    given_to_carol(path)

    async def body(pilot: Pilot[Any]) -> None:
        await past_the_hand_off(pilot)
        await until(pilot, lambda: isinstance(pilot.app.screen, StepEntryScreen), "the bid")
        assert text(pilot.app.screen, "#step-title") == "Turn 1 · Bid · carol (b)"
        await pilot.press("4")
        await until(pilot, lambda: "accept" in str(
            pilot.app.screen.query_one("#step-problem", Static).render()), "accepted")
        await pilot.press("ctrl+s")
        await settled(pilot)
        await until(pilot, lambda: isinstance(pilot.app.screen, WaitingScreen), "waiting")
        assert str(pilot.app.screen.query_one("#waiting-call", Label).render()) == (
            "carol (b): Bid given.")
    run(HextermApp(tmp_path, path, "bob"), body)


def test_the_novlemia_reports_name_the_new_player(tmp_path: Path) -> None:
    """The reports' heading names who reads them (carol), the report still bob's seat's."""
    save = tmp_path / "saves" / "n.hexsave"
    save.parent.mkdir()
    build_world(save, turns=1)
    given_to_carol(save)

    async def body(pilot: Pilot[Any]) -> None:
        screen = NovReportsScreen(Table(save), "bob")
        await pilot.app.push_screen(screen)
        heading = screen.report().splitlines()[0]
        assert heading.endswith(" · carol[/b]") and "bob" not in heading, heading
    run(HextermApp(save.parent), body)


def test_the_saga_reports_name_the_new_player(tmp_path: Path) -> None:
    from tests.helpers.saga_battles import at_battles

    save = tmp_path / "saves" / "s.hexsave"
    save.parent.mkdir()
    savegame.save(save, at_battles("battle_attacker_wins.toml"))
    assert main(["seat", "replace", str(save), "alice", "--by", "carol",
                 "--reason", "alice moved abroad"]) == 0

    async def body(pilot: Pilot[Any]) -> None:
        screen = SagaReportsScreen(Table(save), "alice")
        await pilot.app.push_screen(screen)
        [heading] = [line for line in screen.report().splitlines()
                     if line.startswith("Report of turn")]
        assert heading.endswith(" · carol") and "alice" not in heading, heading
    run(HextermApp(save.parent), body)
