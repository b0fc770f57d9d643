"""After a Med-Fan battle, for one side of the shared battle record
(`hexterm.engine.battle.BattleResult`): the # it gains (10 % of the cost of the enemy
figures eliminated, before survival, rounded up; 20 % with the Altar of Blood), and
the survival roll of each of its figures eliminated (001, "Après la bataille",
"Tables de survie"; rules-notes, "Med-Fan campaign").

The survival table depends on a healer in the army who is not himself rolling (he was
not eliminated) and on the House of Healers. Each figure rolls one die, typed in or
from the seed; a figure back and ready returns to its unit, one that misses the next
battle is kept apart for it, a dead one leaves the roster.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, replace

from hexterm.engine.battle import BattleResult, battle_gain
from hexterm.engine.dice import Dice
from hexterm.engine.medfan.roster import Unit
from hexterm.engine.medfan.tables import BATTLE_GAIN, BLOOD_ALTAR_GAIN, Survival, survival


@dataclass(frozen=True, slots=True)
class Fate:
    """One eliminated figure's survival roll."""

    unit: str
    die: int
    survival: Survival


def gain(result: BattleResult, side: int, altar: bool) -> int:
    """The # the side gains from the battle."""
    return battle_gain(result, side, BLOOD_ALTAR_GAIN if altar else BATTLE_GAIN)


def healer_stands(roster: tuple[Unit, ...], eliminated: Collection[str]) -> bool:
    """Whether the army's healer counts for the survival table: he is in the roster
    and was not eliminated himself (rules-notes)."""
    healers = [u.name for u in roster if "healer" in u.roles]
    return bool(healers) and healers[0] not in eliminated


def survival_rolls(result: BattleResult, side: int, roster: tuple[Unit, ...], house: bool,
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


def after_survival(roster: tuple[Unit, ...], fates: list[Fate]
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

