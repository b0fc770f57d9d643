"""What the tests of the organiser's acts share: a small Planisphère world
(world.toml: alice plays the glaces, bob the liberia, and no seat serves the pillards),
a game made of it, an act given through `hexterm act`, and the reports read back."""

from __future__ import annotations

from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.engine.ruleset import Event
from hexterm.save import savegame

WORLD = Path(__file__).parent / "world.toml"


def new_game(path: Path, seed: int = 3, roles: str = "") -> Path:
    """A game of the world, alice and bob holding `roles` (":diplomat") too."""
    assert main(["new", str(path), "--scenario", str(WORLD), "--seat", f"alice:glaces{roles}",
                 "--seat", f"bob:liberia{roles}", "--seed", str(seed)]) == 0
    return path


def act(path: Path, text: str, reason: str = "the organiser's reason",
        lang: str = "en") -> int:
    return main(["--lang", lang, "act", str(path), text, "--reason", reason])


def report(path: Path, capsys: pytest.CaptureFixture[str], seat: str | None = None,
           lang: str = "en", turn: int = 1) -> str:
    """The report of `turn` (the turn the acts were done in), as `seat` reads it (None:
    the organiser)."""
    capsys.readouterr()
    assert main(["--lang", lang, "report", str(path), "--turn", str(turn),
                 *(["--as", seat] if seat else [])]) == 0
    return capsys.readouterr().out


def acts_logged(path: Path) -> list[Event]:
    """The organiser's acts in the save's log."""
    return [e for e in savegame.load(path).log if e.key.startswith("act.")]
