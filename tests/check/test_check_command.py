"""`hexterm check SCENARIO` (issue 30): a scenario checked without making a game, every
mistake at once, each one sentence with the file, the line and the table; exit status 1
with mistakes, 0 and one line without. The lines expected here are counted by hand in
the small files the tests write."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from hexterm.cli import main
from hexterm.engine.messages import phrase
from hexterm.engine.mistakes import Mistake
from hexterm.engine.rulesets import get_ruleset
from hexterm.i18n import said
from hexterm.scenario_check import Lines

BUILT_IN = ("marches", "saga", "novlemia", "medfan", "tactical")
MARCHES = Path(__file__).parents[2] / "hexterm" / "scenarios" / "marches.toml"

SMALL = """\
# a small file, its lines counted by hand
title = "x"

[map]
cols = 3
rows = [
  "a",
  "b",
]

[[faction]]
key = "argent"
units = ["x", "y"]

[[faction]]
name = "Or"

[hex.C05]
influence = { argnet = 3 }
"""


def check(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[str]]:
    status = main(["check", *args])
    out = capsys.readouterr().out
    return status, out.splitlines()


@pytest.mark.parametrize("name", BUILT_IN)
def test_a_built_in_world_has_no_mistake(capsys: pytest.CaptureFixture[str],
                                         name: str) -> None:
    status, lines = check(capsys, name)
    assert status == 0
    assert lines == [lines[0]] and lines[0].startswith(f"{name}.toml: no mistake found")


@pytest.mark.parametrize(("where", "line", "table"), [
    (("title",), 2, "the top of the file"),
    (("map", "cols"), 5, "[map]"),
    (("map", "legend"), 4, "[map]"),          # a missing key: its table's header
    (("map", "rows", 1), 8, "[map]"),          # an element of a list: its own line
    (("faction", 0, "units", 1), 13, "[[faction]] 1 'argent'"),
    (("faction", 1, "prefix"), 15, "[[faction]] 2 'Or'"),
    (("hex", "C05", "influence", "argnet"), 19, "[hex.C05]"),
    (("hex", "D01"), 18, "[hex]"),             # a table with no header: its first one
    (("node",), 1, "[node]"),                  # a table the file does not have
    (("faction",), 11, "[[faction]]"),         # an array of tables: its first table
])
def test_a_mistake_is_placed_at_its_line_and_table(where: tuple[str | int, ...], line: int,
                                                   table: str) -> None:
    sentence = said(Lines(SMALL).placed("w.toml", Mistake(where, phrase("wrong"))))
    assert sentence == f"w.toml:{line}: {table}, wrong"


def test_a_toml_syntax_error_gives_its_line(capsys: pytest.CaptureFixture[str],
                                            tmp_path: Path) -> None:
    world = tmp_path / "world.toml"
    world.write_text('title = "x"\n\n[map]\ncols = = 3\n', "utf-8")
    status, lines = check(capsys, str(world))
    assert status == 1
    assert len(lines) == 1 and lines[0].startswith(f"{world}:4: not valid TOML")


def test_a_scenario_the_save_check_refuses_is_a_mistake(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Checked by making a game on it even where the ruleset's own check finds nothing:
    the misspelt faction of an influence, which `check_state` refuses."""
    world = tmp_path / "world.toml"
    world.write_text(MARCHES.read_text("utf-8").replace(
        "influence = { liberia = 2, glaces = 1 }", "influence = { liberia = 2, glacse = 1 }"),
        "utf-8")
    status, lines = check(capsys, str(world))
    assert status == 1
    assert len(lines) == 1 and lines[0].startswith(str(world)) and "'glacse'" in lines[0]


