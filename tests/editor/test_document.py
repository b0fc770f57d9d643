"""A scenario file in the editor's hands (`hexterm.editor.document`): opened and saved
with no edit it is the same, byte for byte (the built-in world, a file with comments
everywhere); an edit changes only what it edits; undo and redo give back each text;
an edit that fails changes nothing; a file that is not TOML is one sentence."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import pytest
from tomlkit.toml_document import TOMLDocument

from hexterm.editor.document import Document
from hexterm.editor.faults import hex_of, hexes_at_fault
from hexterm.engine.errors import HextermError, ScenarioError
from hexterm.engine.messages import phrase
from hexterm.engine.mistakes import Mistake

COMMENTED = """\
# A world with comments: each must come back as it was.
title = "Commentée"   # after a value
ruleset = "planisphere"

[map]   # after a table's header
cols = 3
rows = 2
terrain = [
    ".~.",  # A
    "T T",  # B, with a space between the glyphs
]

[map.legend]
"." = ["plaine"]
"~" = ["mer"]   # the sea
"T" = ["foret"]

# the factions, in an order that is not sorted
[[faction]]
key = "sud"
name = "Sud"

[[faction]]
key = "nord"
name = "Nord"
"""


def written(tmp_path: Path, text: str, name: str = "world.toml") -> Path:
    path = tmp_path / name
    path.write_bytes(text.encode("utf-8"))
    return path


def test_the_built_in_world_opened_and_saved_is_the_same_bytes(tmp_path: Path) -> None:
    source = resources.files("hexterm.scenarios").joinpath("marches.toml").read_bytes()
    path = tmp_path / "marches.toml"
    path.write_bytes(source)
    document = Document.open(path)
    assert not document.changed
    document.save()
    assert path.read_bytes() == source


def test_a_file_with_comments_opened_and_saved_is_the_same_bytes(tmp_path: Path) -> None:
    path = written(tmp_path, COMMENTED)
    Document.open(path).save()
    assert path.read_bytes() == COMMENTED.encode("utf-8")


def test_an_edit_changes_that_line_only(tmp_path: Path) -> None:
    document = Document.open(written(tmp_path, COMMENTED))

    def sea_at_a01(doc: TOMLDocument) -> None:
        doc["map"]["terrain"][0] = "~~."  # type: ignore[index]

    document.change(sea_at_a01)
    document.save()
    expected = COMMENTED.replace('".~.",  # A', '"~~.",  # A')
    assert expected != COMMENTED
    assert document.path.read_text("utf-8") == expected


def test_undo_and_redo_give_back_each_text(tmp_path: Path) -> None:
    document = Document.open(written(tmp_path, COMMENTED))
    texts = [document.text()]
    for title in ("Un", "Deux"):
        document.change(lambda doc, title=title: doc.__setitem__("title", title))
        texts.append(document.text())
    assert len(set(texts)) == 3
    assert document.undo() and document.text() == texts[1]
    assert document.undo() and document.text() == texts[0]
    assert not document.undo()  # nothing left to undo
    assert not document.changed
    assert document.redo() and document.text() == texts[1]
    assert document.redo() and document.text() == texts[2]
    assert not document.redo()
    document.undo()
    document.change(lambda doc: doc.__setitem__("title", "Trois"))
    assert not document.redo()  # a new edit forgets what was undone


def test_an_edit_that_fails_changes_nothing(tmp_path: Path) -> None:
    document = Document.open(written(tmp_path, COMMENTED))

    def half_done(doc: TOMLDocument) -> None:
        doc["title"] = "À moitié"
        raise HextermError(phrase("refused"))

    with pytest.raises(HextermError):
        document.change(half_done)
    assert document.text() == COMMENTED
    assert not document.undo()


def test_a_file_that_is_not_toml_is_one_sentence_naming_it(tmp_path: Path) -> None:
    path = written(tmp_path, 'title = "open\n')
    with pytest.raises(ScenarioError, match=r"world\.toml is not valid TOML"):
        Document.open(path)
    with pytest.raises(HextermError, match="no scenario file"):
        Document.open(tmp_path / "missing.toml")


def test_a_new_world_is_not_written_over_a_file(tmp_path: Path) -> None:
    path = written(tmp_path, COMMENTED)
    with pytest.raises(HextermError, match="already exists"):
        Document.new(path, "")
    fresh = Document.new(tmp_path / "new.toml", 'title = "x"\n')
    assert fresh.changed  # not on disk until saved
    fresh.save()
    assert (tmp_path / "new.toml").read_text("utf-8") == 'title = "x"\n'
    assert not fresh.changed


def test_each_mistake_stands_on_the_hex_its_path_names() -> None:
    scenario = {"hex": {"C05": {"influence": {"argnet": 2}}},
                "node": [{"hex": "A01"}, {"hex": "B02", "name": "Pontié"}],
                "unit": [{"hex": "D04", "type": "recrue"}],
                "faction": [{"key": "nord", "prefix": "NOR"}]}
    said = phrase("wrong")
    assert hex_of(scenario, ("hex", "C05", "influence", "argnet")) == (4, 2)
    assert hex_of(scenario, ("node", 1, "name")) == (1, 1)
    assert hex_of(scenario, ("node", 1, "hex")) == (1, 1)
    assert hex_of(scenario, ("unit", 0)) == (3, 3)
    assert hex_of(scenario, ("faction", 0, "prefix")) is None
    assert hex_of(scenario, ("unit", 7)) is None  # a path past the list: no hex
    assert hexes_at_fault(scenario, [Mistake(("unit", 0, "type"), said),
                                     Mistake(("faction", 0), said)]) == {(3, 3)}
