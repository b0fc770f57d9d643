"""Refusals and titles that were English sentences read back into French by patterns
(`hexterm.i18n.said` parsed them) are messages now, reached as a player reaches them:
`hexterm --lang fr` on the command line. A number or a flag typed or written in a
scenario (`hexterm.engine.typed`), a scenario's field named where it is (its file's
line and table), a SAGA battle step's title ("Combat à C"); the English as it always was."""

from __future__ import annotations

from collections.abc import Iterator
from importlib.resources import files
from pathlib import Path

import pytest

from hexterm import i18n
from hexterm.cli import main
from hexterm.engine import game as games
from hexterm.engine.seats import Seat
from hexterm.save import savegame
from hexterm.typography import NBSP
from tests.engine.saga.test_battles_at_once import four
from tests.engine.test_battle_entry import MEDFAN


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def scenario(tmp_path: Path, ruleset: str, old: str, new: str) -> Path:
    """The ruleset's built-in scenario with one line changed."""
    text = (files("hexterm") / "scenarios" / f"{ruleset}.toml").read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / f"{ruleset}.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def line_of(path: Path, text: str) -> int:
    """The line of the file `path` where `text` is first written (1: the first)."""
    return path.read_text(encoding="utf-8").splitlines().index(text) + 1


def placed(said: str, path: Path, line: int | None, lang: str = "en") -> tuple[str, str]:
    """A scenario's refusal as `hexterm new` says it: the file (and the line, and the
    table, as `hexterm check`) first, then the sentence `said`: its start and its end."""
    colon = " :" if lang == "fr" else ":"
    where = f"{path}{colon}" if line is None else f"{path}:{line}{colon}"
    return f"hexterm: {where} ", f"{said}\n"


def refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """What `hexterm ARGV` says on its error stream, having failed."""
    capsys.readouterr()
    assert main(list(argv)) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    return captured.err


def test_a_tactical_scenarios_size_refused_in_french(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]
                                                     ) -> None:
    bad = scenario(tmp_path, "tactical", "size = [12, 10]", 'size = [12, "x"]')
    args = ["new", str(tmp_path / "t.hexsave"), "--ruleset", "tactical", "--scenario",
            str(bad), "--seat", "alice:North", "--seat", "bob:South"]
    # placed at the line of `size`, at the top of the file
    line = line_of(bad, 'size = [12, "x"]')
    assert refused(capsys, *args) == "".join(placed(
        "the top of the file, size's rows is a whole number from 2 to 128, not 'x'", bad,
        line))
    assert refused(capsys, "--lang", "fr", *args) == "".join(placed(
        f"le début du fichier, le nombre de rangées de size est un nombre entier de 2 à "
        f"128, pas «{NBSP}x{NBSP}»", bad, line, "fr"))


def test_a_tactical_units_flag_refused_in_french(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """A flag that is no text is shown as written, without quotes, in both languages."""
    bad = scenario(tmp_path, "tactical", 'name = "Spears"', 'name = "Spears"\nshaken = 2')
    args = ["new", str(tmp_path / "t.hexsave"), "--ruleset", "tactical", "--scenario",
            str(bad), "--seat", "alice:North", "--seat", "bob:South"]
    line = line_of(bad, "shaken = 2")
    # the table named once, by the file's line and table
    start, end = placed("[[unit]] 1 'Spears', shaken is true or false, not 2", bad, line)
    said = refused(capsys, *args)
    assert said.startswith(start) and said.endswith(end)
    start, end = placed(f"[[unit]] 1 «{NBSP}Spears{NBSP}», shaken est true ou false, pas 2",
                        bad, line, "fr")
    said = refused(capsys, "--lang", "fr", *args)
    assert said.startswith(start) and said.endswith(end)


def test_a_novlemia_scenarios_turns_refused_in_french(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]
                                                      ) -> None:
    bad = scenario(tmp_path, "novlemia", "turns = 24", "turns = 0")
    args = ["new", str(tmp_path / "n.hexsave"), "--ruleset", "novlemia", "--scenario",
            str(bad), "--seat", "ana:0", "--seat", "bob:1"]
    line = line_of(bad, "turns = 0")
    start, end = placed("turns must be a whole number from 1 to 999, not 0", bad, line)
    said = refused(capsys, *args)
    assert said.startswith(start) and said.endswith(end)
    start, end = placed("turns doit être un nombre entier de 1 à 999, pas 0", bad, line, "fr")
    said = refused(capsys, "--lang", "fr", *args)
    assert said.startswith(start) and said.endswith(end)


