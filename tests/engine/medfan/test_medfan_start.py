"""The territories a Med-Fan player brings, a territory found (the Treasure Cache's 4d6
at once), and the end of a campaign."""

from __future__ import annotations

from hexterm.engine.dice import ScriptedDice
from hexterm.engine.medfan.model import Territory
from hexterm.engine.medfan.start import bring, ended, find, ranking


def test_a_player_brings_five_the_first_found() -> None:
    # The first: general 4 (common), common 3 (Exploitation); name: noun 12 (Forêt), one
    # qualifier (1), qualifier 3 (sombre).
    territories, tries = bring("alice", 6, ScriptedDice([4, 3, 12, 1, 3]))
    assert [t.number for t in territories] == [6, 7, 8, 9, 10]
    first = territories[0]
    assert (first.name, first.capability, first.owner) == ("Forêt sombre", "exploitation",
                                                          "alice")
    assert all(not t.known and t.owner is None and t.brought_by == "alice"
               for t in territories[1:])
    assert len(tries) == 1


def test_the_generous_option_determines_the_first_twice() -> None:
    dice = ScriptedDice([4, 3, 12, 1, 3, 4, 2, 1, 1, 1])
    _, tries = bring("alice", 1, dice, generous=True)
    assert [t.territory.capability for t in tries] == ["exploitation", "rich-exploitation"]
    assert dice.used == 10


def test_a_treasure_cache_pays_4d6_times_10_then_is_a_poor_exploitation() -> None:
    # General 2 (rare), rare 3 (Treasure Cache); named by its player; 4d6: 6+5+1+2 = 140.
    found = find(Territory(3), "bob", (), ScriptedDice([2, 3, 6, 5, 1, 2]), name="Crique")
    assert found.treasure == 140
    assert (found.territory.name, found.territory.capability, found.territory.owner) == (
        "Crique", "poor-exploitation", "bob")


def test_the_end_by_battles_or_by_share_and_the_ranking() -> None:
    land = [Territory(n, "x", "exploitation", owner) for n, owner in
            enumerate(["alice"] * 5 + ["bob"] * 3 + [None] * 2, 1)]
    seats = ["alice", "bob"]
    assert not ended(land, seats, 3, 10, 50)  # 5 of 10 is not more than half
    assert ended(land, seats, 10, 10, 0)
    land[9] = Territory(10, "x", "exploitation", "alice")
    assert ended(land, seats, 3, 0, 50)  # 6 of 10
    assert ranking(land, seats, {"alice": 0, "bob": 100}) == ("alice", "bob")
    even = [Territory(1, owner="alice"), Territory(2, owner="bob")]
    assert ranking(even, seats, {"alice": 10, "bob": 20}) == ("bob", "alice")


def test_the_generous_start_pays_the_treasure_of_the_try_kept() -> None:
    from dataclasses import replace as changed

    from hexterm.engine.medfan.campaign import armies, available, open_campaign
    from hexterm.engine.medfan.inputs import Army
    from hexterm.engine.medfan.model import Options

    # alice's tries: a Treasure Cache (general 2, rare 3, name 1/1/1, 4d6 = 1+1+1+1:
    # 40 #), then an Exploitation (general 4, common 3, name 1/1/1). Bob's: two
    # Exploitations.
    dice = ScriptedDice([2, 3, 1, 1, 1, 1, 1, 1, 1, 4, 3, 1, 1, 1,
                         4, 3, 1, 1, 1, 4, 3, 1, 1, 1])
    state = open_campaign(Options(generous=True), [("alice", "Elves"), ("bob", "Orcs")], dice)
    alice = state.player("alice")
    assert alice.treasury == 500 and alice.treasures == (40, 0)
    assert available(alice, 1) == 540 and available(alice, 2) == 500
    kept, _ = armies(state, {"alice": Army((), keep=1), "bob": Army((), keep=2)}, 1)
    assert kept.player("alice").treasury == 540 and kept.player("bob").treasury == 500
    assert kept.territories[0].capability == "poor-exploitation"  # the cache, found
    assert kept.territories[5].capability == "exploitation"  # bob kept his second try
    assert changed(kept.player("alice"), treasury=0).treasures == ()
