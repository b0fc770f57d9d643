"""A tactical battle from its scenario (a TOML table, read by the caller): the board's
size, its ground as rows of letters, its hex sides, the weather, the turn limit and the
units; or a fair random field (`fair_field`: the terrain mirrored, so that each side
faces what the other does). Anything that cannot be read is one ScenarioError naming
where.

    size = [12, 10]            # columns, rows
    turns = 8
    storm = false
    ground = ["....rr....", …]   # a row a line: . clear, = road, r rough,
                                 # d difficult, ~ water; C a cave (clear ground)
    [[side]]
    between = ["C03", "C04"]
    kind = "rough"               # or "road"
    [[unit]]
    name = "Spears"
    seat = "alice"               # a side: the sides go to the seats in order
    kind = "formation"           # troop, formation, character
    movement = "1"               # the sheet's class: 1, S, LL, C, V, A
    at = "B02"
    facing = "S"
    placement = "ground"         # deep-infiltration … flight
    figures = 8
    stacking = 4
    max_figures = 10             # a formation's full size (default: its figures)
    mode = "normal"              # shield-wall, tortoise, hedgehog
    order = "particular"         # or "attack" (an attack instruction); default none
    marker = "charge"            # or "contact"; fatigue = 0…3, shaken, rout: states
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from hexterm.engine.dice import Dice
from hexterm.engine.errors import ScenarioError
from hexterm.engine.hexgrid import Direction, DirectionError, GridSize, Hex, LabelError
from hexterm.engine.messages import Message
from hexterm.engine.mistakes import FieldError, Mistake, in_table
from hexterm.engine.mistakes_found import Found, in_field, in_its_table
from hexterm.engine.tactical.board import DIRECTIONS, Board, side_key
from hexterm.engine.tactical.class_table import read_classes
from hexterm.engine.tactical.classes import CLASSES, Ground, MovementClass, Placement, Side
from hexterm.engine.tactical.model import OUT_OF_BREATH, Battle, Kind, Marker, Mode, Order, Unit
from hexterm.engine.tactical.words import WORDS, class_word, ground_word
from hexterm.engine.typed import flag_field, whole_field

LETTERS = {".": Ground.CLEAR, "=": Ground.ROAD, "r": Ground.ROUGH, "d": Ground.DIFFICULT,
           "~": Ground.WATER, "C": Ground.CLEAR}
PLACEMENTS = {p.name.lower().replace("_", "-"): p for p in Placement}


TOP_KEYS = ("title", "ruleset", "size", "turns", "storm", "ground", "side", "unit", "classes",
            "origin")
SIDE_KEYS = ("between", "kind")
UNIT_KEYS = ("name", "seat", "kind", "movement", "at", "facing", "placement", "figures",
             "stacking", "max_figures", "mode", "marker", "fatigue", "shaken", "rout", "order")


def _hex(text: object, where: Message, size: GridSize) -> Hex:
    if text is None:
        raise ScenarioError(in_table(where, WORDS.phrase(
            "at is missing: the hex it starts on (a row's letter, then a column's number, "
            "such as B04)")))
    try:
        found = Hex.parse(str(text))
    except LabelError:
        raise ScenarioError(in_table(where, WORDS.phrase(
            "{text!r} is not a hex label (a row's letter, then a column's number, such as "
            "B04)", text=text))) from None
    if found not in size:
        raise ScenarioError(in_table(where, WORDS.phrase(
            "{label} is off the {cols}×{rows} board", label=found.label, cols=size.cols,
            rows=size.rows)))
    return found


def _choice(value: object, known: Mapping[str, Any], what: str | Message, where: Message
            ) -> Any:
    if not isinstance(value, str) or value not in known:
        raise ScenarioError(in_table(where, WORDS.phrase(
            "{what} is one of {known}, not {value!r}", what=what, known=", ".join(known),
            value=value)))
    return known[value]


def _letter(value: str, r: int) -> Ground:
    """The ground of a letter of the row `r` of `ground`."""
    if value not in LETTERS:
        raise ScenarioError(WORDS.phrase("ground row {n}: a letter is one of {known}, not "
                                         "{value!r}", n=r + 1, known=", ".join(LETTERS),
                                         value=value))
    return LETTERS[value]


def _size(spec: object) -> GridSize:
    if not isinstance(spec, list) or len(spec) != 2:
        raise ScenarioError(WORDS.phrase("size is [COLUMNS, ROWS], not {value!r}", value=spec))
    return GridSize(whole_field(spec[0], WORDS.phrase("size's columns"), 2, 128),
                    whole_field(spec[1], WORDS.phrase("size's rows"), 2, 128))


def _rows(rows: object, size: GridSize) -> list[Any]:
    if not isinstance(rows, list) or len(rows) not in (0, size.rows):
        raise ScenarioError(WORDS.phrase("ground is a list of {rows} rows of letters",
                                         rows=size.rows))
    return rows


def _row(r: int, row: object, size: GridSize) -> str:
    if not isinstance(row, str) or len(row) != size.cols:
        raise ScenarioError(WORDS.phrase("ground row {n} is {cols} letters, not {row!r}",
                                         n=r + 1, cols=size.cols, row=row))
    return row


def _side(n: int, item: object, size: GridSize) -> tuple[tuple[Hex, Hex], Side]:
    """The hex side of the `[[side]]` table `item` (a refusal at the field at fault)."""
    where = WORDS.phrase("side {n}", n=n)
    pair = item.get("between") if isinstance(item, dict) else None
    if not isinstance(pair, list) or len(pair) != 2:
        raise FieldError(in_table(where, WORDS.phrase("between is [HEX, HEX]")), ("between",))
    a, b = (in_field(("between", i), _hex, x, where, size) for i, x in enumerate(pair))
    if a.distance(b) != 1:
        raise FieldError(in_table(where, WORDS.phrase(
            "{a} and {b} are not next to each other", a=a.label, b=b.label)), ("between",))
    kind = item.get("kind") if isinstance(item, dict) else None
    return side_key(a, b), in_field(("kind",), _choice, kind,
                                    {"rough": Side.ROUGH, "road": Side.ROAD}, "kind", where)


def read_board(scenario: Mapping[str, Any], found: Found | None = None) -> Board:
    """The board of a scenario (or of a save); with `found`, every mistake is kept there
    and the board read as far as it can be, else the first is raised."""
    mistakes = found if found is not None else Found()
    size: GridSize | None = mistakes.read(("size",), None, _size, scenario.get("size", [12, 10]))
    if size is None:  # the rest read on the largest board: its mistakes said too
        if found is None:
            mistakes.refuse()
        return Board(GridSize(128, 128), {}, frozenset(), {}, False)
    rows: list[Any] = mistakes.read(("ground",), [], _rows, scenario.get("ground", []), size)
    ground: dict[Hex, Ground] = {}
    caves = set()
    for r, raw in enumerate(rows):
        row = mistakes.read(("ground", r), "", _row, r, raw, size)
        for c, letter in enumerate(row):
            kind = mistakes.read(("ground", r), Ground.CLEAR, _letter, letter, r)
            hex = Hex.from_offset(c, r)
            if kind is not Ground.CLEAR:
                ground[hex] = kind
            if letter == "C":
                caves.add(hex)
    sides: dict[tuple[Hex, Hex], Side] = {}
    items = scenario.get("side", [])
    for n, item in enumerate(items if isinstance(items, list) else [], 1):
        read = mistakes.read(("side", n - 1), None, _side, n, item, size)
        if read is not None:
            sides[read[0]] = read[1]
    if found is None:
        mistakes.refuse()
    return Board(size, ground, frozenset(caves), sides, bool(scenario.get("storm", False)))


def _unit(n: int, item: object, seats: Sequence[str], size: GridSize,
          classes: Mapping[str, MovementClass], found: Found) -> Unit | None:
    """The unit of a `[[unit]]` table, each of its mistakes kept in `found` (a field
    refused is None; the unit is None when its side, class or hex is refused)."""
    where = WORDS.phrase("unit {n}", n=n)
    if not isinstance(item, dict):
        found.add(("unit", n - 1), WORDS.phrase("{where} is not a table", where=where))
        return None
    def field(key: str, read: Any) -> Any:
        return found.read(("unit", n - 1, key), None, read)

    whole, flag = in_its_table(where, whole_field), in_its_table(where, flag_field)

    name = item.get("name")
    if not isinstance(name, str) or not name.strip() or " " in name:
        found.add(("unit", n - 1, "name"), in_table(where, WORDS.phrase(
            "its name is one word, not {name!r}", name=name)))
    seat = field("seat", lambda: _choice(item.get("seat"), {s: s for s in seats}, "seat", where))
    facing = field("facing", lambda: _facing(item.get("facing", "N"), where))
    unit = Unit(
        str(name), seat,
        field("kind", lambda: _choice(item.get("kind", "troop"), {k.value: k for k in Kind},
                                      "kind", where)),
        field("movement", lambda: _choice(item.get("movement", "1"), {k: k for k in classes},
                                          "movement", where)),
        field("at", lambda: _hex(item.get("at"), where, size)), facing,
        field("placement", lambda: _choice(item.get("placement", "ground"), PLACEMENTS,
                                           "placement", where)),
        field("figures", lambda: whole(item.get("figures", 1), "figures", 1, 99)),
        field("stacking", lambda: whole(item.get("stacking", 1), "stacking", 0, 10)),
        max_figures=field("max_figures", lambda: whole(item.get("max_figures", 0),
                                                       "max_figures", 0, 99)),
        mode=field("mode", lambda: _choice(item.get("mode", "normal"),
                                           {m.value: m for m in Mode}, "mode", where)),
        marker=field("marker", lambda: _choice(item.get("marker", ""),
                                               {m.value: m for m in Marker}, "marker", where)),
        fatigue=field("fatigue", lambda: whole(item.get("fatigue", 0), "fatigue", 0,
                                               OUT_OF_BREATH)),
        shaken=field("shaken", lambda: flag(item.get("shaken", False), "shaken")),
        rout=field("rout", lambda: flag(item.get("rout", False), "rout")),
        order=field("order", lambda: _choice(item.get("order", ""), {o.value: o for o in Order},
                                             "order", where)))
    placed = None not in (unit.seat, unit.movement, unit.hex)
    return unit if placed else None


def _facing(value: object, where: Message) -> int:
    try:
        return DIRECTIONS.index(Direction.parse(str(value)))
    except DirectionError:
        raise ScenarioError(in_table(where, WORDS.phrase(
            "facing is N, NE, SE, S, SW or NW, not {value!r}", value=value))) from None


def read_units(items: Sequence[Any], seats: Sequence[str], size: GridSize,
               classes: Mapping[str, MovementClass] = CLASSES, found: Found | None = None
               ) -> tuple[Unit, ...]:
    """The units of `[[unit]]` tables (of a scenario or a save); with `found`, every
    mistake is kept there and the units read well are given, else the first is raised."""
    mistakes = found if found is not None else Found()
    units: list[Unit] = []
    for n, item in enumerate(items, 1):
        if isinstance(item, dict) and any(u.name == item.get("name") for u in units):
            mistakes.add(("unit", n - 1, "name"), in_table(WORDS.phrase("unit {n}", n=n),
                                                           WORDS.phrase(
                "two units are called {name}", name=item.get("name"))))
            continue
        unit = _unit(n, item, seats, size, classes, mistakes)
        if unit is not None:
            units.append(unit)
    if found is None:
        mistakes.refuse()
    return tuple(units)


def sides_of(items: Any) -> tuple[str, ...]:
    """The sides of a scenario's units (the seats its `[[unit]]` tables name), in the
    order they first appear."""
    found: list[str] = []
    for item in items if isinstance(items, list) else ():
        side = item.get("seat") if isinstance(item, dict) else None
        if isinstance(side, str) and side not in found:
            found.append(side)
    return tuple(found)


def given_to_seats(items: Sequence[Any], seats: Sequence[str]) -> list[Any]:
    """The scenario's units with their sides given to the seats in order (the first
    side to the first seat…), whatever the seats are called; a scenario whose sides
    are all seats of the game keeps them as they are."""
    sides = sides_of(items)
    if set(sides) <= set(seats):
        return list(items)
    if len(sides) != len(seats):
        raise ScenarioError(WORDS.phrase_n(
            "the scenario's sides ({sides}) are one a seat: it is played by {n} seat, not "
            "{seats}", "the scenario's sides ({sides}) are one a seat: it is played by {n} "
            "seats, not {seats}", len(sides), sides=", ".join(sides), seats=len(seats)))
    seat_of = dict(zip(sides, seats, strict=True))
    return [{**item, "seat": seat_of[item["seat"]]}
            if isinstance(item, dict) and item.get("seat") in seat_of else item
            for item in items]


def read_battle(scenario: Mapping[str, Any], seats: Sequence[str]) -> Battle:
    """The battle of a scenario for `seats`: its sides given to them in order
    (ScenarioError: the first of its mistakes, `battle_mistakes`)."""
    items = scenario.get("unit", [])
    if isinstance(items, list):
        items = given_to_seats(items, seats)
    found = Found()
    battle = _battle({**scenario, "unit": items}, seats, found)
    found.refuse()
    assert battle is not None
    return battle


def battle_mistakes(scenario: Mapping[str, Any]) -> list[Mistake]:
    """Every mistake of a scenario at once (`Ruleset.scenario_mistakes`): each of its
    sides played by a seat of the same name."""
    found = Found()
    _battle(scenario, sides_of(scenario.get("unit", [])), found)
    return found.mistakes


def _battle(scenario: Mapping[str, Any], seats: Sequence[str], found: Found) -> Battle | None:
    board = read_board(scenario, found)
    items = scenario.get("unit", [])
    if not isinstance(items, list):
        found.add(("unit",), WORDS.phrase("[[unit]] must be tables"))
        items = []
    classes: Mapping[str, MovementClass] = found.read(("classes",), CLASSES, read_classes,
                                                      scenario.get("classes"), found)
    units = read_units(items, seats, board.size, classes, found)
    origin: dict[str, Any] = found.read(("origin",), {}, read_origin, scenario["origin"]) \
        if "origin" in scenario else {}
    turns = found.read(("turns",), 8, whole_field, scenario.get("turns", 8), "turns", 1, 99)
    standing(board, units, classes, [i for i in items if isinstance(i, dict)], found)
    found.keys(scenario, TOP_KEYS, ())
    sides = scenario.get("side", [])
    for n, item in enumerate(sides if isinstance(sides, list) else [], 1):
        found.keys(item, SIDE_KEYS, ("side", n - 1), WORDS.phrase("side {n}", n=n))
    for n, item in enumerate(items, 1):
        found.keys(item, UNIT_KEYS, ("unit", n - 1), WORDS.phrase("unit {n}", n=n))
    if found.mistakes:
        return None
    return Battle(board, units, turns=turns, edges=edges(units, board.size.rows),
                  origin=origin, classes=classes)


def standing(board: Board, units: Sequence[Unit], classes: Mapping[str, MovementClass],
             items: Sequence[Mapping[str, Any]], found: Found) -> None:
    """The mistakes of where the units start: a unit on ground its class cannot enter
    (the Fiche Mouvement's "-"), enemies on one hex (no hex holds enemy units)."""
    number = {str(item.get("name")): n for n, item in enumerate(items)}
    first: dict[Hex, Unit] = {}
    for unit in units:
        if unit.hex is None:
            continue
        n = number.get(unit.name, 0)
        where = WORDS.phrase("unit {n}", n=n + 1)
        cls = classes[unit.movement]
        ground = board.terrain(unit.hex)
        costs = cls.cave if unit.hex in board.caves and ground in cls.cave else cls.ground
        if costs.get(ground) is None:
            found.add(("unit", n, "at"), in_table(where, WORDS.phrase(
                "{unit} stands at {hex} on {ground} ground, which its class ({cls}) cannot "
                "enter", unit=unit.name, ground=ground_word(ground), hex=unit.hex.label,
                cls=class_word(cls.name, cls.key))))
        other = first.setdefault(unit.hex, unit)
        if other.seat != unit.seat:
            found.add(("unit", n, "at"), in_table(where, WORDS.phrase(
                "{unit} of {seat} starts on {hex} with {other} of {enemy}: enemies never "
                "share a hex", unit=unit.name, seat=unit.seat, hex=unit.hex.label,
                other=other.name, enemy=other.seat)))


def read_origin(data: Any) -> dict[str, Any]:
    """The campaign battle a board's units come from (`campaign.board_scenario`): its
    place, and each board unit's side and name in the campaign."""
    try:
        place = str(data["place"])
        units = [[str(name), int(side), str(own)] for name, side, own in data["units"]]
    except (KeyError, TypeError, ValueError):
        raise ScenarioError(WORDS.phrase("origin is {{place = …, units = [[BOARD NAME, SIDE, "
                                         "NAME], …]}}")) from None
    return {"place": place, "units": units}


def edges(units: Sequence[Unit], rows: int) -> dict[str, int]:
    """Each side's flight edge: the top (0) when its units stand in the upper half on
    average, else the bottom (3) (reading T20)."""
    found: dict[str, list[int]] = {}
    for unit in units:
        if unit.hex is not None:
            found.setdefault(unit.seat, []).append(unit.hex.to_offset()[1])
    return {seat: 0 if sum(r) * 2 < len(r) * (rows - 1) else 3
            for seat, r in sorted(found.items())}


def fair_field(cols: int, rows: int, dice: Dice) -> list[str]:
    """A random field as rows of letters, mirrored top to bottom and left to right, so
    that the two sides (deployed at the top and the bottom rows) face the same ground;
    the first and last two rows are clear for deploying."""
    odds = "." * 12 + "r" * 4 + "d" * 2 + "~" + "="
    grid = [["."] * cols for _ in range(rows)]
    for r in range(2, (rows + 1) // 2):
        for c in range(cols):
            letter = odds[dice.below(len(odds))]
            grid[r][c] = letter
            grid[rows - 1 - r][cols - 1 - c] = letter
    return ["".join(row) for row in grid]
