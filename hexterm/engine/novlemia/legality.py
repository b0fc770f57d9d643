"""What the Novlémia rules allow a nation to order, checked against the state.

Stage two of reading orders: `verify_orders` raises IllegalOrderError (one sentence,
naming the line) for what is surely illegal now. What depends on the dice or on the
nations acting earlier in the turn is checked again by the resolution, and fails there
with a reason.
"""

from __future__ import annotations

from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.novlemia.model import Nation, NovState
from hexterm.engine.novlemia.orders import Line, Orders, Verb, bought
from hexterm.engine.novlemia.plan import plan
from hexterm.engine.novlemia.tables import TRADED, Goods, Resource
from hexterm.engine.seats import Seat


def partner(state: NovState, nation: Nation, line: Line) -> Nation:
    """The other nation a trade, allow or forbid line names (IllegalOrderError if none)."""
    other = state.find_nation(line.who)
    if other is None:
        seats = ", ".join(n.seat for n in state.nations.values())
        raise IllegalOrderError(f"{line.verb.value}: {line.who!r} is neither a seat nor a "
                                f"nation of this game (seats: {seats})", line=line.line)
    if other.key == nation.key:
        raise IllegalOrderError(f"{line.verb.value}: {line.who!r} is your own nation",
                                line=line.line)
    return other


def price_problem(state: NovState, line: Line) -> str:
    """Why a market line does not follow the market's rates ('' when it does)."""
    resource = bought(line)
    if resource is None:
        return "buy one kind of resource a line"
    if line.give.of(resource):
        return f"you cannot pay for {resource.value} with {resource.value}"
    count = line.take.of(resource)
    rate = state.rate(resource)
    kind = "rare" if resource in state.rare() else "common"
    if line.give.total != rate * count:
        return (f"{count}{resource.value} costs {rate * count} other resources on the market "
                f"this turn ({resource.value} is {kind}: {rate} for 1), not {line.give.total}")
    return ""


def _name_problem(state: NovState, nation: Nation, line: Line) -> str:
    assert line.cell is not None
    place = line.cell
    cell = state.cells.get(place) if state.size.contains(place) else None
    if cell is None:
        return f"{place.label} is not a known cell"
    if cell.owner != nation.key:
        return f"{place.label} is not {nation.name}'s"
    if cell.resource is None:
        return f"{place.label} has not been prospected yet"
    if cell.resource is Resource.X:
        return f"{place.label} has no resource to name"
    return ""


def _commerce(state: NovState, nation: Nation, orders: Orders) -> None:
    given, received = Goods(), Goods()
    for line in orders.lines:
        if line.verb is Verb.BUY:
            problem = price_problem(state, line)
            if problem:
                raise IllegalOrderError(f"buy: {problem}", line=line.line)
            given = given.plus(line.give)
        elif line.verb is Verb.TRADE:
            partner(state, nation, line)
            given, received = given.plus(line.give), received.plus(line.take)
    can = nation.stock.plus(received)
    for resource in TRADED:
        if given.of(resource) > can.of(resource):
            raise IllegalOrderError(
                f"the commerce lines give {given.of(resource)}{resource.value} in all, and the "
                f"stock holds {nation.stock.of(resource)}{resource.value}"
                + (" plus what the trades bring" if received.of(resource) else ""))


def verify_orders(state: NovState, seat: Seat, orders: Orders) -> None:
    """Raise IllegalOrderError when a rule forbids `orders` of `seat`'s nation."""
    nation = state.nation_of_seat(seat.name)
    actions = orders.actions
    if len(actions) > state.options.actions:
        raise IllegalOrderError(f"{len(actions)} actions are written; a turn has "
                                f"{state.options.actions}", line=actions[-1].line)
    for step in plan(state, nation.key, orders.lines):
        if step.problem:
            raise IllegalOrderError(f"{step.line.verb.value}: {step.problem}",
                                    line=step.line.line)
    for line in orders.lines:
        if line.verb in (Verb.ALLOW, Verb.FORBID):
            partner(state, nation, line)
        elif line.verb is Verb.NAME:
            problem = _name_problem(state, nation, line)
            if problem:
                raise IllegalOrderError(f"name: {problem}", line=line.line)
    _commerce(state, nation, orders)
