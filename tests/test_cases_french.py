"""The case runner's lines in the player's language (`hexterm --lang fr case`, issue
27): the verdict of each case and each failed expectation are messages, « » around the
values shown quoted; in English as they always were."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from hexterm import i18n
from hexterm.cli import main

SOURCE = Path(__file__).parent / "cases" / "planisphere" / "move_road.toml"
Q = "\u00a0"


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.fixture
def broken(tmp_path: Path) -> Path:
    """The road case, expecting GLA1 at Z26 where it ends at C01."""
    path = tmp_path / "broken.toml"
    path.write_text(SOURCE.read_text().replace('"state.units.GLA1.hex" = "C01"',
                                               '"state.units.GLA1.hex" = "Z26"'))
    return path


def test_a_failed_case_is_said_in_french(broken: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "fr", "case", str(SOURCE), str(broken)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith(f"ok    {SOURCE} : ")
    assert lines[1].startswith(f"ÉCHEC {broken} : ")
    assert lines[2] == (f"     tour 1 : state.units.GLA1.hex vaut «{Q}C01{Q}» ; attendu : "
                        f"«{Q}Z26{Q}»")
    assert lines[-1] == "1 réussi, 1 échoué"


def test_the_same_in_english(broken: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["case", str(SOURCE), str(broken)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith(f"ok   {SOURCE}: ")
    assert lines[1].startswith(f"FAIL {broken}: ")
    assert lines[2] == "     turn 1: state.units.GLA1.hex is 'C01'; expected 'Z26'"
    assert lines[-1] == "1 passed, 1 failed"


def test_a_file_that_is_no_case_in_french(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("title = 'x'\n")
    assert main(["--lang", "fr", "case", str(bad)]) == 1
    assert capsys.readouterr().out.splitlines()[0] == (
        f"ÉCHEC {bad} : le cas n'a pas de table [seats]")
    # a key of the wrong kind, at its line; a file that is not TOML (the TOML reader's
    # own words stay English)
    bad.write_text("title = 'x'\nseed = 'one'\n")
    assert main(["--lang", "fr", "case", str(bad)]) == 1
    assert capsys.readouterr().out.splitlines()[0] == (
        f"ÉCHEC {bad} ligne 2 : seed doit être un nombre entier, pas un texte")
    bad.write_text("title = 'x'\n[[turn\n")
    assert main(["--lang", "fr", "case", str(bad)]) == 1
    assert capsys.readouterr().out.splitlines()[0].endswith(
        "(ce n'est pas du TOML valide)")


def test_a_missing_file_in_french(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The shared reader of files (worlds.read_text) says its refusals as messages."""
    gone = tmp_path / "gone.toml"
    assert main(["--lang", "fr", "case", str(gone)]) == 1
    assert capsys.readouterr().out.splitlines()[0] == (
        f"ÉCHEC {gone} : aucun fichier de cas «{Q}{gone}{Q}»")
    assert main(["case", str(gone)]) == 1
    assert capsys.readouterr().out.splitlines()[0] == f"FAIL {gone}: no case file '{gone}'"
    big = tmp_path / "big.toml"
    big.write_text("#" * (1024 * 1024 + 1))
    assert main(["--lang", "fr", "case", str(big)]) == 1
    assert capsys.readouterr().out.splitlines()[0] == (
        f"ÉCHEC {big} : {big} dépasse 1\u202f048\u202f576 octets")
