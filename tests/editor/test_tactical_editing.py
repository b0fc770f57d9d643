"""The tactical board's part of the editor (`screens/tactical/editing.py`): the built-in
boards and the documented one written back byte for byte when nothing is edited (and
after an edit undone), a new board from nothing or from a seed, the hex each kind of
mistake marks, and the board exported as a picture."""

from __future__ import annotations

import html
import tomllib
from importlib import resources
from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.editor.document import Document
from hexterm.engine.rulesets import get_ruleset
from hexterm.screens.shared.editor_kit import EditRefused
from hexterm.screens.shared.screen_sets import editing_for
from hexterm.screens.tactical.editing import TacticalEditing

DOCUMENTED = Path(__file__).parents[2] / "docs" / "scenarios" / "tactical.toml"


def boards() -> list[tuple[str, str]]:
    """(name, text) of the built-in tactical board and the documented one."""
    built_in = resources.files("hexterm.scenarios").joinpath("tactical.toml").read_text("utf-8")
    return [("built-in", built_in), ("documented", DOCUMENTED.read_text("utf-8"))]


@pytest.mark.parametrize(("name", "text"), boards(), ids=[n for n, _ in boards()])
def test_a_board_is_written_back_byte_for_byte(tmp_path: Path, name: str, text: str) -> None:
    path = tmp_path / f"{name}.toml"
    path.write_text(text, encoding="utf-8")
    kit = TacticalEditing(Document.open(path))
    assert kit.read() == []  # the loader takes it
    kit.document.save()
    assert path.read_text("utf-8") == text
    kit.document.change(kit.hex_side((0, 0), 2))  # A01's side toward B01... undone
    kit.document.change(kit.paint((1, 1), "d"))
    assert kit.document.undo() and kit.document.undo()
    kit.document.save()
    assert path.read_text("utf-8") == text


def test_an_edit_changes_only_its_own_line(tmp_path: Path) -> None:
    path = tmp_path / "mill.toml"
    text = DOCUMENTED.read_text("utf-8")
    path.write_text(text, encoding="utf-8")
    kit = TacticalEditing(Document.open(path))
    kit.document.change(kit.turn((2, 1)))  # the Spears on B03, facing S, turned to SW
    kit.document.save()
    assert path.read_text("utf-8") == text.replace(
        'at = "B03"\nfacing = "S"', 'at = "B03"\nfacing = "SW"')


def test_a_new_board_all_clear_or_made_from_its_seed() -> None:
    kind = editing_for("tactical")
    assert kind is TacticalEditing
    flat = tomllib.loads(kind.new_world(6, 4, None))
    assert (flat["ruleset"], flat["size"], flat["ground"]) == ("tactical", [6, 4], ["......"] * 4)
    assert get_ruleset("tactical").scenario_mistakes(flat) == []
    seeded = kind.new_world(10, 8, 7)
    assert seeded == kind.new_world(10, 8, 7)  # the same seed, the same board
    assert seeded != kind.new_world(10, 8, 8)
    rows = tomllib.loads(seeded)["ground"]
    assert rows[0] == rows[1] == rows[-1] == ".........."  # the deploying rows, clear
    assert len({c for row in rows for c in row}) > 1


def test_a_new_board_too_big_is_one_sentence(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "big.toml"
    assert main(["--lang", "en", "edit", str(path), "--new", "200x3",
                 "--ruleset", "tactical"]) == 1
    assert capsys.readouterr().err == ("hexterm: A tactical board is 2 to 128 hexes a side, "
                                       "not 200x3.\n")
    assert not path.exists()


MISTAKEN = """\
ruleset = "tactical"
size = [4, 3]
ground = ["....", "..x.", "...."]

[[side]]
between = ["C02", "C04"]
kind = "road"

[[unit]]
name = "Axes"
seat = "bob"
at = "C03"
movement = "Q"
"""


def test_each_mistake_marks_its_hex(tmp_path: Path) -> None:
    """A ground letter not of the sheet marks its hex; a side between hexes not next to
    each other its first hex; a unit of a class the board has not, the hex it is at."""
    path = tmp_path / "wrong.toml"
    path.write_text(MISTAKEN, encoding="utf-8")
    kit = TacticalEditing(Document.open(path))
    data = kit.document.data()
    found = get_ruleset("tactical").scenario_mistakes(data)
    assert {kit.spot_of(data, mistake.where) for mistake in found} == {
        (2, 1), (1, 2), (2, 2)}  # B03's x, C02 (the side's first hex), C03 (the unit)


def test_the_board_exported_as_a_picture(tmp_path: Path) -> None:
    path = tmp_path / "mill.toml"
    path.write_text(DOCUMENTED.read_text("utf-8"), encoding="utf-8")
    picture = tmp_path / "mill.svg"
    assert main(["--lang", "en", "edit", str(path), "--export", str(picture)]) == 0
    svg = html.unescape(picture.read_text("utf-8")).replace("\xa0", " ")
    assert svg.startswith("<svg") and "The mill stream" in svg
    for label in ("A01", "A08", "F01", "F08"):  # the 8×6 board's corners
        assert label in svg
    assert "≈" in svg  # the stream


def test_a_board_of_no_size_is_one_sentence(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "big.toml"
    path.write_text('ruleset = "tactical"\nsize = "big"\n', encoding="utf-8")
    assert main(["--lang", "en", "edit", str(path)]) == 1
    assert capsys.readouterr().err == (f"hexterm: {path}: this board cannot be drawn: size is "
                                       "[COLUMNS, ROWS], not 'big'\n")


def test_an_edit_on_sides_that_are_not_tables_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "odd.toml"
    text = 'ruleset = "tactical"\nsize = [3, 3]\nside = "none"\n'
    path.write_text(text, encoding="utf-8")
    kit = TacticalEditing(Document.open(path))
    with pytest.raises(EditRefused, match=r"^\[\[side\]\] must be tables: put it right in "
                                          r"the file first\.$"):
        kit.document.change(kit.hex_side((1, 1), 3))
    assert kit.document.text() == text  # nothing changed
