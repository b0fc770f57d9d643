"""A served login's command line is read with a parser built once a process
(`hexterm.cli.parser_in`), which the fork server builds before it forks the players'
programs: the same parser for every login in a language, its help in that language,
and a command line read as a parser built afresh reads it."""

from __future__ import annotations

import pytest

from hexterm import cli
from hexterm.commands import argparse_words


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_login_reads_its_command_line_with_the_parser_built_once(lang: str) -> None:
    built = cli.parser_in(lang)
    assert cli.parser_in(lang) is built  # not built again at the next login
    argparse_words.use(lang)  # as `hexterm.cli.main` builds and reads it
    try:
        fresh = cli.parser()
        argparse_words.translate(fresh, lang)
        served = ["play", "game.hexsave", "--as", "alice"]
        assert vars(built.parse_args(served)) == vars(fresh.parse_args(served))
        assert vars(built.parse_args(served)) == vars(built.parse_args(served))
        assert built.format_help() == fresh.format_help()  # argparse's headings too
    finally:
        argparse_words.use("en")


def test_each_language_has_its_own_parser() -> None:
    english, french = cli.parser_in("en"), cli.parser_in("fr")
    assert english is not french
    play = "play a saved game in the terminal screens"
    assert play in english.format_help()
    argparse_words.use("fr")
    try:
        french_help = french.format_help()
    finally:
        argparse_words.use("en")
    assert play not in french_help  # the command's help said in French
    assert "arguments positionnels" in french_help  # argparse's heading too
