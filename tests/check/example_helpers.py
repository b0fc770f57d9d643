"""What the tests of the documented examples (docs/scenarios/<ruleset>.toml) share:
the example read, a game made of it with `hexterm new` as an organiser runs it, and
the keys of its tables against the loader's known keys and the page's words."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from hexterm.engine.game import Game
from hexterm.save import savegame

DOCS = Path(__file__).parents[2] / "docs" / "scenarios"


def example(name: str) -> dict[str, Any]:
    """A documented example (docs/scenarios/NAME.toml), parsed."""
    return tomllib.loads((DOCS / f"{name}.toml").read_text(encoding="utf-8"))


def page(ruleset: str) -> str:
    """The page documenting `ruleset`'s format."""
    return (DOCS / f"{ruleset}.md").read_text(encoding="utf-8")


def made(tmp_path: Path, name: str, *seats: str) -> Game:
    """A game made of the example `name` with `hexterm new` (its seats NAME:FACTION),
    loaded back from its save."""
    save = tmp_path / f"{name}.hexsave"
    done = subprocess.run(
        [sys.executable, "-m", "hexterm", "new", str(save), "--ruleset",
         example(name)["ruleset"], "--scenario", str(DOCS / f"{name}.toml"), "--seed", "7",
         *(arg for seat in seats for arg in ("--seat", seat))],
        capture_output=True, text=True, check=False, timeout=120)
    assert done.returncode == 0, done.stderr
    return savegame.load(save)


def tables(data: Any, key: str) -> list[dict[str, Any]]:
    """The tables under `key` (an array of tables, a table of tables, or one table)."""
    value = data.get(key, [])
    if isinstance(value, list):
        return [v for v in value if isinstance(v, dict)]
    if isinstance(value, dict) and all(isinstance(v, dict) for v in value.values()):
        return list(value.values())
    return [value] if isinstance(value, dict) else []


def documented(text: str) -> set[str]:
    """The keys a page names in code (`key`, `key = …`)."""
    return set(re.findall(r"`\[*([a-z_-]+)", text)) | set(re.findall(r"\| `([a-z_-]+)`", text))


def undocumented(known: Iterable[str], text: str) -> list[str]:
    """The loader's keys the page does not name."""
    named = documented(text)
    return [key for key in known if key not in named]
