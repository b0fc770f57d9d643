"""A Novlémia game's opening state, from a scenario's data and the seats.

The scenario (docs/rules/novlemia.md, "Scenario") gives the grid size, the number of
turns, the victory score, rule options, the nations a seat may play (with the latitude
of their capital) and, for rules cases and custom worlds, cells known at the start.
Column 01 is known and all water. Explorers start on column 01, north to south by the
latitude of their capital, ``rows // nations`` cells apart (reading N2).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from hexterm.engine.errors import ScenarioError
from hexterm.engine.hexgrid import GridSize, Hex, LabelError
from hexterm.engine.messages import Message, message_of
from hexterm.engine.mistakes import FieldError, in_table, nearest
from hexterm.engine.mistakes_found import Found, in_its_table, said_of
from hexterm.engine.novlemia.model import Cell, City, Nation, NovState, Options, Victory
from hexterm.engine.novlemia.tables import TERRAIN_NAMES, Goods, Resource, Terrain
from hexterm.engine.novlemia.words import WORDS
from hexterm.engine.seats import Seat
from hexterm.engine.typed import MUST, flag_field, whole_field

MAX_SIZE = 99
MAX_TURNS = 999
MAX_NAME = 60
EMPTY: Mapping[str, Any] = {}


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


def _victory(victory: object) -> Victory:
    try:
        return Victory(victory)
    except ValueError:
        raise ScenarioError(WORDS.phrase("victory must be one of cells, cities or production, "
                                         "not {victory!r}", victory=victory)) from None


def _options(data: Mapping[str, Any], found: Found) -> Options:
    rules = found.read(("rules",), EMPTY, _table, data, "rules")

    in_rules = WORDS.phrase("[{key}]", key="rules")

    def count(key: str, default: int, hi: int) -> int:
        return found.read(("rules", key), default, in_its_table(in_rules, whole_field),
                          rules.get(key, default), key, 1, hi, said=MUST)

    return Options(
        turns=found.read(("turns",), 24, whole_field, data.get("turns", 24), "turns", 1,
                         MAX_TURNS, said=MUST),
        victory=found.read(("victory",), Victory.CELLS, _victory,
                           data.get("victory", Victory.CELLS.value)),
        actions=count("actions", 3, 9),
        market_rate=count("market_rate", 2, 99),
        rare_rate=count("rare_rate", 3, 99),
        city_factor=count("city_factor", 2, 99),
        upkeep=found.read(("rules", "upkeep"), Goods.from_data({}),
                          in_its_table(in_rules, _goods),
                          rules.get("upkeep", {"A": 1, "B": 1, "E": 1, "M": 1}), "upkeep"),
        first_city_by_water=found.read(("rules", "first_city_by_water"), True,
                                       in_its_table(in_rules, flag_field),
                                       rules.get("first_city_by_water", True),
                                       "first_city_by_water", said=MUST),
    )


def _faction_named(key: str) -> Message:
    return WORDS.phrase("faction {key!r}", key=key)


def _faction(spec: object) -> tuple[str, Mapping[str, Any]]:
    if not isinstance(spec, Mapping) or not isinstance(spec.get("key"), str):
        raise ScenarioError(WORDS.phrase("every [[faction]] needs a key (text)"))
    latitude = spec.get("latitude")
    if latitude is not None and (isinstance(latitude, bool) or
                                 not isinstance(latitude, int | float) or
                                 not -90 <= latitude <= 90):
        raise ScenarioError(in_table(_faction_named(spec["key"]), WORDS.phrase(
            "latitude must be a number of degrees from -90 to 90, not {latitude!r}",
            latitude=latitude)))
    return spec["key"], spec


def known_nations(data: Mapping[str, Any], found: Found) -> dict[str, Mapping[str, Any]]:
    """The scenario's `[[faction]]` tables by their key, each mistake kept in `found`."""
    nations: dict[str, Mapping[str, Any]] = {}
    specs = data.get("faction", [])
    if not isinstance(specs, list):
        found.add(("faction",), WORDS.phrase("[[faction]] must be a list of tables"))
        return nations
    for number, spec in enumerate(specs):
        read = found.read(("faction", number), None, _faction, spec)
        if read is not None:
            nations[read[0]] = read[1]
    return nations


def _start(spec: Mapping[str, Any], size: GridSize, key: str) -> Hex | None:
    if "start" not in spec:
        return None
    try:
        place = Hex.parse(str(spec["start"]))
    except LabelError as exc:
        raise ScenarioError(in_table(_faction_named(key), WORDS.phrase(
            "start: {said}", said=message_of(exc)))) from None
    if not size.contains(place) or place.q != 0:
        raise ScenarioError(in_table(_faction_named(key), WORDS.phrase(
            "start {start!r} is not a cell of column 01 on the map", start=spec["start"])))
    return place


