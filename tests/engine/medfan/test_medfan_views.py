"""What the Med-Fan screens are shown, computed by the engine: the survival tables as
bands of dice (001, "Tables de survie"), the Military Academy's chiefs in the roster,
the aftermath previewed from the dice typed (gains with the Altar of Blood), the bill
of a spending, an army's cost; and the Council of Archmages' spells and second mage."""

from __future__ import annotations

from dataclasses import replace

import pytest

from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.medfan.inputs import After, Army, Spending
from hexterm.engine.medfan.model import MedState, Options, Phase, Player, Territory
from hexterm.engine.medfan.roster import check_roster, read_roster
from hexterm.engine.medfan.shop import Upgrade
from hexterm.engine.medfan.tables import Objective, Survival
from hexterm.engine.medfan.views import (
    after_preview,
    army_cost,
    spending_bill,
    survival_bands,
    view,
)

READY, MISSES, DEAD = Survival.READY, Survival.MISSES, Survival.DEAD


def test_the_survival_tables_as_the_rulebook_gives_them() -> None:
    # 1. basic: 1 ready, 2-3 misses, 4-6 dead; 2. a healer OR the House: 1-2, 3-4,
    # 5-6; 3. a healer AND the House: 1-2, 3-5, 6.
    assert survival_bands(False, False) == ((1, 1, READY), (2, 3, MISSES), (4, 6, DEAD))
    assert survival_bands(True, False) == ((1, 2, READY), (3, 4, MISSES), (5, 6, DEAD))
    assert survival_bands(False, True) == survival_bands(True, False)
    assert survival_bands(True, True) == ((1, 2, READY), (3, 5, MISSES), (6, 6, DEAD))


def state(alice_land: str = "exploitation") -> MedState:
    alice = Player("alice", "Elves", 100,
                   read_roster("Aldric 1 120 general\nMira 1 70 healer\nSpearmen 10 8\n"))
    bob = Player("bob", "Orcs", 50, read_roster("Grak 1 45 chief\nGoblins 12 7\n"))
    land = (Territory(1, "Lac", alice_land, "alice"), Territory(2, "Bois", "tavern", "bob"),
            Territory(3, "Tour", "exploitation", "bob"))
    return MedState(Options(), (alice, bob), land, Phase.AFTER, fighters=("alice", "bob"),
                    objectives={"alice": Objective.DESTRUCTION, "bob": Objective.RAID},
                    winner="alice", eliminated={"alice": {"Mira": 1, "Spearmen": 2},
                                                "bob": {"Grak": 1, "Goblins": 5}})


def test_the_aftermath_as_the_dice_are_typed() -> None:
    done = after_preview(state(), "alice", After(dice=(2, 6)))
    # bob lost 45 + 5 x 7 = 80 #: 10 % is 8. Mira the healer is eliminated: she does not
    # count, so the basic table: 2 misses, 6 dead; the third figure is left to the program.
    assert (done.gain, done.percent, done.healer, done.house) == (8, 10, False, False)
    assert [(r.unit, r.die, r.fate) for r in done.rolls] == [
        ("Mira", 2, MISSES), ("Spearmen", 6, DEAD), ("Spearmen", 0, None)]
    assert done.objective == "destruction" and done.won and done.targets == (2, 3)
    bob = after_preview(state(), "bob", After(dice=(1, 1, 1, 1, 1, 1, 1)))
    # bob's Raid was not won; he lost 6 figures and typed 7 dice
    assert bob.targets == () and not bob.won and bob.extra_dice == 1
    # the enemy figures eliminated: Mira 70 + 2 spearmen x 8 = 86 #; 10 %, rounded up: 9
    assert bob.gain == 9


def test_the_altar_of_blood_doubles_the_share() -> None:
    done = after_preview(state("blood-altar"), "alice", After())
    assert (done.gain, done.percent) == (16, 20)  # 20 % of 80


