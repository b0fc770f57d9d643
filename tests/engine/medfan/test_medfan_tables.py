"""The Med-Fan campaign's tables and the determination of a territory, die by die
against the rulebook (001, "Tables")."""

from __future__ import annotations

import pytest

from hexterm.engine.dice import ScriptedDice, SeededDice
from hexterm.engine.medfan import gains, tables
from hexterm.engine.medfan.model import Territory
from hexterm.engine.medfan.territories import determine_capability, draw_name, held_uniques


def test_the_tables_are_the_rulebooks() -> None:
    unique = tables.SPECIFIC[tables.Rarity.UNIQUE]
    assert [unique[n] for n in (1, 2, 3, 4, 6)] == [
        tables.MERCENARY_CAMP, tables.TAVERN, tables.TRAINING_GROUND, tables.LABYRINTH,
        tables.HEALERS_HOUSE]
    assert unique[5] == (tables.ARCHMAGE_COUNCIL, tables.MILITARY_ACADEMY)
    common = tables.SPECIFIC[tables.Rarity.COMMON]
    assert [common[n].income for n in range(1, 7)] == [0, 60, 40, 40, 20, 0]  # type: ignore[union-attr]
    assert [tables.GENERAL[n].value for n in range(1, 7)] == [
        "unique", "rare", "rare", "common", "common", "common"]
    assert tables.OBJECTIVES[6] is tables.Objective.DESTRUCTION and len(tables.BATTLES) == 12
    assert len(tables.NOUNS) == 41 and len(set(tables.QUALIFIERS)) == len(tables.QUALIFIERS)


@pytest.mark.parametrize(("die", "healer", "house", "said"), [
    (1, False, False, "ready"), (2, False, False, "misses"), (3, False, False, "misses"),
    (4, False, False, "dead"), (2, True, False, "ready"), (4, False, True, "misses"),
    (5, True, False, "dead"), (5, True, True, "misses"), (6, True, True, "dead")])
def test_the_three_survival_tables(die: int, healer: bool, house: bool, said: str) -> None:
    assert tables.survival(die, healer, house).value == said


def test_prices_and_shares_round_up() -> None:
    assert [tables.reduced(p) for p in (100, 75, 1, 0)] == [50, 38, 1, 0]
    assert [tables.share(t, 10) for t in (245, 240, 1, 0)] == [25, 24, 1, 0]
    assert tables.share(245, 20) == 49


def test_a_common_and_a_rare_territory() -> None:
    found = determine_capability(set(), ScriptedDice([4, 2]))
    assert found.capability is tables.RICH_EXPLOITATION
    assert [(r.table, r.die) for r in found.rolls] == [("general", 4), ("common", 2)]
    assert determine_capability(set(), ScriptedDice([3, 5])).capability is tables.VOLCANIC_MINE


def test_a_unique_already_held_is_rolled_again_on_the_unique_table() -> None:
    dice = ScriptedDice([1, 2, 2, 6])  # unique; Tavern, held; Tavern again; House
    found = determine_capability({"tavern"}, dice)
    assert found.capability is tables.HEALERS_HOUSE and dice.used == 4
    assert [r.said for r in found.rolls] == ["unique", "held: roll again", "held: roll again",
                                            "healers-house"]


def test_the_fifth_unique_is_a_choice_and_counts_as_held_once_either_is() -> None:
    assert determine_capability(set(), ScriptedDice([1, 5])).capability is \
        tables.ARCHMAGE_COUNCIL
    assert determine_capability(set(), ScriptedDice([1, 5]), "military-academy"
                                ).capability is tables.MILITARY_ACADEMY
    dice = ScriptedDice([1, 5, 3])  # holding the Academy, a 5 is held: roll again
    assert determine_capability({"military-academy"}, dice).capability is \
        tables.TRAINING_GROUND


