"""Quests in the resolution (issue 5, being written): revealed by recon, resolved in phase 10."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from hexterm.engine.planisphere.actions import Action
from hexterm.engine.planisphere.model import PlanState, Unit
from hexterm.engine.planisphere.orders import Orders
from hexterm.engine.ruleset import Event
from hexterm.engine.seats import Seat

if TYPE_CHECKING:
    from hexterm.engine.planisphere.resolution import Turn


def reveal(turn: Turn, seat: Seat, unit: Unit, action: Action) -> None:
    """A reconnaissance reveals the quests on the hexes it explored."""


def quest_phase(turn: Turn) -> None:
    """Phase 10: Résoudre une quête."""


def session_end(state: PlanState, turn: int, seats: Sequence[Seat]) -> list[Event]:
    """What this part does when a session ends, before the cards go back to reserve."""
    return []


def read_scenario(data: Mapping[str, Any], state: PlanState) -> None:
    """This part's tables of a scenario (docs/scenarios.md), checked, into `state`."""


def view_part(state: PlanState, seat: Seat | None) -> dict[str, Any]:
    """The quests `seat` knows of (all of them for the organiser), for the JSON view."""
    return {}


def verify_orders(state: PlanState, seat: Seat, orders: Orders) -> None:
    """Raise IllegalOrderError (naming the unit or line and the field) for the first of
    this part's orders that the rules forbid."""
