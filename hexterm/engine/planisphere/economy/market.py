"""Phase 7: Acheter / Vendre at the nodes' markets (place de marché), simultaneous.

A node trades with the units on its hex and on the six around it. Each line of an
order's `trade` (one commodity, one way) is a request. A node with Inventaire N deals
N lots a turn, a lot being up to 10 units of one commodity, bought or sold ("un camp
avec 📦2 peut Vendre 10 Rose Impériale et Acheter 10 Viandes"): a request of 25 takes
3 lots. A Cité has no limit. A node never deals more than what a listing has left.
When the requests at a node ask for more than that, they are served from the smallest
up (ties by unit code) while they fit, before any money moves; a request is served
whole or not at all (reading E13). All the purchases are settled before any sale, so
that money only comes from the chest as it stood (reading E14). A request that fails
when it is settled (the chest cannot pay, or the goods to sell are not there) is no
transaction: it uses no lot and none of the listing, and what it had been given goes to
the requests it had kept out, served after it (reading E26). Buying pays price × n
DA from the chest and puts the goods into it; selling takes the goods from the unit's
cargo first, then from the chest, and puts price × n DA into the chest. A listing that
reaches 0 closes. One transaction that takes a listing's whole quantity (as it stood
when the turn began) gives its faction 1 influence on the node's hex, for good. Each
transaction counts for the session's top trader (`node.trades`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hexterm.engine.hexgrid import Hex
from hexterm.engine.messages import Listing as MessageListing
from hexterm.engine.messages import Message
from hexterm.engine.planisphere.economy.goods import Listing, Side, add, take
from hexterm.engine.planisphere.economy.rules import (
    find_listing,
    ledger,
    lots_for,
    nodes_in_reach,
    trade_lots,
)
from hexterm.engine.planisphere.influence import change_influence, influence
from hexterm.engine.planisphere.model import Status, Unit
from hexterm.engine.planisphere.orders.actions import Action, Verb
from hexterm.engine.planisphere.orders.lines import UnitOrder
from hexterm.engine.planisphere.turn import Phase, Turn
from hexterm.engine.planisphere.words import WORDS, joined, typed_word, verb_word
from hexterm.engine.planisphere.works import unit_is
from hexterm.engine.ruleset import Result
from hexterm.engine.seats import Seat

PHASE = Phase.MARKET


@dataclass
class Deal:
    """One trade action and what became of each of its lines."""

    seat: Seat
    order: UnitOrder
    action: Action
    unit: Unit
    done: list[Message] = field(default_factory=list)
    failed: list[Message] = field(default_factory=list)


@dataclass
class Request:
    """One line of a trade: `amount` of `good` with the listing on `side` at `place`."""

    deal: Deal
    place: Hex
    listing: Listing
    amount: int
    refusal: Message | None = None  # why the allotment did not serve it


def _node_of(turn: Turn, unit: Unit, action: Action) -> Hex | Message:
    """The node the unit trades with, or why there is none."""
    if unit.status is not Status.DEPLOYED or unit.hex is None:
        return unit_is(unit)
    reach = nodes_in_reach(turn.state, unit.hex)
    if action.place is not None:
        if action.place in reach:
            return action.place
        return WORDS.phrase("there is no node at {hex} on or next to {at}",
                            hex=action.place.label, at=unit.hex.label)
    if not reach:
        return WORDS.phrase("no node is on or next to {place}", place=unit.hex.label)
    if len(reach) > 1:
        names: Message | str = reach[0].label
        for place in reach[1:]:
            names = WORDS.phrase("{first} and {then}", first=names, then=place.label)
        return WORDS.phrase("the nodes at {hexes} are both in reach of {at}: say which with "
                            "'{example}'", hexes=names, at=unit.hex.label,
                            example=MessageListing((verb_word("trade"), typed_word("at"),
                                                    "HEX"), " "))
    return reach[0]


def _requests(turn: Turn) -> tuple[list[Deal], list[Request]]:
    deals: list[Deal] = []
    requests: list[Request] = []
    for seat, order, action in turn.with_verb(Verb.TRADE):
        unit = turn.state.units[order.unit]
        deal = Deal(seat, order, action, unit)
        deals.append(deal)
        place = _node_of(turn, unit, action)
        if isinstance(place, Message):
            deal.failed.append(place)
            continue
        node = turn.state.nodes[place]
        for wanted, side in ((action.goods, Side.SELLS), (action.sells, Side.BUYS)):
            for good, amount in wanted:
                listing = find_listing(node, good, side)
                if listing is None or not listing.open:
                    deal.failed.append(WORDS.phrase(
                        "{node} does not sell {good} (any more)", node=node.name, good=good)
                        if side is Side.SELLS else WORDS.phrase(
                        "{node} does not buy {good} (any more)", node=node.name, good=good))
                else:
                    requests.append(Request(deal, place, listing, amount))
    return deals, requests


def _settle(turn: Turn, request: Request, start: int, earned: dict[str, int]
            ) -> tuple[bool, Message]:
    """Carry one request out; whether it was, and what was done or why not.

    `earned` is what each faction's sales brought in this phase: a purchase is paid from
    the chest as it stood before them (E14)."""
    state = turn.state
    deal, listing, amount = request.deal, request.listing, request.amount
    faction = deal.unit.faction
    chest = state.factions[faction]
    node = state.nodes[request.place]
    cost = listing.price * amount
    if listing.side is Side.SELLS:
        purse = chest.da - earned.get(faction, 0)
        if purse < cost:
            return False, WORDS.phrase("buying {n} {good} costs {cost} DA; the chest holds "
                                       "{purse}", n=amount, good=listing.good, cost=cost,
                                       purse=purse)
        chest.da -= cost
        add(chest.goods, listing.good, amount)
        text = WORDS.phrase("bought {n} {good} for {cost} DA at {node}", n=amount,
                            good=listing.good, cost=cost, node=node.name)
    else:
        held = deal.unit.cargo.get(listing.good, 0)
        if held + chest.goods.get(listing.good, 0) < amount:
            return False, WORDS.phrase("selling {n} {good}: the cargo and the chest hold only "
                                       "{held}", n=amount, good=listing.good,
                                       held=held + chest.goods.get(listing.good, 0))
        take(deal.unit.cargo, listing.good, min(held, amount))
        take(chest.goods, listing.good, amount - min(held, amount))
        chest.da += cost
        earned[faction] = earned.get(faction, 0) + cost
        text = WORDS.phrase("sold {n} {good} for {cost} DA at {node}", n=amount,
                            good=listing.good, cost=cost, node=node.name)
    sign = 1 if listing.side is Side.SELLS else -1
    turn.events.append(ledger(turn.turn, PHASE, deal.unit.code,
                              "buy" if sign > 0 else "sell", faction,
                              {listing.good: sign * amount}, da=-sign * cost))
    listing.left -= amount
    node.trades[faction] = node.trades.get(faction, 0) + 1
    node.trades = dict(sorted(node.trades.items()))
    if amount == start:
        made = change_influence(state, request.place, faction, 1, turn.turn)
        text = WORDS.phrase("{deal}, taking the whole listing: influence on {hex} {change} to "
                            "{now}", deal=text, hex=request.place.label, change=f"{made:+d}",
                            now=influence(state, request.place, faction))
    if not listing.open:
        text = WORDS.phrase("{deal} (the listing of {good} closes)", deal=text,
                            good=listing.good)
    return True, text


def _allot(turn: Turn, requests: list[Request]) -> tuple[list[Request], list[Request]]:
    """The requests each node serves: from the smallest up (ties by unit code) while
    its lots and its listings' quantities last; and the others, with why they are not
    (in `Request.refusal`)."""
    served: list[Request] = []
    refused: list[Request] = []
    lots: dict[Hex, int | None] = {}
    room: dict[int, int] = {}
    for request in sorted(requests, key=lambda r: (r.place.label, r.amount, r.deal.unit.code,
                                                   r.listing.good, r.listing.side.value)):
        node = turn.state.nodes[request.place]
        left = lots.setdefault(request.place, trade_lots(node))
        listing, need = request.listing, lots_for(request.amount)
        more = room.setdefault(id(listing), listing.left)
        if request.amount > more:
            request.refusal = WORDS.phrase(
                "{n} {good}: only {more} more could be dealt this turn (smaller requests are "
                "served first)", n=request.amount, good=listing.good, more=more)
            refused.append(request)
        elif left is not None and need > left:
            request.refusal = WORDS.phrase_n(
                "{amount} {good} takes {n} lot of 10; {node} has {left} left this turn "
                "(Inventaire {inventory}; smaller requests are served first)",
                "{amount} {good} takes {n} lots of 10; {node} has {left} left this turn "
                "(Inventaire {inventory}; smaller requests are served first)", need,
                amount=request.amount, good=listing.good, node=node.name, left=left,
                inventory=node.inventory)
            refused.append(request)
        else:
            room[id(listing)] = more - request.amount
            lots[request.place] = None if left is None else left - need
            served.append(request)
    return served, refused


def trade_phase(turn: Turn) -> None:
    """Phase 7: the market transactions, simultaneous."""
    deals, requests = _requests(turn)
    start = {id(r.listing): r.listing.left for r in requests}
    earned: dict[str, int] = {}
    settled: set[int] = set()  # the requests carried out, or that failed when settled
    failed: set[int] = set()  # those that failed: no transaction, no lot
    while True:
        # Leaving a request out only frees lots and quantities for the later ones: every
        # request served in a round is served again in the next.
        served, refused = _allot(turn, [r for r in requests if id(r) not in failed])
        todo = [r for r in served if id(r) not in settled]
        for request in sorted(todo, key=lambda r: (r.listing.side is not Side.SELLS,
                                                   r.place.label, r.listing.good,
                                                   r.amount, r.deal.unit.code)):
            settled.add(id(request))
            ok, text = _settle(turn, request, start[id(request.listing)], earned)
            if not ok:
                request.deal.failed.append(text)
                failed.add(id(request))
            else:
                request.deal.done.append(text)
        if not any(id(r) in failed for r in todo):
            break
    for request in refused:
        if request.refusal is not None:
            request.deal.failed.append(request.refusal)
    for deal in deals:
        result = (Result.DONE if not deal.failed else Result.PARTLY if deal.done
                  else Result.FAILED)
        turn.result(deal.seat, deal.order, deal.action, PHASE, result,
                    joined([*deal.done, *deal.failed]) if deal.done or deal.failed else "")
