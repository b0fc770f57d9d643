"""The result of a battle: one record that the campaigns take in and the tactical
board will give out.

A campaign (SAGA, Med-Fan) sends its bands or armies to fight on a tabletop, or on
hexterm's tactical board, and takes back what came out of the fight. The record
(`BattleResult`) holds what both campaigns need, and nothing of either's rules:

- the **place** (a terrain or a territory, by name) and the **sides**: the seats on
  each, and which side attacked (SAGA's outcomes depend on it; Med-Fan's objectives
  and scenarios name an attacker and a defender);
- the **winner**, or a draw (SAGA: "égalité");
- per side, each **unit** that fought: its figures at the start and left at the end
  (SAGA's losses; Med-Fan's eliminated figures roll for survival), the cost of one
  figure (Med-Fan's battle gain is 10 % of the cost of the enemy figures eliminated),
  its SAGA points (a band under 4 points retreats), and whether it is a lord or a
  hero (a SAGA band whose lord died comes back a turn later; Med-Fan's heroes);
- per side, free named counts a campaign may need (victory points of a Med-Fan
  scenario, treasures, wounded heroes).

Both sides enter the result (`Entry`), or the organiser does. `settle` applies it only
when every side's entry is the same, or when the organiser entered it; when two
entries differ, nothing is applied and `differences` says what differs, field by field.
An entry says how it was made: typed at the table, given by the tactical board, or
drawn by a dice helper (`Source`), so that the log can say it.

Rules: ../shared/seeds/004 (SAGA, "Le combat", "Les pertes", "La retraite"), 001
(Med-Fan, "Après la bataille", "Tables de survie"), 003 (the tactical board) and the
readings in rules-notes.md, "Campaigns in general".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from hexterm.engine.errors import HextermError
from hexterm.engine.steps import ORGANISER

MAX_SIDES = 6  # a SAGA terrain holds 4 players, and the latecomers fight the winner


class BattleError(HextermError, ValueError):
    """A battle result that cannot be: one sentence naming the side, unit and field."""


class Source(Enum):
    """How an entry was made."""

    TABLE = "table"  # typed in by a player or the organiser after a tabletop battle
    BOARD = "board"  # given by hexterm's tactical board
    HELPER = "helper"  # drawn by a dice helper (solo play): the log says so


@dataclass(frozen=True, slots=True)
class UnitResult:
    """One unit (or one figure, for a hero) that fought."""

    name: str
    figures: int  # at the start of the battle
    left: int  # standing at its end (0: eliminated)
    cost: int = 0  # of one figure, in the campaign's money (#); 0 when not counted
    points: int = 0  # its SAGA points; 0 when the campaign does not count them
    leader: bool = False  # a lord (SAGA) or a hero (Med-Fan)

    @property
    def lost(self) -> int:
        return self.figures - self.left

    @property
    def killed(self) -> bool:
        """Whether the unit was eliminated (a lord or hero killed)."""
        return self.left == 0


@dataclass(frozen=True, slots=True)
class Side:
    """The seats fighting together, and what came out of the battle for them."""

    seats: tuple[str, ...]
    units: tuple[UnitResult, ...] = ()
    attacker: bool = False
    counts: Mapping[str, int] = field(default_factory=dict)  # victory points, treasures…

    def lost_cost(self) -> int:
        """The cost of this side's figures eliminated (before any survival roll)."""
        return sum(unit.lost * unit.cost for unit in self.units)


@dataclass(frozen=True, slots=True)
class BattleResult:
    """A battle's place, its sides, and its winner (an index of `sides`), or a draw; and
    the turns it lasted where its length was rolled."""

    place: str
    sides: tuple[Side, ...]
    winner: int | None = None  # None: a draw
    turns: int = 0  # the turns it lasted, when that was rolled and said (0: not said)

    def check(self) -> None:
        """Raise a BattleError when the result cannot be."""
        if not self.place.strip():
            raise BattleError("a battle needs its place")
        if not 2 <= len(self.sides) <= MAX_SIDES:
            raise BattleError(f"a battle has 2 to {MAX_SIDES} sides, not {len(self.sides)}")
        if self.winner is not None and not 0 <= self.winner < len(self.sides):
            raise BattleError(f"the winner must be one of the {len(self.sides)} sides, "
                              f"not side {self.winner + 1}")
        seen: set[str] = set()
        for number, side in enumerate(self.sides, 1):
            if not side.seats:
                raise BattleError(f"side {number} has no seat")
            for seat in side.seats:
                if seat in seen:
                    raise BattleError(f"{seat} fights on two sides")
                seen.add(seat)
            names = [unit.name for unit in side.units]
            for unit in side.units:
                if names.count(unit.name) > 1:
                    raise BattleError(f"side {number} lists {unit.name} twice")
                _check_unit(number, unit)
            for key, value in side.counts.items():
                if value < 0:
                    raise BattleError(f"side {number}: {key} is {value}, below 0")
        if sum(side.attacker for side in self.sides) > 1:
            raise BattleError("only one side attacks")


def _check_unit(number: int, unit: UnitResult) -> None:
    where = f"side {number}, {unit.name}"
    for label, value in (("figures", unit.figures), ("figures left", unit.left),
                         ("cost", unit.cost), ("SAGA points", unit.points)):
        if value < 0:
            raise BattleError(f"{where}: {label} is {value}, below 0")
    if unit.figures == 0:
        raise BattleError(f"{where}: a unit fights with 1 figure or more")
    if unit.left > unit.figures:
        raise BattleError(f"{where}: {unit.left} figures left of {unit.figures}")


