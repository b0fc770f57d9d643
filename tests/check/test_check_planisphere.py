"""`hexterm check` on the Planisphère's mistakes (issue 30): each case file of
tests/check/cases/planisphere/ is a cut-down Les Marches (base.toml) with one mistake,
on the line its author marked "<- the mistake"; the check says it in one sentence with
the file, that line and the table, and in the words the issue asks for."""

from __future__ import annotations

from pathlib import Path

import pytest

from hexterm.cli import main

CASES = Path(__file__).parent / "cases"
MARK = "# <- the mistake"
# What each sentence must say (the words), besides the file, line and table.
SAYS = {
    "prefix-written": ("[[faction]] 2 'liberia'", "'GLA'", "prefix"),
    "prefix-defaulted": ("[[faction]] 2 'royaume-sud'", "'ROY'", "prefix"),
    "influence-unknown": ("[hex.D19]", "'glacse'", "did you mean 'glaces'?"),
    "unit-on-sea": ("[[unit]] 1", "A01", "mer"),
    "knights-on-mountain": ("[[unit]] 2", "Cavalerie de l'Est", "A10", "montagne"),
    "galley-on-land": ("[[unit]] 3", "Galère impériale", "N10", "plaine"),
    "unit-on-enemy-capital": ("[[unit]] 2", "D19", "'Citadelle de Givrebrume'", "'glaces'"),
    "node-on-sea": ("[[node]] 3 'Port perdu'", "Q01", "mer", "land"),
    "faction-without-node": ("[[faction]] 3 'coelion'", "no node"),
    "reserve-over-limit": ("[[faction]] 1 'glaces'", "600", "limit"),
    "river-broken": ("[hex.P08]", "fleuve", "P08"),
    "road-broken": ("[hex.Q06]", "route", "Q06"),
    "enemies-on-one-hex": ("[[unit]] 2", "N07", "'glaces'", "enemies"),
    "key-defense": ("[[unit_type]] 2 'cavalerie-de-l-est'", "'defense'",
                    "did you mean 'defence'?"),
    "key-capabilites": ("[[unit_type]] 3 'galere-imperiale'", "'capabilites'",
                        "did you mean 'capabilities'?"),
    "hex-missing": ("[[unit]] 3", "hex is missing"),
    "terrains-text": ("[[unit_type]] 3 'galere-imperiale'", "terrains must be a list",
                      "['mer']"),
    "influence-not-whole": ("[hex.O12]", "liberia must be a whole number", "6.5"),
    "key-after-last-table": ("[[unit]] 3", "'da_per_do'", "after the last [[unit]]"),
    # a market's listing, a quest's outcome, an accord's faction: at the entry's line
    # (they were said with no line at all)
    "market-side": ("[[node]] 2 'Libéria'", "side must be buys or sells", "'sels'"),
    "quest-influence": ("[[quest.choice.outcome]] 1", "influence", "from -6 to 6", "9"),
    "accord-faction": ("[[accord]] 1 'Paix des Marches'", "'libera'",
                       "did you mean 'liberia'?"),
}
CRYPTIC = ("'None' is not a hex label", "unknown terrain label 'm'", "v must be", "n must be")


def marked(path: Path) -> list[int]:
    """The lines the case's author marked as mistakes."""
    return [n for n, line in enumerate(path.read_text("utf-8").splitlines(), 1)
            if line.endswith(MARK)]


def check(capsys: pytest.CaptureFixture[str], path: Path) -> tuple[int, list[str]]:
    status = main(["check", str(path)])
    return status, capsys.readouterr().out.splitlines()


def test_every_case_file_is_tested() -> None:
    names = {p.stem for p in (CASES / "planisphere").glob("*.toml")}
    assert names == {"base", *SAYS}


def test_the_cut_down_world_has_no_mistake(capsys: pytest.CaptureFixture[str]) -> None:
    status, lines = check(capsys, CASES / "planisphere" / "base.toml")
    assert status == 0 and len(lines) == 1 and "no mistake found" in lines[0]


@pytest.mark.parametrize("case", sorted(SAYS))
def test_a_mistake_is_said_with_its_file_line_and_table(
        capsys: pytest.CaptureFixture[str], case: str) -> None:
    path = CASES / "planisphere" / f"{case}.toml"
    [line] = marked(path)
    status, lines = check(capsys, path)
    assert status == 1
    assert len(lines) == 1, lines
    table, *words = SAYS[case]
    assert lines[0].startswith(f"{path}:{line}: {table}, "), lines[0]
    for word in words:
        assert word in lines[0], (word, lines[0])
    assert not any(cryptic in lines[0] for cryptic in CRYPTIC)


