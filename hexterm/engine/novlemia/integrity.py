"""Whether a Novlémia state read from a save holds together (`Ruleset.check_state`).

Every seat has one nation and every nation one seat; explorers, known cells, owners and
cities are on the map and name nations that exist; stocks, options and turns are counts
that can be. Each refusal is one sentence that says what is wrong and where (a message
of the domain novlemia).
"""

from __future__ import annotations

from collections.abc import Sequence

from hexterm.engine.errors import StateError
from hexterm.engine.hexgrid import Hex
from hexterm.engine.messages import Message
from hexterm.engine.novlemia.model import NovState
from hexterm.engine.novlemia.tables import TRADED, Goods
from hexterm.engine.novlemia.words import WORDS
from hexterm.engine.seats import Seat


def check_state(state: NovState, seats: Sequence[Seat]) -> None:
    """Raise StateError when `state` names what does not exist or counts what cannot be."""
    size = state.size
    phrase = WORDS.phrase  # the domain novlemia's (extracted as `phrase`)

    def on_map(place: Hex, what: Message) -> None:
        if place not in size:
            raise StateError(phrase("{what} is on {place}, off the {cols}×{rows} map", what=what,
                               place=place.label, cols=size.cols, rows=size.rows))

    def nation(key: str, what: Message) -> None:
        if key not in state.nations:
            raise StateError(phrase("{what} names the nation {key!r}, which does not exist",
                               what=what, key=key))

    def goods(amounts: Goods, what: Message) -> None:
        for resource in TRADED:
            if amounts.of(resource) < 0:
                raise StateError(phrase("{what} holds {n} {resource}, below 0", what=what,
                                   n=amounts.of(resource), resource=resource.value))

    if not state.nations:
        raise StateError(phrase("the game has no nation"))
    if state.turn < 0:
        raise StateError(phrase("the turns resolved are {turn}, below 0", turn=state.turn))
    options = state.options
    for value, what in ((options.turns, phrase("the number of turns")),
                        (options.actions, phrase("actions")),
                        (options.market_rate, phrase("the market rate")),
                        (options.rare_rate, phrase("the rare rate")),
                        (options.city_factor, phrase("the city factor"))):
        if value < 1:
            raise StateError(phrase("{what} is {value}, below 1", what=what, value=value))
    played = {seat.name for seat in seats}
    by_seat: dict[str, str] = {}
    for key, found in state.nations.items():
        named = phrase("nation {key}", key=key)
        if found.key != key:
            raise StateError(phrase("{what} is filed under another key ({key!r})", what=named,
                               key=found.key))
        if found.seat not in played:
            raise StateError(phrase("{what} is played by {seat!r}, who has no seat", what=named,
                               seat=found.seat))
        if found.seat in by_seat:
            raise StateError(phrase("seat {seat} plays two nations ({first} and {second})",
                               seat=found.seat, first=by_seat[found.seat], second=key))
        by_seat[found.seat] = key
        on_map(found.explorer, phrase("the explorer of {what}", what=named))
        goods(found.stock, phrase("the stock of {what}", what=named))
        for other in found.allowed:
            nation(other, phrase("the passage rights of {what}", what=named))
    for seat in seats:
        if seat.name not in by_seat:
            raise StateError(phrase("seat {seat} plays no nation", seat=seat.name))
    for place, cell in state.cells.items():
        on_map(place, phrase("a known cell"))
        if cell.owner is not None:
            nation(cell.owner, phrase("the owner of {cell}", cell=place.label))
        if cell.found_by is not None:
            nation(cell.found_by, phrase("the explorer of {cell}", cell=place.label))
    numbers = set()
    for place, city in state.cities.items():
        on_map(place, phrase("the city {city}", city=city.name))
        nation(city.nation, phrase("the city {city}", city=city.name))
        if place not in state.cells:
            raise StateError(phrase("the city {city} stands on {cell}, a cell nobody has explored",
                               city=city.name, cell=place.label))
        if city.number < 1 or city.number in numbers:
            raise StateError(phrase("the city {city} has the number {number}, which is not 1 or "
                               "more, or is another city's", city=city.name,
                               number=city.number))
        numbers.add(city.number)
    goods(state.produced, phrase("the production of the last turn"))
