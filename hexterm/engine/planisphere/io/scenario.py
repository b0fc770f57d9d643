"""Planisphère scenarios: a world described as parsed TOML data, checked and built.

The file format is documented in docs/scenarios.md. Every mistake is reported as a
ScenarioError naming the table and the field, e.g. ``node 'Pontié': hex 'Z99' is off
the 24×18 map``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

from hexterm.engine.errors import ScenarioError
from hexterm.engine.hexgrid import GridSize, Hex
from hexterm.engine.messages import Message
from hexterm.engine.mistakes import FieldError, in_table
from hexterm.engine.planisphere.diplomacy import phases as diplomacy
from hexterm.engine.planisphere.economy import phases as economy
from hexterm.engine.planisphere.io.scenario_fields import (
    EntryError,
    entry,
    hex_on,
    hex_table,
    text,
    whole,
    words,
)
from hexterm.engine.planisphere.model import (
    CAPABILITIES,
    CHARACTERISTICS,
    MAX_INFLUENCE,
    MAX_SCORE,
    NODE_SCORES,
    Cell,
    Faction,
    Node,
    PlanState,
    Quality,
    Status,
    Unit,
    UnitType,
)
from hexterm.engine.planisphere.quests import phase as quests
from hexterm.engine.planisphere.terrain import LABELS, Category, Label
from hexterm.engine.planisphere.words import WORDS
from hexterm.engine.seats import Seat

RECRUIT = UnitType("recrue", "Recrue", 1, 0, 0, 0, 1, 0, frozenset({"route", "pont"}))


def read_labels(data: Mapping[str, Any]) -> dict[str, Label]:
    labels = dict(LABELS)
    for key, spec in data.get("labels", {}).items():
        where = WORDS.phrase("label {key!r}", key=key)
        try:
            category = Category(spec.get("category", "base"))
        except ValueError:
            raise ScenarioError(in_table(where, WORDS.phrase(
                "category must be one of {names}",
                names=', '.join(c.value for c in Category)))) from None
        labels[key] = Label(key, text(spec, "name", where, key), category,
                            text(spec, "glyph", where, "?")[:1])
    return labels


def read_map(data: Mapping[str, Any], labels: Mapping[str, Label]
             ) -> tuple[GridSize, dict[Hex, Cell]]:
    spec = data.get("map")
    if not isinstance(spec, Mapping):
        raise ScenarioError(WORDS.phrase("the scenario has no [map] table"))
    where = WORDS.phrase("map")
    size = GridSize(whole(spec, "cols", where, 1, 702, 0), whole(spec, "rows", where, 1, 702, 0))
    given = spec.get("legend", {})
    if not isinstance(given, Mapping):
        raise FieldError(in_table(where, WORDS.phrase(
            "legend must be a table of glyphs, like \".\" = [\"plaine\"]")), ("legend",))
    legend = {str(k): words(given, k, WORDS.phrase("map legend"), field=("legend", k))
              for k in given}
    for glyph, labs in legend.items():
        for lab in labs:
            if lab not in labels:
                raise FieldError(in_table(where, WORDS.phrase(
                    "legend {glyph!r}: unknown terrain label {lab!r}", glyph=glyph, lab=lab)),
                    ("legend", glyph))
    rank = {key: i for i, key in enumerate(labels)}

    def in_order(labs: tuple[str, ...]) -> tuple[str, ...]:
        """A hex's labels in the order of the label list, as a save writes them back."""
        return tuple(sorted(dict.fromkeys(labs), key=rank.__getitem__))

    legend = {glyph: in_order(labs) for glyph, labs in legend.items()}
    default = words(spec, "default", where, ("plaine",))
    if not default or any(lab not in labels for lab in default):
        raise FieldError(in_table(where, WORDS.phrase(
            "default {default!r}: unknown terrain label", default=list(default))), ("default",))
    default = in_order(default)
    terrain = spec.get("terrain", [])
    if not isinstance(terrain, list):
        raise FieldError(in_table(where, WORDS.phrase(
            "terrain must be a list of rows of glyphs, like [\"..~\"]")), ("terrain",))
    if terrain and len(terrain) != size.rows:
        raise FieldError(in_table(where, WORDS.phrase("terrain has {n} rows, the map {rows}",
                                                      n=len(terrain), rows=size.rows)),
                         ("terrain",))
    cells: dict[Hex, Cell] = {}
    for place in size.hexes():
        col, row = place.to_offset()
        labs = default
        if terrain:
            line = str(terrain[row]).replace(" ", "")
            if len(line) != size.cols:
                raise FieldError(in_table(where, WORDS.phrase(
                    "terrain row {value} has {n} hexes, the map {cols}", value=row + 1,
                    n=len(line), cols=size.cols)), ("terrain", row))
            if line[col] not in legend:
                raise FieldError(in_table(where, WORDS.phrase(
                    "terrain row {value} uses {line!r}, which the legend does not define",
                    value=row + 1, line=line[col])), ("terrain", row))
            labs = legend[line[col]]
        cells[place] = Cell(labs)
    for label, extra in data.get("hex", {}).items():
        place = hex_table(label, size)
        cells[place] = hex_cell(place, extra, cells[place], labels)
    return size, cells


