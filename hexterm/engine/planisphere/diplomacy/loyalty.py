"""Loyalty and civil wars (La Loyauté et les Guerres Civiles): secession and joining.

``secede KEY NAME PREFIX`` (faire sécession): a commander founds a dissident faction,
the daughter (fille) of the faction it served (the mother), and serves it from now on.
A faction needs a base, so the commander must have founded a node of the mother.
``join KEY`` (rejoindre): a later turn, another commander of the mother joins the
daughter. Either way, when the turn is resolved (before the deployments):

- the nodes the commander founded (Node.founder) that the mother owns pass to the
  daughter, whose influence there starts at 1;
- the units the commander deployed this session (the cards the scenario put on the
  map count as deployed in the first session) leave the map: the mother's cards go
  into the daughter's reserve, as the daughter's own cards, and the daughter's
  catalogue gains their types; a hired mercenary goes back to its origin's reserve;
  what the units carried and had equipped goes to the daughter's chest;
- the documents the commander holds and has not used are void (a daughter benefits
  from none of the mother's safe-conducts or contracts; it is party to none of the
  mother's accords, which name the mother's key).

The daughter starts with an empty chest and no weapon masters. Its reserve may exceed
its limit; it then produces no recruits (`sessions`). Cards keep their codes; cards
made later for the daughter take its PREFIX. Secession and joining are public news.
"""

from __future__ import annotations

import re

from hexterm.engine.messages import Message
from hexterm.engine.planisphere.diplomacy.base import PHASE, faction_name, paper_result, refused
from hexterm.engine.planisphere.economy.goods import add
from hexterm.engine.planisphere.influence import influence, set_influence
from hexterm.engine.planisphere.model import Faction, PlanState, Status
from hexterm.engine.planisphere.orders.papers import SECEDE, PaperOrder
from hexterm.engine.planisphere.turn import Turn
from hexterm.engine.planisphere.words import WORDS
from hexterm.engine.ruleset import PUBLIC, Result
from hexterm.engine.seats import Seat


def founded(state: PlanState, seat: str, faction: str) -> list[str]:
    """The hex labels of the nodes `seat` founded that `faction` owns, in label order."""
    return sorted(place.label for place, node in state.nodes.items()
                  if node.founder == seat and node.faction == faction)


def loyalty_why(state: PlanState, seat: Seat, paper: PaperOrder) -> Message | str:
    """Why `seat` cannot secede or join now ('' when it can)."""
    mother = state.factions[seat.faction]
    if paper.verb == SECEDE:
        if paper.faction in state.factions:
            return WORDS.phrase("there is already a faction {faction!r}", faction=paper.faction)
        taken = [f.name for f in state.factions.values() if f.prefix == paper.prefix]
        pattern = re.compile(rf"^{re.escape(paper.prefix)}\d+$")
        if taken or any(pattern.match(code) for code in state.units):
            return WORDS.phrase("the unit code prefix {prefix} is already used",
                                prefix=paper.prefix)
        if not founded(state, seat.name, mother.key):
            return (WORDS.phrase("{seat} founded no node of {mother}, and a new faction needs a "
                                 "base", seat=seat.name, mother=mother.name))
        return ""
    daughter = state.factions.get(paper.faction)
    if daughter is None or daughter.mother != mother.key:
        return WORDS.phrase("{faction!r} is not a faction that split from {mother}",
                            faction=paper.faction, mother=mother.name)
    return ""


def carry_out(turn: Turn, seat: Seat, paper: PaperOrder) -> None:
    """Secede or join: the seat now serves the daughter, with its nodes and units."""
    state = turn.state
    if refused(turn, seat, paper, paper.faction, loyalty_why(state, seat, paper)):
        return
    mother = seat.faction
    if paper.verb == SECEDE:
        state.factions[paper.faction] = Faction(paper.faction, paper.name, paper.prefix,
                                                mother=mother)
    daughter = state.factions[paper.faction]
    state.allegiance[seat.name] = daughter.key
    nodes, units = bring_over(turn, seat.name, mother, daughter.key)
    said = {"seat": seat.name, "mother": faction_name(state, mother),
            "daughter": daughter.name,
            "nodes": ", ".join(nodes) or WORDS.phrase("no hex"),
            "units": ", ".join(units) or WORDS.phrase("none")}
    text = WORDS.phrase("{seat} secedes from {mother} and founds {daughter} ({prefix}): the "
                        "nodes at {nodes} and the cards {units} go with them",
                        prefix=daughter.prefix, **said) if paper.verb == SECEDE else \
        WORDS.phrase("{seat} leaves {mother} for {daughter}: the nodes at {nodes} and the "
                     "cards {units} go with them", **said)
    paper_result(turn, seat, paper, daughter.key, Result.DONE, text, also=(PUBLIC,))


def bring_over(turn: Turn, seat: str, mother: str,
               daughter: str) -> tuple[list[str], list[str]]:
    """Move the seat's nodes, units and papers from `mother` to `daughter`; the labels
    of the nodes and the codes of the cards that changed hands."""
    state = turn.state
    new = state.factions[daughter]
    nodes = founded(state, seat, mother)
    for place, node in sorted(state.nodes.items(), key=lambda kv: kv[0].label):
        if node.founder == seat and node.faction == mother:
            node.faction = daughter
            set_influence(state, place, daughter, max(1, influence(state, place, daughter)),
                          turn.turn)
    units = []
    for unit in sorted(state.deployed(), key=lambda u: (len(u.code), u.code)):
        if (unit.commander != seat or unit.faction != mother
                or unit.deployed_session not in (0, state.session)):
            continue
        for key, amount in sorted(unit.cargo.items()):
            add(new.goods, key, amount)
        for key in unit.gear:
            add(new.items, key, 1)
        if unit.origin == mother:
            unit.origin = daughter
            if unit.type not in new.catalogue:
                new.catalogue = (*new.catalogue, unit.type)
        unit.status, unit.hex, unit.commander = Status.RESERVE, None, ""
        unit.faction, unit.hidden, unit.to_death = unit.origin, False, False
        unit.last_order, unit.cargo, unit.gear = "", {}, ()
        units.append(unit.code)
    for doc in sorted(state.documents.values(), key=lambda d: (len(d.code), d.code)):
        if doc.holder == seat and not doc.used:
            doc.used = turn.turn
            turn.tell(PHASE, doc.code, WORDS.phrase(
                "{code} is void: its holder {seat} now serves {faction}", code=doc.code,
                seat=seat, faction=new.name), tuple(sorted({seat, doc.issuer})), "paper.void",
                {"document": doc.code})
    return nodes, units
