"""Novlémia's map in the editor as an organiser reaches it, in the real program in tmux
at 80×24 (issue 30): `hexterm edit world.toml --new 6x4 --ruleset novlemia` opens a map
with two nations, a cell is made a plain with a city of nord, ctrl+s writes the file,
and `hexterm new` starts a game on it."""

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
    return tmp_path / "saves" / "world.hexsave"


def test_a_small_novlemia_world_made_from_nothing_saved_and_played(
        terminal: Terminal, save: Path, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(terminal_module, "WIDTH", 80)
    monkeypatch.setattr(terminal_module, "HEIGHT", 24)
    world = tmp_path / "world.toml"
    term = terminal
    term.start("edit", str(world), "--new", "6x4", "--ruleset", "novlemia")
    term.wait_for("A01 · Eau", "Faction: nord", "None found.")
    term.send("d", "p")  # A02 (unknown), the second terrain: a plain
    term.wait_for("A02 · unknown: drawn by the dice", 'Terrain: " Plaine')
    term.send("Space", "n")  # known, and a city of nord on it
    term.wait_for("A02 · Plaine · owner nord · city A02")
    term.send("C-s")
    term.wait_for("Saved to")
    term.send("Escape")
    assert term.exit_status() == 0
    data = tomllib.loads(world.read_text("utf-8"))
    assert data["cell"] == {"A02": {"terrain": "plaine", "owner": "nord", "city": "A02"}}
    made = subprocess.run([sys.executable, "-m", "hexterm", "--lang", "en", "new", str(save),
                           "--ruleset", "novlemia", "--scenario", str(world),
                           "--seat", "alice:nord", "--seat", "bob:sud:bot"],
                          capture_output=True, text=True, check=False, timeout=120)
    assert made.returncode == 0, made.stderr
    assert save.exists()
