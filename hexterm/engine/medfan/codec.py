"""A Med-Fan campaign's state to and from plain data, for saves (keys in a fixed
order); anything that cannot be read is one StateError naming what.

A player's army is read from a save as its rows (`Ranks`), made units only when one is
first asked for: the armies grow with the campaign (ten unit cards at the first battle,
a hundred after a year of them), and a program that loads the save to take an input or
list the game never asks for them (`benchmarks/long_campaign.py`). A campaign read from
a save no program of the user's wrote is tried at once (`check_state`, its armies read).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import asdict
from typing import Any, overload

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


class Ranks(Sequence[Unit]):
    """A player's army as a save keeps it: its rows (`_unit`'s) until one of its units
    is asked for, then its units (a damaged row: the StateError `load_state` raises)."""

    __slots__ = ("_rows", "_units")

    def __init__(self, rows: list[Any]) -> None:
        self._rows: list[Any] | None = rows
        self._units: tuple[Unit, ...] | None = None

    def units(self) -> tuple[Unit, ...]:
        """The army's units (made from its rows the first time)."""
        if self._units is None:
            with _unreadable():
                self._units = tuple(map(_load_unit, self._rows or ()))
            self._rows = None
        return self._units

    @property
    def read(self) -> bool:
        """Whether its units are made (False: it holds the save's rows still)."""
        return self._units is not None

    def __len__(self) -> int:
        return len(self._rows) if self._rows is not None else len(self.units())

    @overload
    def __getitem__(self, index: int) -> Unit: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[Unit, ...]: ...

    def __getitem__(self, index: int | slice) -> Unit | tuple[Unit, ...]:
        return self.units()[index]

    def __iter__(self) -> Iterator[Unit]:
        return iter(self.units())

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Sequence) or isinstance(other, str | bytes):
            return NotImplemented
        return self.units() == tuple(other)

    def __hash__(self) -> int:
        return hash(self.units())

    def __repr__(self) -> str:
        return repr(self.units())


def load_state(data: Mapping[str, Any]) -> MedState:
    """The state back from `dump_state`'s data."""
    try:
        return MedState(
            options=Options(**{**data["options"], "yields": {
                str(k): int(v) for k, v in data["options"]["yields"].items()}}),
            players=tuple(Player(str(p["seat"]), str(p["faction"]), int(p["treasury"]),
                                 _ranks(p["army"]),
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
        raise _damaged(exc) from None


def _ranks(rows: Any) -> Ranks:
    if type(rows) is not list:
        raise TypeError(f"an army is a list of units, not {type(rows).__name__}")
    return Ranks(rows)


def _damaged(exc: Exception) -> StateError:
    return StateError(WORDS.phrase(
        "the Med-Fan campaign in this save cannot be read ({kind}: {said})",
        kind=type(exc).__name__, said=str(exc)))


@contextmanager
def _unreadable() -> Iterator[None]:
    """What cannot be read from the state's data, as `load_state`'s StateError."""
    try:
        yield
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise _damaged(exc) from None
