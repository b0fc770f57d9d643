"""The world editor as an organiser reaches it, in the real program in tmux at 80×24
(issue 30): `hexterm edit new.toml --new 8x6` opens a new world of plains, a hex is
painted with the sea, a node and a unit are placed, ctrl+s writes the file, escape
leaves, and `hexterm new` starts a game on the world made."""

from __future__ import annotations

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
    term.send("s", "n")  # B01: a node of nord
    term.wait_for("B01 · Plaine · node B01 (nord)")
    term.send("s", "u")  # C01: a unit of nord
    term.wait_for("C01 · Plaine · units: recrue (nord)")
    assert not world.exists()  # nothing written before ctrl+s
    term.send("C-s")
    shown = term.wait_for("Saved to", world.name)  # the path wraps on a narrow screen
    assert "Not saved" not in shown
    term.send("Escape")
    assert term.exit_status() == 0
    data = tomllib.loads(world.read_text("utf-8"))
    assert data["map"]["terrain"][0] == "~......."
    assert data["node"] == [{"name": "B01", "hex": "B01", "faction": "nord",
                             "quality": "camp"}]
    assert data["unit"] == [{"type": "recrue", "faction": "nord", "hex": "C01"}]
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
