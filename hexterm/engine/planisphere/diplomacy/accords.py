"""Grand accords (Grands accords): proposed, accepted, refused, left; and their bonds.

A diplomat proposes an accord for its faction with one or more other factions (``accord
propose NAME with KEY,KEY clauses CLAUSE,CLAUSE : TEXT``: all three clauses when none is
written); the proposer's faction counts as accepting it. A diplomat of each other
faction concerned answers ``accord accept A2`` or ``accord refuse A2``: it is signed
when every faction concerned has accepted it, refused as soon as one refuses. A signed
accord is ratified once the authorities of each faction concerned accept it ("doit être
accepté par les autorités de chaque faction concernée"): the organiser's acts
``ratify A2 FACTION`` and ``refuse A2 FACTION`` (`authorities`). A diplomat
of a party ends a ratified accord with ``accord leave A2``. Each of these lines is
reported to the seats of the accord's factions only, its parties (the view shows a
ratified or ended accord to everyone: `views.papers`). All of this happens when the turn
is resolved, before the deployments, so an accord ratified (or left) this turn already
counts in this turn's movements and conflicts.

A ratified accord binds each pair of its factions by its clauses, and nothing else
(`bonds`): passage, non-aggression, alliance. Accords do not chain: two factions that
each have an accord with a third are bound to nothing between them.
"""

from __future__ import annotations

from collections.abc import Sequence

from hexterm.engine.messages import Message
from hexterm.engine.planisphere.bonds import NO_BONDS, Bonds, bound
from hexterm.engine.planisphere.diplomacy.base import (
    faction_name,
    new_code,
    paper_result,
    refused,
)
from hexterm.engine.planisphere.diplomacy.papers import AccordStatus, GrandAccord
from hexterm.engine.planisphere.model import PlanState
from hexterm.engine.planisphere.orders.papers import PaperOrder
from hexterm.engine.planisphere.turn import Turn
from hexterm.engine.planisphere.words import WORDS
from hexterm.engine.ruleset import Result
from hexterm.engine.seats import Seat


def accord_why(state: PlanState, seat: Seat, paper: PaperOrder) -> Message | str:
    """Why `seat` cannot carry out the accord line `paper` now ('' when it can)."""
    if "diplomat" not in seat.roles:
        return WORDS.phrase("{seat} has no Diplomatie: only a diplomat deals in grand accords",
                            seat=seat.name)
    if paper.action == "propose":
        for key in paper.factions:
            if key not in state.factions:
                return WORDS.phrase("there is no faction {key!r}", key=key)
            if key == seat.faction:
                return WORDS.phrase("your own faction is a party already; name the other factions")
        return ""
    accord = state.accords.get(paper.doc)
    if accord is None or seat.faction not in accord.factions:
        return WORDS.phrase("{doc} is not an accord your faction is party to", doc=paper.doc)
    if paper.action == "leave":
        if accord.status is not AccordStatus.RATIFIED:
            return WORDS.phrase("{doc} is not in force (it is {status})", doc=paper.doc,
                                status=accord.status.value)
        return ""
    if accord.status is not AccordStatus.PROPOSED:
        return WORDS.phrase("{doc} is no longer open (it is {status})", doc=paper.doc,
                            status=accord.status.value)
    if paper.action == "accept" and seat.faction in accord.accepted:
        return WORDS.phrase("{faction_name} has already accepted {doc}",
                            faction_name=faction_name(state, seat.faction), doc=paper.doc)
    return ""


def _parties(state: PlanState, accord: GrandAccord) -> tuple[str, ...]:
    return tuple(s for f in accord.factions for s in state.seats_serving(f))


def _apply(turn: Turn, seat: Seat, paper: PaperOrder) -> None:
    state = turn.state
    if refused(turn, seat, paper, paper.doc or paper.name, accord_why(state, seat, paper)):
        return
    if paper.action == "propose":
        factions = (seat.faction, *paper.factions)
        accord = GrandAccord(new_code(state, "A"), paper.name, seat.faction, factions,
                             paper.text, (seat.faction,), clauses=paper.clauses)
        state.accords[accord.code] = accord
        names = ", ".join(faction_name(state, f) for f in paper.factions)
        paper_result(turn, seat, paper, accord.code, Result.DONE,
                     WORDS.phrase("{faction} proposes the grand accord '{accord}' to {names}",
                                  faction=faction_name(state, seat.faction), accord=accord.name,
                                  names=names), also=_parties(state, accord))
        return
    accord = state.accords[paper.doc]
    mine = faction_name(state, seat.faction)
    if paper.action == "accept":
        accord.accepted = (*accord.accepted, seat.faction)
        text = WORDS.phrase("{faction} accepts '{accord}'", faction=mine, accord=accord.name)
        if set(accord.accepted) >= set(accord.factions):
            accord.status = AccordStatus.SIGNED
            text = WORDS.phrase("{faction} accepts '{accord}'; every faction concerned has "
                                "signed it: it awaits the answer of each faction's "
                                "authorities", faction=mine, accord=accord.name)
    elif paper.action == "refuse":
        accord.status = AccordStatus.REFUSED
        text = WORDS.phrase("{faction} refuses '{accord}': it is refused", faction=mine,
                            accord=accord.name)
    else:
        accord.status = AccordStatus.ENDED
        text = WORDS.phrase("{faction} leaves '{accord}': it has ended", faction=mine,
                            accord=accord.name)
    paper_result(turn, seat, paper, accord.code, Result.DONE, text,
                 also=_parties(state, accord))


def carry_out(turn: Turn, papers: Sequence[tuple[Seat, PaperOrder]]) -> None:
    """Every accord line of the turn: proposals, then answers, then departures."""
    for actions in (("propose",), ("accept", "refuse"), ("leave",)):
        for seat, paper in papers:
            if paper.action in actions:
                _apply(turn, seat, paper)


def bonds_of(state: PlanState) -> Bonds:
    """The clauses in force between each pair of factions, from the ratified accords."""
    links = [(a.factions, a.clauses) for a in state.accords.values()
             if a.status is AccordStatus.RATIFIED]
    return bound(links) if links else NO_BONDS
