"""`hexterm check` on the case files of SAGA, the tactical board, Novlémia and Med-Fan
(issue 30's done-means, for every ruleset: "hexterm check on each of the mistakes above
(a test file each) gives its sentence with file and line; on a file with several
mistakes, all of them"). The Planisphère's are in test_check_planisphere.py.

Each expected mistake is the line of the file it is on (counted by hand in the case
file: the value at fault, or the header of the table a missing key belongs to), the
table the check names, and the words the sentence must hold; a file's lines come in
the file's order, one a mistake, each naming the table once."""

from __future__ import annotations

from pathlib import Path

import pytest

from hexterm.cli import main

CASES = Path(__file__).parent / "cases"
TOP = "the top of the file"

EXPECTED: dict[str, list[tuple[int, str, tuple[str, ...]]]] = {
    # SAGA: a home list leaving a player with no village (the words)
    "saga/no_village": [
        (22, "[homes]", ("for 2 players", "Varn", "no village")),
        (23, "[homes]", ("for 3 players", "no village")),
    ],
    # SAGA: roads that do not join up (all three on the one line of `roads`)
    "saga/broken_roads": [
        (4, TOP, ("road 2", "'Rsak'", "did you mean Rask?")),
        (4, TOP, ("road 3", "'Nowhere'")),
        (4, TOP, ("a road joins two terrains", "['Varn', 'Varn']")),
    ],
    "saga/cut_off": [(3, TOP, ("no road leads from Varn to Rask",))],
    # SAGA: misspelt keys; `roads = […]` after the last [[terrain]] belongs to it
    "saga/misspelt_keys": [
        (4, TOP, ("'trun'", "did you mean 'turns'?")),
        (6, "[[terrain]] 1 'Varn'", ("kind is normal, developed or prestigious",)),
        (8, "[[terrain]] 1 'Varn'", ("'kidn'", "did you mean 'kind'?")),
        (15, "[[terrain]] 2 'Ask'", ("roads = …", "belongs to it", "above the first")),
    ],
    "saga/named_twice": [
        (16, "[[terrain]] 3 'VARN'", ("two terrains are called 'VARN'",)),
        (23, "[[terrain]] 4 'Lind'", ("another terrain is drawn at [1, 0]",)),
    ],
    # SAGA: the initiative not a list (it raised a TypeError: "the check stopped")
    "saga/initiative_not_a_list": [
        (4, TOP, ("initiative is the list of the seats", "not 3")),
    ],
    "saga/placed": [
        (4, TOP, ("initiative lists every seat once",)),
        (15, "[[village]]", ("bob has no village",)),
        (15, "[[village]]", ("carol has no village",)),
        (20, "[[village]] 2", ("'Oslo' is not a terrain of the map",)),
    ],
    "saga/several": [
        (4, TOP, ("turns", "0")), (5, TOP, ("phase", "'battle'")),
        (6, TOP, ("road 3", "'Oskel'")),
        (15, "[[terrain]] 2 'Ask'", ("kind", "'holy'")),
        (25, "[homes]", ("for 4 players", "no village")),
        (26, "[homes]", ("'7' is not a number of players",)),
    ],
    # the tactical board: a foot unit on water, two enemies on one hex
    "tactical/foot_on_water": [
        (17, "[[unit]] 1 'Wader'", ("B03", "water", "foot")),
        (23, "[[unit]] 2 'Ram'", ("C03", "rough", "engine")),
        (29, "[[unit]] 3 'Eels'", ("A01", "clear", "aquatic")),
    ],
    "tactical/enemies_on_one_hex": [
        (18, "[[unit]] 3 'Axes'", ("B02", "Spears of alice", "enemies never share a hex")),
    ],
    "tactical/misspelt_keys": [
        (4, TOP, ("'trns'", "did you mean 'turns'?")),
        (6, "[[side]] 1", ("kind is one of rough, road",)),
        (8, "[[side]] 1", ("'knd'", "did you mean 'kind'?")),
        (14, "[[unit]] 1 'Spears'", ("'facnig'", "did you mean 'facing'?")),
        (21, "[classes.1]", ("'bsae'", "did you mean 'base'?")),
    ],
    # not "'None' is not a hex label"
    "tactical/no_hex": [(5, "[[unit]] 1 'Spears'", ("at is missing", "such as B04"))],
    # a hex side's mistake at its field's line (not its [[side]] header): the hex of a
    # `between` written on lines of its own, the `between`, the `kind`
    "tactical/sides": [
        (10, "[[side]] 1", ("B09 is off the 6×4 board",)),
        (15, "[[side]] 2", ("A01 and C03 are not next to each other",)),
        (20, "[[side]] 3", ("kind is one of rough, road", "'hill'")),
    ],
    "tactical/off_the_board": [
        (6, "[[side]] 1", ("E06 is off the 6×4 board",)),
        (12, "[[unit]] 1 'Spears'", ("A07 is off the 6×4 board",)),
        (17, "[[unit]] 2 'Axes'", ("F01 is off the 6×4 board",)),
    ],
    "tactical/several": [
        (4, TOP, ("turns", "not 0")), (8, TOP, ("ground row 3", "'x'")),
        (15, "[[unit]] 1 'Spears'", ("B03", "water")),
        (16, "[[unit]] 1 'Spears'", ("figures", "not 0")),
        (21, "[[unit]] 2 'Axes'", ("Z09 is off the 6×4 board",)),
        (22, "[[unit]] 2 'Axes'", ("'stackng'", "did you mean 'stacking'?")),
        (33, "[[unit]] 4 'Riders'", ("A01", "Bows of bob", "enemies")),
    ],
    # Novlémia: a misspelt owner (the issue's `argnet`), misspelt keys
    "novlemia/misspelt_owner": [
        (15, "[cell.C03]", ("'argnet'", "did you mean 'argent'?")),
    ],
    "novlemia/misspelt_keys": [
        (3, TOP, ("'victroy'", "did you mean 'victory'?")),
        (7, "[map]", ("'rwos'", "did you mean 'rows'?")),
        (10, "[rules]", ("'action'", "did you mean 'actions'?")),
        (14, "[[faction]] 1 'argent'", ("'lattitude'", "did you mean 'latitude'?")),
        (16, "[cell.C03]", ("terrain None is not one of eau",)),
        (17, "[cell.C03]", ("'terain'", "did you mean 'terrain'?")),
    ],
    "novlemia/faction_not_tables": [(3, TOP, ("[[faction]] must be a list of tables",))],
    "novlemia/several": [
        (4, TOP, ("turns", "not 0")), (11, "[rules]", ("actions", "not 12")),
        (15, "[[faction]] 1 'argent'", ("start 'C03' is not a cell of column 01",)),
        (22, "[cell.C04]", ("resource 'Z'",)), (24, "[cell.Z40]", ("Z40 is off the 10×10",)),
        (30, "[cell.D03]", ("a city needs land with an owner",)),
    ],
    # Med-Fan: misspelt keys (the issue's `capabilites` kind) and capability
    "medfan/misspelt": [
        (4, TOP, ("'tresury'", "did you mean 'treasury'?")),
        (12, "[[territory]] 1 'Lac'", ("'exploitaton'", "did you mean 'exploitation'?")),
        (17, "[[territory]] 2 'Bois'", ("'capabilty'", "did you mean 'capability'?")),
    ],
    # an army written on lines of its own: the file's line of the unit at fault
    # (the army's first line + the line inside it), said once (no "line 3" of the text)
    "medfan/army_lines": [(17, "[armies]", ("the army of bob: figures", "'twelve'"))],
    "medfan/several": [
        (5, TOP, ("share", "150")), (6, TOP, ("phase", "'battle'")),
        (9, "[treasuries]", ("alice", "-20")), (13, "[armies]", ("bob", "'twelve'")),
    ],
}