def test_the_military_academy_makes_every_hero_a_chief() -> None:
    seen = view(state("military-academy"), "alice")
    army = {u["name"]: u["roles"] for u in seen["players_view"]["alice"]["army"]}
    assert army == {"Aldric": ["general", "chief"], "Mira": ["healer", "chief"],
                    "Spearmen": []}
    plain = view(state(), "alice")["players_view"]["alice"]["army"]
    assert [u["roles"] for u in plain] == [["general"], ["healer"], []]


def test_an_army_cost_and_a_spending_bill() -> None:
    start = replace(state(), phase=Phase.SPENDING)
    cost, rest = army_cost(start, "alice", Army(read_roster("Archers 5 11\n")))
    assert (cost.total, cost.halved, rest) == (55, (), 45)
    # bob's Tavern halves the heroes of an army too: 65 → 33 (rounded up), 5 × 7 = 35
    cost, rest = army_cost(start, "bob", Army(read_roster("Brom 1 65 hero\nGob 5 7\n")))
    assert (cost.heroes, cost.troops, cost.halved) == (33, 35, ("heroes",))
    cost, rest = spending_bill(start, "bob", Spending(read_roster("Brom 1 65 hero\n")))
    assert (cost.heroes, cost.halved, rest) == (33, ("heroes",), 17)  # bob's Tavern
    # while an upgrade is being typed its unit may not be one yet: no bill for it
    typing = Spending((), (Upgrade("Gob", "melee", 3, 20), Upgrade("Goblins", "melee", 3, 20)))
    assert spending_bill(start, "bob", typing)[0].troop_upgrades == 20


def test_the_council_of_archmages() -> None:
    four = read_roster("Maelis 1 90 mage spell=Feu,Glace,Foudre,Ombre\n")
    with pytest.raises(IllegalOrderError, match="Maelis knows 4 spells: a mage has 1"):
        check_roster(four, 500)
    check_roster(four, 500, council=True)
    with pytest.raises(IllegalOrderError, match="knows 5 spells: a mage has 4"):
        check_roster(read_roster("Maelis 1 90 mage spell=A,B,C,D,E\n"), 500, council=True)
    two = read_roster("Maelis 1 90 mage spell=Feu\nOrin 1 80 mage spell=Glace\n")
    with pytest.raises(IllegalOrderError, match="both mage"):
        check_roster(two, 500)
    check_roster(two, 500, council=True)
    with pytest.raises(IllegalOrderError, match="a mage has 1 when the army has two"):
        check_roster(read_roster("Maelis 1 90 mage spell=Feu,Eau\nOrin 1 80 mage "
                                 "spell=Glace\n"), 500, council=True)
    three = read_roster("A 1 9 mage spell=X\nB 1 9 mage spell=Y\nC 1 9 mage spell=Z\n")
    with pytest.raises(IllegalOrderError, match="both mage"):
        check_roster(three, 500, council=True)


def test_a_pillaged_council_keeps_what_was_bought_and_serves_no_more() -> None:
    """Pillaged, the Council of Archmages is unusable this turn (its capability too):
    a mage of four spells bought with it stays, but a second mage is refused."""
    from hexterm.engine.medfan.campaign import check_spending

    mage = Player("alice", "Elves", 500, read_roster("Maelis 1 90 mage spell=A,B,C,D\n"))
    land = (Territory(1, "Tour", "archmage-council", "alice", unusable=True),)
    pillaged = MedState(Options(), (mage,), land, Phase.SPENDING)
    assert check_spending(pillaged, "alice", Spending(read_roster("Archers 2 10\n"))) == 20
    with pytest.raises(IllegalOrderError, match="a mage has 1 when the army has two"):
        check_spending(pillaged, "alice", Spending(read_roster("Orin 1 80 mage spell=Feu\n")))
    assert pillaged.held("alice") == frozenset()
    usable = replace(pillaged, territories=(replace(land[0], unusable=False),))
    assert usable.held("alice") == {"archmage-council"}
