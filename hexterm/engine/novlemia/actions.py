"""The four actions as the resolution plays them: move, explore, prospect, colonise.

Each takes the working copy, the nation, its line and the dice, changes the copy, tells
every die roll in an event the nation's seat reads, and returns the line's result and
reason. Exploration draws the terrain from the neighbour-dependent table, then the
random table; prospection draws the resource from the per-terrain table.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from hexterm.engine.dice import Dice
from hexterm.engine.hexgrid import Hex
from hexterm.engine.messages import Message
from hexterm.engine.novlemia import told
from hexterm.engine.novlemia.model import (
    Cell,
    City,
    city_output,
    known_neighbours,
    on_map_neighbours,
    touches_land,
)
from hexterm.engine.novlemia.orders import Line
from hexterm.engine.novlemia.plan import aim, colonise_problem, entry_problem, prospectable
from hexterm.engine.novlemia.tables import (
    NEIGHBOUR_TABLE,
    RANDOM_TERRAIN,
    RESOURCE_TABLE,
    Terrain,
)
from hexterm.engine.novlemia.words import WORDS
from hexterm.engine.novlemia.work import Work
from hexterm.engine.ruleset import Result

PHASE = "3 actions"
Outcome = tuple[Result, Message, dict[str, Any]]


def move(work: Work, nation: str, line: Line) -> Outcome:
    at = work.nation(nation).explorer
    place, problem = aim(work.state, at, line.targets[0])
    if place is None:
        assert problem is not None
        return Result.FAILED, problem, {}
    if place not in work.cells:
        return Result.FAILED, WORDS.phrase("{cell} has not been explored", cell=place.label), {
            "to": place.label}
    problem = entry_problem(work.state, nation, place)
    if problem:
        return Result.FAILED, problem, {"to": place.label}
    work.update(nation, explorer=place)
    return Result.DONE, told.moved(at.label, place.label), {"from": at.label, "to": place.label}


def draw_terrain(work: Work, place: Hex, dice: Dice) -> tuple[Terrain, list[dict[str, Any]],
                                                                list[Hex]]:
    """The terrain of `place`, the rolls that chose it, and its known neighbours."""
    known = known_neighbours(work.base.size, work.cells, place)
    rolls: list[dict[str, Any]] = []
    if known:
        die = dice.roll(6)
        pick = NEIGHBOUR_TABLE[min(len(known), 6)][die - 1]
        if pick:
            copied = known[pick - 1]
            terrain = work.cells[copied].terrain
            rolls.append({"table": "neighbours", "die": die, "copies": copied.label,
                          "terrain": terrain.value})
            return terrain, rolls, known
        rolls.append({"table": "neighbours", "die": die, "copies": None, "terrain": None})
    die = dice.roll(6)
    terrain = RANDOM_TERRAIN[die]
    rolls.append({"table": "random", "die": die, "copies": None, "terrain": terrain.value})
    return terrain, rolls, known


def explore(work: Work, nation: str, line: Line, dice: Dice) -> Outcome:
    at = work.nation(nation).explorer
    first: list[Hex] = []
    skipped: list[str] = []
    for target in line.targets:
        place, _ = aim(work.state, at, target)
        if place is not None and place not in work.cells and place not in first:
            first.append(place)
        else:  # explored meanwhile, or out of reach after a failed move
            skipped.append(place.label if place is not None else
                           target.label if isinstance(target, Hex) else str(target.name))
    rest = [n for n in on_map_neighbours(work.base.size, at)
            if n not in work.cells and n not in first]
    todo = first + rest
    if not todo:
        return Result.FAILED, WORDS.phrase("every neighbour of {cell} is already explored",
                                           cell=at.label), {}
    seat = work.nation(nation).seat
    found: list[tuple[str, Terrain]] = []
    for place in todo:
        terrain, rolls, known = draw_terrain(work, place, dice)
        land = terrain.land
        owner = nation if land or touches_land(work.base.size, work.cells, place) else None
        work.cells[place] = Cell(terrain, owner, found_by=nation, found_turn=work.turn)
        claimed = []
        if land:  # known water nobody owns beside new land becomes the discoverer's
            for near in known:
                cell = work.cells[near]
                if cell.terrain is Terrain.WATER and cell.owner is None:
                    work.cells[near] = replace(cell, owner=nation)
                    claimed.append(near.label)
        said = told.explored_cell(place.label, [(k.label, work.cells[k].terrain) for k in known],
                                  rolls, work.nation(nation).name if owner else None, claimed)
        work.tell(PHASE, place.label, said, "explore.cell", (seat,),
                  {"nation": nation, "cell": place.label, "known": [k.label for k in known],
                   "rolls": rolls, "terrain": terrain.value, "owner": owner,
                   "claimed": claimed})
        found.append((place.label, terrain))
    return Result.DONE, told.explored(found, skipped), {"cells": [p.label for p in todo]}


def prospect(work: Work, nation: str, line: Line, dice: Dice) -> Outcome:
    at = work.nation(nation).explorer
    todo = prospectable(work.state, nation, at, set())
    if not todo:
        return Result.FAILED, WORDS.phrase("nothing is left to prospect from {cell}",
                                           cell=at.label), {}
    seat = work.nation(nation).seat
    found = []
    for place in todo:
        cell = work.cells[place]
        die = dice.roll(6)
        resource = RESOURCE_TABLE[cell.terrain][die - 1]
        work.cells[place] = replace(cell, resource=resource)
        work.tell(PHASE, place.label, told.prospected_cell(place.label, cell.terrain, die,
                                                          resource), "prospect.cell", (seat,),
                  {"nation": nation, "cell": place.label, "terrain": cell.terrain.value,
                   "die": die, "resource": resource.value})
        found.append((place.label, resource))
    return Result.DONE, told.prospected(found), {"cells": [p.label for p in todo]}


def colonise(work: Work, nation: str, line: Line) -> Outcome:
    at = work.nation(nation).explorer
    if at not in work.cells:
        return Result.FAILED, WORDS.phrase("{cell} is not explored", cell=at.label), {}
    problem = colonise_problem(work.state, nation, at, set(), set())
    if problem:
        return Result.FAILED, problem, {}
    number = 1 + max((c.number for c in work.cities.values()), default=0)
    work.cities[at] = City(line.text, nation, work.turn, number)
    output = city_output(work.state, at)
    upkeep = work.base.options.upkeep
    return Result.DONE, told.founded(line.text, at.label, output, upkeep), {
        "cell": at.label, "city": line.text, "production": output.to_data()}
