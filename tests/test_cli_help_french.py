"""`hexterm --help` and argparse's refusals in the player's language (issue 27, "--help
where argparse allows"): argparse's own words (its usage line, its headings, its
errors) come from the shared catalogue, in the language `--lang` or the environment
asks for; English as argparse writes it, and English again after a French command."""

from __future__ import annotations

import pytest

from hexterm.cli import main


def _help(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as ended:
        main(argv)
    assert ended.value.code == 0
    return capsys.readouterr().out


def test_the_help_in_french_then_in_english(capsys: pytest.CaptureFixture[str],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    said = _help(["--lang", "fr", "--help"], capsys)
    assert said.startswith("utilisation : hexterm ")
    assert "\narguments positionnels :\n" in said and "\noptions :\n" in said
    assert "afficher cette aide et quitter" in said
    said = _help(["--help"], capsys)
    assert said.startswith("usage: hexterm ") and "\noptions:\n" in said
    assert "show this help message and exit" in said


def test_a_french_terminal_gets_the_french_help(capsys: pytest.CaptureFixture[str],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LC_ALL", "fr_FR.UTF-8")
    assert _help(["show", "--help"], capsys).startswith("utilisation : hexterm show ")


def test_argparse_refuses_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as ended:
        main(["--lang", "fr", "frob"])
    assert ended.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("utilisation : hexterm ")
    assert "hexterm : erreur : argument command : choix invalide : 'frob' (parmi 'new', " in err
    with pytest.raises(SystemExit):
        main(["--lang", "fr", "show"])
    assert "hexterm show : erreur : ces arguments sont requis : sauvegarde" in \
        capsys.readouterr().err


def test_a_commands_help_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    said = _help(["--lang", "fr", "new", "--help"], capsys)
    assert "la règle du jeu (par défaut : planisphere)" in said  # its default filled in
    assert "le fichier de sauvegarde à écrire" in said
    assert "the save file to write" not in said
    assert "the ruleset (default: planisphere)" in _help(["new", "--help"], capsys)
