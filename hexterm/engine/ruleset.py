"""The ruleset plug-in boundary: the hooks a game calls.

A ruleset (a game of sealed orders, a campaign, a board) is an object whose hooks the
game (`hexterm.engine.game`) calls, as variants do in python-chess. The game owns seats,
turns, the seed and the log; a ruleset owns its state and what the rules do with it.
It takes one of two shapes, both a `Ruleset` to the game:

- `OrdersRuleset`: a turn is one sealed step of orders by every seat. It reads them
  with ``parse_orders`` (syntax) then ``verify_orders`` (legality), with ``can_orders``
  for interfaces that grey things out and ``format_orders`` for the canonical text;
  ``resolve`` turns the state and every seat's orders into the next state and the
  events, among them one result (done, partly, failed) for every order;
  ``bot_orders`` gives legal orders for a seat played by the program.
- `step_table.StepsRuleset`: a turn is several steps, declared as a table of
  `step_table.StepRule`s;
  each step knows when it applies and how its input is read, checked, written,
  defaulted, played by a bot and resolved.

The game asks every ruleset alike: ``step`` (the step the game is at), ``read_input``,
``format_input``, ``bot_input``, ``default_input``, ``resolve_step`` and ``undoable``
(the steps of a turn, `hexterm.engine.steps`); ``new_state`` (a scenario and the seats
-> the opening state); ``view`` (what one seat may see, or everything for the
organiser) and ``summary``; ``outcome`` (whether the game has ended, and how);
``seat_form`` (what a new game on a scenario asks of its seats, `SeatForm`); ``roles``,
``seats_after`` (the seats after a step: a civil war moves a seat to another faction)
and ``join_seat`` (a seat joining a running game); ``check_state`` (whether a state
read from a save holds together); ``act_forms``, ``read_act`` and ``apply_act`` (the
organiser's acts during a campaign, `hexterm.engine.acts`).

States are the ruleset's own objects; ``dump_state`` and ``load_state`` turn them to
and from plain data (dicts, lists, str, int, bool, None) for saves, with
``state_version`` and ``migrate_state`` for saves written by older versions.

The values the hooks give live beside it and are named here too, where the rulesets
import them from: the events a resolution produces, an order's result and a game's
outcome (`hexterm.engine.events`: `Event`, `Result`, `Outcome`, `PUBLIC`), and what a
new game asks of its seats (`hexterm.engine.seat_form`: `SeatForm`, `GameOption`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Generic, TypeVar

from hexterm.engine.acts import Act, ActError, ActForm
from hexterm.engine.core_events import core_phase_message
from hexterm.engine.dice import Dice
from hexterm.engine.errors import HextermError, RulesetError, SeatError
from hexterm.engine.events import PUBLIC, RESULT_WORDS, Event, Outcome, Result
from hexterm.engine.messages import Message, phrase
from hexterm.engine.mistakes import Mistake
from hexterm.engine.seat_form import GameOption, SeatForm, scenario_factions
from hexterm.engine.seats import Seat
from hexterm.engine.steps import Step

StateT = TypeVar("StateT")
InputT = TypeVar("InputT")
OrdersT = TypeVar("OrdersT")

__all__ = [  # the plug-in face: what the rulesets import from here
    "PUBLIC", "RESULT_WORDS", "Event", "GameOption", "OrdersRuleset", "Outcome", "Result",
    "Ruleset", "SeatForm", "scenario_factions",
]


class Ruleset(ABC, Generic[StateT, InputT]):
    """A set of rules as the game asks it: subclass `OrdersRuleset` or `StepsRuleset`
    (`InputT`: what a seat's input reads as) and override every abstract hook."""

    name: ClassVar[str]
    title: ClassVar[str]
    state_version: ClassVar[int] = 1
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 8
    options: ClassVar[tuple[GameOption, ...]] = ()
    """What the players choose when they create a game (over the scenario's own keys)."""
    default_scenario: ClassVar[str] = ""
    """The built-in world a new game is played on when none is named ("": none)."""
    roles: ClassVar[tuple[str, ...]] = ("commander",)
    """The roles a seat may hold (`Seat.roles`); every seat holds the first."""

    @classmethod
    def title_message(cls) -> Message:
        """The ruleset's title as a message of its own domain, where its `titled` title
        is translated (a sentence naming the game says it in the player's language)."""
        return Message(cls.title, domain=cls.name)

    def seat_form(self, scenario: Mapping[str, Any]) -> SeatForm:
        """What a new game on `scenario` asks of its seats (ScenarioError when the
        scenario cannot be played). By default: a faction named by each seat, the
        ruleset's number of seats, roles and options."""
        return SeatForm(min_seats=self.min_seats, max_seats=self.max_seats,
                        roles=self.roles[1:], options=self.options)

    def scenario_mistakes(self, scenario: Mapping[str, Any]) -> list[Mistake]:
        """Every mistake of `scenario` at once (`hexterm check`): unknown keys, values
        that cannot be, places where a thing cannot stand, whatever `new_state` or the
        save's check (`check_state`) would refuse. None by default (a ruleset whose
        scenarios are checked only by `new_state`)."""
        return []

    def act_forms(self) -> tuple[ActForm, ...]:
        """The organiser's acts during a campaign this ruleset knows, each with its
        form and an example (`hexterm act --list`, the organiser's screen): none by
        default."""
        return ()

    def read_act(self, state: StateT, text: str) -> Act:
        """The organiser's act `text` (a line of words, in English or in the words of
        a language the ruleset reads), read and checked against `state` (ActError in
        one sentence naming what is at fault). By default the game has none."""
        raise ActError(phrase("{game} has no organiser's acts", game=self.title_message()))

    def apply_act(self, state: StateT, act: Act, reason: str, dice: Dice, turn: int
                  ) -> tuple[StateT, list[Event]]:
        """The state after the organiser's `act` of `turn` (must not change `state`
        itself) and the events that say it, with the organiser's `reason`, to the seats
        who would see it (ActError when it cannot be done)."""
        raise ActError(phrase("{game} has no organiser's acts", game=self.title_message()))

    @abstractmethod
    def new_state(self, scenario: Mapping[str, Any], seats: Sequence[Seat], dice: Dice) -> StateT:
        """The opening state of `scenario` for `seats` (ScenarioError when it is wrong)."""

    @abstractmethod
    def dump_state(self, state: StateT) -> dict[str, Any]:
        """`state` as plain data, with keys in a fixed order (saves must be byte-stable)."""

    @abstractmethod
    def load_state(self, data: Mapping[str, Any]) -> StateT:
        """The state back from `dump_state`'s data of the current `state_version`."""

    def migrate_state(self, data: dict[str, Any], version: int) -> dict[str, Any]:
        """Data of an older `version` brought up to `state_version`."""
        if version != self.state_version:
            raise RulesetError(phrase(
                "{game} cannot read its state version {version} (it reads version "
                "{known})", game=self.title_message(), version=version, known=self.state_version)
            )
        return data

    # --- the steps of a turn (hexterm.engine.steps) -------------------------------------

    @abstractmethod
    def step(self, state: StateT, seats: Sequence[Seat], turn: int, done: int) -> Step:
        """The step the game is at, `done` steps of `turn` being resolved."""

    @abstractmethod
    def read_input(self, state: StateT, seat: Seat | None, step: Step, text: str, *,
                   check: bool = True) -> InputT:
        """The input `text` of `seat` (None: the organiser) for `step`, read, and with
        `check` checked against the rules (OrderSyntaxError, IllegalOrderError); inputs
        stored in the game were checked when they were given."""

    @abstractmethod
    def format_input(self, step: Step, value: InputT) -> str:
        """The canonical text of an input, which `read_input` reads back to it."""

    def typed_in(self, step: Step, text: str, language: str) -> str:
        """A canonical input of `step` (the English words the saves keep) in the words
        a player of `language` types (its word tables: "fr"), which `read_input` reads
        back as the same input; the text as it is for a language it has no words of."""
        return text

    @abstractmethod
    def bot_input(self, state: StateT, seat: Seat, step: Step, dice: Dice) -> InputT:
        """The input of a seat the program plays."""

    @abstractmethod
    def default_input(self, state: StateT, seat: Seat, step: Step) -> InputT:
        """The input of a seat that gave none when the step is resolved anyway."""

    @abstractmethod
    def resolve_step(
        self, state: StateT, inputs: Mapping[str, InputT], seats: Sequence[Seat], dice: Dice,
        turn: int, step: Step,
    ) -> tuple[StateT, list[Event], bool]:
        """The state after `step`, its events, and whether the turn is over. `inputs`
        holds the input of every awaited seat, or only the organiser's
        (`steps.ORGANISER`) when the organiser settled the step."""

    def event_message(self, state: StateT, event: Event, log: Sequence[Event] = ()
                      ) -> Message | None:
        """The message of one of this ruleset's events, made from what it saves (its
        key, subject and args), the game's `state` (what never changes once known) and
        its `log` (the other events of the turn): None by default, the event's text then
        said as it is (a ruleset not yet converted). In English a report says the saved
        text."""
        return None

    def phase_message(self, phase: str) -> Message | None:
        """An events' phase ("3 actions") as a message: the game's own by default."""
        return core_phase_message(phase)

    def subject_message(self, event: Event) -> Message | None:
        """An event's subject when it is a word of the rules ("market"), not a name."""
        return None

    def undoable(self, step: Step) -> bool:
        """Whether the one seat whose input resolved `step` may take it back until
        another input is given; by default no."""
        return False

    def seats_after(self, state: StateT, seats: Sequence[Seat]) -> tuple[Seat, ...]:
        """The seats as the rules have them after a step, in the same order: a seat may
        serve another faction or side now (after a civil war). By default the
        rules change no seat."""
        return tuple(seats)

    def faction_name(self, state: StateT, faction: str) -> str:
        """The name players know `faction` by (a scenario's full name for its short
        key), as the screens show it; by default the faction as the seat names it."""
        return faction

    def join_seat(self, state: StateT, seat: Seat, seats: Sequence[Seat], dice: Dice) -> StateT:
        """The state with `seat` joining the running game between two steps (a campaign's
        player arriving with their territories); must not change `state` itself. By
        default a game takes no seat once it has started."""
        raise SeatError(phrase("{game} takes no new seat once the game has started",
                               game=self.title_message()))

    @abstractmethod
    def view(self, state: StateT, seat: Seat | None) -> dict[str, Any]:
        """What `seat` may see, as JSON-able data (everything when `seat` is None)."""

    @abstractmethod
    def summary(self, state: StateT, seat: Seat | None) -> str | Message:
        """A few lines of text about the state as `seat` sees it (a message, in a
        ruleset whose words are in the catalogues)."""

    def check_state(self, state: StateT, seats: Sequence[Seat]) -> None:
        """Raise a StateError (one sentence: what is wrong, and where) when a state read
        from a save does not hold together: a place off the map, a faction, unit or
        seat it names that does not exist, a count that cannot be. The rules trust a
        state that passes (`hexterm.engine.trial` then plays it once to be sure)."""

    @abstractmethod
    def outcome(self, state: StateT) -> Outcome | None:
        """The outcome once the game has ended, else None."""


class OrdersRuleset(Ruleset[StateT, OrdersT]):
    """A ruleset of sealed orders: a turn is one step, every seat's orders sealed, read
    by `parse_orders` and `verify_orders`, resolved by `resolve`."""

    @abstractmethod
    def parse_orders(self, state: StateT, seat: Seat, text: str) -> OrdersT:
        """Read `text` (OrderSyntaxError naming the line when it cannot be read)."""

    @abstractmethod
    def verify_orders(self, state: StateT, seat: Seat, orders: OrdersT) -> None:
        """Raise IllegalOrderError, naming the unit and field, when a rule forbids them."""

    def can_orders(self, state: StateT, seat: Seat, orders: OrdersT) -> bool:
        """Whether `verify_orders` would accept `orders`."""
        try:
            self.verify_orders(state, seat, orders)
        except HextermError:
            return False
        return True

    @abstractmethod
    def format_orders(self, orders: OrdersT) -> str:
        """The canonical orders text, which `parse_orders` reads back to the same orders."""

    @abstractmethod
    def resolve(
        self, state: StateT, orders: Mapping[str, OrdersT], seats: Sequence[Seat], dice: Dice,
        turn: int,
    ) -> tuple[StateT, list[Event]]:
        """The next state and the events of a turn; must not change `state` itself."""

    @abstractmethod
    def bot_orders(self, state: StateT, seat: Seat, dice: Dice) -> OrdersT:
        """Legal orders for `seat`, drawn with `dice`."""

    def starting_orders(self, state: StateT, seat: Seat) -> str:
        """The orders text a seat with no draft starts from when it writes its orders as
        text (none: an empty text)."""
        return ""

    def step(self, state: StateT, seats: Sequence[Seat], turn: int, done: int) -> Step:
        """One sealed step of orders by every seat."""
        return Step(seats=tuple(seat.name for seat in seats))

    def read_input(self, state: StateT, seat: Seat | None, step: Step, text: str, *,
                   check: bool = True) -> OrdersT:
        if seat is None:
            raise SeatError(phrase("{game} takes no entry from the organiser here",
                                   game=self.title_message()))
        orders = self.parse_orders(state, seat, text)
        if check:
            self.verify_orders(state, seat, orders)
        return orders

    def format_input(self, step: Step, value: OrdersT) -> str:
        return self.format_orders(value)

    def bot_input(self, state: StateT, seat: Seat, step: Step, dice: Dice) -> OrdersT:
        return self.bot_orders(state, seat, dice)

    def default_input(self, state: StateT, seat: Seat, step: Step) -> OrdersT:
        """Empty orders."""
        return self.parse_orders(state, seat, "")

    def resolve_step(
        self, state: StateT, inputs: Mapping[str, OrdersT], seats: Sequence[Seat], dice: Dice,
        turn: int, step: Step,
    ) -> tuple[StateT, list[Event], bool]:
        state, events = self.resolve(state, inputs, seats, dice, turn)
        return state, events, True

