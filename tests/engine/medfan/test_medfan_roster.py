"""A Med-Fan army written as a roster: read and written back, its errors in one
sentence, and the rules of its creation (001, "Création d'armée")."""

from __future__ import annotations

import pytest

from hexterm.engine.errors import IllegalOrderError, OrderSyntaxError
from hexterm.engine.medfan.roster import Unit, check_roster, format_roster, read_roster

ARMY = """# the Grey Company
Aldric   1  120  general healer armour=15
Maelis   1  90   mage spell=Boule-de-feu
Brom     1  60   hero
Spearmen 10 8
Archers  6  10
"""


def test_a_roster_reads_back_and_costs_what_it_says() -> None:
    units = read_roster(ARMY)
    assert [u.name for u in units] == ["Aldric", "Maelis", "Brom", "Spearmen", "Archers"]
    assert units[0] == Unit("Aldric", 1, 120, ("general", "healer"), armour=15)
    assert [u.hero for u in units] == [True, True, True, False, False]
    # 120 + 15 + 90 + 60 + 10 x 8 + 6 x 10 = 425 #: within 500, leaving 75.
    assert sum(u.price for u in units) == 425
    check_roster(units, 500)
    assert read_roster(format_roster(units)) == units


@pytest.mark.parametrize(("text", "said"), [
    ("Aldric 1", "line 1: write NAME FIGURES COST"),
    ("Aldric one 120", "line 1: figures is a whole number, not 'one'"),
    ("Aldric 1 120 king", "line 1: 'king' is not a role"),
    ("Aldric 1 120 general armour=much", "line 1: armour is a cost in #, not 'much'"),
    ("# army\nAldric 1 120 wings=2", "line 2: 'wings=2' is not one of spell="),
])
def test_syntax_errors_name_the_line(text: str, said: str) -> None:
    with pytest.raises(OrderSyntaxError, match=said):
        read_roster(text)


@pytest.mark.parametrize(("text", "said"), [
    ("Aldric 1 120 general\nBrom 1 60 general", "Brom and Aldric are both general"),
    ("Guards 5 10 chief", "Guards: a hero is one figure"),
    ("Maelis 1 90 mage", "Maelis is a mage: name his spell"),
    ("Brom 1 60 chief armour=15", "only the general has a magic armour"),
    ("Aldric 1 120 general armour=15 weapon=20", "a magic armour or a magic weapon, not both"),
    ("Aldric 1 120 general\nOgres 10 40", "the army costs 520 # and the treasury holds 500"),
    ("Aldric 1 120\naldric 1 50", "two units are called Aldric"),
])
def test_the_rules_of_an_army(text: str, said: str) -> None:
    with pytest.raises(IllegalOrderError, match=said):
        check_roster(read_roster(text), 500)


def test_a_cost_is_one_figures_as_the_rulebook_counts_it() -> None:
    # 001, "Après la bataille": the gain is 10 % (rounded up) of "le total de coût en #
    # des figurines adverses éliminées": a cost is a figure's (docs/rules/medfan.md,
    # M16). Spearmen 10 8 is 10 figures at 8 #: 80 #. Three of them eliminated are 24 #,
    # whose 10 % is 2.4: 3 # to the other side; the general's armour is paid once.
    from hexterm.engine.battle import BattleResult, Side, UnitResult
    from hexterm.engine.medfan.aftermath import battle_gain

    spearmen, aldric = read_roster("Spearmen 10 8\nAldric 1 120 general armour=15\n")
    assert (spearmen.price, aldric.price) == (80, 135)
    fought = BattleResult("battle 1", (
        Side(("alice",), (UnitResult("Spearmen", 10, 7, spearmen.cost),), True),
        Side(("bob",), (UnitResult("Goblins", 12, 12, 7),))), 1)
    assert battle_gain(fought, 1) == 3 and battle_gain(fought, 0) == 0
