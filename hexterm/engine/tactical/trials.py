"""The tests the movement sheet calls (engagement, crossing, disengagement, discipline,
pursuit): each is a step of its own, awaiting the player whose unit takes it, who
enters what the table found or lets the program roll (docs/rules/tactical.md, T16–T18).

What the player types:

    pass          the unit passed the test (played out at the table)
    fail          it failed
    roll          the program rolls a die: 4, 5 or 6 passes (reading T17)
    roll 5        the die rolled at the table, judged by the same rule

The sheet leaves what a failed test does to the combat rules; hexterm's reading (T18):
the unit is shaken (Ébranlée), or routs (Déroute) if it was shaken already; a unit
routing at a crossing taken mid-path stops at once where it stands (T28).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from enum import StrEnum

from hexterm.engine.errors import OrderSyntaxError
from hexterm.engine.hexgrid import Hex
from hexterm.engine.messages import Message
from hexterm.engine.tactical.classes import Placement
from hexterm.engine.tactical.model import Battle, Marker
from hexterm.engine.tactical.vocabulary import VERDICTS
from hexterm.engine.tactical.words import WORDS, trial_word

PASSING = 4
"""The least die (a d6) that passes a rolled test (reading T17)."""


class TrialKind(StrEnum):
    ENGAGEMENT = "engagement"  # Test d'Engagement
    CROSSING = "crossing"  # Test de Traversée
    DISENGAGEMENT = "disengagement"  # Test de Dégagement
    DISCIPLINE = "discipline"  # Test de Discipline
    PURSUIT = "pursuit"  # Test de Poursuite


@dataclass(frozen=True, slots=True)
class Trial:
    """A test a unit has to take; a pursuit names the pursuer, who tests in turn if
    the pursued passes and is not routed."""

    kind: TrialKind
    unit: str
    pursuer: str = ""
    # a mover's crossing taken mid-path: where it stops if it routs (hex label, facing,
    # placement, then the characters it carries), reading T28
    stop: tuple[str, ...] = ()

    def __str__(self) -> str:
        return str(self.said())

    def said(self) -> Message:
        """The test as a sentence says it: "engagement test of Spears"."""
        return WORDS.phrase("{test} of {unit}", test=trial_word(self.kind.value),
                            unit=self.unit)


@dataclass(frozen=True, slots=True)
class Verdict:
    """What was entered for a test: passed or not, and the die when one was rolled or
    typed (0: the result was entered as such; None: the program is to roll)."""

    passed: bool = False
    die: int | None = 0


VERDICT = re.compile(r"^\s*(?P<word>\S+)(?:\s+(?P<die>\d+))?\s*$")


def read_verdict(text: str) -> Verdict:
    found = VERDICT.match(text)
    word = VERDICTS.get(found["word"].lower(), "") if found is not None else ""
    if found is None or not word or (word != "roll" and found["die"] is not None):
        raise OrderSyntaxError(WORDS.phrase("write pass, fail, roll (the program rolls a "
                                            "d6: {n}+ passes) or roll DIE (the die rolled)",
                                            n=PASSING))
    if word != "roll":
        return Verdict(word == "pass")
    if found["die"] is None:
        return Verdict(die=None)
    die = int(found["die"])
    if not 1 <= die <= 6:
        raise OrderSyntaxError(WORDS.phrase("a die shows 1 to 6, not {die}", die=die))
    return Verdict(die >= PASSING, die)


def format_verdict(verdict: Verdict) -> str:
    if verdict.die is None:
        return "roll\n"
    if verdict.die:
        return f"roll {verdict.die}\n"
    return "pass\n" if verdict.passed else "fail\n"


def settle(battle: Battle, trial: Trial, passed: bool) -> tuple[Battle, list[Trial]]:
    """The battle after the test, and the tests it calls next (a pursuer's): a failure
    shakes the unit, or routs it if it was shaken (T18)."""
    unit = battle.unit(trial.unit)
    then: list[Trial] = []
    if not passed:
        unit = replace(unit, rout=unit.shaken or unit.rout, shaken=True)
        battle = battle.with_unit(unit)
        if unit.rout and trial.stop:  # its movement stops at once where it stands
            label, facing, placement, *carried = trial.stop
            for name in (unit.name, *carried):
                battle = battle.with_unit(replace(
                    battle.unit(name), hex=Hex.parse(label), exit=None, facing=int(facing),
                    placement=Placement(int(placement)),
                    marker=Marker.NONE if name == unit.name else battle.unit(name).marker))
    elif trial.kind is TrialKind.PURSUIT and trial.pursuer and not unit.rout:
        then.append(Trial(TrialKind.PURSUIT, trial.pursuer))
    return battle, then
