"""The steps of a SAGA turn (`hexterm.engine.step_table`), one for each phase: the
sealed bids (from the second turn), the favourite ordering the tied players when some
tie, the sealed preparation (recruiting, reserves, transfers), the declarations of
movement one band at a time in reverse initiative order (open), the battles (open, all
at once: each a part of the step, resolved when its players or the organiser entered
it), and the sealed management (carried
out in three phases, each for every player before the next)."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from hexterm.engine.dice import Dice
from hexterm.engine.messages import Message, titled
from hexterm.engine.ruleset import Event
from hexterm.engine.saga import (
    battles,
    bots,
    inputs,
    lenient,
    management,
    movement,
    muster,
    outcomes,
    preparation,
)
from hexterm.engine.saga.inputs import BattleEntry, Line, Move, Muster
from hexterm.engine.saga.model import Phase, SagaState
from hexterm.engine.saga.words import WORDS
from hexterm.engine.seats import Seat
from hexterm.engine.step_table import Ended, StepRule
from hexterm.engine.steps import InputKind, Part

Resolved = tuple[SagaState, list[Event], bool]


class PhaseStep(StepRule[SagaState]):
    """The step of the phase its key names; by default it awaits every player."""

    def applies(self, state: SagaState, done: int) -> bool:
        return state.phase is Phase(self.key)

    def awaits(self, state: SagaState, done: int) -> tuple[str, ...]:
        return tuple(p.seat for p in state.players)


class Bid(PhaseStep):
    key: ClassVar[str] = Phase.BID.value
    kind: ClassVar[InputKind] = InputKind.BID
    sealed: ClassVar[bool] = True
    title: ClassVar[str] = titled("Bid for the favour of the gods")

    def read(self, text: str) -> int:
        return inputs.read_bid(text)

    def write(self, value: Any) -> str:
        return f"{value}\n"

    def default(self, state: SagaState, seat: str) -> int:
        return 0

    def bot(self, state: SagaState, seat: str, dice: Dice) -> int:
        return bots.bid(state, seat, dice)

    def resolve(self, state: SagaState, inputs_: Mapping[str, Any], seats: Sequence[Seat],
                dice: Dice, turn: int) -> Resolved:
        state, events = preparation.resolve_bids(state, inputs_, turn)
        return state, events, False


class Favour(PhaseStep):
    key: ClassVar[str] = Phase.FAVOUR.value
    title: ClassVar[str] = titled("Order the tied players")

    def awaits(self, state: SagaState, done: int) -> tuple[str, ...]:
        return state.initiative[:1]

    def read(self, text: str) -> tuple[str, ...]:
        return inputs.read_order(text)

    def check(self, state: SagaState, seat: str | None, value: Any) -> None:
        preparation.check_favour(state, value)

    def write(self, value: Any) -> str:
        return f"order {' '.join(value)}\n" if value else ""

    def default(self, state: SagaState, seat: str) -> tuple[str, ...]:
        return ()

    def bot(self, state: SagaState, seat: str, dice: Dice) -> tuple[str, ...]:
        return bots.favour(state, seat)

    def resolve(self, state: SagaState, inputs_: Mapping[str, Any], seats: Sequence[Seat],
                dice: Dice, turn: int) -> Resolved:
        state, events = preparation.resolve_favour(state, inputs_[state.initiative[0]], turn)
        return state, events, False


class Actions(PhaseStep):
    """A sealed step of action lines by every player (preparation, management): each
    player's lines carried out in initiative order, those that cannot be now left out."""

    kind: ClassVar[InputKind] = InputKind.ORDERS
    sealed: ClassVar[bool] = True
    events_phase: ClassVar[str]
    """The phase of the events the lines give."""

    @abstractmethod
    def apply(self, state: SagaState, seat: str, lines: Sequence[Line], turn: int
              ) -> tuple[SagaState, list[Event]]:
        """The seat's lines carried out (IllegalOrderError when one cannot be)."""

    @abstractmethod
    def played(self, state: SagaState, seat: str, dice: Dice) -> tuple[Line, ...]:
        """The lines of a seat the program plays."""

    def read(self, text: str) -> tuple[Line, ...]:
        return inputs.read_actions(Phase(self.key), text)

    def check(self, state: SagaState, seat: str | None, value: Any) -> None:
        self.apply(state, seat or "", value, state.turn)

    def write(self, value: Any) -> str:
        return inputs.format_actions(Phase(self.key), value)

    def default(self, state: SagaState, seat: str) -> tuple[Line, ...]:
        return ()

    def bot(self, state: SagaState, seat: str, dice: Dice) -> tuple[Line, ...]:
        return bots.numbered(self.played(state, seat, dice))

    def carry_out(self, state: SagaState, inputs_: Mapping[str, Any], turn: int
                  ) -> tuple[SagaState, list[Event]]:
        """Every player's lines carried out, in initiative order."""
        events: list[Event] = []
        for seat in state.initiative:
            state, said = lenient.carry_out(self.apply, state, seat, inputs_.get(seat, ()),
                                            turn, self.events_phase)
            events += said
        return state, events


