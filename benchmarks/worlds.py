"""Large generated Planisphère worlds for benchmarks (seeded, so every run is the same)."""

from __future__ import annotations

from typing import Any

from hexterm.engine import game as games
from hexterm.engine.dice import SeededDice
from hexterm.engine.seats import Seat

GLYPHS = ".TR^~%="
LEGEND = {".": ["plaine"], "T": ["foret"], "R": ["plaine", "route"], "^": ["montagne"],
          "~": ["mer"], "%": ["marais"], "=": ["fleuve", "pont"]}


def terrain(cols: int, rows: int, seed: int = 1) -> list[str]:
    """The terrain of `scenario`'s world: `rows` strings of `cols` glyphs (see LEGEND)."""
    return _terrain(SeededDice(seed, "bench-world"), cols, rows)


def _terrain(dice: SeededDice, cols: int, rows: int) -> list[str]:
    return ["".join(GLYPHS[dice.below(len(GLYPHS))] for _ in range(cols))
            for _ in range(rows)]


def scenario(cols: int, rows: int, factions: int, units: int, seed: int = 1) -> dict[str, Any]:
    """A `cols`×`rows` world with `factions` factions and `units` deployed units."""
    dice = SeededDice(seed, "bench-world")
    land = _terrain(dice, cols, rows)
    keys = [f"f{i}" for i in range(factions)]
    data: dict[str, Any] = {
        "title": f"bench {cols}x{rows}", "ruleset": "planisphere",
        "map": {"cols": cols, "rows": rows, "terrain": land, "legend": LEGEND},
        "unit_type": [{"key": "soldat", "name": "Soldat", "move": 3, "combat": 2,
                       "defence": 1, "recon": 1, "equipment": 1, "inventory": 1,
                       "terrains": ["plaine", "route", "foret", "marais", "pont"],
                       "capabilities": ["leger"]}],
        "faction": [{"key": k, "name": f"Faction {k}", "prefix": f"F{i}X", "da": 1000,
                     "catalogue": ["recrue", "soldat"], "reserve": {"recrue": 10}}
                    for i, k in enumerate(keys)],
        "node": [], "unit": [], "hex": {},
    }
    for i, key in enumerate(keys):
        col, row = 4 + (i % 4) * (cols // 4), 4 + (i // 4) * (rows // 2)
        label = f"{_row(row)}{col + 1:02d}"
        data["node"].append({"hex": label, "name": f"Node {i}", "faction": key,
                             "recruits": 6, "population": 50_000})
        data["hex"][label] = {"labels": ["plaine", "route"], "population": 50_000}
    placed = 0
    while placed < units:
        col, row = dice.below(cols), dice.below(rows)
        if land[row][col] in "^~":
            continue
        key = keys[(col * factions) // cols]
        data["unit"].append({"type": "soldat", "faction": key,
                             "hex": f"{_row(row)}{col + 1:02d}"})
        placed += 1
    return data


def _row(index: int) -> str:
    letters = ""
    index += 1
    while index:
        index, rem = divmod(index - 1, 26)
        letters = chr(65 + rem) + letters
    return letters


def game(cols: int, rows: int, factions: int, units: int) -> games.Game:
    seats = [Seat(f"s{i}", f"f{i}", bot=True) for i in range(factions)]
    return games.new_game("planisphere", scenario(cols, rows, factions, units), seats, 1)
