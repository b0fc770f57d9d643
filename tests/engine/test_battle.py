"""The battle result contract (`hexterm.engine.battle`): what both sides enter, how two
entries are compared and settled, the checks of a result, its plain data, and the two
campaign rules it serves directly (SAGA's losses, Med-Fan's battle gain), each value
worked from the rulebooks."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hexterm.engine.battle import (
    BattleError,
    BattleResult,
    Differing,
    Entry,
    Side,
    Source,
    UnitResult,
    differing,
    from_data,
    settle,
    to_data,
)
from hexterm.engine.medfan.aftermath import battle_gain
from hexterm.engine.saga.outcomes import figures_after as saga_figures_after
from hexterm.engine.steps import ORGANISER

HEARTHGUARD = UnitResult("hearthguards", 8, 3, points=1)
LORD = UnitResult("lord", 1, 1, leader=True)
WARRIORS = UnitResult("warriors", 8, 0, points=1)


def fight(winner: int | None = 0, left: int = 3) -> BattleResult:
    """alice attacks bob on the cromlech; she wins by default."""
    return BattleResult("cromlech", (
        Side(("alice",), (LORD, UnitResult("hearthguards", 8, left, points=1)), True),
        Side(("bob",), (UnitResult("lord", 1, 0, leader=True), WARRIORS))), winner)


def test_saga_losses_follow_the_rulebook() -> None:
    # 004 "Les pertes": from half + 1 to all left, back to all; from 1 to half, back to
    # half (rules-notes: rounded up); none, gone.
    assert [saga_figures_after(12, left) for left in (12, 7, 6, 1, 0)] == [12, 12, 6, 6, 0]
    assert [saga_figures_after(9, left) for left in (5, 4, 1)] == [9, 5, 5]  # 9/2 → 5
    assert saga_figures_after(1, 1) == 1  # a lord standing


def test_medfan_battle_gain_is_a_share_of_the_enemy_figures_eliminated() -> None:
    # 001 "Après la bataille": 10 % (rounded up) of the cost of the enemy figures
    # eliminated, before survival rolls; 20 % with the Autel du Sang (rules-notes).
    knights = UnitResult("knights", 5, 2, cost=15)  # 3 lost: 45 #
    archers = UnitResult("archers", 10, 10, cost=7)  # none lost
    hero = UnitResult("Sire Ulric", 1, 0, cost=60, leader=True)  # lost: 60 #
    result = BattleResult("Gué des Saules", (Side(("alice",), (knights, archers), True),
                                             Side(("bob",), (hero,))), 1)
    assert battle_gain(result, 1) == 5  # bob: 10 % of 45 = 4.5, rounded up
    assert battle_gain(result, 1, percent=20) == 9
    assert battle_gain(result, 0) == 6  # alice: 10 % of 60
    assert result.sides[1].units[0].killed and not knights.killed


def test_the_same_entry_from_both_sides_settles_the_battle() -> None:
    assert settle([Entry(fight(), "alice")]) is None  # bob has not entered it
    assert settle([Entry(fight(), "alice"), Entry(fight(), "bob")]) == fight()
    assert settle([]) is None


def test_two_entries_that_differ_settle_nothing_and_say_how() -> None:
    mine, yours = fight(winner=0, left=3), fight(winner=None, left=4)
    assert settle([Entry(mine, "alice"), Entry(yours, "bob")]) is None
    found = differing([("alice", mine), ("bob", yours)])
    assert found == [
        Differing("winner", (("alice", "alice"), ("bob", ""))),
        Differing("left", (("alice", "3"), ("bob", "4")), "alice", "hearthguards", 8)]
    # Said with the seats' names, never "side 1".
    assert [d.text() for d in found] == [
        "alice entered alice as the winner, bob entered a draw",
        "alice entered 3 figures left of 8 in alice's hearthguards, bob entered 4"]
    assert differing([("alice", mine), ("bob", mine)]) == []
    assert [Differing.from_data(d.to_data()) for d in found] == found


def test_the_organisers_entry_settles_the_battle_alone() -> None:
    ruled = fight(winner=1)
    entries = [Entry(fight(), "alice"), Entry(fight(winner=None), "bob"),
               Entry(ruled, ORGANISER, Source.TABLE)]
    assert settle(entries) == ruled


@pytest.mark.parametrize(("result", "sentence"), [
    (BattleResult(" ", fight().sides), "a battle needs its place"),
    (BattleResult("x", fight().sides[:1]), "a battle has 2 to 6 sides, not 1"),
    (BattleResult("x", fight().sides, 2), "the winner must be one of the 2 sides, not side 3"),
    (BattleResult("x", (Side(()), Side(("bob",)))), "side 1 has no seat"),
    (BattleResult("x", (Side(("bob",)), Side(("bob",)))), "bob fights on two sides"),
    (BattleResult("x", (Side(("a",), (LORD, LORD)), Side(("b",)))), "side 1 lists lord twice"),
    (BattleResult("x", (Side(("a",), (UnitResult("w", 4, 5),)), Side(("b",)))),
     "side 1, w: 5 figures left of 4"),
    (BattleResult("x", (Side(("a",), (UnitResult("w", 4, 1, cost=-2),)), Side(("b",)))),
     "side 1, w: cost is -2, below 0"),
    (BattleResult("x", (Side(("a",), (UnitResult("w", 0, 0),)), Side(("b",)))),
     "side 1, w: a unit fights with 1 figure or more"),
    (BattleResult("x", (Side(("a",), attacker=True), Side(("b",), attacker=True))),
     "only one side attacks"),
    (BattleResult("x", (Side(("a",), counts={"treasures": -1}), Side(("b",)))),
     "side 1: treasures is -1, below 0"),
])
def test_a_result_that_cannot_be_is_one_sentence(result: BattleResult, sentence: str) -> None:
    with pytest.raises(BattleError) as caught:
        result.check()
    assert str(caught.value) == sentence


names = st.text("abcdefgh", min_size=1, max_size=6)


@st.composite
def entries(draw: st.DrawFn) -> Entry:
    sides = []
    for number in range(draw(st.integers(2, 4))):
        units = []
        for name in draw(st.lists(names, max_size=4, unique=True)):
            figures = draw(st.integers(1, 20))
            units.append(UnitResult(name, figures, draw(st.integers(0, figures)),
                                    draw(st.integers(0, 90)), draw(st.integers(0, 3)),
                                    draw(st.booleans())))
        sides.append(Side((f"seat{number}",), tuple(units), number == 0,
                          draw(st.dictionaries(names, st.integers(0, 9), max_size=2))))
    winner = draw(st.none() | st.integers(0, len(sides) - 1))
    return Entry(BattleResult(draw(names), tuple(sides), winner),
                 draw(st.sampled_from(["seat0", ORGANISER])), draw(st.sampled_from(Source)))


@given(entries())
def test_an_entry_goes_to_plain_data_and_back(entry: Entry) -> None:
    assert from_data(to_data(entry)) == entry


@pytest.mark.parametrize("data", [
    None, {}, {"by": "a"}, {**to_data(Entry(fight(), "alice")), "winner": "1"},
    {**to_data(Entry(fight(), "alice")), "source": "dice"},
    {**to_data(Entry(fight(), "alice")), "sides": [{"seats": ["a"], "units": [[1]]}]},
    {**to_data(Entry(fight(), "alice")), "winner": 7},
])
def test_data_that_is_not_a_result_is_one_sentence(data: object) -> None:
    with pytest.raises(BattleError):
        from_data(data)
