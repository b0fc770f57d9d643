"""Phase 5 of the Planisphère: conflicts (conflits) for the control of a hex.

Units of factions that no accord keeps at peace that end the movements on one hex fight;
so do units ending on such a faction's node. The parties are made from the accords'
clauses (`bonds.parties`). Each party's score is the combat of its units (and of its
node), plus the hex's defence bonus for the party that held it, minus the defence of
every unit and node of the parties it fights, never below 0. A node's defence against a
side is lowered by activism: the excess of that side's influence on the hex over the
owner's. The top score wins, and the parties at peace with it stay; on a tie each tied
side with Vétérans gets +1, and if still tied the side that held the hex keeps it;
otherwise nobody wins and everyone flees. Losers flee to a neighbour their faction
controls, else to an empty one (directions tried N, NE, SE, S, SW, NW); with none they
are dissolved into their reserve. Against a side fighting "à mort", or when fighting "à
mort" themselves, losers are destroyed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from hexterm.engine.hexgrid import Direction, Hex
from hexterm.engine.planisphere.bonds import NO_BONDS, Bonds, hostile, parties
from hexterm.engine.planisphere.model import PlanState, Status, Unit


@dataclass(slots=True)
class Battle:
    """One conflict: who fought, their scores, who won, what became of each unit.

    `sides` holds each party's units under its key (its first faction key), `members`
    its factions; units of factions standing aside are in neither."""

    place: Hex
    sides: dict[str, list[Unit]]
    node_side: str | None
    holder: str | None
    members: dict[str, tuple[str, ...]] = field(default_factory=dict)
    bonds: Bonds = NO_BONDS
    scores: dict[str, int] = field(default_factory=dict)
    winner: str | None = None
    fates: dict[str, str] = field(default_factory=dict)
    captured: bool = False


def present_factions(state: PlanState, place: Hex, units: list[Unit]) -> set[str]:
    """The factions of `units` and of the node of `place`."""
    node = state.nodes.get(place)
    return {u.faction for u in units} | ({node.faction} if node is not None else set())


def battle_hexes(state: PlanState, bonds: Bonds = NO_BONDS) -> dict[Hex, list[Unit]]:
    """The hexes where parties fight after the movements, in label order, with their
    units.

    Grouping once is safe for the whole phase: a routed unit flees only to a hex its
    allies control or to an empty one, never into another battle.
    """
    present: dict[Hex, list[Unit]] = {}
    for unit in state.deployed():
        assert unit.hex is not None
        present.setdefault(unit.hex, []).append(unit)
    out = {}
    for place, units in present.items():
        if parties(present_factions(state, place, units), bonds):
            out[place] = units
    return dict(sorted(out.items(), key=lambda item: item[0].to_offset()[::-1]))


def fights_to_death(state: PlanState, unit: Unit) -> bool:
    """Whether `unit` fights "à mort" this turn.

    Its stance is set by the resolution (`Turn.stances`, `Turn.move`): an order to
    defend or attack à mort, a Martyr defending, a Berserker attacking. A Mercenaire
    commanded by another faction than its own never fights à mort.
    """
    caps = state.unit_type(unit).capabilities
    if "mercenaire" in caps and unit.faction != unit.origin:
        return False
    return unit.to_death


def _fights(battle: Battle, one: str, other: str) -> bool:
    members = battle.members
    return one != other and hostile(members.get(one, (one,)), members.get(other, (other,)),
                                    battle.bonds)


def score_battle(state: PlanState, battle: Battle) -> None:
    """Fill in the scores and the winner of `battle`."""
    cell = state.cells[battle.place]
    node = state.nodes.get(battle.place)
    combat = {s: sum(state.unit_type(u).combat for u in us) for s, us in battle.sides.items()}
    defence = {s: sum(state.unit_type(u).defence for u in us) for s, us in battle.sides.items()}
    for side in battle.sides:
        total = combat[side]
        if node is not None and side == battle.node_side:
            total += node.combat
        if side == battle.holder:
            total += cell.defence_bonus
        against = sum(d for s, d in defence.items() if _fights(battle, side, s))
        if (node is not None and battle.node_side is not None
                and _fights(battle, side, battle.node_side)):
            owner_influence = cell.influence.get(node.faction, 0)
            theirs = max((cell.influence.get(u.faction, 0) for u in battle.sides[side]),
                         default=0)
            against += max(0, node.defence - max(0, theirs - owner_influence))
        battle.scores[side] = max(0, total - against)
    top = max(battle.scores.values())
    tied = [s for s, v in battle.scores.items() if v == top]
    if len(tied) > 1:
        veterans = [s for s in tied if any("veterans" in state.unit_type(u).capabilities
                                           for u in battle.sides[s])]
        for side in veterans:  # +1 to each tied side with Vétérans: the others drop out
            battle.scores[side] += 1
        tied = veterans or tied
    if len(tied) == 1:
        battle.winner = tied[0]
    elif battle.holder in tied:
        battle.winner = battle.holder


def _can_stand(state: PlanState, unit: Unit, place: Hex) -> bool:
    kind = state.unit_type(unit)
    labels = state.cells[place].labels
    if "volant" in kind.capabilities:
        return True
    for capability, only in (("maritime", "mer"), ("cotier", "cote"), ("fluvial", "fleuve")):
        if capability in kind.capabilities:
            return only in labels
    return bool(kind.terrains & set(labels))


Zones = Mapping[Hex, set[str]]
"""Hexes controlled through a strategic neighbour, with the factions controlling each."""


def control_zones(state: PlanState, holders: Mapping[Hex, str]) -> dict[Hex, set[str]]:
    """The neighbours of held strategic hexes that "control their neighbours".

    The rulebook: a hex may "permettre de contrôler des cases adjacentes comme si des
    unités s'y trouvaient". hexterm's reading: the faction that holds such a hex as the
    turn starts controls its six neighbours for the turn, as if its units stood there:
    another faction's unit entering one stops there (like a defended hex), and a routed
    unit may flee there only if it is that faction's. No battle is fought over a zone.
    """
    zones: dict[Hex, set[str]] = {}
    for place, holder in holders.items():
        if state.cells[place].controls_neighbours:
            for near in place.neighbours():
                if state.size.contains(near):
                    zones.setdefault(near, set()).add(holder)
    return zones


def flee_to(state: PlanState, unit: Unit, bonds: Bonds = NO_BONDS,
            occupants: dict[Hex, list[Unit]] | None = None,
            zones: Zones | None = None) -> Hex | None:
    """Where a routed unit flees: a neighbour its faction and allies control first, else
    an empty one.

    `occupants`, when given, lists the deployed units by hex, so that the units on the
    neighbouring hexes are found without going through every unit of the state. Entries
    left over from units that have since moved or left the map are ignored (a caller
    may only add to it); without it, every unit is looked at.
    """
    assert unit.hex is not None
    mine = unit.faction
    controlled: Hex | None = None
    empty: Hex | None = None
    places = [place for place in map(unit.hex.neighbour, Direction)
              if state.size.contains(place) and _can_stand(state, unit, place)]
    if not places:
        return None
    near = set(places)
    if occupants is None:
        found = [other for other in state.units.values() if other.hex in near]
    else:
        found = [other for place in places for other in occupants.get(place, ())]
    sides_at: dict[Hex, set[str]] = {}
    for other in found:
        if (other is not unit and other.status is Status.DEPLOYED and other.hex is not None
                and other.hex in near):
            sides_at.setdefault(other.hex, set()).add(other.faction)
    for place in places:
        node = state.nodes.get(place)
        sides = sides_at.get(place, set()) | ({node.faction} if node else set())
        if zones and place in zones:
            sides |= set(zones[place])
        if sides and all(bonds.allied(mine, f) for f in sides) and controlled is None:
            controlled = place
        elif not sides and empty is None:
            empty = place
    return controlled or empty


def staying(battle: Battle) -> list[str]:
    """The parties that keep the hex: the winner, then each other party (in key order)
    at peace with every party staying already; none without a winner."""
    if battle.winner is None:
        return []
    kept = [battle.winner]
    for side in sorted(battle.sides):
        if side not in kept and not any(_fights(battle, side, k) for k in kept):
            kept.append(side)
    return kept


def settle(state: PlanState, battle: Battle,
           occupants: dict[Hex, list[Unit]] | None = None, zones: Zones | None = None) -> None:
    """Move, dissolve or destroy the losers, and hand over a captured node.

    The losers are the units of the parties that do not stay (`staying`). `occupants`,
    the deployed units by hex, is passed on to `flee_to`; the units that flee are added
    under their refuge, so that it stays valid from one battle to the next.
    """
    kept = staying(battle)
    winners = battle.sides.get(battle.winner, []) if battle.winner else []
    deadly = any(fights_to_death(state, u) for u in winners)
    for side in kept:
        for unit in battle.sides[side]:
            battle.fates[unit.code] = "holds"
    losers = [u for side, us in battle.sides.items() if side not in kept for u in us]
    for unit in sorted(losers, key=lambda u: u.code):  # code order, across all sides
        if deadly or fights_to_death(state, unit):
            unit.status, unit.hex = Status.DESTROYED, None
            battle.fates[unit.code] = "destroyed"
            continue
        refuge = flee_to(state, unit, battle.bonds, occupants, zones)
        if refuge is None:
            unit.status, unit.hex, unit.commander = Status.RESERVE, None, ""
            unit.faction, unit.hidden, unit.to_death = unit.origin, False, False
            battle.fates[unit.code] = "dissolved"
        else:
            unit.hex = refuge
            if occupants is not None:
                occupants.setdefault(refuge, []).append(unit)
            battle.fates[unit.code] = f"fled to {refuge.label}"
    node = state.nodes.get(battle.place)
    if (node is not None and battle.winner is not None and battle.node_side is not None
            and battle.node_side not in kept):
        node.faction = max(winners, key=lambda u: (state.unit_type(u).combat, u.code)).faction
        battle.captured = True
