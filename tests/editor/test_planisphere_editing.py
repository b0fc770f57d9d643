"""The Planisphère's part of the editor (`screens/planisphere/editing.py`): a hex with
its own labels painted takes the paint (its labels, which would hide it, go); the
picture for the players shows what every player sees (no hidden unit, reading H1), the
editor's map everything."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from hexterm.editor.document import Document
from hexterm.screens.planisphere.editing import PlanisphereEditing
from hexterm.screens.shared.editor_kit import EditRefused

WORLD = """\
title = "Caché"
ruleset = "planisphere"

[map]
cols = 4
rows = 3
terrain = ["....", "....", "...."]

[map.legend]
"." = ["plaine"]
"T" = ["foret"]

[hex.B02]   # a hex with labels of its own
labels = ["marais"]
population = 300

[[faction]]
key = "nord"
name = "Nord"

[[faction]]
key = "sud"
name = "Sud"

[[unit]]
type = "recrue"
faction = "nord"
hex = "A01"

[[unit]]
type = "recrue"
faction = "sud"
hex = "C03"
hidden = true
"""


def opened(tmp_path: Path) -> PlanisphereEditing:
    path = tmp_path / "cache.toml"
    path.write_text(WORLD, encoding="utf-8")
    return PlanisphereEditing(Document.open(path))


def test_painting_a_hex_with_labels_of_its_own(tmp_path: Path) -> None:
    kit = opened(tmp_path)
    kit.document.change(kit.paint((1, 1), "T"))
    data = tomllib.loads(kit.document.text())
    assert data["map"]["terrain"][1] == ".T.."
    assert data["hex"]["B02"] == {"population": 300}  # the rest of its table kept
    assert "# a hex with labels of its own" in kit.document.text()
    assert kit.read() == []
    assert kit.state is not None
    assert [c.labels for h, c in kit.state.cells.items() if h.label == "B02"] == [("foret",)]


def test_the_players_picture_hides_what_the_players_do_not_see(tmp_path: Path) -> None:
    kit = opened(tmp_path)
    everything, public = kit.map(), kit.map(public=True)
    hidden_at = 2 * 4 + 2  # C03
    assert [u.code for u in everything.data.units[hidden_at]] == ["SUD1"]
    assert hidden_at not in public.data.units
    assert [u.faction for u in public.data.units[0]] == ["nord"]  # A01 is shown


def test_a_unit_placed_where_the_file_writes_its_units_on_one_line_is_refused(
        tmp_path: Path) -> None:
    """`unit = [{…}]` on one line: a [[unit]] table added there would not be TOML, so the
    edit is refused in one sentence and the file is left as it was."""
    path = tmp_path / "inline.toml"
    text = WORLD.split("[[unit]]")[0].replace(
        'ruleset = "planisphere"\n',
        'ruleset = "planisphere"\nunit = [{type = "recrue", faction = "nord", hex = "A01"}]\n')
    path.write_text(text, encoding="utf-8")
    kit = PlanisphereEditing(Document.open(path))
    with pytest.raises(EditRefused, match=r"^The file writes unit on one line: write it "
                       r"as \[\[unit\]\] tables for this edit\.$"):
        kit.document.change(kit.place_unit((2, 2), "sud", "recrue"))
    assert kit.document.text() == text
    tomllib.loads(kit.document.text())