def test_holding_every_unique_sends_back_to_the_general_table() -> None:
    every = {"mercenary-camp", "tavern", "training-ground", "labyrinth", "archmage-council",
             "healers-house"}
    assert held_uniques(every) == 6
    dice = ScriptedDice([1, 1, 6, 6])  # unique: all held, general again; unique again; common
    found = determine_capability(every, dice)
    assert found.capability is tables.DEVASTATED_LANDS and dice.used == 4
    assert found.rolls[0].said == "every unique is held: roll again"


def test_names_are_a_noun_and_one_or_two_different_qualifiers() -> None:
    name, rolls = draw_name(ScriptedDice([12, 2, 3]))  # Forêt; one; sombre
    assert name == "Forêt sombre" and len(rolls) == 3
    name, _ = draw_name(ScriptedDice([1, 6, 1, 1]))  # Terres; two; grand, then (not grand) petit
    assert name == "Terres grand petit"
    for seed in range(200):
        name, _ = draw_name(SeededDice(seed, "name"))
        words = name.split(" ", 1)
        assert words[0] in tables.NOUNS and words[1]


def T(number: int, capability: str, owner: str | None = "alice", unusable: bool = False
      ) -> Territory:
    return Territory(number, f"T{number}", capability, owner, unusable)


def test_fixed_yields_and_an_unusable_territory() -> None:
    land = [T(1, "rich-exploitation"), T(2, "exploitation"), T(3, "poor-exploitation"),
            T(4, "devastated-lands"), T(5, "exploitation", unusable=True),
            T(6, "exploitation", None)]
    _, money, said = gains.gains_phase(land, {"alice": 0}, {}, ScriptedDice([]))
    assert money == {"alice": 60 + 40 + 20}
    assert [g.territory for g in said] == [1, 2, 3]


def test_the_casino_the_smugglers_and_the_volcano_with_their_doubles() -> None:
    land = [T(1, "casino"), T(2, "smugglers-den"), T(3, "volcanic-mine")]
    # Casino 3+4 = 70; smugglers 2+5 = 70; volcano 6+1 = 70 + 30 = 100.
    after, money, _ = gains.gains_phase(land, {"alice": 5}, {}, ScriptedDice([3, 4, 2, 5, 6, 1]))
    assert money == {"alice": 5 + 70 + 70 + 100} and after == tuple(land)
    # Doubles: the casino loses 2+2 = 40 (there are 5 + 0: it takes the 5 only);
    # the smugglers become a Poor Exploitation, the volcano Devastated Lands, no gain.
    after, money, said = gains.gains_phase(land, {"alice": 5}, {},
                                           ScriptedDice([2, 2, 3, 3, 1, 1]))
    assert money == {"alice": 0} and said[0].amount == -5
    assert [t.capability for t in after] == ["casino", "poor-exploitation", "devastated-lands"]


def test_the_thieves_guild_takes_what_the_adversary_has() -> None:
    land = [T(1, "thieves-guild"), T(2, "poor-exploitation", "bob")]
    # Bob gets 20, has 0 + 20: the guild takes 20.
    _, money, _ = gains.gains_phase(land, {"alice": 0, "bob": 0}, {"alice": "bob"},
                                    ScriptedDice([]))
    assert money == {"alice": 20, "bob": 0}
    # Bob has 7 and gains nothing: the guild takes 7 only.
    _, money, said = gains.gains_phase([T(1, "thieves-guild"), T(2, "devastated-lands", "bob")],
                                       {"alice": 0, "bob": 7}, {"alice": "bob"}, ScriptedDice([]))
    assert money == {"alice": 7, "bob": 0} and said[0].said == "taken from bob"


def test_the_refugee_camp_costs_10_or_is_lost() -> None:
    land = [T(1, "refugee-camp"), T(2, "poor-exploitation")]
    after, money, _ = gains.gains_phase(land, {"alice": 0}, {}, ScriptedDice([]))
    assert money == {"alice": 10} and after[0].owner == "alice"  # 20 gained, 10 paid
    after, money, said = gains.gains_phase([T(1, "refugee-camp")], {"alice": 9}, {},
                                           ScriptedDice([]))
    assert money == {"alice": 9} and after[0].owner is None
    assert said[-1].said == "cannot pay: the camp is lost"
