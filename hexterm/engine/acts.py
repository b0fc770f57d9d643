"""The organiser's acts during a campaign, as a ruleset reads them (issue 30).

An act is one line of words, as an order is (``card glaces fantassin 2``, or in the
rulebook's French ``carte glaces fantassin 2``): the organiser hands out a unit card,
restocks a market, changes a hex, places a non-player unit… Its ruleset reads it
(`Ruleset.read_act`: an `Act`, whose `text` is the canonical line in the English
words the saves keep) and applies it (`Ruleset.apply_act`: the state after it and the
events that say it, each with the organiser's reason); `Ruleset.act_forms` lists the
acts it knows with their forms, for `hexterm act --list` and the organiser's screen.
`hexterm.engine.organiser` applies an act to a game between two steps.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from hexterm.engine.errors import HextermError
from hexterm.engine.messages import Message


class ActError(HextermError, ValueError):
    """An act that cannot be read, or that the rules or the save's integrity refuse:
    one sentence naming the seat, unit, hex or faction at fault; nothing changes."""


@dataclass(frozen=True, slots=True)
class Act:
    """An organiser's act, read: its `key` (the act's English word, "card"), its
    canonical `text` (which `read_act` reads back to the same act), and what the ruleset
    read of it (`value`, the ruleset's own)."""

    key: str
    text: str
    value: Any = None


@dataclass(frozen=True, slots=True)
class ActForm:
    """One act a ruleset knows: its key, its form in the words an organiser types
    (a message: "card FACTION TYPE [COUNT]", in French "carte FACTION TYPE [NOMBRE]"),
    what it does, and an example line (in the same words as the form)."""

    key: str
    form: Message
    what: Message
    example: Message
