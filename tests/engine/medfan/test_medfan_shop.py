"""Spending after a Med-Fan battle: the reduced prices of the four unique territories
(50 % of the total, rounded up) and the limits of the upgrades."""

from __future__ import annotations

import pytest

from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.medfan.roster import read_roster
from hexterm.engine.medfan.shop import Upgrade, bill, check_upgrades

ROSTER = read_roster("Aldric 1 120 general\nSpearmen 10 8\n")
BOUGHT = read_roster("Archers 5 11\nBrom 1 65 hero\n")
UPGRADES = (Upgrade("Spearmen", "melee", 3, 25), Upgrade("Aldric", "life", 4, 33))


def test_no_territory_no_reduction() -> None:
    paid = bill(BOUGHT, UPGRADES, ROSTER, set())
    assert (paid.troops, paid.heroes, paid.troop_upgrades, paid.hero_upgrades) == (55, 65, 25, 33)
    assert paid.total == 178 and paid.halved == ()


def test_each_unique_halves_its_part_rounded_up() -> None:
    # Mercenary Camp: troops 55 -> 28; Tavern: heroes 65 -> 33; Training Ground:
    # troop upgrades 25 -> 13; Labyrinth: hero upgrades 33 -> 17.
    every = {"mercenary-camp", "tavern", "training-ground", "labyrinth"}
    paid = bill(BOUGHT, UPGRADES, ROSTER, every)
    assert (paid.troops, paid.heroes, paid.troop_upgrades, paid.hero_upgrades) == (28, 33, 13, 17)
    assert set(paid.halved) == {"troops", "heroes", "troop_upgrades", "hero_upgrades"}
    assert bill(BOUGHT, (), ROSTER, {"tavern"}).total == 55 + 33


BOTH = {"training-ground", "labyrinth"}


def test_upgrades_need_the_training_ground_or_the_labyrinth() -> None:
    # "Sauf capacité d'un territoire, un joueur ne peut qu'acheter des unités" (M15)
    spearmen, aldric = UPGRADES
    check_upgrades((spearmen,), ROSTER, (), {"training-ground"})
    check_upgrades((aldric,), ROSTER, (), {"labyrinth"})
    with pytest.raises(IllegalOrderError, match="Spearmen: troops are upgraded only with the "
                                                "Training Ground"):
        check_upgrades((spearmen,), ROSTER, (), {"labyrinth"})
    with pytest.raises(IllegalOrderError, match="Aldric: heroes are upgraded only with the "
                                                "Labyrinth of Trials"):
        check_upgrades((aldric,), ROSTER, (), {"training-ground", "tavern"})


def test_the_limits_of_upgrades() -> None:
    check_upgrades(UPGRADES, ROSTER, (), BOTH)
    for upgrades, done, said in (
            ((Upgrade("Ghost", "melee", 3, 10),), (), "Ghost is not in the army"),
            ((Upgrade("Aldric", "flight", 1, 10),), (), "'flight' is not one of"),
            ((Upgrade("Aldric", "melee", 6, 10),), (), "Aldric melee: 6 is over 5"),
            ((Upgrade("Aldric", "melee", 4, 10),), (("Aldric", "melee"),),
             "Aldric melee: one upgrade a characteristic")):
        with pytest.raises(IllegalOrderError, match=said):
            check_upgrades(upgrades, ROSTER, done, BOTH)
    check_upgrades((Upgrade("Aldric", "movement", 7, 10),), ROSTER, (), BOTH)  # allowed
