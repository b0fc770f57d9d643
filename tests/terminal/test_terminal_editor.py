"""The world editor as an organiser reaches it, in the real program in tmux at 80×24
(issue 30): `hexterm edit new.toml --new 8x6` opens a new world of plains, a hex is
painted with the sea, a node and a unit are placed, ctrl+s writes the file, escape
leaves, and `hexterm new` starts a game on the world made."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import tests.helpers.terminal as terminal_module
from tests.helpers.terminal import Terminal


@pytest.fixture
def save(tmp_path: Path) -> Path:
    """Where the game on the new world is saved (the terminal fixture serves its folder)."""
    (tmp_path / "saves").mkdir()
    return tmp_path / "saves" / "new.hexsave"


def test_a_small_world_made_from_nothing_painted_saved_and_played(
        terminal: Terminal, save: Path, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(terminal_module, "WIDTH", 80)
    monkeypatch.setattr(terminal_module, "HEIGHT", 24)
    world = tmp_path / "new.toml"
    term = terminal
    term.start("edit", str(world), "--new", "8x6")
    term.wait_for("A01 · Plaine", "Terrain: . Plaine", "Faction: nord", "Not saved")
    term.send("p")  # the legend's next terrain: the sea
    term.wait_for("Terrain: ~ Mer")
    term.send("Space")
    term.wait_for("A01 · Mer")
    term.send("s", "r")  # B01: a road through it (recruits walk roads and bridges only)
    term.wait_for(re.compile(r"B01 · Plaine.*Route"))
    term.send("u")  # and a unit of nord on it
    term.wait_for(re.compile(r"B01 · .*units: recrue \(nord\)"))
    term.send("s", "s", "n")  # D01: a node of nord (its camp at B02 came with the world)
    term.wait_for("D01 · Plaine · node D01 (nord)")
    assert not world.exists()  # nothing written before ctrl+s
    shown = term.wait_for("None found.")  # the world holds together: no mistake listed
    assert "Not saved" in shown
    term.send("C-s")
    shown = term.wait_for("Saved to")  # the path: as long as the test's folder
    assert "Not saved" not in shown
    term.send("Escape")
    assert term.exit_status() == 0
    data = tomllib.loads(world.read_text("utf-8"))
    assert data["map"]["terrain"][0] == "~......."
    assert data["map"]["terrain"][1][0] != "."  # B01: a plain with a road
    assert [(n["hex"], n["faction"]) for n in data["node"]] == [
        ("B02", "nord"), ("E07", "sud"), ("D01", "nord")]  # the world's camps, then ours
    assert data["unit"] == [{"type": "recrue", "faction": "nord", "hex": "B01"}]
    made = subprocess.run([sys.executable, "-m", "hexterm", "--lang", "en", "new", str(save),
                           "--scenario", str(world), "--seat", "alice:nord",
                           "--seat", "bob:sud:bot"], capture_output=True, text=True,
                          check=False, timeout=120)
    assert made.returncode == 0, made.stderr
    assert "new Planisphère game" in made.stdout and "(8x6), 2 seats" in made.stdout
    shown = subprocess.run([sys.executable, "-m", "hexterm", "--lang", "en", "show",
                            str(save), "--json"], capture_output=True, text=True,
                           check=False, timeout=120)
    assert shown.returncode == 0, shown.stderr
