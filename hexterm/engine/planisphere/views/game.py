"""What a seat may see of a Planisphère game, as JSON-able data and as text.

The public map shows terrain, populations, every faction's influence, nodes and the
deployed units that are not hidden (a Clandestine unit shows no faction). A seat also
sees every unit of its own faction, its faction's chest and reserve. The organiser (no
seat) sees everything. The shape of this data is the JSON export documented in
docs/json-export.md.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from hexterm.engine.messages import Listing, Message
from hexterm.engine.planisphere.diplomacy import phases as diplomacy
from hexterm.engine.planisphere.economy.goods import Item, sorted_goods
from hexterm.engine.planisphere.model import (
    CHARACTERISTICS,
    NODE_SCORES,
    Cell,
    PlanState,
    Unit,
)
from hexterm.engine.planisphere.quests import phase as quests
from hexterm.engine.planisphere.words import WORDS
from hexterm.engine.seats import Seat


def in_sight(unit: Unit, viewer: str | None) -> bool:
    """Whether `viewer` (a faction key; None for the organiser) sees `unit` on the map:
    it is on the map, and it is the viewer's own or not hidden (reading H1)."""
    return unit.hex is not None and (viewer is None or unit.faction == viewer or
                                     not unit.hidden)


def hides_faction(state: PlanState, unit: Unit) -> bool:
    """A Clandestine unit shows no faction to other factions' seats (reading H1)."""
    return "clandestine" in state.unit_type(unit).capabilities


def _unit(state: PlanState, unit: Unit, full: bool) -> dict[str, Any]:
    kind = state.unit_type(unit)
    clandestine = hides_faction(state, unit) and not full
    data: dict[str, Any] = {
        "type": unit.type,
        "name": kind.name,
        "faction": None if clandestine else unit.faction,
        "hex": unit.hex.label if unit.hex else None,
    }
    if full:
        data.update(status=unit.status.value, origin=unit.origin, commander=unit.commander,
                    hidden=unit.hidden, to_death=unit.to_death, last_order=unit.last_order,
                    cargo=sorted_goods(unit.cargo), gear=list(unit.gear))
    return data


def _hex(cell: Cell, full: bool) -> dict[str, Any]:
    """A hex's public description (terrain, population, every faction's influence: the
    map shows them, reading H6), with its resources and defence bonus for the organiser."""
    data: dict[str, Any] = {"terrain": list(cell.labels), "population": cell.population,
                            "influence": dict(cell.influence)}
    if full:
        data.update(resources=list(cell.resources), defence_bonus=cell.defence_bonus)
    return data


def _faction(state: PlanState, key: str) -> dict[str, Any]:
    faction = state.factions[key]
    reserve = Counter(u.type for u in state.reserve(key))
    return {
        "name": faction.name,
        "da": faction.da,
        "do": faction.do,
        "reserve": dict(sorted(reserve.items())),
        "reserve_size": sum(reserve.values()),
        "reserve_limit": state.reserve_limit(key),
        "deploy_capacity": state.deploy_capacity(key),
        "catalogue": list(faction.catalogue),
        "masters": dict(sorted(faction.masters.items())),
        "goods": sorted_goods(faction.goods),
        "items": sorted_goods(faction.items),
        "mother": faction.mother,
    }


def _nodes(state: PlanState, faction: str | None) -> dict[str, dict[str, Any]]:
    """The nodes by hex label, all of them or those of `faction`."""
    return {place.label: {"name": n.name, "faction": n.faction, "founder": n.founder,
                          "quality": n.quality.value, "population": n.population,
                          **{s: getattr(n, s) for s in NODE_SCORES},
                          "market": [{"good": li.good, "side": li.side.value, "price": li.price,
                                      "left": li.left} for li in n.market]}
            for place, n in sorted(state.nodes.items(), key=lambda kv: kv[0].label)
            if faction is None or n.faction == faction}


def _me(state: PlanState, seat: Seat) -> dict[str, Any]:
    return {"seat": seat.name, "faction": seat.faction, **_faction(state, seat.faction)}


def dashboard(state: PlanState, seat: Seat, most: int | None = None) -> dict[str, Any]:
    """The part of `view` a faction dashboard needs, without the map: `me`, the
    faction's nodes and its units on the map, in the same shapes (with `most`, the
    first `most` of them by code), and `deployed`, how many units it has on the map."""
    own = sorted((u for u in state.deployed() if u.faction == seat.faction),
                 key=lambda u: u.code)
    return {"me": _me(state, seat), "nodes": _nodes(state, seat.faction),
            "units": {u.code: _unit(state, u, True) for u in own[:most]},
            "deployed": len(own)}


