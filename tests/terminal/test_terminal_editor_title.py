"""The world editor as a player reaches it from `hexterm`'s title, in the real program in
tmux at 80×24 (issue 30): "Edit a world", a new world of a size typed in the form, a
hex painted with the sea, ctrl+s, escape back to the title; then "Edit a world" again
lists the file written in the saves folder and opens it as it was saved."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

import tests.helpers.terminal as terminal_module
from hexterm.screens.shared.editor_start import editable_builtins
from tests.helpers.terminal import Terminal


@pytest.fixture
def save(tmp_path: Path) -> Path:
    """The saves folder the program is run on (the `terminal` fixture serves its folder)."""
    (tmp_path / "saves").mkdir()
    return tmp_path / "saves" / "new.hexsave"


def open_edit_a_world(term: Terminal, *, first: bool = True) -> None:
    """From the title: down past New game, Load game and Games of this folder (the
    first time; back from the editor the focus is on Edit a world again)."""
    if first:
        term.wait_for_focus("New game")
        term.send("Down", "Down", "Down")
    term.wait_for_focus("Edit a world")
    term.send("Enter")
    term.wait_for("A new world (its size and seed below)")


def test_a_new_world_from_the_title_edited_saved_and_opened_again(
        terminal: Terminal, save: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(terminal_module, "WIDTH", 80)
    monkeypatch.setattr(terminal_module, "HEIGHT", 24)
    term = terminal
    world = save.parent / "world.toml"  # the form's file name in the saves folder
    term.start()
    open_edit_a_world(term)
    assert "Marches" in term.screen()  # the built-in world to copy
    term.send(*["Down"] * len(editable_builtins()))  # to "A new world"
    term.send("Tab", "Tab", "Tab")  # past the file name and the ruleset, to the size
    term.send("BSpace")  # the size's text, all selected when the field takes the focus
    term.wait_until(lambda shown: "24x18" not in shown, "the size field emptied")
    term.type("7x5")
    term.wait_for("7x5")
    term.send("BTab", "BTab", "BTab")  # back to the list, on "A new world"
    term.send("Enter")
    term.wait_for("A01 · Plaine", "Terrain: . Plaine", "Not saved")
    term.send("p")  # the legend's next terrain: the sea
    term.wait_for("Terrain: ~ Mer")
    term.send("Space")
    term.wait_for("A01 · Mer")
    assert not world.exists()  # nothing written before ctrl+s
    term.send("C-s")
    term.wait_for("Saved to")
    term.send("Escape")
    term.wait_for("New game", "Load game", "Edit a world")  # back to the title
    data = tomllib.loads(world.read_text("utf-8"))
    assert len(data["map"]["terrain"]) == 5  # five rows of seven hexes
    assert data["map"]["terrain"][0] == "~......"
    open_edit_a_world(term, first=False)
    term.wait_for("Open world.toml")  # the saves folder's scenario files come first
    term.send("Enter")
    shown = term.wait_for("A01 · Mer", "Terrain: . Plaine")
    assert "Not saved" not in shown
    term.send("Escape")
    term.wait_for("New game", "Load game", "Edit a world")
