"""The economy's phases (issue 5, being written): equipment, loading, exploitation, gains."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from hexterm.engine.planisphere.model import PlanState
from hexterm.engine.planisphere.orders import Orders
from hexterm.engine.ruleset import Event
from hexterm.engine.seats import Seat

if TYPE_CHECKING:
    from hexterm.engine.planisphere.resolution import Turn


def equip_phase(turn: Turn) -> None:
    """Phase 2: Équiper / Déséquiper."""


def load_phase(turn: Turn) -> None:
    """Phase 3: Charger / Décharger."""


def exploit_phase(turn: Turn) -> None:
    """Phase 9: Exploiter."""


def gains_phase(turn: Turn) -> None:
    """Phase 11: Gains / Pertes."""


def session_end(state: PlanState, turn: int, seats: Sequence[Seat]) -> list[Event]:
    """What this part does when a session ends, before the cards go back to reserve."""
    return []


def session_start(state: PlanState, turn: int, seats: Sequence[Seat]) -> list[Event]:
    """What the economy does when a session begins, after the recruits: founders' rent."""
    return []


def read_scenario(data: Mapping[str, Any], state: PlanState) -> None:
    """This part's tables of a scenario (docs/scenarios.md), checked, into `state`."""


def verify_orders(state: PlanState, seat: Seat, orders: Orders) -> None:
    """Raise IllegalOrderError (naming the unit or line and the field) for the first of
    this part's orders that the rules forbid."""
