"""The order form (Modèle d'Ordre) beside the map: moves drawn with their cost and stop,
problems shown beside the action before anything is kept, the units list, deploying a
reserve card, and the turn submitted only after a confirmation.

The world is the built-in Marches, seed 3. Alice (Royaume des Glaces) commands GLA12,
Chasseurs des Cimes (move 2, Montagnard, recon 2) on C11; S of it lie D11 and E11
(Montagne+Route: 1 each for a Montagnard), then F11 (Plaine, 1).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import DataTable, Input, Label, Select, Static

from hexterm.app import HextermApp
from hexterm.cli import main
from hexterm.engine.hexgrid import Hex
from hexterm.save import savegame
from hexterm.screens.dialogs.confirm import ConfirmSubmit
from hexterm.screens.planisphere.map import HexMap
from hexterm.screens.planisphere.play import PlayScreen
from hexterm.screens.planisphere.units import UnitsScreen
from hexterm.screens.planisphere.widgets.order_form import ActionRow, OrderForm, PathField
from hexterm.table import Table
from tests.helpers.waits import settled

Scenario = Callable[[HextermApp, Pilot[None]], Awaitable[None]]


@pytest.fixture
def save(tmp_path: Path) -> Path:
    path = tmp_path / "g.hexsave"
    assert main(["new", str(path), "--seed", "3", "--seat", "alice:glaces",
                 "--seat", "bob:liberia"]) == 0
    return path


def play(save: Path, scenario: Scenario, size: tuple[int, int] = (80, 24)) -> None:
    """Run `scenario` on alice's turn screen."""

    async def run() -> None:
        app = HextermApp(save.parent, save)
        async with app.run_test(size=size) as pilot:
            await pilot.press("enter")  # the hand-off: alice is at the keyboard
            await pilot.pause()
            assert isinstance(app.screen, PlayScreen)
            await scenario(app, pilot)

    asyncio.run(run())


async def open_form(app: HextermApp, pilot: Pilot[None], label: str) -> OrderForm:
    app.screen.query_one(HexMap).go(*Hex.parse(label).to_offset())
    await pilot.press("enter")
    await pilot.pause()
    return app.screen.query_one(OrderForm)


async def choose(app: HextermApp, pilot: Pilot[None], n: int, verb: str) -> ActionRow:
    row = list(app.screen.query(ActionRow))[n - 1]
    row.query_one("#verb", Select).value = verb
    await pilot.pause()
    return row


def text_of(widget: Static | Label) -> str:
    return str(widget.render())


def test_a_move_is_drawn_on_the_map_with_its_cost_and_stop(save: Path) -> None:
    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        form = await open_form(app, pilot, "C11")
        assert "GLA12" in text_of(form.query_one("#card", Static))
        await choose(app, pilot, 1, "move")
        form.query_one(PathField).focus()
        await pilot.press("s", "s", "s")
        await pilot.pause()
        hexmap = app.screen.query_one(HexMap)
        index = hexmap.data.index
        # D11 is step 1, E11 step 2; F11 is refused (1 to enter, 0 left): marked.
        assert hexmap.route == {index(*Hex.parse("D11").to_offset()): "1",
                                index(*Hex.parse("E11").to_offset()): "2"}
        assert hexmap.blocked == index(*Hex.parse("F11").to_offset())
        assert hexmap.cursor == Hex.parse("E11").to_offset()  # where it would stop
        route = text_of(form.query_one("#route-text", Static))
        assert "2/2 movement spent, ends at E11" in route
        assert "stops: entering F11 costs 1 and only 0 movement is left" in route
        await pilot.press("backspace")  # one step back: S S
        await pilot.pause()
        assert hexmap.blocked is None and len(hexmap.route) == 2
        await pilot.press("ctrl+s")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PlayScreen) and not screen.query(OrderForm)
        assert screen.draft == "unit GLA12\n  move S S\n"
        assert hexmap.route == {}  # the drawing goes with the form
        assert "GLA12 C11 move S S" in text_of(screen.query_one("#faction", Static))

    play(save, scenario)


