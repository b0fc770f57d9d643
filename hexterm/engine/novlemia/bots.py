"""Legal orders for a nation played by the program (property tests, autoplay).

The bot is simple and never illegal: it names one of its resources, sometimes opens or
closes its cells to a neighbour, buys what its cities' upkeep lacks on the market, then
fills its actions with the first that is useful where its explorer stands: explore,
prospect, found a city where it would feed itself, else move one step towards the
nearest cell with something left to explore or prospect.
"""

from __future__ import annotations

from collections import deque

from hexterm.engine.dice import Dice, shuffle
from hexterm.engine.hexgrid import Hex
from hexterm.engine.novlemia.model import Nation, NovState, on_map_neighbours
from hexterm.engine.novlemia.orders import Line, Orders, Verb
from hexterm.engine.novlemia.plan import entry_problem, plan, prospectable
from hexterm.engine.novlemia.tables import TRADED, Goods, Resource, Terrain
from hexterm.engine.seats import Seat

NAMES = {
    Resource.A: ("pêcherie", "vergers", "pâturages"),
    Resource.B: ("forêt de pins", "bois de chênes", "futaie"),
    Resource.E: ("champ éolien", "gisement de gaz", "mine de charbon"),
    Resource.M: ("mine de fer", "filon de cuivre", "gisement d'or"),
}
CITIES = ("Port-Neuf", "Bellerive", "Hautecôte", "Sablonne", "Vigie", "Roche-Haute",
          "Clairval", "Brume", "Aubemer", "Pierrefonds")


def _name(state: NovState, nation: Nation, dice: Dice) -> list[Line]:
    for place in state.owned_by(nation.key):
        cell = state.cells[place]
        if cell.resource not in (None, Resource.X) and not cell.name:
            assert cell.resource is not None
            words = NAMES[cell.resource]
            text = f"{words[dice.below(len(words))]} de {place.label}"
            return [Line(Verb.NAME, cell=place, text=text)]
    return []


def _consent(state: NovState, nation: Nation, dice: Dice) -> list[Line]:
    others = [n for n in state.nations.values() if n.key != nation.key]
    if not others or dice.below(6):
        return []
    other = others[dice.below(len(others))]
    verb = Verb.FORBID if other.key in nation.allowed else Verb.ALLOW
    return [Line(verb, who=other.seat)]


def _market(state: NovState, nation: Nation) -> list[Line]:
    if not state.cities_of(nation.key):
        return []
    need = state.options.upkeep
    stock = nation.stock
    for resource in TRADED:
        if stock.of(resource) >= need.of(resource):
            continue
        price = state.rate(resource)
        give: dict[str, int] = {}
        for other in sorted(TRADED, key=lambda r: -stock.of(r)):
            spare = stock.of(other) - need.of(other)
            if other is resource or spare <= 0:
                continue
            take = min(spare, price - sum(give.values()))
            give[other.value] = take
        if sum(give.values()) == price:
            return [Line(Verb.BUY, give=Goods(**give), take=Goods.one(resource))]
    return []


def _worth_a_city(state: NovState, cells: tuple[Hex, ...]) -> bool:
    total = 0
    for i, place in enumerate(cells):
        resource = state.cells[place].resource
        if resource in (None, Resource.X):
            if i == 0:
                return False
            continue
        total += state.options.city_factor if i == 0 else 1
    return total >= state.options.upkeep.total


def _towards(state: NovState, nation: str, at: Hex, pending: set[Hex], dice: Dice
             ) -> Hex | None:
    """The first step from `at` towards the nearest cell with work left, or None."""
    def open_cell(place: Hex) -> bool:
        return place in pending or (place in state.cells
                                    and not entry_problem(state, nation, place))

    def useful(place: Hex) -> bool:
        if place in pending:
            return False
        unknown = any(n not in state.cells and n not in pending
                      for n in on_map_neighbours(state.size, place))
        return unknown or bool(prospectable(state, nation, place, set()))

    first: dict[Hex, Hex] = {}
    queue: deque[Hex] = deque()
    starts = [n for n in on_map_neighbours(state.size, at) if open_cell(n)]
    shuffle(dice, starts)
    for n in starts:
        first[n] = n
        queue.append(n)
    while queue:
        place = queue.popleft()
        if useful(place):
            return first[place]
        for n in on_map_neighbours(state.size, place):
            if n not in first and n != at and open_cell(n):
                first[n] = first[place]
                queue.append(n)
    return starts[0] if starts else None


def _action(state: NovState, nation: str, lines: list[Line], dice: Dice) -> Line | None:
    steps = plan(state, nation, lines)
    at = steps[-1].to if steps else state.nations[nation].explorer
    pending = {h for s in steps if s.line.verb is Verb.EXPLORE for h in s.cells}
    for candidate in (Line(Verb.EXPLORE), Line(Verb.PROSPECT)):
        step = plan(state, nation, [*lines, candidate])[-1]
        if not step.problem and step.cells:
            return candidate
    cell = state.cells.get(at)
    if cell is not None and cell.terrain is not Terrain.WATER:
        name = CITIES[len(state.cities) % len(CITIES)]
        candidate = Line(Verb.COLONISE, text=f"{name} {len(state.cities) + 1}")
        step = plan(state, nation, [*lines, candidate])[-1]
        if not step.problem and _worth_a_city(state, step.cells):
            return candidate
    target = _towards(state, nation, at, pending, dice)
    return Line(Verb.MOVE, targets=(target,)) if target is not None else None


def bot_orders(state: NovState, seat: Seat, dice: Dice) -> Orders:
    """Legal orders for `seat`'s nation, drawn with `dice`."""
    nation = state.nation_of_seat(seat.name)
    lines = [*_name(state, nation, dice), *_consent(state, nation, dice),
             *_market(state, nation)]
    for _ in range(state.options.actions):
        line = _action(state, nation.key, lines, dice)
        if line is None:
            break
        lines.append(line)
    return Orders(tuple(lines))
