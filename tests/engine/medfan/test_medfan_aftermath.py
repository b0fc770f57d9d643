"""After a Med-Fan battle: the gain of a side and the survival of its figures, die by
die against the rulebook's tables."""

from __future__ import annotations

from hexterm.engine.battle import BattleResult, Side, UnitResult
from hexterm.engine.dice import ScriptedDice
from hexterm.engine.medfan.aftermath import after_survival, gain, survival_rolls
from hexterm.engine.medfan.roster import read_roster
from hexterm.engine.medfan.tables import Survival

ROSTER = read_roster("Aldric 1 120 general\nMira 1 70 healer\nSpearmen 10 8\n")


def battle(*, mira_left: int = 1) -> BattleResult:
    # Alice loses 3 spearmen (8 # each) and maybe Mira; bob loses 5 goblins (7 # each)
    # and his chief (45 #).
    alice = Side(("alice",), (UnitResult("Aldric", 1, 1, 120, leader=True),
                              UnitResult("Mira", 1, mira_left, 70, leader=True),
                              UnitResult("Spearmen", 10, 7, 8)), attacker=True)
    bob = Side(("bob",), (UnitResult("Grak", 1, 0, 45, leader=True),
                          UnitResult("Goblins", 12, 7, 7)))
    return BattleResult("Plaine sombre", (alice, bob), winner=0)


def test_the_gain_is_a_tenth_of_the_enemy_eliminated_rounded_up() -> None:
    # Alice: bob's 45 + 5 x 7 = 80 #: 10 % is 8; with the Altar, 20 % is 16.
    assert gain(battle(), 0, altar=False) == 8 and gain(battle(), 0, altar=True) == 16
    # Bob: alice's 3 x 8 = 24 #: 10 % is 2.4, rounded up 3.
    assert gain(battle(), 1, altar=False) == 3


def test_a_healer_standing_gives_the_better_table() -> None:
    # Three spearmen roll 2, 4, 5: with Mira standing, ready, misses, dead.
    fates = survival_rolls(battle(), 0, ROSTER, house=False, dice=ScriptedDice([2, 4, 5]))
    assert [f.survival for f in fates] == [Survival.READY, Survival.MISSES, Survival.DEAD]
    roster, missing = after_survival(ROSTER, fates)
    assert [u.figures for u in roster] == [1, 1, 9] and missing == {"Spearmen": 1}


def test_a_healer_who_is_rolling_himself_does_not_count() -> None:
    # Mira is down too: the basic table; 2 misses (not ready), 4 is dead.
    fates = survival_rolls(battle(mira_left=0), 0, ROSTER, house=False,
                           dice=ScriptedDice([1, 2, 4, 6]))
    assert [(f.unit, f.survival.value) for f in fates] == [
        ("Mira", "ready"), ("Spearmen", "misses"), ("Spearmen", "dead"), ("Spearmen", "dead")]
    # With the House of Healers: 2 ready, 4 misses, 6 dead.
    fates = survival_rolls(battle(mira_left=0), 0, ROSTER, house=True,
                           dice=ScriptedDice([1, 2, 4, 6]))
    assert [f.survival.value for f in fates] == ["ready", "ready", "misses", "dead"]
    roster, _ = after_survival(ROSTER, [f for f in fates if f.unit == "Mira"])
    assert [u.name for u in roster] == ["Aldric", "Mira", "Spearmen"]