def hex_cell(place: Hex, extra: Mapping[str, Any], cell: Cell, labels: Mapping[str, Label]
             ) -> Cell:
    """The hex `place` as its `[hex.LABEL]` table `extra` makes it, over its map `cell`."""
    rank = {key: i for i, key in enumerate(labels)}
    where = WORDS.phrase("hex {label}", label=place.label)
    labs = cell.labels
    if "labels" in extra:
        labs = words(extra, "labels", where)
        if not labs or any(lab not in labels for lab in labs):
            raise FieldError(in_table(where, WORDS.phrase(
                "labels must be known terrain labels")), ("labels",))
        labs = tuple(sorted(dict.fromkeys(labs), key=rank.__getitem__))
    given = extra.get("influence", {})
    if not isinstance(given, Mapping):
        raise FieldError(in_table(where, WORDS.phrase(
            "influence: write it as {{ faction = 2 }}")), ("influence",))
    influence = {str(faction): whole({faction: value}, faction, where, 0, MAX_INFLUENCE, 0,
                                     ("influence", faction),
                                     WORDS.phrase("influence {faction}", faction=faction))
                 for faction, value in given.items()}
    return Cell(
        labs,
        population=whole(extra, "population", where, 0, 1_000_000, 0),
        resources=words(extra, "resources", where)[:6],
        influence=MappingProxyType(dict(sorted(influence.items()))),
        defence_bonus=whole(extra, "defence_bonus", where, 0, MAX_SCORE, 0),
        controls_neighbours=bool(extra.get("controls_neighbours", False)))


def read_unit_type(spec: Mapping[str, Any], labels: Mapping[str, Label]) -> UnitType:
    key = text(spec, "key", "unit_type")
    where = WORDS.phrase("unit_type {key!r}", key=key)
    stats = {c: whole(spec, c, where, 0, MAX_SCORE, 0) for c in CHARACTERISTICS}
    terrains = frozenset(words(spec, "terrains", where))
    for lab in terrains:
        if lab not in labels:
            raise FieldError(in_table(where, WORDS.phrase("unknown terrain label {lab!r}",
                                                          lab=lab)), ("terrains",))
    caps = frozenset(words(spec, "capabilities", where))
    for cap in caps:
        if cap not in CAPABILITIES:
            raise FieldError(in_table(where, WORDS.phrase("unknown capability {cap!r}",
                                                          cap=cap)), ("capabilities",))
    material = words(spec, "material", where)  # checked with the items
    return UnitType(key, text(spec, "name", where, key), terrains=terrains, capabilities=caps,
                    requirements=str(spec.get("requirements", "")),
                    recruits=whole(spec, "recruits", where, 0, 99, 0), material=material,
                    **stats)


