"""The editor from the title ("Edit a world", `screens/shared/editor_start.py`): a size
that is not one, a seed that is not a number, and a file name with a folder in it are
each refused in one sentence, nothing written and the editor not opened; a copy of the
built-in world opens the editor on a new file of the saves folder, written only when
saved."""

from __future__ import annotations

import asyncio
import tomllib
from pathlib import Path
from typing import Any

from textual.pilot import Pilot
from textual.widgets import Input, Label, ListView, Select

from hexterm import i18n
from hexterm.app import HextermApp
from hexterm.screens.shared.editor import EditorScreen
from hexterm.screens.shared.editor_start import EditStartScreen, editable_builtins
from hexterm.screens.shared.title import TitleScreen
from tests.helpers.waits import until


async def start_form(pilot: Pilot[Any]) -> EditStartScreen:
    """From the title, Edit a world: its form, once shown."""
    app = pilot.app
    await until(pilot, lambda: isinstance(app.screen, TitleScreen), "the title")
    app.screen.query_one("#edit").press()
    await until(pilot, lambda: isinstance(app.screen, EditStartScreen), "the form")
    assert isinstance(app.screen, EditStartScreen)
    return app.screen


async def _refused(saves: Path, field: str, value: str, said: str) -> None:
    app = HextermApp(saves)
    async with app.run_test(size=(80, 24)) as pilot:
        await start_form(pilot)
        screen = app.screen
        screen.query_one(f"#{field}", Input).value = value
        choices = screen.query_one("#edit-choices", ListView)
        choices.index = len(choices.children) - 1  # A new world
        choices.action_select_cursor()
        await until(pilot, lambda: str(screen.query_one("#edit-error", Label).content) != "",
                    "the refusal")
        assert str(screen.query_one("#edit-error", Label).content) == said
        assert app.screen is screen  # the editor not opened
    assert list(saves.iterdir()) == []  # nothing written


def test_a_size_that_is_not_one_is_refused(tmp_path: Path) -> None:
    asyncio.run(_refused(tmp_path, "edit-size", "24 by 18",
                         "Size: '24 by 18' is not a size; write it WxH, such as 24x18."))


def test_a_seed_that_is_not_a_number_is_refused(tmp_path: Path) -> None:
    asyncio.run(_refused(tmp_path, "edit-seed", "sept",
                         "Seed: 'sept' is not a whole number."))


def test_a_file_name_with_a_folder_is_refused(tmp_path: Path) -> None:
    asyncio.run(_refused(tmp_path, "edit-file", "../world.toml",
                         "The file name '../world.toml' is not a file name of the saves "
                         "folder."))


async def _copy(saves: Path) -> None:
    app = HextermApp(saves)
    async with app.run_test(size=(80, 24)) as pilot:
        await start_form(pilot)
        app.screen.query_one("#edit-file", Input).value = "ondrelle"
        await pilot.press("enter")  # the first choice: the copy of the built-in world
        await until(pilot, lambda: isinstance(app.screen, EditorScreen), "the editor")
        assert not (saves / "ondrelle.toml").exists()
        await pilot.press("ctrl+s")
        await until(pilot, (saves / "ondrelle.toml").exists, "the copy written")
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, TitleScreen), "the title again")
    data = tomllib.loads((saves / "ondrelle.toml").read_text("utf-8"))
    assert data["title"] == "Les Marches de l'Ondrelle"


def test_a_copy_of_the_built_in_world_is_edited_into_the_saves_folder(
        tmp_path: Path) -> None:
    asyncio.run(_copy(tmp_path / "saves"))


async def _ruleset_chosen(saves: Path) -> None:
    app = HextermApp(saves)
    async with app.run_test(size=(80, 24)) as pilot:
        await start_form(pilot)
        form = app.screen
        choice = form.query_one("#edit-ruleset", Select)
        offered = {name for _, name in form.rulesets()}
        # the four rulesets with a map; the Med-Fan campaign has none (docs/scenarios/medfan.md)
        assert offered == {"planisphere", "novlemia", "saga", "tactical"}
        size = form.query_one("#edit-size", Input)
        assert choice.value == "planisphere" and size.value == "24x18"
        choice.value = "saga"
        await until(pilot, lambda: size.value == "5x4", "the SAGA's own size")
        size.value = "3x2"  # the organiser's own size is kept at another choice
        choice.value = "tactical"
        await pilot.pause()
        assert size.value == "3x2"


def test_each_ruleset_chosen_offers_its_own_size_and_keeps_the_organisers(
        tmp_path: Path) -> None:
    asyncio.run(_ruleset_chosen(tmp_path / "saves"))


def test_the_built_in_worlds_are_offered_by_their_titles_in_the_players_language() -> None:
    """The copies listed by title as the new-game form lists them: in French, the
    rulesets' own French titles (hexterm/scenarios: saga.toml, tactical.toml)."""
    try:
        i18n.set_language("fr")
        titles = dict(editable_builtins())
    finally:
        i18n.set_language("en")
    assert titles["saga"] == "La campagne SAGA" and titles["tactical"] == "Le gué"
    assert dict(editable_builtins())["saga"] == "The SAGA campaign"
