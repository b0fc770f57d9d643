"""The parties of a conflict made from the accords' clauses, pair by pair.

The case files (tests/cases/planisphere/accord_*.toml) play each clause through a turn;
these tests reach the hexes a case would need four factions or more for.
"""

from __future__ import annotations

from hexterm.engine.planisphere.bonds import ALL_CLAUSES, NO_BONDS, Clause, bound, parties

ALLIANCE, PEACE, PASSAGE = (Clause.ALLIANCE,), (Clause.NON_AGGRESSION,), (Clause.PASSAGE,)


def test_without_accords_every_faction_is_a_party_of_its_own() -> None:
    assert parties(["b", "a", "b"], NO_BONDS) == [("a",), ("b",)]
    assert parties(["a"], NO_BONDS) == []


def test_clauses_bind_their_pair_only_and_add_up() -> None:
    bonds = bound([(("a", "b", "c"), PASSAGE), (("a", "b"), PEACE)])
    assert bonds.passes("a", "c") and not bonds.at_peace("a", "c")
    assert bonds.passes("b", "a") and bonds.at_peace("b", "a") and not bonds.allied("a", "b")
    assert bonds.clauses("a", "a") == frozenset(ALL_CLAUSES)


def test_peace_alone_makes_no_conflict_and_passage_alone_does() -> None:
    assert parties(["a", "b"], bound([(("a", "b"), PEACE)])) == []
    assert parties(["a", "b"], bound([(("a", "b"), PASSAGE)])) == [("a",), ("b",)]


def test_allies_are_one_party_against_a_third() -> None:
    assert parties(["c", "a", "b"], bound([(("a", "b"), ALLIANCE)])) == [("a", "b"), ("c",)]


def test_a_faction_at_peace_with_everyone_there_stands_aside() -> None:
    # a-b and b-c allied, a-c bound to nothing: b fights neither ally.
    bonds = bound([(("a", "b"), ALLIANCE), (("b", "c"), ALLIANCE)])
    assert parties(["a", "b", "c"], bonds) == [("a",), ("c",)]


def test_an_alliance_that_would_join_two_unbound_factions_is_honoured_towards_neither() -> None:
    # The same chain, and d, bound to nobody, on the hex too: b must fight d, but can be
    # one party with neither a nor c without being one with a faction it has no accord
    # with. Each of the chain fights on its own.
    bonds = bound([(("a", "b"), ALLIANCE), (("b", "c"), ALLIANCE)])
    assert parties(["a", "b", "c", "d"], bonds) == [("a",), ("b",), ("c",), ("d",)]
