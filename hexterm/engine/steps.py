"""The steps of a turn: what a game is waiting for, from whom, sealed or open.

A turn is one or more steps. The ruleset says which step the game is at
(`Ruleset.step`): the seats it awaits, the kind of input it wants of them (orders, a
bid, a declaration, a battle result, an activation, an entry), whether it is *sealed*
(no input is shown to anyone until every awaited seat has given its own, so a keyboard
passed between players needs a hand-off) or *open* (each input is public at once), and
whether the organiser may enter it. As soon as every awaited seat has given its input
the step resolves (`hexterm.engine.game.resolve`); the ruleset then says whether the
turn is over or which step comes next.

A ruleset of sealed orders has one step a turn: every seat's orders, sealed
(`ruleset.OrdersRuleset`). A ruleset of steps declares the table of its steps
(`step_table`); a step may await one seat and come back with the next (declarations
made in turn).

A step may be *in parts* (`Step.parts`: the turn's battles, open at once): each part
awaits its own seats and is resolved as soon as they (or the organiser) have given it,
in any order, the inputs given for the other parts kept; the step is done when no part
is left (`hexterm.engine.game`, "A step in parts").

Dice are keyed by the turn and by the number of steps resolved before in that turn: the
first step of a turn rolls the dice a one-step game always rolled
(``SeededDice(seed, "turn", turn)``), so games saved before steps existed replay exactly.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from hexterm.engine.messages import Message

ORGANISER = "@organiser"
"""The key of the organiser's input: no seat can have this name (seat names start with
a lower-case letter)."""


class InputKind(Enum):
    """What a step asks of the seats it awaits (the kinds of input games take; the
    screens choose the play screen of orders by `ORDERS`)."""

    ORDERS = "orders"  # written orders for the turn, every seat's sealed
    BID = "bid"  # a sealed offer, a number each seat puts forward
    DECLARATION = "declaration"  # an announcement made in turn, one seat at a time
    BATTLE_RESULT = "battle-result"  # what came out of a battle (hexterm.engine.battle)
    ACTIVATION = "activation"  # one piece acted with, in turn, on a board
    ENTRY = "entry"  # anything else the organiser or a player types in


@dataclass(frozen=True, slots=True)
class Part:
    """One part of a step in parts, open now: its `key` (a word an input names it by:
    a battle's terrain), the seats it awaits and what it is, in English ("Battle at
    C")."""

    key: str
    seats: tuple[str, ...]
    title: str | Message = ""


@dataclass(frozen=True, slots=True)
class Step:
    """The step a game is at: who is awaited, for what, and how it is given.

    `seats` are the seats whose input the step needs; the program writes the input of
    the bots among them when the step resolves. A step with no seats and `organiser`
    set awaits the organiser alone. With `organiser` set, the organiser's input (under
    the key `ORGANISER`) settles the step for every seat.
    """

    key: str = "orders"
    kind: InputKind = InputKind.ORDERS
    seats: tuple[str, ...] = ()
    sealed: bool = True
    organiser: bool = False
    title: str | Message = ""
    """What the step asks, in English, for the screens and the CLI ("Bid for the
    initiative"); empty for the ruleset's plain orders."""
    parts: tuple[Part, ...] = ()
    """A step in parts: the parts open now (`seats` holds every part's seats); empty
    for a step resolved whole."""

    def parts_of(self, seat: str) -> tuple[Part, ...]:
        """The open parts that await `seat` (every part for the organiser)."""
        return tuple(p for p in self.parts if seat == ORGANISER or seat in p.seats)

    @property
    def organiser_only(self) -> bool:
        """Whether only the organiser is awaited."""
        return self.organiser and not self.seats

    @property
    def hand_off(self) -> bool:
        """Whether the keyboard must be handed over with nothing shown in between: a
        sealed step hides each input from the others until all are in."""
        return self.sealed


def dice_key(turn: int, resolved: int) -> tuple[str | int, ...]:
    """The key of the dice of the step resolved after `resolved` others in `turn`."""
    return ("turn", turn) if resolved == 0 else ("turn", turn, "step", resolved)
