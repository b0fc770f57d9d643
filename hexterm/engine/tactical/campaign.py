"""A campaign's battle fought on the tactical board, and its result handed back
(docs/rules/tactical.md, readings T22–T23).

`board_scenario` turns the battle a campaign awaits (the shared record,
`hexterm.engine.battle.BattleResult`, every unit whole) into a board scenario: a fair
random field, the first side deployed along the top rows facing S, the second along
the bottom facing N; a leader (a SAGA lord, a Med-Fan hero) is a character, any other
unit a simple troop, on foot (the campaigns say nothing of movement classes: the
organiser may edit the scenario). Each board unit keeps the campaign's name of its
unit (`origin`), so that `handed_back` can say the result in the campaign's terms:
the board fills in what it knows (a unit destroyed has no figure left; one that left
the map lives), the players say the winner and the figures lost in the fight, which
the board cannot know; the campaign takes the result as they confirm it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from hexterm.engine.battle import BattleResult
from hexterm.engine.dice import Dice
from hexterm.engine.errors import HextermError
from hexterm.engine.tactical.model import Battle
from hexterm.engine.tactical.scenario import fair_field
from hexterm.engine.tactical.words import WORDS

ROWS = 12


def _board_name(name: str, taken: set[str]) -> str:
    """A unit's name on the board: one word of the campaign's name, unique."""
    base = re.sub(r"[\s:,→]+", "-", name.strip()) or "unit"
    found, n = base, 2
    while found in taken:
        found, n = f"{base}-{n}", n + 1
    taken.add(found)
    return found


def board_scenario(forces: BattleResult, dice: Dice, *, turns: int = 6) -> dict[str, Any]:
    """The board scenario of a campaign's battle (HextermError when it has other than
    two sides, each of one seat)."""
    if len(forces.sides) != 2 or any(len(side.seats) != 1 for side in forces.sides):
        raise HextermError(WORDS.phrase("the tactical board fights two sides of one "
                                        "player each"))
    widest = max(len(side.units) for side in forces.sides)
    cols = max(12, 2 * widest + 2)
    taken: set[str] = set()
    units: list[dict[str, Any]] = []
    origin: list[list[Any]] = []
    for number, side in enumerate(forces.sides):
        row = 1 if number == 0 else ROWS - 2
        for k, unit in enumerate(side.units):
            name = _board_name(unit.name, taken)
            col = 1 + 2 * k
            units.append({
                "name": name, "seat": side.seats[0],
                "kind": "character" if unit.leader else "troop", "movement": "1",
                "at": f"{chr(ord('A') + row)}{col + 1:02d}", "facing": "S" if number == 0
                else "N", "figures": unit.figures, "stacking": 1 if unit.leader else 2})
            origin.append([name, number, unit.name])
    return {"title": f"{forces.place} (from the campaign)", "ruleset": "tactical",
            "size": [cols, ROWS], "turns": turns, "ground": fair_field(cols, ROWS, dice),
            "unit": units, "origin": {"place": forces.place, "units": origin}}


def handed_back(battle: Battle, forces: BattleResult, winner: str | None,
                lost: Mapping[str, int] | None = None) -> BattleResult:
    """The campaign's battle as the board leaves it: each unit destroyed on the board
    has no figure left; `lost` adds the figures the players say each board unit lost in
    the fight; `winner` is a seat of the battle, or None for a draw."""
    origin = {side_name: (side, own) for side_name, side, own in battle.origin["units"]}
    by_own = {(side, own): name for name, (side, own) in origin.items()}
    lost = dict(lost or {})
    sides = []
    for number, side in enumerate(forces.sides):
        units = []
        for unit in side.units:
            name = by_own.get((number, unit.name))
            if name is None:
                units.append(unit)
                continue
            on_board = battle.unit(name)
            left = 0 if on_board.destroyed else max(0, unit.figures - lost.pop(name, 0))
            units.append(replace(unit, left=left))
        sides.append(replace(side, units=tuple(units)))
    if lost:
        raise HextermError(WORDS.phrase("{unit} is not a unit of this battle",
                                        unit=next(iter(lost))))
    seats = [side.seats[0] for side in forces.sides]
    if winner is not None and winner not in seats:
        raise HextermError(WORDS.phrase("{winner} does not fight this battle ({seats})",
                                        winner=winner, seats=", ".join(seats)))
    return replace(forces, sides=tuple(sides),
                   winner=None if winner is None else seats.index(winner))
