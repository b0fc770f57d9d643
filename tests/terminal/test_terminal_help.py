"""The help as a player reaches it, in the real program in tmux at 80×24: `hexterm`'s
title, down to Load game (up/down move between the buttons), the SAGA campaign's
save, its hand-off, then `?` in the game: the SAGA campaign's help, not a `?` typed into
the input; escape goes back to the step with its input as it was."""

from __future__ import annotations

from pathlib import Path

import pytest

import tests.helpers.terminal as terminal_module
from hexterm.cli import main
from tests.helpers.terminal import Terminal


@pytest.fixture
def save(tmp_path: Path) -> Path:
    path = tmp_path / "saves" / "campaign.hexsave"
    assert main(["new", str(path), "--ruleset", "saga", "--seed", "2",
                 "--seat", "alice:Vikings", "--seat", "bob:Normans"]) == 0
    return path


def test_question_mark_in_a_saga_game_reached_from_the_title(
        terminal: Terminal, save: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(terminal_module, "WIDTH", 80)
    monkeypatch.setattr(terminal_module, "HEIGHT", 24)
    term = terminal
    term.start()
    term.wait_for("New game", "Load game")
    term.wait_for_focus("New game")
    term.send("Down")
    term.wait_for_focus("Load game")
    term.send("Enter")
    term.wait_for("campaign.hexsave")
    term.send("Enter")
    term.wait_for("Pass the keyboard to alice (Vikings)")
    term.wait_for_focus("I am alice")
    term.send("Enter")
    term.wait_for("alice (Vikings)", "Give it")
    term.type("?")
    shown = term.wait_for("Help · SAGA campaign")
    assert "What it is" in shown and "ctrl+s" in shown
    term.send("Escape")
    # The step again, its footer saying the key once Textual has redrawn it (the footer
    # follows the bindings a moment after the help is gone).
    back = term.wait_until(lambda shown: "Help · SAGA campaign" not in shown
                           and "The rules accept it" in shown
                           and "? Help" in "".join(shown.splitlines()[-2:]),
                           "the step again, ? Help in its footer")
    lines = back.splitlines()
    box = next(n for n, line in enumerate(lines) if line.startswith("▊▔"))
    assert lines[box + 1].strip("▊▎ ") == ""  # the input is empty: no ? typed into it
