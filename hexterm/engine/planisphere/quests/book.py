"""Quests of the Planisphère as the scenario writes them (Résoudre une quête).

A quest sits on a hex. A reconnaissance of that hex reveals it to the faction; a unit
on the hex then resolves it with one of its 2 to 4 choices (A-D). The outcome of a
choice is the first of its outcomes whose needs the unit meets: every item it names is
equipped to the unit (by key or tag). An outcome gives rewards to the faction chest,
changes the faction's influence on the hex, may destroy or dissolve the unit, may open
a market listing on a node, and says whether the quest is over.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from hexterm.engine.hexgrid import Hex
from hexterm.engine.planisphere.economy.goods import Side

LETTERS = ("A", "B", "C", "D")
NOTHING: Mapping[str, int] = MappingProxyType({})


class UnitFate:
    """What an outcome does to the unit: nothing, or one of these."""

    NONE = ""
    DESTROYED = "destroyed"
    DISSOLVED = "dissolved"
    ALL = ("", "destroyed", "dissolved")


@dataclass(frozen=True, slots=True)
class NewListing:
    """A market listing that an outcome opens on the node at `hex`."""

    hex: Hex
    good: str
    side: Side
    price: int
    quantity: int


@dataclass(frozen=True, slots=True)
class QuestOutcome:
    """One possible outcome of a choice."""

    needs: tuple[str, ...] = ()  # items (keys or tags) the unit must have equipped
    text: str = ""  # the unit's report
    da: int = 0
    do: int = 0
    goods: Mapping[str, int] = field(default_factory=lambda: NOTHING)
    items: Mapping[str, int] = field(default_factory=lambda: NOTHING)
    influence: int = 0
    unit: str = UnitFate.NONE
    ends: bool = True
    listing: NewListing | None = None
    master: str = ""  # a unit type whose weapon master the faction gains


@dataclass(frozen=True, slots=True)
class Choice:
    """One of the quest's choices: its letter, its text and its outcomes."""

    letter: str
    text: str
    outcomes: tuple[QuestOutcome, ...]


@dataclass(frozen=True, slots=True)
class Quest:
    """A quest (quête): where it sits, what it says, its choices."""

    key: str
    hex: Hex
    title: str
    text: str
    choices: tuple[Choice, ...]
    hint: str = ""  # what a translation or a sage adds (the rulebook's ancient text)

    def choice(self, letter: str) -> Choice | None:
        return next((c for c in self.choices if c.letter == letter.upper()), None)
