"""The steps of a Med-Fan turn (`hexterm.engine.step_table`), one for each phase: the
first turn opens with the armies bought (sealed); then a turn is one battle: the
challenger (each player in turn) or the organiser names it, the two players declare
their objectives (sealed), the result is entered by both or the organiser (open), each
gives their survival dice and choices (open), and everyone spends (sealed)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from hexterm.engine.dice import Dice
from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.medfan import arrival, bots, campaign, inputs
from hexterm.engine.medfan.aftermath import check_after
from hexterm.engine.medfan.model import MedState, Phase
from hexterm.engine.medfan.words import WORDS
from hexterm.engine.messages import titled
from hexterm.engine.ruleset import Event
from hexterm.engine.seats import Seat
from hexterm.engine.step_table import Ended, StepRule
from hexterm.engine.steps import ORGANISER, InputKind

Resolved = tuple[MedState, list[Event], bool]


class PhaseStep(StepRule[MedState]):
    """The step of the phase its key names; by default it awaits the two fighters."""

    def applies(self, state: MedState, done: int) -> bool:
        return state.phase is Phase(self.key)

    def awaits(self, state: MedState, done: int) -> tuple[str, ...]:
        return state.fighters


class Orders(PhaseStep):
    """A sealed step of every player's orders (the army, the spending)."""

    kind: ClassVar[InputKind] = InputKind.ORDERS
    sealed: ClassVar[bool] = True

    def awaits(self, state: MedState, done: int) -> tuple[str, ...]:
        return tuple(p.seat for p in state.players)


class Army(Orders):
    key: ClassVar[str] = Phase.ARMY.value
    title: ClassVar[str] = titled("Buy your army")

    def read(self, text: str) -> inputs.Army:
        return inputs.read_army(text)

    def check(self, state: MedState, seat: str | None, value: Any) -> None:
        arrival.check_army(state, seat or "", value)

    def write(self, value: Any) -> str:
        return inputs.format_army(value)

    def default(self, state: MedState, seat: str) -> inputs.Army:
        return inputs.Army(())

    def bot(self, state: MedState, seat: str, dice: Dice) -> inputs.Army:
        return bots.army(state.player(seat).treasury, dice)

    def resolve(self, state: MedState, given: Mapping[str, Any], seats: Sequence[Seat],
                dice: Dice, turn: int) -> Resolved:
        return (*campaign.armies(state, given, turn), False)


class Pairing(PhaseStep):
    key: ClassVar[str] = Phase.PAIRING.value
    organiser: ClassVar[bool] = True
    title: ClassVar[str] = titled("Name the battle")

    def awaits(self, state: MedState, done: int) -> tuple[str, ...]:
        return (campaign.challenger(state),)

    def read(self, text: str) -> inputs.Pairing:
        return inputs.read_pairing(text)

    def check(self, state: MedState, seat: str | None, value: Any) -> None:
        campaign.check_pairing(state, value)
        if value.agreements and seat is not None:
            raise IllegalOrderError(WORDS.phrase(
                "only the organiser records an agreement between players (agree SEAT UNIT)"))

    def write(self, value: Any) -> str:
        return inputs.format_pairing(value)

    def default(self, state: MedState, seat: str) -> inputs.Pairing:
        return bots.pairing(state, seat)

    def resolve(self, state: MedState, given: Mapping[str, Any], seats: Sequence[Seat],
                dice: Dice, turn: int) -> Resolved:
        chosen = given.get(ORGANISER) or next(iter(given.values()), None) or \
            bots.pairing(state, campaign.challenger(state))
        return (*campaign.pair(state, chosen, dice, turn), False)


class Objectives(PhaseStep):
    key: ClassVar[str] = Phase.OBJECTIVES.value
    sealed: ClassVar[bool] = True
    title: ClassVar[str] = titled("Declare your objective")

    def read(self, text: str) -> int:
        return inputs.read_objective(text)

    def write(self, value: Any) -> str:
        return f"objective {value}\n" if value else "roll\n"

    def default(self, state: MedState, seat: str) -> int:
        return 0

    def bot(self, state: MedState, seat: str, dice: Dice) -> int:
        return bots.objective(state, dice)

    def resolve(self, state: MedState, given: Mapping[str, Any], seats: Sequence[Seat],
                dice: Dice, turn: int) -> Resolved:
        return (*campaign.objectives(state, given, dice, turn), False)


class Battle(PhaseStep):
    """The battle's result, entered by both fighters or the organiser; a bot leaves it
    to the dice helper."""

    key: ClassVar[str] = Phase.BATTLE.value
    kind: ClassVar[InputKind] = InputKind.BATTLE_RESULT
    organiser: ClassVar[bool] = True
    title: ClassVar[str] = titled("Enter the battle")

    def read(self, text: str) -> inputs.Result:
        return inputs.read_result(text)

    def check(self, state: MedState, seat: str | None, value: Any) -> None:
        if not value.auto:
            campaign.record(state, value)

    def write(self, value: Any) -> str:
        return inputs.format_result(value)

    def default(self, state: MedState, seat: str) -> inputs.Result:
        return inputs.Result(auto=True)

    def resolve(self, state: MedState, given: Mapping[str, Any], seats: Sequence[Seat],
                dice: Dice, turn: int) -> Resolved:
        return (*campaign.battle(state, list(given.items()), dice, turn), False)


class After(PhaseStep):
    key: ClassVar[str] = Phase.AFTER.value
    title: ClassVar[str] = titled("After the battle")

    def read(self, text: str) -> inputs.After:
        return inputs.read_after(text)

    def check(self, state: MedState, seat: str | None, value: Any) -> None:
        check_after(state, seat or "", value)

    def write(self, value: Any) -> str:
        return inputs.format_after(value)

    def default(self, state: MedState, seat: str) -> inputs.After:
        return inputs.After()

    def resolve(self, state: MedState, given: Mapping[str, Any], seats: Sequence[Seat],
                dice: Dice, turn: int) -> Resolved:
        return (*campaign.after(state, given, dice, turn), False)


class Spending(Orders):
    key: ClassVar[str] = Phase.SPENDING.value
    title: ClassVar[str] = titled("Spending")

    def read(self, text: str) -> inputs.Spending:
        return inputs.read_spending(text)

    def check(self, state: MedState, seat: str | None, value: Any) -> None:
        campaign.check_spending(state, seat or "", value)

    def write(self, value: Any) -> str:
        return inputs.format_spending(value)

    def default(self, state: MedState, seat: str) -> inputs.Spending:
        return inputs.Spending()

    def bot(self, state: MedState, seat: str, dice: Dice) -> inputs.Spending:
        return bots.spending(state, seat)

    def resolve(self, state: MedState, given: Mapping[str, Any], seats: Sequence[Seat],
                dice: Dice, turn: int) -> Resolved:
        return (*campaign.spend(state, given, turn), True)


class Over(Ended[MedState]):
    def applies(self, state: MedState, done: int) -> bool:
        return state.phase is Phase.OVER


STEPS: tuple[StepRule[MedState], ...] = (Army(), Pairing(), Objectives(), Battle(), After(),
                                         Spending(), Over())
"""The table of the campaign's steps."""

TITLES = {rule.key: rule.title for rule in STEPS if rule.title}
"""What each step asks, in English (the screens translate it)."""
