"""A Med-Fan campaign turn, step by step (001, "Déroulement"; docs/rules/medfan.md).

`open_campaign` brings each player's five territories. Then the steps: `armies` (the
first turn), `pair` (the challenger, or the organiser, names the battle), `objectives`,
`battle` (the shared record, entered alike by both, or by the organiser, or by the dice
helper), `after` (gains, survival, objectives, territories found, the gains phase) and
`spend` (purchases and upgrades; the end of the turn).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from hexterm.engine.battle import BattleResult, Side, Source, UnitResult, settlement
from hexterm.engine.battle_entry import DIFFER, disagreement_args, entries_of, losses_by_unit
from hexterm.engine.boards import source_said
from hexterm.engine.dice import Dice
from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.medfan import told
from hexterm.engine.medfan.aftermath import after_survival, gain, survival_rolls
from hexterm.engine.medfan.arrival import (
    arriving,
    available,
    bought_with_council,
    check_army,
    held_at_army,
    keeping,
)
from hexterm.engine.medfan.gains import gains_phase
from hexterm.engine.medfan.inputs import After, Army, Pairing, Result, Spending, format_result
from hexterm.engine.medfan.model import MedState, Options, Phase, Player, Territory
from hexterm.engine.medfan.objectives import carry_out
from hexterm.engine.medfan.roster import check_roster, teach
from hexterm.engine.medfan.shop import bill, check_upgrades
from hexterm.engine.medfan.start import ended, find
from hexterm.engine.medfan.tables import OBJECTIVES, Objective
from hexterm.engine.medfan.words import WORDS
from hexterm.engine.messages import Message
from hexterm.engine.ruleset import PUBLIC, Event


def _say(turn: int, phase: str, subject: str, said: Message, key: str, **args: object
         ) -> Event:
    """A public event of the campaign, its text the message's English (`told`)."""
    return Event(turn, phase, subject, str(said), (PUBLIC,), key=f"medfan.{key}", args=args)


def open_campaign(options: Options, seats: Sequence[tuple[str, str]], dice: Dice) -> MedState:
    """The campaign as it starts: each player's five territories, the first found."""
    territories: list[Territory] = []
    players: list[Player] = []
    for seat, faction in seats:
        player, brought = arriving(seat, faction, options, len(territories) + 1,
                                   dice.stream("bring", seat))
        territories += brought
        players.append(player)
    return MedState(options, tuple(players), tuple(territories))


def challenger(state: MedState) -> str:
    """Whose turn it is to name the battle: each player in turn."""
    return state.players[state.battles % len(state.players)].seat


def armies(state: MedState, given: Mapping[str, Army], turn: int
           ) -> tuple[MedState, list[Event]]:
    events = []
    for player in state.players:
        army = given.get(player.seat, Army(()))
        cost = check_army(state, player.seat, army)
        state = keeping(state, player.seat, army.keep)
        if army.name:
            first = min(t.number for t in state.territories
                        if t.owner == player.seat and t.known)
            state = replace(state, territories=tuple(
                replace(t, name=army.name) if t.number == first else t
                for t in state.territories))
        kept = state.player(player.seat)
        state = state.with_player(replace(kept, army=army.units, treasury=kept.treasury - cost))
        events.append(_say(turn, "1 armies", player.seat,
                           told.army(player.seat, len(army.units), cost), "army",
                           seat=player.seat, cost=cost, units=len(army.units)))
    return replace(state, phase=Phase.PAIRING), events


def check_pairing(state: MedState, pairing: Pairing) -> None:
    seats = [p.seat for p in state.players]
    for seat in (pairing.attacker, pairing.defender):
        if seat not in seats:
            raise IllegalOrderError(WORDS.phrase("{seat} is not a player of the campaign",
                                                 seat=seat))
    if pairing.attacker == pairing.defender:
        raise IllegalOrderError(WORDS.phrase("a player does not fight themself"))
    for seat, unit in pairing.agreements:
        if seat not in seats:
            raise IllegalOrderError(WORDS.phrase("{seat} is not a player of the campaign",
                                                 seat=seat))
        if unit.casefold() not in {u.name.casefold() for u in state.player(seat).army}:
            raise IllegalOrderError(WORDS.phrase(
                "the army of {seat} has no {unit}: no agreement for it", seat=seat, unit=unit))