def test_a_file_with_several_mistakes_gives_all_of_them(
        capsys: pytest.CaptureFixture[str]) -> None:
    path = CASES / "several" / "planisphere.toml"
    status, lines = check(capsys, path)
    assert status == 1
    said = sorted(int(line.split(":")[1]) for line in lines)
    assert said == marked(path) and len(marked(path)) == 5


def test_new_refuses_the_same_mistakes_all_of_them(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = CASES / "several" / "planisphere.toml"
    _, checked = check(capsys, path)
    save = tmp_path / "g.hexsave"
    status = main(["new", str(save), "--scenario", str(path), "--seat", "a:glaces",
                   "--seat", "b:liberia"])
    assert status == 1 and not save.exists()
    err = capsys.readouterr().err
    assert err.startswith("hexterm: ") and err[len("hexterm: "):].splitlines() == checked


@pytest.mark.parametrize("case", ["market-side", "quest-influence", "accord-faction"])
def test_new_refuses_an_entry_at_its_line(capsys: pytest.CaptureFixture[str],
                                          tmp_path: Path, case: str) -> None:
    """`hexterm new` refuses a market's, a quest's or an accord's mistake in the one
    sentence the check says, at the entry's line."""
    path = CASES / "planisphere" / f"{case}.toml"
    [line] = marked(path)
    save = tmp_path / "g.hexsave"
    status = main(["new", str(save), "--scenario", str(path), "--seat", "a:glaces",
                   "--seat", "b:liberia"])
    assert status == 1 and not save.exists()
    [said] = capsys.readouterr().err.splitlines()
    assert said.startswith(f"hexterm: {path}:{line}: {SAYS[case][0]}, "), said


@pytest.mark.parametrize(("case", "french"), [
    ("market-side", "side doit être buys ou sells, pas «\xa0sels\xa0»"),
    ("quest-influence", "influence doit être un nombre entier de -6 à 6, pas 9"),
    ("accord-faction", "faction inconnue «\xa0libera\xa0» : vouliez-vous dire «\xa0liberia\xa0» ?"),
])
def test_an_entry_is_placed_in_french(capsys: pytest.CaptureFixture[str], case: str,
                                      french: str) -> None:
    path = CASES / "planisphere" / f"{case}.toml"
    [line] = marked(path)
    assert main(["--lang", "fr", "check", str(path)]) == 1
    [said] = capsys.readouterr().out.splitlines()
    assert said.startswith(f"{path}:{line} : ") and said.endswith(french), said


def test_a_mistake_is_said_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    path = CASES / "planisphere" / "key-defense.toml"
    [line] = marked(path)
    status = main(["--lang", "fr", "check", str(path)])
    out = capsys.readouterr().out
    assert status == 1
    assert out.startswith(f"{path}:{line} : [[unit_type]] 2 «\xa0cavalerie-de-l-est\xa0», ")
    assert "«\xa0defense\xa0»" in out and "«\xa0defence\xa0»" in out


# The messages the issue calls cryptic, clear in French too: a missing hex (was "'None'
# is not a hex label"), `terrains = "mer"` (was "unknown terrain label 'm'"), a share of
# influence that is not whole (was "v must be a whole number"), a key written after the
# last [[unit]] (belongs to it).
FRENCH = {
    "hex-missing": "l'hexagone manque (écrivez hex = \"C05\")",
    "terrains-text": "terrains doit être une liste de textes, comme ['mer']",
    "influence-not-whole": "influence de liberia doit être un nombre entier de 0 à 6, pas 6.5",
    "key-after-last-table": "écrite après le dernier [[unit]], elle appartient à cette table",
    # the label's gender is not the sentence's to guess: "l'étiquette route" (it said
    # "un route")
    "river-broken": "l'étiquette fleuve fait une chaîne d'hexagones adjacents",
}


@pytest.mark.parametrize("case", sorted(FRENCH))
def test_the_cryptic_messages_are_clear_in_french(capsys: pytest.CaptureFixture[str],
                                                  case: str) -> None:
    path = CASES / "planisphere" / f"{case}.toml"
    [line] = marked(path)
    assert main(["--lang", "fr", "check", str(path)]) == 1
    [said] = capsys.readouterr().out.splitlines()
    assert said.startswith(f"{path}:{line} : ") and FRENCH[case] in said, said
    assert not any(cryptic in said for cryptic in CRYPTIC)
