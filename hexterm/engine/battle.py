"""The result of a battle: one record that the campaigns take in and a board game
gives out.

A campaign sends its bands or armies to fight on a tabletop, or on one of hexterm's
board games (`boards`), and takes back what came out of the fight. The record
(`BattleResult`) holds what every campaign needs, and nothing of any one's rules:

- the **place** (a terrain or a territory, by name) and the **sides**: the seats on
  each, and which side attacked (the outcomes of some campaigns depend on it, the
  scenarios of others name an attacker and a defender);
- the **winner**, or a draw;
- per side, each **unit** that fought: its figures at the start and left at the end
  (the losses; eliminated figures may roll for survival), the cost of one figure (a
  battle's gain may count the enemy figures eliminated), its points (a band under so
  many points retreats), and whether it is a leader (a lord, a hero);
- per side, free named counts a campaign may need (victory points of a scenario,
  treasures, wounded heroes).

Both sides enter the result (`Entry`), or the organiser does. `settlement` is the one
settlement of a battle's entries, for every campaign: the organiser's entry alone, or
the result every side entered alike (an entry left to the dice helper agreeing with
any); when two entries differ, nothing is applied and `differing` says what differs,
field by field, with each seat's entry (`Differing`: data the screens say in the
player's language). How a seat types its entry is `battle_entry`'s.
An entry says how it was made: typed at the table, handed back by a board game, or
drawn by a dice helper (`Source`), so that the log can say it (`Source.said`).

Rules: the campaigns' rulebooks (../shared/seeds/, README.md there) and the readings
in rules-notes.md, "Campaigns in general".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from hexterm.engine.errors import HextermError
from hexterm.engine.messages import Listing, Message, message_of, phrase
from hexterm.engine.steps import ORGANISER
from hexterm.engine.typed import SHOULD, flag_field, text_field, whole_field

MAX_SIDES = 6  # a terrain may hold 4 players, and the latecomers fight the winner


LABELS = {"place": "place", "sides": "sides", "seats": "seats", "attacker": "attacker",
          "unit": "unit", "figures": "figures", "left": "figures left", "cost": "cost",
          "points": "points", "leader": "leader"}
"""What the sentences call each part of a result: the one label map, which the
screens translate."""
LABEL_MESSAGES: dict[str, Message] = {
    "place": phrase("place"), "sides": phrase("sides"), "seats": phrase("seats"),
    "attacker": phrase("attacker"), "unit": phrase("unit"), "figures": phrase("figures"),
    "left": phrase("figures left"), "cost": phrase("cost"), "points": phrase("points"),
    "leader": phrase("leader")}
"""The same labels as messages (a count a campaign names is said as it is named)."""


class BattleError(HextermError, ValueError):
    """A battle result that cannot be: one sentence naming the side, unit and field."""


class Source(Enum):
    """How an entry was made: the one notion of it, for every campaign."""

    TABLE = "table"  # typed in by a player or the organiser after a tabletop battle
    BOARD = "board"  # handed back by one of hexterm's board games
    HELPER = "helper"  # drawn by a dice helper (solo play): the log says so

    def said(self, board: str) -> str:
        """How a campaign's log says it (English), `board` the board game as a sentence
        names it: "entered at the table", "from the … board", "drawn by the dice
        helper"; the screens translate these words."""
        if self is Source.BOARD:
            return f"from {board}"
        return "entered at the table" if self is Source.TABLE else "drawn by the dice helper"


@dataclass(frozen=True, slots=True)
class UnitResult:
    """One unit (or one figure, for a hero) that fought."""

    name: str
    figures: int  # at the start of the battle
    left: int  # standing at its end (0: eliminated)
    cost: int = 0  # of one figure, in the campaign's money (#); 0 when not counted
    points: int = 0  # its points; 0 when the campaign does not count them
    leader: bool = False  # a lord or a hero

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
            raise BattleError(phrase("a battle needs its place"))
        if not 2 <= len(self.sides) <= MAX_SIDES:
            raise BattleError(phrase("a battle has 2 to {most} sides, not {n}", most=MAX_SIDES,
                                     n=len(self.sides)))
        if self.winner is not None and not 0 <= self.winner < len(self.sides):
            raise BattleError(phrase("the winner must be one of the {n} sides, not side "
                                     "{side}", n=len(self.sides), side=self.winner + 1))
        seen: set[str] = set()
        for number, side in enumerate(self.sides, 1):
            if not side.seats:
                raise BattleError(phrase("side {side} has no seat", side=number))
            for seat in side.seats:
                if seat in seen:
                    raise BattleError(phrase("{seat} fights on two sides", seat=seat))
                seen.add(seat)
            names = [unit.name for unit in side.units]
            for unit in side.units:
                if names.count(unit.name) > 1:
                    raise BattleError(phrase("side {side} lists {unit} twice", side=number,
                                             unit=unit.name))
                _check_unit(number, unit)
            for key, value in side.counts.items():
                if value < 0:
                    raise BattleError(phrase("side {side}: {key} is {value}, below 0", side=number,
                                         key=key, value=value))
        if sum(side.attacker for side in self.sides) > 1:
            raise BattleError(phrase("only one side attacks"))


