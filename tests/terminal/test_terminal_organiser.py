"""The organiser's screen as the organiser reaches it, in the real program in tmux at
80×24 (issue 30): `hexterm`'s title, Load game, the game's hand-off, "Organiser"; the
whole game's heading, the acts (`o`), a player replaced there, written to the save and
in its log; escape goes back to the hand-off."""

from __future__ import annotations

from pathlib import Path

import pytest

import tests.helpers.terminal as terminal_module
from hexterm.save import savegame
from tests.helpers.terminal import Terminal
from tests.screens.test_organiser import tiny_game


@pytest.fixture
def save(tmp_path: Path) -> Path:
    """The tiny Planisphère world of alice and bob (the terminal fixture serves its
    folder)."""
    return tiny_game(tmp_path / "saves")


def test_from_the_title_to_the_organisers_screen(
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
    term.wait_for("tiny.hexsave")
    term.send("Enter")
    term.wait_for("Pass the keyboard to alice", "Organiser")
    term.send("Tab")  # from "I am alice" to "Organiser"
    term.wait_for_focus("Organiser")
    term.send("Enter")
    term.wait_for("Organiser · Tiny · Turn 1", "Awaited: alice, bob")
    term.send("o")
    term.wait_for("Acts", "Replace a player")
    term.send("n")
    term.wait_for("Seat, new player (or bot), why")
    term.type("bob carol moved abroad")
    term.send("Enter")
    term.wait_for("bob's seat is now played by carol: moved abroad")
    assert savegame.load(save).log[-1].key == "seat.replaced"
    term.send("Escape")
    term.wait_for("Pass the keyboard to alice")
