"""The list a Select opens (Textual's `SelectOverlay`) says its keys in the player's
language, as hexterm's own widgets do (`hexterm.widgets.localised`)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from textual.widgets import Select
from textual.widgets._select import SelectOverlay

from hexterm import i18n
from hexterm.app import HextermApp
from hexterm.screens.shared.editor_start import EditStartScreen
from hexterm.widgets import localised
from tests.editor.test_editor_start import start_form
from tests.helpers.waits import until


def test_the_keys_written_for_the_catalogue_are_textuals() -> None:
    assert localised.BINDINGS == SelectOverlay.BINDINGS


async def _open_the_list(saves: Path) -> list[str]:
    app = HextermApp(saves)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await start_form(pilot)
        assert isinstance(form, EditStartScreen)
        choice = form.query_one("#edit-ruleset", Select)
        choice.focus()
        await pilot.press("enter")
        await until(pilot, lambda: choice.expanded, "the list open")
        overlay = choice.query_one(SelectOverlay)
        return [b.description for bindings in overlay._bindings.key_to_bindings.values()
                for b in bindings if b.key == "escape"]


def test_the_list_a_select_opens_says_its_keys_in_french(tmp_path: Path) -> None:
    try:
        i18n.set_language("fr")
        said = asyncio.run(_open_the_list(tmp_path / "saves"))
    finally:
        i18n.set_language("en")
    assert said == ["Fermer le menu"]
    assert asyncio.run(_open_the_list(tmp_path / "saves")) == ["Dismiss menu"]
