"""The SAGA editor's forms (`screens/saga/editing_forms.py`), played with the pilot on
the documented campaign set at its third turn (docs/scenarios/saga_set.toml): a
terrain's holder and sacred seat, a band put on a terrain with its units (the French
edition's kinds understood), each refusal changing nothing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.pilot import Pilot
from textual.widgets import Input

from hexterm.screens.saga.editing_map import EditedSagaMap
from hexterm.screens.shared.editor_forms import FormScreen
from tests.editor.test_saga_editing import DOCS, data, drive, editor, shown
from tests.helpers.waits import until


def test_the_terrain_form_gives_a_campaign_s_holder_and_sacred_terrain(tmp_path: Path) -> None:
    """The campaign set at its third turn: Rask held by bob and sacred to him, Harrow no
    longer sacred; a seat of two words refused, nothing changed."""
    path = tmp_path / "set.toml"
    text = (DOCS / "saga_set.toml").read_text("utf-8")
    path.write_text(text, encoding="utf-8")

    async def run(pilot: Pilot[Any]) -> None:
        screen = editor(pilot)
        await pilot.press("right", "right", "down")  # Rask
        refused = await filled(pilot, "F", {"owners": "bob the bold"})
        assert pilot.app.screen is refused  # the form says why, the file unchanged
        assert screen.document.text() == text
        await pilot.press("escape")
        await until(pilot, lambda: pilot.app.screen is screen, "the editor again")
        await filled(pilot, "F", {"owners": "bob", "sacred": "bob"})
        await until(pilot, lambda: pilot.app.screen is screen, "the editor again")
        await pilot.press("up", "F")  # Harrow: sacred to nobody now
        await until(pilot, lambda: isinstance(pilot.app.screen, FormScreen), "the form")
        pilot.app.screen.query_one("#form-sacred", Input).value = ""
        await pilot.press("enter")
        await until(pilot, lambda: pilot.app.screen is screen, "the editor again")
        assert data(pilot)["owners"] == {"Ask": "alice", "Menhir": "bob", "Rask": "bob"}
        assert data(pilot)["sacred"] == {"Rask": "bob"}
        assert shown(pilot, "editor-mistakes") == "None found."
        grid = screen.query_one("#editor-map", EditedSagaMap)
        assert [text for text, _ in grid.cells["Rask"].lines[1]] == ["bob", "V", "S"]
    drive(path, run)


def test_a_band_put_on_a_terrain_by_its_form(tmp_path: Path) -> None:
    """The campaign set at its third turn: a band of bob on Rask, its units written with
    the French edition's kinds; Rollo's units changed; a unit kind that is none refused."""
    path = tmp_path / "set.toml"
    text = (DOCS / "saga_set.toml").read_text("utf-8")
    path.write_text(text, encoding="utf-8")

    async def run(pilot: Pilot[Any]) -> None:
        screen = editor(pilot)
        await pilot.press("right", "down")  # Menhir: Rollo's form, as the file has it
        form = await filled(pilot, "T", {"units": "warriors 2, knights 1"})
        assert form.query_one("#form-name", Input).value == "Rollo"
        assert pilot.app.screen is form and screen.document.text() == text  # refused
        await pilot.press("escape")
        await until(pilot, lambda: pilot.app.screen is screen, "the editor again")
        await filled(pilot, "T", {"units": "warriors 2 2"})
        await until(pilot, lambda: pilot.app.screen is screen, "the editor again")
        assert data(pilot)["band"][1] == {"name": "Rollo", "seat": "bob", "terrain": "Menhir",
                                          "units": {"warriors": [2, 2]}}
        await pilot.press("right")  # Rask: no band yet
        await filled(pilot, "T", {"name": "Sigurd", "seat": "bob", "units": "gardes 1, levées 2",
                           "left": "levées1=10"})
        await until(pilot, lambda: pilot.app.screen is screen, "the editor again")
        assert data(pilot)["band"][2] == {"name": "Sigurd", "seat": "bob", "terrain": "Rask",
                                          "units": {"hearthguards": [1], "levies": [2]},
                                          "left": {"levies1": 10}}
        assert shown(pilot, "editor-mistakes") == "None found."
        assert shown(pilot, "editor-hex").endswith("village of bob · band Sigurd")
        # hearthguards 1 point whole, levies 2 points with 10 of their 24 figures: 1 + ½
        grid = screen.query_one("#editor-map", EditedSagaMap)
        assert tuple(text for text, _ in grid.cells["Rask"].lines[2]) == ("Sigurd 1½", )
    drive(path, run)


async def filled(pilot: Pilot[Any], key: str, values: dict[str, str]) -> FormScreen:
    """The form of `key` opened, `values` written in its fields, enter pressed."""
    await pilot.press(key)
    await until(pilot, lambda: isinstance(pilot.app.screen, FormScreen), "the form")
    form = pilot.app.screen
    assert isinstance(form, FormScreen)
    for field, value in values.items():
        form.query_one(f"#form-{field}", Input).value = value
    await pilot.press("enter")
    await pilot.pause()
    return form
