"""Determining a Med-Fan territory: its name from the name tables and its capability
from the capability tables, with every re-roll of the rulebook (001, "Déterminer un
territoire", "Tables de territoire"; rules-notes, "Med-Fan campaign").

- The general table (d6) sends to the unique (1), rare (2–3) or common (4–6) table (d6).
- A unique the player already holds is rolled again on the unique table; a player who
  holds every unique rolls again on the general table.
- A 5 on the unique table is the Council of Archmages or the Military Academy, as the
  player chooses; one who holds either counts a 5 as already held.
- A name is one noun and one or two qualifiers (reading M2: a d6 of 1–3 gives one, 4–6
  two, never the same twice), or a name the player types.

Every die is kept with what it did (`Roll`), for the log and the screens; the dice come
from the game's seed or are typed in as rolled at the table (`ScriptedDice`).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from hexterm.engine.dice import Dice
from hexterm.engine.medfan.tables import (
    ARCHMAGE_COUNCIL,
    FIFTH_UNIQUE,
    GENERAL,
    MILITARY_ACADEMY,
    NOUNS,
    QUALIFIERS,
    SPECIFIC,
    Capability,
    Rarity,
)

UNIQUE_SLOTS = 6  # the unique table's six faces, the 5 being either of two


@dataclass(frozen=True, slots=True)
class Roll:
    """One die of a determination: the table, the face, and what it led to."""

    table: str
    die: int
    said: str


@dataclass(frozen=True, slots=True)
class Determined:
    """A capability and the dice that found it."""

    capability: Capability
    rolls: tuple[Roll, ...]


def held_uniques(held: Collection[str]) -> int:
    """How many of the unique table's six faces a player holds (the 5 counting once)."""
    faces = {face for face, found in SPECIFIC[Rarity.UNIQUE].items()
             if (found.key in held if isinstance(found, Capability)
                 else any(c.key in held for c in found))}
    return len(faces)


def determine_capability(held: Collection[str], dice: Dice,
                         fifth: str = ARCHMAGE_COUNCIL.key) -> Determined:
    """The capability of a territory determined by a player holding the capabilities
    `held` (keys); `fifth` is their choice for a 5 on the unique table."""
    rolls: list[Roll] = []
    while True:
        die = dice.roll()
        rarity = GENERAL[die]
        if rarity is not Rarity.UNIQUE:
            rolls.append(Roll("general", die, rarity.value))
            face = dice.roll()
            found = SPECIFIC[rarity][face]
            assert isinstance(found, Capability)
            rolls.append(Roll(rarity.value, face, found.key))
            return Determined(found, tuple(rolls))
        if held_uniques(held) == UNIQUE_SLOTS:
            rolls.append(Roll("general", die, "every unique is held: roll again"))
            continue
        rolls.append(Roll("general", die, rarity.value))
        while True:
            face = dice.roll()
            found = SPECIFIC[Rarity.UNIQUE][face]
            if isinstance(found, tuple):
                if any(c.key in held for c in FIFTH_UNIQUE):
                    rolls.append(Roll("unique", face, "held: roll again"))
                    continue
                chosen = MILITARY_ACADEMY if fifth == MILITARY_ACADEMY.key else ARCHMAGE_COUNCIL
                rolls.append(Roll("unique", face, chosen.key))
                return Determined(chosen, tuple(rolls))
            if found.key in held:
                rolls.append(Roll("unique", face, "held: roll again"))
                continue
            rolls.append(Roll("unique", face, found.key))
            return Determined(found, tuple(rolls))


def draw_name(dice: Dice) -> tuple[str, tuple[Roll, ...]]:
    """A territory's name: a noun and one or two different qualifiers."""
    noun = dice.below(len(NOUNS))
    count = dice.roll()
    first = dice.below(len(QUALIFIERS))
    words = [NOUNS[noun], QUALIFIERS[first]]
    rolls = [Roll("noun", noun + 1, NOUNS[noun]), Roll("qualifiers", count, "two" if count >= 4
                                                      else "one"),
             Roll("qualifier", first + 1, QUALIFIERS[first])]
    if count >= 4:
        second = dice.below(len(QUALIFIERS) - 1)
        second += second >= first  # never the same qualifier twice
        words.append(QUALIFIERS[second])
        rolls.append(Roll("qualifier", second + 1, QUALIFIERS[second]))
    return " ".join(words), tuple(rolls)