def test_a_problem_shows_beside_its_action_and_nothing_is_kept(save: Path) -> None:
    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        form = await open_form(app, pilot, "C11")
        row = await choose(app, pilot, 1, "recon")
        row.query_one("#recon", Input).value = "N N"
        await pilot.pause()
        problem = row.query_one("#problem", Label)
        assert problem.display
        assert text_of(problem) == "unit GLA12: recon: a direction is named twice"
        # GLA12 has recon 2: three extra hexes are too many.
        row.query_one("#recon", Input).value = "N NE SE"
        await pilot.pause()
        assert text_of(problem) == ("unit GLA12: recon: 3 extra hexes asked; Chasseurs des "
                                    "Cimes has recon 2")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen.query(OrderForm)  # refused: the form stays open
        assert isinstance(app.screen, PlayScreen) and app.screen.draft == ""
        # The same action twice: the second row says so.
        row.query_one("#recon", Input).value = "N"
        second = await choose(app, pilot, 2, "recon")
        assert text_of(second.query_one("#problem", Label)) == "an action is done once a turn"
        # An attack with no target (none of bob's units is in reach) says what it lacks.
        first = await choose(app, pilot, 1, "attack")
        await choose(app, pilot, 2, "defend")
        assert first.query_one("#target", Select).display
        assert text_of(first.query_one("#problem", Label)) == (
            "attack: name one target unit, like 'attack LIB4'")
        assert form.query_one("#verb", Select).value == "attack"

    play(save, scenario)


def test_a_card_offers_only_what_it_can_do(save: Path) -> None:
    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        # GLA13, the Bastion de Givre on E12, is Immobile: no move, no attack.
        form = await open_form(app, pilot, "E12")
        verbs = form.query_one("#verb", Select)
        offered = [value for _, value in verbs._options if isinstance(value, str)]
        assert offered == ["defend", "recon"]

    play(save, scenario)


def test_a_reserve_card_is_deployed_from_the_units_list(save: Path) -> None:
    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        await pilot.press("u")
        await pilot.pause()
        assert isinstance(app.screen, UnitsScreen)
        table = app.screen.query_one(DataTable)
        codes = [str(key.value) for key in table.rows]
        assert codes[:4] == ["GLA11", "GLA12", "GLA13", "GLA14"]
        assert table.get_row("GLA1")[2:] == ["reserve", "stays in the reserve"]
        table.move_cursor(row=codes.index("GLA1"))
        await pilot.press("enter")
        await pilot.pause()
        form = app.screen.query_one(OrderForm)
        row = form.query(ActionRow).first()
        assert row.verb is not None and row.verb.value == "deploy"  # the only choice
        row.query_one("#node", Select).value = "D11"
        row.query_one("#side", Select).value = "S"
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, PlayScreen)
        assert app.screen.draft == "unit GLA1\n  deploy at D11 S\n"

    play(save, scenario)


def test_the_turn_is_submitted_only_once_confirmed(save: Path) -> None:
    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        await open_form(app, pilot, "C11")
        await choose(app, pilot, 1, "hide")
        # The form's order is kept on disk as soon as the rules accept it.
        assert Table(save).kept_draft("alice") == "unit GLA12\n  hide\n"
        await pilot.press("ctrl+s")
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmSubmit)
        # GLA12 has an order; GLA11, GLA13 and GLA14 defend without one.
        assert "Units with an order: 1 · defending without one: 3 · cards deploying: 0" \
            in "\n".join(text_of(w) for w in app.screen.query(Static))
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, PlayScreen)
        assert savegame.load(save).orders == {}  # nothing submitted
        await pilot.press("ctrl+s")
        await pilot.pause()
        await pilot.press("y")
        await settled(pilot)
        assert savegame.load(save).orders == {"alice": "unit GLA12\n  hide\n"}
        assert Table(save).kept_draft("alice") is None

    play(save, scenario)


def test_the_path_hint_says_the_keyboard_s_letters_and_the_rulebook_s_directions(
        save: Path) -> None:
    """On AZERTY the six direction keys are a z e / q s d (hexterm/widgets/keyboard.py):
    the empty path says those letters, not QWERTY's; in French the path drawn says the
    rulebook's directions (q is SW on AZERTY: SO)."""
    from hexterm import i18n
    from hexterm.widgets import keyboard

    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        form = await open_form(app, pilot, "C11")
        await choose(app, pilot, 1, "move")
        path = form.query_one(PathField)
        assert text_of(path) == "a z e q s d tracent le déplacement"
        path.focus()
        await pilot.press("q")
        await pilot.pause()
        assert text_of(path) == "SO"

    i18n.set_language("fr")
    keyboard.set_layout("azerty")
    try:
        play(save, scenario)
    finally:
        keyboard.set_layout("qwerty")
        i18n.set_language("en")
