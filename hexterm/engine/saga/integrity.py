"""Whether a SAGA campaign read from a save holds together (`Ruleset.check_state`):
one StateError, in one sentence, naming what is wrong and where."""

from __future__ import annotations

from collections.abc import Sequence

from hexterm.engine.errors import StateError
from hexterm.engine.saga.model import SagaState
from hexterm.engine.saga.tables import FIGURES_PER_POINT, MAX_UNIT_POINTS, MEMORY_SLOTS
from hexterm.engine.seats import Seat


def check_state(state: SagaState, seats: Sequence[Seat]) -> None:
    names = [s.name for s in seats]
    if [p.seat for p in state.players] != names:
        raise StateError(f"the campaign's players ({', '.join(p.seat for p in state.players)}) "
                         f"are not the game's seats ({', '.join(names)})")
    if sorted(state.initiative) != sorted(names):
        raise StateError("the initiative track does not list every player once")
    terrains = set(state.board.names())
    for a, b in state.board.roads:
        if a not in terrains or b not in terrains:
            raise StateError(f"a road joins {a} and {b}, not both terrains of the map")
    for player in state.players:
        if player.pp < 0:
            raise StateError(f"{player.seat} has {player.pp} PP, below 0")
    for what, places in (("owner", state.owners), ("sacred terrain", state.sacred)):
        for terrain, seat in places.items():
            if terrain not in terrains or seat not in names:
                raise StateError(f"the {what} of {terrain} ({seat}) is not a terrain and seat")
    for terrain, village in state.villages.items():
        if terrain not in terrains or village.seat not in names or village.terrain != terrain:
            raise StateError(f"the village at {terrain} is not on the map or has no player")
        for unit in village.reserve:
            _unit(unit.kind, unit.points, unit.figures, f"the reserve at {terrain}")
    seen: set[str] = set()
    for band in state.bands:
        where = f"band {band.name}"
        if band.name.casefold() in seen:
            raise StateError(f"two bands are called {band.name}")
        seen.add(band.name.casefold())
        if band.seat not in names:
            raise StateError(f"{where} belongs to {band.seat}, not a seat")
        if (band.terrain and band.terrain not in terrains) or (not band.terrain
                                                               and band.away is None):
            raise StateError(f"{where} is neither on a terrain of the map nor in retreat")
        for unit in band.units:
            _unit(unit.kind, unit.points, unit.figures, where)
    if len(state.memory) > MEMORY_SLOTS or any(s not in names for s in state.memory):
        raise StateError(f"the memory track holds {len(state.memory)} points or names no seat")
    for battle in state.battles:
        if battle.terrain not in terrains or any(s.seat not in names for s in battle.sides):
            raise StateError(f"the battle at {battle.terrain} is not on the map or has no sides")
        if not set(battle.muster) <= set(battle.seats()):
            raise StateError(f"the battle at {battle.terrain} awaits the muster of a seat "
                             "that does not fight there")


def _unit(kind: str, points: int, figures: int, where: str) -> None:
    if kind not in FIGURES_PER_POINT or not 1 <= points <= MAX_UNIT_POINTS:
        raise StateError(f"{where}: a unit of {kind} with {points} points cannot be")
    if not 1 <= figures <= points * FIGURES_PER_POINT[kind]:
        raise StateError(f"{where}: a unit of {kind} with {figures} figures cannot be")
