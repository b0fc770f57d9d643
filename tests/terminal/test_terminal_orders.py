"""The Planisphère's reserve orders written from their form, in the real program in a
real terminal (tmux): alice opens the units list, the form of her reserve card GLA1,
its Reserve orders (ctrl+r), converts recruits into Chasseurs des Cimes, sees the line
in her orders as text and submits them.

The world is the built-in Marches, seed 3: Glaces' reserve holds eight Recrue cards
(GLA1 to GLA8); a Chasseurs des Cimes card takes 3 of them (move 2 + combat 2 +
defence 1 + recon 2 + equipment 1 = 8, 2 capabilities: 10 DA, 1 + 10 // 4).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.save import savegame
from tests.helpers.terminal import Terminal, words


@pytest.fixture
def save(tmp_path: Path) -> Path:
    path = tmp_path / "saves" / "g.hexsave"
    assert main(["new", str(path), "--seed", "3", "--seat", "alice:glaces",
                 "--seat", "bob:liberia"]) == 0
    return path


def test_a_conversion_is_written_from_the_reserve_form(terminal: Terminal,
                                                         save: Path) -> None:
    term = terminal
    term.start("play", str(save))
    term.wait_for("Pass the keyboard to alice (Royaume des Glaces)")
    term.wait_for_focus("I am alice: show my game")
    term.send("Enter")
    term.wait_for("Turn 1 · alice (Royaume des Glaces)")
    term.send("u")
    term.wait_for("Your units and their orders", "GLA1 ")
    # The map's four units come first, then the reserve: GLA1 is the fifth row.
    term.send("Down", "Down", "Down", "Down", "Enter")
    term.wait_for("Order form · GLA1", "Reserve orders (ctrl+r)")
    term.send("C-r")
    term.wait_for("Reserve orders · alice", words("holds 8 recruit"),
                  "In the orders: sacrifice GLA1 ✓")
    term.send("Enter")  # the order's list: convert is the first choice
    term.wait_for("Convert recruits (convertir)")
    term.send("Up", "Enter")
    term.wait_for("Into")
    term.send("Tab", "Enter")  # the catalogue's list
    term.wait_for("Chasseurs des Cimes (chasseurs-des-cimes) · 3 recruits")
    term.send("Down", "Enter")
    term.wait_for("In the orders: convert chasseurs-des-cimes ✓")
    term.send("C-s")
    term.wait_until(lambda s: "Reserve orders · alice" not in s and "Order form" not in s,
                    "the reserve form and the order form closing")
    term.send("t")
    term.wait_for("Orders · alice", "convert chasseurs-des-cimes")
    term.send("C-s")  # submit from the text view, then confirm
    term.wait_for("Submit your orders for turn 1?")
    term.send("y")
    term.wait_for("Pass the keyboard to bob")
    assert savegame.load(save).orders["alice"] == "convert chasseurs-des-cimes\n"
