"""Which battles a SAGA turn brings, and what taking a terrain does (004, "Contrôle des
terrains", "Déterminer les combats", "Les villages", "La réserve", "Conquête des
terrains prestigieux"; rules-notes, "SAGA campaign").

Once every player has passed, a terrain where one player's bands stand alone becomes
theirs (a village of another player there is razed, unless its reserve of 4 points or
more defends it); a terrain where bands of several players stand, or a defended
village, is a battle. The defender is the player who stood there before the
declarations (or who arrived first, or the village's reserve); at most 4 players fight
at once: the defender and the first attackers in reverse initiative order, the others
coming after to meet the winner (`outcomes`). Every battle is open at once, listed in
the order of the map (`open_battle` finds the one an input names).
"""

from __future__ import annotations

from dataclasses import replace

from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.messages import Listing, Message
from hexterm.engine.ruleset import PUBLIC, Event
from hexterm.engine.saga import told
from hexterm.engine.saga.model import (
    Away,
    Band,
    Battle,
    BattleSide,
    Phase,
    SagaState,
    Unit,
    fresh_name,
)
from hexterm.engine.saga.tables import BAND_MAX, MEMORY_SLOTS, RESERVE_DEFENCE, Kind
from hexterm.engine.saga.words import WORDS

MAX_AT_ONCE = 4  # "La zone de combat maximale contient 4 joueurs"


def determine(state: SagaState, turn: int) -> tuple[SagaState, list[Event]]:
    """The state once the declarations are over: terrains taken, battles listed."""
    events: list[Event] = []
    battles: list[Battle] = []
    for terrain in state.board.names():
        here = state.bands_at(terrain)
        seats = list(dict.fromkeys(b.seat for b in sorted(here, key=lambda b: b.arrival)))
        village = state.villages.get(terrain)
        reserve = (village is not None and bool(seats) and village.seat not in seats
                   and village.halves >= RESERVE_DEFENCE)
        if len(seats) + reserve >= 2:
            battle = make_battle(state, terrain, here, village.seat if reserve and village
                                 else None)
            battles.append(battle)
            events.append(Event(turn, "4 battles", terrain,
                                str(told.battle_at(terrain, battle.seats(),
                                                   [s.seat for s in battle.late])), (PUBLIC,),
                                key="saga.battle-at",
                                args={"terrain": terrain, "seats": list(battle.seats()),
                                      "late": [s.seat for s in battle.late]}))
        elif len(seats) == 1 and state.owners.get(terrain) != seats[0]:
            state, said = take(state, terrain, seats[0], turn)
            events += said
    state = replace(state, battles=tuple(battles),
                    phase=Phase.BATTLE if battles else Phase.MANAGE)
    return state, events


def open_battle(state: SagaState, seat: str | None, terrain: str) -> Battle:
    """The open battle that `seat` fights (None: the organiser, any battle) whose key
    is `terrain` (its terrain, or TERRAIN/2 for the latecomers' after the first);
    `terrain` "": the seat's one battle (the organiser's: the one open). An
    IllegalOrderError says why there is none (an entry for a battle already resolved
    whose terrain's next is open: which one it is)."""
    who: Message | str = WORDS.phrase("the organiser") if seat is None else seat
    open_at = Listing(tuple(b.key for b in state.battles)) if state.battles \
        else WORDS.phrase("none")
    if not terrain:
        mine = [b for b in state.battles if seat is None or seat in b.seats()]
        if len(mine) == 1:
            return mine[0]
        if not mine:
            raise IllegalOrderError(WORDS.phrase("{who} fights in no battle now", who=who))
        raise IllegalOrderError(WORDS.phrase("{who} may enter several battles ({battles}): "
                                             "begin with at TERRAIN, the battle's place",
                                             who=who,
                                             battles=Listing(tuple(b.key for b in mine))))
    for battle in state.battles:
        if battle.key.casefold() == terrain.casefold():
            if seat is not None and seat not in battle.seats():
                raise IllegalOrderError(WORDS.phrase("{seat} does not fight at {terrain} "
                                                     "({seats})", seat=seat,
                                                     terrain=battle.key,
                                                     seats=Listing(battle.seats())))
            return battle
    for battle in state.battles:
        if terrain.casefold() in (f"{battle.terrain}/{n}".casefold()
                                  for n in range(1, battle.round)) or (
                battle.round > 1 and battle.terrain.casefold() == terrain.casefold()):
            raise IllegalOrderError(WORDS.phrase("the battle at {terrain} is over: begin with "
                                                 "at {battle}, the one open there now",
                                                 terrain=terrain, battle=battle.key))
    raise IllegalOrderError(WORDS.phrase("no battle is open at {terrain} (open: {battles})",
                                         terrain=terrain, battles=open_at))


def make_battle(state: SagaState, terrain: str, here: tuple[Band, ...],
                reserve_of: str | None) -> Battle:
    """The battle at `terrain` between the bands `here` (and a village's reserve)."""
    if reserve_of is not None:
        defender = BattleSide(reserve_of, reserve=True)
    else:
        first = min(here, key=lambda b: b.arrival)
        defender = BattleSide(first.seat, _names(here, first.seat))
    speaking = tuple(reversed(state.initiative))
    others = sorted({b.seat for b in here} - {defender.seat}, key=speaking.index)
    attackers = [BattleSide(seat, _names(here, seat), attacker=True) for seat in others]
    now = MAX_AT_ONCE - 1
    return with_musters(state, Battle(terrain, (defender, *attackers[:now]),
                                      tuple(attackers[now:])))


