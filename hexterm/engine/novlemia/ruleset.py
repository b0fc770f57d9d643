"""Novlémia's `Ruleset`: the hooks a game calls, each handed to the module of its part
(the package's docstring lists them)."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from hexterm.engine.dice import Dice
from hexterm.engine.messages import Message, titled
from hexterm.engine.mistakes import Mistake
from hexterm.engine.novlemia import (
    bots,
    codec,
    integrity,
    legality,
    orders,
    resolution,
    told,
    victory,
    views,
)
from hexterm.engine.novlemia.model import NovState, Victory
from hexterm.engine.novlemia.scenario import MAX_TURNS
from hexterm.engine.novlemia.scenario_check import build_state, cell_owners, world_mistakes
from hexterm.engine.ruleset import (
    Event,
    GameOption,
    OrdersRuleset,
    Outcome,
    SeatForm,
    scenario_factions,
)
from hexterm.engine.seats import Seat


class Novlemia(OrdersRuleset[NovState, orders.Orders]):
    """The Novlémia rules. A seat's faction is its nation (a scenario's faction key, or
    any name)."""

    name: ClassVar[str] = "novlemia"
    title: ClassVar[str] = "Novlémia"
    default_scenario: ClassVar[str] = "novlemia"
    state_version: ClassVar[int] = codec.STATE_VERSION
    min_seats: ClassVar[int] = 1
    max_seats: ClassVar[int] = 8
    options: ClassVar[tuple[GameOption, ...]] = (
        GameOption("turns", "Turns", lo=1, hi=MAX_TURNS),
        GameOption("victory", titled("Victory"), tuple(v.value for v in Victory)),
    )

    def seat_form(self, scenario: Mapping[str, Any]) -> SeatForm:
        """A nation for each seat, one seat a nation: the scenario's, or named by the
        seat when the scenario has none."""
        factions = scenario_factions(scenario)
        most = min(self.max_seats, len(factions)) if factions else self.max_seats
        # without [[faction]], the nations its cells name are offered, and each played
        owners = () if factions else tuple(cell_owners(scenario)[:self.max_seats])
        return SeatForm(faction=titled("Nation"), factions=factions, suggested=owners,
                        min_seats=max(self.min_seats, len(owners)), max_seats=most,
                        options=self.options)

    def new_state(self, scenario: Mapping[str, Any], seats: Sequence[Seat],
                  dice: Dice) -> NovState:
        return build_state(scenario, seats)

    def scenario_mistakes(self, scenario: Mapping[str, Any]) -> list[Mistake]:
        return world_mistakes(scenario)

    def dump_state(self, state: NovState) -> dict[str, Any]:
        return codec.dump_state(state)

    def load_state(self, data: Mapping[str, Any]) -> NovState:
        return codec.load_state(data)

    def migrate_state(self, data: dict[str, Any], version: int) -> dict[str, Any]:
        return codec.migrate(data, version)

    def faction_name(self, state: NovState, faction: str) -> str:
        found = state.nations.get(faction)
        return found.name if found else faction

    def parse_orders(self, state: NovState, seat: Seat, text: str) -> orders.Orders:
        return orders.parse_orders(text)

    def verify_orders(self, state: NovState, seat: Seat, orders_: orders.Orders) -> None:
        legality.verify_orders(state, seat, orders_)

    def format_orders(self, orders_: orders.Orders) -> str:
        return orders.format_orders(orders_)

    def resolve(self, state: NovState, orders_: Mapping[str, orders.Orders],
                seats: Sequence[Seat], dice: Dice, turn: int) -> tuple[NovState, list[Event]]:
        return resolution.resolve(state, orders_, seats, dice, turn)

    def check_state(self, state: NovState, seats: Sequence[Seat]) -> None:
        integrity.check_state(state, seats)

    def view(self, state: NovState, seat: Seat | None) -> dict[str, Any]:
        return views.view(state, seat)

    def summary(self, state: NovState, seat: Seat | None) -> Message:
        return views.summary(state, seat)

    def event_message(self, state: NovState, event: Event, log: Sequence[Event] = ()
                      ) -> Message | None:
        return told.event_message(event, state, log)

    def subject_message(self, event: Event) -> Message | None:
        return told.SUBJECTS.get(event.key)

    def phase_message(self, phase: str) -> Message | None:
        return told.PHASES.get(phase) or super().phase_message(phase)

    def outcome(self, state: NovState) -> Outcome | None:
        return victory.outcome(state)

    def bot_orders(self, state: NovState, seat: Seat, dice: Dice) -> orders.Orders:
        return bots.bot_orders(state, seat, dice)


NOVLEMIA = Novlemia()
