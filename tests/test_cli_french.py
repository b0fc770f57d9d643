"""The command line in French (`hexterm --lang fr`): its own sentences, the engine core's
refusals and the report's headings and the game's own events come from the shared
catalogue (hexterm/locale/fr/LC_MESSAGES/hexterm.po), "de" elided before a vowel; the
same commands in English say what they always said."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from hexterm import i18n
from hexterm.cli import main

TINY = str(Path(__file__).parent / "fixtures" / "tiny.toml")


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.fixture
def save(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    path = tmp_path / "g.hexsave"
    assert main(["--lang", "fr", "new", str(path), "--scenario", TINY, "--seat",
                 "alice:glaces", "--seat", "bob:liberia", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"{path} : nouvelle partie de ")
    assert ", 2 joueurs, graine 5\n" in out
    return path


def test_a_turn_forced_in_french(save: Path, tmp_path: Path,
                                 capsys: pytest.CaptureFixture[str]) -> None:
    empty = tmp_path / "empty.txt"
    empty.write_text("")
    assert main(["--lang", "fr", "resolve", str(save)]) == 1
    assert capsys.readouterr().err == (
        "hexterm: le tour 1 attend les ordres d'alice, bob (--force le résout avec leurs "
        "ordres par défaut)\n")
    assert main(["--lang", "fr", "orders", "submit", str(save), "--as", "alice",
                 str(empty)]) == 0
    assert capsys.readouterr().out == (
        "les ordres d'alice envoyés pour le tour 1 ; en attente de bob\n")
    assert main(["--lang", "fr", "show", str(save)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == (
        "Ordres envoyés : alice ; en attente de bob")
    assert main(["--lang", "fr", "resolve", str(save), "--force"]) == 0
    assert capsys.readouterr().out == "tour 1 résolu ; le tour 2 est ouvert\n"
    assert main(["--lang", "fr", "report", str(save), "--as", "alice"]) == 0
    report = capsys.readouterr().out.splitlines()
    assert report[0] == "Rapport du tour 1"
    assert ("  [0 ordres] bob : bob n'a pas envoyé d'ordres : les ordres par défaut "
            "s'appliquent") in report
    # The same report in English: the saved text, as it always was.
    assert main(["--lang", "en", "report", str(save), "--as", "alice"]) == 0
    assert "  [0 orders] bob: bob sent no orders: default orders apply" in (
        capsys.readouterr().out.splitlines())


@pytest.mark.parametrize(("words", "french"), [
    (["undo", "{save}", "--as", "zed"],
     "il n'y a pas de joueur 'zed' dans cette partie (joueurs : alice, bob)"),
    (["undo", "{save}", "--as", "alice"],
     "alice n'a rien à reprendre : seulement sa dernière saisie, avant que quelqu'un "
     "d'autre ne donne la sienne"),
    (["orders", "submit", "{save}", "{orders}"],
     "dites de qui est cette saisie : --as JOUEUR, ou --organiser"),
    (["orders", "check", "{save}", "--as", "alice", "{orders}"],
     "ligne 1 : la ligne contient des caractères de contrôle"),
    (["new", "{save}", "--seat", "a:glaces"],
     "{save} existe déjà (--overwrite le remplace)"),
], ids=["no-seat", "no-undo", "whose", "control", "exists"])
def test_refusals_in_french(save: Path, tmp_path: Path, words: list[str], french: str,
                            capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("unit GLA4\x07\n")
    argv = [w.format(save=save, orders=bad) for w in words]
    assert main(["--lang", "fr", *argv]) == 1
    assert capsys.readouterr().err == f"hexterm: {french.format(save=save)}\n"
