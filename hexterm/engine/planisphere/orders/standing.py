"""Autonome units: without a new order, they repeat the last order of the session.

The rulebook: "en absence de nouvel ordre lors d'un tour, l'unité reproduit si possible
le dernier ordre reçu de la session à l'identique". hexterm keeps the last order an
Autonome unit received in the session (`Unit.last_order`, as written in the orders
file). In a turn where its commander gives it no order, the order is checked again
against the current state, without its deployment (the card is already on the map):
if the rules still allow it, it is carried out as if given again; if not, the unit
keeps the default order (Défendre) and its report says why. The memory is cleared when
the card goes back to the reserve at session end.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from hexterm.engine.errors import IllegalOrderError, OrderSyntaxError
from hexterm.engine.messages import Listing, Message, message_of
from hexterm.engine.planisphere.kept import KEPT, keep
from hexterm.engine.planisphere.model import PlanState
from hexterm.engine.planisphere.orders.legality import verify_orders
from hexterm.engine.planisphere.orders.lines import (
    Orders,
    UnitOrder,
    Verb,
    format_orders,
    parse_orders,
)
from hexterm.engine.planisphere.words import WORDS, typed_word
from hexterm.engine.ruleset import Event, Result
from hexterm.engine.seats import Seat

AUTONOME = "autonome"


def repeated_orders(state: PlanState, seats: Sequence[Seat], given: set[str], turn: int,
                    phase: str) -> tuple[list[tuple[Seat, UnitOrder]], list[Event]]:
    """The orders Autonome units repeat this turn, and an event for each of them."""
    by_name = {seat.name: seat for seat in seats}
    repeats: list[tuple[Seat, UnitOrder]] = []
    events: list[Event] = []
    for unit in sorted(state.deployed(), key=lambda u: u.code):
        seat = by_name.get(unit.commander)
        if (unit.code in given or not unit.last_order or seat is None
                or AUTONOME not in state.unit_type(unit).capabilities):
            continue
        try:
            written = parse_orders(unit.last_order).units[0]
            order = UnitOrder(unit.code, tuple(a for a in written.actions
                                               if a.verb is not Verb.DEPLOY))
            if not order.actions:
                continue
            verify_orders(state, seat, Orders((order,)))
        except (IllegalOrderError, OrderSyntaxError, IndexError) as exc:
            why = message_of(exc)
            kept = {KEPT: keep(why)} if isinstance(why, Message) else {}
            events.append(Event(turn, phase, unit.code, f"{unit.code} cannot repeat its last "
                                f"order ({exc}); it defends", (seat.name,), Result.FAILED,
                                key="order.repeat", args={"unit": unit.code,
                                                          "reason": str(exc), **kept}))
            continue
        repeats.append((seat, order))
        text = format_orders(Orders((order,))).strip().replace("\n ", ";")
        # the orders in the player's words (the save keeps the canonical English)
        said = WORDS.phrase("{orders}", orders=Listing(tuple(typed_word(word) for word
                                                             in text.split(" ")), " "))
        events.append(Event(turn, phase, unit.code, f"{unit.code} repeats its last order: "
                            f"{text}", (seat.name,), Result.DONE, key="order.repeat",
                            args={"unit": unit.code, "reason": text, KEPT: keep(said)}))
    return repeats, events


def remember(state: PlanState, given: Iterable[UnitOrder]) -> None:
    """Keep the orders given this turn to Autonome units, as their last order."""
    for order in given:
        unit = state.units[order.unit]
        if AUTONOME in state.unit_type(unit).capabilities:
            unit.last_order = format_orders(Orders((order,)))
