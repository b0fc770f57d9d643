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
from hexterm.engine.typed import at as field_at
from hexterm.engine.typed import text_field, whole_field


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
    named = [*scenario.get("initiative", ()),
             *(item.get("seat") for key in ("village", "band")
               for item in scenario.get(key, ()) if isinstance(item, Mapping))]
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


def read_board(scenario: Mapping[str, Any]) -> Board:
    """The map of a scenario."""
    terrains: list[Terrain] = []
    for number, item in enumerate(_list(scenario, "terrain"), 1):
        name = text_field(item.get("name"),
                          field_at(WORDS.phrase("terrain {number}", number=number), "name"),
                          word=True)
        if any(t.name.casefold() == name.casefold() for t in terrains):
            raise ScenarioError(WORDS.phrase("two terrains are called {name}", name=repr(name)))
        try:
            kind = Kind(text_field(item.get("kind"), field_at(name, "kind"), word=True))
        except ValueError:
            raise ScenarioError(WORDS.phrase("terrain {name}: kind is normal, developed or "
                                             "prestigious, not {kind}", name=name,
                                             kind=repr(item.get("kind")))) from None
        at = item.get("at", [number - 1, 0])
        if (not isinstance(at, list) or len(at) != 2
                or not all(isinstance(v, int) and 0 <= v < 100 for v in at)):
            raise ScenarioError(WORDS.phrase("terrain {name}: at is [column, row], not {at}",
                                             name=name, at=repr(at)))
        if any(t.at == (at[0], at[1]) for t in terrains):
            raise ScenarioError(WORDS.phrase("terrain {name}: another terrain is drawn at {at}",
                                             name=name, at=str(at)))
        terrains.append(Terrain(name, kind, (at[0], at[1])))
    if len(terrains) < 2:
        raise ScenarioError(WORDS.phrase("a SAGA map has two terrains or more"))
    names = {t.name for t in terrains}
    roads = []
    for pair in scenario.get("roads", []):
        if (not isinstance(pair, list) or len(pair) != 2 or pair[0] == pair[1]
                or not all(p in names for p in pair)):
            raise ScenarioError(WORDS.phrase("a road joins two terrains of the map, not {pair}",
                                             pair=repr(pair)))
        roads.append((pair[0], pair[1]))
    board = make_board(terrains, roads)
    cut_off = [t.name for t in terrains if t.name not in board.distances(terrains[0].name)]
    if cut_off:
        raise ScenarioError(WORDS.phrase("no road leads from {start} to {terrains}: every "
                                         "terrain of the map is reached by the roads",
                                         start=terrains[0].name, terrains=Listing(tuple(cut_off))))
    return board


def build_state(scenario: Mapping[str, Any], seats: Sequence[Seat], dice: Dice) -> SagaState:
    """The campaign's opening state."""
    board = read_board(scenario)
    count = len(seats)
    if count not in PLAYERS_TABLE:
        raise ScenarioError(WORDS.phrase("a SAGA campaign is played by 2 to 6 players, not {n}",
                                         n=count))
    row = PLAYERS_TABLE[count]
    turns = whole_field(scenario.get("turns", row.turns), "turns", 1, 99)
    row = replace(row, turns=turns)
    names = [s.name for s in seats]
    pp = scenario.get("pp", {})
    players = tuple(Player(s.name, s.faction, whole_field(pp.get(s.name, START_PP_PER_ARMY
                                                             * row.armies), "pp"),
                           outer=is_outer(s.faction)) for s in seats)
    state = SagaState(board, row, players)
    if "village" in scenario or "band" in scenario:
        state = _placed(state, scenario, names)
    else:
        homes = scenario.get("homes", {}).get(str(count))
        if not isinstance(homes, list) or len(homes) != count:
            raise ScenarioError(WORDS.phrase("the scenario gives no {n} homes for {n} players",
                                             n=count))
        for seat, home in zip(names, homes, strict=True):
            _terrain(board, home, WORDS.phrase("a home"))
            state = state.with_village(home, Village(home, seat)).with_owner(home, seat)
    for terrain, seat in scenario.get("owners", {}).items():
        state = state.with_owner(_terrain(board, terrain, "owners"), _seat(names, seat))
    sacred = {_terrain(board, t, "sacred"): _seat(names, s)
              for t, s in scenario.get("sacred", {}).items()}
    memory = tuple(_seat(names, s) for s in scenario.get("memory", []))
    order = scenario.get("initiative")
    if order is None:
        initiative, rolls = roll_initiative(names, dice)
    else:
        initiative, rolls = tuple(_seat(names, s) for s in order), ()
        if sorted(initiative) != sorted(names):
            raise ScenarioError(WORDS.phrase("initiative lists every seat once"))
    return replace(state, sacred=dict(sorted(sacred.items())), memory=memory[-8:],
                   initiative=initiative, rolls=rolls,
                   phase=_phase(scenario.get("phase", Phase.PREPARE.value)))


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