def _nations(data: Mapping[str, Any], seats: Sequence[Seat], size: GridSize, found: Found
             ) -> dict[str, Nation]:
    known = known_nations(data, found)
    specs = data.get("faction", [])  # not a list: known_nations said so
    where = {key: ("faction", n) for n, spec in enumerate(specs if isinstance(specs, list)
                                                          else [])
             if isinstance(spec, Mapping) and isinstance(key := spec.get("key"), str)}
    seen: set[str] = set()
    rows: list[tuple[float | None, int, Seat, Mapping[str, Any]]] = []
    for index, seat in enumerate(seats):
        if seat.faction in seen:
            found.add((), WORDS.phrase("two seats play the nation {nation!r}: in Novlémia a "
                                       "nation has one seat", nation=seat.faction))
            continue
        seen.add(seat.faction)
        spec = known.get(seat.faction, {})
        latitude = spec.get("latitude")
        rows.append((float(latitude) if latitude is not None else None, index, seat, spec))
    if len(rows) > size.rows:
        found.add(("map", "rows"), WORDS.phrase("{n} nations do not fit on the {rows} cells of "
                                                "column 01", n=len(rows), rows=size.rows))
        return {}
    # North to south: the highest latitude first; unknown latitudes last, in seat order.
    rows.sort(key=lambda r: (r[0] is None, -(r[0] or 0.0), r[1]))
    spacing = size.rows // len(rows) if rows else 1
    nations: dict[str, Nation] = {}
    for slot, (latitude, _, seat, spec) in enumerate(rows):
        at = where.get(seat.faction, ("faction",))
        start = found.read((*at, "start"), None, _start, spec, size, seat.faction) or \
            Hex.from_offset(0, slot * spacing + spacing // 2)
        stock = found.read((*at, "stock"), Goods.from_data({}),
                           in_its_table(_faction_named(seat.faction), _goods),
                           spec.get("stock", {}), "stock")
        name = str(spec.get("name") or seat.faction)[:MAX_NAME]
        nations[seat.faction] = Nation(seat.faction, name, seat.name, latitude, start, stock)
    return nations


def _cell(label: str, spec: object, size: GridSize, nations: Collection[str]
          ) -> tuple[Hex, Cell, str | None]:
    """A known cell (and its city's name, when it has one) of `[cell.LABEL]`."""
    def refused(what: Message, *field: str) -> ScenarioError:
        """The cell refused, at its `field` when the mistake is one of its fields."""
        return FieldError(in_table(WORDS.phrase("[cell.{label}]", label=label), what), field)

    try:
        place = Hex.parse(label)
    except LabelError as exc:
        raise refused(said_of(exc)) from None
    if not size.contains(place):
        raise refused(WORDS.phrase("{label} is off the {cols}×{rows} map", label=label,
                                   cols=size.cols, rows=size.rows))
    if not isinstance(spec, Mapping):
        raise refused(WORDS.phrase("{label} is not a table for a cell on the map",
                                   label=label))
    terrain = TERRAIN_NAMES.get(str(spec.get("terrain", "")).lower())
    if terrain is None:
        raise refused(WORDS.phrase("terrain {terrain!r} is not one of eau, plaine, foret, "
                                   "collines, montagnes, desert", terrain=spec.get("terrain")),
                      "terrain")
    owner = spec.get("owner")
    if owner is not None and owner not in nations:
        guess = nearest(str(owner), nations)
        raise refused(
            WORDS.phrase("owner {owner!r} is not a nation of the game: did you mean "
                         "{guess!r}?", owner=owner, guess=guess)
            if guess is not None else
            WORDS.phrase("owner {owner!r} is not a nation of the game", owner=owner), "owner")
    resource = None
    if "resource" in spec:
        try:
            resource = Resource(str(spec["resource"]).upper())
        except ValueError:
            raise refused(WORDS.phrase("resource {resource!r} is not A, B, E, M or X",
                                       resource=spec["resource"]), "resource") from None
    if "city" in spec and (owner is None or not terrain.land):
        raise refused(WORDS.phrase("a city needs land with an owner"), "city")
    city = str(spec["city"])[:MAX_NAME] if "city" in spec else None
    return place, Cell(terrain, owner, resource, str(spec.get("name", ""))[:MAX_NAME]), city


def _cells(data: Mapping[str, Any], size: GridSize, nations: Collection[str], found: Found
           ) -> tuple[dict[Hex, Cell], dict[Hex, City]]:
    cells = {Hex.from_offset(0, row): Cell(Terrain.WATER) for row in range(size.rows)}
    cities: dict[Hex, City] = {}
    for label, spec in found.read(("cell",), EMPTY, _table, data, "cell").items():
        read = found.read(("cell", label), None, _cell, label, spec, size, nations)
        if read is None:
            continue
        place, cell, city = read
        cells[place] = cell
        if city is not None and cell.owner is not None:
            cities[place] = City(city, cell.owner, 0, len(cities) + 1)
    return cells, cities


def _size(grid: Mapping[str, Any], found: Found) -> GridSize:
    read = in_its_table(WORDS.phrase("[{key}]", key="map"), whole_field)
    return GridSize(found.read(("map", "cols"), 26, read, grid.get("cols", 26), "cols", 2,
                               MAX_SIZE, said=MUST),
                    found.read(("map", "rows"), 26, read, grid.get("rows", 26), "rows", 1,
                               MAX_SIZE, said=MUST))


def opening(data: Mapping[str, Any], seats: Sequence[Seat], found: Found,
            owners: Collection[str] | None = None) -> NovState:
    """The opening state, each mistake kept in `found` (the state is the game's only
    when there is none); a cell's owner is one of `owners` (by default the seats'
    nations)."""
    declared = data.get("ruleset", "novlemia")
    if declared != "novlemia":
        found.add(("ruleset",), WORDS.phrase("this scenario is for the {declared} rules, not "
                                             "Novlémia", declared=declared))
    size = _size(found.read(("map",), EMPTY, _table, data, "map"), found)
    options = _options(data, found)
    nations = _nations(data, seats, size, found)
    cells, cities = _cells(data, size, nations if owners is None else owners, found)
    return NovState(str(data.get("title", "Novlémia")), size, options, nations, cells,
                    cities)
