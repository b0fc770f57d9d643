"""The preparation of a SAGA turn: the bids for the favour of the gods, the favourite
ordering the tied players, then each player's recruiting, reserves and transfers
(004, "Préparation", "L'initiative : la faveur des dieux", "Le recrutement",
"La réserve", "Les bandes", "Le seigneur").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.messages import Listing, Message, message_of
from hexterm.engine.ruleset import PUBLIC, Event
from hexterm.engine.saga import told
from hexterm.engine.saga.inputs import Line, LineRefused
from hexterm.engine.saga.model import Band, Lord, Phase, SagaState, fresh_name, new_unit
from hexterm.engine.saga.tables import (
    BAND_MAX,
    BAND_MIN,
    FIGURES_PER_POINT,
    MAX_UNIT_POINTS,
    show_points,
)
from hexterm.engine.saga.words import WORDS


def bid_groups(state: SagaState, bids: Mapping[str, int]) -> list[list[str]]:
    """The players by their bids, best first, in groups of equal bids (each group in the
    previous initiative order); a bid the player cannot pay counts 0 and goes last."""
    paid = {s: b for s, b in bids.items() if b <= state.player(s).pp}
    unpaid = [s for s in state.initiative if s in bids and s not in paid]
    groups = [[s for s in state.initiative if paid.get(s) == amount and s in paid]
              for amount in sorted(set(paid.values()), reverse=True)]
    return [g for g in groups if g] + ([unpaid] if unpaid else [])


def resolve_bids(state: SagaState, bids: Mapping[str, int], turn: int
                 ) -> tuple[SagaState, list[Event]]:
    """The bids revealed and paid after the vote; the favourite's step follows when
    players tie, else the new initiative."""
    groups = bid_groups(state, bids)
    given = {s: bids[s] for s in state.initiative}
    events = [Event(turn, "1 bids", "bids", str(told.bids(given)), (PUBLIC,), key="saga.bids",
                    args={"bids": given})]
    for seat in state.initiative:
        if bids[seat] > state.player(seat).pp:
            events.append(Event(turn, "1 bids", seat, str(told.bid_unpaid(seat, bids[seat])),
                                (PUBLIC,),
                                key="saga.bid-unpaid", args={"seat": seat, "bid": bids[seat]}))
        else:
            state = state.with_pp(seat, -bids[seat])
    state = replace(state, bids=dict(bids))
    if any(len(group) > 1 for group in groups):
        return replace(state, ties=tuple(tuple(g) for g in groups), phase=Phase.FAVOUR), events
    return _new_order(state, tuple(g[0] for g in groups), turn, events)


def tied(state: SagaState) -> list[str]:
    """The players the favourite is to order."""
    return [s for group in state.ties if len(group) > 1 for s in group]


def check_favour(state: SagaState, order: Sequence[str]) -> None:
    """Raise an IllegalOrderError unless `order` names tied players only, each once."""
    among = tied(state)
    for seat in order:
        if seat not in among:
            raise IllegalOrderError(WORDS.phrase("{seat} is not among the tied players "
                                                 "({tied})", seat=seat,
                                                 tied=Listing(tuple(among))))
        if list(order).count(seat) > 1:
            raise IllegalOrderError(WORDS.phrase("{seat} is named twice", seat=seat))


def resolve_favour(state: SagaState, order: Sequence[str], turn: int
                   ) -> tuple[SagaState, list[Event]]:
    """The favourite's order of the tied players (those not named keep their previous
    order, after those named), and the new initiative."""
    rank = {seat: place for place, seat in enumerate(order)}
    final = tuple(seat for group in state.ties
                  for seat in sorted(group, key=lambda s: (rank.get(s, len(rank)),
                                                           group.index(s))))
    favourite = state.initiative[0]
    ordered = [s for s in final if s in tied(state)]
    events = [Event(turn, "1 bids", favourite,
                    str(told.favour(favourite, ordered)), (PUBLIC,), key="saga.favour",
                    args={"seat": favourite, "order": ordered})]
    return _new_order(state, final, turn, events)


def _new_order(state: SagaState, order: tuple[str, ...], turn: int, events: list[Event]
               ) -> tuple[SagaState, list[Event]]:
    events.append(Event(turn, "1 bids", "initiative",
                        str(told.initiative(order)), (PUBLIC,), key="saga.initiative",
                        args={"order": list(order)}))
    return replace(state, initiative=order, ties=(), phase=Phase.PREPARE), events


# --- recruiting, reserves and transfers --------------------------------------------------


def prepare(state: SagaState, seat: str, lines: Sequence[Line], turn: int
            ) -> tuple[SagaState, list[Event]]:
    """The state after one player's preparation; IllegalOrderError naming the line when
    a rule forbids one."""
    events: list[Event] = []
    touched: list[str] = []
    for line in lines:
        try:
            state, said, name = _prepare_line(state, seat, line, turn)
        except IllegalOrderError as exc:
            raise LineRefused(message_of(exc), line=line.number) from None
        touched.append(name)
        if line.verb == "transfer":  # the giver too: it may fall under 4 points
            giver = state.band(line.args[1])
            touched.append(giver.name if giver is not None else name)
        events.append(Event(turn, "2 preparation", seat, str(said), (PUBLIC,),
                            key=f"saga.prepare-{line.verb}",
                            args=told.prepared_args(seat, line.number, line.args, said)))
    for name in dict.fromkeys(touched):
        band = state.band(name)
        if band is not None and not BAND_MIN <= band.halves <= BAND_MAX:
            raise LineRefused(too_big(name, band.halves), band=band.name)
    return state, events


def prepare_line(state: SagaState, seat: str, line: Line, turn: int
                 ) -> tuple[SagaState, Message, str]:
    """One line of a preparation carried out (a muster's `transfer` and `take` too): the
    state, what the log says, the band it changed (IllegalOrderError when a rule
    forbids it)."""
    return _prepare_line(state, seat, line, turn)


def _prepare_line(state: SagaState, seat: str, line: Line, turn: int
                  ) -> tuple[SagaState, Message, str]:
    where = line.number
    args = line.args
    if line.verb == "band":
        lord, village = args[0], _own_village(state, seat, args[1], where)
        if state.band(lord) is not None:
            raise IllegalOrderError(WORDS.phrase("there is already a band {lord}", lord=lord),
                                    line=where)
        if state.lords_of(seat) >= state.row.lords:
            raise IllegalOrderError(WORDS.phrase("{seat} has {n} lords already, the most the "
                                                 "players table allows", seat=seat,
                                                 n=state.row.lords), line=where)
        if turn == 1 and len(state.bands_of(seat)) >= state.row.armies:
            raise IllegalOrderError(WORDS.phrase("a player starts with {n} bands at most",
                                                 n=state.row.armies), line=where)
        band = Band(lord, seat, village, Lord(lord))
        return state.with_band(band), told.raised(seat, lord, village), lord
    if line.verb == "transfer":
        giver = _own_band(state, seat, args[1], where)
        taker = _own_band(state, seat, args[2], where)
        unit = giver.unit(args[0])
        if unit is None:
            raise IllegalOrderError(WORDS.phrase("band {band} has no unit {unit}",
                                                 band=giver.name, unit=args[0]), line=where)
        if giver.terrain != taker.terrain or giver.name == taker.name:
            raise IllegalOrderError(WORDS.phrase("a transfer is between two bands on the same "
                                                 "terrain"), line=where)
        moved = replace(unit, name=fresh_name(taker.units, unit.kind))
        state = state.with_band(replace(giver, units=tuple(u for u in giver.units
                                                           if u is not unit)))
        state = state.with_band(replace(taker, units=(*taker.units, moved)))
        return (state, told.transferred(unit.name, giver.name, taker.name, moved.name),
                taker.name)
    band = _own_band(state, seat, args[0], where)
    village = _own_village(state, seat, band.terrain, where, band.name)
    if line.verb == "recruit":
        kind, points = args[1].lower(), int(args[2])
        if kind not in FIGURES_PER_POINT:
            raise IllegalOrderError(WORDS.phrase("{kind!r} is not one of {kinds}",
                                                 kind=args[1],
                                                 kinds=Listing(tuple(FIGURES_PER_POINT))),
                                    line=where)
        if not 1 <= points <= MAX_UNIT_POINTS:
            raise IllegalOrderError(WORDS.phrase("a unit has 1 to {most} points",
                                                 most=MAX_UNIT_POINTS), line=where)
        state = _pay(state, seat, points, where)
        unit = new_unit(fresh_name(band.units, kind), kind, points)
        state = state.with_band(replace(band, units=(*band.units, unit)))
        return state, told.recruited(band.name, unit.name, points), band.name
    if line.verb == "take":
        home = state.villages[village]
        unit = next((u for u in home.reserve if u.name.casefold() == args[1].casefold()), None)
        if unit is None:
            raise IllegalOrderError(WORDS.phrase("the reserve at {village} has no unit {unit}",
                                                 village=village, unit=args[1]), line=where)
        state = state.with_village(village, replace(home, reserve=tuple(
            u for u in home.reserve if u is not unit)))
        joined = replace(unit, name=fresh_name(band.units, unit.kind))
        state = state.with_band(replace(band, units=(*band.units, joined)))
        return state, told.taken(band.name, unit.name, village), band.name
    unit = band.unit(args[1])
    if unit is None or unit.figures == unit.full:
        raise IllegalOrderError(WORDS.phrase("band {band} has no unit {unit} short of figures",
                                             band=band.name, unit=args[1]), line=where)
    cost = -(-(2 * unit.points - unit.halves) // 2)
    state = _pay(state, seat, cost, where)
    state = state.with_band(replace(band, units=tuple(
        replace(u, figures=u.full) if u is unit else u for u in band.units)))
    return state, told.reinforced(band.name, unit.name, cost), band.name


def too_big(band: str, halves: int) -> Message:
    """A band out of bounds after a line, as a refusal says it."""
    return WORDS.phrase("band {band} would have {points} points: a band has 4 to 10 (lord "
                        "not counted)", band=band, points=show_points(halves))


def _own_band(state: SagaState, seat: str, name: str, where: int) -> Band:
    band = state.band(name)
    if band is None or band.seat != seat:
        raise IllegalOrderError(WORDS.phrase("{seat} has no band {band}", seat=seat, band=name),
                                line=where)
    if not band.terrain:
        raise IllegalOrderError(WORDS.phrase("band {band} is in retreat", band=band.name),
                                line=where)
    return band


def _own_village(state: SagaState, seat: str, name: str, where: int, band: str = "") -> str:
    terrain = state.board.find(name)
    if terrain is None or terrain not in state.villages or state.villages[terrain].seat != seat:
        said = WORDS.phrase("{name} is not a village of {seat} (recruiting is done in one's "
                            "villages)", name=name, seat=seat)
        raise IllegalOrderError(WORDS.phrase("band {band}: {said}", band=band, said=said)
                                if band else said, line=where)
    return terrain


def _pay(state: SagaState, seat: str, cost: int, where: int) -> SagaState:
    have = state.player(seat).pp
    if cost > have:
        raise IllegalOrderError(WORDS.phrase("that costs {cost} PP and {seat} has {have}",
                                             cost=cost, seat=seat, have=have), line=where)
    return state.with_pp(seat, -cost)
