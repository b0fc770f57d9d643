"""The SAGA campaign's ruleset: a ruleset of steps (`hexterm.engine.step_table`), whose
table is `turn.STEPS`, and the hooks of the engine, each answered by its module."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from hexterm.engine.battle import BattleResult
from hexterm.engine.battle_entry import Loss
from hexterm.engine.boards import board_ruleset
from hexterm.engine.dice import Dice
from hexterm.engine.messages import Message, titled
from hexterm.engine.mistakes import Mistake
from hexterm.engine.ruleset import Event, GameOption, Outcome, SeatForm
from hexterm.engine.saga import codec, inputs, integrity, outcomes, told, turn, victory, views
from hexterm.engine.saga.inputs import BattleEntry
from hexterm.engine.saga.model import Phase, SagaState
from hexterm.engine.saga.scenario import home_counts, named_seats
from hexterm.engine.saga.scenario_check import build_state, campaign_mistakes
from hexterm.engine.saga.synonyms import said_in
from hexterm.engine.seats import Seat
from hexterm.engine.step_table import StepRule, StepsRuleset
from hexterm.engine.steps import Step

SUGGESTED = ("Vikings", "Normans", "Scots", "Welsh", "Anglo-Danes", "Jomsvikings")
"""Factions of SAGA offered to the seats of a new campaign; any name will do."""


class Saga(StepsRuleset[SagaState]):
    """The SAGA campaign's rules. A seat's faction is its SAGA faction (an outer one,
    Outremonde or the underground peoples, may invade)."""

    name: ClassVar[str] = "saga"
    title: ClassVar[str] = titled("SAGA campaign")
    default_scenario: ClassVar[str] = "saga"
    state_version: ClassVar[int] = codec.STATE_VERSION
    steps: ClassVar[tuple[StepRule[Any], ...]] = turn.STEPS
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 6
    options: ClassVar[tuple[GameOption, ...]] = (GameOption("turns", "Turns", lo=1, hi=20),)

    def seat_form(self, scenario: Mapping[str, Any]) -> SeatForm:
        """A SAGA faction named by each seat (an outer faction's name says so, S22); as
        many seats as the scenario has homes for, or the seats it names."""
        names = named_seats(scenario)
        counts = [len(names)] if names else home_counts(scenario) or [self.min_seats,
                                                                      self.max_seats]
        return SeatForm(suggested=SUGGESTED, min_seats=counts[0], max_seats=counts[-1],
                        names=names, options=self.options)

    def new_state(self, scenario: Mapping[str, Any], seats: Sequence[Seat],
                  dice: Dice) -> SagaState:
        return build_state(scenario, seats, dice)

    def scenario_mistakes(self, scenario: Mapping[str, Any]) -> list[Mistake]:
        return campaign_mistakes(scenario)

    def dump_state(self, state: SagaState) -> dict[str, Any]:
        return codec.dump_state(state)

    def load_state(self, data: Mapping[str, Any]) -> SagaState:
        return codec.load_state(data)

    def migrate_state(self, data: dict[str, Any], version: int) -> dict[str, Any]:
        """A version 1 state is version 2's (only the events changed: `codec.OLDER`)."""
        return data if version in codec.OLDER else super().migrate_state(data, version)

    def check_state(self, state: SagaState, seats: Sequence[Seat]) -> None:
        integrity.check_state(state, seats)

    def typed_in(self, step: Step, text: str, language: str) -> str:
        return said_in(text, language)

    def board_battles(self, state: SagaState) -> tuple[str, ...]:
        """The open battles mustered, in the map's order: any may go to a board."""
        if state.phase is not Phase.BATTLE:
            return ()
        return tuple(b.key for b in state.battles if not b.muster)

    def battle_forces(self, state: SagaState, place: str = "") -> BattleResult | None:
        """The open battle mustered at `place` (by default the first), its forces as
        the muster left them."""
        ready = [b for b in state.battles if b.key in self.board_battles(state)
                 and place in ("", b.key)]
        return outcomes.to_result(state, ready[0], BattleEntry()) if ready else None

    def board_input(self, state: SagaState, result: BattleResult) -> str:
        """`left BAND UNIT N` for each unit that lost figures (its name is BAND/UNIT),
        under `at TERRAIN`: the battle it was (every battle of a turn is open at once)."""
        winner = None if result.winner is None else result.sides[result.winner].seats[0]
        left = []
        for side in result.sides:
            for unit in side.units:
                band, _, name = unit.name.partition("/")
                if unit.left < unit.figures:
                    left.append(Loss(band, name, unit.left))
        return f"at {result.place}\n" + inputs.format_battle(
            BattleEntry(winner, tuple(left), board=True))

    def event_message(self, state: SagaState, event: Event, log: Sequence[Event] = ()
                      ) -> Message | None:
        board = ""
        if event.args.get("source") == "board":
            board = board_ruleset()[1].board_name
        return told.event_message(event, state.row.prestige, board)

    def phase_message(self, phase: str) -> Message | None:
        return told.PHASES.get(phase) or super().phase_message(phase)

    def subject_message(self, event: Event) -> Message | None:
        return told.SUBJECTS.get(event.subject)

    def view(self, state: SagaState, seat: Seat | None) -> dict[str, Any]:
        return views.view(state, seat)

    def summary(self, state: SagaState, seat: Seat | None) -> Message:
        return views.summary(state, seat)

    def outcome(self, state: SagaState) -> Outcome | None:
        return victory.outcome(state)


SAGA = Saga()
