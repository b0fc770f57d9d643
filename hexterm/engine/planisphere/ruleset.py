"""The Planisphère's `Ruleset`: the hooks a game calls, each handed to the module of its
part (the package's docstring lists them)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, ClassVar

from hexterm.engine.acts import Act, ActForm
from hexterm.engine.dice import Dice
from hexterm.engine.errors import ScenarioError
from hexterm.engine.messages import Message, titled
from hexterm.engine.mistakes import Mistake
from hexterm.engine.planisphere import acts, acts_done, codec, integrity, resolution, told
from hexterm.engine.planisphere.bots import baseline as bots
from hexterm.engine.planisphere.io.mistakes import scenario_mistakes
from hexterm.engine.planisphere.io.scenario import build_state
from hexterm.engine.planisphere.model import PlanState
from hexterm.engine.planisphere.orders import legality
from hexterm.engine.planisphere.orders import lines as orders
from hexterm.engine.planisphere.victory import outcome
from hexterm.engine.planisphere.views import game as views
from hexterm.engine.planisphere.words import WORDS
from hexterm.engine.ruleset import Event, OrdersRuleset, Outcome, SeatForm, scenario_factions
from hexterm.engine.seats import Seat


class Planisphere(OrdersRuleset[PlanState, orders.Orders]):
    """The Planisphère rules."""

    name: ClassVar[str] = "planisphere"
    title: ClassVar[str] = "Planisphère"
    default_scenario: ClassVar[str] = "marches"
    roles: ClassVar[tuple[str, ...]] = (
        titled("commander"), titled("diplomat"), titled("cartographer"))
    """Every seat commands; a diplomat signs documents, a cartographer reveals notes."""
    state_version: ClassVar[int] = codec.STATE_VERSION

    def seat_form(self, scenario: Mapping[str, Any]) -> SeatForm:
        """A faction of the scenario for each seat (several seats may command one),
        and the diplomat's and cartographer's roles."""
        factions = scenario_factions(scenario)
        if not factions:
            raise ScenarioError(WORDS.phrase("the scenario has no [[faction]] for the seats to "
                                             "play"))
        return SeatForm(factions=factions, min_seats=self.min_seats,
                        max_seats=self.max_seats, roles=self.roles[1:])

    def scenario_mistakes(self, scenario: Mapping[str, Any]) -> list[Mistake]:
        return scenario_mistakes(scenario)

    def new_state(self, scenario: Mapping[str, Any], seats: Sequence[Seat],
                  dice: Dice) -> PlanState:
        return build_state(scenario, seats)

    def dump_state(self, state: PlanState) -> dict[str, Any]:
        return codec.dump_state(state)

    def load_state(self, data: Mapping[str, Any]) -> PlanState:
        return codec.load_state(data)

    def migrate_state(self, data: dict[str, Any], version: int) -> dict[str, Any]:
        return codec.migrate(data, version)

    def parse_orders(self, state: PlanState, seat: Seat, text: str) -> orders.Orders:
        return orders.parse_orders(text)

    def starting_orders(self, state: PlanState, seat: Seat) -> str:
        """One defending line a unit deployed that the seat commands."""
        units = views.view(state, seat)["units"]
        lines = [f"unit {code}: defend" for code, unit in units.items()
                 if unit.get("status") == "deployed" and unit.get("commander") == seat.name]
        return "\n".join(lines) + ("\n" if lines else "")

    def verify_orders(self, state: PlanState, seat: Seat, orders_: orders.Orders) -> None:
        legality.verify_orders(state, seat, orders_)

    def format_orders(self, orders_: orders.Orders) -> str:
        return orders.format_orders(orders_)

    def resolve(self, state: PlanState, orders_: Mapping[str, orders.Orders],
                seats: Sequence[Seat], dice: Dice, turn: int) -> tuple[PlanState, list[Event]]:
        return resolution.resolve(state, orders_, seats, dice, turn)

    def seats_after(self, state: PlanState, seats: Sequence[Seat]) -> tuple[Seat, ...]:
        """Every seat with its faction now (a civil war may have moved some)."""
        return tuple(replace(s, faction=state.allegiance.get(s.name, s.faction))
                     for s in seats)

    def faction_name(self, state: PlanState, faction: str) -> str:
        found = state.factions.get(faction)
        return found.name if found else faction

    def check_state(self, state: PlanState, seats: Sequence[Seat]) -> None:
        integrity.check_state(state, seats)

    def view(self, state: PlanState, seat: Seat | None) -> dict[str, Any]:
        return views.view(state, seat)

    def summary(self, state: PlanState, seat: Seat | None) -> Message:
        return views.summary(state, seat)

    def event_message(self, state: PlanState, event: Event, log: Sequence[Event] = ()
                      ) -> Message | None:
        return told.event_message(event, state, log)

    def phase_message(self, phase: str) -> Message | None:
        if phase == acts_done.PHASE:
            return acts_done.PHASE_MESSAGE
        return told.PHASES.get(phase) or super().phase_message(phase)

    def act_forms(self) -> tuple[ActForm, ...]:
        return acts.FORMS

    def read_act(self, state: PlanState, text: str) -> Act:
        return acts.read_act(state, text)

    def apply_act(self, state: PlanState, act: Act, reason: str, dice: Dice, turn: int
                  ) -> tuple[PlanState, list[Event]]:
        return acts_done.apply_act(state, act, reason, turn)

    def outcome(self, state: PlanState) -> Outcome | None:
        return outcome(state)

    def bot_orders(self, state: PlanState, seat: Seat, dice: Dice) -> orders.Orders:
        return bots.bot_orders(state, seat, dice)


PLANISPHERE = Planisphere()
