"""A tiny ruleset of three kinds of steps a turn, for the tests only (never shipped):
what a ruleset of steps needs of the engine (`hexterm.engine.step_table`), without
rules of its own.

Each turn:

1. **bid** (sealed, every seat): a whole number from 0 to 9. The lowest bid speaks
   first; equal bids go in seat order.
2. **declare** (open, one seat at a time, in the order the bids decided): a word.
3. **score** (the organiser alone): ``winner NAME`` gives that seat a point, ``none``
   gives none.

A seat may join between two steps (`join_seat`): it bids from the next bid on, with no
point. The game ends after `TURNS` turns, ranked by points (then seat order). Register it with
``rulesets.register("tinysteps", "tests.helpers.tiny_steps:TINY")``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from hexterm.engine.dice import Dice
from hexterm.engine.errors import IllegalOrderError, OrderSyntaxError
from hexterm.engine.ruleset import PUBLIC, Event, Outcome
from hexterm.engine.seats import Seat
from hexterm.engine.step_table import StepRule, StepsRuleset
from hexterm.engine.steps import ORGANISER, InputKind

TURNS = 2
WORD = re.compile(r"[a-z]{1,20}")


@dataclass(frozen=True)
class TinyState:
    seats: tuple[str, ...]
    turn: int = 1
    speaking: tuple[str, ...] = ()  # this turn's order of declarations, once bid
    words: Mapping[str, str] = field(default_factory=dict)  # this turn's declarations
    points: Mapping[str, int] = field(default_factory=dict)


class Bid(StepRule[TinyState]):
    key: ClassVar[str] = "bid"
    kind: ClassVar[InputKind] = InputKind.BID
    sealed: ClassVar[bool] = True
    title: ClassVar[str] = "Bid"

    def applies(self, state: TinyState, done: int) -> bool:
        return done == 0

    def awaits(self, state: TinyState, done: int) -> tuple[str, ...]:
        return state.seats

    def read(self, text: str) -> int:
        words = text.split()
        if len(words) != 1 or not words[0].isdigit() or int(words[0]) > 9:
            raise OrderSyntaxError(f"a bid is a whole number from 0 to 9, not {text!r}")
        return int(words[0])

    def write(self, value: Any) -> str:
        return f"{value}\n"

    def default(self, state: TinyState, seat: str) -> int:
        return 0

    def bot(self, state: TinyState, seat: str, dice: Dice) -> int:
        return dice.below(10)

    def resolve(self, state: TinyState, inputs: Mapping[str, Any], seats: Sequence[Seat],
                dice: Dice, turn: int) -> tuple[TinyState, list[Event], bool]:
        order = tuple(sorted(state.seats, key=lambda n: (inputs[n], state.seats.index(n))))
        bids = ", ".join(f"{n} {inputs[n]}" for n in state.seats)
        return (replace(state, speaking=order, words={}),
                [Event(turn, "1 bid", "bids", f"bids: {bids}; speaking: {', '.join(order)}",
                       (PUBLIC,), key="tiny.bids")], False)


class Declare(StepRule[TinyState]):
    key: ClassVar[str] = "declare"
    kind: ClassVar[InputKind] = InputKind.DECLARATION
    title: ClassVar[str] = "Declare"

    def applies(self, state: TinyState, done: int) -> bool:
        return done <= len(state.speaking)

    def awaits(self, state: TinyState, done: int) -> tuple[str, ...]:
        return (state.speaking[done - 1],)

    def read(self, text: str) -> str:
        words = text.split()
        if len(words) != 1 or not WORD.fullmatch(words[0]):
            raise OrderSyntaxError(f"a declaration is one word, not {text!r}")
        return words[0]

    def write(self, value: Any) -> str:
        return f"{value}\n"

    def default(self, state: TinyState, seat: str) -> str:
        return "silence"

    def bot(self, state: TinyState, seat: str, dice: Dice) -> str:
        return "pass"

    def resolve(self, state: TinyState, inputs: Mapping[str, Any], seats: Sequence[Seat],
                dice: Dice, turn: int) -> tuple[TinyState, list[Event], bool]:
        [(name, word)] = inputs.items()
        return (replace(state, words={**state.words, name: word}),
                [Event(turn, "2 declare", name, f"{name} declares {word!r}", (PUBLIC,))],
                False)


class Score(StepRule[TinyState]):
    key: ClassVar[str] = "score"
    organiser: ClassVar[bool] = True
    title: ClassVar[str] = "Score the turn"

    def applies(self, state: TinyState, done: int) -> bool:
        return True

    def read(self, text: str) -> str | None:
        words = text.split()
        if words == ["none"]:
            return None
        if len(words) != 2 or words[0] != "winner":
            raise OrderSyntaxError(f"write 'winner NAME' or 'none', not {text!r}")
        return words[1]

    def check(self, state: TinyState, seat: str | None, value: Any) -> None:
        if value is not None and value not in state.seats:
            raise IllegalOrderError(f"{value!r} has no seat in the game")

    def write(self, value: Any) -> str:
        return "none\n" if value is None else f"winner {value}\n"

    def default(self, state: TinyState, seat: str) -> str:
        return "silence"

    def resolve(self, state: TinyState, inputs: Mapping[str, Any], seats: Sequence[Seat],
                dice: Dice, turn: int) -> tuple[TinyState, list[Event], bool]:
        winner = inputs.get(ORGANISER)
        points = dict(state.points)
        if winner is not None:
            points[winner] += 1
        said = f"the organiser gives {winner} a point" if winner else "nobody scores"
        return (replace(state, turn=state.turn + 1, speaking=(), points=points),
                [Event(turn, "3 score", "score", said, (PUBLIC,))], True)


class TinySteps(StepsRuleset[TinyState]):
    """Bids, then declarations in turn, then the organiser's score."""

    name: ClassVar[str] = "tinysteps"
    title: ClassVar[str] = "Tiny steps"
    steps: ClassVar[tuple[StepRule[Any], ...]] = (Bid(), Declare(), Score())

    def new_state(self, scenario: Mapping[str, Any], seats: Sequence[Seat],
                  dice: Dice) -> TinyState:
        names = tuple(s.name for s in seats)
        return TinyState(names, points=dict.fromkeys(names, 0))

    def dump_state(self, state: TinyState) -> dict[str, Any]:
        return {"seats": list(state.seats), "turn": state.turn,
                "speaking": list(state.speaking), "words": dict(state.words),
                "points": dict(state.points)}

    def load_state(self, data: Mapping[str, Any]) -> TinyState:
        return TinyState(tuple(data["seats"]), int(data["turn"]), tuple(data["speaking"]),
                         dict(data["words"]), dict(data["points"]))

    def join_seat(self, state: TinyState, seat: Seat, seats: Sequence[Seat],
                  dice: Dice) -> TinyState:
        return replace(state, seats=(*state.seats, seat.name),
                       points={**state.points, seat.name: 0})

    def view(self, state: TinyState, seat: Seat | None) -> dict[str, Any]:
        return self.dump_state(state)

    def summary(self, state: TinyState, seat: Seat | None) -> str:
        points = ", ".join(f"{n} {p}" for n, p in state.points.items())
        return f"turn {state.turn}; points: {points}"

    def outcome(self, state: TinyState) -> Outcome | None:
        if state.turn <= TURNS:
            return None
        ranking = sorted(state.seats, key=lambda n: (-state.points[n], state.seats.index(n)))
        return Outcome(tuple(ranking), f"{TURNS} turns played")


TINY = TinySteps()