def pair(state: MedState, pairing: Pairing, dice: Dice, turn: int
         ) -> tuple[MedState, list[Event]]:
    check_pairing(state, pairing)
    scenario = pairing.scenario or dice.roll(12)
    fighters = (pairing.attacker, pairing.defender)
    agreed = [_say(turn, "2 pairing", seat, told.agreed(seat, unit), "agreed", seat=seat,
                   unit=unit)
              for seat, unit in pairing.agreements]
    for seat, unit in pairing.agreements:
        player = state.player(seat)
        state = state.with_player(replace(player, agreed=(*player.agreed, unit)))
    return (replace(state, phase=Phase.OBJECTIVES, fighters=fighters, scenario=scenario,
                    length=0 if pairing.rolled_length else 6, objectives={}, winner=None,
                    eliminated={}),
            [_say(turn, "2 pairing", "battle", told.pairing(
                fighters[0], fighters[1], scenario, not pairing.scenario,
                pairing.rolled_length), "pairing", attacker=fighters[0], defender=fighters[1],
                  scenario=scenario, rolled=not pairing.scenario,
                  rolled_length=pairing.rolled_length), *agreed])


def objectives(state: MedState, given: Mapping[str, int], dice: Dice, turn: int
               ) -> tuple[MedState, list[Event]]:
    chosen: dict[str, Objective] = {}
    events = []
    for seat in state.fighters:
        number = given.get(seat, 0)
        die = number or dice.roll()
        chosen[seat] = OBJECTIVES[die]
        events.append(_say(turn, "3 objectives", seat,
                           told.objective(seat, chosen[seat].value, not number, die),
                           "objective", seat=seat, objective=chosen[seat].value,
                           rolled=not number, die=die))
    return replace(state, phase=Phase.BATTLE, objectives=chosen), events


def fielded(player: Player) -> list[tuple[str, int, int, bool]]:
    """(unit, figures, cost, hero) of the units that fight: the army less the figures
    missing this battle."""
    return [(u.name, u.figures - player.missing.get(u.name, 0), u.cost, u.hero)
            for u in player.army if u.figures > player.missing.get(u.name, 0)]


def record(state: MedState, result: Result) -> BattleResult:
    """The shared battle record of a typed result (IllegalOrderError when it does not
    fit the armies)."""
    lost = losses_by_unit(result.losses)
    if result.winner is not None and result.winner not in state.fighters:
        raise IllegalOrderError(WORDS.phrase("{seat} does not fight this battle",
                                             seat=result.winner))
    sides = []
    for number, seat in enumerate(state.fighters):
        units = []
        for name, figures, cost, hero in fielded(state.player(seat)):
            loss = lost.pop((seat.casefold(), name.casefold()), None)
            left = figures if loss is None else loss.left_of(figures, f"{seat}'s {name}")
            units.append(UnitResult(name, figures, left, cost, leader=hero))
        sides.append(Side((seat,), tuple(units), attacker=number == 0))
    if lost:
        loss = next(iter(lost.values()))
        raise IllegalOrderError(WORDS.phrase("{seat} has no unit {name} in this battle",
                                             seat=loss.owner, name=loss.unit))
    if result.turns and state.length and result.turns != state.length:
        raise IllegalOrderError(WORDS.phrase("this battle lasts {n} turns, not {turns}",
                                             n=state.length, turns=result.turns))
    winner = None if result.winner is None else state.fighters.index(result.winner)
    return BattleResult(_place(state), tuple(sides), winner, result.turns)


def _place(state: MedState) -> str:
    """The battle's place in the shared record: its number in the campaign."""
    return f"battle {state.battles + 1}"


def rolled_end(dice: Dice) -> int:
    """The turns a battle of rolled length lasts (001, "Avant la bataille"): at turn 5
    it ends on 5 or 6, at turn 6 on 3 to 6, else after turn 7."""
    if dice.roll() >= 5:
        return 5
    return 6 if dice.roll() >= 3 else 7


