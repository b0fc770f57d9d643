"""Runs every rules case file in tests/cases/ (format: docs/cases.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from hexterm.cases import MISSING, lookup, run_case

CASES = sorted((Path(__file__).parent / "cases").rglob("*.toml"))


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_case(path: Path) -> None:
    result = run_case(path)
    assert result.passed, f"{result.title}:\n  " + "\n  ".join(map(str, result.failures))


def test_there_are_cases() -> None:
    assert len(CASES) >= 5


def test_a_wrong_expectation_is_reported(tmp_path: Path) -> None:
    """The runner itself must catch a case that does not hold."""
    source = (Path(__file__).parent / "cases" / "planisphere" / "move_road.toml").read_text()
    broken = tmp_path / "broken.toml"
    broken.write_text(source.replace('"state.units.GLA1.hex" = "C01"',
                                     '"state.units.GLA1.hex" = "Z26"'))
    result = run_case(broken)
    assert not result.passed
    assert any("GLA1.hex is 'C01'; expected 'Z26'" in str(f) for f in result.failures)


def test_lookup_walks_maps_and_lists() -> None:
    data = {"a": {"b": [10, {"c": 3}]}}
    assert lookup(data, "a.b.1.c") == 3
    assert lookup(data, "a.b.0") == 10
    assert lookup(data, "a.x") is MISSING
    assert lookup(data, "a.b.5") is MISSING


def test_a_malformed_case_file_fails_in_one_sentence(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("title = 'x'\n[[turn\n")
    assert str(run_case(bad).problem) == ("line 2: Expected ']]' at the end of an array "
                                     "declaration (this is not valid TOML)")
    bad.write_text("title = 'x'\n")
    result = run_case(bad)
    assert str(result.problem) == "the case has no [seats] table" and not result.passed
