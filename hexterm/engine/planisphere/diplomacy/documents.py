"""Documents: issuing them, and the safe-conducts (saufs-conduits) in the movements.

A seat with the diplomat role issues a document for its own faction to a seat of
another faction with ``safe-conduct``, ``mercenary-contract`` or ``master-contract``;
it is made when the turn is resolved, before the deployments, and can be used from the
next turn on. A safe-conduct is attached to a unit's order with ``with D3``: that turn
the unit passes the hexes defended by the issuer's faction (`Passes`), and if its move
ends on a hex where the issuer's units stand (or the issuer's node), it stops on the
hex before instead of fighting (`after_movement`). The safe-conduct is then used up,
whether it was needed or not.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from hexterm.engine.hexgrid import Hex
from hexterm.engine.messages import Message
from hexterm.engine.planisphere.bonds import NO_BONDS, Bonds
from hexterm.engine.planisphere.diplomacy.base import (
    MOVE_PHASE,
    faction_name,
    game_turn,
    new_code,
    paper_result,
    refused,
    safe_conduct_why,
)
from hexterm.engine.planisphere.diplomacy.papers import DocKind, Document, Scope, limit_said
from hexterm.engine.planisphere.kept import KEPT, keep
from hexterm.engine.planisphere.model import PlanState, Status, Unit
from hexterm.engine.planisphere.movement import March
from hexterm.engine.planisphere.orders.papers import MASTER, MERCENARY, SAFE_CONDUCT, PaperOrder
from hexterm.engine.planisphere.turn import Turn
from hexterm.engine.planisphere.words import WORDS
from hexterm.engine.ruleset import Event, Result
from hexterm.engine.seats import Seat

KINDS = {SAFE_CONDUCT: DocKind.SAFE_CONDUCT, MERCENARY: DocKind.MERCENARY,
         MASTER: DocKind.MASTER}


def _holder_why(state: PlanState, seat: Seat, holder: str) -> Message | str:
    if "diplomat" not in seat.roles:
        return WORDS.phrase("{seat} has no Diplomatie: only a diplomat signs documents",
                            seat=seat.name)
    theirs = state.allegiance.get(holder)
    if theirs is None:
        return WORDS.phrase("there is no seat {holder!r} in this game", holder=holder)
    if theirs == seat.faction:
        return (WORDS.phrase("{holder} serves your own faction; documents are given to other "
                             "factions' commanders", holder=holder))
    return ""


def _limit_why(state: PlanState, paper: PaperOrder) -> Message | str:
    now, last = state.turn_in_session, state.turns_per_session
    if paper.limit == "session" and now >= last:
        return (WORDS.phrase("turn {now} is the last of session {session}: a safe-conduct "
                             "limited to this session could never be used", now=now,
                             session=state.session))
    for number in paper.turns:
        if number > last:
            return WORDS.phrase("a session has {last} turns, so there is no turn {number}",
                                last=last, number=number)
        if number <= now:
            return (WORDS.phrase("turn {number} of session {session} is not after this turn "
                                 "({now}); a document can be used from the next turn on",
                                 number=number, session=state.session, now=now))
    return ""


def issue_why(state: PlanState, seat: Seat, paper: PaperOrder) -> Message | str:
    """Why `seat` cannot issue the document of `paper` now ('' when it can)."""
    why = _holder_why(state, seat, paper.holder)
    if why:
        return why
    theirs = state.allegiance[paper.holder]
    own = state.factions[seat.faction]
    if paper.verb == SAFE_CONDUCT:
        if paper.scope == "unit":
            unit = state.units.get(paper.subject)
            if unit is None or unit.faction != theirs:
                return WORDS.phrase("{subject} is not a unit of {holder}'s faction",
                                    subject=paper.subject, holder=paper.holder)
        if paper.scope == "faction" and paper.subject != theirs:
            return (WORDS.phrase("{holder} serves {faction_name}, so a safe-conduct for "
                                 "{subject} would be of no use to them", holder=paper.holder,
                                 faction_name=faction_name(state, theirs), subject=paper.subject))
        return _limit_why(state, paper)
    if paper.verb == MASTER:
        if paper.master not in own.masters:
            return WORDS.phrase("{own} has no weapon master {master}", own=own.name,
                                master=paper.master)
        return ""
    kind = state.types.get(paper.kind)
    if kind is None:
        return WORDS.phrase("there is no unit type {kind!r}", kind=paper.kind)
    if "mercenaire" not in kind.capabilities:
        return WORDS.phrase("{kind} is not Mercenaire: only Mercenaire units are lent",
                            kind=kind.name)
    if kind.key not in own.catalogue and not any(
            u.type == kind.key and u.origin == own.key for u in state.units.values()):
        return WORDS.phrase("{kind} is not a unit of {own}", kind=kind.name, own=own.name)
    for key in paper.items:
        item = state.items.get(key)
        if item is None:
            return WORDS.phrase("there is no item {key!r}", key=key)
        if item.influence:
            return WORDS.phrase("{item} is used up when equipped; a contract lends equipment",
                                item=item.name)
    if len(paper.items) > kind.equipment:
        return (WORDS.phrase("{kind} has Équipement {equipment}; the contract names {n} items",
                             kind=kind.name, equipment=kind.equipment, n=len(paper.items)))
    if paper.until and paper.until <= game_turn(state):
        return (WORDS.phrase("'until {until}': the contract can only be used from turn {value} on",
                             until=paper.until, value=game_turn(state) + 1))
    return ""


def described(state: PlanState, doc: Document) -> Message:
    """A document in words, as reports give it."""
    head = {"code": doc.code, "issuer": doc.issuer, "holder": doc.holder,
            "faction": faction_name(state, doc.faction)}
    if doc.kind is DocKind.MASTER:
        return WORDS.phrase("weapon-master contract {code} from {issuer} ({faction}) to "
                            "{holder}: the master {master}", master=doc.master, **head)
    if doc.kind is DocKind.MERCENARY:
        kind = state.types.get(doc.unit_kind)
        said = WORDS.phrase("mercenary contract {code} from {issuer} ({faction}) to {holder}: "
                            "one {kind}", kind=kind.name if kind else doc.unit_kind, **head)
        if doc.items:
            said = WORDS.phrase("{said}, equipped with {items}", said=said,
                                items=", ".join(doc.items))
        if doc.until:
            said = WORDS.phrase("{said}, until turn {turn}", said=said, turn=doc.until)
        return said
    whom = {Scope.UNIT: WORDS.phrase("the unit {unit}", unit=doc.subject),
            Scope.FACTION: WORDS.phrase("the units of {faction}",
                                        faction=faction_name(state, doc.subject)),
            Scope.BEARER: WORDS.phrase("the bearer")}[doc.scope]
    said = WORDS.phrase("safe-conduct {code} from {issuer} ({faction}) to {holder}: for {whom}",
                        whom=whom, **head)
    limit = limit_said(doc)
    return WORDS.phrase("{said}, {limit}", said=said, limit=limit) if limit else said


def describe(state: PlanState, doc: Document) -> str:
    """A document in English words (`described`)."""
    return str(described(state, doc))


def issue(turn: Turn, seat: Seat, paper: PaperOrder) -> None:
    """Make the document of `paper`, or say why not."""
    state = turn.state
    if refused(turn, seat, paper, paper.holder or seat.name, issue_why(state, seat, paper)):
        return
    limited = bool(paper.limit)
    doc = Document(new_code(state, "D"), KINDS[paper.verb], seat.name, seat.faction,
                   paper.holder, turn.turn, scope=Scope(paper.scope or "bearer"),
                   subject=paper.subject, limited=limited,
                   session=state.session if limited else 0, turns=paper.turns,
                   unit_kind=paper.kind, items=paper.items, until=paper.until,
                   master=paper.master)
    state.documents[doc.code] = doc
    paper_result(turn, seat, paper, doc.code, Result.DONE,
                 WORDS.phrase("{document}; it can be used from the next turn on",
                              document=described(state, doc)), also=(doc.holder,))


@dataclass(slots=True)
class Passes:
    """The movement's pass rule (`movement.PassRule`): a unit passes a hex defended by
    a faction bound to its own by a passage clause or by the issuer of a safe-conduct it
    carries."""

    bonds: Bonds = NO_BONDS
    carried: dict[str, list[Document]] = field(default_factory=dict)
    refused: list[tuple[Seat, str, str, Message | str]] = field(default_factory=list)
    """(seat, unit code, document code, why) of the documents that could not be used."""

    def __call__(self, unit: Unit, place: Hex, defender: str) -> bool:
        if self.bonds.passes(unit.faction, defender):
            return True
        return any(doc.faction == defender for doc in self.carried.get(unit.code, ()))


def carried(turn: Turn, bonds: Bonds) -> Passes:
    """The safe-conducts this turn's unit orders carry, checked, as the pass rule."""
    state = turn.state
    rule = Passes(bonds)
    taken: set[str] = set()
    for seat, order in turn.orders:
        unit = state.units.get(order.unit)
        for action in order.actions:
            for code in action.papers:
                why = safe_conduct_why(state, code, seat.name, unit) if unit else \
                    WORDS.phrase("no unit")
                if not why and code in taken:
                    why = WORDS.phrase("{code} is attached to another order", code=code)
                if why:
                    rule.refused.append((seat, order.unit, code, why))
                    continue
                taken.add(code)
                rule.carried.setdefault(order.unit, []).append(state.documents[code])
    return rule


