"""The organiser's acts in a seat's reports screen (the Planisphère's): a section of
their own, first, each act with its reason, in the player's language; a seat reads only
the acts it would see."""

from __future__ import annotations

from pathlib import Path

import pytest

from hexterm.i18n import language, set_language
from hexterm.screens.planisphere.reports import report_text, section_of
from hexterm.table import Table
from tests.acts.acting import act, new_game


@pytest.fixture
def save(tmp_path: Path) -> Path:
    path = new_game(tmp_path / "g.hexsave")
    assert act(path, "card glaces fantassin", "a quest's reward") == 0
    assert act(path, "terrain C03 plaine,route,pont", "a bridge is built") == 0
    return path


def test_the_acts_have_their_section_in_the_reports(save: Path) -> None:
    table = Table(save)
    assert {section_of(e) for e in table.report("alice", 1)} == {"The organiser's acts"}
    assert report_text(table, "alice", 1) == (
        "== The organiser's acts ==\n"
        "Royaume des Glaces: the organiser's act: Royaume des Glaces receives 1 card of "
        "Fantassin standard in its reserve (GLA5) (reason: a quest's reward)\n"
        "C03: the organiser's act: hex C03 is now Plaine, Route, Pont (reason: a bridge is "
        "built)")
    assert "GLA5" not in report_text(table, "bob", 1)  # the glaces' reserve is their own


def test_the_acts_section_in_french(save: Path) -> None:
    before = language()
    set_language("fr")
    try:
        text = report_text(Table(save), "bob", 1)
    finally:
        set_language(before)
    assert text.startswith("== Les actes de l'organisateur ==\n")
    assert "acte de l'organisateur" in text and "a bridge is built" in text
