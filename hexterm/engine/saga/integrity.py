"""Whether a SAGA campaign read from a save holds together (`Ruleset.check_state`):
one StateError, in one sentence (a message of the domain saga), naming what is wrong and
where."""

from __future__ import annotations

from collections.abc import Sequence

from hexterm.engine.errors import StateError
from hexterm.engine.messages import Listing, Message
from hexterm.engine.saga.model import SagaState
from hexterm.engine.saga.tables import FIGURES_PER_POINT, MAX_UNIT_POINTS, MEMORY_SLOTS
from hexterm.engine.saga.words import WORDS
from hexterm.engine.seats import Seat


def check_state(state: SagaState, seats: Sequence[Seat]) -> None:
    names = [s.name for s in seats]
    if [p.seat for p in state.players] != names:
        raise StateError(WORDS.phrase("the campaign's players ({players}) are not the game's "
                                      "seats ({seats})", players=Listing(tuple(
                                          p.seat for p in state.players)),
                                      seats=Listing(tuple(names))))
    if sorted(state.initiative) != sorted(names):
        raise StateError(WORDS.phrase("the initiative track does not list every player once"))
    terrains = set(state.board.names())
    for a, b in state.board.roads:
        if a not in terrains or b not in terrains:
            raise StateError(WORDS.phrase("a road joins {a} and {b}, not both terrains of the "
                                          "map", a=a, b=b))
    for player in state.players:
        if player.pp < 0:
            raise StateError(WORDS.phrase("{seat} has {pp} PP, below 0", seat=player.seat,
                                          pp=player.pp))
    for sacred, places in ((False, state.owners), (True, state.sacred)):
        for terrain, seat in places.items():
            if terrain not in terrains or seat not in names:
                raise StateError(WORDS.phrase(
                    "the sacred terrain of {terrain} ({seat}) is not a terrain and seat",
                    terrain=terrain, seat=seat) if sacred else WORDS.phrase(
                    "the owner of {terrain} ({seat}) is not a terrain and seat",
                    terrain=terrain, seat=seat))
    for terrain, village in state.villages.items():
        if terrain not in terrains or village.seat not in names or village.terrain != terrain:
            raise StateError(WORDS.phrase("the village at {terrain} is not on the map or has no "
                                          "player", terrain=terrain))
        for unit in village.reserve:
            _unit(unit.kind, unit.points, unit.figures,
                  WORDS.phrase("the reserve at {terrain}", terrain=terrain))
    seen: set[str] = set()
    for band in state.bands:
        where = WORDS.phrase("band {band}", band=band.name)
        if band.name.casefold() in seen:
            raise StateError(WORDS.phrase("two bands are called {band}", band=band.name))
        seen.add(band.name.casefold())
        if band.seat not in names:
            raise StateError(WORDS.phrase("{where} belongs to {seat}, not a seat", where=where,
                                          seat=band.seat))
        if (band.terrain and band.terrain not in terrains) or (not band.terrain
                                                               and band.away is None):
            raise StateError(WORDS.phrase("{where} is neither on a terrain of the map nor in "
                                          "retreat", where=where))
        for unit in band.units:
            _unit(unit.kind, unit.points, unit.figures, where)
    if len(state.memory) > MEMORY_SLOTS or any(s not in names for s in state.memory):
        raise StateError(WORDS.phrase("the memory track holds {n} points or names no seat",
                                      n=len(state.memory)))
    for battle in state.battles:
        if battle.terrain not in terrains or any(s.seat not in names for s in battle.sides):
            raise StateError(WORDS.phrase("the battle at {terrain} is not on the map or has no "
                                          "sides", terrain=battle.terrain))
        if not set(battle.muster) <= set(battle.seats()):
            raise StateError(WORDS.phrase("the battle at {terrain} awaits the muster of a seat "
                                          "that does not fight there", terrain=battle.terrain))


def _unit(kind: str, points: int, figures: int, where: Message) -> None:
    if kind not in FIGURES_PER_POINT or not 1 <= points <= MAX_UNIT_POINTS:
        raise StateError(WORDS.phrase("{where}: a unit of {kind} with {points} points cannot "
                                      "be", where=where, kind=kind, points=points))
    if not 1 <= figures <= points * FIGURES_PER_POINT[kind]:
        raise StateError(WORDS.phrase("{where}: a unit of {kind} with {figures} figures "
                                      "cannot be", where=where, kind=kind, figures=figures))
