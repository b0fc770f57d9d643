"""What a Novlémia turn tells, as messages: its events and each order's reason, made by
the resolution (their English is the text the save keeps), and made again from what an
event saves (`event_message`: its key, subject and args, and the state for the names
and terrains that never change once known) so that a report read from a save is said in
the player's language.

A save keeps an order's reason as its English sentence (`UNSAID`). What its args and
the state give back is said again whole (a move, an exploration, a prospection, a city
founded, a resource named, a consent); the other reasons (a failure, a trade, a
purchase) are kept as their message too (`KEPT`, `hexterm.engine.novlemia.kept`: state
version 2), said again when it still says the saved English. A save of state version 1
has no such message: `event_message` says the line and its result and leaves the
English reason as it was written.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from hexterm.engine.hexgrid import Hex
from hexterm.engine.messages import Listing, Message
from hexterm.engine.novlemia.kept import message_from
from hexterm.engine.novlemia.model import NovState
from hexterm.engine.novlemia.tables import Goods, Resource, Terrain
from hexterm.engine.novlemia.words import VERBS, WORDS, semicolons
from hexterm.engine.ruleset import RESULT_WORDS, Event, Result

TERRAINS: dict[Terrain, Message] = {
    Terrain.WATER: WORDS.phrase("water"), Terrain.PLAIN: WORDS.phrase("plain"),
    Terrain.FOREST: WORDS.phrase("forest"), Terrain.HILLS: WORDS.phrase("hills"),
    Terrain.MOUNTAINS: WORDS.phrase("mountains"), Terrain.DESERT: WORDS.phrase("desert"),
}
RESOURCES: dict[Resource, Message] = {
    Resource.A: WORDS.phrase("food"), Resource.B: WORDS.phrase("wood"),
    Resource.E: WORDS.phrase("energy"), Resource.M: WORDS.phrase("ore"),
    Resource.X: WORDS.phrase("nothing"),
}
PHASES: dict[str, Message] = {
    "0 order": WORDS.phrase("0 order"), "1 consents and names": WORDS.phrase(
        "1 consents and names"), "2 commerce": WORDS.phrase("2 commerce"),
    "3 actions": WORDS.phrase("3 actions"), "4 production": WORDS.phrase("4 production"),
}
"""The phases of a turn, as the events name them (the report's headings)."""
SUBJECTS: dict[str, Message] = {
    "turn.order": WORDS.phrase("turn"), "market.rates": WORDS.phrase("market"),
}
"""The subjects that are words of the rules, by the key of their events."""
UNSAID = "reason"
"""The field of an order's result that holds its reason in English (the saved text)."""
KEPT = "message"
"""The field of an order's result that keeps its reason's message, when its other args
cannot give it back (`kept`)."""


def kept(verb: str, result: Result) -> bool:
    """Whether an order's result keeps its reason's message: a failure, a purchase, a
    trade (the others are made again from their args and the state)."""
    return result is not Result.DONE or verb in ("buy", "trade")


def turn_order(turn: int, names: Sequence[str]) -> Message:
    return WORDS.phrase("turn {turn}: the nations act in this order: {names}", turn=turn,
                        names=", ".join(names))


def roll(data: Mapping[str, Any]) -> Message:
    """One die of an exploration: on the random table, or copying a known neighbour."""
    if data["table"] == "random":
        return WORDS.phrase("random table die {die}: {terrain}", die=data["die"],
                            terrain=TERRAINS[Terrain(data["terrain"])])
    if data["copies"]:
        return WORDS.phrase("die {die}: as {cell}, {terrain}", die=data["die"],
                            cell=data["copies"], terrain=TERRAINS[Terrain(data["terrain"])])
    return WORDS.phrase("die {die}: the random table", die=data["die"])


def explored_cell(cell: str, known: Sequence[tuple[str, Terrain]],
                  rolls: Sequence[Mapping[str, Any]], owner: str | None,
                  claimed: Sequence[str]) -> Message:
    """A cell explored: its known neighbours, the dice, who owns it now."""
    neighbours = WORDS.phrase_n("{n} known neighbour", "{n} known neighbours", len(known))
    around = Listing(tuple(WORDS.phrase("{cell} ({terrain})", cell=label, terrain=TERRAINS[t])
                           for label, t in known)) if known else WORDS.phrase("none")
    owned = (WORDS.phrase("; {nation} owns it", nation=owner) if owner else
             WORDS.phrase("; nobody owns it"))
    water = WORDS.phrase(", and the water of {cells}", cells=", ".join(claimed)) \
        if claimed else ""
    return WORDS.phrase("{cell}: {neighbours} ({known}); {rolls}{owned}{water}", cell=cell,
                        neighbours=neighbours, known=around,
                        rolls=semicolons([roll(r) for r in rolls]), owned=owned,
                        water=water)


def prospected_cell(cell: str, terrain: Terrain, die: int, resource: Resource) -> Message:
    return WORDS.phrase("{cell} ({terrain}): die {die}: {letter} ({resource})", cell=cell,
                        terrain=TERRAINS[terrain], die=die, letter=resource.value,
                        resource=RESOURCES[resource])


def idle(city: str) -> Message:
    return WORDS.phrase("{city} produces nothing this turn: it could not pay its upkeep last "
                        "turn", city=city)


def produced(city: str, output: Goods) -> Message:
    return WORDS.phrase("{city} produced {goods}", city=city, goods=output.text())


def upkeep_paid(city: str, upkeep: Goods) -> Message:
    return WORDS.phrase("{city} paid its upkeep of {upkeep}", city=city, upkeep=upkeep.text())


def upkeep_unpaid(city: str, upkeep: Goods, stock: Goods | None) -> Message:
    """A city that cannot pay (the stock it had, when known: a save does not keep it)."""
    if stock is None:
        return WORDS.phrase("{city} cannot pay its upkeep of {upkeep}: it will produce nothing "
                            "next turn", city=city, upkeep=upkeep.text())
    return WORDS.phrase("{city} cannot pay its upkeep of {upkeep} (the stock holds {stock}): "
                        "it will produce nothing next turn", city=city, upkeep=upkeep.text(),
                        stock=stock.text(zeros=True))


def market(total: Goods, rare: Sequence[str]) -> Message:
    return WORDS.phrase("the nations produced {goods} in all this turn; rare next turn: "
                        "{rare}", goods=total.text(), rare=", ".join(rare))


def moved(start: str, to: str) -> Message:
    return WORDS.phrase("the explorer moved from {start} to {to}", start=start, to=to)


def explored(found: Sequence[tuple[str, Terrain]], skipped: Sequence[str]) -> Message:
    cells = Listing(tuple(WORDS.phrase("{cell} {terrain}", cell=label, terrain=TERRAINS[t])
                          for label, t in found))
    if skipped:
        return WORDS.phrase("explored {cells} ({skipped} skipped: explored already or out of "
                            "reach)", cells=cells, skipped=", ".join(skipped))
    return WORDS.phrase("explored {cells}", cells=cells)


def prospected(found: Sequence[tuple[str, Resource]]) -> Message:
    return WORDS.phrase("prospected {cells}", cells=Listing(
        tuple(f"{label} {resource.value}" for label, resource in found)))


def founded(city: str, cell: str, output: Goods, upkeep: Goods) -> Message:
    return WORDS.phrase("founded {city} at {cell}: it produces {goods} a turn for an upkeep "
                        "of {upkeep}", city=city, cell=cell, goods=output.text(),
                        upkeep=upkeep.text())


def named(cell: str, resource: Resource, name: str) -> Message:
    return WORDS.phrase('{cell}\'s {resource} is called "{name}"', cell=cell,
                        resource=RESOURCES[resource], name=name)


def consent(nation: str, allowed: bool) -> Message:
    if allowed:
        return WORDS.phrase("{nation}'s explorer may enter your cells", nation=nation)
    return WORDS.phrase("{nation}'s explorer may no longer enter your cells", nation=nation)


def action(count: int, reason: Message) -> Message:
    """The reason of an action line, with its place among the turn's actions."""
    return WORDS.phrase("action {count}: {said}", count=count, said=reason)


def order_result(verb: str, result: Result, reason: Message | str) -> Message:
    """An order line's result, as its event's text says it."""
    return WORDS.phrase("{verb}: {result}: {said}", verb=VERBS[verb], result=RESULT_WORDS[result],
                        said=reason)


ACTIONS = ("move", "explore", "prospect", "colonise")


def reason(event: Event, state: NovState, log: Sequence[Event] = ()) -> Message | None:
    """An order's reason made again from what its event saves (and, for an action, its
    place among the turn's actions, from the results of the seat's other lines in
    `log`), or its kept message (when it says the saved English), or None."""
    a, verb = event.args, event.key.removeprefix("order.")
    found = _done(event, state) if event.result is Result.DONE else None
    if found is None and KEPT in a:
        said = message_from(a[KEPT])
        return said if said is not None and str(said) == a.get(UNSAID) else None
    if found is None or verb not in ACTIONS:
        return found
    count = sum(1 for e in log if e.turn == event.turn and e.args.get("seat") == a["seat"]
                and e.key.removeprefix("order.") in ACTIONS
                and int(e.args.get("line", 0)) <= int(a["line"]))
    return action(count, found) if count else found


def _done(event: Event, state: NovState) -> Message | None:
    """The reason of a line done, made again from its event's args and the state."""
    a, verb = event.args, event.key.removeprefix("order.")
    cells = state.cells
    if verb == "move" and "from" in a:
        return moved(str(a["from"]), str(a["to"]))
    if verb == "explore" and "cells" in a:  # which targets were skipped is not saved
        return explored([(c, cells[_hex(c)].terrain) for c in a["cells"]], ())
    if verb == "prospect" and "cells" in a:
        return prospected([(c, cells[_hex(c)].resource or Resource.X) for c in a["cells"]])
    if verb == "colonise" and "city" in a:
        return founded(str(a["city"]), str(a["cell"]), Goods.from_data(a["production"]),
                       state.options.upkeep)
    if verb == "name" and "name" in a:
        return named(str(a["cell"]), cells[_hex(a["cell"])].resource or Resource.X,
                     str(a["name"]))
    if verb in ("allow", "forbid") and a.get("partner") in state.nations:
        return consent(state.nations[a["partner"]].name, verb == "allow")
    return None


def _hex(label: object) -> Hex:
    return Hex.parse(str(label))


def event_message(event: Event, state: NovState, log: Sequence[Event] = ()) -> Message | None:
    """The message of a Novlémia event, from its key, subject and args; None for one
    whose args do not hold together with the state (a damaged save: its text is said)."""
    try:
        return _event_message(event, state, log)
    except (KeyError, ValueError, TypeError, AttributeError):
        return None


def _event_message(event: Event, state: NovState, log: Sequence[Event]) -> Message | None:
    a, key = event.args, event.key
    if key == "turn.order":
        return turn_order(event.turn, [state.nations[k].name for k in a["order"]
                                       if k in state.nations])
    if key == "explore.cell":
        owner = state.nations[a["owner"]].name if a.get("owner") in state.nations else None
        known = [(label, state.cells[_hex(label)].terrain) for label in a["known"]]
        return explored_cell(a["cell"], known, a["rolls"], owner, a["claimed"])
    if key == "prospect.cell":
        return prospected_cell(a["cell"], Terrain(a["terrain"]), a["die"],
                               Resource(a["resource"]))
    if key == "city.idle":
        return idle(event.subject)
    if key == "city.production":
        return produced(event.subject, Goods.from_data(a["production"]))
    if key == "city.upkeep":
        upkeep = state.options.upkeep
        return upkeep_paid(event.subject, upkeep) if a["paid"] else \
            upkeep_unpaid(event.subject, upkeep, None)
    if key == "market.rates":
        return market(Goods.from_data(a["produced"]), a["rare"])
    if key.startswith("order.") and event.result is not None and key[6:] in VERBS:
        found = reason(event, state, log)
        return order_result(key[6:], event.result,
                            found if found is not None else str(a.get(UNSAID, "")))
    return None
