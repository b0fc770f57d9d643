"""Reconnaissance (phase 6), building and sapping (phase 8), and node qualities.

A reconnaissance reports the unit's hex and as many neighbours as its recon score, in
the directions the order names: their terrain, resources, strategic value, node, and
every unit there, hidden ones included, which are revealed. Building (Bâtisseur)
destroys the unit and places a camp, or raises one score of the faction's node on the
hex by 1. Sapping (Sapeur) destroys the unit and lowers one score of the node on the
unit's hex or a neighbour by 1; a node whose scores all reach 0 is wiped out.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from hexterm.engine.hexgrid import Hex
from hexterm.engine.messages import Listing, Message
from hexterm.engine.planisphere.model import (
    MAX_SCORE,
    NODE_SCORES,
    Node,
    PlanState,
    Quality,
    Status,
    Unit,
)
from hexterm.engine.planisphere.orders.lines import Action
from hexterm.engine.planisphere.words import STATUSES, WORDS, joined, score_word, verb_word
from hexterm.engine.ruleset import Result
from hexterm.engine.seats import Seat

TOWN_POPULATION_FACTOR = 10


Occupants = Mapping[Hex, Sequence[Unit]]
"""The deployed units by hex, built once for a phase (see `units_by_hex`)."""


def units_by_hex(state: PlanState) -> dict[Hex, list[Unit]]:
    """Every deployed unit, by the hex it stands on (in the order of `state.units`)."""
    out: dict[Hex, list[Unit]] = {}
    for unit in state.deployed():
        if unit.hex is not None:
            out.setdefault(unit.hex, []).append(unit)
    return out


QUALITIES: dict[str, Message] = {
    "camp": WORDS.phrase("camp"), "ville": WORDS.phrase("ville"), "cite": WORDS.phrase("cite"),
}
"""A node's quality (`model.Quality`'s values) as a reconnaissance says it."""


def describe_hex(state: PlanState, place: Hex, occupants: Occupants | None = None) -> Message:
    """What a reconnaissance sees of `place`; `occupants` spares a pass over every unit."""
    cell = state.cells[place]
    names = ", ".join(state.labels[k].name for k in cell.labels)
    # The save's English says "1 inhabitants": its singular is its plural.
    parts = [WORDS.phrase("{hex}: {terrain}", hex=place.label, terrain=names),
             WORDS.phrase_n("{n} inhabitants", "{n} inhabitants", cell.population)]
    if cell.resources:
        parts.append(WORDS.phrase("resources {resources}", resources=", ".join(cell.resources)))
    if cell.controls_neighbours:
        parts.append(WORDS.phrase("strategic (defence +{bonus}, controls its neighbours)",
                                  bonus=cell.defence_bonus))
    elif cell.defence_bonus:
        parts.append(WORDS.phrase("strategic (defence +{bonus})", bonus=cell.defence_bonus))
    node = state.nodes.get(place)
    if node is not None:
        parts.append(WORDS.phrase("{quality} {node} of {faction}",
                                  quality=QUALITIES[node.quality.value], node=node.name,
                                  faction=state.factions[node.faction].name))
    here = state.deployed() if occupants is None else occupants.get(place, ())
    units = sorted((u for u in here if u.hex == place and u.status is Status.DEPLOYED),
                   key=lambda u: u.code)
    if units:
        parts.append(WORDS.phrase("units {units}", units=Listing(tuple(
            f"{u.code} {state.unit_type(u).name} ({state.factions[u.faction].name})"
            for u in units))))
    return joined(parts)


def recon(state: PlanState, unit: Unit, action: Action,
          occupants: Occupants | None = None) -> tuple[Result, Message, Message | None]:
    """(result, reason, what was seen) of a reconnaissance.

    `occupants` (see `units_by_hex`) must list every deployed unit under its hex; with it,
    only the units on the hexes seen are looked at instead of every unit.
    """
    if unit.status is not Status.DEPLOYED or unit.hex is None:
        return Result.FAILED, unit_is(unit), None
    places = [unit.hex] + [unit.hex.neighbour(d) for d in action.directions]
    places = [p for p in places if state.size.contains(p)]
    seen = []
    for place in places:
        here = state.deployed() if occupants is None else occupants.get(place, ())
        for other in here:
            if (other.hex == place and other.hidden and other.faction != unit.faction
                    and other.status is Status.DEPLOYED):
                other.hidden = False
        seen.append(describe_hex(state, place, occupants))
    outcome = Result.DONE if len(places) == len(action.directions) + 1 else Result.PARTLY
    # The save's English says "1 hexes seen": its singular is its plural.
    text = WORDS.phrase_n("{n} hexes seen", "{n} hexes seen", len(places)) \
        if outcome is Result.DONE else WORDS.phrase_n(
            "{n} hexes seen (some lay off the map)", "{n} hexes seen (some lay off the map)",
            len(places))
    return outcome, text, WORDS.phrase("{hexes}", hexes=Listing(tuple(seen), " | ")) \
        if seen else None


def upgrade(node: Node) -> None:
    """Raise a node's quality when its scores allow it (never lower it)."""
    if node.quality is Quality.CAMP and node.defence >= 3 and node.inventory >= 6:
        node.quality = Quality.VILLE
        node.population *= TOWN_POPULATION_FACTOR
    if node.quality is Quality.VILLE:
        others = [s for s in NODE_SCORES if s not in ("defence", "inventory")]
        if sum(getattr(node, s) >= 3 for s in others) >= 2:
            node.quality = Quality.CITE


