"""Pictures of the economy screens: the chest, a node's market, the influence charts of
a hex and of the faction, and the order form with a trade written at the market and
with the economy's fields (equip, quest), at 80×24 and 160×48 in English and at 80×24
in French.

Each picture was looked at before it was accepted (see docs/screens.md). The world is
`test_economy.build_world`: alice (Royaume des Glaces) at game turn 6.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Select

from hexterm import i18n
from hexterm.app import HextermApp
from hexterm.engine.hexgrid import Hex
from hexterm.screens.planisphere.map import HexMap
from tests.screens.planisphere.test_economy import build_world

Steps = Callable[[Pilot[None]], Awaitable[None]]
SHOWN = [("en", (80, 24)), ("en", (160, 48)), ("fr", (80, 24))]


@pytest.fixture
def save(tmp_path: Path) -> Path:
    path = tmp_path / "g.hexsave"
    build_world(path)
    return path


async def on_map(pilot: Pilot[None], label: str) -> None:
    """Past the hand-off and the reports of turn 5, the cursor on `label`."""
    await pilot.press("enter", "escape")
    await pilot.pause()
    pilot.app.screen.query_one(HexMap).go(*Hex.parse(label).to_offset())
    await pilot.pause()


async def chest(pilot: Pilot[None]) -> None:
    await on_map(pilot, "D18")
    await pilot.press("c")
    await pilot.pause()


async def market(pilot: Pilot[None]) -> None:
    """The market of D19, next to GLA11 on D18, with amounts typed."""
    await on_map(pilot, "D18")
    await pilot.press("m")
    await pilot.pause()
    bois, fer, _ = pilot.app.screen.query("#listings Input")
    bois.focus()
    await pilot.press("1", "0")
    fer.focus()
    await pilot.press("5")
    await pilot.pause()


async def trade_form(pilot: Pilot[None]) -> None:
    """The trade written at the market, in GLA11's order form."""
    await market(pilot)
    await pilot.press("ctrl+s")
    await pilot.pause()


async def economy_form(pilot: Pilot[None]) -> None:
    """GLA11's form: equip (one item too many) and resolve the tomb's quest."""
    await on_map(pilot, "D18")
    await pilot.press("enter")
    await pilot.pause()
    first, second = pilot.app.screen.query("ActionRow")
    first.query_one("#verb", Select).value = "equip"
    second.query_one("#verb", Select).value = "quest"
    await pilot.pause()
    first.query_one("#equip").select("pioche")  # type: ignore[attr-defined]
    second.query_one("#letter", Select).value = "tombeau:B"
    await pilot.pause()


async def hex_chart(pilot: Pilot[None]) -> None:
    await on_map(pilot, "H12")
    await pilot.press("h")
    await pilot.pause()


async def faction_chart(pilot: Pilot[None]) -> None:
    await chest(pilot)
    await pilot.press("h")
    await pilot.pause()


SCREENS: dict[str, Steps] = {"chest": chest, "market": market, "trade_form": trade_form,
                             "economy_form": economy_form, "hex_chart": hex_chart,
                             "faction_chart": faction_chart}


@pytest.fixture(params=SHOWN, ids=["en-80x24", "en-160x48", "fr-80x24"])
def shown(request: pytest.FixtureRequest) -> Iterator[tuple[int, int]]:
    lang, size = request.param
    i18n.set_language(lang)
    try:
        yield size
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("screen", SCREENS)
def test_economy_screens(screen: str, shown: tuple[int, int], save: Path,
                         snap_compare: Any) -> None:
    app = HextermApp(save.parent, save)
    assert snap_compare(app, terminal_size=shown, run_before=SCREENS[screen])
