"""Contracts carried out: hiring under a mercenary contract, presenting a master contract.

``hire D2 at HEX [DIR]`` (engager, phase 1, after the deployments): the holder deploys
a card of the contract's unit type from the issuer's reserve (lowest code first) from
one of its own nodes, onto the node's hex or the neighbour DIR, under its command, paid
from its own chest and counted in its own deployment capacity. The contract's items
come from the issuer's chest and are equipped. The card serves the holder's faction
and keeps its origin: dissolved, or at the session's end, it goes back to the issuer's
reserve, and as a Mercenaire it never fights à mort for the holder. If the issuer's
reserve has no card of that type left, or its chest lacks an item, the contract cannot
apply and stays with the holder, unused. One contract, one deployment.

``present D4`` (présenter, before the deployments): the weapon master of a master
contract passes from the issuer's faction to the holder's. If the issuer's faction no
longer has it, the contract stays with the holder, unused.
"""

from __future__ import annotations

from collections import Counter

from hexterm.engine.hexgrid import Hex
from hexterm.engine.messages import Message
from hexterm.engine.planisphere.diplomacy.base import document_why, game_turn
from hexterm.engine.planisphere.diplomacy.papers import DOC_NAMES, DocKind, Document
from hexterm.engine.planisphere.economy.goods import take
from hexterm.engine.planisphere.economy.rules import ledger
from hexterm.engine.planisphere.model import PlanState, Status, Unit, UnitType
from hexterm.engine.planisphere.orders.papers import PaperOrder
from hexterm.engine.planisphere.turn import Phase, Turn
from hexterm.engine.planisphere.words import WORDS, typed_word
from hexterm.engine.ruleset import Result
from hexterm.engine.seats import Seat


def contract_why(state: PlanState, seat: Seat, code: str, kind: DocKind,
                 now: int) -> tuple[Document | None, Message | str]:
    """(the contract `code`, why `seat` cannot use it as a `kind` now)."""
    doc, why = document_why(state, code, seat.name)
    if doc is None or why:
        return doc, why
    if doc.kind is not kind:
        verb = "hire" if kind is DocKind.MERCENARY else "present"
        return doc, WORDS.phrase("{code} is a {doc_names}; '{verb}' takes a {doc_names2}",
                                 code=code, doc_names=DOC_NAMES[doc.kind], verb=verb,
                                 doc_names2=DOC_NAMES[kind])
    if doc.until and now > doc.until:
        return doc, WORDS.phrase("{code} was good until turn {until}", code=code, until=doc.until)
    return doc, ""


def standable(state: PlanState, kind: UnitType, place: Hex) -> bool:
    """Whether a unit of `kind` may be deployed on `place` (as `legality` checks it)."""
    labels = state.cells[place].labels
    for capability, only in (("maritime", "mer"), ("cotier", "cote"), ("fluvial", "fleuve")):
        if capability in kind.capabilities:
            return only in labels
    return "volant" in kind.capabilities or bool(kind.terrains & set(labels))


def landing(state: PlanState, seat: Seat, paper: PaperOrder,
            kind: UnitType) -> tuple[Hex | None, Message | str]:
    """(where the hired card lands, why it cannot: '' when it can)."""
    assert paper.place is not None
    node = state.nodes.get(paper.place)
    if node is None or node.faction != seat.faction:
        return None, WORDS.phrase("the node at {hex} is not your faction's",
                                  hex=paper.place.label)
    place = paper.place.neighbour(paper.direction) if paper.direction else paper.place
    if not state.size.contains(place):
        return None, WORDS.phrase("{direction} of {hex} is off the map",
                                  direction=typed_word(paper.direction.name)
                                  if paper.direction else "", hex=paper.place.label)
    if not standable(state, kind, place):
        return None, WORDS.phrase("{kind} cannot stand on {hex}", kind=kind.name,
                                  hex=place.label)
    return place, ""


def hire_why(state: PlanState, seat: Seat, paper: PaperOrder) -> Message | str:
    """What the submission can check of a hire (the issuer's reserve and chest are only
    looked at when the turn is resolved)."""
    doc, why = contract_why(state, seat, paper.doc, DocKind.MERCENARY, game_turn(state))
    if doc is None or why:
        return why
    return landing(state, seat, paper, state.types[doc.unit_kind])[1]


def present_why(state: PlanState, seat: Seat, paper: PaperOrder) -> Message | str:
    return contract_why(state, seat, paper.doc, DocKind.MASTER, game_turn(state))[1]


