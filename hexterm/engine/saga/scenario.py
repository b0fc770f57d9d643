"""The opening state of a SAGA campaign from a scenario's data and the seats.

A scenario gives the map (`[[terrain]]` with a name, a kind and a place `at = [x, y]`
for the drawing; `roads` as pairs of names) and the players' home terrains by their
number (`[homes]`, "2" to "6"): each player starts with a village on its home and
`START_PP_PER_ARMY` PP for each starting army of the players table (reading S2).
It may also set the campaign at any point (for case files and worlds of one's own):
`turns`, `phase` (bid, to begin with the bids), `initiative`, `pp`, `owners`, `sacred`,
`memory`, `[[village]]` (terrain, seat, reserve) and `[[band]]` (name of the lord,
seat, terrain, units by kind, and the figures left of units that lost some). The
format is in docs/rules/saga.md.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from hexterm.engine.dice import Dice
from hexterm.engine.errors import ScenarioError
from hexterm.engine.messages import Listing, Message
from hexterm.engine.mistakes import in_table, nearest
from hexterm.engine.mistakes_found import Found, in_its_table
from hexterm.engine.saga.board import Board, Terrain, make_board
from hexterm.engine.saga.model import (
    Band,
    Lord,
    Phase,
    Player,
    SagaState,
    Unit,
    Village,
    fresh_name,
    new_unit,
)
from hexterm.engine.saga.tables import (
    FIGURES_PER_POINT,
    MAX_UNIT_POINTS,
    OUTER_FACTIONS,
    PLAYERS_TABLE,
    START_PP_PER_ARMY,
    Kind,
)
from hexterm.engine.saga.words import WORDS
from hexterm.engine.seats import Seat
from hexterm.engine.typed import text_field, whole_field

NONE: list[Mapping[str, Any]] = []
"""No tables (of a list of tables that cannot be read)."""
NO_UNITS: tuple[Unit, ...] = ()


def plain(text: str) -> str:
    """`text` without accents, folded: "Peuples Souterrains" → "peuples souterrains"."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def is_outer(faction: str) -> bool:
    """Whether a faction invades from beyond (its name names the Outremonde or the
    underground peoples)."""
    name = plain(faction)
    return any(outer in name for outer in OUTER_FACTIONS)


def named_seats(scenario: Mapping[str, Any]) -> tuple[str, ...]:
    """The seats a scenario set at some point of a campaign names (its initiative, its
    villages and bands), in that order: a game of it has exactly these seats."""
    found: list[str] = []

    def listed(key: str) -> list[Any]:  # a key written as something else: its own mistake
        value = scenario.get(key, [])
        return value if isinstance(value, list) else []

    named = [*listed("initiative"),
             *(item.get("seat") for key in ("village", "band")
               for item in listed(key) if isinstance(item, Mapping))]
    for seat in named:
        if isinstance(seat, str) and seat not in found:
            found.append(seat)
    return tuple(found)


def home_counts(scenario: Mapping[str, Any]) -> list[int]:
    """The numbers of players for which the scenario gives every player a home."""
    homes = scenario.get("homes", {})
    return sorted(count for count in PLAYERS_TABLE if isinstance(homes, Mapping)
                  and isinstance(homes.get(str(count)), list)
                  and len(homes[str(count)]) == count)


def _named(number: int, item: Mapping[str, Any], terrains: Sequence[Terrain]) -> str:
    name = in_its_table(WORDS.phrase("terrain {number}", number=number), text_field)(
        item.get("name"), "name", word=True)
    if any(t.name.casefold() == name.casefold() for t in terrains):
        raise ScenarioError(WORDS.phrase("two terrains are called {name!r}", name=name))
    return name


def _terrain_named(name: str) -> Message:
    return WORDS.phrase("terrain {name}", name=name)


def _kind(name: str, item: Mapping[str, Any]) -> Kind:
    try:
        return Kind(in_its_table(_terrain_named(name), text_field)(item.get("kind"), "kind",
                                                                   word=True))
    except ValueError:
        raise ScenarioError(in_table(_terrain_named(name), WORDS.phrase(
            "kind is normal, developed or prestigious, not {kind!r}",
            kind=item.get("kind")))) from None