def musterers(state: SagaState, battle: Battle) -> tuple[str, ...]:
    """The seats of `battle` that have a choice before its result: two bands or more
    in it, a reserve defending alone, or a reserve beside a band of theirs with room."""
    village = state.villages.get(battle.terrain)
    found = []
    for side in battle.sides:
        bands = [b for b in (state.band(n) for n in side.bands) if b is not None]
        roomy = (village is not None and village.seat == side.seat and bool(village.reserve)
                 and any(b.halves < BAND_MAX for b in bands))
        if side.reserve or len(bands) >= 2 or roomy:
            found.append(side.seat)
    return tuple(found)


def with_musters(state: SagaState, battle: Battle) -> Battle:
    """`battle` awaiting the muster of those who have a choice, its reserve (if any)
    fighting with the program's choice until its player says otherwise."""
    sides = tuple(replace(s, bands=tuple(u.name for u in reserve_fighters(
        state.villages[battle.terrain].reserve))) if s.reserve else s for s in battle.sides)
    battle = replace(battle, sides=sides)
    return replace(battle, muster=musterers(state, battle))


def _names(bands: tuple[Band, ...], seat: str) -> tuple[str, ...]:
    return tuple(b.name for b in bands if b.seat == seat)


def reserve_fighters(reserve: tuple[Unit, ...]) -> tuple[Unit, ...]:
    """The units of a reserve that defend its village: the strongest first, up to 10
    points (the defender chooses; the program chooses so for now: reading S12)."""
    chosen: list[Unit] = []
    total = 0
    for unit in sorted(reserve, key=lambda u: (-u.halves, u.name)):
        if total + unit.halves <= BAND_MAX:
            chosen.append(unit)
            total += unit.halves
    return tuple(chosen)


def take(state: SagaState, terrain: str, seat: str, turn: int
         ) -> tuple[SagaState, list[Event]]:
    """`seat` takes `terrain`: another player's village there is razed (its reserve
    goes to that player's nearest village), a prestigious terrain puts a point on the
    memory track."""
    events = [Event(turn, "4 battles", terrain, str(told.takes(seat, terrain)), (PUBLIC,),
                    key="saga.take", args={"seat": seat, "terrain": terrain})]
    village = state.villages.get(terrain)
    state = state.with_owner(terrain, seat)
    if village is not None and village.seat != seat:
        state = state.with_village(terrain, None)
        events.append(Event(turn, "4 battles", terrain,
                            str(told.razed(seat, village.seat, terrain)), (PUBLIC,),
                            key="saga.razed",
                            args={"seat": seat, "owner": village.seat, "terrain": terrain}))
        state, said = to_reserve(state, village.seat, terrain, village.reserve, turn)
        events += said
        state, said = without_villages(state, village.seat, turn)
        events += said
    if state.board.kind(terrain) is Kind.PRESTIGIOUS:
        state = replace(state, memory=(*state.memory, seat)[-MEMORY_SLOTS:])
        events.append(Event(turn, "4 battles", terrain,
                            str(told.memory(seat, terrain)), (PUBLIC,), key="saga.memory",
                            args={"seat": seat, "terrain": terrain}))
    return state, events


def to_reserve(state: SagaState, seat: str, start: str, units: tuple[Unit, ...], turn: int,
               chosen: str = "") -> tuple[SagaState, list[Event]]:
    """`units` of `seat` go to the reserve of its village nearest to `start` (`chosen`
    among those as near, else the first by name); lost when it has none."""
    if not units:
        return state, []
    nearest = state.board.nearest(start, state.villages_of(seat))
    names = [u.name for u in units]
    if not nearest:
        return state, [Event(turn, "4 battles", seat, str(told.scatter(seat, names)),
                             (PUBLIC,), key="saga.scatter",
                             args={"seat": seat, "units": [u.name for u in units]})]
    village = state.villages[chosen if chosen in nearest else nearest[0]]
    kept = list(village.reserve)
    for unit in units:
        kept.append(replace(unit, name=fresh_name(kept, unit.kind)))
    state = state.with_village(village.terrain, replace(village, reserve=tuple(kept)))
    return state, [Event(turn, "4 battles", seat, str(told.to_reserve(
                         seat, names, village.terrain)), (PUBLIC,), key="saga.to-reserve",
                         args={"seat": seat, "terrain": village.terrain,
                               "units": [u.name for u in units]})]


def without_villages(state: SagaState, seat: str, turn: int) -> tuple[SagaState, list[Event]]:
    """A player who has lost every village: their bands vanish, and they get back half
    their SAGA points, rounded down, as PP (rules-notes)."""
    if state.villages_of(seat) or not state.bands_of(seat):
        return state, []
    bands = state.bands_of(seat)
    back = sum(b.halves for b in bands) // 4
    player = state.player(seat)
    fallen = tuple(b.lord for b in bands if b.lord is not None)
    state = state.without_bands(b.name for b in bands)
    state = state.with_player(replace(player, pp=player.pp + back,
                                      fallen=(*player.fallen, *fallen)))
    return state, [Event(turn, "4 battles", seat, str(told.no_village(seat, back)), (PUBLIC,),
                         key="saga.no-village", args={"seat": seat, "pp": back})]


def retreat(band: Band, terrain: str, turn: int, adversary: str) -> Band:
    """`band` gone in retreat from the battle at `terrain`: back at the start of the
    next turn with its lord, at its end without him (`Away`)."""
    late = band.lord is None
    return replace(band, terrain="", away=Away(turn, terrain, late,
                                               adversary if late else band.seat))