def node_of(spec: Mapping[str, Any], name: str, faction: str, where: Message,
            population: int) -> Node:
    """The node of the `[[node]]` table `spec` (its quality and scores; `population`:
    its hex's, unless it gives its own)."""
    try:
        quality = Quality(spec.get("quality", "camp"))
    except ValueError:
        raise FieldError(in_table(where, WORDS.phrase("quality must be camp, ville or cite")),
                         ("quality",)) from None
    scores: dict[str, Any] = {s: whole(spec, s, where, 0, MAX_SCORE, 1 if s in
                              ("equipment", "inventory", "recruits") else 0) for s in NODE_SCORES}
    return Node(name, faction, str(spec.get("founder", "")), quality,
                whole(spec, "population", where, 0, 1_000_000, population), **scores)


def unknown_entry(where: Message, entry: str) -> FieldError:
    """The refusal of a faction's catalogue naming a unit type the scenario lacks."""
    return FieldError(in_table(where, WORDS.phrase("catalogue names unknown unit type "
                                                   "{entry!r}", entry=entry)), ("catalogue",))


def _faction(spec: Mapping[str, Any], types: Mapping[str, UnitType]) -> Faction:
    """The faction of a `[[faction]]` table (its catalogue of the unit types `types`)."""
    key = text(spec, "key", "faction")
    where = WORDS.phrase("faction {key!r}", key=key)
    catalogue = words(spec, "catalogue", where, ("recrue",))
    for kind in catalogue:
        if kind not in types:
            raise unknown_entry(where, kind)
    return Faction(key, text(spec, "name", where, key),
                   text(spec, "prefix", where, key[:3].upper()).upper(),
                   whole(spec, "da", where, 0, 10**9, 0), whole(spec, "do", where, 0, 10**9, 0),
                   catalogue)


def _node(spec: Mapping[str, Any], size: GridSize, cells: Mapping[Hex, Cell],
          factions: Mapping[str, Faction], nodes: dict[Hex, Node]) -> None:
    """The node of a `[[node]]` table, into `nodes` (a refusal at its field)."""
    name = text(spec, "name", "node")
    where = WORDS.phrase("node {name!r}", name=name)
    with entry("hex", error=FieldError):
        place = hex_on(spec.get("hex"), size, where)
    faction = text(spec, "faction", where)
    if faction not in factions:
        raise FieldError(WORDS.phrase("{where}: unknown faction {faction!r}", where=where,
                                      faction=faction), ("faction",))
    for other in nodes:
        if other.distance(place) <= 1:
            raise FieldError(WORDS.phrase("{where}: {place} touches the node at {other}; "
                                          "nodes may not be adjacent", where=where,
                                          place=place.label, other=other.label), ("hex",))
    nodes[place] = node_of(spec, name, faction, where, cells[place].population)


def build_state(data: Mapping[str, Any], seats: Sequence[Seat]) -> PlanState:
    """The opening state of the scenario `data` played by `seats`."""
    labels = read_labels(data)
    size, cells = read_map(data, labels)
    types = {"recrue": RECRUIT}
    for i, spec in enumerate(data.get("unit_type", ())):
        with entry("unit_type", i):
            kind = read_unit_type(spec, labels)
        types[kind.key] = kind
    factions: dict[str, Faction] = {}
    for i, spec in enumerate(data.get("faction", ())):
        with entry("faction", i):
            faction = _faction(spec, types)
        factions[faction.key] = faction
    if len(factions) < 2:
        raise EntryError(WORDS.phrase("a Planisphère scenario needs at least 2 factions"),
                         ("faction",))
    nodes: dict[Hex, Node] = {}
    for i, spec in enumerate(data.get("node", ())):
        with entry("node", i):
            _node(spec, size, cells, factions, nodes)
    state = PlanState(size, cells, factions, nodes, types, {}, labels,
                      turns_per_session=whole(data, "turns_per_session", "scenario", 1, 99, 8),
                      sessions=whole(data, "sessions", "scenario", 1, 99, 3),
                      da_per_do=whole(data, "da_per_do", "scenario", 1, 1000, 10),
                      title=str(data.get("title", "")))
    _units(data, state, seats)
    economy.read_scenario(data, state)
    quests.read_scenario(data, state)
    diplomacy.read_scenario(data, state, seats)
    return state