def _drawn(number: int, name: str, item: Mapping[str, Any], terrains: Sequence[Terrain]
           ) -> tuple[int, int]:
    at = item.get("at", [number - 1, 0])
    if (not isinstance(at, list) or len(at) != 2
            or not all(isinstance(v, int) and 0 <= v < 100 for v in at)):
        raise ScenarioError(in_table(_terrain_named(name), WORDS.phrase(
            "at is [column, row], not {at}", at=repr(at))))
    if any(t.at == (at[0], at[1]) for t in terrains):
        raise ScenarioError(in_table(_terrain_named(name), WORDS.phrase(
            "another terrain is drawn at {at}", at=str(at))))
    return at[0], at[1]


def _road(number: int, pair: object, names: Sequence[str]) -> tuple[str, str]:
    if not isinstance(pair, list) or len(pair) != 2 or pair[0] == pair[1]:
        raise ScenarioError(WORDS.phrase("a road joins two terrains of the map, not {pair}",
                                         pair=repr(pair)))
    for end in pair:
        if end not in names:
            guess = nearest(str(end), names)
            raise ScenarioError(
                WORDS.phrase("road {n}: {end!r} is no terrain of the map: did you mean {guess}?",
                             n=number, end=end, guess=guess) if guess is not None else
                WORDS.phrase("road {n}: {end!r} is no terrain of the map", n=number,
                             end=end))
    return pair[0], pair[1]


def read_board(scenario: Mapping[str, Any], found: Found) -> Board | None:
    """The map of a scenario, its mistakes kept in `found` (None when it has any)."""
    before = len(found.mistakes)
    terrains: list[Terrain] = []
    names: list[str] = []
    for number, item in enumerate(found.read(("terrain",), NONE, _list, scenario, "terrain"), 1):
        where = ("terrain", number - 1)
        name = found.read((*where, "name"), None, _named, number, item, terrains)
        if name is None:
            continue
        names.append(name)
        kind = found.read((*where, "kind"), None, _kind, name, item)
        at = found.read((*where, "at"), None, _drawn, number, name, item, terrains)
        if kind is not None and at is not None:
            terrains.append(Terrain(name, kind, at))
    if len(terrains) < 2 and len(found.mistakes) == before:
        found.add(("terrain",), WORDS.phrase("a SAGA map has two terrains or more"))
    pairs = scenario.get("roads", [])
    if not isinstance(pairs, list):
        found.add(("roads",), WORDS.phrase("roads is a list of pairs of terrains"))
        pairs = []
    roads = [road for number, pair in enumerate(pairs, 1)
             if (road := found.read(("roads", number - 1), None, _road, number, pair, names))]
    if len(found.mistakes) > before:
        return None
    board = make_board(terrains, roads)
    cut_off = [t.name for t in terrains if t.name not in board.distances(terrains[0].name)]
    if cut_off:
        found.add(("roads",), WORDS.phrase(
            "no road leads from {start} to {terrains}: every terrain of the map is reached "
            "by the roads", start=terrains[0].name, terrains=Listing(tuple(cut_off))))
        return None
    return board


