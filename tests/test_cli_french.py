"""The command line in French (`hexterm --lang fr`): its own sentences, the engine core's
refusals and the report's headings and the game's own events come from the shared
catalogue (hexterm/locale/fr/LC_MESSAGES/hexterm.po), "de" elided before a vowel; the
same commands in English say what they always said."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from hexterm import i18n
from hexterm.cli import main
from tests.helpers.english import english_words

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
        "hexterm: le tour 1 attend les ordres d'alice, bob (--force le résout avec les "
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
     "il n'y a pas de joueur «\u00a0zed\u00a0» dans cette partie (joueurs : alice, bob)"),
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


def test_a_novlemia_report_in_french(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`hexterm --lang fr report` of a played Novlémia turn: its headings, phases, the
    cells explored with their dice, the order's result and the market, in French from the
    two domains' catalogues (the shared one and Novlémia's); the English report is the
    text the save keeps."""
    path, orders = tmp_path / "n.hexsave", tmp_path / "o.txt"
    assert main(["new", str(path), "--ruleset", "novlemia", "--seat", "ana:0",
                 "--seat", "bob:1:bot", "--seed", "3"]) == 0
    orders.write_text("explore\n")
    assert main(["orders", "submit", str(path), "--as", "ana", str(orders)]) == 0
    capsys.readouterr()
    assert main(["--lang", "fr", "report", str(path), "--as", "ana"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "Rapport du tour 1",
        "  [0 ordre de jeu] tour : tour 1 : les nations agissent dans cet ordre : 0, 1",
        "  [3 actions] F02 : F02 : 2 voisines connues (F01 (eau), G01 (eau)) ; dé 1 : "
        "comme F01, eau ; elle n'est à personne",
        "  [3 actions] G02 : G02 : 3 voisines connues (G01 (eau), H01 (eau), F02 (eau)) ; "
        "dé 1 : comme G01, eau ; elle n'est à personne",
        "  [3 actions] 1 : explorer : fait : action 1 : exploré F02 eau, G02 eau",
        "  [4 production] marché : les nations ont produit 0 en tout ce tour-ci ; rares au "
        "prochain tour : A, B, E, M"]
    assert main(["report", str(path), "--as", "ana"]) == 0
    assert capsys.readouterr().out.splitlines()[4] == (
        "  [3 actions] 1: explore: done: action 1: explored F02 water, G02 water")
    orders.write_text("prospect\nmove E\n")
    assert main(["--lang", "fr", "orders", "check", str(path), "--as", "ana", str(orders)]) == 1
    assert capsys.readouterr().err == (
        "hexterm: ligne 2 : déplacer : «\u00a0E\u00a0» n'est ni une case (comme D02) ni une "
        "direction (N, NE, SE, S, SO, NO)\n")


def test_the_organisers_commands_in_french(save: Path, tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "fr", "seat", "pin", str(save), "alice", "--pin", "4321"]) == 0
    assert capsys.readouterr().out == "joueur alice : code PIN posé\n"
    assert main(["--lang", "fr", "seat", "role", str(save), "bob", "diplomat"]) == 0
    assert capsys.readouterr().out == (
        "le joueur bob tient désormais les rôles commander, diplomat\n")
    assert main(["--lang", "fr", "seat", "pin", str(save), "bob", "x"]) == 1
    assert capsys.readouterr().err == (
        "hexterm: seat pin ne prend pas «\u00a0x\u00a0» : donnez le code PIN avec --pin\n")
    empty = tmp_path / "none"
    empty.mkdir()
    assert main(["--lang", "fr", "case", str(empty)]) == 1
    assert capsys.readouterr().out == (
        f"ÉCHEC {empty} : {empty} ne contient aucun fichier de cas (*.toml)\n"
        "0 réussi, 1 échoué\n")  # French: 0 and 1 take the singular


FIVE = [("planisphere", "glaces", "liberia"), ("novlemia", "0", "1"),
        ("saga", "Vikings", "Normans"), ("medfan", "Elves", "Orcs"),
        ("tactical", "North", "South")]
