"""A battle's muster, before its result (004, "Déroulement du combat": "Avant le combat
un joueur peut décider de réorganiser les unités qui sont sur le même endroit"; "La
réserve": "en cas d'attaque, si le joueur arrive à réunir pour au moins 4 points SAGA,
il pourra utiliser la bande pour se défendre. S'il y a un ou plusieurs seigneur, il
pourra les utiliser, mais la limite des 10 points SAGA est valable. S'il en a trop, il
devra choisir les unités qui participeront au combat. Les autres resteront à la
taverne"; docs/rules/saga.md S35, S36).

A battle first awaits the muster of the players who have a choice
(`battles.musterers`): a
player with two bands or more in it may move units between them (``transfer UNIT from
BAND to BAND``), each band staying within 4 to 10 points; the player of the attacked
village may put units of its reserve into their bands standing there (``take BAND
UNIT``, 10 points a band at most), or, when no lord of theirs stands there, choose the
reserve's units that fight (``reserve UNIT…``, 4 to 10 points; ``reserve none``: it
does not defend). ``keep``, or nothing, keeps things as they are: the reserve then
fights with its strongest units up to 10 points (S12). The others stay at the tavern.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from hexterm.engine.errors import IllegalOrderError, OrderSyntaxError
from hexterm.engine.messages import Listing
from hexterm.engine.ruleset import PUBLIC, Event
from hexterm.engine.saga import told
from hexterm.engine.saga.battles import MAX_AT_ONCE, take
from hexterm.engine.saga.inputs import BattleEntry, Line
from hexterm.engine.saga.model import Battle, BattleSide, Phase, SagaState
from hexterm.engine.saga.preparation import prepare_line, too_big
from hexterm.engine.saga.tables import BAND_MAX, BAND_MIN, RESERVE_DEFENCE, show_points
from hexterm.engine.saga.words import WORDS

PHASE = "5 battle results"


def check(state: SagaState, battle: Battle, seat: str | None,
          entry: BattleEntry | Sequence[Line]) -> None:
    """Raise an IllegalOrderError (naming the line) when the rules forbid the muster of
    `seat` (None: the organiser, whose muster is keep), or a muster (`entry`, lines)
    or a result (a BattleEntry) at the wrong stage of `battle`."""
    at = battle.terrain
    if not battle.muster:  # a muster given when the result is awaited
        if entry:
            raise IllegalOrderError(WORDS.phrase("the battle at {terrain} awaits its result: "
                                                 "write winner SEAT or draw", terrain=at))
        raise OrderSyntaxError(WORDS.phrase("a battle's result says 'winner SEAT' or 'draw'"))
    if isinstance(entry, BattleEntry):
        raise IllegalOrderError(WORDS.phrase("the battle at {terrain} awaits the muster of "
                                             "{seats} first", terrain=at,
                                             seats=Listing(tuple(battle.muster))))
    if seat is None:
        if entry:
            raise IllegalOrderError(WORDS.phrase("the organiser's muster is keep: each player "
                                                 "musters their own units"))
        return
    if seat not in battle.muster:
        raise IllegalOrderError(WORDS.phrase("{seat} has nothing to muster at {terrain}: its "
                                             "result comes once {seats} mustered", seat=seat,
                                             terrain=at, seats=Listing(tuple(battle.muster))))
    carry_out(state, battle, seat, entry, state.turn)


def carry_out(state: SagaState, battle: Battle, seat: str, lines: Sequence[Line],
              turn: int) -> tuple[SagaState, Battle, list[Event]]:
    """The state and the battle once `seat`'s muster is carried out."""
    side = next(s for s in battle.sides if s.seat == seat)
    events: list[Event] = []
    for line in lines:
        where = line.number
        if line.verb == "reserve":
            side = _reserve(state, battle, side, line.args, where)
            battle = replace(battle, sides=tuple(side if s.seat == seat else s
                                                 for s in battle.sides))
            said = ", ".join(side.bands)
            events.append(Event(turn, PHASE, battle.terrain,
                                str(told.reserve_fights(battle.terrain, said)), (PUBLIC,),
                                key="saga.muster-reserve" if said else "saga.reserve-stays",
                                args={"terrain": battle.terrain, "units": said}))
            continue
        names = line.args[1:] if line.verb == "transfer" else line.args[:1]
        for name in names:
            if name.casefold() not in {b.casefold() for b in side.bands}:
                raise IllegalOrderError(WORDS.phrase("band {band} of {seat} does not fight at "
                                                     "{terrain}", band=name, seat=seat,
                                                     terrain=battle.terrain), line=where)
        state, done, _ = prepare_line(state, seat, line, turn)
        events.append(Event(turn, PHASE, seat, str(done), (PUBLIC,),
                            key=f"saga.prepare-{line.verb}",
                            args=told.prepared_args(seat, line.number, line.args, done)))
    for name in side.bands if not side.reserve else ():
        band = state.band(name)
        if band is not None and lines and not BAND_MIN <= band.halves <= BAND_MAX:
            raise IllegalOrderError(too_big(name, band.halves))
    return state, battle, events