def test_every_mistake_the_ruleset_finds_is_said_at_once_in_the_file_s_order(
        capsys: pytest.CaptureFixture[str], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    rules = get_ruleset("tactical")

    def mistakes(self: object, scenario: Mapping[str, Any]) -> list[Mistake]:
        return [Mistake(("title",), phrase("one")), Mistake(("board",), phrase("two"))]

    monkeypatch.setattr(type(rules), "scenario_mistakes", mistakes)
    world = tmp_path / "board.toml"
    world.write_text('ruleset = "tactical"\n# a comment\ntitle = "b"\n', "utf-8")
    status, lines = check(capsys, str(world))
    assert status == 1
    assert lines == [f"{world}:1: [board], two", f"{world}:3: the top of the file, one"]


def test_json_gives_the_mistakes(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    world = tmp_path / "world.toml"
    world.write_text("[map\n", "utf-8")
    status = main(["check", str(world), "--json"])
    data = json.loads(capsys.readouterr().out)
    assert status == 1
    assert data["scenario"] == str(world) and len(data["mistakes"]) == 1
    assert data["mistakes"][0].startswith(f"{world}:1:")


def test_a_scenario_of_another_ruleset_is_a_mistake(capsys: pytest.CaptureFixture[str]
                                                    ) -> None:
    status, lines = check(capsys, str(MARCHES), "--ruleset", "tactical")
    assert status == 1 and lines == [f"{MARCHES} is a planisphere scenario, not a tactical one"]


def test_the_check_speaks_french(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["--lang", "fr", "check", "marches"])
    out = capsys.readouterr().out
    assert status == 0 and out.startswith("marches.toml : aucune erreur trouvée")


def test_new_refuses_what_the_check_refuses_with_the_same_sentence(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    world = tmp_path / "world.toml"
    world.write_text(MARCHES.read_text("utf-8").replace(
        "influence = { liberia = 2, glaces = 1 }", "influence = { liberia = 2, glacse = 1 }"),
        "utf-8")
    _, checked = check(capsys, str(world))
    save = tmp_path / "g.hexsave"
    status = main(["new", str(save), "--scenario", str(world), "--seat", "a:glaces",
                   "--seat", "b:liberia"])
    assert status == 1 and not save.exists()  # nothing written
    assert capsys.readouterr().err.splitlines() == [f"hexterm: {checked[0]}"]


def test_a_table_written_apart_from_its_array_is_placed_where_it_is_written() -> None:
    """tomlkit gathers the elements of an array of tables written apart (and would
    render them together): the lines are still the file's, a table's own its header's
    ([[unit]], where a key it lacks is placed)."""
    text = ('[[unit]]\nhex = "A01"\n\n[map]\ncols = 3\n\n[[unit]]\nhex = "B02"\n'
            '\n[[quest]]\nkey = "q"\n\n[[unit]]   # the third\nhex = "C03"\n')
    lines = Lines(text)
    assert [lines.line(("unit", n, "hex")) for n in range(3)] == [2, 8, 14]
    assert [lines.line(("unit", n)) for n in range(3)] == [1, 7, 13]
    assert lines.line(("map", "cols")) == 5


def test_the_installed_command_checks_a_file(tmp_path: Path) -> None:
    """`hexterm check` as an organiser runs it: its own process, exit status 1 and the
    sentence on standard output."""
    world = tmp_path / "world.toml"
    world.write_text(SMALL, "utf-8")
    done = subprocess.run([sys.executable, "-m", "hexterm", "check", str(world)],
                          capture_output=True, text=True, check=False, timeout=120)
    assert done.returncode == 1 and done.stderr == ""
    assert done.stdout.startswith(f"{world}:")


def test_a_mistake_said_in_its_table_names_the_table_once(
        capsys: pytest.CaptureFixture[str]) -> None:
    # A cell's mistake is said in its table when the engine refuses it alone; placed at
    # its file, line and table, it names the table once.
    cases = Path(__file__).parent / "cases" / "novlemia"
    status, lines = check(capsys, str(cases / "misspelt_owner.toml"))
    assert status != 0
    assert lines == [f"{cases / 'misspelt_owner.toml'}:15: [cell.C03], owner 'argnet' is "
                     "not a nation of the game: did you mean 'argent'?"]
    status, lines = check(capsys, str(cases / "misspelt_keys.toml"))
    assert f"{cases / 'misspelt_keys.toml'}:7: [map], unknown key 'rwos': did you mean " \
           "'rows'?" in lines
