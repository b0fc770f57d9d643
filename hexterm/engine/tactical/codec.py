"""A tactical battle to and from plain data, for saves (keys in a fixed order); anything
that cannot be read is one StateError naming what."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from hexterm.engine.errors import ScenarioError, StateError
from hexterm.engine.hexgrid import Hex
from hexterm.engine.tactical.board import DIRECTIONS
from hexterm.engine.tactical.class_table import dump_classes, read_classes
from hexterm.engine.tactical.model import Battle, Unit
from hexterm.engine.tactical.play import TacticalState
from hexterm.engine.tactical.scenario import LETTERS, read_board, read_origin, read_units
from hexterm.engine.tactical.trials import Trial, TrialKind
from hexterm.engine.tactical.words import WORDS, said_of

STATE_VERSION = 1
GROUND_LETTER = {ground: letter for letter, ground in LETTERS.items() if letter != "C"}


def dump_board_scenario(battle: Battle) -> dict[str, Any]:
    """The board as the scenario writes it."""
    board = battle.board
    rows = []
    for r in range(board.size.rows):
        row = ""
        for c in range(board.size.cols):
            hex = Hex.from_offset(c, r)
            row += "C" if hex in board.caves else GROUND_LETTER[board.terrain(hex)]
        rows.append(row)
    return {"size": [board.size.cols, board.size.rows], "storm": board.storm,
            "ground": rows,
            "side": [{"between": [a.label, b.label], "kind": kind.value}
                     for (a, b), kind in sorted(board.sides.items())]}


def _unit(u: Unit) -> dict[str, Any]:
    return {"name": u.name, "seat": u.seat, "kind": u.kind.value, "movement": u.movement,
            "at": None if u.hex is None else u.hex.label,
            "facing": DIRECTIONS[u.facing].name,
            "placement": u.placement.name.lower().replace("_", "-"), "figures": u.figures,
            "stacking": u.stacking, "max_figures": u.max_figures, "mode": u.mode.value,
            "marker": u.marker.value,
            "fatigue": u.fatigue, "shaken": u.shaken, "rout": u.rout, "order": u.order.value,
            "destroyed": u.destroyed,
            **({"exit": [u.exit.q, u.exit.r]} if u.exit is not None else {}),
            **({"cohesion_lost": u.cohesion_lost} if u.cohesion_lost else {})}


def dump_state(state: TacticalState) -> dict[str, Any]:
    battle = state.battle
    return {"board": dump_board_scenario(battle), "units": [_unit(u) for u in battle.units],
            "turn": battle.turn, "turns": battle.turns, "activated": list(battle.activated),
            "seats": list(state.seats), "go": state.go,
            "edges": dict(sorted(battle.edges.items())),
            **({"origin": dict(battle.origin)} if battle.origin else {}),
            **({"classes": classes} if (classes := dump_classes(battle.classes)) else {}),
            **({"pending": [[t.kind.value, t.unit, t.pursuer, *t.stop]
                            for t in state.pending]}
               if state.pending else {})}


def load_state(data: Mapping[str, Any]) -> TacticalState:
    try:
        seats = tuple(str(s) for s in data["seats"])
        board = read_board(data["board"])
        placed = [{**u, "at": u["at"] or "A01"} for u in data["units"]]
        classes = read_classes(data.get("classes"))
        units = read_units(placed, seats, board.size, classes)
        # what a scenario does not say: off the board, destroyed, where it left to
        full = [replace(unit, hex=unit.hex if raw["at"] else None,
                        destroyed=bool(raw["destroyed"]),
                        exit=Hex(*map(int, raw["exit"])) if raw.get("exit") else None,
                        cohesion_lost=int(raw.get("cohesion_lost", 0)))
                for unit, raw in zip(units, data["units"], strict=True)]
        names = {u.name for u in full}
        pending = tuple(Trial(TrialKind(k), str(u), str(p), tuple(map(str, stop)))
                        for k, u, p, *stop in data.get("pending", ()))
        if any(t.unit not in names for t in pending):
            raise ValueError("a test of a unit that is not in the battle")
        battle = Battle(board, tuple(full), int(data["turn"]), int(data["turns"]),
                        tuple(str(n) for n in data["activated"]),
                        {str(k): int(v) for k, v in data.get("edges", {}).items()},
                        read_origin(data["origin"]) if "origin" in data else {}, classes)
        return TacticalState(battle, seats, int(data["go"]), pending)
    except (KeyError, TypeError, ValueError, ScenarioError) as exc:
        raise StateError(WORDS.phrase("this is not a tactical battle ({kind}: {said})",
                                      kind=type(exc).__name__, said=said_of(exc))) from None
