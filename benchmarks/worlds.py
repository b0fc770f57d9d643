"""Large generated Planisphère worlds for benchmarks (seeded, so every run is the same).

With `economy`, the world also has resources on a quarter of its land, a market on each
node, chests with goods and items, an Exploitant unit type for a fifth of the units, and
seats that are diplomats, so that the bots trade, exploit, equip and issue papers.
"""

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


GOODS = ("bois", "fer", "vin", "sel")


def scenario(cols: int, rows: int, factions: int, units: int, seed: int = 1,
             economy: bool = False) -> dict[str, Any]:
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
        kind = "marchand" if economy and placed % 5 == 0 else "soldat"
        data["unit"].append({"type": kind, "faction": key,
                             "hex": f"{_row(row)}{col + 1:02d}"})
        placed += 1
    if economy:
        _economy(data, dice, land)
    return data


def _economy(data: dict[str, Any], dice: SeededDice, land: list[str]) -> None:
    data["unit_type"].append({"key": "marchand", "name": "Marchand", "move": 2, "combat": 0,
                              "defence": 1, "recon": 1, "equipment": 2, "inventory": 3,
                              "terrains": ["plaine", "route", "foret", "marais", "pont"],
                              "capabilities": ["exploitant"]})
    data["item"] = [{"key": "epee", "combat": 1}, {"key": "bottes", "move": 1},
                    {"key": "sac", "inventory": 1}]
    for faction in data["faction"]:
        faction["catalogue"].append("marchand")
        faction["do"] = 200
        faction["goods"] = {good: 100 for good in GOODS}
        faction["items"] = {"epee": 20, "bottes": 20, "sac": 20}
    for node in data["node"]:
        node["inventory"] = 6
        node["market"] = [{"good": good, "side": side, "price": 2, "quantity": 10_000}
                          for good in GOODS for side in ("buys", "sells")]
    for row, line in enumerate(land):
        for col, glyph in enumerate(line):
            if glyph not in "^~" and dice.below(4) == 0:
                label = f"{_row(row)}{col + 1:02d}"
                spot = data["hex"].setdefault(label, {})
                spot["resources"] = [GOODS[dice.below(len(GOODS))]]
                spot.setdefault("population", 2_000)


def _row(index: int) -> str:
    letters = ""
    index += 1
    while index:
        index, rem = divmod(index - 1, 26)
        letters = chr(65 + rem) + letters
    return letters


def game(cols: int, rows: int, factions: int, units: int, economy: bool = False) -> games.Game:
    roles = ("commander", "diplomat") if economy else ("commander",)
    seats = [Seat(f"s{i}", f"f{i}", roles, bot=True) for i in range(factions)]
    return games.new_game("planisphere", scenario(cols, rows, factions, units,
                                                  economy=economy), seats, 1)
