"""Novlémia's part of the editor (`screens/novlemia/editing.py`), played with the pilot:
a cell's terrain painted, a city of a nation put on it, a cell moved and taken away,
undo, the checks marking the cell at fault; the built-in and documented worlds written
back byte for byte with no edit; a new world; the keys of units and roads not shown."""

from __future__ import annotations

import asyncio
import tomllib
from collections.abc import Awaitable, Callable
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Static

from hexterm.cli import main
from hexterm.editor.document import Document
from hexterm.engine.rulesets import get_ruleset
from hexterm.screens.novlemia.editing import EditedNovMap, NovlemiaEditing
from hexterm.screens.shared.editor import EditorApp, EditorScreen
from hexterm.screens.shared.editor_kit import EditRefused
from hexterm.screens.shared.screen_sets import editing_for
from tests.helpers.waits import until

DOCUMENTED = Path(__file__).parents[2] / "docs" / "scenarios" / "novlemia.toml"

WORLD = """\
# A small sea for the editor's tests.
title = "Petite mer"
ruleset = "novlemia"

[map]
cols = 5
rows = 4

[[faction]]
key = "argent"
name = "Argent"
latitude = 50.0

[[faction]]
key = "bronze"
name = "Bronze"
latitude = -10.0
"""


@pytest.fixture
def world(tmp_path: Path) -> Path:
    path = tmp_path / "mer.toml"
    path.write_text(WORLD, encoding="utf-8")
    return path


def drive(path: Path, script: Callable[[Pilot[Any]], Awaitable[None]]) -> None:
    async def go() -> None:
        async with EditorApp(Document.open(path)).run_test(size=(100, 30)) as pilot:
            await until(pilot, lambda: isinstance(pilot.app.screen, EditorScreen), "editor")
            await script(pilot)
    asyncio.run(go())


def shown(pilot: Pilot[Any], id: str) -> str:
    return str(pilot.app.screen.query_one(f"#{id}", Static).render())


def test_cells_painted_a_city_placed_moved_and_removed(world: Path) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        screen = pilot.app.screen
        assert isinstance(screen, EditorScreen)
        assert shown(pilot, "editor-hex") == "A01 · Eau"  # column 01: known, water
        assert not screen.check_action("unit", ()) and not screen.check_action("line", ("road",))
        await pilot.press("space")  # column 01 stays water
        assert shown(pilot, "editor-said") == "A01 is on column 01, known and all water at " \
            "the start."
        await pilot.press("right")  # A02: unknown
        assert shown(pilot, "editor-hex") == "A02 · unknown: drawn by the dice"
        await pilot.press("n")  # a city on water (unknown): refused
        assert shown(pilot, "editor-said") == "A02: a city stands on land: paint it first."
        await pilot.press("p", "space")  # the second terrain: plaine
        assert shown(pilot, "editor-hex") == "A02 · Plaine"
        await pilot.press("n")  # a city of argent
        assert shown(pilot, "editor-hex") == "A02 · Plaine · owner argent · city A02"
        grid = screen.query_one("#editor-map", EditedNovMap)
        assert grid.cell(1, 0)[0] == "\" *"  # as in play: the plain's glyph, a city
        await pilot.press("right", "p", "space")  # A03: the next terrain, a forest
        await pilot.press("m", "down", "m")  # moved to B03
        await pilot.press("up", "right", "x")  # A04: nothing there
        assert shown(pilot, "editor-said") == "A04 is not a cell the world makes known."
        await pilot.press("ctrl+s")
        await until(pilot, lambda: not screen.document.changed, "the save")
    drive(world, run)
    data = tomllib.loads(world.read_text("utf-8"))
    assert data["cell"] == {"A02": {"terrain": "plaine", "owner": "argent", "city": "A02"},
                            "B03": {"terrain": "foret"}}
    assert world.read_text("utf-8").startswith(WORLD)  # the rest kept as it was

    async def remove(pilot: Pilot[Any]) -> None:
        screen = pilot.app.screen
        assert isinstance(screen, EditorScreen)
        await pilot.press("right", "x")  # A02's city, then the cell
        assert shown(pilot, "editor-hex") == "A02 · Plaine · owner argent"
        await pilot.press("x", "down", "right", "x")  # and B03
        text = screen.document.text()  # the cells gone, all else as it was
        assert text.startswith(WORLD) and text[len(WORLD):].strip() == ""
    drive(world, remove)


def test_the_checks_mark_the_cell_at_fault(world: Path) -> None:
    async def run(pilot: Pilot[Any]) -> None:
        screen = pilot.app.screen
        assert isinstance(screen, EditorScreen)
        await pilot.press("right", "p", "space", "n")  # A02: a city of argent
        await pilot.press("f", "n")  # given to bronze, then undone
        await pilot.press("ctrl+z")
        assert "owner = \"argent\"" in screen.document.text()
        screen.document.change(lambda doc: doc["cell"]["A02"].__setitem__("owner", "argnet"))
        screen.check()
        grid = screen.query_one("#editor-map", EditedNovMap)
        assert grid.faults == {(1, 0)}
        assert "owner 'argnet' is not a nation of the game: did you mean 'argent'?" in \
            shown(pilot, "editor-mistakes")
    drive(world, run)


@pytest.mark.parametrize("source", ["built-in", "documented"])
def test_a_world_is_written_back_byte_for_byte(tmp_path: Path, source: str) -> None:
    text = (resources.files("hexterm.scenarios").joinpath("novlemia.toml").read_text("utf-8")
            if source == "built-in" else DOCUMENTED.read_text("utf-8"))
    path = tmp_path / "world.toml"
    path.write_text(text, encoding="utf-8")
    kit = NovlemiaEditing(Document.open(path))
    kit.map()
    kit.document.save()
    assert path.read_text("utf-8") == text


def test_a_new_world_plays_as_it_is(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    kind = editing_for("novlemia")
    assert kind is NovlemiaEditing
    made = tomllib.loads(kind.new_world(6, 4, None))
    assert made["map"] == {"cols": 6, "rows": 4}
    assert [f["key"] for f in made["faction"]] == ["nord", "sud"]
    assert get_ruleset("novlemia").scenario_mistakes(made) == []
    path = tmp_path / "n.toml"
    assert main(["--lang", "en", "edit", str(path), "--new", "6x4", "--seed", "3",
                 "--ruleset", "novlemia"]) == 1
    assert capsys.readouterr().err == ("hexterm: A Novlémia world is drawn by the dice as it "
                                       "is explored: --seed makes nothing here.\n")


def test_an_edit_on_cells_that_are_not_tables_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "odd.toml"
    text = 'ruleset = "novlemia"\n\n[cell]\nA02 = 3\n'
    path.write_text(text, encoding="utf-8")
    kit = NovlemiaEditing(Document.open(path))
    kit.map()
    with pytest.raises(EditRefused, match=r"^\[cell\.LABEL\] must be tables: put it right "
                                          r"in the file first\.$"):
        kit.document.change(kit.paint((1, 0), "~"))
    assert kit.document.text() == text  # nothing changed
