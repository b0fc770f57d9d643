"""The Med-Fan campaign as a ruleset of steps (`hexterm.engine.step_table`), whose
table is `turn.STEPS`, and the hooks of the engine, each answered by its module."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, ClassVar

from hexterm.engine.battle import BattleResult
from hexterm.engine.battle_entry import Loss
from hexterm.engine.dice import Dice
from hexterm.engine.medfan import (
    arrival,
    campaign,
    codec,
    inputs,
    integrity,
    synonyms,
    told,
    turn,
    victory,
    views,
)
from hexterm.engine.medfan.model import MedState, Phase
from hexterm.engine.medfan.placement import named_seats
from hexterm.engine.medfan.scenario import build_state, campaign_mistakes
from hexterm.engine.medfan.scenario import options_of as options_of  # said here before
from hexterm.engine.messages import Message, titled
from hexterm.engine.mistakes import Mistake
from hexterm.engine.ruleset import Event, GameOption, Outcome, SeatForm
from hexterm.engine.seats import Seat
from hexterm.engine.step_table import StepRule, StepsRuleset
from hexterm.engine.steps import Step

SUGGESTED = ("Elves", "Orcs", "Dwarves", "Humans", "Goblins", "Undead", "Lizardmen",
             "Ogres")
"""Army names offered to the seats of a new campaign; any name will do."""


class Medfan(StepsRuleset[MedState]):
    """The Med-Fan campaign's rules. A seat's faction is the army's name."""

    name: ClassVar[str] = "medfan"
    title: ClassVar[str] = titled("Med-Fan campaign")
    default_scenario: ClassVar[str] = "medfan"
    state_version: ClassVar[int] = codec.STATE_VERSION
    steps: ClassVar[tuple[StepRule[Any], ...]] = turn.STEPS
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 8
    options: ClassVar[tuple[GameOption, ...]] = (
        GameOption("treasury", titled("Treasury"), lo=0, hi=100000),
        GameOption("generous", titled("Generous start"), (titled("no"), titled("yes"))),
        GameOption("battles", titled("Battles (0: no limit)"), lo=0, hi=999),
        GameOption("share", titled("Share of the territories that wins (%)"), lo=0, hi=100),
    )

    def seat_form(self, scenario: Mapping[str, Any]) -> SeatForm:
        """An army named by each seat; the seats a scenario set in the middle of a
        campaign names, when it does."""
        names = named_seats(scenario)
        low, high = (len(names), len(names)) if names else (self.min_seats, self.max_seats)
        return SeatForm(faction=titled("Army"), suggested=SUGGESTED, min_seats=low, max_seats=high,
                        names=names, options=self.options)

    def new_state(self, scenario: Mapping[str, Any], seats: Sequence[Seat],
                  dice: Dice) -> MedState:
        return build_state(scenario, seats, dice)

    def scenario_mistakes(self, scenario: Mapping[str, Any]) -> list[Mistake]:
        return campaign_mistakes(scenario)

    def typed_in(self, step: Step, text: str, language: str) -> str:
        return synonyms.said_in(step.key, text, language)

    def dump_state(self, state: MedState) -> dict[str, Any]:
        return codec.dump_state(state)

    def load_state(self, data: Mapping[str, Any]) -> MedState:
        return codec.load_state(data)

    def migrate_state(self, data: dict[str, Any], version: int) -> dict[str, Any]:
        """A campaign saved by an older version (docs/saves.md): version 1 had no
        adapted yields."""
        if version not in range(1, codec.STATE_VERSION + 1):
            return super().migrate_state(data, version)
        return codec.migrate(data, version)

    def join_seat(self, state: MedState, seat: Seat, seats: Sequence[Seat],
                  dice: Dice) -> MedState:
        """A new player arrives with 5 territories and the starting treasury, as at the
        start (the generous option too); they buy their army, and keep one of the first
        territory's two tries, at the next spending."""
        player, brought = arrival.arriving(seat.name, seat.faction, state.options,
                                            len(state.territories) + 1, dice)
        return replace(state, players=(*state.players, player),
                       territories=(*state.territories, *brought))

    def battle_forces(self, state: MedState) -> BattleResult | None:
        if state.phase is not Phase.BATTLE:
            return None
        return campaign.record(state, inputs.Result(None))

    def board_input(self, state: MedState, result: BattleResult) -> str:
        """`lost SEAT UNIT N` for each unit that lost figures."""
        winner = None if result.winner is None else result.sides[result.winner].seats[0]
        lost = tuple(Loss(side.seats[0], u.name, u.lost, lost=True) for side in result.sides
                     for u in side.units if u.lost)
        return inputs.format_result(inputs.Result(winner, lost, board=True))

    def view(self, state: MedState, seat: Seat | None) -> dict[str, Any]:
        return views.view(state, None if seat is None else seat.name)

    def summary(self, state: MedState, seat: Seat | None) -> Message:
        return views.summary(state)

    def event_message(self, state: MedState, event: Event, log: Sequence[Event] = ()
                      ) -> Message | None:
        return told.event_message(event, log)

    def phase_message(self, phase: str) -> Message | None:
        return told.PHASES.get(phase) or super().phase_message(phase)

    def subject_message(self, event: Event) -> Message | None:
        return told.BATTLE_SUBJECT if event.subject == "battle" else None

    def check_state(self, state: MedState, seats: Sequence[Seat]) -> None:
        integrity.check_state(state, seats)

    def outcome(self, state: MedState) -> Outcome | None:
        return victory.outcome(state)


MEDFAN = Medfan()
