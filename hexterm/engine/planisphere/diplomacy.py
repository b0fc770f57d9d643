"""Diplomacy in the resolution (issue 5, being written): documents, accords, loyalty."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from hexterm.engine.planisphere.model import PlanState
from hexterm.engine.planisphere.orders import Orders
from hexterm.engine.ruleset import Event
from hexterm.engine.seats import Seat

if TYPE_CHECKING:
    from hexterm.engine.planisphere.movement import March
    from hexterm.engine.planisphere.resolution import Turn


def before_deployment(turn: Turn) -> None:
    """Papers carried out before the deployments; sets `turn.side_of`, `turn.may_pass`."""


def hire(turn: Turn) -> None:
    """Deployments under mercenary contracts (phase 1)."""


def after_movement(turn: Turn, moving: dict[str, March]) -> None:
    """Safe-conducted units stop short of the issuer's hexes they would end on."""


def session_end(state: PlanState, turn: int, seats: Sequence[Seat]) -> list[Event]:
    """What this part does when a session ends, before the cards go back to reserve."""
    return []


def read_scenario(data: Mapping[str, Any], state: PlanState, seats: Sequence[Seat]) -> None:
    """Accords, annotations and documents a scenario starts with, checked, into `state`."""


def view_part(state: PlanState, seat: Seat | None) -> dict[str, Any]:
    """Documents, accords and annotations as `seat` may see them, for the JSON view."""
    return {}


def verify_orders(state: PlanState, seat: Seat, orders: Orders) -> None:
    """Raise IllegalOrderError (naming the unit or line and the field) for the first of
    this part's orders that the rules forbid."""