@dataclass(frozen=True, slots=True)
class Entry:
    """A battle result as one party entered it: a seat, or the organiser."""

    result: BattleResult
    by: str
    source: Source = Source.TABLE


def settle(entries: Sequence[Entry]) -> BattleResult | None:
    """The result to apply: the organiser's entry (the last one, if several), else the
    result every side entered alike; None while a side has not entered it or while two
    entries differ (`differences` says how)."""
    for entry in reversed(entries):
        if entry.by == ORGANISER:
            return entry.result
    if not entries:
        return None
    first = entries[0].result
    by_side = [[e for e in entries if e.by in side.seats] for side in first.sides]
    if not all(by_side) or any(differences(first, e.result) for e in entries):
        return None
    return first


def differences(first: BattleResult, second: BattleResult) -> list[str]:
    """What differs between two entries of a battle, one short sentence each."""
    said: list[str] = []
    if first.place != second.place:
        said.append(f"the place: {first.place} or {second.place}")
    if first.winner != second.winner:
        said.append(f"the winner: {_winner(first)} or {_winner(second)}")
    if first.turns != second.turns:
        said.append(f"the turns: {first.turns or '-'} or {second.turns or '-'}")
    if len(first.sides) != len(second.sides):
        return [*said, f"the sides: {len(first.sides)} or {len(second.sides)}"]
    for number, (one, other) in enumerate(zip(first.sides, second.sides, strict=True), 1):
        if one.seats != other.seats:
            said.append(f"side {number}: {', '.join(one.seats)} or {', '.join(other.seats)}")
        if one.attacker != other.attacker:
            said.append(f"side {number}: attacking or not")
        units = {u.name: u for u in other.units}
        for unit in one.units:
            twin = units.pop(unit.name, None)
            if twin is None:
                said.append(f"side {number}: {unit.name} is in one entry only")
                continue
            for label, a, b in (("figures", unit.figures, twin.figures),
                                ("figures left", unit.left, twin.left),
                                ("cost", unit.cost, twin.cost),
                                ("SAGA points", unit.points, twin.points),
                                ("leader", unit.leader, twin.leader)):
                if a != b:
                    said.append(f"side {number}, {unit.name}: {label} {a} or {b}")
        said.extend(f"side {number}: {name} is in one entry only" for name in units)
        for key in sorted(set(one.counts) | set(other.counts)):
            a, b = one.counts.get(key, 0), other.counts.get(key, 0)
            if a != b:
                said.append(f"side {number}: {key} {a} or {b}")
    return said


def _winner(result: BattleResult) -> str:
    if result.winner is None:
        return "a draw"
    return ", ".join(result.sides[result.winner].seats)


# --- what the campaigns take from it -----------------------------------------------------


def saga_figures_after(figures: int, left: int) -> int:
    """A SAGA unit's figures once the battle is over (004, "Les pertes"; rules-notes):
    more than half left, back to all of them; 1 to half, back to half, rounded up;
    none, gone."""
    if left <= 0:
        return 0
    if 2 * left > figures:
        return figures
    return -(-figures // 2)


def battle_gain(result: BattleResult, side: int, percent: int = 10) -> int:
    """A Med-Fan side's gain for the battle (001, "Après la bataille"): `percent` of
    the cost of the enemy figures it eliminated, before survival rolls, rounded up (10,
    or 20 with the Autel du Sang: rules-notes)."""
    eliminated = sum(other.lost_cost() for number, other in enumerate(result.sides)
                     if number != side)
    return -(-eliminated * percent // 100)


# --- as plain data, for saves ------------------------------------------------------------


def to_data(entry: Entry) -> dict[str, Any]:
    """An entry as plain data (msgpack and JSON can hold it)."""
    result = entry.result
    return {"by": entry.by, "source": entry.source.value, "place": result.place,
            "winner": result.winner,
            "sides": [{"seats": list(side.seats), "attacker": side.attacker,
                       "counts": dict(sorted(side.counts.items())),
                       "units": [[u.name, u.figures, u.left, u.cost, u.points, u.leader]
                                 for u in side.units]} for side in result.sides],
            **({"turns": result.turns} if result.turns else {})}


def from_data(data: Any) -> Entry:
    """An entry back from `to_data`'s form; BattleError for anything else."""
    try:
        sides = tuple(
            Side(tuple(_text(s) for s in side["seats"]),
                 tuple(UnitResult(_text(u[0]), _whole(u[1]), _whole(u[2]), _whole(u[3]),
                                  _whole(u[4]), _flag(u[5])) for u in side["units"]),
                 _flag(side["attacker"]),
                 {_text(k): _whole(v) for k, v in side["counts"].items()})
            for side in data["sides"])
        winner = data["winner"]
        result = BattleResult(_text(data["place"]), sides,
                              None if winner is None else _whole(winner),
                              _whole(data.get("turns", 0)))
        entry = Entry(result, _text(data["by"]), Source(data["source"]))
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        if isinstance(exc, BattleError):
            raise
        raise BattleError(f"this is not a battle result ({type(exc).__name__}: {exc})"
                          ) from None
    result.check()
    return entry


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise BattleError(f"{value!r} should be a name")
    return value


def _whole(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise BattleError(f"{value!r} should be a whole number")
    return value


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise BattleError(f"{value!r} should be true or false")
    return value
