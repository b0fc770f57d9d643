"""A Novlémia game's opening state, from a scenario's data and the seats.

The scenario (docs/rules/novlemia.md, "Scenario") gives the grid size, the number of
turns, the victory score, rule options, the nations a seat may play (with the latitude
of their capital) and, for rules cases and custom worlds, cells known at the start.
Column 01 is known and all water. Explorers start on column 01, north to south by the
latitude of their capital, ``rows // nations`` cells apart (reading N2).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from hexterm.engine.errors import ScenarioError
from hexterm.engine.hexgrid import GridSize, Hex, LabelError
from hexterm.engine.messages import Message, message_of
from hexterm.engine.novlemia.model import Cell, City, Nation, NovState, Options, Victory
from hexterm.engine.novlemia.tables import TERRAIN_NAMES, Goods, Resource, Terrain
from hexterm.engine.novlemia.words import WORDS
from hexterm.engine.seats import Seat
from hexterm.engine.typed import MUST, flag_field, whole_field

MAX_SIZE = 99
MAX_TURNS = 999
MAX_NAME = 60


def _table(data: Mapping[str, Any], key: str) -> Mapping[str, Any]:
    value = data.get(key, {})
    if not isinstance(value, Mapping):
        raise ScenarioError(WORDS.phrase("[{key}] must be a table", key=key))
    return value


def _goods(value: Any, where: str | Message) -> Goods:
    try:
        return Goods.from_data(value)
    except ValueError as exc:
        raise ScenarioError(WORDS.phrase("{where}: {said}", where=where,
                                         said=message_of(exc))) from None


def _options(data: Mapping[str, Any]) -> Options:
    rules = _table(data, "rules")
    victory = data.get("victory", Victory.CELLS.value)
    try:
        chosen = Victory(victory)
    except ValueError:
        raise ScenarioError(WORDS.phrase("victory must be one of cells, cities or production, "
                                         "not {victory!r}", victory=victory)) from None
    water = flag_field(rules.get("first_city_by_water", True), "rules.first_city_by_water",
                       said=MUST)
    return Options(
        turns=whole_field(data.get("turns", 24), "turns", 1, MAX_TURNS, said=MUST),
        victory=chosen,
        actions=whole_field(rules.get("actions", 3), "rules.actions", 1, 9, said=MUST),
        market_rate=whole_field(rules.get("market_rate", 2), "rules.market_rate", 1, 99,
                                said=MUST),
        rare_rate=whole_field(rules.get("rare_rate", 3), "rules.rare_rate", 1, 99,
                              said=MUST),
        city_factor=whole_field(rules.get("city_factor", 2), "rules.city_factor", 1, 99,
                                said=MUST),
        upkeep=_goods(rules.get("upkeep", {"A": 1, "B": 1, "E": 1, "M": 1}), "rules.upkeep"),
        first_city_by_water=water,
    )


def _known_nations(data: Mapping[str, Any]) -> dict[str, Mapping[str, Any]]:
    found: dict[str, Mapping[str, Any]] = {}
    specs = data.get("faction", [])
    if not isinstance(specs, list):
        raise ScenarioError(WORDS.phrase("[[faction]] must be a list of tables"))
    for spec in specs:
        if not isinstance(spec, Mapping) or not isinstance(spec.get("key"), str):
            raise ScenarioError(WORDS.phrase("every [[faction]] needs a key (text)"))
        latitude = spec.get("latitude")
        if latitude is not None and (isinstance(latitude, bool) or
                                     not isinstance(latitude, int | float) or
                                     not -90 <= latitude <= 90):
            raise ScenarioError(WORDS.phrase("faction {key!r}: latitude must be a number of "
                                             "degrees from -90 to 90, not {latitude!r}",
                                             key=spec["key"], latitude=latitude))
        found[spec["key"]] = spec
    return found


def _start(spec: Mapping[str, Any], size: GridSize, key: str) -> Hex | None:
    if "start" not in spec:
        return None
    try:
        place = Hex.parse(str(spec["start"]))
    except LabelError as exc:
        raise ScenarioError(WORDS.phrase("faction {key!r}: start: {said}", key=key,
                                         said=message_of(exc))) from None
    if not size.contains(place) or place.q != 0:
        raise ScenarioError(WORDS.phrase("faction {key!r}: start {start!r} is not a cell of "
                                         "column 01 on the map", key=key,
                                         start=spec["start"]))
    return place


def _nations(data: Mapping[str, Any], seats: Sequence[Seat], size: GridSize
             ) -> dict[str, Nation]:
    known = _known_nations(data)
    seen: set[str] = set()
    rows: list[tuple[float | None, int, Seat, Mapping[str, Any]]] = []
    for index, seat in enumerate(seats):
        if seat.faction in seen:
            raise ScenarioError(WORDS.phrase("two seats play the nation {nation!r}: in "
                                             "Novlémia a nation has one seat",
                                             nation=seat.faction))
        seen.add(seat.faction)
        spec = known.get(seat.faction, {})
        latitude = spec.get("latitude")
        rows.append((float(latitude) if latitude is not None else None, index, seat, spec))
    if len(rows) > size.rows:
        raise ScenarioError(WORDS.phrase("{n} nations do not fit on the {rows} cells of "
                                         "column 01", n=len(rows), rows=size.rows))
    # North to south: the highest latitude first; unknown latitudes last, in seat order.
    rows.sort(key=lambda r: (r[0] is None, -(r[0] or 0.0), r[1]))
    spacing = size.rows // len(rows) if rows else 1
    nations: dict[str, Nation] = {}
    for slot, (latitude, _, seat, spec) in enumerate(rows):
        start = _start(spec, size, seat.faction) or Hex.from_offset(
            0, slot * spacing + spacing // 2)
        stock = _goods(spec.get("stock", {}),
                       WORDS.phrase("faction {key!r}: stock", key=seat.faction))
        name = str(spec.get("name") or seat.faction)[:MAX_NAME]
        nations[seat.faction] = Nation(seat.faction, name, seat.name, latitude, start, stock)
    return nations


def _cells(data: Mapping[str, Any], size: GridSize, nations: Mapping[str, Nation]
           ) -> tuple[dict[Hex, Cell], dict[Hex, City]]:
    cells = {Hex.from_offset(0, row): Cell(Terrain.WATER) for row in range(size.rows)}
    cities: dict[Hex, City] = {}
    for label, spec in _table(data, "cell").items():
        try:
            place = Hex.parse(label)
        except LabelError as exc:
            raise ScenarioError(WORDS.phrase("[cell.{label}]: {said}", label=label,
                                             said=message_of(exc))) from None
        if not size.contains(place) or not isinstance(spec, Mapping):
            raise ScenarioError(WORDS.phrase("[cell.{label}] is not a table for a cell on the "
                                             "map", label=label))
        terrain = TERRAIN_NAMES.get(str(spec.get("terrain", "")).lower())
        if terrain is None:
            raise ScenarioError(WORDS.phrase("[cell.{label}]: terrain {terrain!r} is not one "
                                             "of eau, plaine, foret, collines, montagnes, "
                                             "desert", label=label,
                                             terrain=spec.get("terrain")))
        owner = spec.get("owner")
        if owner is not None and owner not in nations:
            raise ScenarioError(WORDS.phrase("[cell.{label}]: owner {owner!r} is not a nation "
                                             "of the game", label=label, owner=owner))
        resource = None
        if "resource" in spec:
            try:
                resource = Resource(str(spec["resource"]).upper())
            except ValueError:
                raise ScenarioError(WORDS.phrase("[cell.{label}]: resource {resource!r} is "
                                                 "not A, B, E, M or X", label=label,
                                                 resource=spec["resource"])) from None
        cells[place] = Cell(terrain, owner, resource, str(spec.get("name", ""))[:MAX_NAME])
        if "city" in spec:
            if owner is None or not terrain.land:
                raise ScenarioError(WORDS.phrase("[cell.{label}]: a city needs land with an "
                                                 "owner", label=label))
            cities[place] = City(str(spec["city"])[:MAX_NAME], owner, 0, len(cities) + 1)
    return cells, cities


def build_state(data: Mapping[str, Any], seats: Sequence[Seat]) -> NovState:
    """The opening state of the scenario `data` for `seats` (ScenarioError when wrong)."""
    declared = data.get("ruleset", "novlemia")
    if declared != "novlemia":
        raise ScenarioError(WORDS.phrase("this scenario is for the {declared} rules, not "
                                         "Novlémia", declared=declared))
    grid = _table(data, "map")
    size = GridSize(whole_field(grid.get("cols", 26), "map.cols", 2, MAX_SIZE, said=MUST),
                    whole_field(grid.get("rows", 26), "map.rows", 1, MAX_SIZE, said=MUST))
    options = _options(data)
    nations = _nations(data, seats, size)
    cells, cities = _cells(data, size, nations)
    return NovState(str(data.get("title", "Novlémia")), size, options, nations, cells,
                    cities)