def opening(scenario: Mapping[str, Any], seats: Sequence[Seat] | None, dice: Dice,
            found: Found) -> SagaState | None:
    """The campaign's opening state, every mistake kept in `found` (None when it has
    any). `seats` None: a scenario checked before its seats are known (every count of
    players its homes give, `homes_mistakes`), the seats it names left unchecked."""
    board = read_board(scenario, found)
    count = len(seats) if seats is not None else (home_counts(scenario) or [2])[0]
    if count not in PLAYERS_TABLE:
        found.add((), WORDS.phrase("a SAGA campaign is played by 2 to 6 players, not {n}",
                                   n=count))
        return None
    row = PLAYERS_TABLE[count]
    turns = found.read(("turns",), row.turns, whole_field, scenario.get("turns", row.turns),
                       "turns", 1, 99)
    row = replace(row, turns=turns)
    names = [s.name for s in seats] if seats is not None else None
    pp = scenario.get("pp", {})
    if not isinstance(pp, Mapping):
        found.add(("pp",), WORDS.phrase("pp is a table SEAT = PP"))
        pp = {}
    for seat in pp:
        found.read(("pp", seat), "", _seat, names, seat)
    players = tuple(Player(s.name, s.faction,
                           found.read(("pp", s.name), 0,
                                      in_its_table(WORDS.phrase("pp"), whole_field),
                                      pp.get(s.name, START_PP_PER_ARMY * row.armies), s.name),
                           outer=is_outer(s.faction)) for s in seats or ())
    phase = found.read(("phase",), Phase.PREPARE, _phase,
                       scenario.get("phase", Phase.PREPARE.value))
    if board is None:
        return None
    state = SagaState(board, row, players)
    if "village" in scenario or "band" in scenario:
        state = _placed(state, scenario, names, found)
    elif names is not None:
        homes = scenario.get("homes", {})
        homes = homes.get(str(count)) if isinstance(homes, Mapping) else None
        if not isinstance(homes, list) or len(homes) != count:
            found.add(("homes",), WORDS.phrase("the scenario gives no {n} homes for {n} players",
                                               n=count))
            return None
        for number, (seat, home) in enumerate(zip(names, homes, strict=True)):
            terrain = found.read(("homes", str(count), number), None, _terrain, board, home,
                                 WORDS.phrase("a home"))
            if terrain is not None:
                state = state.with_village(terrain, Village(terrain, seat)).with_owner(terrain,
                                                                                       seat)
    for terrain, seat in _table(scenario, "owners", found).items():
        owned = found.read(("owners", terrain), None, _terrain, board, terrain, "owners")
        owner = found.read(("owners", terrain), None, _seat, names, seat)
        if owned is not None and owner is not None:
            state = state.with_owner(owned, owner)
    sacred = {}
    for terrain, seat in _table(scenario, "sacred", found).items():
        place = found.read(("sacred", terrain), None, _terrain, board, terrain, "sacred")
        holder = found.read(("sacred", terrain), None, _seat, names, seat)
        if place is not None and holder is not None:
            sacred[place] = holder
    given = scenario.get("memory", [])
    if not isinstance(given, list):
        found.add(("memory",), WORDS.phrase("memory is the list of the seats of the last "
                                            "battles, not {value!r}", value=given))
        given = []
    memory = tuple(found.read(("memory", n), "", _seat, names, s) for n, s in enumerate(given))
    order = scenario.get("initiative")
    if order is None:
        initiative, rolls = roll_initiative(names or [], dice)
    elif not isinstance(order, list):
        initiative, rolls = (), ()
        found.add(("initiative",), WORDS.phrase(
            "initiative is the list of the seats, the favourite of the gods first, not "
            "{value!r}", value=order))
    else:
        initiative = tuple(found.read(("initiative", n), "", _seat, names, s)
                           for n, s in enumerate(order))
        rolls = ()
        if names is not None and sorted(initiative) != sorted(names):
            found.add(("initiative",), WORDS.phrase("initiative lists every seat once"))
    villages = {v.seat for v in state.villages.values()}
    for seat in names or ():
        if seat not in villages:
            found.add(("village",) if "village" in scenario or "band" in scenario else
                      ("homes",), WORDS.phrase("{seat} has no village: each player starts "
                                               "with one", seat=seat))
    if found.mistakes:
        return None
    return replace(state, sacred=dict(sorted(sacred.items())), memory=memory[-8:],
                   initiative=initiative, rolls=rolls, phase=phase)


def roll_initiative(names: Sequence[str], dice: Dice
                    ) -> tuple[tuple[str, ...], tuple[tuple[str, tuple[int, ...]], ...]]:
    """The first turn's initiative: 3d6 each, the tied players alone rolling again until
    the order is strict; and each seat's totals, roll after roll."""
    rolls: dict[str, list[int]] = {name: [] for name in names}

    def order(group: Sequence[str]) -> list[str]:
        for name in group:
            rolls[name].append(dice.roll() + dice.roll() + dice.roll())
        now = {name: rolls[name][-1] for name in group}  # before the tied roll again
        ranked: list[str] = []
        for total in sorted(set(now.values()), reverse=True):
            tied = [n for n in group if now[n] == total]
            ranked += order(tied) if len(tied) > 1 else tied
        return ranked

    ranked = order(list(names))
    return tuple(ranked), tuple((n, tuple(rolls[n])) for n in names)


