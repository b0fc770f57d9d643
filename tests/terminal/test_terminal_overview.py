"""The organiser's overview as a player reaches it, in the real program in tmux at 80×24
(issue 28): `hexterm`'s title, down to "Games of this folder", a row a game of the
folder; `p` resumes the game its players paused, and enter opens a game as Load game
does. The clock is the machine's: what is checked does not depend on it (a paused
game's time left, the games with none)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import tests.helpers.terminal as terminal_module
from tests.helpers.folder_of_games import make_folder
from tests.helpers.terminal import Terminal


@pytest.fixture
def save(tmp_path: Path) -> Path:
    """A save of the folder of games (the terminal fixture serves its folder)."""
    return make_folder(tmp_path / "saves") / "quiet.hexsave"


def test_from_the_title_to_the_games_of_the_folder(
        terminal: Terminal, save: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(terminal_module, "WIDTH", 80)
    monkeypatch.setattr(terminal_module, "HEIGHT", 24)
    term = terminal
    term.start()
    term.wait_for("New game", "Load game", "Games of this folder")
    term.wait_for_focus("New game")
    term.send("Down")
    term.wait_for_focus("Load game")
    term.send("Down")
    term.wait_for_focus("Games of this folder")
    term.send("Enter")
    # the table and, below it, the first row's detail
    shown = term.wait_for("File", "Deadline", "Awaited", "spring.hexsave",
                          "broken.hexsave: damaged: ")
    lines = {line.split()[0]: line for line in shown.splitlines()
             if line.strip().endswith(("bob", "eve", "gus", "damaged"))}
    assert "paused: 23 h 00 min" in lines["holiday.hexsave"]
    assert "no deadline" in lines["quiet.hexsave"]
    assert "damaged" in lines["broken.hexsave"]
    term.send("Down")  # holiday, paused by its players: the organiser resumes it
    term.wait_for("holiday.hexsave — ")
    term.send("p")
    term.wait_for(re.compile(r"holiday\.hexsave +Turn 1: Orders +2[23] h \d\d min left"))
    term.send("Down")
    term.wait_for("quiet.hexsave — ")
    term.send("Enter")  # the game opens as from Load game: its hand-off
    term.wait_for("Pass the keyboard to fay")