def helper(state: MedState, dice: Dice) -> BattleResult:
    """The dice helper's result (solo play: each side a d6 and a tenth of its army's
    cost in #, the higher wins; each unit loses a die's share of its figures)."""
    base = record(state, Result(None))
    scores = [dice.roll() + sum(u.figures * u.cost for u in side.units) // 100
              for side in base.sides]
    winner = None if scores[0] == scores[1] else scores.index(max(scores))
    sides = tuple(replace(side, units=tuple(
        replace(u, left=u.figures - min(u.figures, u.figures * (dice.roll() - 1) // 10))
        for u in side.units)) for side in base.sides)
    turns = 0 if state.length else rolled_end(dice)
    return replace(base, sides=sides, winner=winner, turns=turns)


def battle(state: MedState, entries: Sequence[tuple[str, Result]], dice: Dice, turn: int
           ) -> tuple[MedState, list[Event]]:
    """The battle's entries settled (`settlement`: the organiser's, or both fighters'
    alike, one left to the dice helper agreeing with any) and taken; when they differ
    nothing is taken and the step opens again; when both leave it to the dice helper,
    it draws the result."""
    given = dict(entries)
    settled = settlement(entries_of(given, lambda r: record(state, r)))
    if settled.differing:
        differ = settled.differing
        typed = {seat: format_result(r) for seat, r in given.items()}
        return state, [Event(turn, "4 battle", "battle",
                             str(told.differ([d.text() for d in differ])), state.fighters,
                             key=f"medfan.{DIFFER}",
                             args=disagreement_args(_place(state), differ, typed))]
    result, source = settled.result, settled.source
    if result is None:
        result, source = helper(state, dice.stream("helper")), Source.HELPER
    said = source_said(source)
    winner = None if result.winner is None else state.fighters[result.winner]
    eliminated = {side.seats[0]: {u.name: u.lost for u in side.units if u.lost}
                  for side in result.sides}
    return (replace(state, phase=Phase.AFTER, winner=winner, eliminated=eliminated),
            [_say(turn, "4 battle", "battle", told.result(said, winner, result.turns),
                  "result",
                  winner=winner, source=said, eliminated=eliminated, turns=result.turns)])


class _Typed:
    """Dice typed in as rolled at the table, then the seeded ones."""

    def __init__(self, typed: Sequence[int], rest: Dice) -> None:
        self.typed, self.rest = list(typed), rest

    def roll(self, sides: int = 6) -> int:
        return self.typed.pop(0) if self.typed else self.rest.roll(sides)

    def below(self, n: int) -> int:
        return self.roll(n) - 1

    def stream(self, *key: str | int) -> Dice:
        return self


def fought(state: MedState) -> BattleResult:
    """The battle entered, as a shared record of the figures each unit lost (the winner
    aside: it is in the state)."""
    return BattleResult("battle", tuple(
        Side((s,), tuple(UnitResult(n, figures, figures - state.eliminated.get(s, {}).get(n, 0),
                                    cost) for n, figures, cost, _ in fielded(state.player(s))))
        for s in state.fighters), None)


def after(state: MedState, given: Mapping[str, After], dice: Dice, turn: int
          ) -> tuple[MedState, list[Event]]:
    """Gains, survival, objectives and the territories found, then the gains phase."""
    events: list[Event] = []
    a, b = state.fighters
    lost = {s: sum(state.eliminated.get(s, {}).values()) for s in state.fighters}
    result = fought(state)
    money = {p.seat: p.treasury for p in state.players}
    for number, seat in enumerate(state.fighters):
        held = state.held(seat)
        won = gain(result, number, "blood-altar" in held)
        money[seat] += won
        player = state.player(seat)
        choices = given.get(seat, After())
        fates = survival_rolls(result, number, player.army, "healers-house" in held,
                               _Typed(choices.dice, dice.stream("survival", seat)))
        army, missing = after_survival(player.army, fates)
        state = state.with_player(replace(player, army=army, missing=missing))
        events.append(_say(turn, "5 after", seat, told.after(seat, won, lost[seat]), "after",
                           seat=seat,
                           gain=won, dice=[f.die for f in fates],
                           fates=[[f.unit, f.survival.value] for f in fates]))
    territories = state.territories
    for seat in state.fighters:
        other = b if seat == a else a
        choices = given.get(seat, After())
        done = carry_out(state.objectives[seat], territories, money, seat, other,
                         state.winner, dice.stream("objective", seat),
                         choices.target or None)
        territories, money = done.territories, done.treasuries
        events += [_say(turn, "5 after", seat, line.said, "objective-done", how=line.how,
                        **line.args) for line in done.said]
        for found_number in done.to_determine:
            owner = next(t.owner for t in territories if t.number == found_number) or seat
            owner_choices = given.get(owner, After())
            held = frozenset(t.capability for t in territories if t.owner == owner and t.known)
            found = find(next(t for t in territories if t.number == found_number), owner,
                         held, dice.stream("find", found_number),
                         name=owner_choices.names.get(found_number, ""),
                         fifth=("military-academy" if owner_choices.fifth == "academy"
                                else "archmage-council"))
            money[owner] += found.treasure
            territories = tuple(found.territory if t.number == found_number else t
                                for t in territories)
            events.append(_say(turn, "5 after", owner, told.found(
                found_number, found.territory.name, found.territory.capability), "found",
                               seat=owner, territory=found_number,
                               name=found.territory.name,
                               capability=found.territory.capability,
                               dice=[r.die for r in found.rolls]))
    adversaries = {a: b, b: a}
    territories, money, gains = gains_phase(territories, money, adversaries,
                                            dice.stream("gains"), state.options.yields)
    events += [_say(turn, "6 gains", g.seat, told.gain(g.seat, g.territory, g.amount, g.how,
                                                       g.other), "gain",
                    seat=g.seat, territory=g.territory,
                    amount=g.amount, dice=list(g.dice), how=g.how, other=g.other) for g in gains]
    players = tuple(replace(p, treasury=money[p.seat]) for p in state.players)
    return replace(state, players=players, territories=territories, adversaries=adversaries,
                   phase=Phase.SPENDING), events


def check_spending(state: MedState, seat: str, spending: Spending) -> int:
    """What the spending costs (IllegalOrderError when a rule refuses it)."""
    player = state.player(seat)
    held = held_at_army(state, seat, spending.keep)
    check_roster((*teach(player.army, spending.spells), *spending.units), 10**9,
                 council="archmage-council" in held or bought_with_council(player))
    check_upgrades(spending.upgrades, (*player.army, *spending.units), player.upgraded, held,
                   player.agreed)
    cost = bill(spending.units, spending.upgrades, player.army, held).total
    treasury = available(player, spending.keep)
    if cost > treasury:
        raise IllegalOrderError(WORDS.phrase(
            "that costs {cost} # and the treasury holds {treasury}", cost=cost,
            treasury=treasury))
    return cost


def spend(state: MedState, given: Mapping[str, Spending], turn: int
          ) -> tuple[MedState, list[Event]]:
    """Each player's purchases, then the end of the turn."""
    events = []
    for player in state.players:
        spending = given.get(player.seat, Spending())
        cost = check_spending(state, player.seat, spending)
        state = keeping(state, player.seat, spending.keep)
        player = state.player(player.seat)
        state = state.with_player(replace(
            player, treasury=player.treasury - cost,
            army=(*teach(player.army, spending.spells), *spending.units),
            upgraded=(*player.upgraded, *((g.unit, g.characteristic)
                                          for g in spending.upgrades))))
        events += [_say(turn, "7 spending", player.seat,
                        told.learned(player.seat, mage, learned), "learned", seat=player.seat,
                        unit=mage, spells=list(learned)) for mage, learned in spending.spells]
        if cost:
            units = [[u.name, u.figures] for u in spending.units]
            upgrades = [[g.unit, g.characteristic, g.said, g.die] for g in spending.upgrades]
            events.append(_say(turn, "7 spending", player.seat,
                               told.spent(player.seat, cost, units, upgrades), "spent",
                               seat=player.seat, cost=cost, units=units, upgrades=upgrades))
    seats = [p.seat for p in state.players]
    state = replace(state, battles=state.battles + 1, territories=tuple(
        replace(t, unusable=False) for t in state.territories))
    over = ended(state.territories, seats, state.battles, state.options.battles,
                 state.options.share)
    return replace(state, phase=Phase.OVER if over else Phase.PAIRING), events
