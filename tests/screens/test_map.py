"""The map screen's layers: the layer shown is named on the top line, and the influence
layer goes from faction to faction (influence is public, reading H6)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.widgets import Static

from hexterm.app import HextermApp
from hexterm.cli import main
from hexterm.engine.planisphere.views.board import board
from hexterm.save import savegame
from hexterm.screens.planisphere.map import HexMap
from hexterm.screens.shared.confirm import ConfirmSubmit
from tests.helpers.palette import run_command


@pytest.fixture
def path(tmp_path: Path) -> Path:
    """A new game on the Marches, seed 3: alice (glaces) and bob (liberia)."""
    save = tmp_path / "g.hexsave"
    assert main(["new", str(save), "--seed", "3", "--seat", "alice:glaces",
                 "--seat", "bob:liberia"]) == 0
    return save


def test_every_factions_influence_is_on_every_seats_board(path: Path) -> None:
    game = savegame.load(path)
    alice = board(game.state, game.seat("alice"))
    assert list(alice.influence) == list(game.state.factions)
    # Alice sees every faction's influence, as the organiser does, in the board and in
    # the JSON view (on a hex where several factions have some).
    organiser = board(game.state, None)
    assert alice.influence == organiser.influence
    view = game.rules.view(game.state, game.seat("alice"))
    some = next(label for label, h in view["hexes"].items() if len(h["influence"]) > 1)
    assert view["hexes"][some]["influence"] == dict(
        game.state.cells[next(p for p in game.state.cells if p.label == some)].influence)


def test_the_influence_layer_goes_from_faction_to_faction(path: Path) -> None:

    async def run() -> None:
        app = HextermApp(path.parent, path)
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.press("enter")
            await pilot.pause()
            title = app.screen.query_one("#title", Static)
            assert str(title.render()).endswith("Layer: terrain")
            await pilot.press("i")  # alice's own faction comes first: the next is shown
            await pilot.pause()
            hexmap = app.screen.query_one(HexMap)
            keys = list(hexmap.data.influence)
            assert hexmap.shown == "influence"
            assert hexmap.influence_of == keys[(keys.index("glaces") + 1) % len(keys)]
            name = hexmap.data.names[hexmap.influence_of]
            assert str(title.render()).endswith(f"Layer: influence {name}")
            await pilot.press("l")  # the next layer after influence: population
            await pilot.pause()
            assert str(title.render()).endswith("Layer: population")

    asyncio.run(run())


def test_the_command_palette_holds_the_games_commands(path: Path) -> None:
    async def run() -> None:
        app = HextermApp(path.parent, path)
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.press("enter")
            await pilot.pause()
            titles = [c.title for c in app.get_system_commands(app.screen)]
            assert {"Order form", "Submit the turn", "Next map layer", "Reports"} <= set(
                titles)
            await run_command(pilot, "Submit the turn")
            assert isinstance(app.screen, ConfirmSubmit)

    asyncio.run(run())
