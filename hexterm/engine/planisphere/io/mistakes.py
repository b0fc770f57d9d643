"""The Planisphère's scenario mistakes, all of them at once (`hexterm check`, issue 30).

Each table of the file is read on its own by the loader's own readers (`scenario`), so
that one wrong table does not hide the next; then what the loader accepts but the rules
do not (docs/scenarios.md, "What the loader checks"): unit-code prefixes that two
factions share, influence given to a faction the file does not have, a unit or a node
where it cannot stand, a unit on another faction's node, enemies on one hex, a faction
with no node or with a reserve over its limit, a river or road that joins nothing, and
keys the format does not know (`placement` holds the checks of places).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hexterm.engine.errors import HextermError, ScenarioError
from hexterm.engine.hexgrid import GridSize, Hex
from hexterm.engine.messages import Message, message_of
from hexterm.engine.mistakes import FieldError, Mistake, Where, in_table, nearest
from hexterm.engine.mistakes_found import said_of
from hexterm.engine.planisphere.io import keys, placement
from hexterm.engine.planisphere.io.scenario import (
    RECRUIT,
    build_state,
    hex_cell,
    read_labels,
    read_map,
    read_unit_type,
    unknown_entry,
)
from hexterm.engine.planisphere.io.scenario_fields import (
    EntryError,
    hex_table,
    text,
    whole,
    words,
)
from hexterm.engine.planisphere.model import Cell, PlanState, UnitType
from hexterm.engine.planisphere.terrain import LABELS, Label
from hexterm.engine.planisphere.words import WORDS
from hexterm.engine.seats import Seat


class _Reading:
    """What the tables read so far hold, and the mistakes met."""

    def __init__(self) -> None:
        self.found: list[Mistake] = []
        self.blocking = False  # a table the loader would refuse: no game to build
        self.labels: dict[str, Label] = dict(LABELS)
        self.size: GridSize | None = None
        self.cells: dict[Hex, Cell] = {}
        self.types: dict[str, UnitType] = {}
        self.factions: list[str] = []
        self.unread: set[str] = set()  # keys of types and factions refused: not said again

    def refused(self, where: Where, exc: HextermError) -> None:
        """The table at `where` refused (at its field, when the error names one)."""
        where = (*where, *exc.field) if isinstance(exc, FieldError) else where
        self.found.append(Mistake(where, said_of(exc)))
        self.blocking = True


def scenario_mistakes(data: Mapping[str, Any]) -> list[Mistake]:
    """Every mistake of the Planisphère scenario `data`, each with its path."""
    reading = _Reading()
    reading.found += keys.unknown(data)
    reading.blocking = bool(keys.quests(data))  # the loader refuses these itself
    _shapes(data, reading)
    _read_labels(data, reading)
    _read_map(data, reading)
    _read_types(data, reading)
    _read_factions(data, reading)
    if reading.size is not None:
        placed, blocking = placement.mistakes(data, reading.size, reading.cells,
                                              reading.labels, reading.types, reading.factions,
                                              reading.unread)
        reading.found += placed
        reading.blocking = reading.blocking or blocking
    if not reading.blocking:
        seats = [Seat(key, key) for key in reading.factions]
        try:
            state = build_state(data, seats)
        except ScenarioError as exc:  # an entry's (a market's, a quest's, an accord's), a
            # field of the top of the file, else the scenario's as a whole
            top = isinstance(exc, EntryError) or (isinstance(exc, FieldError) and
                                                  len(exc.field) == 1 and
                                                  _a_value(data.get(str(exc.field[0]))))
            reading.refused((), exc if top else ScenarioError(message_of(exc)))
        else:
            reading.found += _reserves(data, state)
    return reading.found


def _a_value(value: object) -> bool:
    """Whether `value`, a key of the top of the file, is a value (not a table nor an
    array of tables: a field of its own name in a table is not it)."""
    return value is not None and not isinstance(value, Mapping) and not (
        isinstance(value, list) and value and all(isinstance(v, Mapping) for v in value))


def _shapes(data: Mapping[str, Any], reading: _Reading) -> None:
    """A list of tables (`[[node]]`) or a table (`[hex]`, a faction's `reserve`) written
    as something else: said, and nothing built on it."""
    for name in (*keys.TABLES, "quest"):
        value = data.get(name, [])
        if not isinstance(value, list) or not all(isinstance(t, Mapping) for t in value):
            reading.found.append(Mistake((name,), WORDS.phrase(
                "[[{name}]] must be a list of tables", name=name)))
            reading.blocking = True
    for name in ("labels", "hex"):
        if not isinstance(data.get(name, {}), Mapping):
            reading.found.append(Mistake((name,), WORDS.phrase(
                "[{name}] must be a table", name=name)))
            reading.blocking = True
    for i, spec in _tables(data, "faction"):
        for name in ("reserve", "masters"):
            if not isinstance(spec.get(name, {}), Mapping):
                reading.found.append(Mistake(("faction", i, name), WORDS.phrase(
                    "{name} must be a table, like {name} = {{ recrue = 2 }}", name=name)))
                reading.blocking = True


def _tables(data: Mapping[str, Any], name: str) -> list[tuple[int, Mapping[str, Any]]]:
    value = data.get(name, [])
    return [(i, t) for i, t in enumerate(value) if isinstance(t, Mapping)] \
        if isinstance(value, list) else []


def _read_labels(data: Mapping[str, Any], reading: _Reading) -> None:
    given = data.get("labels", {})
    for key, spec in given.items() if isinstance(given, Mapping) else ():
        try:
            reading.labels.update(read_labels({"labels": {key: spec}}))
        except ScenarioError as exc:
            reading.refused(("labels", key), exc)


def _read_map(data: Mapping[str, Any], reading: _Reading) -> None:
    try:
        reading.size, reading.cells = read_map({"map": data.get("map")}, reading.labels)
    except ScenarioError as exc:  # no [map] at all: at the top of the file
        reading.refused(("map",), exc)
        return
    factions = {str(t.get("key")) for _, t in _tables(data, "faction")}
    given = data.get("hex", {})
    for label, extra in given.items() if isinstance(given, Mapping) else ():
        try:
            where = WORDS.phrase("hex {label}", label=label)
            place = hex_table(label, reading.size)
            if not isinstance(extra, Mapping):
                raise ScenarioError(in_table(where, WORDS.phrase(
                    "write it as a table [hex.{label}]", label=label)))
            reading.cells[place] = hex_cell(place, extra, reading.cells[place], reading.labels)
        except ScenarioError as exc:
            reading.refused(("hex", label), exc)
            continue
        influence = extra.get("influence", {})
        for faction in influence if isinstance(influence, Mapping) else ():
            if faction not in factions:
                reading.found.append(Mistake(("hex", label, "influence", faction),
                                             _unknown_faction(str(faction), factions)))


def _unknown_faction(faction: str, factions: set[str]) -> Message:
    guess = nearest(faction, factions)
    if guess is not None:
        return WORDS.phrase("influence names the faction {faction!r}, which the scenario does "
                            "not have: did you mean {guess!r}?", faction=faction, guess=guess)
    return WORDS.phrase("influence names the faction {faction!r}, which the scenario does not "
                        "have", faction=faction)


def _read_types(data: Mapping[str, Any], reading: _Reading) -> None:
    reading.types["recrue"] = RECRUIT
    for i, spec in _tables(data, "unit_type"):
        try:
            kind = read_unit_type(spec, reading.labels)
        except ScenarioError as exc:
            reading.refused(("unit_type", i), exc)
            reading.unread.add(str(spec.get("key")))
        else:
            reading.types[kind.key] = kind


def _read_factions(data: Mapping[str, Any], reading: _Reading) -> None:
    prefixes: dict[str, str] = {}
    for i, spec in _tables(data, "faction"):
        try:
            key = text(spec, "key", "faction")
            where = WORDS.phrase("faction {key!r}", key=key)
            prefix = text(spec, "prefix", where, key[:3].upper()).upper()
            for entry in words(spec, "catalogue", where, ("recrue",)):
                if entry not in reading.types and entry not in reading.unread:
                    raise unknown_entry(where, entry)
            whole(spec, "da", where, 0, 10**9, 0)
            whole(spec, "do", where, 0, 10**9, 0)
        except ScenarioError as exc:
            reading.refused(("faction", i), exc)
            reading.unread.add(str(spec.get("key")))
            continue
        reading.factions.append(key)
        if prefix in prefixes:
            reading.found.append(Mistake(("faction", i, "prefix"), WORDS.phrase(
                "its unit codes would begin with {prefix!r}, as those of faction {other!r} do "
                "(a prefix written, or the key's first three letters): give each faction "
                "its own prefix", prefix=prefix, other=prefixes[prefix])))
        prefixes.setdefault(prefix, key)
        reserve = spec.get("reserve", {})
        for kind, count in reserve.items() if isinstance(reserve, Mapping) else ():
            try:
                if kind not in reading.types and kind not in reading.unread:
                    raise ScenarioError(WORDS.phrase("reserve names unknown unit type {kind!r}",
                                                     kind=kind))
                whole({kind: count}, kind, WORDS.phrase("reserve"), 0, 10_000, 0)
            except ScenarioError as exc:
                reading.refused(("faction", i, "reserve"), exc)


def _reserves(data: Mapping[str, Any], state: PlanState) -> list[Mistake]:
    """A faction with no node, or with more cards in its reserve than its limit."""
    found: list[Mistake] = []
    for i, spec in _tables(data, "faction"):
        key = str(spec.get("key"))
        if key not in state.factions:
            continue
        if not any(node.faction == key for node in state.nodes.values()):
            found.append(Mistake(("faction", i), WORDS.phrase(
                "it has no node: a faction needs one to deploy its units from")))
            continue
        held, limit = state.counted_reserve(key), state.reserve_limit(key)
        if held > limit:
            found.append(Mistake(("faction", i, "reserve"), WORDS.phrase(
                "its reserve holds {held} cards, over its limit of {limit} (10 × the {n} "
                "recruits its nodes produce a session, + 1 per full 10,000 inhabitants of "
                "its nodes)", held=held, limit=limit, n=state.recruits_per_session(key))))
    return found

