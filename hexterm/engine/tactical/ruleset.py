"""The tactical board as a ruleset (issue 17): the players activate their units in
turn, one unit a go (an open step, `InputKind.ACTIVATION`; see `activation.py` for what
they type), each activation checked against the sheet before it is applied, and
undone by its player until the next player acts (`game.take_back`); the tests an
activation calls are steps of their own (`trials.py`), each awaiting the player whose
unit takes it. A turn ends when every unit on the board has been activated, the battle
after its number of turns. The board does not decide who wins: the players say it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, ClassVar

from hexterm.engine.battle import BattleResult
from hexterm.engine.boards import BoardBattle
from hexterm.engine.dice import Dice
from hexterm.engine.errors import IllegalOrderError, SeatError, StateError
from hexterm.engine.ruleset import PUBLIC, Event, GameOption, Outcome, Ruleset, SeatForm
from hexterm.engine.seats import Seat
from hexterm.engine.steps import InputKind, Step
from hexterm.engine.tactical import codec
from hexterm.engine.tactical.activation import (
    Activation,
    checked,
    format_activation,
    read_activation,
    waiting,
)
from hexterm.engine.tactical.board import DIRECTIONS
from hexterm.engine.tactical.bots import activation
from hexterm.engine.tactical.campaign import board_scenario, handed_back
from hexterm.engine.tactical.play import TacticalState, apply
from hexterm.engine.tactical.scenario import read_battle, sides_of
from hexterm.engine.tactical.trials import Verdict, format_verdict, read_verdict, settle


class Tactical(Ruleset[TacticalState, Any]):
    """The Fiche Mouvement on a hex battlefield. A seat's faction is its side's name."""

    name: ClassVar[str] = "tactical"
    title: ClassVar[str] = "Tactical board"
    default_scenario: ClassVar[str] = "tactical"
    state_version: ClassVar[int] = codec.STATE_VERSION
    options: ClassVar[tuple[GameOption, ...]] = (
        GameOption("turns", "Turns", lo=1, hi=99),)

    def seat_form(self, scenario: Mapping[str, Any]) -> SeatForm:
        """A side named by each seat, one seat for each side of the scenario's units
        (given to the seats in order, whatever their names)."""
        sides = sides_of(scenario.get("unit", []))
        low, high = (len(sides), len(sides)) if sides else (self.min_seats, self.max_seats)
        return SeatForm(faction="Side", suggested=("North", "South", "East", "West"),
                        min_seats=low, max_seats=high, options=self.options)

    def new_state(self, scenario: Mapping[str, Any], seats: Sequence[Seat],
                  dice: Dice) -> TacticalState:
        names = tuple(s.name for s in seats)
        return TacticalState(read_battle(scenario, names), names)

    def dump_state(self, state: TacticalState) -> dict[str, Any]:
        return codec.dump_state(state)

    def load_state(self, data: Mapping[str, Any]) -> TacticalState:
        return codec.load_state(data)

    def step(self, state: TacticalState, seats: Sequence[Seat], turn: int, done: int) -> Step:
        if state.pending:
            trial = state.pending[0]
            return Step("test", InputKind.ENTRY, (state.battle.unit(trial.unit).seat,),
                        sealed=False, title=f"Test: {trial}")
        if state.battle.turn > state.battle.turns:
            return Step("over", InputKind.ACTIVATION, (), sealed=False)
        return Step("activate", InputKind.ACTIVATION, (state.seats[state.go],), sealed=False,
                    title="Activate a unit")

    def undoable(self, step: Step) -> bool:
        return step.key == "activate"

    def read_input(self, state: TacticalState, seat: Seat | None, step: Step, text: str, *,
                   check: bool = True) -> Any:
        if seat is None:
            raise SeatError("the tactical board takes the players' activations only")
        if step.key == "test":
            return read_verdict(text)
        value = read_activation(text)
        if check:
            checked(state.battle, seat.name, value)
        return value

    def format_input(self, step: Step, value: Any) -> str:
        if step.key == "test":
            return format_verdict(value)
        return format_activation(value)

    def bot_input(self, state: TacticalState, seat: Seat, step: Step, dice: Dice) -> Any:
        if step.key == "test":
            return Verdict(die=None)
        return activation(state.battle, seat.name, dice)

    def default_input(self, state: TacticalState, seat: Seat, step: Step) -> Any:
        return Verdict(die=None) if step.key == "test" else Activation()

    def resolve_step(self, state: TacticalState, given: Mapping[str, Any], seats: Sequence[Seat],
                     dice: Dice, turn: int, step: Step) -> tuple[TacticalState, list[Event], bool]:
        if step.key == "test":
            return self._test(state, given, dice, turn)
        seat = state.seats[state.go]
        a: Activation = given.get(seat, Activation())
        battle = state.battle
        events: list[Event] = []
        try:
            done = checked(battle, seat, a)
        except IllegalOrderError as exc:  # a default or a stale input: the unit holds
            events.append(Event(turn, "activation", seat, f"{seat}: {exc}", (PUBLIC,),
                                key="tactical.refused", args={"seat": seat,
                                                              "reason": str(exc)}))
            done, a = None, Activation()
        if done is None:
            battle = replace(battle, activated=(*battle.activated, *waiting(battle, seat)))
            events.append(Event(turn, "activation", seat, f"{seat} passes", (PUBLIC,),
                                key="tactical.pass", args={"seat": seat}))
            return self._next(replace(state, battle=battle), turn, events)
        battle = apply(battle, a, done)
        unit = battle.unit(a.unit)
        traced = done.traced
        said = f"{a.unit}: {traced}" if traced is not None else f"{a.unit} holds"
        if a.action.value == "face":
            said = f"{a.unit} faces {DIRECTIONS[unit.facing].name}"
        if done.destroyed:
            said = f"{a.unit} has nowhere to flee: destroyed"
        events.append(Event(turn, "activation", seat, said, (PUBLIC,), key="tactical.move",
                            args={"seat": seat, "unit": a.unit, "action": a.action.value,
                                  "path": str(traced or ""),
                                  "cost": traced.total if traced else 0,
                                  "extra": a.extra, "minimal": a.minimal,
                                  "facing": DIRECTIONS[unit.facing].name,
                                  "marker": unit.marker.value, "destroyed": done.destroyed,
                                  "off": done.exit is not None, "carried": list(done.carried),
                                  "reoriented": done.reoriented,
                                  "tests": [str(t) for t in done.trials]}))
        if done.trials:
            return replace(state, battle=battle, pending=done.trials), events, False
        return self._next(replace(state, battle=battle), turn, events)

    def _test(self, state: TacticalState, given: Mapping[str, Any], dice: Dice, turn: int
              ) -> tuple[TacticalState, list[Event], bool]:
        """A test taken: entered, or rolled (reading T17)."""
        trial, rest = state.pending[0], state.pending[1:]
        seat = state.battle.unit(trial.unit).seat
        verdict: Verdict = given.get(seat, Verdict(die=None))
        if verdict.die is None:
            verdict = read_verdict(f"roll {dice.roll(6)}")
        battle, then = settle(state.battle, trial, verdict.passed)
        unit = battle.unit(trial.unit)
        how = f" (die {verdict.die})" if verdict.die else ""
        result = "passes" if verdict.passed else "fails"
        state_word = " and routs" if unit.rout and not verdict.passed else \
            " and is shaken" if not verdict.passed else ""
        event = Event(turn, "activation", seat, f"{trial.unit} {result} its {trial.kind.value} "
                      f"test{how}{state_word}", (PUBLIC,), key="tactical.test",
                      args={"seat": seat, "unit": trial.unit, "test": trial.kind.value,
                            "passed": verdict.passed, "die": verdict.die or 0,
                            "shaken": unit.shaken, "rout": unit.rout})
        state = replace(state, battle=battle, pending=(*then, *rest))
        if state.pending:
            return state, [event], False
        return self._next(state, turn, [event])

    def _next(self, state: TacticalState, turn: int, events: list[Event]
              ) -> tuple[TacticalState, list[Event], bool]:
        """The next seat with a unit to activate, or the next turn."""
        n = len(state.seats)
        for k in range(1, n + 1):
            go = (state.go + k) % n
            if waiting(state.battle, state.seats[go]):
                return replace(state, go=go), events, False
        battle = replace(state.battle, turn=state.battle.turn + 1, activated=())
        first = (battle.turn - 1) % n  # who starts goes round the seats
        return replace(state, battle=battle, go=first), events, True

    # --- the hooks of a game of orders, which this ruleset has not -----------------------

    def parse_orders(self, state: TacticalState, seat: Seat, text: str) -> Any:
        return read_activation(text)

    def verify_orders(self, state: TacticalState, seat: Seat, orders: Any) -> None:
        checked(state.battle, seat.name, orders)

    def format_orders(self, orders: Any) -> str:
        return format_activation(orders)

    def bot_orders(self, state: TacticalState, seat: Seat, dice: Dice) -> Any:
        return Activation()

    def view(self, state: TacticalState, seat: Seat | None) -> dict[str, Any]:
        data = self.dump_state(state)
        if seat is not None and state.battle.turn <= state.battle.turns:
            data["waiting"] = waiting(state.battle, seat.name)
        return data

    def summary(self, state: TacticalState, seat: Seat | None) -> str:
        battle = state.battle
        lines = [f"turn {battle.turn} of {battle.turns}"]
        for unit in battle.units:
            where = unit.hex.label if unit.hex else \
                "destroyed" if unit.destroyed else "off the board"
            lines.append(f"{unit.seat}: {unit.name} at {where} facing "
                         f"{DIRECTIONS[unit.facing].name}")
        return "\n".join(lines)

    def check_state(self, state: TacticalState, seats: Sequence[Seat]) -> None:
        if list(state.seats) != [s.name for s in seats]:
            raise StateError("the battle's players are not the game's seats")

    def outcome(self, state: TacticalState) -> Outcome | None:
        if state.battle.turn <= state.battle.turns:
            return None
        return Outcome(state.seats, f"the battle ends after turn {state.battle.turns}: the "
                       "players say who won (the board does not decide it)")

    # --- a campaign's battle on the board (hexterm.engine.boards.BattleBoard) ------------

    board_name = "the tactical board"

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
