"""Med-Fan objectives carried out after a battle, each against the rulebook's text,
with the territories drawn by supplied dice."""

from __future__ import annotations

import pytest

from hexterm.engine.dice import ScriptedDice
from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.medfan.model import Territory
from hexterm.engine.medfan.objectives import carry_out
from hexterm.engine.medfan.tables import Objective

# 1-2 alice's, 3-5 bob's (5 unknown), 6-7 unoccupied (7 unknown).
LAND = (Territory(1, "Terres", "exploitation", "alice"), Territory(2, "Lac", "casino", "alice"),
        Territory(3, "Bois", "exploitation", "bob"), Territory(4, "Tour", "tavern", "bob"),
        Territory(5, owner="bob"), Territory(6, "Pic", "devastated-lands"), Territory(7))
MONEY = {"alice": 10, "bob": 50}


def owners(done: object) -> dict[int, str | None]:
    return {t.number: t.owner for t in done.territories}  # type: ignore[attr-defined]


def test_expansion_takes_two_unoccupied_and_says_which_are_unknown() -> None:
    done = carry_out(Objective.EXPANSION, LAND, MONEY, "alice", "bob", "alice",
                     ScriptedDice([2, 1]))  # of [6, 7]: the 2nd (7), then of [6]: 6
    assert owners(done)[6] == owners(done)[7] == "alice"
    assert done.to_determine == (7,)


def test_nothing_on_a_draw_or_a_defeat_except_all_or_nothing() -> None:
    for winner in (None, "bob"):
        done = carry_out(Objective.INVASION, LAND, MONEY, "alice", "bob", winner,
                         ScriptedDice([]))
        assert done.territories == LAND and not done.said
    done = carry_out(Objective.ALL_OR_NOTHING, LAND, MONEY, "alice", "bob", "bob",
                     ScriptedDice([2]))  # of [1, 2]: 2 goes to bob
    assert owners(done)[2] == "bob" and owners(done)[1] == "alice"


def test_invasion_all_or_nothing_and_raid_on_a_win() -> None:
    done = carry_out(Objective.INVASION, LAND, MONEY, "alice", "bob", "alice",
                     ScriptedDice([3]))  # of [3, 4, 5]: 5, unknown
    assert owners(done)[5] == "alice" and done.to_determine == (5,)
    done = carry_out(Objective.ALL_OR_NOTHING, LAND, MONEY, "alice", "bob", "alice",
                     ScriptedDice([1, 1]))  # 3, then 4
    assert owners(done)[3] == owners(done)[4] == "alice"
    done = carry_out(Objective.RAID, LAND, MONEY, "alice", "bob", "alice",
                     ScriptedDice([1, 1, 1]))  # all three of bob's
    assert [owners(done)[n] for n in (3, 4, 5)] == [None, None, None]


def test_pillage_takes_what_there_is_and_the_winner_chooses_the_territory() -> None:
    # 2d6 = 4 + 3 = 70 #, bob has 50: alice takes 50; territory 4 (chosen) unusable.
    done = carry_out(Objective.PILLAGE, LAND, MONEY, "alice", "bob", "alice",
                     ScriptedDice([4, 3]), chosen=4)
    assert done.treasuries == {"alice": 60, "bob": 0}
    assert [t.number for t in done.territories if t.unusable] == [4]
    with pytest.raises(IllegalOrderError, match="territory 1 is not one of bob's"):
        carry_out(Objective.PILLAGE, LAND, MONEY, "alice", "bob", "alice",
                  ScriptedDice([1, 1]), chosen=1)


def test_destruction_makes_a_refugee_camp_keeping_the_name() -> None:
    done = carry_out(Objective.DESTRUCTION, LAND, MONEY, "alice", "bob", "alice",
                     ScriptedDice([]), chosen=4)
    camp = done.territories[3]
    assert (camp.name, camp.capability, camp.owner) == ("Tour", "refugee-camp", "bob")
