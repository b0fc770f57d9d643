"""Whether a Novlémia state read from a save holds together (`Ruleset.check_state`).

Every seat has one nation and every nation one seat; explorers, known cells, owners and
cities are on the map and name nations that exist; stocks, options and turns are counts
that can be. Each refusal is one sentence that says what is wrong and where.
"""

from __future__ import annotations

from collections.abc import Sequence

from hexterm.engine.errors import StateError
from hexterm.engine.hexgrid import Hex
from hexterm.engine.novlemia.model import NovState
from hexterm.engine.novlemia.tables import TRADED, Goods
from hexterm.engine.seats import Seat


def check_state(state: NovState, seats: Sequence[Seat]) -> None:
    """Raise StateError when `state` names what does not exist or counts what cannot be."""
    size = state.size

    def on_map(place: Hex, what: str) -> None:
        if place not in size:
            raise StateError(f"{what} is on {place}, off the {size.cols}×{size.rows} map")

    def nation(key: str, what: str) -> None:
        if key not in state.nations:
            raise StateError(f"{what} names the nation {key!r}, which does not exist")

    def goods(amounts: Goods, what: str) -> None:
        for resource in TRADED:
            if amounts.of(resource) < 0:
                raise StateError(f"{what} holds {amounts.of(resource)} {resource.value}, "
                                 "below 0")

    if not state.nations:
        raise StateError("the game has no nation")
    if state.turn < 0:
        raise StateError(f"the turns resolved are {state.turn}, below 0")
    options = state.options
    for value, what in ((options.turns, "the number of turns"), (options.actions, "actions"),
                        (options.market_rate, "the market rate"),
                        (options.rare_rate, "the rare rate"),
                        (options.city_factor, "the city factor")):
        if value < 1:
            raise StateError(f"{what} is {value}, below 1")
    played = {seat.name for seat in seats}
    by_seat: dict[str, str] = {}
    for key, found in state.nations.items():
        what = f"nation {key}"
        if found.key != key:
            raise StateError(f"{what} is filed under another key ({found.key!r})")
        if found.seat not in played:
            raise StateError(f"{what} is played by {found.seat!r}, who has no seat")
        if found.seat in by_seat:
            raise StateError(f"seat {found.seat} plays two nations ({by_seat[found.seat]} "
                             f"and {key})")
        by_seat[found.seat] = key
        on_map(found.explorer, f"the explorer of {what}")
        goods(found.stock, f"the stock of {what}")
        for other in found.allowed:
            nation(other, f"the passage rights of {what}")
    for seat in seats:
        if seat.name not in by_seat:
            raise StateError(f"seat {seat.name} plays no nation")
    for place, cell in state.cells.items():
        on_map(place, "a known cell")
        if cell.owner is not None:
            nation(cell.owner, f"the owner of {place.label}")
        if cell.found_by is not None:
            nation(cell.found_by, f"the explorer of {place.label}")
    numbers = set()
    for place, city in state.cities.items():
        on_map(place, f"the city {city.name}")
        nation(city.nation, f"the city {city.name}")
        if place not in state.cells:
            raise StateError(f"the city {city.name} stands on {place.label}, a cell nobody "
                             "has explored")
        if city.number < 1 or city.number in numbers:
            raise StateError(f"the city {city.name} has the number {city.number}, which is "
                             "not 1 or more, or is another city's")
        numbers.add(city.number)
    goods(state.produced, "the production of the last turn")
