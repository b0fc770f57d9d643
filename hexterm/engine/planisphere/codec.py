"""The Planisphère state as plain data for saves, and back.

Bulky parts are columnar so that a 128×128 world with thousands of units stays well
under a megabyte: terrain is one bit mask per hex (bits index the ``labels`` legend),
populations one list, and units are rows under a ``unit_columns`` header. Keys are
written in a fixed order so that the same state always gives the same bytes.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from itertools import compress
from operator import attrgetter
from types import MappingProxyType
from typing import Any

from hexterm.engine.errors import RulesetError
from hexterm.engine.hexgrid import GridSize, Hex
from hexterm.engine.planisphere.bonds import ALL_CLAUSES
from hexterm.engine.planisphere.codec_goods import (
    EMPTY_GOODS_STATE,
    dump_goods_state,
    dump_listing,
    load_goods_state,
    load_listing,
)
from hexterm.engine.planisphere.economy.goods import sorted_goods
from hexterm.engine.planisphere.model import (
    CHARACTERISTICS,
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
from hexterm.engine.planisphere.terrain import LABELS, Category, Label
from hexterm.engine.planisphere.words import WORDS

_LABELS = attrgetter("labels")
_POPULATION = attrgetter("population")
_STATUSES = {status.value: status for status in Status}
_QUALITIES = {quality.value: quality for quality in Quality}

UNIT_COLUMNS = ("code", "type", "origin", "faction", "status", "hex", "commander",
                "to_death", "hidden", "last_order", "cargo", "gear", "deployed_session")
STATE_VERSION = 7
"""Version 2 writes a unit's hex as its index in `GridSize.hexes` (-1: off the map);
version 1 wrote its label ("" off the map). Version 3 adds the `last_order` unit column
and the factions' weapon masters. Version 4 adds the economy, quests and diplomacy:
units' cargo, gear and session of deployment, factions' chest goods and items and
mother faction, nodes' markets and trades, and the tables of `codec_goods`. Version 5 adds
to each unit type the recruits its card asks for a conversion (0: the general rule)
and the material (item keys) a conversion takes. Version 6 adds to each grand accord its
clauses (passage, non-aggression, alliance). Version 7 writes the state as version 6 does;
its events keep their sentences' messages (an order's reason, a battle…: `kept`), so that
a report of its turns is said in the player's language. `migrate` brings 1 to 6 up to 7:
an accord of an older save gets all three clauses, which is what it meant then (its
factions were one side: they passed each other's defended hexes, shared hexes without
fighting and fought together); the events of an older save, without their messages, are
said as saved."""


def dump_state(state: PlanState) -> dict[str, Any]:
    legend = list(state.labels)
    bit = {key: 1 << i for i, key in enumerate(legend)}
    size = state.size
    hexes = size.hexes()
    # The hexes' columns are built by C-level maps over the cells: a 256×256 map has
    # 65,536 of them, a per-hex Python loop cost more than the rest of the save.
    cells = state.cells
    # A loaded map's cells are kept in label order (a rule's change keeps a hex's place):
    # taken as they are, without looking each hex up again
    in_order = (list(cells.values()) if len(cells) == len(hexes) and tuple(cells) == hexes
                else list(map(cells.__getitem__, hexes)))
    labels = list(map(_LABELS, in_order))
    masks = {names: sum(bit[k] for k in names) for names in set(labels)}
    terrain = list(map(masks.__getitem__, labels))
    population = list(map(_POPULATION, in_order))
    extras: dict[str, Any] = {}
    for place, cell in compress(zip(hexes, in_order, strict=True),
                                [not c.plain for c in in_order]):
        extras[place.label] = [list(cell.resources), dict(sorted(cell.influence.items())),
                               cell.defence_bonus, cell.controls_neighbours]
    cols = size.cols  # a unit's hex as its index in `hexes` (GridSize.index, inlined)
    return {
        "title": state.title,
        "session": state.session,
        "turn_in_session": state.turn_in_session,
        "turns_per_session": state.turns_per_session,
        "sessions": state.sessions,
        "size": [size.cols, size.rows],
        "labels": [[lab.key, lab.name, lab.category.value, lab.glyph]
                   for lab in state.labels.values() if LABELS.get(lab.key) != lab],
        "legend": legend,
        "terrain": terrain,
        "population": population,
        "cell_extras": extras,
        "factions": [[f.key, f.name, f.prefix, f.da, f.do, list(f.catalogue), f.next_number,
                      dict(sorted(f.masters.items())), sorted_goods(f.goods),
                      sorted_goods(f.items), f.mother] for f in state.factions.values()],
        "nodes": [[place.label, n.name, n.faction, n.founder, n.quality.value, n.population,
                   *(getattr(n, s) for s in NODE_SCORES), [dump_listing(li) for li in n.market],
                   dict(sorted(n.trades.items()))] for place, n in state.nodes.items()],
        "types": [[t.key, t.name, *(getattr(t, c) for c in CHARACTERISTICS),
                   sorted(t.terrains), sorted(t.capabilities), t.requirements, t.recruits,
                   list(t.material)]
                  for t in state.types.values()],
        "unit_columns": list(UNIT_COLUMNS),
        "units": [[u.code, u.type, u.origin, u.faction, u.status._value_,
                   -1 if u.hex is None else (u.hex.r + (u.hex.q >> 1)) * cols + u.hex.q,
                   u.commander, u.to_death, u.hidden,
                   u.last_order, sorted_goods(u.cargo) if u.cargo else {}, list(u.gear),
                   u.deployed_session]
                  for u in state.units.values()],
        **dump_goods_state(state),
    }


def migrate(data: dict[str, Any], version: int) -> dict[str, Any]:
    """`data`, written as state version `version`, in the current version."""
    if version > STATE_VERSION:
        raise RulesetError(WORDS.phrase("this Planisphère state is version {version}; this "
                                        "hexterm reads up to {state_version}: update hexterm",
                                        version=version, state_version=STATE_VERSION))
    try:
        if version == 1:
            size = GridSize(int(data["size"][0]), int(data["size"][1]))
            data = {**data, "units": [
                [*row[:5], size.index(Hex.parse(row[5])) if row[5] else -1, *row[6:]]
                for row in data["units"]]}
        if version <= 2:
            data = {**data, "unit_columns": list(UNIT_COLUMNS),
                    "units": [[*row, ""] for row in data["units"]],
                    "factions": [[*row, {}] for row in data["factions"]]}
        if version <= 3:
            data = {**data, **EMPTY_GOODS_STATE, "unit_columns": list(UNIT_COLUMNS),
                    "units": [[*row, {}, [], 0] for row in data["units"]],
                    "factions": [[*row, {}, {}, ""] for row in data["factions"]],
                    "nodes": [[*row, [], {}] for row in data["nodes"]]}
        if version <= 4:
            data = {**data, "types": [[*row, 0, []] for row in data["types"]]}
        if version <= 5:
            data = {**data, "accords": [[*row[:7], [c.value for c in ALL_CLAUSES]]
                                        for row in data["accords"]]}
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise RulesetError(WORDS.phrase("the Planisphère state (version {version}) in this save "
                                        "is malformed ({exc})", version=version,
                                        exc=repr(exc))) from None
    return data


def load_state(data: Mapping[str, Any]) -> PlanState:
    try:
        return _load(data)
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise RulesetError(WORDS.phrase("the Planisphère state in this save is malformed "
                                        "({exc})", exc=repr(exc))) from None


def _load(data: Mapping[str, Any]) -> PlanState:
    labels = dict(LABELS)
    for key, name, category, glyph in data["labels"]:
        labels[key] = Label(key, name, Category(category), glyph)
    legend = [str(k) for k in data["legend"]]
    size = GridSize(int(data["size"][0]), int(data["size"][1]))
    hexes = size.hexes()
    masks, populations = data["terrain"], data["population"]
    if len(masks) != len(hexes) or len(populations) != len(hexes):
        raise ValueError(f"terrain and population need {len(hexes)} hexes each")
    # One cell a distinct terrain and population, shared by their hexes; the hexes are
    # paired with them by C-level maps (a 512×512 map has 262,144 hexes).
    kinds = {pair: Cell(tuple(k for b, k in enumerate(legend) if int(pair[0]) >> b & 1),
                        int(pair[1])) for pair in set(zip(masks, populations, strict=True))}
    cells = dict(zip(hexes, map(kinds.__getitem__, zip(masks, populations, strict=True)),
                     strict=True))
    for label, (resources, influence, bonus, controls) in data["cell_extras"].items():
        place = Hex.parse(label)
        cells[place] = replace(
            cells[place], resources=tuple(resources),
            influence=MappingProxyType({str(k): int(v) for k, v in influence.items()}),
            defence_bonus=int(bonus), controls_neighbours=bool(controls))
    factions = {row[0]: Faction(row[0], row[1], row[2], int(row[3]), int(row[4]),
                                tuple(row[5]), int(row[6]),
                                {str(k): str(v) for k, v in row[7].items()},
                                _counts(row[8]), _counts(row[9]), str(row[10]))
                for row in data["factions"]}
    nodes = {}
    end = 6 + len(NODE_SCORES)
    for row in data["nodes"]:
        scores = dict(zip(NODE_SCORES, (int(v) for v in row[6:end]), strict=True))
        nodes[Hex.parse(row[0])] = Node(row[1], row[2], row[3], _QUALITIES[row[4]], int(row[5]),
                                        **scores, market=[load_listing(r) for r in row[end]],
                                        trades=_counts(row[end + 1]))
    types = {}
    for row in data["types"]:
        stats = dict(zip(CHARACTERISTICS, (int(v) for v in row[2:8]), strict=True))
        types[row[0]] = UnitType(row[0], row[1], terrains=frozenset(row[8]),
                                 capabilities=frozenset(row[9]), requirements=row[10],
                                 recruits=int(row[11]), material=tuple(row[12]), **stats)
    if list(data["unit_columns"]) != list(UNIT_COLUMNS):
        raise ValueError("unit columns differ")
    units = {}
    board, count = (*hexes, None), len(hexes)  # board[-1]: off the map
    for (code, kind, origin, faction, status, place, commander, to_death, hidden,
         last_order, cargo, gear, deployed_session) in data["units"]:
        if not -1 <= place < count:
            raise ValueError(f"unit {code} stands on hex number {place}, off the map")
        units[code] = Unit(code, kind, origin, faction, _STATUSES[status], board[place],
                           commander, bool(to_death), bool(hidden), str(last_order),
                           {} if cargo == {} else _counts(cargo),
                           () if not gear else tuple(map(str, gear)),
                           int(deployed_session))
    state = PlanState(size, cells, factions, nodes, types, units, labels,
                      int(data["session"]), int(data["turn_in_session"]),
                      int(data["turns_per_session"]), int(data["sessions"]),
                      str(data["title"]))
    load_goods_state(data, state)
    return state


def _counts(data: Mapping[str, Any]) -> dict[str, int]:
    return {str(k): int(v) for k, v in data.items() if int(v)}