def test_every_case_file_is_checked() -> None:
    names = {f"{p.parent.name}/{p.stem}" for ruleset in ("saga", "tactical", "novlemia",
                                                         "medfan")
             for p in (CASES / ruleset).glob("*.toml")}
    assert names == set(EXPECTED)


@pytest.mark.parametrize("case", sorted(EXPECTED))
def test_check_says_each_mistake_with_its_file_line_and_table(
        capsys: pytest.CaptureFixture[str], case: str) -> None:
    path = CASES / f"{case}.toml"
    status = main(["check", str(path)])
    lines = capsys.readouterr().out.splitlines()
    assert status == 1
    expected = EXPECTED[case]
    assert len(lines) == len(expected), lines
    for said, (line, table, words) in zip(lines, expected, strict=True):
        assert said.startswith(f"{path}:{line}: {table}, "), said
        for word in words:
            assert word in said, (word, said)
        assert "Traceback" not in said and "the check stopped" not in said


@pytest.mark.parametrize("case", ["saga/no_village", "tactical/foot_on_water",
                                  "novlemia/misspelt_owner", "medfan/misspelt"])
def test_check_says_them_in_french(capsys: pytest.CaptureFixture[str], case: str) -> None:
    path = CASES / f"{case}.toml"
    assert main(["--lang", "fr", "check", str(path)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(" : ", 1)[0] for line in lines] == \
        [f"{path}:{line}" for line, _, _ in EXPECTED[case]]
    english = ("is not", "did you mean", "players", "stands at", "ground")
    assert not any(word in line for line in lines for word in english), lines


def test_an_army_line_is_said_once_at_the_files_line(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Med-Fan: a unit of an army written on lines of its own is placed at the file's
    line, not "line 1" of the army's text (in English and French), and `hexterm new`
    refuses the file in the same one sentence."""
    path = CASES / "medfan" / "army_lines.toml"
    assert main(["check", str(path)]) == 1
    [english] = capsys.readouterr().out.splitlines()
    assert main(["--lang", "fr", "check", str(path)]) == 1
    [french] = capsys.readouterr().out.splitlines()
    assert french == f"{path}:17 : [armies], l'armée de bob : le nombre de figurines est un " \
                     "nombre entier, pas «\u00a0twelve\u00a0»"
    assert "line" not in english.split(", ", 1)[1] and "ligne" not in french
    save = tmp_path / "g.hexsave"
    assert main(["new", str(save), "--ruleset", "medfan", "--scenario", str(path),
                 "--seat", "alice:alice", "--seat", "bob:bob"]) == 1
    assert capsys.readouterr().err.splitlines() == [f"hexterm: {english}"]
    assert not save.exists()


def test_an_army_on_one_line_keeps_the_line_inside_it(
        capsys: pytest.CaptureFixture[str]) -> None:
    """An army written on one line ("…\\n…"): its lines are not the file's, so the
    sentence keeps the line inside the text."""
    path = CASES / "medfan" / "several.toml"
    assert main(["check", str(path)]) == 1
    [army] = [line for line in capsys.readouterr().out.splitlines() if "[armies]" in line]
    assert army.startswith(f"{path}:13: [armies], the army of bob: line 1: figures"), army
