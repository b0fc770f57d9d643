"""The map screen: it opens on the seat's first unit (else its greatest node), centred;
the layer shown is named on the top line, and the influence layer goes from faction to
faction (influence is public, reading H6)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.widgets import Static

from hexterm.app import HextermApp
from hexterm.cli import main
from hexterm.engine.hexgrid import Direction, Hex, format_label
from hexterm.engine.planisphere.model import Status
from hexterm.engine.planisphere.views.board import board, home
from hexterm.save import savegame
from hexterm.screens.dialogs.confirm import ConfirmSubmit
from hexterm.screens.planisphere.map import HexMap
from tests.helpers.palette import run_command
from tests.helpers.waits import until


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


# --- the map opens on the seat's units -------------------------------------------------

def test_a_seats_map_opens_on_its_first_unit_else_its_greatest_node(path: Path) -> None:
    """The Marches' scenario puts glaces' first unit (GLA11, berserkers) on D18 and
    liberia's (LIB…, the légion) on N12; a seat of a faction with no unit on the map opens
    on its Cité, D19 (Citadelle de Givrebrume); the organiser's map on nothing."""
    game = savegame.load(path)
    state = game.state

    def label(i: int | None) -> str:
        assert i is not None
        return format_label(i % state.size.cols, i // state.size.cols)

    assert label(home(state, game.seat("alice"))) == "D18"
    assert label(home(state, game.seat("bob"))) == "N12"
    assert home(state, None) is None
    for unit in state.units.values():
        if unit.faction == "glaces":
            unit.status, unit.hex = Status.RESERVE, None
    assert label(home(state, game.seat("alice"))) == "D19"


def test_a_seat_opens_on_a_unit_it_commands_before_its_factions_first(tmp_path: Path) -> None:
    """Two commanders of glaces: the units are the first seat's (the scenario says so)
    until one is given to the second, whose map then opens on it."""
    save = tmp_path / "two.hexsave"
    assert main(["new", str(save), "--seed", "3", "--seat", "alice:glaces",
                 "--seat", "ann:glaces", "--seat", "bob:liberia"]) == 0
    state = savegame.load(save).state
    ann = savegame.load(save).seat("ann")
    assert home(state, ann) == state.size.index(Hex.parse("D18"))  # none of her own yet
    state.units["GLA13"].commander = "ann"  # the bastion on E12
    assert home(state, ann) == state.size.index(Hex.parse("E12"))


@pytest.mark.parametrize("size", [(80, 24), (160, 48)], ids=["80x24", "160x48"])
def test_the_map_opens_with_the_cursor_on_the_seats_unit_in_view(
        path: Path, size: tuple[int, int]) -> None:
    async def run() -> None:
        app = HextermApp(path.parent, path)
        async with app.run_test(size=size) as pilot:
            await pilot.press("enter")  # alice's hand-off
            await until(pilot, lambda: bool(app.screen.query(HexMap)), "alice's map")
            hexmap = app.screen.query_one(HexMap)
            assert format_label(*hexmap.cursor) == "D18"
            assert str(app.screen.query_one("#hex", Static).render()).startswith("D18")
            x, y = hexmap.layout_.origin(*hexmap.cursor)
            sx, sy = hexmap.scroll_offset
            region = hexmap.scrollable_content_region
            assert sx <= x <= sx + region.width - hexmap.layout_.width
            assert sy <= y <= sy + region.height - 2
            if x > region.width:  # scrolled: D18 stands in the middle, give or take a column
                assert abs((x - sx) - (region.width - hexmap.layout_.width) // 2) <= 1
            await pilot.press("d")  # the keys move from there: SE of D18
            await pilot.pause()
            assert format_label(*hexmap.cursor) == Hex.parse("D18").neighbour(
                Direction.SE).label

    asyncio.run(run())


@pytest.mark.parametrize(("lang", "layer"), [("en", "Layer: terrain"),
                                              ("fr", "Calque : terrain")])  # French typography
def test_the_top_line_names_the_seat_s_faction_by_its_name_whole_at_80_columns(
        path: Path, lang: str, layer: str) -> None:
    """The issue: "factions by their names, not their keys" — alice plays glaces, the
    Royaume des Glaces; at 80 columns the line wraps rather than losing its end."""
    from hexterm import i18n

    async def run() -> None:
        app = HextermApp(path.parent, path)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("enter")
            await until(pilot, lambda: bool(app.screen.query("#title")), "the map")
            await pilot.pause()
            title = app.screen.query_one("#title", Static)
            text = str(title.render())
            turn = "Tour 1" if lang == "fr" else "Turn 1"
            assert text == (f"Les Marches de l'Ondrelle · {turn} · alice (Royaume des Glaces)"
                            f" · {layer}")
            assert "(glaces)" not in text
            assert title.size.width * title.size.height >= len(text)  # none of it cut

    i18n.set_language(lang)
    try:
        asyncio.run(run())
    finally:
        i18n.set_language("en")
