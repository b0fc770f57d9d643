"""What the Novlémia rules allow a nation to order, checked against the state.

Stage two of reading orders: `verify_orders` raises IllegalOrderError (one sentence,
naming the line) for what is surely illegal now. What depends on the dice or on the
nations acting earlier in the turn is checked again by the resolution, and fails there
with a reason.
"""

from __future__ import annotations

from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.messages import Message
from hexterm.engine.novlemia.model import Nation, NovState
from hexterm.engine.novlemia.orders import Line, Orders, Verb, bought
from hexterm.engine.novlemia.plan import plan
from hexterm.engine.novlemia.tables import TRADED, Goods, Resource
from hexterm.engine.novlemia.words import VERBS, WORDS
from hexterm.engine.seats import Seat


def partner(state: NovState, nation: Nation, line: Line) -> Nation:
    """The other nation a trade, allow or forbid line names (IllegalOrderError if none)."""
    other = state.find_nation(line.who)
    if other is None:
        seats = ", ".join(n.seat for n in state.nations.values())
        raise IllegalOrderError(WORDS.phrase(
            "{verb}: {who!r} is neither a seat nor a nation of this game (seats: {seats})",
            verb=VERBS[line.verb.value], who=line.who, seats=seats), line=line.line)
    if other.key == nation.key:
        raise IllegalOrderError(WORDS.phrase("{verb}: {who!r} is your own nation",
                                             verb=VERBS[line.verb.value], who=line.who),
                                line=line.line)
    return other


def price_problem(state: NovState, line: Line) -> Message | None:
    """Why a market line does not follow the market's rates (None when it does)."""
    resource = bought(line)
    if resource is None:
        return WORDS.phrase("buy one kind of resource a line")
    if line.give.of(resource):
        return WORDS.phrase("you cannot pay for {resource} with {resource}",
                            resource=resource.value)
    count = line.take.of(resource)
    rate = state.rate(resource)
    if line.give.total != rate * count:
        fields = {"count": count, "resource": resource.value, "cost": rate * count,
                  "rate": rate, "given": line.give.total}
        if resource in state.rare():
            return WORDS.phrase("{count}{resource} costs {cost} other resources on the market "
                                "this turn ({resource} is rare: {rate} for 1), not {given}",
                                **fields)
        return WORDS.phrase("{count}{resource} costs {cost} other resources on the market "
                            "this turn ({resource} is common: {rate} for 1), not {given}",
                            **fields)
    return None


def _name_problem(state: NovState, nation: Nation, line: Line) -> Message | None:
    assert line.cell is not None
    place = line.cell
    cell = state.cells.get(place) if state.size.contains(place) else None
    if cell is None:
        return WORDS.phrase("{cell} is not a known cell", cell=place.label)
    if cell.owner != nation.key:
        return WORDS.phrase("{cell} is not {nation}'s", cell=place.label, nation=nation.name)
    if cell.resource is None:
        return WORDS.phrase("{cell} has not been prospected yet", cell=place.label)
    if cell.resource is Resource.X:
        return WORDS.phrase("{cell} has no resource to name", cell=place.label)
    return None


def _commerce(state: NovState, nation: Nation, orders: Orders) -> None:
    given, received = Goods(), Goods()
    for line in orders.lines:
        if line.verb is Verb.BUY:
            problem = price_problem(state, line)
            if problem:
                raise IllegalOrderError(WORDS.phrase("buy: {said}", said=problem),
                                        line=line.line)
            given = given.plus(line.give)
        elif line.verb is Verb.TRADE:
            partner(state, nation, line)
            given, received = given.plus(line.give), received.plus(line.take)
    can = nation.stock.plus(received)
    for resource in TRADED:
        if given.of(resource) > can.of(resource):
            fields = {"given": given.of(resource), "resource": resource.value,
                      "stock": nation.stock.of(resource)}
            raise IllegalOrderError(
                WORDS.phrase("the commerce lines give {given}{resource} in all, and the stock "
                             "holds {stock}{resource} plus what the trades bring", **fields)
                if received.of(resource) else
                WORDS.phrase("the commerce lines give {given}{resource} in all, and the stock "
                             "holds {stock}{resource}", **fields))


def verify_orders(state: NovState, seat: Seat, orders: Orders) -> None:
    """Raise IllegalOrderError when a rule forbids `orders` of `seat`'s nation."""
    nation = state.nation_of_seat(seat.name)
    actions = orders.actions
    if len(actions) > state.options.actions:
        raise IllegalOrderError(WORDS.phrase_n(
            "{n} action is written; a turn has {most}", "{n} actions are written; a turn has "
            "{most}", len(actions), most=state.options.actions), line=actions[-1].line)
    for step in plan(state, nation.key, orders.lines):
        if step.problem:
            raise IllegalOrderError(WORDS.phrase("{verb}: {said}",
                                                 verb=VERBS[step.line.verb.value],
                                                 said=step.problem), line=step.line.line)
    for line in orders.lines:
        if line.verb in (Verb.ALLOW, Verb.FORBID):
            partner(state, nation, line)
        elif line.verb is Verb.NAME:
            problem = _name_problem(state, nation, line)
            if problem:
                raise IllegalOrderError(WORDS.phrase("name: {said}", said=problem),
                                        line=line.line)
    _commerce(state, nation, orders)
