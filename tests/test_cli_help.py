"""Every command and every option of the command line says what it is for: `hexterm
COMMAND --help` has a help line for each argument, positional ones too."""

from __future__ import annotations

import argparse

from hexterm.cli import parser


def _commands(top: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    """The parser of each command, subcommands included (`hexterm board`…)."""
    found: dict[str, argparse.ArgumentParser] = {"hexterm": top}
    for action in top._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                for inner, nested in _commands(sub).items():
                    found[name if inner == "hexterm" else f"{name} {inner}"] = nested
    return found


def _unexplained(command: argparse.ArgumentParser) -> list[str]:
    return [action.dest for action in command._actions
            if not isinstance(action, argparse._HelpAction | argparse._SubParsersAction)
            and action.help != argparse.SUPPRESS and not (action.help or "").strip()]


def test_every_option_of_every_command_has_a_help_line() -> None:
    unexplained = {name: missing for name, command in _commands(parser()).items()
                   if (missing := _unexplained(command))}
    assert unexplained == {}


def test_every_command_is_listed_with_a_help_line() -> None:
    for action in parser()._actions:
        if isinstance(action, argparse._SubParsersAction):
            listed = {choice.dest: (choice.help or "") for choice in action._choices_actions}
            assert set(listed) == set(action.choices)
            assert all(text.strip() for text in listed.values())


def test_the_check_sees_a_missing_help_line() -> None:
    sample = argparse.ArgumentParser()
    sample.add_argument("save")
    sample.add_argument("--seed", help="the seed")
    assert _unexplained(sample) == ["save"]
