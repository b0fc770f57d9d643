"""The SAGA campaign (../shared/seeds/004_e40df549565f3375.txt): a map of terrains
joined by roads, bids for the favour of the gods, bands and their lords, battles
fought at the table whose results come back, villages, upkeep and the memory track.

A turn is steps (`hexterm.engine.steps`): the sealed bids (from the second turn), the
favourite ordering the tied players when some tie, the sealed preparation (recruiting,
reserves, transfers), the declarations of movement one band at a time in reverse
initiative order (open), one step a battle (its result entered by its players or the
organiser), and the sealed management. The modules: `tables`, `board`, `model`,
`scenario`, `inputs`, `preparation`, `movement`, `battles`, `outcomes`, `management`,
`victory`, `views`, `codec`, `integrity`, `bots`. The rules as hexterm plays them, and
the readings S1…, are in docs/rules/saga.md.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from hexterm.engine.battle import BattleResult
from hexterm.engine.battle_entry import Loss
from hexterm.engine.dice import Dice
from hexterm.engine.errors import IllegalOrderError, SeatError
from hexterm.engine.ruleset import Event, GameOption, Outcome, Ruleset, SeatForm
from hexterm.engine.saga import (
    battles,
    bots,
    codec,
    inputs,
    integrity,
    lenient,
    management,
    movement,
    outcomes,
    preparation,
    victory,
    views,
)
from hexterm.engine.saga.inputs import BattleEntry, Line, Move
from hexterm.engine.saga.model import Phase, SagaState
from hexterm.engine.saga.scenario import build_state, home_counts, named_seats
from hexterm.engine.seats import Seat
from hexterm.engine.steps import InputKind, Step

TITLES = {
    Phase.BID: "Bid for the favour of the gods",
    Phase.FAVOUR: "Order the tied players",
    Phase.PREPARE: "Recruit and transfer",
    Phase.DECLARE: "Declare a movement",
    Phase.BATTLE: "Battle",
    Phase.MANAGE: "Management",
}

SUGGESTED = ("Vikings", "Normans", "Scots", "Welsh", "Anglo-Danes", "Jomsvikings")
"""Factions of SAGA offered to the seats of a new campaign; any name will do."""


class Saga(Ruleset[SagaState, tuple[Line, ...]]):
    """The SAGA campaign's rules. A seat's faction is its SAGA faction (an outer one,
    Outremonde or the underground peoples, may invade)."""

    name: ClassVar[str] = "saga"
    title: ClassVar[str] = "SAGA campaign"
    default_scenario: ClassVar[str] = "saga"
    state_version: ClassVar[int] = codec.STATE_VERSION
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

    def dump_state(self, state: SagaState) -> dict[str, Any]:
        return codec.dump_state(state)

    def load_state(self, data: Mapping[str, Any]) -> SagaState:
        return codec.load_state(data)

    def check_state(self, state: SagaState, seats: Sequence[Seat]) -> None:
        integrity.check_state(state, seats)

    # --- the steps -----------------------------------------------------------------------

    def step(self, state: SagaState, seats: Sequence[Seat], turn: int, done: int) -> Step:
        everyone = tuple(p.seat for p in state.players)
        title = TITLES.get(state.phase, "")
        if state.phase is Phase.BID:
            return Step("bid", InputKind.BID, everyone, sealed=True, title=title)
        if state.phase is Phase.FAVOUR:
            return Step("favour", InputKind.ENTRY, state.initiative[:1], sealed=False,
                        title=title)
        if state.phase is Phase.DECLARE:
            speaker = movement.speaker(state)
            return Step("declare", InputKind.DECLARATION, (speaker,) if speaker else (),
                        sealed=False, title=title)
        if state.phase is Phase.BATTLE:
            battle = state.battles[0]
            return Step("battle", InputKind.BATTLE_RESULT, battle.seats(), sealed=False,
                        organiser=True, title=f"{title} at {battle.terrain}")
        if state.phase is Phase.OVER:
            return Step("over", InputKind.ENTRY, (), sealed=False)
        return Step(state.phase.value, InputKind.ORDERS, everyone, sealed=True, title=title)

    def read_input(self, state: SagaState, seat: Seat | None, step: Step, text: str, *,
                   check: bool = True) -> Any:
        if seat is None:
            if step.key != "battle":
                raise SeatError(f"{self.title} takes the organiser's entry for battles only")
            entry = inputs.read_battle(text)
            if check and not entry.auto:
                outcomes.to_result(state, state.battles[0], entry)
            return entry
        if step.key == "bid":
            return inputs.read_bid(text)
        if step.key == "favour":
            order = inputs.read_order(text)
            if check:
                preparation.check_favour(state, order)
            return order
        if step.key == "declare":
            move = inputs.read_move(text)
            if check:
                movement.check_move(state, seat.name, move)
            return move
        if step.key == "battle":
            entry = inputs.read_battle(text)
            if check and not entry.auto:
                outcomes.to_result(state, state.battles[0], entry)
            return entry
        lines = inputs.read_actions(state.phase, text)
        if check:
            apply = preparation.prepare if state.phase is Phase.PREPARE else management.manage
            apply(state, seat.name, lines, state.turn)
        return lines

    def format_input(self, step: Step, value: Any) -> str:
        if step.key == "bid":
            return f"{value}\n"
        if step.key == "favour":
            return f"order {' '.join(value)}\n" if value else ""
        if step.key == "declare":
            return inputs.format_move(value)
        if step.key == "battle":
            return inputs.format_battle(value)
        return inputs.format_actions(Phase(step.key), value)

    def bot_input(self, state: SagaState, seat: Seat, step: Step, dice: Dice) -> Any:
        value = bots.bot_input(state, seat.name, state.turn, dice)
        return BattleEntry(auto=True) if step.key == "battle" else value

    def default_input(self, state: SagaState, seat: Seat, step: Step) -> Any:
        return {"bid": 0, "favour": (), "declare": Move(),
                "battle": BattleEntry(auto=True)}.get(step.key, ())

    def resolve_step(self, state: SagaState, inputs_: Mapping[str, Any], seats: Sequence[Seat],
                     dice: Dice, turn: int, step: Step) -> tuple[SagaState, list[Event], bool]:
        events: list[Event] = []
        if step.key == "bid":
            state, events = preparation.resolve_bids(state, inputs_, turn)
        elif step.key == "favour":
            state, events = preparation.resolve_favour(state, inputs_[state.initiative[0]],
                                                       turn)
        elif step.key == "prepare":
            for seat in state.initiative:
                state, said = lenient.carry_out(preparation.prepare, state, seat,
                                                inputs_.get(seat, ()), turn, "2 preparation")
                events += said
            state, said = self._declarations(state, turn)
            events += said
        elif step.key == "declare":
            [(seat, move)] = inputs_.items()
            number = 1 + max((b.arrival for b in state.bands), default=0)
            state, events = movement.declare(state, seat, move, turn, number)
            if movement.speaker(state) is None:
                state, said = battles.determine(state, turn)
                events += said
        elif step.key == "battle":
            state, events = self._battle(state, inputs_, dice, turn)
        elif step.key == "manage":
            for seat in state.initiative:
                state, said = lenient.carry_out(management.manage, state, seat,
                                                inputs_.get(seat, ()), turn, management.PHASE)
                events += said
            rallies = management.rallies_of(state, inputs_)
            state, said = management.come_back(state, rallies, turn)
            events += said
            state, said = management.end_turn(state, turn)
            return state, events + said, True
        return state, events, False

    def _declarations(self, state: SagaState, turn: int) -> tuple[SagaState, list[Event]]:
        state = movement.start_declarations(state)
        if movement.speaker(state) is not None:
            return state, []
        return battles.determine(state, turn)

    def _battle(self, state: SagaState, given: Mapping[str, Any], dice: Dice, turn: int
                ) -> tuple[SagaState, list[Event]]:
        return outcomes.fight(state, given, dice, turn)

    # --- the hooks of a ruleset of one step, kept for the tools that ask them ----------

    def parse_orders(self, state: SagaState, seat: Seat, text: str) -> tuple[Line, ...]:
        return inputs.read_actions(Phase.PREPARE, text)

    def verify_orders(self, state: SagaState, seat: Seat, orders: tuple[Line, ...]) -> None:
        if state.phase is not Phase.PREPARE:
            raise IllegalOrderError(f"the campaign is at the step {state.phase.value}")
        preparation.prepare(state, seat.name, orders, state.turn)

    def format_orders(self, orders: tuple[Line, ...]) -> str:
        return inputs.format_actions(Phase.PREPARE, orders)

    def bot_orders(self, state: SagaState, seat: Seat, dice: Dice) -> tuple[Line, ...]:
        return bots.prepare(state, seat.name, state.turn, dice)

    def battle_forces(self, state: SagaState) -> BattleResult | None:
        if state.phase is not Phase.BATTLE or not state.battles:
            return None
        return outcomes.to_result(state, state.battles[0], BattleEntry())

    def board_input(self, state: SagaState, result: BattleResult) -> str:
        """`left BAND UNIT N` for each unit that lost figures (its name is BAND/UNIT)."""
        winner = None if result.winner is None else result.sides[result.winner].seats[0]
        left = []
        for side in result.sides:
            for unit in side.units:
                band, _, name = unit.name.partition("/")
                if unit.left < unit.figures:
                    left.append(Loss(band, name, unit.left))
        return inputs.format_battle(BattleEntry(winner, tuple(left), board=True))

    def view(self, state: SagaState, seat: Seat | None) -> dict[str, Any]:
        return views.view(state, seat)

    def summary(self, state: SagaState, seat: Seat | None) -> str:
        return views.summary(state, seat)

    def outcome(self, state: SagaState) -> Outcome | None:
        return victory.outcome(state)


SAGA = Saga()
