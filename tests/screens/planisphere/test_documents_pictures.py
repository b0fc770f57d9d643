"""Pictures of the documents screen and its forms: at 80×24 and 160×48 in English, and
at 80×24 in French. Each was looked at before it was accepted (docs/screens.md).

The world is `test_documents.papers_game`: alice (Royaume des Glaces, diplomat and
cartographer) with her documents D1, D2, D5 and bob's D4, the accords A3 (all three
clauses) and A6 (non-aggression and alliance), her
annotation N7 and carol's public N8.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, Select, SelectionList

from hexterm import i18n
from tests.screens.planisphere.test_documents import Host, papers_game

SHOTS = [("en", (80, 24)), ("en", (160, 48)), ("fr", (80, 24))]
IDS = ["en-80x24", "en-160x48", "fr-80x24"]


@pytest.fixture
def save(tmp_path: Path) -> Path:
    return papers_game(tmp_path)


@pytest.fixture
def speak(request: pytest.FixtureRequest) -> Iterator[None]:
    yield
    i18n.set_language("en")


async def documents(pilot: Pilot[None]) -> None:
    """The documents tab, D1 chosen."""
    await pilot.pause()


async def issue_form(pilot: Pilot[None]) -> None:
    """A safe-conduct for bob's LIB14, good for turns 2 and 3, checked."""
    await pilot.pause()
    await pilot.press("n")
    await pilot.pause()
    form = pilot.app.screen
    form.query_one("#holder", Select).value = "bob"
    form.query_one("#limit", Select).value = "turns"
    form.query_one("#unit", Input).value = "LIB14"
    form.query_one("#turns", Input).value = "2,3"
    await pilot.pause()


async def accords(pilot: Pilot[None]) -> None:
    """The accords tab, A6 chosen: its clauses, and what each binds its factions to."""
    await pilot.pause()
    await pilot.press("right")
    await pilot.pause()
    await pilot.press("down")
    await pilot.pause()


async def accord_form(pilot: Pilot[None]) -> None:
    """A grand accord proposed to Coelion: passage and non-aggression, no alliance."""
    await pilot.pause()
    await pilot.press("right", "n")
    await pilot.pause()
    form = pilot.app.screen
    form.query_one("#name", Input).value = "Pacte du Nord"
    form.query_one("#factions", SelectionList).select("coelion")
    form.query_one("#clauses", SelectionList).deselect("alliance")
    await pilot.pause()


@pytest.mark.parametrize(("lang", "size"), SHOTS, ids=IDS)
@pytest.mark.parametrize("step", [documents, issue_form, accords, accord_form],
                         ids=["documents", "issue_form", "accords", "accord_form"])
def test_documents_screens(step: Any, lang: str, size: tuple[int, int], save: Path,
                           speak: None, snap_compare: Any) -> None:
    i18n.set_language(lang)
    assert snap_compare(Host(save, draft="accord accept A3\n"), terminal_size=size,
                        run_before=step)


async def annotations(pilot: Pilot[None]) -> None:
    await pilot.pause()
    await pilot.press("left", "left")
    await pilot.pause()


async def secession(pilot: Pilot[None]) -> None:
    """The loyalty tab, a secession written, asked once more."""
    await pilot.pause()
    await pilot.press("left", "s")
    await pilot.pause()
    await pilot.press(*"glaces-libres", "tab", *"Glaces", "space", *"Libres", "tab", *"gll")
    await pilot.press("ctrl+s")
    await pilot.pause()


@pytest.mark.parametrize("step", [annotations, secession], ids=["annotations", "secession"])
def test_other_tabs(step: Any, save: Path, snap_compare: Any) -> None:
    assert snap_compare(Host(save), terminal_size=(80, 24), run_before=step)