def _units(data: Mapping[str, Any], state: PlanState, seats: Sequence[Seat]) -> None:
    commanders = {f: [s.name for s in seats if s.faction == f] for f in state.factions}
    for seat in seats:
        if seat.faction not in state.factions:
            raise ScenarioError(WORDS.phrase("seat {seat!r}: faction {faction!r} is not in this "
                                             "scenario (factions: {names})", seat=seat.name,
                                             faction=seat.faction,
                                             names=', '.join(state.factions)))
    done: set[str] = set()
    for i, spec in enumerate(data.get("faction", ())):
        key = str(spec.get("key"))
        if key in state.factions and key not in done:
            done.add(key)
            with entry("faction", i):
                _cards(spec, state, state.factions[key])
    for i, spec in enumerate(data.get("unit", ())):
        with entry("unit", i):
            _unit(spec, state, commanders)


def _cards(spec: Mapping[str, Any], state: PlanState, faction: Faction) -> None:
    """A faction's reserve of cards and its weapon masters (a refusal at its field)."""
    key = faction.key
    for kind, count in spec.get("reserve", {}).items():
        if kind not in state.types:
            raise FieldError(WORDS.phrase("faction {key!r}: reserve names unknown unit type "
                                          "{kind!r}", key=key, kind=kind), ("reserve", kind))
        reserve = WORDS.phrase("faction {key!r} reserve", key=key)
        for _ in range(whole({kind: count}, kind, reserve, 0, 10_000, 0, ("reserve", kind))):
            add_card(state, faction, kind)
    for code, kind in spec.get("masters", {}).items():
        if not isinstance(kind, str) or kind not in state.types:
            raise FieldError(in_table(WORDS.phrase("faction {key!r}", key=key), WORDS.phrase(
                "weapon master {code!r} teaches from unknown unit type {kind!r}", code=code,
                kind=kind)), ("masters", code))
        faction.masters[str(code).upper()] = str(kind)


def _unit(spec: Mapping[str, Any], state: PlanState, commanders: Mapping[str, list[str]]
          ) -> None:
    """The unit of a `[[unit]]` table, deployed on its hex."""
    kind = text(spec, "type", "unit")
    faction_key = text(spec, "faction", WORDS.phrase("unit of type {kind!r}", kind=kind))
    where = WORDS.phrase("unit {kind!r} of {faction!r}", kind=kind, faction=faction_key)
    if kind not in state.types or faction_key not in state.factions:
        raise ScenarioError(WORDS.phrase("{where}: unknown unit type or faction", where=where))
    with entry("hex", error=FieldError):
        place = hex_on(spec.get("hex"), state.size, where)
    unit = add_card(state, state.factions[faction_key], kind)
    unit.status, unit.hex = Status.DEPLOYED, place
    names = commanders[faction_key]
    unit.commander = str(spec.get("commander", names[0] if names else ""))
    unit.to_death = bool(spec.get("to_death", False))
    unit.hidden = bool(spec.get("hidden", False))


def add_card(state: PlanState, faction: Faction, kind: str) -> Unit:
    """A new card of type `kind` in `faction`'s reserve, with the next unit code."""
    code = f"{faction.prefix}{faction.next_number}"
    faction.next_number += 1
    unit = Unit(code, kind, faction.key, faction.key)
    state.units[code] = unit
    return unit
