"""A SAGA campaign's state to and from plain data, for saves (keys in a fixed order).

`load_state` trusts data written by `dump_state`; a save edited by hand is checked
first by `integrity.check_state` after loading, and any data that cannot be read is
one StateError naming what.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict
from typing import Any

from hexterm.engine.errors import StateError
from hexterm.engine.saga.board import Terrain, make_board
from hexterm.engine.saga.model import (
    Away,
    Band,
    Battle,
    BattleSide,
    Lord,
    Phase,
    Player,
    SagaState,
    Unit,
    Village,
)
from hexterm.engine.saga.tables import Kind, PlayersRow
from hexterm.engine.saga.words import WORDS

STATE_VERSION = 2
"""1: the first. 2: the events keep every field their sentence needs (`told`: a
preparation's line its message's fields, a lord's death its terrain, a band's losses
its units after the battle); the state itself is written as in version 1, so a version
1 state is read as it is, and its events without those fields are said as saved."""
OLDER = (1,)
"""The older state versions read as they are (`migrate`)."""


def _unit(unit: Unit) -> list[Any]:
    return [unit.name, unit.kind, unit.points, unit.figures]


def _lord(lord: Lord | None) -> list[Any] | None:
    return None if lord is None else [lord.name, lord.battles]


def _band(band: Band) -> dict[str, Any]:
    return {"name": band.name, "seat": band.seat, "terrain": band.terrain,
            "lord": _lord(band.lord), "units": [_unit(u) for u in band.units],
            "moved": band.moved, "came_from": band.came_from, "arrival": band.arrival,
            "away": None if band.away is None else asdict(band.away)}


def _side(side: BattleSide) -> dict[str, Any]:
    return {"seat": side.seat, "bands": list(side.bands), "attacker": side.attacker,
            "reserve": side.reserve}


def dump_state(state: SagaState) -> dict[str, Any]:
    """`state` as plain data."""
    return {
        "terrains": [[t.name, t.kind.value, *t.at] for t in state.board.terrains],
        "roads": [list(r) for r in state.board.roads],
        "row": asdict(state.row),
        "players": [{"seat": p.seat, "faction": p.faction, "pp": p.pp, "outer": p.outer,
                     "fallen": [_lord(lord) for lord in p.fallen]} for p in state.players],
        "owners": dict(state.owners),
        "villages": [[v.terrain, v.seat, [_unit(u) for u in v.reserve]]
                     for v in state.villages.values()],
        "sacred": dict(state.sacred),
        "bands": [_band(b) for b in state.bands],
        "initiative": list(state.initiative),
        "memory": list(state.memory),
        "turn": state.turn,
        "phase": state.phase.value,
        "bids": dict(state.bids),
        "ties": [list(t) for t in state.ties],
        "speakers": list(state.speakers),
        "passed": list(state.passed),
        "cursor": state.cursor,
        "battles": [{"terrain": b.terrain, "sides": [_side(s) for s in b.sides],
                     "late": [_side(s) for s in b.late],
                     **({"muster": list(b.muster)} if b.muster else {}),
                     **({"round": b.round} if b.round != 1 else {})}
                    for b in state.battles],
        "invaded": list(state.invaded),
        "winner": state.winner,
        "rolls": [[seat, list(rolls)] for seat, rolls in state.rolls],
    }


def load_state(data: Mapping[str, Any]) -> SagaState:
    """The state back from `dump_state`'s data (a StateError when it cannot be read)."""
    try:
        return _load(data)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise StateError(WORDS.phrase("the SAGA campaign in this save cannot be read ({kind}: "
                                      "{why})", kind=type(exc).__name__, why=str(exc))) from None


def _load_unit(item: Any) -> Unit:
    name, kind, points, figures = item
    return Unit(str(name), str(kind), int(points), int(figures))


def _load_lord(item: Any) -> Lord | None:
    return None if item is None else Lord(str(item[0]), int(item[1]))


def _load_side(item: Mapping[str, Any]) -> BattleSide:
    return BattleSide(str(item["seat"]), tuple(str(b) for b in item["bands"]),
                      bool(item["attacker"]), bool(item["reserve"]))


def _load_band(item: Mapping[str, Any]) -> Band:
    away = item["away"]
    return Band(str(item["name"]), str(item["seat"]), str(item["terrain"]),
                _load_lord(item["lord"]), tuple(_load_unit(u) for u in item["units"]),
                bool(item["moved"]), str(item["came_from"]), int(item["arrival"]),
                None if away is None else Away(int(away["turn"]), str(away["terrain"]),
                                               bool(away["late"]), str(away["chooser"])))


def _load(data: Mapping[str, Any]) -> SagaState:
    board = make_board((Terrain(str(n), Kind(k), (int(x), int(y)))
                        for n, k, x, y in data["terrains"]),
                       ((str(a), str(b)) for a, b in data["roads"]))
    return SagaState(
        board=board,
        row=PlayersRow(**{k: int(v) for k, v in data["row"].items()}),
        players=tuple(Player(str(p["seat"]), str(p["faction"]), int(p["pp"]),
                             bool(p["outer"]), tuple(Lord(str(f[0]), int(f[1]))
                                                     for f in p["fallen"]))
                      for p in data["players"]),
        owners={str(k): str(v) for k, v in data["owners"].items()},
        villages={str(t): Village(str(t), str(s), tuple(_load_unit(u) for u in r))
                  for t, s, r in data["villages"]},
        sacred={str(k): str(v) for k, v in data["sacred"].items()},
        bands=tuple(_load_band(b) for b in data["bands"]),
        initiative=tuple(str(s) for s in data["initiative"]),
        memory=tuple(str(s) for s in data["memory"]),
        turn=int(data["turn"]),
        phase=Phase(data["phase"]),
        bids={str(k): int(v) for k, v in data["bids"].items()},
        ties=tuple(tuple(str(s) for s in t) for t in data["ties"]),
        speakers=tuple(str(s) for s in data["speakers"]),
        passed=tuple(str(s) for s in data["passed"]),
        cursor=int(data["cursor"]),
        battles=tuple(Battle(str(b["terrain"]), tuple(_load_side(s) for s in b["sides"]),
                             tuple(_load_side(s) for s in b["late"]),
                             tuple(str(s) for s in b.get("muster", ())),
                             int(b.get("round", 1)))
                      for b in data["battles"]),
        invaded=tuple(str(s) for s in data["invaded"]),
        winner=str(data["winner"]),
        rolls=tuple((str(seat), tuple(int(r) for r in rolls)) for seat, rolls in data["rolls"]),
    )
