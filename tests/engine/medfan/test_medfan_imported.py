"""Med-Fan armies and purchases imported as TOML (the same rules as the text), the
upgrade table's die typed for the characteristic, and the turns of a battle of rolled
length in its result."""

from __future__ import annotations

import pytest

from hexterm.engine.battle import Entry, Source, from_data, to_data
from hexterm.engine.dice import ScriptedDice
from hexterm.engine.errors import IllegalOrderError, OrderSyntaxError
from hexterm.engine.medfan import inputs
from hexterm.engine.medfan.campaign import record, rolled_end
from hexterm.engine.medfan.model import MedState, Options, Phase, Player
from hexterm.engine.medfan.roster import read_roster
from hexterm.engine.medfan.shop import Upgrade

ARMY = '''
# The Elves, as kept in a file
keep = 2
name = "Forêt des âmes"
[[unit]]
name = "Aldric"
figures = 1
cost = 120
roles = ["general", "healer"]
armour = 15
[[unit]]
name = "Maelis"
figures = 1
cost = 90
roles = ["mage"]
spells = ["Boule-de-feu"]
[[unit]]
name = "Spearmen"
figures = 10
cost = 8
'''


def test_a_toml_army_reads_as_its_text_does() -> None:
    army = inputs.read_army(ARMY)
    text = inputs.read_army("Aldric 1 120 general healer armour=15\n"
                            "Maelis 1 90 mage spell=Boule-de-feu\nSpearmen 10 8\nkeep 2\n"
                            "name Forêt des âmes\n")
    assert army == text and army.keep == 2 and army.units[0].price == 135
    assert army.name == "Forêt des âmes" and inputs.read_army(inputs.format_army(army)) == army


def test_a_toml_spending_with_an_upgrade_rolled() -> None:
    spending = inputs.read_spending('[[unit]]\nname = "Archers"\nfigures = 5\ncost = 11\n'
                                    '[[upgrade]]\nunit = "Spearmen"\ncharacteristic = 4\n'
                                    'value = 3\ncost = 20\n')
    assert [u.name for u in spending.units] == ["Archers"]
    assert spending.upgrades == (Upgrade("Spearmen", "defence", 3, 20, die=4),)


@pytest.mark.parametrize(("read", "text", "said"), [
    (inputs.read_army, '[[unit]]\nname = "A"\nfigures = "one"\ncost = 5\n',
     r"\[\[unit\]\] 1: figures = 'one' is not what it takes"),
    (inputs.read_army, '[[unit]]\nname = "A"\ncost = 5\n', r"\[\[unit\]\] 1: say its figures"),
    (inputs.read_army, '[[unit]]\nname = "A"\nfigures = 1\ncost = 5\nroles = ["king"]\n',
     r"\[\[unit\]\] 1: 'king' is not a role"),
    (inputs.read_army, '[[unit]]\nname = "A"\nfigures = 1\ncost = 5\n[[upgrade]]\n',
     "'upgrade' is not one of keep, name, unit here"),
    (inputs.read_army, '[[unit]\nname = 1', "the TOML roster cannot be read"),
    (inputs.read_army, 'keep = 3\n[[unit]]\nname = "A"\nfigures = 1\ncost = 5\n',
     "keep is 1 or 2, not 3"),
    (inputs.read_spending, '[[upgrade]]\nunit = "A"\ncharacteristic = 7\nvalue = 1\n'
     'cost = 1\n', r"\[\[upgrade\]\] 1: the die is a whole number from 1 to 6"),
])
def test_toml_errors_name_the_entry(read: object, text: str, said: str) -> None:
    with pytest.raises(OrderSyntaxError, match=said):
        read(text)  # type: ignore[operator]


def test_the_upgrade_table_die_in_the_text() -> None:
    spending = inputs.read_spending("upgrade Aldric 6 4 30\nupgrade Spearmen melee 3 20\n")
    assert spending.upgrades == (Upgrade("Aldric", "life", 4, 30, die=6),
                                 Upgrade("Spearmen", "melee", 3, 20))
    assert inputs.read_spending(inputs.format_spending(spending)) == spending


def battle(length: int) -> MedState:
    players = (Player("alice", "Elves", 0, read_roster("Aldric 1 100 general\n")),
               Player("bob", "Orcs", 0, read_roster("Grak 1 45 chief\n")))
    return MedState(Options(), players, (), Phase.BATTLE, fighters=("alice", "bob"),
                    length=length)


def test_the_turns_of_a_battle_in_its_result_and_the_shared_record() -> None:
    result = inputs.read_result("winner alice\nturns 7\n")
    assert result.turns == 7 and inputs.read_result(inputs.format_result(result)) == result
    with pytest.raises(OrderSyntaxError, match="the turns is a whole number from 5 to 7"):
        inputs.read_result("winner alice\nturns 8\n")
    shared = record(battle(0), result)
    assert shared.turns == 7
    entry = Entry(shared, "alice", Source.TABLE)
    assert from_data(to_data(entry)) == entry
    assert "turns" not in to_data(Entry(record(battle(0), inputs.Result("alice")), "alice",
                                        Source.TABLE))  # older records keep their bytes
    with pytest.raises(IllegalOrderError, match="this battle lasts 6 turns, not 7"):
        record(battle(6), result)


@pytest.mark.parametrize(("dice", "turns"), [([5], 5), ([6], 5), ([4, 3], 6), ([1, 6], 6),
                                             ([4, 2], 7), ([2, 1], 7)])
def test_a_rolled_length(dice: list[int], turns: int) -> None:
    # at turn 5 the battle ends on 5 or 6; at turn 6 on 3 to 6; else after turn 7
    assert rolled_end(ScriptedDice(dice)) == turns
