"""A Med-Fan campaign's state to and from plain data, for saves (keys in a fixed
order); anything that cannot be read is one StateError naming what."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict
from typing import Any

from hexterm.engine.errors import StateError
from hexterm.engine.medfan.model import MedState, Options, Phase, Player, Territory
from hexterm.engine.medfan.roster import Unit
from hexterm.engine.medfan.tables import Objective
from hexterm.engine.medfan.words import WORDS

STATE_VERSION = 2
"""1: first version; 2: the options gain `yields` (the territories' yields a scenario
adapts), the players `agreed` (the units the players agreed may pass the upgrades'
limits)."""


def migrate(data: dict[str, Any], version: int) -> dict[str, Any]:
    """State data of an older `version` brought up to `STATE_VERSION`."""
    if version == 1:
        data = {**data, "options": {**data["options"], "yields": {}},
                "players": [{**p, "agreed": []} for p in data["players"]]}
    return data


def _territory(t: Territory) -> list[Any]:
    return [t.number, t.name, t.capability, t.owner, t.unusable, t.brought_by]


def _unit(u: Unit) -> list[Any]:
    return [u.name, u.figures, u.cost, list(u.roles), u.spell, u.armour, u.weapon, u.heroic]


def dump_state(state: MedState) -> dict[str, Any]:
    """`state` as plain data."""
    return {
        "options": asdict(state.options),
        "players": [{"seat": p.seat, "faction": p.faction, "treasury": p.treasury,
                     "army": [_unit(u) for u in p.army], "missing": dict(sorted(p.missing.items())),
                     "upgraded": [list(g) for g in p.upgraded],
                     "second": None if p.second is None else _territory(p.second),
                     "treasures": list(p.treasures), "agreed": list(p.agreed)}
                    for p in state.players],
        "territories": [_territory(t) for t in state.territories],
        "phase": state.phase.value,
        "battles": state.battles,
        "fighters": list(state.fighters),
        "scenario": state.scenario,
        "length": state.length,
        "objectives": {s: o.value for s, o in sorted(state.objectives.items())},
        "winner": state.winner,
        "eliminated": {s: dict(sorted(u.items())) for s, u in sorted(state.eliminated.items())},
        "adversaries": dict(sorted(state.adversaries.items())),
    }


def _load_territory(item: Any) -> Territory:
    number, name, capability, owner, unusable, brought_by = item
    return Territory(int(number), str(name), str(capability),
                     None if owner is None else str(owner), bool(unusable), str(brought_by))


def _load_unit(item: Any) -> Unit:
    name, figures, cost, roles, spell, armour, weapon, heroic = item
    return Unit(str(name), int(figures), int(cost), tuple(map(str, roles)),
                str(spell), int(armour), int(weapon), bool(heroic))


def load_state(data: Mapping[str, Any]) -> MedState:
    """The state back from `dump_state`'s data."""
    try:
        return MedState(
            options=Options(**{**data["options"], "yields": {
                str(k): int(v) for k, v in data["options"]["yields"].items()}}),
            players=tuple(Player(str(p["seat"]), str(p["faction"]), int(p["treasury"]),
                                 tuple(map(_load_unit, p["army"])),
                                 {str(k): int(v) for k, v in p["missing"].items()},
                                 tuple((str(a), str(b)) for a, b in p["upgraded"]),
                                 None if p["second"] is None else _load_territory(p["second"]),
                                 tuple(int(t) for t in p["treasures"]),
                                 tuple(str(u) for u in p["agreed"]))
                          for p in data["players"]),
            territories=tuple(map(_load_territory, data["territories"])),
            phase=Phase(data["phase"]),
            battles=int(data["battles"]),
            fighters=tuple(str(s) for s in data["fighters"]),
            scenario=int(data["scenario"]),
            length=int(data["length"]),
            objectives={str(s): Objective(o) for s, o in data["objectives"].items()},
            winner=None if data["winner"] is None else str(data["winner"]),
            eliminated={str(s): {str(k): int(v) for k, v in u.items()}
                        for s, u in data["eliminated"].items()},
            adversaries={str(k): str(v) for k, v in data["adversaries"].items()},
        )
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise StateError(WORDS.phrase(
            "the Med-Fan campaign in this save cannot be read ({kind}: {said})",
            kind=type(exc).__name__, said=str(exc))) from None