def _placed(state: SagaState, scenario: Mapping[str, Any], names: list[str] | None,
            found: Found
            ) -> SagaState:
    board = state.board
    for number, item in enumerate(found.read(("village",), NONE, _list, scenario, "village")):
        where = ("village", number)
        terrain = found.read((*where, "terrain"), None, _terrain, board, item.get("terrain"),
                             WORDS.phrase("a village"))
        seat = found.read((*where, "seat"), None, _seat, names, item.get("seat"))
        reserve = found.read((*where, "reserve"), NO_UNITS,
                             in_its_table(WORDS.phrase("a village"),
                                          in_its_table(WORDS.phrase("reserve"), _units)),
                             item.get("reserve", {}), {})
        if terrain is not None and seat is not None:
            state = state.with_village(terrain, Village(terrain, seat, reserve))
            state = state.with_owner(terrain, seat)
    for number, item in enumerate(found.read(("band",), NONE, _list, scenario, "band")):
        where = ("band", number)
        name = found.read((*where, "name"), None, _band_name, item.get("name"))
        if name is None:
            continue
        if state.band(name) is not None:
            found.add((*where, "name"), WORDS.phrase("two bands are called {name!r}",
                                                     name=name))
            continue
        band = WORDS.phrase("band {band}", band=name)
        terrain = found.read((*where, "terrain"), None, _terrain, board, item.get("terrain"),
                             band)
        seat = found.read((*where, "seat"), None, _seat, names, item.get("seat"))
        units = found.read((*where, "units"), NO_UNITS, in_its_table(band, _units),
                           item.get("units", {}), item.get("left", {}))
        if terrain is None or seat is None:
            continue
        state = state.with_band(Band(name, seat, terrain, Lord(name), units))
        if terrain not in state.owners:
            state = state.with_owner(terrain, seat)
    return state


def _band_name(name: object) -> str:
    return in_its_table(WORDS.phrase("a band"), text_field)(name, "name", word=True)


def _units(kinds: Any, left: Any) -> tuple[Unit, ...]:
    """The units of a band or a village's reserve (said in its table by the caller)."""
    if not isinstance(kinds, dict) or not isinstance(left, dict):
        raise ScenarioError(WORDS.phrase("units are a table KIND = [POINTS, …]"))
    units: list[Unit] = []
    for kind, sizes in kinds.items():
        if kind not in FIGURES_PER_POINT:
            raise ScenarioError(WORDS.phrase("{kind!r} is not one of {kinds}", kind=kind,
                                             kinds=Listing(tuple(FIGURES_PER_POINT))))
        for points in sizes if isinstance(sizes, list) else [sizes]:
            if not isinstance(points, int) or not 1 <= points <= MAX_UNIT_POINTS:
                raise ScenarioError(WORDS.phrase("a unit has 1 to {most} points",
                                                 most=MAX_UNIT_POINTS))
            units.append(new_unit(fresh_name(units, kind), kind, points))
    for unit_name, figures in left.items():
        found = [u for u in units if u.name == unit_name]
        if not found or not isinstance(figures, int) or not 1 <= figures <= found[0].full:
            raise ScenarioError(WORDS.phrase("left.{unit} names a unit and its figures",
                                             unit=unit_name))
        units = [replace(u, figures=figures) if u.name == unit_name else u for u in units]
    return tuple(units)


def _phase(value: Any) -> Phase:
    """The step a campaign starts at: its first turn's bids (to play a campaign set at
    any point) or, by default, the preparation."""
    if value not in (Phase.BID.value, Phase.PREPARE.value):
        raise ScenarioError(WORDS.phrase("phase is bid or prepare, not {value!r}",
                                         value=value))
    return Phase(value)


def _list(scenario: Mapping[str, Any], key: str) -> list[Mapping[str, Any]]:
    items = scenario.get(key, [])
    if not isinstance(items, list) or not all(isinstance(i, dict) for i in items):
        raise ScenarioError(WORDS.phrase("[[{key}]] must be tables", key=key))
    return items


def _table(scenario: Mapping[str, Any], key: str, found: Found) -> Mapping[str, Any]:
    table = scenario.get(key, {})
    if not isinstance(table, Mapping):
        found.add((key,), WORDS.phrase("{key} is a table TERRAIN = SEAT", key=key))
        return {}
    return table


def _terrain(board: Board, name: Any, where: Message | str) -> str:
    found = board.find(name) if isinstance(name, str) else None
    if found is None:
        raise ScenarioError(in_table(where, WORDS.phrase("{name!r} is not a terrain of the map",
                                                         name=name)))
    return found


def _seat(names: list[str] | None, seat: Any) -> str:
    """`seat`, a seat of the game (any seat's name when the seats are not known yet)."""
    if names is None and isinstance(seat, str):
        return seat
    if names is None or seat not in names:
        raise ScenarioError(WORDS.phrase("{seat!r} is not a seat of the game ({seats})",
                                         seat=seat, seats=Listing(tuple(names or ()))))
    return str(seat)

