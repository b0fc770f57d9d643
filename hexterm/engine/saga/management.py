"""The management of a SAGA turn, and the turn's end (004, "Gestion", "Les PP",
"L'entretien", "Les villages", "Cas des factions extérieures", "La retraite").

Three phases, each for every player in initiative order before the next (S33): each
collects PP (1 a normal terrain, 2 a developed one, 1 more a village), demobilises the
units they chose, pays the upkeep of all their bands by the threshold table (the
program demobilises more when the PP do not cover it, never going below 0 PP); each
builds villages (2 PP, the table's limit) and sacred terrains (1 PP); each outer
faction invades once (5 PP and the band, a free sacred terrain, where no band and no
enemy village stands). Then the retreats come
back: bands whose lord lived (retreated this turn) to the nearest village, the units
of bands whose lord died (retreated last turn) to its reserve. Then the memory track
may end the campaign, or the last turn does; else the next turn begins.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.messages import Listing, message_of
from hexterm.engine.ruleset import PUBLIC, Event
from hexterm.engine.saga import told
from hexterm.engine.saga.battles import take, to_reserve, without_villages
from hexterm.engine.saga.inputs import Line, LineRefused
from hexterm.engine.saga.model import (
    Away,
    Band,
    Lord,
    Phase,
    SagaState,
    Unit,
    Village,
    fresh_name,
    new_unit,
)
from hexterm.engine.saga.tables import (
    BAND_MAX,
    BAND_MIN,
    FIGURES_PER_POINT,
    INCOME,
    MAX_UNIT_POINTS,
    PORTAL_COST,
    SACRED_COST,
    VILLAGE_COST,
    VILLAGE_INCOME,
    show_points,
    upkeep,
)
from hexterm.engine.saga.words import WORDS

PHASE = "6 management"


def income(state: SagaState, seat: str) -> int:
    """The PP a player collects this turn."""
    lands = sum(INCOME[state.board.kind(t)] for t, s in state.owners.items() if s == seat)
    return lands + VILLAGE_INCOME * len(state.villages_of(seat))


PARTS: tuple[tuple[str, ...], ...] = (("demobilise", "rally"), ("village", "sacred"),
                                      ("invade",))
"""The management's three phases, each for every player (in initiative order) before the
next: PP and upkeep (with the units the player demobilises; a rally is only read when
the band comes back); villages and sacred terrains; invasions (S33)."""


def manage(state: SagaState, seat: str, lines: Sequence[Line], turn: int
           ) -> tuple[SagaState, list[Event]]:
    """One player's whole management, its three phases in turn (to check an input when it
    is given); IllegalOrderError naming the line when a rule forbids one of theirs."""
    events: list[Event] = []
    for part in range(len(PARTS)):
        state, said = manage_part(state, seat, lines, turn, part)
        events += said
    return state, events


def manage_part(state: SagaState, seat: str, lines: Sequence[Line], turn: int, part: int
                ) -> tuple[SagaState, list[Event]]:
    """The lines of `part` (an index of PARTS) of one player's management; the first
    part collects the PP and pays the upkeep after the units demobilised."""
    events: list[Event] = []
    if part == 0:
        gained = income(state, seat)
        state = state.with_pp(seat, gained)
        events.append(Event(turn, PHASE, seat, str(told.income(seat, gained)), (PUBLIC,),
                            key="saga.income", args={"seat": seat, "pp": gained}))
    for line in lines:
        if line.verb not in PARTS[part]:
            continue
        try:
            state, said = _line(state, seat, line, turn)
        except IllegalOrderError as exc:
            raise LineRefused(message_of(exc), line=line.number) from None
        events += said
    if part == 0:
        state, said = _upkeep(state, seat, turn)
        events += said
    return state, events


def _upkeep(state: SagaState, seat: str, turn: int) -> tuple[SagaState, list[Event]]:
    events: list[Event] = []
    while True:
        total = sum(b.halves for b in state.bands_of(seat))
        cost = upkeep(total)
        if cost <= state.player(seat).pp:
            break
        candidates = sorted((b for b in state.bands_of(seat) if b.units),
                            key=lambda b: (-b.halves, b.name))
        band = candidates[0]
        unit = min(band.units, key=lambda u: (u.halves, u.name))
        state, said = _demobilise(state, band, unit.name, turn, forced=True)
        events += said
    state = state.with_pp(seat, -cost)
    events.append(Event(turn, PHASE, seat, str(told.upkeep(seat, total, cost)),
                        (PUBLIC,), key="saga.upkeep",
                        args={"seat": seat, "points": total, "pp": cost}))
    return state, events


def _demobilise(state: SagaState, band: Band, unit_name: str, turn: int, forced: bool = False,
                chosen: str = "") -> tuple[SagaState, list[Event]]:
    """`unit_name` leaves `band` for the reserve of the nearest village (`chosen` by the
    player among those as near, S32)."""
    unit = band.unit(unit_name)
    if unit is None:
        raise IllegalOrderError(WORDS.phrase("band {band} has no unit {unit}", band=band.name,
                                             unit=unit_name))
    start = band.terrain or (band.away.terrain if band.away else "")
    if chosen:
        nearest = state.board.nearest(start, state.villages_of(band.seat))
        chosen = state.board.find(chosen) or chosen
        if chosen not in nearest:
            raise IllegalOrderError(WORDS.phrase(
                "{village} is not one of the villages nearest to {start} ({nearest})",
                village=chosen, start=start,
                nearest=Listing(tuple(nearest)) if nearest else WORDS.phrase("none")))
    band = replace(band, units=tuple(u for u in band.units if u is not unit))
    state = state.with_band(band)
    gone = told.demobilised(unit.name, band.name, forced)
    events = [Event(turn, PHASE, band.name, str(gone), (PUBLIC,), key="saga.demobilise",
                    args={"band": band.name, "unit": unit.name, "forced": forced})]
    state, said = to_reserve(state, band.seat, start, (unit,), turn, chosen)
    events += said
    if band.terrain and band.halves < BAND_MIN:
        state = state.with_band(replace(band, terrain="", away=Away(turn, band.terrain, False,
                                                                    band.seat)))
        events.append(Event(turn, PHASE, band.name, str(told.falls_back(band.name)),
                            (PUBLIC,), key="saga.falls-back",
                            args={"band": band.name}))
    return state, events


def _line(state: SagaState, seat: str, line: Line, turn: int) -> tuple[SagaState, list[Event]]:
    where = line.number
    args = line.args
    if line.verb == "demobilise":
        band = state.band(args[0])
        if band is None or band.seat != seat:
            raise IllegalOrderError(WORDS.phrase("{seat} has no band {band}", seat=seat,
                                                 band=args[0]), line=where)
        try:
            return _demobilise(state, band, args[1], turn, chosen="".join(args[2:]))
        except IllegalOrderError as exc:
            raise IllegalOrderError(message_of(exc), line=where) from None
    if line.verb == "rally":
        band = state.band(args[0])
        if band is None or band.away is None or band.away.chooser != seat:
            raise IllegalOrderError(WORDS.phrase("{seat} chooses no village for band {band}",
                                                 seat=seat, band=args[0]), line=where)
        return state, []  # read when the band comes back (`come_back`)
    terrain = state.board.find(args[0])
    if terrain is None:
        raise IllegalOrderError(WORDS.phrase("{name!r} is not a terrain of the map",
                                             name=args[0]), line=where)
    if line.verb == "village":
        return _village(state, seat, terrain, where, turn)
    if line.verb == "sacred":
        if state.owners.get(terrain) != seat or terrain in state.sacred:
            raise IllegalOrderError(WORDS.phrase("a sacred terrain is built on a terrain of "
                                                 "one's own that has none ({terrain})",
                                                 terrain=terrain), line=where)
        state = _pay(state, seat, SACRED_COST, where)
        state = replace(state, sacred=dict(sorted({**state.sacred, terrain: seat}.items())))
        return state, [Event(turn, PHASE, terrain, str(told.sacred(seat, terrain)),
                             (PUBLIC,), key="saga.sacred",
                             args={"seat": seat, "terrain": terrain})]
    return _invade(state, seat, terrain, line, where, turn)


def _village(state: SagaState, seat: str, terrain: str, where: int, turn: int
             ) -> tuple[SagaState, list[Event]]:
    owned = [t for t, s in state.owners.items() if s == seat]
    resurging = not state.villages_of(seat) and not owned and terrain not in state.owners \
        and not state.bands_at(terrain)
    if state.owners.get(terrain) != seat and not resurging:
        raise IllegalOrderError(WORDS.phrase("{seat} does not hold {terrain}", seat=seat,
                                             terrain=terrain), line=where)
    if terrain in state.villages:
        raise IllegalOrderError(WORDS.phrase("there is a village at {terrain} already",
                                             terrain=terrain), line=where)
    if len(state.villages_of(seat)) >= state.row.villages:
        raise IllegalOrderError(WORDS.phrase("{seat} has {n} villages, the most the players "
                                             "table allows", seat=seat,
                                             n=state.row.villages), line=where)
    state = _pay(state, seat, VILLAGE_COST, where)
    state = state.with_village(terrain, Village(terrain, seat)).with_owner(terrain, seat)
    return state, [Event(turn, PHASE, terrain, str(told.village(seat, terrain)),
                         (PUBLIC,), key="saga.village", args={"seat": seat, "terrain": terrain})]


def _invade(state: SagaState, seat: str, terrain: str, line: Line, where: int, turn: int
            ) -> tuple[SagaState, list[Event]]:
    if not state.player(seat).outer:
        raise IllegalOrderError(WORDS.phrase("only an outer faction invades"), line=where)
    if seat in state.invaded:
        raise IllegalOrderError(WORDS.phrase("a player invades once a turn"), line=where)
    village = state.villages.get(terrain)
    if state.bands_at(terrain) or (village is not None and village.seat != seat):
        raise IllegalOrderError(WORDS.phrase("an invasion comes where no band and no enemy "
                                             "village stands ({terrain})", terrain=terrain),
                                line=where)
    lord = line.args[1]
    if state.band(lord) is not None:
        raise IllegalOrderError(WORDS.phrase("there is already a band {lord}", lord=lord),
                                line=where)
    if state.lords_of(seat) >= state.row.lords:
        raise IllegalOrderError(WORDS.phrase("{seat} has {n} lords already", seat=seat,
                                             n=state.row.lords), line=where)
    units: list[Unit] = []
    for kind, points in zip(line.args[2::2], line.args[3::2], strict=True):
        if kind.lower() not in FIGURES_PER_POINT or not 1 <= int(points) <= MAX_UNIT_POINTS:
            raise IllegalOrderError(WORDS.phrase("a unit is one of {kinds} of 1 to {most} "
                                                 "points",
                                                 kinds=Listing(tuple(FIGURES_PER_POINT)),
                                                 most=MAX_UNIT_POINTS), line=where)
        units.append(new_unit(fresh_name(units, kind.lower()), kind.lower(), int(points)))
    band = Band(lord, seat, terrain, Lord(lord), tuple(units))
    if not BAND_MIN <= band.halves <= BAND_MAX:
        raise IllegalOrderError(WORDS.phrase("a band has 4 to 10 points, not {points}",
                                             points=show_points(band.halves)), line=where)
    state = _pay(state, seat, PORTAL_COST + band.halves // 2, where)
    state = replace(state.with_band(band), invaded=(*state.invaded, seat),
                    sacred=dict(sorted({**state.sacred, terrain: seat}.items())))
    events = [Event(turn, PHASE, terrain, str(told.invades(seat, terrain, lord)), (PUBLIC,),
                    key="saga.invade", args={"seat": seat, "terrain": terrain, "band": lord})]
    if state.owners.get(terrain) != seat:
        state, said = take(state, terrain, seat, turn)
        events += said
    return state, events


def _pay(state: SagaState, seat: str, cost: int, where: int) -> SagaState:
    have = state.player(seat).pp
    if cost > have:
        raise IllegalOrderError(WORDS.phrase("that costs {cost} PP and {seat} has {have} after "
                                             "the upkeep", cost=cost, seat=seat, have=have),
                                line=where)
    return state.with_pp(seat, -cost)


def come_back(state: SagaState, rallies: Mapping[str, str], turn: int
              ) -> tuple[SagaState, list[Event]]:
    """Retreats ending now: bands with their lord (retreated this turn) to a village,
    the units of lordless ones (retreated last turn) to a village's reserve; `rallies`
    holds the village each chooser named for a band."""
    events: list[Event] = []
    for band in state.bands:
        away = band.away
        if away is None or (away.late and away.turn >= turn) or (not away.late
                                                                 and away.turn > turn):
            continue
        villages = state.villages_of(band.seat)
        nearest = state.board.nearest(away.terrain, villages) or villages[:1]
        if not nearest:
            continue  # without_villages takes the band away
        chosen = rallies.get(band.name)
        village = chosen if chosen in nearest else nearest[0]
        if band.lord is None:
            state = state.without_bands([band.name])
            state, said = to_reserve(state, band.seat, village, band.units, turn)
        else:
            state = state.with_band(replace(band, terrain=village, away=None))
            said = [Event(turn, PHASE, band.name, str(told.comes_back(band.name, village)),
                          (PUBLIC,), key="saga.comes-back",
                          args={"band": band.name, "terrain": village})]
        events += said
    for player in state.players:
        state, said = without_villages(state, player.seat, turn)
        events += said
    return state, events


def rallies_of(state: SagaState, inputs: Mapping[str, Sequence[Line]]) -> dict[str, str]:
    """The village each chooser named for a band coming back."""
    chosen: dict[str, str] = {}
    for seat, lines in inputs.items():
        for line in lines:
            band = state.band(line.args[0]) if line.verb == "rally" else None
            terrain = state.board.find(line.args[1]) if line.verb == "rally" else None
            if band is not None and band.away is not None and band.away.chooser == seat \
                    and terrain is not None:
                chosen[band.name] = terrain
    return chosen


def end_turn(state: SagaState, turn: int) -> tuple[SagaState, list[Event]]:
    """The memory track, the last turn, or the next turn's first step."""
    winners = [s for s in state.initiative if state.memory_points(s) >= state.row.prestige]
    if winners:
        return replace(state, phase=Phase.OVER, winner=winners[0]), [Event(
            turn, "7 end of turn", winners[0],
            str(told.memory_victory(winners[0], state.row.prestige)), (PUBLIC,),
            key="saga.memory-victory", args={"seat": winners[0]})]
    if turn >= state.row.turns:
        return replace(state, phase=Phase.OVER), [Event(
            turn, "7 end of turn", "campaign", str(told.last_turn(turn)), (PUBLIC,),
            key="saga.last-turn", args={"turn": turn})]
    bands = tuple(replace(b, moved=False, came_from="", arrival=0) for b in state.bands)
    return replace(state, bands=bands, turn=turn + 1, phase=Phase.BID, bids={}, ties=(),
                   invaded=(), battles=(), speakers=(), passed=(), cursor=0), []