class Prepare(Actions):
    key: ClassVar[str] = Phase.PREPARE.value
    title: ClassVar[str] = titled("Recruit and transfer")
    events_phase: ClassVar[str] = "2 preparation"

    def apply(self, state: SagaState, seat: str, lines: Sequence[Line], turn: int
              ) -> tuple[SagaState, list[Event]]:
        return preparation.prepare(state, seat, lines, turn)

    def played(self, state: SagaState, seat: str, dice: Dice) -> tuple[Line, ...]:
        return bots.prepare(state, seat, state.turn, dice)

    def resolve(self, state: SagaState, inputs_: Mapping[str, Any], seats: Sequence[Seat],
                dice: Dice, turn: int) -> Resolved:
        state, events = self.carry_out(state, inputs_, turn)
        state = movement.start_declarations(state)
        if movement.speaker(state) is None:
            state, said = battles.determine(state, turn)
            events += said
        return state, events, False


class Declare(PhaseStep):
    key: ClassVar[str] = Phase.DECLARE.value
    kind: ClassVar[InputKind] = InputKind.DECLARATION
    title: ClassVar[str] = titled("Declare a movement")

    def awaits(self, state: SagaState, done: int) -> tuple[str, ...]:
        speaker = movement.speaker(state)
        return (speaker,) if speaker else ()

    def read(self, text: str) -> Move:
        return inputs.read_move(text)

    def check(self, state: SagaState, seat: str | None, value: Any) -> None:
        movement.check_move(state, seat or "", value)

    def write(self, value: Any) -> str:
        return inputs.format_move(value)

    def default(self, state: SagaState, seat: str) -> Move:
        return Move()

    def bot(self, state: SagaState, seat: str, dice: Dice) -> Move:
        return bots.declare(state, seat, dice)

    def resolve(self, state: SagaState, inputs_: Mapping[str, Any], seats: Sequence[Seat],
                dice: Dice, turn: int) -> Resolved:
        [(seat, move)] = inputs_.items()
        number = 1 + max((b.arrival for b in state.bands), default=0)
        state, events = movement.declare(state, seat, move, turn, number)
        if movement.speaker(state) is None:
            state, said = battles.determine(state, turn)
            events += said
        return state, events, False