def _check_unit(number: int, unit: UnitResult) -> None:
    where = phrase("side {side}, {unit}", side=number, unit=unit.name)
    for part, value in (("figures", unit.figures), ("left", unit.left),
                        ("cost", unit.cost), ("points", unit.points)):
        if value < 0:
            raise BattleError(phrase("{where}: {part} is {value}, below 0", where=where,
                                     part=LABEL_MESSAGES[part], value=value))
    if unit.figures == 0:
        raise BattleError(phrase("{where}: a unit fights with 1 figure or more", where=where))
    if unit.left > unit.figures:
        raise BattleError(phrase("{where}: {left} figures left of {figures}", where=where,
                                 left=unit.left, figures=unit.figures))


@dataclass(frozen=True, slots=True)
class Entry:
    """A battle result as one party entered it: a seat, or the organiser; its result
    None when it leaves the battle to the dice helper (`Source.HELPER`)."""

    result: BattleResult | None
    by: str
    source: Source = Source.TABLE


@dataclass(frozen=True, slots=True)
class Settlement:
    """What a battle's entries come to: the result to apply and how it was made; no
    result when two entries differ (`differing` says what), while a side has not
    entered it, or when every entry leaves it to the dice helper (`source` HELPER:
    the campaign draws it)."""

    result: BattleResult | None
    source: Source = Source.TABLE
    differing: tuple[Differing, ...] = ()


def settlement(entries: Sequence[Entry]) -> Settlement:
    """The one settlement of a battle's entries: the organiser's entry alone (the last
    one, if several); else the result every side entered alike, an entry left to the
    dice helper agreeing with any; from the board when every entry typed came from
    it."""
    for entry in reversed(entries):
        if entry.by == ORGANISER:
            return Settlement(entry.result, entry.source)
    typed = [(entry.by, entry.result) for entry in entries if entry.result is not None]
    if not typed:
        return Settlement(None, Source.HELPER)
    found = differing(typed)
    if found:
        return Settlement(None, differing=tuple(found))
    first = typed[0][1]
    if not all(any(entry.by in side.seats for entry in entries) for side in first.sides):
        return Settlement(None)
    board = all(entry.source is Source.BOARD for entry in entries
                if entry.result is not None)
    return Settlement(first, Source.BOARD if board else Source.TABLE)


def settle(entries: Sequence[Entry]) -> BattleResult | None:
    """The result the entries settle (`settlement`'s), if any."""
    return settlement(entries).result