def unit_is(unit: Unit) -> Message:
    """Why a unit off the map cannot act: where its card is."""
    return WORDS.phrase("the unit is {status}", status=STATUSES[unit.status.value])


def build(state: PlanState, seat: Seat, unit: Unit, action: Action
          ) -> tuple[Result, Message]:
    if unit.status is not Status.DEPLOYED or unit.hex is None:
        return Result.FAILED, unit_is(unit)
    place = unit.hex
    node = state.nodes.get(place)
    if node is not None:
        if node.faction != unit.faction:
            return Result.FAILED, WORDS.phrase("the node at {hex} is not your faction's",
                                               hex=place.label)
        if not action.score:
            return Result.FAILED, WORDS.phrase(
                "name the score to raise, like '{example}'",
                example=Listing((verb_word("build"), score_word("defence")), " "))
        score = score_word(action.score)
        if getattr(node, action.score) >= MAX_SCORE:
            return Result.FAILED, WORDS.phrase("{score} is already {n}", score=score,
                                               n=MAX_SCORE)
        setattr(node, action.score, getattr(node, action.score) + 1)
        upgrade(node)
        unit.status, unit.hex = Status.DESTROYED, None
        return Result.DONE, WORDS.phrase("{node}: {score} raised to {n}", node=node.name,
                                         score=score, n=getattr(node, action.score))
    near = [p.label for p in state.nodes if p.distance(place) == 1]
    if near:
        return Result.FAILED, WORDS.phrase("a camp cannot stand next to the node at {hex}",
                                           hex=near[0])
    state.nodes[place] = Node(f"Camp {place.label}", unit.faction, seat.name, Quality.CAMP,
                              state.cells[place].population)
    unit.status, unit.hex = Status.DESTROYED, None
    return Result.DONE, WORDS.phrase("a camp is founded at {hex}", hex=place.label)


def sap(state: PlanState, unit: Unit, action: Action) -> tuple[Result, Message]:
    if unit.status is not Status.DEPLOYED or unit.hex is None:
        return Result.FAILED, unit_is(unit)
    place = action.place or unit.hex
    if place.distance(unit.hex) > 1:
        return Result.FAILED, WORDS.phrase("{hex} is not the unit's hex nor next to it",
                                           hex=place.label)
    node = state.nodes.get(place)
    if node is None:
        return Result.FAILED, WORDS.phrase("there is no node at {hex}", hex=place.label)
    value = getattr(node, action.score)
    score = score_word(action.score)
    if value == 0:
        return Result.FAILED, WORDS.phrase("{node}'s {score} is already 0", node=node.name,
                                           score=score)
    setattr(node, action.score, value - 1)
    unit.status, unit.hex = Status.DESTROYED, None
    if all(getattr(node, s) == 0 for s in NODE_SCORES):
        del state.nodes[place]
        return Result.DONE, WORDS.phrase("{node} is wiped off the map", node=node.name)
    return Result.DONE, WORDS.phrase("{node}: {score} lowered to {n}", node=node.name,
                                     score=score, n=value - 1)
