"""What binds two factions: the clauses of the grand accords in force between them.

The rulebook: a grand accord's document "doit être exhaustif sur les clauses et
modalités de l'accord", and a unit is stopped, or fights, "sans sauf-conduit ou grands
accords". hexterm's reading (rules-notes): an accord binds only its signatories, and only
by the clauses it lists:

- `passage`: their units cross each other's defended hexes, as with a safe-conduct;
- `non-aggression`: their units ending on one hex do not fight each other;
- `alliance`: they fight as one party ("les parties impliquées (faction, alliance)"),
  and so do not fight each other either.

Bonds are pairwise and never chain: two factions that each have an accord with a third
are bound to nothing between them. `parties` makes the parties of a conflict from them:
a faction at peace with every other faction on the hex stands aside (it honours all its
accords); the others fight, each with the factions it is allied with, as long as they
are all allied with each other (an alliance that would make two unbound factions one
party is honoured towards neither in that battle: each fights on its own).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from itertools import combinations


class Clause(Enum):
    PASSAGE = "passage"
    NON_AGGRESSION = "non-aggression"
    ALLIANCE = "alliance"


ALL_CLAUSES = tuple(Clause)
"""Every clause, in the order they are written."""

CLAUSE_WORDS = {"passage": Clause.PASSAGE, "non-aggression": Clause.NON_AGGRESSION,
                "non-agression": Clause.NON_AGGRESSION, "alliance": Clause.ALLIANCE}
"""The words of a clause, English and French."""


def read_clauses(words: Iterable[str]) -> tuple[tuple[Clause, ...], str]:
    """The clauses named by `words` in their written order, and the first word that is no
    clause ('' when every word is one)."""
    found: list[Clause] = []
    for word in words:
        clause = CLAUSE_WORDS.get(word.lower())
        if clause is None:
            return (), word
        if clause not in found:
            found.append(clause)
    return tuple(c for c in ALL_CLAUSES if c in found), ""


@dataclass(frozen=True, slots=True)
class Bonds:
    """The clauses in force between each pair of factions (a faction is bound to itself
    by all of them)."""

    pairs: Mapping[frozenset[str], frozenset[Clause]] = field(default_factory=dict)

    def clauses(self, a: str, b: str) -> frozenset[Clause]:
        if a == b:
            return frozenset(ALL_CLAUSES)
        return self.pairs.get(frozenset((a, b)), frozenset())

    def passes(self, a: str, b: str) -> bool:
        """Whether `a`'s units cross hexes `b` defends."""
        return Clause.PASSAGE in self.clauses(a, b)

    def at_peace(self, a: str, b: str) -> bool:
        """Whether `a`'s and `b`'s units ending on one hex do not fight each other."""
        return bool(self.clauses(a, b) & {Clause.NON_AGGRESSION, Clause.ALLIANCE})

    def allied(self, a: str, b: str) -> bool:
        """Whether `a` and `b` fight as one party."""
        return Clause.ALLIANCE in self.clauses(a, b)


NO_BONDS = Bonds()
"""Without grand accords, every faction is on its own."""


def bound(links: Iterable[tuple[Iterable[str], Iterable[Clause]]]) -> Bonds:
    """The bonds of accords given as (factions, clauses): each pair of an accord's
    factions gets its clauses (two accords between one pair add up)."""
    pairs: dict[frozenset[str], frozenset[Clause]] = {}
    for factions, clauses in links:
        kept = frozenset(clauses)
        for a, b in combinations(sorted(set(factions)), 2):
            key = frozenset((a, b))
            pairs[key] = pairs.get(key, frozenset()) | kept
    return Bonds(pairs)


def parties(present: Iterable[str], bonds: Bonds) -> list[tuple[str, ...]]:
    """The parties of the conflict between the factions `present` on a hex, each in key
    order, in order of their first key; none when nobody there fights anybody."""
    keys = sorted(set(present))
    fighting = [f for f in keys if any(not bonds.at_peace(f, g) for g in keys)]
    groups: list[list[str]] = []
    for key in fighting:  # allied fighters, joined as far as alliances reach
        joined = [g for g in groups if any(bonds.allied(key, f) for f in g)]
        merged = sorted({key, *(f for g in joined for f in g)})
        groups = [g for g in groups if g not in joined] + [merged]
    out: list[tuple[str, ...]] = []
    for group in groups:
        if all(bonds.allied(a, b) for a, b in combinations(group, 2)):
            out.append(tuple(group))
        else:  # accords do not chain: each fights on its own
            out.extend((f,) for f in group)
    return sorted(out)


def hostile(one: Iterable[str], other: Iterable[str], bonds: Bonds) -> bool:
    """Whether two parties fight each other: some faction of one is bound to some
    faction of the other by neither non-aggression nor alliance."""
    others = tuple(other)
    return any(not bonds.at_peace(a, b) for a in one for b in others)