@dataclass(frozen=True, slots=True)
class Differing:
    """One thing the entries of a battle say differently, as data that the screens say
    in the player's language: what (`field`: "winner", "left", "turns", or another part
    of the record), of which unit (its `owner`, the band or the seat it belongs to, and
    its name; "" for the battle's own parts), the unit's figures before the battle, and
    what each seat entered, in order (the winner: its seats, or "" for a draw)."""

    field: str
    entered: tuple[tuple[str, str], ...]
    owner: str = ""
    unit: str = ""
    figures: int = 0

    def text(self) -> str:
        """In English, with the seats' names: "alice entered 10 figures left of 12 in
        Morg's warriors1, bob entered 12"."""
        return str(self.message())

    def message(self) -> Listing:
        """What each seat entered, a message each, to be said in the player's language
        (`text` is its English)."""
        return Listing(tuple(self._said(seat, value, number == 0)
                             for number, (seat, value) in enumerate(self.entered)))

    def _said(self, seat: str, value: str, first: bool) -> Message:
        if self.field == "winner":
            return phrase("{seat} entered {winner} as the winner", seat=seat,
                          winner=value) if value else \
                phrase("{seat} entered a draw", seat=seat)
        if self.field == "left" and first:
            return phrase("{seat} entered {n} figures left of {figures} in {owner}'s {unit}",
                          seat=seat, n=value, figures=self.figures, owner=self.owner,
                          unit=self.unit)
        if self.field == "left":
            return phrase("{seat} entered {n}", seat=seat, n=value)
        if self.field == "turns":
            return phrase("{seat} entered {n} turns", seat=seat, n=value)
        label = LABEL_MESSAGES.get(self.field, self.field)
        if self.unit:
            return phrase("{seat} entered {value} as the {field} of {owner}'s {unit}",
                          seat=seat, value=value, field=label, owner=self.owner,
                          unit=self.unit)
        if self.owner:
            return phrase("{seat} entered {value} as the {field} of {owner}", seat=seat,
                          value=value, field=label, owner=self.owner)
        return phrase("{seat} entered {value} as the {field}", seat=seat, value=value,
                      field=label)

    def to_data(self) -> dict[str, Any]:
        return {"field": self.field, "entered": [list(e) for e in self.entered],
                "owner": self.owner, "unit": self.unit, "figures": self.figures}

    @classmethod
    def from_data(cls, data: Any) -> Differing:
        """Back from `to_data`'s form; BattleError for anything else."""
        try:
            return cls(_text(data["field"]),
                       tuple((_text(seat), _text(value)) for seat, value in data["entered"]),
                       _text(data["owner"]), _text(data["unit"]), _whole(data["figures"]))
        except (KeyError, TypeError, ValueError) as exc:
            if isinstance(exc, BattleError):
                raise
            raise BattleError(phrase("this is not what two entries of a battle said")) from None


def differing(entries: Sequence[tuple[str, BattleResult]]) -> list[Differing]:
    """What the entries of a battle (each seat's, in order) say differently; [] when
    they all say the same."""
    if len(entries) < 2:
        return []
    seats = [seat for seat, _ in entries]
    results = [result for _, result in entries]
    found: list[Differing] = []

    def compare(field: str, values: list[str], owner: str = "", unit: str = "",
                figures: int = 0) -> None:
        if len(set(values)) > 1:
            found.append(Differing(field, tuple(zip(seats, values, strict=True)), owner,
                                   unit, figures))

    compare("place", [r.place for r in results])
    compare("winner", [_winner(r) for r in results])
    compare("turns", [str(r.turns) for r in results])
    if len({len(r.sides) for r in results}) > 1:
        compare("sides", [str(len(r.sides)) for r in results])
        return found
    for number, side in enumerate(results[0].sides):
        alike = [r.sides[number] for r in results]
        compare("seats", [", ".join(s.seats) for s in alike])
        compare("attacker", ["yes" if s.attacker else "no" for s in alike])
        for name in dict.fromkeys(u.name for s in alike for u in s.units):
            units = [next((u for u in s.units if u.name == name), None) for s in alike]
            owner, sep, unit = name.partition("/")  # a unit named OWNER/UNIT
            if not sep:
                owner, unit = ", ".join(side.seats), name
            figures = next(u.figures for u in units if u is not None)
            if any(u is None for u in units):
                compare("unit", ["yes" if u else "no" for u in units], owner, unit, figures)
                continue
            fought = [u for u in units if u is not None]
            compare("left", [str(u.left) for u in fought], owner, unit, figures)
            for field_ in ("figures", "cost", "points", "leader"):
                compare(field_, [str(getattr(u, field_)) for u in fought], owner, unit,
                        figures)
        for key in sorted({k for s in alike for k in s.counts}):
            compare(key, [str(s.counts.get(key, 0)) for s in alike], ", ".join(side.seats))
    return found


def _winner(result: BattleResult) -> str:
    if result.winner is None:
        return ""
    return ", ".join(result.sides[result.winner].seats)


# --- as plain data, for saves ------------------------------------------------------------


def to_data(entry: Entry) -> dict[str, Any]:
    """An entry as plain data (msgpack and JSON can hold it); one left to the dice
    helper holds no result to keep (BattleError)."""
    result = entry.result
    if result is None:
        raise BattleError(phrase("an entry left to the dice helper holds no result"))
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
        raise BattleError(phrase("this is not a battle result ({kind}: {said})",
                                 kind=type(exc).__name__, said=message_of(exc))) from None
    result.check()
    return entry


def _text(value: Any) -> str:
    return text_field(value, "", error=BattleError, said=SHOULD)


def _whole(value: Any) -> int:
    return whole_field(value, "", None, error=BattleError, said=SHOULD)


def _flag(value: Any) -> bool:
    return flag_field(value, "", error=BattleError, said=SHOULD)
