"""A nation's actions played out in advance on the known map, without dice.

`plan` follows the explorer through the turn's actions and says, for each, where it
stands, what it would explore, prospect or exploit, and what the rules forbid. The
checks of orders (`legality`) refuse what it forbids; the action planner of the screens
shows its preview; the bots plan with it. What depends on dice (the terrain of a cell
explored earlier in the same turn) is "unsure": allowed now, checked again when the
turn is resolved, where other nations acting earlier may also have changed the map.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from hexterm.engine.hexgrid import Direction, Hex
from hexterm.engine.messages import Message
from hexterm.engine.novlemia.model import (
    NovState,
    attachments,
    known_neighbours,
    on_map_neighbours,
    sorted_hexes,
    touches_land,
)
from hexterm.engine.novlemia.orders import Line, Target, Verb
from hexterm.engine.novlemia.tables import Terrain
from hexterm.engine.novlemia.words import WORDS


@dataclass(frozen=True, slots=True)
class Step:
    """One action as planned: where it starts and ends, the cells it concerns (to
    explore, to prospect, to exploit), those that depend on earlier dice, and the
    reason the rules forbid it ('' when allowed) or a note ('' when nothing to say)."""

    line: Line
    at: Hex
    to: Hex
    cells: tuple[Hex, ...] = ()
    unsure: tuple[Hex, ...] = ()
    problem: Message | None = None
    note: Message | None = None


def aim(state: NovState, at: Hex, target: Target) -> tuple[Hex | None, Message | None]:
    """The neighbour of `at` that `target` names, or None and why it cannot."""
    if isinstance(target, Direction):
        place = at.neighbour(target)
        if not state.size.contains(place):
            return None, WORDS.phrase("going {direction} from {at} leaves the map",
                                      direction=target.name, at=at.label)
        return place, None
    if not state.size.contains(target):
        return None, WORDS.phrase("{cell} is off the map", cell=target.label)
    if target not in at.neighbours():
        return None, WORDS.phrase("{cell} is not next to the explorer's cell {at}",
                                  cell=target.label, at=at.label)
    return target, None


def entry_problem(state: NovState, nation: str, place: Hex) -> Message | None:
    """Why the explorer of `nation` may not enter the known cell `place` ('' if it may):
    its own cells and cells nobody owns are open (reading N7); another nation's need
    that nation's consent."""
    owner = state.cells[place].owner
    if owner is None or owner == nation or nation in state.nations[owner].allowed:
        return None
    return WORDS.phrase("{cell} belongs to {owner}, which has not allowed {nation} onto its "
                        "cells", cell=place.label, owner=state.nations[owner].name,
                        nation=state.nations[nation].name)


def prospectable(state: NovState, nation: str, at: Hex, done: set[Hex]) -> list[Hex]:
    """The known cells a prospection at `at` would prospect, in map order: the explorer's
    cell and the nation's cells around it, not yet prospected, water only next to land."""
    out = []
    for place in [at, *on_map_neighbours(state.size, at)]:
        cell = state.cells.get(place)
        if cell is None or cell.resource is not None or place in done:
            continue
        if place != at and cell.owner != nation:
            continue
        if cell.terrain is Terrain.WATER and not touches_land(state.size, state.cells, place):
            continue
        out.append(place)
    return sorted_hexes(out)


def colonise_problem(state: NovState, nation: str, at: Hex, planned: set[Hex],
                     pending: set[Hex]) -> Message | None:
    """Why the nation may not found a city at the known cell `at` ('' if it may)."""
    cell = state.cells[at]
    name = state.nations[nation].name
    if cell.owner != nation:
        return WORDS.phrase("{cell} is not {nation}'s", cell=at.label, nation=name)
    if not cell.terrain.land:
        return WORDS.phrase("a city is founded on land, and {cell} is water", cell=at.label)
    if at in state.cities:
        return WORDS.phrase("{cell} already has the city {city}", cell=at.label,
                            city=state.cities[at].name)
    if at in planned:
        return WORDS.phrase("a city is already founded at {cell} this turn", cell=at.label)
    first = not state.cities_of(nation) and not planned
    if first and state.options.first_city_by_water:
        near = on_map_neighbours(state.size, at)
        water = any(n in state.cells and state.cells[n].terrain is Terrain.WATER for n in near)
        if not water and not any(n in pending for n in near):
            return WORDS.phrase("the first city must touch water, and {cell} touches none",
                                cell=at.label)
    return None


def exploited(state: NovState, nation: str, at: Hex) -> list[Hex]:
    """The cells a city founded at `at` now would exploit: its own, then the nation's
    known cells around it that no older city exploits."""
    links = attachments(state)
    return [at] + [n for n in known_neighbours(state.size, state.cells, at)
                   if state.cells[n].owner == nation and n not in links]


def plan(state: NovState, nation: str, lines: Sequence[Line]) -> list[Step]:
    """Every action line of `lines` planned from the explorer's cell, in order."""
    at = state.nations[nation].explorer
    pending: set[Hex] = set()  # explored earlier in the plan: terrain unknown yet
    prospected: set[Hex] = set()
    planned: set[Hex] = set()
    steps: list[Step] = []
    for line in (x for x in lines if x.verb.is_action):
        if line.verb is Verb.MOVE:
            steps.append(_move(state, nation, line, at, pending))
        elif line.verb is Verb.EXPLORE:
            steps.append(_explore(state, line, at, pending))
            pending.update(steps[-1].cells)
        elif line.verb is Verb.PROSPECT:
            cells = prospectable(state, nation, at, prospected)
            unsure = [h for h in [at, *on_map_neighbours(state.size, at)] if h in pending]
            prospected.update(cells)
            note = None if cells or unsure else WORDS.phrase(
                "nothing left to prospect from {cell}", cell=at.label)
            steps.append(Step(line, at, at, tuple(cells), tuple(sorted_hexes(unsure)),
                              note=note))
        else:
            if at in pending:
                steps.append(Step(line, at, at, unsure=(at,)))
            else:
                problem = colonise_problem(state, nation, at, planned, pending)
                steps.append(Step(line, at, at, tuple(exploited(state, nation, at)),
                                  problem=problem))
            planned.add(at)
        at = steps[-1].to if not steps[-1].problem else at
    return steps


def _move(state: NovState, nation: str, line: Line, at: Hex, pending: set[Hex]) -> Step:
    place, problem = aim(state, at, line.targets[0])
    if place is None:
        return Step(line, at, at, problem=problem)
    if place in pending:
        return Step(line, at, place, (place,), (place,))
    if place not in state.cells:
        return Step(line, at, at, problem=WORDS.phrase("{cell} has not been explored yet",
                                                       cell=place.label))
    problem = entry_problem(state, nation, place)
    return Step(line, at, at if problem else place, (place,), problem=problem)


def _explore(state: NovState, line: Line, at: Hex, pending: set[Hex]) -> Step:
    first: list[Hex] = []
    for target in line.targets:
        place, problem = aim(state, at, target)
        if place is None:
            return Step(line, at, at, problem=problem)
        if place in state.cells or place in pending:
            return Step(line, at, at, problem=WORDS.phrase("{cell} is already explored",
                                                           cell=place.label))
        if place in first:
            return Step(line, at, at, problem=WORDS.phrase("{cell} is named twice",
                                                           cell=place.label))
        first.append(place)
    rest = [n for n in on_map_neighbours(state.size, at)
            if n not in state.cells and n not in pending and n not in first]
    cells = (*first, *rest)
    note = None if cells else WORDS.phrase("every neighbour of {cell} is already explored",
                                           cell=at.label)
    return Step(line, at, at, cells, note=note)