def test_a_saga_recruits_points_refused_in_french(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    save = tmp_path / "s.hexsave"
    assert main(["new", str(save), "--ruleset", "saga", "--seat", "alice:Morg",
                 "--seat", "bob:Rask"]) == 0
    given = tmp_path / "recruit.txt"
    given.write_text("recruter Morg guerriers beaucoup\n", encoding="utf-8")
    args = ["orders", "check", str(save), "--as", "alice", str(given)]
    assert refused(capsys, *args) == (
        "hexterm: line 1: POINTS is a whole number, not 'beaucoup'\n")
    assert refused(capsys, "--lang", "fr", *args) == (
        f"hexterm: ligne 1 : POINTS est un nombre entier, pas «{NBSP}beaucoup{NBSP}»\n")


def test_a_medfan_pairings_scenario_refused_in_french(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]
                                                      ) -> None:
    """The rulebook's twelve scenarios (Med-Fan, "scénario N ou dé")."""
    save = tmp_path / "m.hexsave"
    savegame.save(save, games.new_game("medfan", MEDFAN, [Seat("alice", "Elves"),
                                                          Seat("bob", "Orcs")], 7))
    given = tmp_path / "pairing.txt"
    given.write_text("bataille alice bob\nscénario 13\n", encoding="utf-8")
    args = ["orders", "submit", str(save), "--as", "alice", str(given)]
    assert refused(capsys, *args) == (
        "hexterm: line 2: the scenario is a whole number from 1 to 12, not '13'\n")
    assert refused(capsys, "--lang", "fr", *args) == (
        f"hexterm: ligne 2 : le scénario est un nombre entier de 1 à 12, pas «{NBSP}13{NBSP}»\n")


def test_the_saga_battles_are_titled_in_french(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """alice and bob fight at C, carol and dave at D: the step and its parts."""
    save = tmp_path / "b.hexsave"
    savegame.save(save, four())
    assert main(["show", str(save)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "Step: Battles at C, D (open)" in lines
    assert lines[-1].endswith("waiting for alice, bob (Battle at C); carol, dave (Battle at D)")
    assert main(["--lang", "fr", "show", str(save)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "Étape : Combats à C, D (ouverte)" in lines
    assert lines[-1].startswith("Ordres envoyés : aucun ; en attente d'alice, bob (Combat à C)")
    assert not any("Battle" in line for line in lines)


def test_a_novlemia_scenarios_cell_refused_in_french(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]
                                                     ) -> None:
    """Novlémia's terrains as the scenario writes them (eau, plaine…): "lave" is none."""
    bad = scenario(tmp_path, "novlemia", "turns = 24", "turns = 24")
    bad.write_text(bad.read_text(encoding="utf-8") + '\n[cell.B02]\nterrain = "lave"\n',
                   encoding="utf-8")
    args = ["new", str(tmp_path / "n.hexsave"), "--ruleset", "novlemia", "--scenario",
            str(bad), "--seat", "ana:0", "--seat", "bob:1"]
    line = line_of(bad, "[cell.B02]") + 1  # a cell's mistake at its key: terrain's line
    start, end = placed("terrain 'lave' is not one of eau, plaine, foret, collines, "
                        "montagnes, desert", bad, line)
    said = refused(capsys, *args)
    assert said.startswith(start) and said.endswith(end) and "[cell.B02]" in said
    start, end = placed(f"le terrain «{NBSP}lave{NBSP}» n'est pas parmi eau, plaine, "
                        "foret, collines, montagnes, desert", bad, line, "fr")
    said = refused(capsys, "--lang", "fr", *args)
    assert said.startswith(start) and said.endswith(end) and "[cell.B02]" in said


def test_an_unknown_scenario_or_option_refused_in_french(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]
                                                        ) -> None:
    new = ["new", str(tmp_path / "n.hexsave"), "--ruleset", "novlemia", "--seat", "ana:0",
           "--seat", "bob:1"]
    assert refused(capsys, "--lang", "fr", *new, "--scenario", "nosuch") == (
        f"hexterm: aucun scénario «{NBSP}nosuch{NBSP}» : ce n'est ni un fichier ni un monde "
        "intégré (marches, medfan, novlemia, saga, tactical)\n")
    assert refused(capsys, "--lang", "fr", *new, "--option", "zz=1") == (
        f"hexterm: option «{NBSP}zz=1{NBSP}» : écrivez CLÉ=VALEUR avec une clé des règles "
        "novlemia (options : turns, victory)\n")
    assert refused(capsys, *new, "--option", "zz=1") == (
        "hexterm: option 'zz=1': write KEY=VALUE with a key of the novlemia rules (options: "
        "turns, victory)\n")


def test_serving_and_keys_refused_in_french(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    """The organiser's mistakes with `hexterm serve` and `hexterm seat add-key`."""
    missing = tmp_path / "missing"
    assert refused(capsys, "--lang", "fr", "serve", str(missing)) == (
        f"hexterm: {missing} n'existe pas : donnez une sauvegarde ou un dossier de "
        "sauvegardes\n")
    save = tmp_path / "p.hexsave"
    assert main(["new", str(save), "--seat", "ana:glaces", "--seat", "bob:liberia"]) == 0
    nothing = tmp_path / "nothing.pub"
    assert refused(capsys, "--lang", "fr", "seat", "add-key", str(save), "ana",
                   str(nothing)) == (
        f"hexterm: aucun fichier de clé «{NBSP}{nothing}{NBSP}» (donnez un fichier .pub ou "
        "le texte de la clé)\n")
    assert refused(capsys, "--lang", "fr", "seat", "add-key", str(save), "ana",
                   "ssh-ed25519 AAAAnotbase64 x") == (
        f"hexterm: la ligne 1 n'est pas une clé publique SSH (attendu par exemple "
        f"«{NBSP}ssh-ed25519 AAAA... nom{NBSP}»)\n")
