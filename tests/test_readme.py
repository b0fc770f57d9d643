"""The README is the front door: its commands must be the ones CI runs."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _commands() -> list[str]:
    text = (ROOT / "README.md").read_text()
    return re.findall(r"```sh\n(python3 -m venv[^\n]*)\n```", text)


def test_readme_opens_with_install_and_test_commands() -> None:
    commands = _commands()
    assert len(commands) == 2
    assert commands[0].endswith(".venv/bin/hexterm")
    assert "pytest" in commands[1]


def test_ci_runs_the_readme_test_command() -> None:
    ci = (ROOT / ".ci" / "run").read_text().splitlines()
    assert _commands()[1] in ci


def test_ci_plays_from_the_readme_install_command_before_the_tests() -> None:
    """`.ci/play-from-wheel` takes the README's first command word for word (the first
    sh block that makes a virtual environment), and `.ci/run` runs it first."""
    ci = (ROOT / ".ci" / "run").read_text().splitlines()
    assert ci.index("bash .ci/play-from-wheel") < ci.index(_commands()[1])
    play = (ROOT / ".ci" / "play-from-wheel").read_text()
    assert "awk '/^```sh$/ {getline; if ($0 ~ /^python3 -m venv/) {print; exit}}' README.md" \
        in play
    assert " install . " in _commands()[0]  # a regular install: the wheel, not editable
