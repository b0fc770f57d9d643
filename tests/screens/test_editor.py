"""The world editor (`hexterm edit FILE`, issue 30) played with the pilot: a hex painted
with the legend's terrain, a node and a unit placed, moved and removed, undo and redo,
the file saved with only the edits, the live checks marking the hexes at fault (a stub
ruleset hook in the test), and the pictures of the editor."""

from __future__ import annotations

import asyncio
import tomllib
from collections.abc import Awaitable, Callable, Iterator
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Static

from hexterm.editor.document import Document
from hexterm.engine.messages import phrase
from hexterm.engine.mistakes import Mistake
from hexterm.engine.rulesets import get_ruleset
from hexterm.screens.shared.editor import EditorApp, EditorScreen
from hexterm.screens.shared.screen_sets import editing_for
from hexterm.widgets.hexgrid import HexGrid
from tests.helpers.pictures import EVERY_LANGUAGE_AND_SIZE
from tests.helpers.waits import until

SMALL = """\
# A small world for the editor's tests.
title = "Petit monde"
ruleset = "planisphere"

[map]
cols = 6
rows = 4
terrain = [
    "......",  # A
    "..TT..",  # B
    "......",  # C
    "~~~~~~",  # D: the sea
]

[map.legend]
"." = ["plaine"]
"T" = ["foret"]
"~" = ["mer"]
"+" = ["plaine", "route"]

[[faction]]
key = "nord"
name = "Nord"
prefix = "NOR"
catalogue = ["recrue"]

[[faction]]
key = "sud"
name = "Sud"
prefix = "SUD"
catalogue = ["recrue"]
"""


@pytest.fixture
def world(tmp_path: Path) -> Path:
    path = tmp_path / "petit.toml"
    path.write_text(SMALL, encoding="utf-8")
    return path


def editor(pilot: Pilot[Any]) -> EditorScreen:
    screen = pilot.app.screen
    assert isinstance(screen, EditorScreen)
    return screen


def plain(path: Path) -> dict[str, Any]:
    return tomllib.loads(path.read_text("utf-8"))


def drive(document: Document, script: Callable[[Pilot[Any]], Awaitable[None]]) -> None:
    """Run the editor on `document` and `script` in it, as the player's keys."""
    async def go() -> None:
        async with EditorApp(document).run_test(size=(100, 30)) as pilot:
            await script(pilot)

    asyncio.run(go())


async def opened(pilot: Pilot[Any]) -> EditorScreen:
    await until(pilot, lambda: isinstance(pilot.app.screen, EditorScreen), "the editor")
    return editor(pilot)


def test_painting_a_hex_with_the_legends_terrain_and_saving(world: Path) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        screen = await opened(pilot)
        await pilot.press("right", "right")  # A03: the same row, column 03
        assert screen.query_one("#editor-map", HexGrid).cursor == (2, 0)
        await pilot.press("p", "p", "p")  # the legend's fourth: plaine and route
        assert "+ Plaine, Route" in str(screen.query_one("#editor-tools", Static).render())
        await pilot.press("space")
        await pilot.press("ctrl+s")
        await until(pilot, lambda: not screen.document.changed, "the save")

    drive(Document.open(world), run)
    expected = SMALL.replace('"......",  # A', '"..+...",  # A')
    assert world.read_text("utf-8") == expected
    assert plain(world)["map"]["terrain"][0] == "..+..."


