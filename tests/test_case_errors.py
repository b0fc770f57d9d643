"""Bad case files: `hexterm case` says what is wrong in one sentence that names the file
and, where there is one, the line, exits with status 1, shows no traceback, and still
runs the good files given after the bad one. Mutated copies of a real case give a result
or one sentence, never another exception."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from hexterm.cases import run_case
from hexterm.cli import main

CASES = Path(__file__).parent / "cases"
GOOD = CASES / "planisphere" / "move_road.toml"  # seed on line 4, [seats] on 6, [[turn]] on 47


def edited(tmp_path: Path, name: str, old: str, new: str) -> Path:
    text = GOOD.read_text()
    assert old in text
    path = tmp_path / name
    path.write_text(text.replace(old, new, 1))
    return path


def bad_files(tmp_path: Path) -> list[tuple[Path, str]]:
    """(file, the line `hexterm case` prints for it)."""
    syntax = tmp_path / "syntax.toml"
    syntax.write_text("title = 'x'\n[[turn\n")
    no_seats = tmp_path / "no_seats.toml"
    no_seats.write_text("title = 'x'\n[scenario]\n")
    not_utf8 = tmp_path / "latin1.toml"
    not_utf8.write_bytes("title = 'Libéria'\n".encode("latin-1"))
    folder = tmp_path / "folder.toml"
    folder.mkdir()
    turn_number = tmp_path / "turn.toml"
    turn_number.write_text("turn = 3\n[seats]\nalice = \"glaces\"\n[scenario]\n")
    return [
        (syntax, f"FAIL {syntax} line 2: Expected ']]' at the end of an array declaration "
                 "(this is not valid TOML)"),
        (no_seats, f"FAIL {no_seats}: the case has no [seats] table"),
        (edited(tmp_path, "seed.toml", "seed = 1", 'seed = "one"'),
         f"FAIL {tmp_path / 'seed.toml'} line 4: seed must be a whole number, not text"),
        (edited(tmp_path, "seat.toml", "[seats]\n", "[seats]\ndan = 4\n"),
         f"FAIL {tmp_path / 'seat.toml'} line 7: seats.dan must be text (\"FACTION\" or "
         "\"FACTION:bot\"), not a whole number"),
        (edited(tmp_path, "orders.toml", "[[turn]]\n",
                "[[turn]]\n[turn.orders.alice]\nunit = \"GLA1\"\n"),
         f"FAIL {tmp_path / 'orders.toml'} line 48: [[turn]] 1: orders.alice must be text, "
         "not a table"),
        (edited(tmp_path, "typo.toml", "[[turn]]\n", "[[turn]]\nexpected = { x = 1 }\n"),
         f"FAIL {tmp_path / 'typo.toml'} line 48: [[turn]] 1: expected is not a key of a "
         "turn (known: orders, refused, results, expect, dice, absent, events, acts)"),
        (edited(tmp_path, "dice.toml", "[[turn]]\n", "[[turn]]\ndice = [1, \"six\"]\n"),
         f"FAIL {tmp_path / 'dice.toml'} line 48: [[turn]] 1: dice item 2 must be a whole "
         "number, not text"),
        (turn_number, f"FAIL {turn_number} line 1: turn must be a list of [[turn]] tables, "
                      "not a whole number"),
        (not_utf8, f"FAIL {not_utf8}: {not_utf8} is not UTF-8 text"),
        (folder, f"FAIL {folder}: {folder} holds no case file (*.toml)"),
        (tmp_path / "missing.toml",
         f"FAIL {tmp_path / 'missing.toml'}: no case file '{tmp_path / 'missing.toml'}'"),
    ]


def test_each_bad_file_is_one_sentence_and_the_good_one_still_runs(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = bad_files(tmp_path)
    assert main(["case", *(str(path) for path, _ in bad), str(GOOD)]) == 1
    out, err = capsys.readouterr()
    lines = out.splitlines()
    assert lines[:len(bad)] == [said for _, said in bad]
    assert lines[len(bad)].startswith(f"ok   {GOOD}: ")
    assert lines[-1] == f"1 passed, {len(bad)} failed"
    assert "Traceback" not in out + err and err == ""


@pytest.mark.parametrize("seed", range(4))
def test_mutated_cases_give_a_result_or_one_sentence(seed: int, tmp_path: Path) -> None:
    """Lines of real cases dropped, repeated or cut, values swapped for others: each run
    ends with its failures or with one sentence, never with another exception."""
    rng = random.Random(seed)
    sources = sorted(CASES.rglob("*.toml"))
    path = tmp_path / "mutated.toml"
    outcomes = {"passed": 0, "failed": 0, "problem": 0}
    for _ in range(60):
        lines = rng.choice(sources).read_text().splitlines()
        for _ in range(rng.randrange(1, 4)):
            at = rng.randrange(len(lines))
            how = rng.randrange(5)
            if how == 0:
                del lines[at]
            elif how == 1:
                lines.insert(at, lines[at])
            elif how == 2:
                lines[at] = lines[at][:rng.randrange(len(lines[at]) + 1)]
            elif how == 3 and "=" in lines[at]:
                key = lines[at].split("=", 1)[0]
                lines[at] = key + "= " + rng.choice(('"x"', "-3", "[]", "{}", "true",
                                                     "1.5", '"Z99"', "[1, {a = 2}]"))
            else:
                lines[at] = rng.choice(lines)
        path.write_text("\n".join(lines) + "\n")
        result = run_case(path)  # any other exception fails the test here
        if result.problem:
            assert "\n" not in str(result.problem), result.problem
            outcomes["problem"] += 1
        else:
            outcomes["passed" if result.passed else "failed"] += 1
    assert outcomes["problem"] > 0 and outcomes["failed"] + outcomes["passed"] > 0, outcomes


def test_a_folder_runs_every_case_file_below_it_in_the_order_of_their_paths(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = GOOD.read_text(encoding="utf-8")
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "one.toml").write_text(text, encoding="utf-8")
    (tmp_path / "a.toml").write_text(text, encoding="utf-8")
    (tmp_path / "notes.txt").write_text("not a case\n", encoding="utf-8")
    assert main(["case", str(tmp_path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in lines[:2]] == [
        f"ok   {tmp_path / 'a.toml'}", f"ok   {tmp_path / 'b' / 'one.toml'}"]
    assert lines[-1] == "2 passed, 0 failed"
