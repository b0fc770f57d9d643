"""Movements declared in turn (004, "Préparation des mouvements", "Déplacement sur la
carte", "Impact de l'initiative sur le jeu"; rules-notes, "SAGA campaign").

The players speak in reverse initiative order (the favourite of the gods last), round
after round; at each go a player moves one band, which has not moved this turn, or
passes for good. A declaration is public and applied at once: the band stands on its
new terrain. A band of 7 points or fewer goes up to 2 terrains along the roads, a
larger one 1; it may not go through another player's band: it stops there, and there
will be a battle. A meeting is a battle at once ("en cas de rencontre il y a
immédiatement combat"): a band onto whose terrain another player's band has come is
engaged and moves no more this turn (S31). A player with no band left to move passes
without being asked.
"""

from __future__ import annotations

from dataclasses import replace

from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.messages import Listing, Message
from hexterm.engine.ruleset import PUBLIC, Event
from hexterm.engine.saga import told
from hexterm.engine.saga.inputs import Move
from hexterm.engine.saga.model import Band, Phase, SagaState
from hexterm.engine.saga.tables import BAND_MIN, show_points, speed
from hexterm.engine.saga.words import WORDS


def start_declarations(state: SagaState) -> SagaState:
    """The declarations of the turn begin: the speaking order, nobody passed."""
    speakers = tuple(reversed(state.initiative))
    return skip_idle(replace(state, phase=Phase.DECLARE, speakers=speakers, passed=(),
                             cursor=0))


def movable(state: SagaState, seat: str) -> tuple[Band, ...]:
    """The bands of `seat` that may still move this turn: on the map, not moved yet,
    led by their lord, of 4 points or more, not engaged."""
    return tuple(b for b in state.bands_of(seat) if b.terrain and not b.moved
                 and b.lord is not None and b.halves >= BAND_MIN and not engaged(state, b))


def engaged(state: SagaState, band: Band) -> tuple[Band, ...]:
    """The other players' bands that came onto `band`'s terrain: a meeting is a battle at
    once, `band` moves no more (empty when it is free)."""
    if not band.terrain:
        return ()
    return tuple(b for b in state.bands_at(band.terrain) if b.seat != band.seat)


def speaker(state: SagaState) -> str | None:
    """Whose go it is, or None when every player has passed."""
    if state.phase is not Phase.DECLARE or not state.speakers:
        return None
    return state.speakers[state.cursor]


def skip_idle(state: SagaState) -> SagaState:
    """The state with the cursor on the next player who has not passed and has a band to
    move (the others pass); every player passed: the declarations are over."""
    passed = list(state.passed)
    for step in range(len(state.speakers)):
        place = (state.cursor + step) % len(state.speakers)
        seat = state.speakers[place]
        if seat in passed:
            continue
        if movable(state, seat):
            return replace(state, cursor=place, passed=tuple(passed))
        passed.append(seat)
    return replace(state, passed=tuple(passed), cursor=0, speakers=())


def reachable(state: SagaState, band: Band) -> dict[str, tuple[str, ...]]:
    """Where `band` can end its move, with the path that leads there (the shortest, the
    first by name), stopping at another player's band."""
    found: dict[str, tuple[str, ...]] = {}
    frontier: list[tuple[str, ...]] = [()]
    for _ in range(speed(band.halves)):
        following = []
        for path in frontier:
            here = path[-1] if path else band.terrain
            for there in state.board.neighbours(here):
                if there == band.terrain or there in found:
                    continue
                found[there] = (*path, there)
                if not _blocked(state, band.seat, there):
                    following.append((*path, there))
        frontier = following
    return dict(sorted(found.items()))


def _blocked(state: SagaState, seat: str, terrain: str) -> bool:
    return any(b.seat != seat for b in state.bands_at(terrain))


def check_move(state: SagaState, seat: str, move: Move) -> tuple[Band, tuple[str, ...]]:
    """The band and the path it takes (cut where another band stands), or an
    IllegalOrderError saying why not."""
    if move.passes:
        return _no_band(seat), ()
    band = state.band(move.band)
    if band is None or band.seat != seat:
        raise IllegalOrderError(WORDS.phrase("{seat} has no band {band}", seat=seat,
                                             band=move.band))
    meeting = engaged(state, band)
    if meeting and not band.moved:
        others = Listing(tuple(f"{b.name} ({b.seat})" for b in meeting))
        raise IllegalOrderError(WORDS.phrase("band {band} cannot move: it is engaged in a "
                                             "battle at {terrain} with {others}",
                                             band=band.name, terrain=band.terrain,
                                             others=others))
    if band not in movable(state, seat):
        why: Message = (
            WORDS.phrase("is in retreat") if not band.terrain
            else WORDS.phrase("has moved this turn") if band.moved
            else WORDS.phrase("has no lord") if band.lord is None
            else WORDS.phrase("has {points} points, under 4", points=show_points(band.halves)))
        raise IllegalOrderError(WORDS.phrase("band {band} cannot move: it {why}",
                                             band=band.name, why=why))
    path: list[str] = []
    here = band.terrain
    for name in move.path:
        terrain = state.board.find(name)
        if terrain is None:
            raise IllegalOrderError(WORDS.phrase("{name!r} is not a terrain of the map",
                                                 name=name))
        if not state.board.joined(here, terrain):
            raise IllegalOrderError(WORDS.phrase("no road joins {here} and {there}",
                                                 here=here, there=terrain))
        if terrain == band.terrain:
            raise IllegalOrderError(WORDS.phrase("band {band} would come back to {terrain}",
                                                 band=band.name, terrain=terrain))
        path.append(terrain)
        here = terrain
    most = speed(band.halves)
    if len(path) > most:
        raise IllegalOrderError(WORDS.phrase_n("band {band} ({points} points) moves {n} "
                                               "terrain at most", "band {band} ({points} "
                                               "points) moves {n} terrains at most", most,
                                               band=band.name,
                                               points=show_points(band.halves)))
    for place, terrain in enumerate(path):
        if _blocked(state, seat, terrain):
            return band, tuple(path[:place + 1])
    return band, tuple(path)


def _no_band(seat: str) -> Band:
    return Band("", seat, "", None)


def declare(state: SagaState, seat: str, move: Move, turn: int, number: int
            ) -> tuple[SagaState, list[Event]]:
    """The state after `seat`'s declaration (the `number`th of the turn)."""
    if move.passes:
        state = replace(state, passed=(*state.passed, seat))
        events = [Event(turn, "3 movements", seat, str(told.passes(seat)), (PUBLIC,),
                        key="saga.pass",
                        args={"seat": seat})]
    else:
        band, path = check_move(state, seat, move)
        state = state.with_band(replace(band, terrain=path[-1], moved=True,
                                        came_from=band.terrain, arrival=number))
        said = str(told.moved(seat, band.name, band.terrain, path,
                              len(path) < len(move.path)))
        events = [Event(turn, "3 movements", band.name, said, (PUBLIC,), key="saga.move",
                        args={"seat": seat, "band": band.name, "from": band.terrain,
                              "path": list(path), "stopped": len(path) < len(move.path)})]
    cursor = (state.speakers.index(seat) + 1) % len(state.speakers)
    return skip_idle(replace(state, cursor=cursor)), events