def test_placing_moving_and_removing_a_node_and_units(world: Path) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        screen = await opened(pilot)
        await pilot.press("down")  # B01
        await pilot.press("n")  # a node of the first faction, nord
        await pilot.press("f", "right", "u", "u")  # two units of sud on B02
        await pilot.press("m", "right", "m")  # the last one to B03
        await pilot.press("left", "left", "f", "n")  # the node at B01 is given to nord
        await pilot.press("ctrl+s")
        await until(pilot, lambda: not screen.document.changed, "the save")

    drive(Document.open(world), run)
    data = plain(world)
    assert [(n["hex"], n["faction"]) for n in data["node"]] == [("B01", "nord")]
    assert [(u["hex"], u["faction"], u["type"]) for u in data["unit"]] == [
        ("B02", "sud", "recrue"), ("B03", "sud", "recrue")]

    async def remove(pilot: Pilot[Any]) -> None:
        screen = await opened(pilot)
        await pilot.press("down", "right", "right", "x")  # B03's unit
        await pilot.press("x")  # nothing is left on B03
        said = str(screen.query_one("#editor-said", Static).render())
        assert said == "There is no unit or node on B03 to remove."
        await pilot.press("left", "left", "x")  # B01's node
        await pilot.press("ctrl+s")
        await until(pilot, lambda: not screen.document.changed, "the save")

    drive(Document.open(world), remove)
    data = plain(world)
    assert "node" not in data
    assert [u["hex"] for u in data["unit"]] == ["B02"]


def test_undo_and_redo_each_edit(world: Path) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        screen = await opened(pilot)
        await pilot.press("p", "space")  # A01 a forest
        await pilot.press("u")  # a unit of nord on it
        texts = [screen.document.text()]
        await pilot.press("ctrl+z")
        assert "[[unit]]" not in screen.document.text()
        assert '"T.....",  # A' in screen.document.text()
        await pilot.press("ctrl+z")
        assert screen.document.text() == SMALL
        await pilot.press("ctrl+z")
        said = str(screen.query_one("#editor-said", Static).render())
        assert said == "Nothing to undo."
        await pilot.press("ctrl+y", "ctrl+y")
        assert screen.document.text() == texts[0]
        await pilot.press("escape")  # edits not saved: told, not left
        assert isinstance(pilot.app.screen, EditorScreen)
        await pilot.press("escape")  # left without them

    drive(Document.open(world), run)
    assert world.read_text("utf-8") == SMALL


