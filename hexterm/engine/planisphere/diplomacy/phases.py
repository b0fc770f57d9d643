"""Diplomacy in the resolution: documents, grand accords, loyalty, annotations.

The hooks the resolution, the sessions, the scenario, the checks and the views call.
The seat's paper lines (`orders.papers`) are carried out when the turn is resolved,
before the deployments, in this order: secessions and joinings
(`diplomacy.loyalty`), grand accords (`diplomacy.accords`), new documents
(`diplomacy.documents`), master contracts presented (`diplomacy.contracts`), and
annotations revealed (`diplomacy.maps`); each seat's lines in the order written,
seats in the game's order. Then the sides of the turn's conflicts are set from the
ratified accords, and the pass rule of its movements from the sides and the
safe-conducts its unit orders carry. Hires under mercenary contracts come after the
deployments; safe-conducted units stop short of their issuers' hexes after the
movements. What each seat sees is in `views.papers`, the submission checks in
`diplomacy.checks`. The rules in words: docs/rules/diplomacy.md.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from hexterm.engine.planisphere.diplomacy import (
    accords,
    checks,
    contracts,
    documents,
    loyalty,
    maps,
)
from hexterm.engine.planisphere.diplomacy.base import paper_result
from hexterm.engine.planisphere.model import PlanState
from hexterm.engine.planisphere.movement import March
from hexterm.engine.planisphere.orders.lines import Orders
from hexterm.engine.planisphere.orders.papers import (
    ACCORD,
    HIRE,
    ISSUING_VERBS,
    JOIN,
    PRESENT,
    REVEAL,
    SECEDE,
    PaperOrder,
)
from hexterm.engine.planisphere.turn import Turn
from hexterm.engine.planisphere.views import papers as paper_views
from hexterm.engine.ruleset import Event
from hexterm.engine.seats import Seat


def papers_of(turn: Turn) -> list[tuple[Seat, PaperOrder]]:
    """The turn's paper lines with their seats, seats in the game's order."""
    return list(turn.papers)


def before_deployment(turn: Turn) -> None:
    """Papers carried out before the deployments; sets `turn.bonds`, `turn.may_pass`."""
    state = turn.state
    for seat in turn.seats:  # saves from before the papers may not know every seat yet
        state.allegiance.setdefault(seat.name, seat.faction)
    papers = papers_of(turn)
    for seat, paper in papers:
        if paper.verb in (SECEDE, JOIN):
            loyalty.carry_out(turn, seat, paper)
    turn.seats = tuple(replace(s, faction=state.allegiance.get(s.name, s.faction))
                       for s in turn.seats)
    accords.carry_out(turn, [(s, p) for s, p in papers if p.verb == ACCORD])
    for seat, paper in papers:
        if paper.verb in ISSUING_VERBS:
            documents.issue(turn, seat, paper)
        elif paper.verb == PRESENT:
            result, text, told = contracts.present(turn, seat, paper)
            paper_result(turn, seat, paper, paper.doc, result, text, also=told)
    for seat, paper in papers:
        if paper.verb == REVEAL:
            maps.reveal(turn, seat, paper)
    turn.bonds = accords.bonds_of(state)
    turn.may_pass = documents.carried(turn, turn.bonds)


def hire(turn: Turn) -> None:
    """Deployments under mercenary contracts (phase 1, after the deployments)."""
    hires = [(s, p) for s, p in papers_of(turn) if p.verb == HIRE]
    if not hires:
        return
    hiring = contracts.Hiring(turn)
    for seat, paper in hires:
        result, text, told = hiring.hire(seat, paper)
        paper_result(turn, seat, paper, paper.doc, result, text, also=told)


def after_movement(turn: Turn, moving: dict[str, March]) -> None:
    """Safe-conducted units stop short of the issuer's hexes they would end on."""
    documents.use_safe_conducts(turn, moving, turn.events.append)


def session_end(state: PlanState, turn: int, seats: Sequence[Seat]) -> list[Event]:
    """Revealed annotations become private again; the session's safe-conducts expire."""
    return maps.session_end(state, turn)


def read_scenario(data: Mapping[str, Any], state: PlanState, seats: Sequence[Seat]) -> None:
    """Accords and annotations a scenario starts with, checked, into `state`."""
    maps.read_scenario(data, state, seats)


def view_part(state: PlanState, seat: Seat | None) -> dict[str, Any]:
    """Documents, accords and annotations as `seat` may see them, for the JSON view."""
    return paper_views.view_part(state, seat)


def verify_orders(state: PlanState, seat: Seat, orders: Orders) -> None:
    """Raise IllegalOrderError (naming the unit or line and the field) for the first of
    this part's orders that the rules forbid."""
    checks.verify_orders(state, seat, orders)
