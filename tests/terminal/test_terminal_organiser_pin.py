"""The organiser's PIN and a replaced player as the organiser meets them in the real
program in tmux at 80×24 (issue 30): seats with PINs, the organiser's PIN set by
`hexterm organiser pin`; `hexterm`'s title, Load game, the hand-off offers "Organiser"
all the same, which asks the organiser's PIN (a wrong one said, the right one opens);
bob's seat given to carol there; back on the hand-off, the seats awaited name carol."""

from __future__ import annotations

from pathlib import Path

import pytest

import tests.helpers.terminal as terminal_module
from hexterm.cli import main
from hexterm.save import savegame
from tests.helpers.terminal import Terminal
from tests.screens.test_organiser import tiny_game


@pytest.fixture
def save(tmp_path: Path) -> Path:
    path = tiny_game(tmp_path / "saves")
    for args in (["seat", "pin", str(path), "alice", "--pin", "2468"],
                 ["seat", "pin", str(path), "bob", "--pin", "1357"],
                 ["organiser", "pin", str(path), "--pin", "8642"]):
        assert main(args) == 0
    return path


def test_the_organisers_pin_then_a_player_replaced(
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
    term.send("Tab", "Tab")  # from the PIN field, past "I am alice", to "Organiser"
    term.wait_for_focus("Organiser")
    term.send("Enter")
    term.wait_for("The organiser's screen of Tiny")
    term.type("2468")  # alice's PIN is not the organiser's
    term.send("Enter")
    term.wait_for("wrong PIN")
    term.type("8642")
    term.send("Enter")
    term.wait_for("Organiser · Tiny · Turn 1", "Awaited: alice, bob")
    term.send("n")
    term.wait_for("Seat, new player (or bot), why")
    term.type("bob carol moved abroad")
    term.send("Enter")
    term.wait_for("bob's seat is now played by carol: moved abroad")
    assert savegame.load(save).seat("bob").player == "carol"
    term.send("Escape")
    term.wait_for("Pass the keyboard to alice", "Awaited: alice, carol for bob")
