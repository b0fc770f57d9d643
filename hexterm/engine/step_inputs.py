"""What the game writes when it resolves a step, whether whole (`hexterm.engine.game`)
or in parts (`hexterm.engine.parts`): the events of the inputs the program wrote for a
bot or defaulted for a seat that gave none, and the seats after the step, checked."""

from __future__ import annotations

from typing import Any

from hexterm.engine import core_events
from hexterm.engine.errors import RulesetError
from hexterm.engine.messages import phrase
from hexterm.engine.ruleset import PUBLIC, Event, Ruleset
from hexterm.engine.seats import Seat


def bot_orders_event(turn: int, seat: str, orders: str) -> Event:
    """The event of the orders the program wrote for `seat` (seen by that seat)."""
    return Event(turn, "0 orders", seat, str(core_events.bot_orders(seat)), (seat,),
                 key="bot-orders", args={"orders": orders})


def no_orders_event(turn: int, seat: str) -> Event:
    """The event of a seat that gave no input, its default input applied."""
    return Event(turn, "0 orders", seat, str(core_events.no_orders(seat)), (PUBLIC,),
                 key="no-orders")


def seats_after(rules: Ruleset[Any, Any], state: Any, seats: tuple[Seat, ...]
                ) -> tuple[Seat, ...]:
    """The seats after a step, as the ruleset gives them (RulesetError when it renamed
    or reordered them)."""
    after = rules.seats_after(state, seats)
    if [s.name for s in after] != [s.name for s in seats]:
        raise RulesetError(phrase("{ruleset} changed the seats' names or order in a step",
                                  ruleset=rules.title))
    return after