def _reserve(state: SagaState, battle: Battle, side: BattleSide, names: Sequence[str],
             where: int) -> BattleSide:
    if not side.reserve:
        raise IllegalOrderError(WORDS.phrase("no reserve of {seat} defends {terrain} alone",
                                             seat=side.seat, terrain=battle.terrain),
                                line=where)
    if [n.casefold() for n in names] == ["none"]:
        return replace(side, bands=())
    reserve = state.villages[battle.terrain].reserve
    chosen = []
    for name in names:
        unit = next((u for u in reserve if u.name.casefold() == name.casefold()), None)
        if unit is None or unit in chosen:
            raise IllegalOrderError(WORDS.phrase("the reserve at {village} has no unit {unit}",
                                                 village=battle.terrain, unit=name)
                                    if unit is None else
                                    WORDS.phrase("{unit} is named twice", unit=name),
                                    line=where)
        chosen.append(unit)
    halves = sum(u.halves for u in chosen)
    if not RESERVE_DEFENCE <= halves <= BAND_MAX:
        raise IllegalOrderError(WORDS.phrase("the reserve's units would make {points} points: "
                                             "4 to 10 defend, or reserve none",
                                             points=show_points(halves)), line=where)
    return replace(side, bands=tuple(u.name for u in chosen))


def resolve(state: SagaState, battle: Battle, given: Mapping[str, Sequence[Line]],
            turn: int) -> tuple[SagaState, list[Event]]:
    """Every muster of `battle` carried out, in initiative order (the organiser's, and
    those not given, keep things as they are); the battle then awaits its result, or,
    when a reserve does not defend and one side is left, that side takes the terrain."""
    events: list[Event] = []
    for seat in state.initiative:
        if seat in battle.muster and given.get(seat):
            state, battle, said = carry_out(state, battle, seat, given[seat], turn)
            events += said
    pool = (*(s for s in battle.sides if not s.reserve or s.bands), *battle.late)
    sides, late = pool[:MAX_AT_ONCE], pool[MAX_AT_ONCE:]  # a latecomer takes its place
    if sides and sides[0] is not battle.sides[0]:
        sides = (replace(sides[0], attacker=False), *sides[1:])
    place = state.battles.index(next(b for b in state.battles if b.terrain == battle.terrain))
    rest = (*state.battles[:place], *state.battles[place + 1:])
    if len(sides) >= 2:
        battle = replace(battle, sides=sides, late=late, muster=())
        battles = (*state.battles[:place], battle, *state.battles[place + 1:])
        return replace(state, battles=battles), events
    state = replace(state, battles=rest, phase=Phase.BATTLE if rest else Phase.MANAGE)
    if sides:  # the reserve does not defend: the one left takes the terrain
        state, said = take(state, battle.terrain, sides[0].seat, turn)
        events += said
    return state, events
