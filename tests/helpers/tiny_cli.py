"""The tiny Planisphère game of alice (glaces) and bob (liberia) made by `hexterm new`,
and an orders file, for the command line's tests."""

from __future__ import annotations

from pathlib import Path

from hexterm.cli import main

FIXTURES = Path(__file__).parent.parent / "fixtures"
TINY = str(FIXTURES / "tiny.toml")


def tiny_save(tmp_path: Path) -> Path:
    """A new game of the tiny world, seed 5, as `hexterm new` writes it."""
    path = tmp_path / "g.hexsave"
    assert main(["new", str(path), "--scenario", TINY, "--seat", "alice:glaces",
                 "--seat", "bob:liberia", "--seed", "5"]) == 0
    return path


def orders(tmp_path: Path, text: str) -> str:
    """An orders file holding `text`, its path."""
    path = tmp_path / "orders.txt"
    path.write_text(text)
    return str(path)
