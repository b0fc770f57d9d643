"""Seeded randomness: every draw comes from the game seed and a key.

A `Dice` stream is named by a key such as ``("turn", 3, "conflict", "D02")``; its
draws are the BLAKE2b digests of (seed, key, counter). The same seed, turn and key
always give the same rolls, whatever else happens in the resolution, so re-resolving a
turn or undoing never re-rolls, and adding a draw to one phase does not disturb
another. Nothing here depends on Python's `random` module, whose algorithms may change
between Python versions.

`ScriptedDice` replays rolls given by a rules case file (the worked examples of the
rulebooks fix their dice).
"""

from __future__ import annotations

import hashlib
from collections.abc import MutableSequence, Sequence
from typing import Protocol, TypeVar

T = TypeVar("T")

_SPAN = 1 << 64


class DiceExhaustedError(Exception):
    """A scripted dice stream ran out of rolls."""


class Dice(Protocol):
    """What the rules ask of a source of randomness."""

    def below(self, n: int) -> int:
        """A uniform integer in 0..n-1."""
        ...

    def roll(self, sides: int = 6) -> int:
        """A uniform integer in 1..sides (a die)."""
        ...

    def stream(self, *key: str | int) -> Dice:
        """An independent sub-stream named by `key`."""
        ...


class SeededDice:
    """A deterministic stream of draws derived from a seed and a key."""

    __slots__ = ("_counter", "_prefix", "key", "seed")

    def __init__(self, seed: int, *key: str | int) -> None:
        self.seed = seed
        self.key: tuple[str | int, ...] = key
        self._prefix = repr((seed, key)).encode()
        self._counter = 0

    def _word(self) -> int:
        digest = hashlib.blake2b(
            self._prefix + b"#" + str(self._counter).encode(), digest_size=8
        ).digest()
        self._counter += 1
        return int.from_bytes(digest, "big")

    def below(self, n: int) -> int:
        if n <= 0:
            raise ValueError(f"cannot draw below {n}")
        limit = _SPAN - _SPAN % n  # rejection sampling keeps every value equally likely
        while True:
            word = self._word()
            if word < limit:
                return word % n

    def roll(self, sides: int = 6) -> int:
        return self.below(sides) + 1

    def stream(self, *key: str | int) -> SeededDice:
        return SeededDice(self.seed, *self.key, *key)


class ScriptedDice:
    """Rolls given in advance, consumed in order by every sub-stream alike."""

    __slots__ = ("_rolls", "used")

    def __init__(self, rolls: Sequence[int]) -> None:
        self._rolls: list[int] = list(rolls)
        self.used = 0

    def roll(self, sides: int = 6) -> int:
        if self.used >= len(self._rolls):
            raise DiceExhaustedError(
                f"the case supplied {len(self._rolls)} dice but the rules asked for more"
            )
        value = self._rolls[self.used]
        self.used += 1
        if not 1 <= value <= sides:
            raise DiceExhaustedError(f"scripted roll {value} does not fit a {sides}-sided die")
        return value

    def below(self, n: int) -> int:
        return self.roll(n) - 1

    def stream(self, *key: str | int) -> ScriptedDice:
        return self


def shuffle(dice: Dice, items: MutableSequence[T]) -> None:
    """Fisher-Yates shuffle of `items` in place with `dice`."""
    for i in range(len(items) - 1, 0, -1):
        j = dice.below(i + 1)
        items[i], items[j] = items[j], items[i]


def choice(dice: Dice, items: Sequence[T]) -> T:
    """One of `items`, drawn with `dice`."""
    if not items:
        raise ValueError("cannot choose from nothing")
    return items[dice.below(len(items))]