"""Each ruleset on its built-in scenario, with two of its factions (sides, nations)."""


@pytest.mark.parametrize(("ruleset", "first", "second"), FIVE, ids=[r for r, _, _ in FIVE])
def test_a_played_turn_and_a_refusal_say_no_english(
        ruleset: str, first: str, second: str, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 27's "Done means": in French, `hexterm report` of a played turn and a refused
    garbage input hold no English sentence and no English command word (names of units
    and places as the scenario gives them aside), in every ruleset, as an organiser runs
    them (the program's seats play the turn; a person's seat sends garbage)."""
    played, waiting = tmp_path / "played.hexsave", tmp_path / "waiting.hexsave"
    assert main(["new", str(played), "--ruleset", ruleset, "--seat", f"alice:{first}:bot",
                 "--seat", f"bob:{second}:bot", "--seed", "5"]) == 0
    assert main(["autoplay", str(played), "--turns", "1"]) == 0
    assert main(["new", str(waiting), "--ruleset", ruleset, "--seat", f"alice:{first}",
                 "--seat", f"bob:{second}", "--seed", "5"]) == 0
    capsys.readouterr()
    assert main(["--lang", "fr", "report", str(played), "--turn", "1"]) == 0
    report = capsys.readouterr().out.splitlines()
    assert report[0] == "Rapport du tour 1" and len(report) > 2
    garbage = tmp_path / "garbage.txt"
    garbage.write_text("zzz qqq\nthe unit is not here\n")
    refusals = []
    for command in ("check", "submit"):
        assert main(["--lang", "fr", "orders", command, str(waiting), "--as", "alice",
                     str(garbage)]) == 1
        refused = capsys.readouterr().err
        assert refused.startswith("hexterm: ") and refused.count("\n") == 1
        refusals.append(refused.strip())
    for line in report + refusals:
        assert not english_words(line.replace(str(tmp_path), "")), line


def test_the_help_names_what_a_command_takes_in_french(
        capsys: pytest.CaptureFixture[str]) -> None:
    """`hexterm --lang fr … --help` names the placeholders in French (SAVE, SEAT, SEED,
    KEY=VALUE…: what argparse lets a program name); the choices (`{en,fr}`) and the
    commands are typed as they are and stay; English keeps its own."""
    def shown(*argv: str) -> str:
        with pytest.raises(SystemExit):
            main([*argv, "--help"])
        return " ".join(capsys.readouterr().out.split())

    new = shown("--lang", "fr", "new")
    for french in ("[--seed GRAINE]", "--seat NOM:FACTION[:bot]", "[--option CLÉ=VALEUR]",
                   "[--ruleset RÈGLE]", "[--lang {en,fr}] sauvegarde", "sauvegarde le fichier"):
        assert french in new, french
    board = shown("--lang", "fr", "board")
    assert "[--as JOUEUR]" in board and "[--lost UNITÉ=N]" in board
    assert "campagne plateau" in board
    assert "afficher le numéro de version du programme et quitter" in shown("--lang", "fr")
    for english in ("SEED", "NAME:FACTION", "KEY=VALUE", "SEAT", "UNIT=N", "save", "version"):
        assert english not in new + board, english
    assert "[--seed SEED]" in shown("new") and "[--as SEAT]" in shown("board")
    assert "[--new LxH]" in shown("--lang", "fr", "edit")
    assert "[--export IMAGE]" in shown("--lang", "fr", "edit")
    assert "[--by NOM]" in shown("--lang", "fr", "seat")
    for command in ("show", "orders", "undo", "resolve", "report", "autoplay", "seat",
                    "serve", "play", "case", "deadline", "tick", "pause", "resume", "check",
                    "act", "takeback", "edit"):  # every command's help, its placeholders French
        said = shown("--lang", "fr", command)
        assert said.startswith(f"utilisation : hexterm {command} "), command
        for english in ("SEAT", "SAVE", "TURN", "FILE", "KEY", "SECONDS", "PART", "NAME",
                        "PICTURE", "REASON", "DURATION", "WHY", "ACT"):
            assert not re.search(rf"\b{english}\b", said), (command, english)