@pytest.fixture
def mistaken(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The ruleset's checks, a stub: a unit on the sea is a mistake at its hex, and a
    faction without a node one of no hex."""
    rules = get_ruleset("planisphere")

    def mistakes(scenario: Any) -> list[Mistake]:
        sea = {f"D{col:02d}" for col in range(1, 7)}
        found = [Mistake(("unit", i, "hex"), phrase("a unit on the sea"))
                 for i, unit in enumerate(scenario.get("unit", ())) if unit["hex"] in sea]
        return [*found, Mistake(("faction", 0), phrase("a faction without a node"))]

    monkeypatch.setattr(type(rules), "scenario_mistakes", lambda self, s: mistakes(s))
    yield


def test_the_checks_mark_the_hexes_at_fault_after_each_edit(world: Path,
                                                           mistaken: None) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        screen = await opened(pilot)
        grid = screen.query_one("#editor-map", HexGrid)
        panel = screen.query_one("#editor-mistakes", Static)
        # a mistake of no hex: said with its line and table (the file's [[faction]], line 21)
        assert str(panel.render()) == "• line 21: [[faction]] 1 'nord', a faction without a node"
        assert grid.faults == set()  # type: ignore[attr-defined]
        await pilot.press("down", "down", "down", "u")  # D01: on the sea
        assert str(panel.render()) == ("• D01: a unit on the sea\n"
                                       "• line 21: [[faction]] 1 'nord', a faction "
                                       "without a node")
        assert grid.faults == {3 * 6 + 0}  # type: ignore[attr-defined]
        text, _ = grid.cell(0, 3)
        assert text.endswith("!")
        await pilot.press("m", "up", "m")  # moved ashore to C01: no longer at fault
        assert grid.faults == set()  # type: ignore[attr-defined]
        assert "D01" not in str(panel.render())

    drive(Document.open(world), run)


def test_the_loaders_refusal_is_a_mistake_too(world: Path) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        screen = await opened(pilot)
        await pilot.press("n", "right", "n")  # two nodes side by side: refused by the rules
        panel = str(screen.query_one("#editor-mistakes", Static).render())
        assert "touches the node at A01" in panel

    drive(Document.open(world), run)


def test_a_new_world_is_all_plains_or_made_from_its_seed() -> None:
    kind = editing_for("planisphere")
    assert kind is not None
    flat = tomllib.loads(kind.new_world(8, 6, None))
    assert flat["map"]["terrain"] == ["........"] * 6
    seeded = kind.new_world(8, 6, 7)
    assert seeded == kind.new_world(8, 6, 7)  # the same seed, the same world
    assert seeded != kind.new_world(8, 6, 8)
    assert len({c for line in tomllib.loads(seeded)["map"]["terrain"] for c in line}) > 1


def test_the_built_in_world_opens_in_the_editor(tmp_path: Path) -> None:
    source = resources.files("hexterm.scenarios").joinpath("marches.toml").read_text("utf-8")
    path = tmp_path / "marches.toml"
    path.write_text(source, encoding="utf-8")

    async def run(pilot: Pilot[Any]) -> None:
        screen = await opened(pilot)
        hex_line = str(screen.query_one("#editor-hex", Static).render())
        assert hex_line == "A01 · Mer"

    drive(Document.open(path), run)


@EVERY_LANGUAGE_AND_SIZE
def test_snapshot_editor(world: Path, speak: None, size: tuple[int, int],
                         snap_compare: Any) -> None:
    """A node placed on B01 and a recruit on the sea at D01: the ruleset's own checks
    mark D01 and list its mistakes, in the picture's language."""
    async def edited(pilot: Pilot[Any]) -> None:
        await opened(pilot)
        await pilot.press("down", "n", "down", "down", "u", "up")

    assert snap_compare(EditorApp(Document.open(world)), terminal_size=size,
                        run_before=edited)


def test_roads_and_rivers_drawn_hex_by_hex(world: Path) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        screen = await opened(pilot)
        await pilot.press("r")  # A01: a plain with a road, the legend's "+"
        assert "A01 · Plaine, Route" in str(screen.query_one("#editor-hex", Static).render())
        await pilot.press("v")  # and a river: a new glyph in the legend
        await pilot.press("down", "right", "r")  # B02... the forest is on B03
        await pilot.press("right", "r")  # B03: forest and road, a new glyph again
        await pilot.press("r")  # the road taken away: the forest's own glyph
        await pilot.press("r")
        await pilot.press("ctrl+s")
        await until(pilot, lambda: not screen.document.changed, "the save")

    drive(Document.open(world), run)
    data = plain(world)
    assert data["map"]["legend"]["a"] == ["plaine", "fleuve", "route"]
    assert data["map"]["legend"]["b"] == ["foret", "route"]
    assert data["map"]["terrain"][:2] == ["a.....", ".+bT.."]
    assert '"~~~~~~",  # D: the sea' in world.read_text("utf-8")


def test_a_world_the_loader_refuses_opens_to_be_put_right(world: Path) -> None:
    text = SMALL + ('\n[[node]]\nname = "Un"\nhex = "A01"\nfaction = "nord"\n'
                    '\n[[node]]\nname = "Deux"\nhex = "A02"\nfaction = "sud"\n')
    world.write_text(text, encoding="utf-8")

    async def run(pilot: Pilot[Any]) -> None:
        screen = await opened(pilot)
        panel = screen.query_one("#editor-mistakes", Static)
        assert "touches the node at A01" in str(panel.render())
        assert screen.kit.describe((0, 0)).startswith("A01 · Plaine")  # the map is drawn
        # A02's node carried to A05, away from A01's: nothing refused now (sud keeps a
        # node: a faction with none would be a mistake of its own)
        await pilot.press("right", "m", "right", "right", "right", "m")
        await pilot.pause()
        assert screen.kit.describe((4, 0)) == "A05 · Plaine · node Deux (sud)"
        assert str(panel.render()) == "None found."

    drive(Document.open(world), run)
