"""The checks of the diplomacy's orders at submission (stage two).

Every paper line is checked against the state (who may sign, whether the document is
held and unused, whether the accord is open...), every ``with DOC`` attached to a unit's
action must be a safe-conduct the seat may use for that unit, an attack on a visible
unit of an allied faction is refused, and hires count with the deployments against the
seat's deployment capacity and chest. A seat that secedes or joins a faction writes
nothing else that turn: its units leave the map for the new faction's reserve. Each
refusal is one IllegalOrderError naming the line.

Some orders are allowed but do nothing: `idle_safe_conducts` points them out when they
are written (a safe-conduct attached to a unit that does not move).
"""

from __future__ import annotations

from collections.abc import Callable

from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.messages import Message
from hexterm.engine.planisphere.diplomacy.accords import accord_why, bonds_of
from hexterm.engine.planisphere.diplomacy.base import document_why, faction_name, safe_conduct_why
from hexterm.engine.planisphere.diplomacy.contracts import hire_why, present_why
from hexterm.engine.planisphere.diplomacy.documents import issue_why
from hexterm.engine.planisphere.diplomacy.loyalty import loyalty_why
from hexterm.engine.planisphere.diplomacy.maps import reveal_why
from hexterm.engine.planisphere.diplomacy.papers import DocKind
from hexterm.engine.planisphere.model import PlanState
from hexterm.engine.planisphere.orders.lines import Orders, Verb
from hexterm.engine.planisphere.orders.papers import (
    ACCORD,
    HIRE,
    JOIN,
    MASTER,
    MERCENARY,
    PRESENT,
    REVEAL,
    SAFE_CONDUCT,
    SECEDE,
    PaperOrder,
)
from hexterm.engine.planisphere.words import WORDS, verb_word
from hexterm.engine.seats import Seat

Check = Callable[[PlanState, Seat, PaperOrder], Message | str]
CHECKS: dict[str, Check] = {
    SAFE_CONDUCT: issue_why, MERCENARY: issue_why, MASTER: issue_why, HIRE: hire_why,
    PRESENT: present_why, ACCORD: accord_why, REVEAL: reveal_why, SECEDE: loyalty_why,
    JOIN: loyalty_why,
}


def paper_why(state: PlanState, seat: Seat, paper: PaperOrder) -> Message | str:
    """Why the rules forbid the paper line now ('' when they allow it)."""
    return CHECKS[paper.verb](state, seat, paper)


def _refuse(paper: PaperOrder, why: Message | str) -> IllegalOrderError:
    return IllegalOrderError(WORDS.phrase("{verb}: {why}", verb=verb_word(paper.verb), why=why),
                             line=paper.line or None, field=paper.verb)


def _check_papers(state: PlanState, seat: Seat, orders: Orders, named: dict[str, int]) -> None:
    changing = [p for p in orders.papers if p.verb in (SECEDE, JOIN)]
    if changing and (len(orders.papers) > 1 or orders.units or orders.reserve):
        raise _refuse(changing[0], WORDS.phrase(
            "a commander who changes faction gives no other order that turn (its units leave "
            "the map for the new faction's reserve)"))
    for paper in orders.papers:
        why = paper_why(state, seat, paper)
        if why:
            raise _refuse(paper, why)
        if paper.doc and paper.verb in (HIRE, PRESENT, ACCORD, REVEAL):
            if paper.doc in named:
                raise _refuse(paper, WORDS.phrase("{code} is already named on line {line}",
                                                  code=paper.doc, line=named[paper.doc]))
            named[paper.doc] = paper.line


def _check_units(state: PlanState, seat: Seat, orders: Orders, named: dict[str, int]) -> None:
    bonds = bonds_of(state)
    for order in orders.units:
        unit = state.units[order.unit]
        for action in order.actions:
            where = WORDS.phrase("unit {unit}: {verb}", unit=order.unit,
                                 verb=verb_word(action.verb.value))
            for code in action.papers:
                why = safe_conduct_why(state, code, seat.name, unit)
                if not why and code in named:
                    why = WORDS.phrase("{code} is already named on line {line}", code=code,
                                       line=named[code])
                if why:
                    raise IllegalOrderError(WORDS.phrase("{where}: with {code}: {why}",
                                                         where=where, code=code, why=why),
                                            line=action.line or None, field="with")
                named[code] = action.line
            target = state.units.get(action.target) if action.verb is Verb.ATTACK else None
            if (target is not None and not target.hidden and target.faction != unit.faction
                    and bonds.at_peace(target.faction, unit.faction)):
                raise IllegalOrderError(
                    WORDS.phrase("{where}: {target} is of {faction_name}, at peace with yours by "
                                 "a grand accord (non-aggression or alliance); leave the accord "
                                 "before attacking it", where=where, target=target.code,
                                 faction_name=faction_name(state, target.faction)),
                    line=action.line or None, field=action.verb.value)


def _check_hires(state: PlanState, seat: Seat, orders: Orders) -> None:
    hires = [p for p in orders.papers if p.verb == HIRE]
    if not hires:
        return
    deploys = cost_da = cost_do = 0
    for order in orders.units:
        if order.action(Verb.DEPLOY) is not None:
            kind = state.unit_type(state.units[order.unit])
            deploys += "artificiel" not in kind.capabilities
            cost_da += kind.deploy_cost_da
            cost_do += kind.deploy_cost_do
    for paper in hires:
        doc, _why = document_why(state, paper.doc, seat.name)
        assert doc is not None
        kind = state.types[doc.unit_kind]
        deploys += "artificiel" not in kind.capabilities
        cost_da += kind.deploy_cost_da
        cost_do += kind.deploy_cost_do
        capacity = state.deploy_capacity(seat.faction)
        if deploys > capacity:
            raise _refuse(paper, WORDS.phrase(
                "{n} deployments and hires ordered; your deployment capacity this turn is "
                "{capacity}", n=deploys, capacity=capacity))
        chest = state.factions[seat.faction]
        if cost_da > chest.da or cost_do > chest.do:
            raise _refuse(paper, WORDS.phrase(
                "the deployments and hires cost {da} DA and {do} DO; the chest holds {has_da} "
                "DA and {has_do} DO", da=cost_da, do=cost_do, has_da=chest.da,
                has_do=chest.do))


def verify_orders(state: PlanState, seat: Seat, orders: Orders) -> None:
    """Raise IllegalOrderError (naming the line) for the first diplomacy order the rules
    forbid."""
    named: dict[str, int] = {}
    _check_papers(state, seat, orders, named)
    _check_units(state, seat, orders, named)
    _check_hires(state, seat, orders)


def idle_safe_conducts(state: PlanState, orders: Orders) -> list[tuple[str, str]]:
    """(unit, document) of the safe-conducts attached to the order of a unit that does
    not move this turn (no move in its order). A safe-conduct lets a unit pass the
    issuer's defended hexes and stop short of its units (rulebook: "traverser une case
    défendue"); a unit that stays does neither, and the safe-conduct is used up all the
    same (reading D6). Allowed, but pointed out when the order is written."""
    out = []
    for order in orders.units:
        if order.action(Verb.MOVE) is not None:
            continue
        for action in order.actions:
            for code in action.papers:
                doc = state.documents.get(code)
                if doc is not None and doc.kind is DocKind.SAFE_CONDUCT:
                    out.append((order.unit, code))
    return out
