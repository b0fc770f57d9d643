"""A Med-Fan objective carried out after its battle (001, "Table d'objectif").

Each player's objective is read against the battle's winner: Expansion (a win: 2
unoccupied territories), Invasion (a win: 1 of the adversary's), All or nothing (a win:
2 of the adversary's; a defeat: 1 given to the adversary), Raid (a win: 3 of the
adversary's left unoccupied), Pillage (a win: 2d6 × 10 # taken from the adversary, no
more than there is, and one of their territories, chosen by the winner, unusable this
turn), Destruction (a win: one of the adversary's, chosen by the winner, becomes a
Refugee Camp). A draw carries out nothing. Territories the text does not let the winner
choose are drawn (`dice`); when fewer are there than the objective asks, all of them
(reading M6). Captured territories still unknown are returned to be determined.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from hexterm.engine.dice import Dice
from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.medfan import told
from hexterm.engine.medfan.model import Territory
from hexterm.engine.medfan.tables import REFUGEE_CAMP, Objective
from hexterm.engine.medfan.words import WORDS
from hexterm.engine.messages import Message


@dataclass(frozen=True, slots=True)
class Done:
    """What an objective did: the territories and treasuries after it, what it did in
    words (one line a change), and the territories taken unknown, to determine."""

    territories: tuple[Territory, ...]
    treasuries: dict[str, int]
    said: tuple[Said, ...]
    to_determine: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Said:
    """One change an objective made: as a kind (`how`) with its values, and in words
    (`said`, the message `told.done` makes of them)."""

    how: str
    args: dict[str, object]

    @property
    def said(self) -> Message:
        return told.done(self.how, self.args)


def _draw(numbers: list[int], count: int, dice: Dice) -> list[int]:
    pool = sorted(numbers)
    drawn: list[int] = []
    while pool and len(drawn) < count:
        drawn.append(pool.pop(dice.below(len(pool))))
    return drawn


def carry_out(objective: Objective, territories: Sequence[Territory],
              treasuries: Mapping[str, int], seat: str, adversary: str, winner: str | None,
              dice: Dice, chosen: int | None = None) -> Done:
    """`seat`'s objective against `adversary`, the battle won by `winner` (None: a
    draw); `chosen` is the winner's choice of territory where the text gives one."""
    land = {t.number: t for t in territories}
    money = dict(treasuries)
    said: list[Said] = []
    unknown: list[int] = []
    theirs = [n for n, t in land.items() if t.owner == adversary]

    def move(numbers: list[int], to: str | None, how: str) -> None:
        for number in numbers:
            if to is not None and not land[number].known:
                unknown.append(number)
            land[number] = replace(land[number], owner=to)
            said.append(Said(how, {"territory": number, "seat": seat, "adversary": adversary}))

    def pick(count: int = 1) -> int | None:
        if chosen is not None:
            if chosen not in theirs:
                raise IllegalOrderError(WORDS.phrase("territory {n} is not one of {seat}'s",
                                                     n=chosen, seat=adversary))
            return chosen
        drawn = _draw(theirs, count, dice)
        return drawn[0] if drawn else None

    won, lost = winner == seat, winner == adversary
    if objective is Objective.EXPANSION and won:
        free = [n for n, t in land.items() if t.owner is None]
        move(_draw(free, 2, dice), seat, "expansion")
    elif objective is Objective.INVASION and won:
        move(_draw(theirs, 1, dice), seat, "taken")
    elif objective is Objective.ALL_OR_NOTHING and won:
        move(_draw(theirs, 2, dice), seat, "taken")
    elif objective is Objective.ALL_OR_NOTHING and lost:
        mine = [n for n, t in land.items() if t.owner == seat]
        move(_draw(mine, 1, dice), adversary, "given")
    elif objective is Objective.RAID and won:
        move(_draw(theirs, 3, dice), None, "raided")
    elif objective is Objective.PILLAGE and won:
        a, b = dice.roll(), dice.roll()
        taken = min((a + b) * 10, money[adversary])
        money[adversary] -= taken
        money[seat] += taken
        said.append(Said("pillaged", {"seat": seat, "adversary": adversary, "amount": taken,
                                      "dice": [a, b]}))
        target = pick()
        if target is not None:
            land[target] = replace(land[target], unusable=True)
            said.append(Said("unusable", {"territory": target, "adversary": adversary}))
    elif objective is Objective.DESTRUCTION and won:
        target = pick()
        if target is not None:
            land[target] = replace(land[target], capability=REFUGEE_CAMP.key)
            said.append(Said("destroyed", {"territory": target, "adversary": adversary}))
    return Done(tuple(land[n] for n in sorted(land)), money, tuple(said), tuple(unknown))
