"""A Novlémia state to and from plain data, for saves (keys in a fixed order).

Cells and cities are keyed by label, in label order (A01, A02, …, B01…), so that the
same state always gives the same bytes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hexterm.engine.errors import RulesetError
from hexterm.engine.hexgrid import GridSize, Hex
from hexterm.engine.novlemia.model import (
    Cell,
    City,
    Nation,
    NovState,
    Options,
    Record,
    Victory,
)
from hexterm.engine.novlemia.tables import Goods, Resource, Terrain
from hexterm.engine.novlemia.words import WORDS

STATE_VERSION = 2
"""1: the first. 2: an order's result that its args cannot say again (a failure, a
purchase, a trade) keeps its reason's message in its event (`told.KEPT`); the state
itself is written as in version 1, so a version 1 state is read as it is, and its
events, without the message, are said as saved."""


def _labelled(size: GridSize, hexes: Mapping[Hex, Any]) -> list[Hex]:
    return sorted(hexes, key=size.index)


def _options(options: Options) -> dict[str, Any]:
    return {"turns": options.turns, "victory": options.victory.value,
            "actions": options.actions, "market_rate": options.market_rate,
            "rare_rate": options.rare_rate, "city_factor": options.city_factor,
            "upkeep": options.upkeep.to_data(),
            "first_city_by_water": options.first_city_by_water}


def _nation(nation: Nation) -> dict[str, Any]:
    return {"key": nation.key, "name": nation.name, "seat": nation.seat,
            "latitude": nation.latitude, "explorer": nation.explorer.label,
            "stock": nation.stock.to_data(), "allowed": list(nation.allowed),
            "history": [{"turn": r.turn, "produced": r.produced.to_data(), "cells": r.cells,
                         "cities": r.cities} for r in nation.history]}


def dump_state(state: NovState) -> dict[str, Any]:
    """`state` as plain data."""
    return {
        "title": state.title,
        "cols": state.size.cols,
        "rows": state.size.rows,
        "turn": state.turn,
        "options": _options(state.options),
        "produced": state.produced.to_data(),
        "nations": [_nation(n) for n in state.nations.values()],
        "cells": {h.label: {"terrain": c.terrain.value, "owner": c.owner,
                            "resource": c.resource.value if c.resource else None,
                            "name": c.name, "found_by": c.found_by,
                            "found_turn": c.found_turn}
                  for h in _labelled(state.size, state.cells) for c in (state.cells[h],)},
        "cities": {h.label: {"name": c.name, "nation": c.nation, "founded": c.founded,
                             "number": c.number, "idle": c.idle}
                   for h in _labelled(state.size, state.cities) for c in (state.cities[h],)},
    }


def load_state(data: Mapping[str, Any]) -> NovState:
    """The state back from `dump_state`'s data."""
    try:
        opts = data["options"]
        options = Options(int(opts["turns"]), Victory(opts["victory"]), int(opts["actions"]),
                          int(opts["market_rate"]), int(opts["rare_rate"]),
                          int(opts["city_factor"]), Goods.from_data(dict(opts["upkeep"])),
                          bool(opts["first_city_by_water"]))
        nations = {}
        for n in data["nations"]:
            history = tuple(Record(int(r["turn"]), Goods.from_data(dict(r["produced"])),
                                   int(r["cells"]), int(r["cities"])) for r in n["history"])
            latitude = n["latitude"]
            nations[str(n["key"])] = Nation(
                str(n["key"]), str(n["name"]), str(n["seat"]),
                None if latitude is None else float(latitude), Hex.parse(n["explorer"]),
                Goods.from_data(dict(n["stock"])), tuple(str(a) for a in n["allowed"]),
                history)
        cells = {Hex.parse(label): Cell(Terrain(c["terrain"]), c["owner"],
                                        Resource(c["resource"]) if c["resource"] else None,
                                        str(c["name"]), c["found_by"], int(c["found_turn"]))
                 for label, c in data["cells"].items()}
        cities = {Hex.parse(label): City(str(c["name"]), str(c["nation"]), int(c["founded"]),
                                         int(c["number"]), bool(c["idle"]))
                  for label, c in data["cities"].items()}
        return NovState(str(data["title"]), GridSize(int(data["cols"]), int(data["rows"])),
                        options, nations, cells, cities, int(data["turn"]),
                        Goods.from_data(dict(data["produced"])))
    except (KeyError, TypeError, ValueError) as exc:
        raise RulesetError(WORDS.phrase("the Novlémia state cannot be read: {why}",
                                        why=str(exc))) from None


def migrate(data: dict[str, Any], version: int) -> dict[str, Any]:
    """Data of an older state version brought up to this one (version 1's state is
    version 2's: only the events changed, and older ones are said as saved)."""
    if version not in (1, STATE_VERSION):
        raise RulesetError(WORDS.phrase("Novlémia cannot read its state version {version} "
                                        "(it reads version {known})", version=version,
                                        known=STATE_VERSION))
    return data
