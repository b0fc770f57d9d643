"""The tactical board as a ruleset of steps (issue 17; `hexterm.engine.step_table`),
whose table is `turn.STEPS`: the players activate their units in turn, and the tests an
activation calls are steps of their own. The board does not decide who wins: the
players say it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from hexterm.engine.battle import BattleResult
from hexterm.engine.boards import BoardBattle
from hexterm.engine.dice import Dice
from hexterm.engine.messages import Message, titled
from hexterm.engine.mistakes import Mistake
from hexterm.engine.ruleset import Event, GameOption, Outcome, SeatForm
from hexterm.engine.seats import Seat
from hexterm.engine.step_table import StepRule, StepsRuleset
from hexterm.engine.steps import Step
from hexterm.engine.tactical import codec, integrity, told, turn, victory, views
from hexterm.engine.tactical.campaign import board_scenario, handed_back
from hexterm.engine.tactical.play import TacticalState
from hexterm.engine.tactical.scenario import battle_mistakes, read_battle, sides_of
from hexterm.engine.tactical.vocabulary import activation_in, verdict_in
from hexterm.engine.tactical.words import WORDS


class Tactical(StepsRuleset[TacticalState]):
    """The Fiche Mouvement on a hex battlefield. A seat's faction is its side's name."""

    name: ClassVar[str] = "tactical"
    title: ClassVar[str] = titled("Tactical board")
    default_scenario: ClassVar[str] = "tactical"
    state_version: ClassVar[int] = codec.STATE_VERSION
    steps: ClassVar[tuple[StepRule[Any], ...]] = turn.STEPS
    options: ClassVar[tuple[GameOption, ...]] = (
        GameOption("turns", "Turns", lo=1, hi=99),)

    def typed_in(self, step: Step, text: str, language: str) -> str:
        if step.key == "test":
            return verdict_in(text, language)
        return activation_in(text, language) if step.key == "activate" else text

    def seat_form(self, scenario: Mapping[str, Any]) -> SeatForm:
        """A side named by each seat, one seat for each side of the scenario's units
        (given to the seats in order, whatever their names)."""
        sides = sides_of(scenario.get("unit", []))
        low, high = (len(sides), len(sides)) if sides else (self.min_seats, self.max_seats)
        return SeatForm(faction=titled("Side"), suggested=("North", "South", "East", "West"),
                        min_seats=low, max_seats=high, options=self.options)

    def new_state(self, scenario: Mapping[str, Any], seats: Sequence[Seat],
                  dice: Dice) -> TacticalState:
        names = tuple(s.name for s in seats)
        return TacticalState(read_battle(scenario, names), names)

    def scenario_mistakes(self, scenario: Mapping[str, Any]) -> list[Mistake]:
        return battle_mistakes(scenario)

    def dump_state(self, state: TacticalState) -> dict[str, Any]:
        return codec.dump_state(state)

    def load_state(self, data: Mapping[str, Any]) -> TacticalState:
        return codec.load_state(data)

    def view(self, state: TacticalState, seat: Seat | None) -> dict[str, Any]:
        return views.view(state, None if seat is None else seat.name)

    def summary(self, state: TacticalState, seat: Seat | None) -> Message:
        return views.summary_message(state)

    def event_message(self, state: TacticalState, event: Event, log: Sequence[Event] = ()
                      ) -> Message | None:
        """A board's event as a message, made again from what it saves (`told`)."""
        say = told.TOLD.get(event.key)
        return say(event.args) if say is not None else None

    def phase_message(self, phase: str) -> Message | None:
        """The board's one phase of events, the activations."""
        return WORDS.phrase("activation") if phase == "activation" else \
            super().phase_message(phase)

    def check_state(self, state: TacticalState, seats: Sequence[Seat]) -> None:
        integrity.check_state(state, seats)

    def outcome(self, state: TacticalState) -> Outcome | None:
        return victory.outcome(state)

    # --- a campaign's battle on the board (hexterm.engine.boards.BattleBoard) ------------

    board_name = titled("the tactical board")

    def board_from_battle(self, forces: BattleResult, dice: Dice, turns: int
                          ) -> dict[str, Any]:
        return board_scenario(forces, dice, turns=turns)

    def board_battle(self, state: TacticalState) -> BoardBattle | None:
        origin = state.battle.origin
        if not origin:
            return None
        return BoardBattle(str(origin["place"]), state.battle.turn, state.battle.turns)

    def result_from_board(self, state: TacticalState, forces: BattleResult,
                          winner: str | None, lost: Mapping[str, int]) -> BattleResult:
        return handed_back(state.battle, forces, winner, lost)


TACTICAL = Tactical()
