"""What a SAGA battle's result does (004, "Déroulement du combat", "Les pertes", "La
retraite", "Cas d'un combat à plusieurs"; rules-notes, "SAGA campaign").

A result is the shared battle record (`hexterm.engine.battle`): entered by the players
of the battle (or the organiser) as text (`inputs.BattleEntry`), or drawn by the dice
helper for solo play, which the log says. Applying it: each unit's losses (more than
half its figures left: back to all of them; 1 to half: back to half; none: gone), the
lords killed, then who holds the terrain and who retreats (the four cases of a battle
of two, the winner alone staying in a battle of more), and the latecomers of a
terrain of five or more meeting the winner.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from hexterm.engine.battle import BattleResult, Side, Source, UnitResult, settlement
from hexterm.engine.battle_entry import (
    DIFFER,
    disagreement_args,
    entries_of,
    losses_by_unit,
)
from hexterm.engine.boards import board_ruleset
from hexterm.engine.dice import Dice
from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.messages import Listing
from hexterm.engine.ruleset import PUBLIC, Event
from hexterm.engine.saga import told
from hexterm.engine.saga.battles import (
    reserve_fighters,
    retreat,
    take,
    with_musters,
    without_villages,
)
from hexterm.engine.saga.inputs import BattleEntry, format_battle
from hexterm.engine.saga.model import Band, Battle, BattleSide, Phase, SagaState, Unit
from hexterm.engine.saga.tables import BAND_MIN
from hexterm.engine.saga.words import WORDS
from hexterm.engine.steps import ORGANISER

LORD = "lord"
RESERVE = "reserve"


def fighters(state: SagaState, battle: Battle, side: BattleSide
             ) -> list[tuple[str, Unit | None]]:
    """(band, unit) for every unit of a side, the lord as None; a reserve's band is
    called "reserve"."""
    if side.reserve:  # the units its player chose (S35), or the program's (older saves)
        village = state.villages[battle.terrain]
        chosen = [u for u in village.reserve if u.name in side.bands]
        return [(RESERVE, u) for u in chosen or reserve_fighters(village.reserve)]
    found: list[tuple[str, Unit | None]] = []
    for name in side.bands:
        band = state.band(name)
        if band is not None:
            found += [(band.name, None)] if band.lord is not None else []
            found += [(band.name, u) for u in band.units]
    return found


def to_result(state: SagaState, battle: Battle, entry: BattleEntry) -> BattleResult:
    """The shared record of what `entry` says, or an IllegalOrderError naming what does
    not fit the battle."""
    seats = battle.seats()
    if entry.winner is not None and entry.winner not in seats:
        raise IllegalOrderError(WORDS.phrase("{seat} does not fight at {terrain} ({seats})",
                                             seat=entry.winner, terrain=battle.terrain,
                                             seats=Listing(tuple(seats))))
    left = losses_by_unit(entry.losses)
    sides = []
    for side in battle.sides:
        units = []
        for band, unit in fighters(state, battle, side):
            name = LORD if unit is None else unit.name
            figures = 1 if unit is None else unit.figures
            loss = left.pop((band.casefold(), name.casefold()), None)
            count = figures if loss is None else loss.left_of(figures, f"{band} {name}")
            units.append(UnitResult(f"{band}/{name}", figures, count,
                                    points=0 if unit is None else unit.halves,
                                    leader=unit is None))
        sides.append(Side((side.seat,), tuple(units), side.attacker and len(battle.sides) == 2))
    if left:
        band_name, unit_name = next(iter(left))
        raise IllegalOrderError(WORDS.phrase("no unit {unit} of band {band} fights at "
                                             "{terrain}", unit=unit_name, band=band_name,
                                             terrain=battle.terrain))
    winner = None if entry.winner is None else seats.index(entry.winner)
    return BattleResult(battle.key, tuple(sides), winner)


def helper_result(state: SagaState, battle: Battle, dice: Dice) -> BattleResult:
    """A result drawn by the dice helper (solo play; not a rule of the rulebook: each
    side rolls 2d6 and adds its whole points, the highest wins, equal highest is a draw;
    each unit then rolls a die for its losses, a losing lord dies on a 1)."""
    base = to_result(state, battle, BattleEntry(None))
    scores = [dice.roll() + dice.roll() + sum(u.points for u in side.units) // 2
              for side in base.sides]
    best = max(scores)
    winner = scores.index(best) if scores.count(best) == 1 else None
    sides = []
    for number, side in enumerate(base.sides):
        won = number == winner
        units = tuple(replace(u, left=_helper_left(u, won, dice.roll())) for u in side.units)
        sides.append(replace(side, units=units))
    return replace(base, sides=tuple(sides), winner=winner)


def _helper_left(unit: UnitResult, won: bool, die: int) -> int:
    if unit.leader:
        return 0 if not won and die == 1 else 1
    if won:
        return unit.figures // 2 if die == 1 else unit.figures - (die <= 3)
    if die <= 2:
        return 0
    return max(1, unit.figures // 2) if die <= 4 else unit.figures - 1


def fight(state: SagaState, battle: Battle, given: Mapping[str, BattleEntry], dice: Dice,
          turn: int) -> tuple[SagaState, list[Event]]:
    """The entries of `battle`, one of the open ones, settled (`settlement`: the
    organiser's, or every side's alike, those left to the dice helper agreeing with
    any) and applied; when two differ nothing is applied and the battle stays open;
    when all leave it to the dice helper, it draws the result."""
    settled = settlement(entries_of(given, lambda e: to_result(state, battle, e)))
    if settled.differing:
        typed = {seat: _named(state, battle, seat) + format_battle(e)
                 for seat, e in given.items()}
        return state, [Event(turn, "5 battle results", battle.terrain,
                             str(told.differ(battle.terrain,
                                             [d.message() for d in settled.differing])),
                             (*battle.seats(),), key=f"saga.{DIFFER}",
                             args=disagreement_args(battle.terrain, settled.differing,
                                                    typed))]
    if settled.result is None:
        result = helper_result(state, battle, dice.stream("helper"))
        return apply_result(state, battle, result, Source.HELPER, turn)
    return apply_result(state, battle, settled.result, settled.source, turn)


def _named(state: SagaState, battle: Battle, seat: str) -> str:
    """The line ``at TERRAIN`` an entry of `seat` again needs: when it may enter
    another battle too."""
    several = len(state.battles) if seat == ORGANISER else \
        sum(seat in b.seats() for b in state.battles)
    return f"at {battle.terrain}\n" if several > 1 else ""


def apply_result(state: SagaState, battle: Battle, result: BattleResult, source: Source,
                 turn: int) -> tuple[SagaState, list[Event]]:
    """The state once the result of `battle`, one of the open ones, is applied: the
    battle that follows it on its terrain (five or more there) takes its place."""
    how = told.source_message(source, board_ruleset()[1].board_name
                              if source is Source.BOARD else "")
    winner = None if result.winner is None else battle.sides[result.winner].seat
    events = [Event(turn, "5 battle results", battle.terrain,
                    str(told.result(battle.terrain, how, winner)), (PUBLIC,),
                    key="saga.result", args={"terrain": battle.terrain, "winner": winner,
                                             "source": source.value})]
    state, said = _losses(state, battle, result, turn)
    events += said
    state, said = _outcome(state, battle, winner, turn)
    events += said
    for seat in battle.seats():
        state, said = without_villages(state, seat, turn)
        events += said
    place = state.battles.index(battle)
    state, follow = _latecomers(state, battle, winner, turn)
    events += follow[1]
    battles = (*state.battles[:place], *follow[0], *state.battles[place + 1:])
    return replace(state, battles=battles, phase=Phase.BATTLE if battles else Phase.MANAGE
                   ), events


def _losses(state: SagaState, battle: Battle, result: BattleResult, turn: int
            ) -> tuple[SagaState, list[Event]]:
    left = {u.name: u for side in result.sides for u in side.units}
    events: list[Event] = []
    for side in battle.sides:
        if side.reserve:
            village = state.villages[battle.terrain]
            kept = tuple(_after(u, left.get(f"{RESERVE}/{u.name}")) for u in village.reserve)
            state = state.with_village(battle.terrain, replace(
                village, reserve=tuple(u for u in kept if u is not None)))
            continue
        for name in side.bands:
            band = state.band(name)
            if band is None:
                continue
            lord = left.get(f"{band.name}/{LORD}")
            units = tuple(u for u in (_after(u, left.get(f"{band.name}/{u.name}"))
                                      for u in band.units) if u is not None)
            dead = band.lord is not None and lord is not None and lord.killed
            if dead and band.lord is not None:
                player = state.player(band.seat)
                state = state.with_player(replace(player, fallen=(*player.fallen, band.lord)))
                events.append(Event(turn, "5 battle results", band.name,
                                    str(told.lord_dies(band.lord.name, battle.terrain,
                                                       band.lord.battles)), (PUBLIC,),
                                    key="saga.lord-dies",
                                    args={"lord": band.lord.name, "battles": band.lord.battles,
                                          "terrain": battle.terrain}))
            new_lord = None if dead or band.lord is None else replace(
                band.lord, battles=band.lord.battles + 1)
            state = state.with_band(replace(band, units=units, lord=new_lord))
            gone = [u.name for u in band.units if all(k.name != u.name for k in units)]
            after = [[u.name, u.figures, u.full] for u in units]
            events.append(Event(turn, "5 battle results", band.name,
                                str(told.losses(band.name, told.standing(after), gone)),
                                (PUBLIC,),
                                key="saga.losses",
                                args={"band": band.name, "gone": gone,
                                      "units": {u.name: u.figures for u in units},
                                      "after": after}))
    return state, events


def figures_after(figures: int, left: int) -> int:
    """A unit's figures once the battle is over (004, "Les pertes"; rules-notes): more
    than half left, back to all of them; 1 to half, back to half, rounded up; none,
    gone."""
    if left <= 0:
        return 0
    if 2 * left > figures:
        return figures
    return -(-figures // 2)


def _after(unit: Unit, fought: UnitResult | None) -> Unit | None:
    if fought is None:
        return unit
    figures = figures_after(fought.figures, fought.left)
    return replace(unit, figures=figures) if figures else None


def _stands(band: Band | None) -> bool:
    return band is not None and band.lord is not None and band.halves >= BAND_MIN


def _outcome(state: SagaState, battle: Battle, winner: str | None, turn: int
             ) -> tuple[SagaState, list[Event]]:
    """Who holds the terrain and who retreats."""
    defender = battle.sides[0]
    holder = winner or defender.seat  # a draw: the defender keeps the terrain
    two = len(battle.sides) == 2
    events: list[Event] = []
    for side in battle.sides:
        if side.reserve:
            continue
        adversary = winner if winner and winner != side.seat else next(
            s.seat for s in battle.sides if s.seat != side.seat)
        for name in side.bands:
            band = state.band(name)
            if band is None:
                continue
            if side.seat == holder and _stands(band):
                continue  # the winner, or the defender after a draw or a win, stays
            if two and winner is None and side.attacker and _stands(band):
                back = band.came_from
                if back and not any(b.seat != band.seat for b in state.bands_at(back)):
                    state = state.with_band(replace(band, terrain=back))
                    events.append(Event(turn, "5 battle results", band.name,
                                        str(told.stands_back(band.name, back)), (PUBLIC,),
                                        key="saga.stands-back",
                                        args={"band": band.name, "terrain": back}))
                    continue
            state = state.with_band(retreat(band, battle.terrain, turn, adversary))
            events.append(Event(turn, "5 battle results", band.name,
                                str(told.retreats(band.name, band.lord is None)), (PUBLIC,),
                                key="saga.retreat",
                                args={"band": band.name, "late": band.lord is None}))
    if state.owners.get(battle.terrain) != holder:
        state, said = take(state, battle.terrain, holder, turn)
        events += said
    return state, events


def _latecomers(state: SagaState, battle: Battle, winner: str | None, turn: int
                ) -> tuple[SagaState, tuple[tuple[Battle, ...], list[Event]]]:
    """Five or more on a terrain: the latecomers find it as it stands."""
    if not battle.late:
        return state, ((), [])
    here = state.bands_at(battle.terrain)
    holder = [b for b in here if b.seat not in {s.seat for s in battle.late}]
    if holder:
        seat = holder[0].seat
        first = BattleSide(seat, tuple(b.name for b in holder if b.seat == seat))
        sides = (first, *battle.late)
    elif len(battle.late) == 1:
        state, said = take(state, battle.terrain, battle.late[0].seat, turn)
        return state, ((), said)
    else:
        sides = (replace(battle.late[0], attacker=False), *battle.late[1:])
    follow = with_musters(state, Battle(battle.terrain, sides, round=battle.round + 1))
    return state, ((follow,), [Event(turn, "5 battle results", battle.terrain,
                                     str(told.latecomers(battle.terrain,
                                                         [s.seat for s in sides])), (PUBLIC,),
                                     key="saga.latecomers",
                                     args={"terrain": battle.terrain,
                                           "seats": [s.seat for s in sides]})])
