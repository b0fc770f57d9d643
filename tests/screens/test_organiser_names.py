"""The title's New game refuses a seat called `organiser` or `organisateur` (issue 30:
served, those login names are the organiser's): one sentence under the seat's name
and beside Start, and nothing written (the form's other mistakes:
tests/screens/test_new_game.py; the command line's: tests/test_cli_organiser_names.py)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from hexterm import i18n
from tests.screens.test_new_game import _a_mistake_is_one_sentence, rows, type_into

SENTENCE = ("organiser and organisateur are the organiser's login names: give this seat "
            "another name.")
FRENCH = "donnez un autre nom à ce joueur."


@pytest.mark.parametrize(("name", "lang", "sentence"), [
    ("organiser", "en", SENTENCE), ("Organisateur", "en", SENTENCE),
    ("organisateur", "fr", FRENCH)])
def test_the_form_refuses_the_organisers_login_names(tmp_path: Path, name: str, lang: str,
                                                     sentence: str) -> None:
    async def fill(pilot: Pilot[Any]) -> None:
        await type_into(pilot, rows(pilot.app)[1].query_one(".seat-name"), name)

    saves = tmp_path / "saves"
    saves.mkdir()
    i18n.set_language(lang)
    try:
        asyncio.run(_a_mistake_is_one_sentence(saves, fill, ".seat .field-error", sentence))
    finally:
        i18n.set_language("en")