def _placed(state: SagaState, scenario: Mapping[str, Any], names: list[str]) -> SagaState:
    board = state.board
    for item in _list(scenario, "village"):
        terrain = _terrain(board, item.get("terrain"), WORDS.phrase("a village"))
        seat = _seat(names, item.get("seat"))
        reserve = _units(item.get("reserve", {}), {},
                         WORDS.phrase("the reserve at {terrain}", terrain=terrain))
        state = state.with_village(terrain, Village(terrain, seat, reserve))
        state = state.with_owner(terrain, seat)
    for item in _list(scenario, "band"):
        name = text_field(item.get("name"), field_at(WORDS.phrase("a band"), "name"), word=True)
        if state.band(name) is not None:
            raise ScenarioError(WORDS.phrase("two bands are called {name}", name=repr(name)))
        terrain = _terrain(board, item.get("terrain"), WORDS.phrase("band {band}", band=name))
        seat = _seat(names, item.get("seat"))
        units = _units(item.get("units", {}), item.get("left", {}),
                       WORDS.phrase("band {band}", band=name))
        state = state.with_band(Band(name, seat, terrain, Lord(name), units))
        if terrain not in state.owners:
            state = state.with_owner(terrain, seat)
    return state


def _units(kinds: Any, left: Any, where: Message) -> tuple[Unit, ...]:
    if not isinstance(kinds, dict) or not isinstance(left, dict):
        raise ScenarioError(WORDS.phrase("{where}: units are a table KIND = [POINTS, …]",
                                         where=where))
    units: list[Unit] = []
    for kind, sizes in kinds.items():
        if kind not in FIGURES_PER_POINT:
            raise ScenarioError(WORDS.phrase("{where}: {kind} is not one of {kinds}", where=where,
                                             kind=repr(kind),
                                             kinds=Listing(tuple(FIGURES_PER_POINT))))
        for points in sizes if isinstance(sizes, list) else [sizes]:
            if not isinstance(points, int) or not 1 <= points <= MAX_UNIT_POINTS:
                raise ScenarioError(WORDS.phrase("{where}: a unit has 1 to {most} points",
                                                 where=where, most=MAX_UNIT_POINTS))
            units.append(new_unit(fresh_name(units, kind), kind, points))
    for unit_name, figures in left.items():
        found = [u for u in units if u.name == unit_name]
        if not found or not isinstance(figures, int) or not 1 <= figures <= found[0].full:
            raise ScenarioError(WORDS.phrase("{where}: left.{unit} names a unit and its figures",
                                             where=where, unit=unit_name))
        units = [replace(u, figures=figures) if u.name == unit_name else u for u in units]
    return tuple(units)


def _phase(value: Any) -> Phase:
    """The step a campaign starts at: its first turn's bids (to play a campaign set at
    any point) or, by default, the preparation."""
    if value not in (Phase.BID.value, Phase.PREPARE.value):
        raise ScenarioError(WORDS.phrase("phase is bid or prepare, not {value}",
                                         value=repr(value)))
    return Phase(value)


def _list(scenario: Mapping[str, Any], key: str) -> list[Mapping[str, Any]]:
    items = scenario.get(key, [])
    if not isinstance(items, list) or not all(isinstance(i, dict) for i in items):
        raise ScenarioError(WORDS.phrase("[[{key}]] must be tables", key=key))
    return items


def _terrain(board: Board, name: Any, where: Message | str) -> str:
    found = board.find(name) if isinstance(name, str) else None
    if found is None:
        raise ScenarioError(WORDS.phrase("{where}: {name} is not a terrain of the map",
                                         where=where, name=repr(name)))
    return found


def _seat(names: list[str], seat: Any) -> str:
    if seat not in names:
        raise ScenarioError(WORDS.phrase("{seat} is not a seat of the game ({seats})",
                                         seat=repr(seat), seats=Listing(tuple(names))))
    return str(seat)

