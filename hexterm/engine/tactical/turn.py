"""The steps of a tactical battle's turn (`hexterm.engine.step_table`): the players
activate their units in turn, one unit a go (an open step; see `activation.py` for what
they type), each activation checked against the sheet before it is applied, and undone
by its player until the next player acts (`game.take_back`); the tests an activation
calls are steps of their own (`trials.py`), each awaiting the player whose unit takes
it. A turn ends when every unit on the board has been activated, the battle after its
number of turns."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, ClassVar

from hexterm.engine.dice import Dice
from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.messages import titled
from hexterm.engine.ruleset import PUBLIC, Event
from hexterm.engine.seats import Seat
from hexterm.engine.step_table import Ended, StepRule
from hexterm.engine.steps import InputKind
from hexterm.engine.tactical import told
from hexterm.engine.tactical.activation import (
    Activation,
    checked,
    format_activation,
    read_activation,
    waiting,
)
from hexterm.engine.tactical.board import DIRECTIONS
from hexterm.engine.tactical.bots import activation
from hexterm.engine.tactical.play import TacticalState, apply
from hexterm.engine.tactical.trials import (
    TrialKind,
    Verdict,
    format_verdict,
    read_verdict,
    settle,
)

Resolved = tuple[TacticalState, list[Event], bool]


class TakeTest(StepRule[TacticalState]):
    """A test an activation called, taken by the player whose unit takes it: entered,
    or rolled (reading T17)."""

    key: ClassVar[str] = "test"

    def applies(self, state: TacticalState, done: int) -> bool:
        return bool(state.pending)

    def awaits(self, state: TacticalState, done: int) -> tuple[str, ...]:
        return (state.battle.unit(state.pending[0].unit).seat,)

    def heading(self, state: TacticalState) -> str:
        return f"Test: {state.pending[0]}"

    def read(self, text: str) -> Verdict:
        return read_verdict(text)

    def write(self, value: Any) -> str:
        return format_verdict(value)

    def default(self, state: TacticalState, seat: str) -> Verdict:
        return Verdict(die=None)

    def resolve(self, state: TacticalState, given: Mapping[str, Any], seats: Sequence[Seat],
                dice: Dice, turn: int) -> Resolved:
        trial, rest = state.pending[0], state.pending[1:]
        seat = state.battle.unit(trial.unit).seat
        verdict: Verdict = given.get(seat, Verdict(die=None))
        if verdict.die is None:
            verdict = read_verdict(f"roll {dice.roll(6)}")
        battle, then = settle(state.battle, trial, verdict.passed)
        unit = battle.unit(trial.unit)
        args: dict[str, Any] = {"seat": seat, "unit": trial.unit, "test": trial.kind.value,
                "passed": verdict.passed, "die": verdict.die or 0, "shaken": unit.shaken,
                "rout": unit.rout}
        if unit.rout and not verdict.passed and trial.stop:  # stopped at once (T28)
            args["stopped"] = trial.stop[0]
        event = Event(turn, "activation", seat, str(told.tested(args)), (PUBLIC,),
                      key="tactical.test", args=args)
        if "stopped" in args:
            kept = 0  # the tests of that crossing only: the troops it left
            while kept < len(rest) and rest[kept].unit != trial.unit and \
                    rest[kept].kind is TrialKind.CROSSING:
                kept += 1
            rest = rest[:kept]
        state = replace(state, battle=battle, pending=(*then, *rest))
        if state.pending:
            return state, [event], False
        return next_go(state, turn, [event])


class Over(Ended[TacticalState]):
    """The battle after its last turn."""

    kind: ClassVar[InputKind] = InputKind.ACTIVATION

    def applies(self, state: TacticalState, done: int) -> bool:
        return state.battle.turn > state.battle.turns


class Activate(StepRule[TacticalState]):
    """One unit activated by the player whose go it is (or a pass), which that player
    may take back until the next input."""

    key: ClassVar[str] = "activate"
    kind: ClassVar[InputKind] = InputKind.ACTIVATION
    undoable: ClassVar[bool] = True
    title: ClassVar[str] = titled("Activate a unit")

    def applies(self, state: TacticalState, done: int) -> bool:
        return True

    def awaits(self, state: TacticalState, done: int) -> tuple[str, ...]:
        return (state.seats[state.go],)

    def read(self, text: str) -> Activation:
        return read_activation(text)

    def check(self, state: TacticalState, seat: str | None, value: Any) -> None:
        checked(state.battle, seat or "", value)

    def write(self, value: Any) -> str:
        return format_activation(value)

    def default(self, state: TacticalState, seat: str) -> Activation:
        return Activation()

    def bot(self, state: TacticalState, seat: str, dice: Dice) -> Activation:
        return activation(state.battle, seat, dice)

    def resolve(self, state: TacticalState, given: Mapping[str, Any], seats: Sequence[Seat],
                dice: Dice, turn: int) -> Resolved:
        seat = state.seats[state.go]
        a: Activation = given.get(seat, Activation())
        battle = state.battle
        events: list[Event] = []
        try:
            done = checked(battle, seat, a)
        except IllegalOrderError as exc:  # a default or a stale input: the unit holds
            args: dict[str, Any] = {"seat": seat, "reason": str(exc)}
            events.append(Event(turn, "activation", seat, str(told.refused(args)), (PUBLIC,),
                                key="tactical.refused", args=args))
            done, a = None, Activation()
        if done is None:
            battle = replace(battle, activated=(*battle.activated, *waiting(battle, seat)))
            events.append(Event(turn, "activation", seat, str(told.passed({"seat": seat})),
                                (PUBLIC,), key="tactical.pass", args={"seat": seat}))
            return next_go(replace(state, battle=battle), turn, events)
        battle = apply(battle, a, done)
        unit = battle.unit(a.unit)
        traced = done.traced
        args = {"seat": seat, "unit": a.unit, "action": a.action.value,
                "path": str(traced or ""), "cost": traced.total if traced else 0,
                "extra": a.extra, "minimal": a.minimal,
                "facing": DIRECTIONS[unit.facing].name, "marker": unit.marker.value,
                "destroyed": done.destroyed, "off": done.exit is not None,
                "carried": list(done.carried), "reoriented": done.reoriented,
                "tests": [str(t) for t in done.trials]}
        events.append(Event(turn, "activation", seat, str(told.moved(args)), (PUBLIC,),
                            key="tactical.move", args=args))
        if done.trials:
            return replace(state, battle=battle, pending=done.trials), events, False
        return next_go(replace(state, battle=battle), turn, events)


def next_go(state: TacticalState, turn: int, events: list[Event]) -> Resolved:
    """The next seat with a unit to activate, or the next turn."""
    n = len(state.seats)
    for k in range(1, n + 1):
        go = (state.go + k) % n
        if waiting(state.battle, state.seats[go]):
            return replace(state, go=go), events, False
    battle = replace(state.battle, turn=state.battle.turn + 1, activated=())
    first = (battle.turn - 1) % n  # who starts goes round the seats
    return replace(state, battle=battle, go=first), events, True


STEPS: tuple[StepRule[TacticalState], ...] = (TakeTest(), Over(), Activate())
"""The table of the battle's steps, the first that applies being the one."""