def view(state: PlanState, seat: Seat | None) -> dict[str, Any]:
    """The JSON export of `state` as `seat` sees it (everything when None)."""
    mine = seat.faction if seat else None
    units = {}
    for unit in state.units.values():
        own = seat is None or unit.faction == mine or unit.origin == mine
        if own or in_sight(unit, mine):
            units[unit.code] = _unit(state, unit, own)
    data: dict[str, Any] = {
        "title": state.title,
        "session": state.session,
        "turn_in_session": state.turn_in_session,
        "turns_per_session": state.turns_per_session,
        "sessions": state.sessions,
        "map": {"cols": state.size.cols, "rows": state.size.rows},
        "hexes": {place.label: _hex(cell, seat is None) for place, cell in state.cells.items()},
        "nodes": _nodes(state, None),
        "factions": {k: {"name": f.name} for k, f in state.factions.items()},
        "units": dict(sorted(units.items())),
        "types": {k: {"name": t.name, **{c: getattr(t, c) for c in CHARACTERISTICS},
                      "terrains": sorted(t.terrains), "capabilities": sorted(t.capabilities),
                      "deploy_cost_da": t.deploy_cost_da, "deploy_cost_do": t.deploy_cost_do,
                      "recruits_to_convert": t.recruits_to_convert,
                      "material": list(t.material), "requirements": t.requirements}
                  for k, t in state.types.items()},
        "da_per_do": state.da_per_do,
        "resources": {k: {"name": r.name, "rarity": r.rarity}
                      for k, r in sorted(state.resources.items())},
        "items": {k: item_view(i) for k, i in sorted(state.items.items())},
    }
    data.update(quests.view_part(state, seat))
    data.update(diplomacy.view_part(state, seat))
    if seat is None:
        data["factions"] = {k: _faction(state, k) for k in state.factions}
    else:
        data["me"] = _me(state, seat)
    return data


def item_view(item: Item) -> dict[str, Any]:
    """What an item card says: its bonuses and effects, without the zeros."""
    data: dict[str, Any] = {"name": item.name}
    for key in ("move", "combat", "defence", "recon", "inventory", "exploit", "influence"):
        if getattr(item, key):
            data[key] = getattr(item, key)
    if item.influence:
        data["lasting"] = item.lasting.value
    for key in ("terrains", "capabilities", "tags"):
        if getattr(item, key):
            data[key] = sorted(getattr(item, key))
    if item.text:
        data["text"] = item.text
    return data


def summary(state: PlanState, seat: Seat | None) -> Message:
    """A few lines for `hexterm show`."""
    lines: list[Message] = [WORDS.phrase(
        "{title}: session {session}/{sessions}, turn {turn}/{turns}, map {cols}×{rows}",
        title=state.title or "Planisphère", session=state.session, sessions=state.sessions,
        turn=min(state.turn_in_session, state.turns_per_session),
        turns=state.turns_per_session, cols=state.size.cols, rows=state.size.rows)]
    keys = [seat.faction] if seat else list(state.factions)
    for key in keys:
        f = _faction(state, key)
        nodes = [n for n in state.nodes.values() if n.faction == key]
        on_map = [u for u in state.deployed() if u.faction == key]
        lines.append(WORDS.phrase(
            "{faction}: {nodes}, {people}, {units}, reserve {reserve}/{limit}, chest {da} DA "
            "{do} DO", faction=f["name"],
            nodes=WORDS.phrase_n("{n} node", "{n} nodes", len(nodes)),
            people=WORDS.phrase_n("{n} inhabitant", "{n} inhabitants",
                                  sum(n.population for n in nodes)),
            units=WORDS.phrase_n("{n} unit on the map", "{n} units on the map", len(on_map)),
            reserve=f["reserve_size"], limit=f["reserve_limit"], da=f["da"], do=f["do"]))
    if seat is not None:
        for unit in sorted(state.deployed(), key=lambda u: u.code):
            if unit.faction == seat.faction and unit.hex is not None:
                where = dict(unit=unit.code, kind=state.unit_type(unit).name,
                             hex=unit.hex.label, commander=unit.commander)
                lines.append(WORDS.phrase("  {unit} {kind} at {hex} (hidden), commander "
                                          "{commander}", **where) if unit.hidden else
                             WORDS.phrase("  {unit} {kind} at {hex}, commander {commander}",
                                          **where))
    return WORDS.phrase("{lines}", lines=Listing(tuple(lines), "\n"))