def present(turn: Turn, seat: Seat, paper: PaperOrder
            ) -> tuple[Result, Message | str, tuple[str, ...]]:
    """(result, reason, other seats told) of presenting a master contract."""
    state = turn.state
    doc, why = contract_why(state, seat, paper.doc, DocKind.MASTER, turn.turn)
    if doc is None or why:
        return Result.FAILED, why, ()
    issuer = state.factions[doc.faction]
    mine = state.factions[seat.faction]
    if doc.master not in issuer.masters:
        return Result.FAILED, WORDS.phrase(
            "{faction} no longer has the weapon master {master}; the contract stays with you",
            faction=issuer.name, master=doc.master), ()
    if doc.master in mine.masters:
        return Result.FAILED, WORDS.phrase(
            "{faction} already has a weapon master called {master}; the contract stays with "
            "you", faction=mine.name, master=doc.master), ()
    mine.masters[doc.master] = issuer.masters.pop(doc.master)
    doc.used = turn.turn
    kind = state.types[mine.masters[doc.master]]
    return Result.DONE, WORDS.phrase("the weapon master {master} ({kind}) passes from {issuer} "
                                     "to {faction}", master=doc.master, kind=kind.name,
                                     issuer=issuer.name, faction=mine.name), (doc.issuer,)


class Hiring:
    """The hires of one turn: the deployment capacity already used per seat."""

    def __init__(self, turn: Turn) -> None:
        self.turn = turn
        state = turn.state
        self.used: Counter[str] = Counter()
        self.left_reserve: Counter[str] = Counter()  # counted cards gone this turn, by origin
        for event in turn.events:
            if event.key == "order.deploy" and event.result is Result.DONE:
                unit = state.units[str(event.args["unit"])]
                if "artificiel" not in state.unit_type(unit).capabilities:
                    self.left_reserve[unit.origin] += 1
                    self.used[unit.commander] += 1

    def capacity(self, faction: str) -> int:
        """The capacity as the deployment phase worked it out (before any card left)."""
        state = self.turn.state
        return max(1, (state.counted_reserve(faction) + self.left_reserve[faction]) // 10)

    def hire(self, seat: Seat, paper: PaperOrder
             ) -> tuple[Result, Message | str, tuple[str, ...]]:
        """(result, reason, other seats told) of one hire."""
        state = self.turn.state
        doc, why = contract_why(state, seat, paper.doc, DocKind.MERCENARY, self.turn.turn)
        if doc is None or why:
            return Result.FAILED, why, ()
        kind = state.types[doc.unit_kind]
        place, why = landing(state, seat, paper, kind)
        if place is None:
            return Result.FAILED, why, ()
        issuer = state.factions[doc.faction]
        cards = sorted((u for u in state.reserve(issuer.key) if u.type == kind.key),
                       key=lambda u: (len(u.code), u.code))
        if not cards:
            return Result.FAILED, WORDS.phrase(
                "{faction} has no {kind} card left in its reserve; the contract stays with you",
                faction=issuer.name, kind=kind.name), ()
        need = Counter(doc.items)
        for key, count in sorted(need.items()):
            if issuer.items.get(key, 0) < count:
                return Result.FAILED, WORDS.phrase(
                    "{faction}'s chest lacks the item {item}; the contract stays with you",
                    faction=issuer.name, item=key), ()
        artificial = "artificiel" in kind.capabilities
        mine = state.factions[seat.faction]
        if not artificial and self.used[seat.name] >= self.capacity(mine.key):
            return (Result.FAILED,
                    WORDS.phrase("the deployment capacity of this turn is used up"), ())
        if mine.da < kind.deploy_cost_da or mine.do < kind.deploy_cost_do:
            return Result.FAILED, WORDS.phrase("the chest cannot pay {da} DA",
                                               da=kind.deploy_cost_da), ()
        for key, count in need.items():
            take(issuer.items, key, count)
        mine.da -= kind.deploy_cost_da
        mine.do -= kind.deploy_cost_do
        unit = cards[0]
        self.turn.events.append(ledger(self.turn.turn, Phase.DEPLOYMENT, unit.code, "deploy",
                                       mine.key, da=-kind.deploy_cost_da,
                                       do=-kind.deploy_cost_do))
        if not artificial:
            self.used[seat.name] += 1
            self.left_reserve[issuer.key] += 1
        _deploy(unit, place, seat, state.session, doc.items)
        doc.used = self.turn.turn
        return Result.DONE, WORDS.phrase(
            "{unit} ({kind}) of {faction} deployed at {hex} under your command for {da} DA",
            unit=unit.code, kind=kind.name, faction=issuer.name, hex=place.label,
            da=kind.deploy_cost_da), (doc.issuer,)


def _deploy(unit: Unit, place: Hex, seat: Seat, session: int, items: tuple[str, ...]) -> None:
    unit.status, unit.hex, unit.commander = Status.DEPLOYED, place, seat.name
    unit.faction, unit.hidden, unit.to_death = seat.faction, False, False
    unit.deployed_session = session
    unit.gear = items