class Battle(PhaseStep):
    """Every battle of the turn open at once, a part of the step each, keyed by its
    terrain (004: "Les combats sont résolus en fonction des disponibilités des
    joueurs"): each is resolved as soon as its players, or the organiser, entered it,
    in any order; on a terrain of five or more the next battle opens once the one
    before is resolved (`outcomes`). A bot leaves its battles to the dice helper."""

    key: ClassVar[str] = Phase.BATTLE.value
    kind: ClassVar[InputKind] = InputKind.BATTLE_RESULT
    organiser: ClassVar[bool] = True
    title: ClassVar[str] = titled("Battle")

    def awaits(self, state: SagaState, done: int) -> tuple[str, ...]:
        return tuple(dict.fromkeys(seat for b in state.battles for seat in b.seats()))

    def parts(self, state: SagaState, done: int) -> tuple[Part, ...]:
        """A part a battle: its muster first, when some have a choice, then its result."""
        return tuple(Part(b.key, b.muster, WORDS.phrase("Muster at {terrain}", terrain=b.key))
                     if b.muster else
                     Part(b.key, b.seats(), WORDS.phrase("Battle at {terrain}", terrain=b.key))
                     for b in state.battles)

    def heading(self, state: SagaState) -> Message:
        if len(state.battles) == 1:
            return WORDS.phrase("Battle at {terrain}", terrain=state.battles[0].key)
        return WORDS.phrase("Battles at {terrains}",
                            terrains=", ".join(b.key for b in state.battles))

    def read(self, text: str) -> dict[str, BattleEntry | Muster]:
        return inputs.read_battles(text)

    def check(self, state: SagaState, seat: str | None, value: Any) -> None:
        for terrain, entry in value.items():
            battle = battles.open_battle(state, seat, terrain)
            if battle.muster or not isinstance(entry, BattleEntry):
                muster.check(state, battle, seat, entry)
            elif not entry.auto:
                outcomes.to_result(state, battle, entry)

    def write(self, value: Any) -> str:
        return inputs.format_battles(value)

    def default(self, state: SagaState, seat: str) -> dict[str, BattleEntry | Muster]:
        """Its muster kept as it is, its result left to the dice helper."""
        return {b.key: () if b.muster else BattleEntry(auto=True) for b in state.battles
                if seat in (b.muster or b.seats())}

    def resolve(self, state: SagaState, given: Mapping[str, Any], seats: Sequence[Seat],
                dice: Dice, turn: int) -> Resolved:
        """The battles the inputs hold, in the map's order, each with its own dice."""
        events: list[Event] = []
        ready = {terrain for entries in given.values() for terrain in entries}
        for battle in [b for b in state.battles if b.key in ready]:
            entries = {name: e[battle.key] for name, e in given.items() if battle.key in e}
            if battle.muster:
                state, said = muster.resolve(state, battle, entries, turn)
            else:
                state, said = outcomes.fight(state, battle, entries,
                                             dice.stream(battle.terrain, *battle.seats()),
                                             turn)
            events += said
        return state, events, False


class Manage(Actions):
    key: ClassVar[str] = Phase.MANAGE.value
    title: ClassVar[str] = titled("Management")
    events_phase: ClassVar[str] = management.PHASE

    def apply(self, state: SagaState, seat: str, lines: Sequence[Line], turn: int
              ) -> tuple[SagaState, list[Event]]:
        return management.manage(state, seat, lines, turn)

    def played(self, state: SagaState, seat: str, dice: Dice) -> tuple[Line, ...]:
        return bots.manage(state, seat, state.turn, dice)

    def carry_out(self, state: SagaState, inputs_: Mapping[str, Any], turn: int
                  ) -> tuple[SagaState, list[Event]]:
        """The management's phases, each for every player in initiative order before
        the next (S33)."""
        events: list[Event] = []
        for part in range(len(management.PARTS)):
            def apply(state: SagaState, seat: str, lines: Sequence[Line], turn: int,
                      part: int = part) -> tuple[SagaState, list[Event]]:
                return management.manage_part(state, seat, lines, turn, part)
            for seat in state.initiative:
                state, said = lenient.carry_out(apply, state, seat, inputs_.get(seat, ()),
                                                turn, self.events_phase)
                events += said
        return state, events

    def resolve(self, state: SagaState, inputs_: Mapping[str, Any], seats: Sequence[Seat],
                dice: Dice, turn: int) -> Resolved:
        state, events = self.carry_out(state, inputs_, turn)
        rallies = management.rallies_of(state, inputs_)
        state, said = management.come_back(state, rallies, turn)
        events += said
        state, said = management.end_turn(state, turn)
        return state, events + said, True


class Over(Ended[SagaState]):
    def applies(self, state: SagaState, done: int) -> bool:
        return state.phase is Phase.OVER


STEPS: tuple[StepRule[SagaState], ...] = (Bid(), Favour(), Prepare(), Declare(), Battle(),
                                          Manage(), Over())
"""The table of the campaign's steps."""
