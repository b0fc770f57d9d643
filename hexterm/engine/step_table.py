"""A ruleset of steps: the table of its steps, each a `StepRule` that knows when it
applies, whom it awaits, and how its input is read, checked, written, defaulted, played
by a bot and resolved; `StepsRuleset` answers the game's hooks (`ruleset.Ruleset`) by
asking the step the game is at. A step's key is said once, in its `StepRule`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Generic, TypeVar

from hexterm.engine.dice import Dice
from hexterm.engine.errors import RulesetError, SeatError
from hexterm.engine.messages import Message, phrase
from hexterm.engine.ruleset import Event, Ruleset
from hexterm.engine.seats import Seat
from hexterm.engine.steps import InputKind, Part, Step

StateT = TypeVar("StateT")


class StepRule(ABC, Generic[StateT]):
    """One step of a ruleset of steps, as its table declares it: its `key` (said once,
    here), its kind, whether it is sealed, taken from the organiser or taken back; when
    it `applies`, whom it `awaits`; how its input is read (`read`: syntax), checked
    (`check`: the rules), written (`write`: the canonical text, which `read` reads back),
    defaulted (`default`: a seat that gave none), played by a bot (`bot`) and resolved
    (`resolve`). A seat is named by its name; the organiser's by None."""

    key: ClassVar[str]
    kind: ClassVar[InputKind] = InputKind.ENTRY
    sealed: ClassVar[bool] = False
    organiser: ClassVar[bool] = False
    undoable: ClassVar[bool] = False
    """Whether the one seat whose input resolved the step may take it back until
    another input is given."""
    title: ClassVar[str] = ""

    @abstractmethod
    def applies(self, state: StateT, done: int) -> bool:
        """Whether the game is at this step, `done` steps of the turn being resolved
        (the table's first step that applies is the one)."""

    def awaits(self, state: StateT, done: int) -> tuple[str, ...]:
        """The seats whose input the step needs (by default none: the organiser's)."""
        return ()

    def parts(self, state: StateT, done: int) -> tuple[Part, ...]:
        """The parts open now of a step in parts (by default none: the step is resolved
        whole). A step in parts reads an input as a mapping of a part's key to its value
        (the key "" for the one part that awaits the seat: `hexterm.engine.game` names
        it), and resolves, in `resolve`, the parts its inputs hold; the parts it leaves
        open make the step still the same one (`hexterm.engine.game`, "A step in
        parts")."""
        return ()

    def heading(self, state: StateT) -> str | Message:
        """What the step asks, for the screens (by default its `title`)."""
        return self.title

    def step(self, state: StateT, done: int) -> Step:
        """The step the game is at when this one applies."""
        return Step(self.key, self.kind, self.awaits(state, done), sealed=self.sealed,
                    organiser=self.organiser, title=self.heading(state),
                    parts=self.parts(state, done))

    @abstractmethod
    def read(self, text: str) -> Any:
        """The input `text` read (OrderSyntaxError when it cannot be)."""

    def check(self, state: StateT, seat: str | None, value: Any) -> None:
        """Raise IllegalOrderError (or another HextermError) when the rules forbid the
        input `value` of `seat` (None: the organiser); by default every input stands."""

    @abstractmethod
    def write(self, value: Any) -> str:
        """The canonical text of an input."""

    @abstractmethod
    def default(self, state: StateT, seat: str) -> Any:
        """The input of a seat that gave none when the step is resolved anyway."""

    def bot(self, state: StateT, seat: str, dice: Dice) -> Any:
        """The input of a seat the program plays (by default the default input)."""
        return self.default(state, seat)

    @abstractmethod
    def resolve(self, state: StateT, inputs: Mapping[str, Any], seats: Sequence[Seat],
                dice: Dice, turn: int) -> tuple[StateT, list[Event], bool]:
        """The state after the step, its events, and whether the turn is over. `inputs`
        holds the input of every awaited seat, or only the organiser's (`ORGANISER`)
        when the organiser settled the step; must not change `state` itself."""


class Ended(StepRule[StateT]):
    """The step of a game that has ended: it awaits no one and takes no input (the game
    refuses inputs once it has an outcome). A ruleset says when it `applies`."""

    key: ClassVar[str] = "over"

    def read(self, text: str) -> Any:
        raise RulesetError(phrase("the game is over: it takes no input"))

    def write(self, value: Any) -> str:
        raise RulesetError(phrase("the game is over: it takes no input"))

    def default(self, state: StateT, seat: str) -> Any:
        raise RulesetError(phrase("the game is over: it takes no input"))

    def resolve(self, state: StateT, inputs: Mapping[str, Any], seats: Sequence[Seat],
                dice: Dice, turn: int) -> tuple[StateT, list[Event], bool]:
        raise RulesetError(phrase("the game is over: there is no step to resolve"))


class StepsRuleset(Ruleset[StateT, Any]):
    """A ruleset of steps: its turn is the steps of its table `steps`, the first whose
    `StepRule.applies` is the step the game is at; each hook of a step asks that step."""

    steps: ClassVar[tuple[StepRule[Any], ...]]

    def rule(self, key: str) -> StepRule[StateT]:
        """The step of the table whose key is `key`."""
        for rule in self.steps:
            if rule.key == key:
                return rule
        raise RulesetError(phrase("{game} has no step {step!r}", game=self.title_message(),
                                  step=key))

    def step(self, state: StateT, seats: Sequence[Seat], turn: int, done: int) -> Step:
        for rule in self.steps:
            if rule.applies(state, done):
                return rule.step(state, done)
        raise RulesetError(phrase("{game} is at no step of its turn", game=self.title_message()))

    def read_input(self, state: StateT, seat: Seat | None, step: Step, text: str, *,
                   check: bool = True) -> Any:
        rule = self.rule(step.key)
        if seat is None and not rule.organiser:
            raise SeatError(phrase("{game} takes no entry from the organiser for {step}",
                                   game=self.title_message(),
                                   step=step.title if isinstance(step.title, Message) else
                                   Message(step.title or step.key, domain=self.name)))
        value = rule.read(text)
        if check:
            rule.check(state, None if seat is None else seat.name, value)
        return value

    def format_input(self, step: Step, value: Any) -> str:
        return self.rule(step.key).write(value)

    def bot_input(self, state: StateT, seat: Seat, step: Step, dice: Dice) -> Any:
        return self.rule(step.key).bot(state, seat.name, dice)

    def default_input(self, state: StateT, seat: Seat, step: Step) -> Any:
        return self.rule(step.key).default(state, seat.name)

    def resolve_step(
        self, state: StateT, inputs: Mapping[str, Any], seats: Sequence[Seat], dice: Dice,
        turn: int, step: Step,
    ) -> tuple[StateT, list[Event], bool]:
        return self.rule(step.key).resolve(state, inputs, seats, dice, turn)

    def undoable(self, step: Step) -> bool:
        return self.rule(step.key).undoable
