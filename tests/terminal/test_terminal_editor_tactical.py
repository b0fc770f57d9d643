"""The tactical board's editor as an organiser reaches it, in the real program in tmux at
80×24 (issue 30): `hexterm edit board.toml --new 6x4 --ruleset tactical` opens a clear
board, a hex is painted rough, a hex side made a road, a unit of each side placed and
turned, ctrl+s writes the file, escape leaves, and `hexterm new` starts a game on it."""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import tests.helpers.terminal as terminal_module
from tests.helpers.terminal import Terminal


@pytest.fixture
def save(tmp_path: Path) -> Path:
    """Where the game on the new board is saved (the terminal fixture serves its folder)."""
    (tmp_path / "saves").mkdir()
    return tmp_path / "saves" / "battle.hexsave"


def test_a_small_board_made_from_nothing_saved_and_played(
        terminal: Terminal, save: Path, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(terminal_module, "WIDTH", 80)
    monkeypatch.setattr(terminal_module, "HEIGHT", 24)
    board = tmp_path / "board.toml"
    term = terminal
    term.start("edit", str(board), "--new", "6x4", "--ruleset", "tactical")
    term.wait_for("A01 · clear", "Terrain: . clear", "Faction: alice", "Side toward: ↑")
    term.send("p", "p")  # the third ground: rough
    term.wait_for("Terrain: r rough")
    term.send("s", "Space")  # B01 rough
    term.wait_for("B01 · rough")
    term.send("o", "o", "o", "b")  # B01's side toward the south (C01): a road
    term.wait_for("B01 · rough · side ↓ road")
    term.send("w", "d", "u")  # A02: a unit of alice, of the sheet's first class (foot)
    term.wait_for("A02 · clear · A1 (alice, foot ↑)")
    term.send("k", "k", "k")  # turned to face the south
    term.wait_for("A02 · clear · A1 (alice, foot ↓)")
    term.send("f", "s", "s", "s", "u")  # D02: a unit of bob, facing the north
    term.wait_for("D02 · clear · B1 (bob, foot ↑)")
    assert not board.exists()  # nothing written before ctrl+s
    shown = term.wait_for("None found.")  # the board holds together: no mistake listed
    assert "Not saved" in shown
    term.send("C-s")
    shown = term.wait_for("Saved to")
    assert "Not saved" not in shown
    term.send("Escape")
    assert term.exit_status() == 0
    data = tomllib.loads(board.read_text("utf-8"))
    assert data["ground"] == ["......", "r.....", "......", "......"]
    assert data["side"] == [{"between": ["B01", "C01"], "kind": "road"}]
    assert [(u["name"], u["seat"], u["at"], u["facing"]) for u in data["unit"]] == [
        ("A1", "alice", "A02", "S"), ("B1", "bob", "D02", "N")]
    made = subprocess.run([sys.executable, "-m", "hexterm", "--lang", "en", "new", str(save),
                           "--ruleset", "tactical", "--scenario", str(board),
                           "--seat", "alice:North", "--seat", "bob:South:bot"],
                          capture_output=True, text=True, check=False, timeout=120)
    assert made.returncode == 0, made.stderr
    shown_game = subprocess.run([sys.executable, "-m", "hexterm", "--lang", "en", "show",
                                 str(save), "--json"], capture_output=True, text=True,
                                check=False, timeout=120)
    assert shown_game.returncode == 0, shown_game.stderr
    assert "A1" in json.dumps(json.loads(shown_game.stdout))
