"""After a Med-Fan battle, for one side of the shared battle record
(`hexterm.engine.battle.BattleResult`): the # it gains (10 % of the cost of the enemy
figures eliminated, before survival, rounded up; 20 % with the Altar of Blood), and
the survival roll of each of its figures eliminated (001, "Après la bataille",
"Tables de survie"; rules-notes, "Med-Fan campaign").

The survival table depends on a healer in the army who is not himself rolling (he was
not eliminated) and on the House of Healers. Each figure rolls one die, typed in or
from the seed; a figure back and ready returns to its unit, one that misses the next
battle is kept apart for it, a dead one leaves the roster.

What a fighter may give after the battle is checked as it is typed (`check_after`): a
die a figure eliminated at most, a target only for the winner of a Pillage or a
Destruction (one of the adversary's territories), names only for the territories the
fighter may find (none for the loser).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace

from hexterm.engine.battle import BattleResult
from hexterm.engine.dice import Dice
from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.medfan.inputs import After
from hexterm.engine.medfan.model import MedState
from hexterm.engine.medfan.roster import Unit
from hexterm.engine.medfan.tables import (
    BATTLE_GAIN,
    BLOOD_ALTAR_GAIN,
    Objective,
    Survival,
    survival,
)
from hexterm.engine.medfan.words import WORDS, numbers


@dataclass(frozen=True, slots=True)
class Fate:
    """One eliminated figure's survival roll."""

    unit: str
    die: int
    survival: Survival


def battle_gain(result: BattleResult, side: int, percent: int = 10) -> int:
    """A side's gain for the battle (001, "Après la bataille"): `percent` of the cost of
    the enemy figures it eliminated, before survival rolls, rounded up (10, or 20 with
    the Autel du Sang: rules-notes)."""
    eliminated = sum(other.lost_cost() for number, other in enumerate(result.sides)
                     if number != side)
    return -(-eliminated * percent // 100)


def gain(result: BattleResult, side: int, altar: bool) -> int:
    """The # the side gains from the battle."""
    return battle_gain(result, side, BLOOD_ALTAR_GAIN if altar else BATTLE_GAIN)


def healer_stands(roster: Sequence[Unit], eliminated: Collection[str]) -> bool:
    """Whether the army's healer counts for the survival table: he is in the roster
    and was not eliminated himself (rules-notes)."""
    healers = [u.name for u in roster if "healer" in u.roles]
    return bool(healers) and healers[0] not in eliminated


def survival_rolls(result: BattleResult, side: int, roster: Sequence[Unit], house: bool,
                   dice: Dice) -> list[Fate]:
    """A die for every figure of the side eliminated in the battle, read on the table
    the army's healer (if he is not rolling) and the House of Healers give."""
    fought = result.sides[side].units
    healer = healer_stands(roster, {u.name for u in fought if u.lost})
    fates = []
    for unit in fought:
        for _ in range(unit.lost):
            die = dice.roll()
            fates.append(Fate(unit.name, die, survival(die, healer, house)))
    return fates


def after_survival(roster: Sequence[Unit], fates: list[Fate]
                   ) -> tuple[tuple[Unit, ...], dict[str, int]]:
    """The roster without its dead, and the figures of each unit that miss the next
    battle."""
    dead: dict[str, int] = {}
    missing: dict[str, int] = {}
    for fate in fates:
        if fate.survival is Survival.DEAD:
            dead[fate.unit] = dead.get(fate.unit, 0) + 1
        elif fate.survival is Survival.MISSES:
            missing[fate.unit] = missing.get(fate.unit, 0) + 1
    kept = tuple(replace(u, figures=u.figures - dead.get(u.name, 0)) for u in roster
                 if u.figures > dead.get(u.name, 0))
    return kept, missing



TARGETED = (Objective.PILLAGE, Objective.DESTRUCTION)
"""The objectives whose territory the winner chooses (`target N`)."""

FINDING = {Objective.EXPANSION: False, Objective.INVASION: True,
           Objective.ALL_OR_NOTHING: True}
"""The objectives that, won, may take territories still unknown, which are then found:
the unoccupied ones (False) or the adversary's (True)."""


def adversary(state: MedState, seat: str) -> str:
    """The other fighter of the battle."""
    a, b = state.fighters
    return b if seat == a else a


def targets(state: MedState, seat: str) -> tuple[int, ...]:
    """The territories `seat` may choose to strike (`target N`): the adversary's, when
    `seat` won with a Pillage or a Destruction; none otherwise."""
    if state.winner != seat or state.objectives.get(seat) not in TARGETED:
        return ()
    other = adversary(state, seat)
    return tuple(t.number for t in state.territories if t.owner == other)


def findable(state: MedState, seat: str) -> tuple[int, ...]:
    """The territories `seat` may find after the battle, to name (`name N NAME`) and on
    a 5 of the unique table to choose for (`fifth`): the unknown ones its objective, won,
    may take (the unoccupied for an Expansion, the adversary's for an Invasion or an All
    or nothing). None for the loser: a territory the winner finds is the winner's."""
    objective = state.objectives.get(seat)
    if state.winner != seat or objective not in FINDING:
        return ()
    owner = adversary(state, seat) if FINDING[objective] else None
    return tuple(t.number for t in state.territories if t.owner == owner and not t.known)


def check_after(state: MedState, seat: str, after: After) -> None:
    """Raise an IllegalOrderError for what `seat` cannot give after the battle: more
    survival dice than its figures eliminated, a target it does not choose, a territory
    it does not find named."""
    eliminated = sum(state.eliminated.get(seat, {}).values())
    if len(after.dice) > eliminated:
        raise IllegalOrderError(WORDS.phrase(
            "{n} survival dice for {m} figures of {seat} eliminated: one die a figure "
            "eliminated, no more", n=len(after.dice), m=eliminated, seat=seat))
    chosen = targets(state, seat)
    if after.target and not chosen:
        raise IllegalOrderError(WORDS.phrase(
            "{seat} chooses no territory to strike: only the winner of a Pillage or a "
            "Destruction does", seat=seat))
    if after.target and after.target not in chosen:
        raise IllegalOrderError(WORDS.phrase(
            "territory {n} is not one of {seat}'s ({numbers})", n=after.target,
            seat=adversary(state, seat), numbers=numbers(chosen)))
    found = findable(state, seat)
    if (after.names or after.fifth) and not found:
        raise IllegalOrderError(WORDS.phrase(
            "{seat} finds no territory after this battle: a territory found is named by the "
            "one who finds it", seat=seat))
    for number in after.names:
        if number not in found:
            raise IllegalOrderError(WORDS.phrase(
                "territory {n} is not one {seat} may find ({numbers})", n=number, seat=seat,
                numbers=numbers(found)))