def _issuers_at(state: PlanState, place: Hex, unit: Unit, factions: set[str]) -> list[str]:
    """The factions of `factions` whose units (other than `unit`) or node are at `place`."""
    here = {u.faction for u in state.units.values()
            if u is not unit and u.status is Status.DEPLOYED and u.hex == place}
    node = state.nodes.get(place)
    if node is not None:
        here.add(node.faction)
    return sorted(here & factions)


def step_back(state: PlanState, march: March, factions: set[str],
              codes: Sequence[str]) -> None:
    """Take the unit back along its path while it stands with the issuers' units."""
    unit = march.unit
    assert unit.hex is not None
    first: tuple[Hex, list[str]] | None = None
    while march.steps > 0:
        there = _issuers_at(state, unit.hex, unit, factions)
        if not there:
            break
        if first is None:
            first = (unit.hex, there)
        unit.hex = unit.hex - march.path[march.steps - 1].vector
        march.steps -= 1
    if first is not None:
        names = ", ".join(faction_name(state, f) for f in first[1])
        march.stop = WORDS.phrase("stopped before {hex}, where {names} stand "
                                  "(safe-conduct {codes})", hex=first[0].label, names=names,
                                  codes=", ".join(codes))


def use_safe_conducts(turn: Turn, moving: dict[str, March],
                      report: Callable[[Event], None]) -> None:
    """After the marches: stop short of the issuers' hexes, and use up the papers."""
    state = turn.state
    rule = turn.may_pass
    if not isinstance(rule, Passes):
        return
    for seat, code_unit, code, why in rule.refused:
        kept = {KEPT: keep(why)} if isinstance(why, Message) else {}
        report(Event(turn.turn, MOVE_PHASE, code_unit, f"{code} is not honoured for "
                     f"{code_unit}: {why}", (seat.name,), key="paper.refused",
                     args={"unit": code_unit, "document": code, "reason": str(why), **kept}))
    for code_unit, docs in sorted(rule.carried.items()):
        unit = state.units[code_unit]
        codes = [d.code for d in docs]
        if unit.status is not Status.DEPLOYED:
            for doc in docs:
                report(Event(turn.turn, MOVE_PHASE, code_unit, f"{doc.code} was not used: "
                             f"{code_unit} is not on the map", (doc.holder,),
                             key="paper.unused", args={"unit": code_unit,
                                                       "document": doc.code}))
            continue
        march = moving.get(code_unit)
        if march is not None:
            step_back(state, march, {d.faction for d in docs}, codes)
        for doc in docs:
            doc.used = turn.turn
            report(Event(turn.turn, MOVE_PHASE, code_unit, f"{code_unit} uses the "
                         f"safe-conduct {doc.code} of {faction_name(state, doc.faction)}",
                         tuple(sorted({doc.holder, doc.issuer})), key="paper.used",
                         args={"unit": code_unit, "document": doc.code}))
