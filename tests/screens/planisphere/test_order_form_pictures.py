"""Pictures of the attack form (every enemy unit alice knows of, and whether the step
after the move is paid) and of the reserve orders' form: English at 80×24 and 160×48,
French at 80×24. Each was looked at before it was accepted.

The world is the Marches, seed 3, with bob's LIB14 on E11 (two hexes S of alice's GLA12
on C11), LIB15 on F11 and LIB16 on G11.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import DataTable, Select

from hexterm.app import HextermApp
from hexterm.engine.hexgrid import Hex
from hexterm.save import savegame
from hexterm.screens.planisphere.map import HexMap
from hexterm.screens.planisphere.widgets.action_row import ActionRow, PathField
from tests.helpers.pictures import LANGUAGES_AND_SIZES
from tests.screens.planisphere.test_order_form_checks import new_save


@pytest.fixture
def save(tmp_path: Path) -> Path:
    """Bob's LIB14 on E11, LIB15 on F11, LIB16 on G11."""
    path = new_save(tmp_path)
    game = savegame.load(path)
    for code, label in (("LIB14", "E11"), ("LIB15", "F11"), ("LIB16", "G11")):
        game.state.units[code].hex = Hex.parse(label)
    savegame.save(path, game)
    return path


async def attack_form(pilot: Pilot[None]) -> None:
    """GLA12 moves S to D11 and attacks LIB14 on E11: 1 to pay, 1 left."""
    await pilot.press("enter")
    await pilot.pause()
    screen = pilot.app.screen
    screen.query_one(HexMap).go(*Hex.parse("C11").to_offset())
    await pilot.press("enter")
    await pilot.pause()
    move, attack = list(pilot.app.screen.query(ActionRow))
    move.query_one("#verb", Select).value = "move"
    attack.query_one("#verb", Select).value = "attack"
    await pilot.pause()
    move.query_one(PathField).focus()
    await pilot.press("s")
    attack.query_one("#target", Select).value = "LIB14"
    await pilot.pause()


async def reserve_form(pilot: Pilot[None]) -> None:
    """The form of the reserve card GLA1, then its reserve orders: a conversion."""
    await pilot.press("enter")
    await pilot.pause()
    await pilot.press("u")
    await pilot.pause()
    table = pilot.app.screen.query_one(DataTable)
    table.move_cursor(row=[str(k.value) for k in table.rows].index("GLA1"))
    await pilot.press("enter")
    await pilot.pause()
    await pilot.press("ctrl+r")
    await pilot.pause()
    pilot.app.screen.query_one("#verb", Select).value = "convert"
    await pilot.pause()
    pilot.app.screen.query_one("#kind", Select).value = "chasseurs-des-cimes"
    await pilot.pause()


@LANGUAGES_AND_SIZES
def test_attack_form(speak: None, size: tuple[int, int], save: Path,
                     snap_compare: Any) -> None:
    assert snap_compare(HextermApp(save.parent, save), terminal_size=size,
                        run_before=attack_form)


@LANGUAGES_AND_SIZES
def test_reserve_form(speak: None, size: tuple[int, int], save: Path,
                      snap_compare: Any) -> None:
    assert snap_compare(HextermApp(save.parent, save), terminal_size=size,
                        run_before=reserve_form)
