"""The context of a Planisphère resolution, and its twelve phases.

A leaf of the resolution: the phase modules (economy, market, diplomacy, quests) import
`Turn` and `Phase` from here at run time, and `resolution` (which imports them) runs
the phases in the rulebook's order. `Turn` holds the state being changed, the orders
sorted by unit, the events so far and what the phases share (the sides of a battle,
who may pass); nothing here carries out a phase.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from enum import StrEnum
from typing import Any

from hexterm.engine.dice import Dice
from hexterm.engine.hexgrid import Hex
from hexterm.engine.messages import Message
from hexterm.engine.planisphere.bonds import NO_BONDS, Bonds
from hexterm.engine.planisphere.conflict import Battle, control_zones
from hexterm.engine.planisphere.kept import KEPT, keep, kept_event
from hexterm.engine.planisphere.model import PlanState
from hexterm.engine.planisphere.movement import PassRule, no_pass
from hexterm.engine.planisphere.orders.lines import Action, Orders, ReserveOrder, UnitOrder, Verb
from hexterm.engine.planisphere.orders.papers import PaperOrder
from hexterm.engine.ruleset import Event, Result
from hexterm.engine.seats import Seat


class Phase(StrEnum):
    """The twelve phases of a turn (Les Phases de Jeu), as events name them."""

    DEPLOYMENT = "1 deployment"
    EQUIPMENT = "2 equipment"
    LOADING = "3 loading"
    MOVEMENT = "4 movement"
    CONFLICTS = "5 conflicts"
    RECON = "6 recon"
    MARKET = "7 market"
    CONSTRUCTION = "8 construction"
    EXPLOITATION = "9 exploitation"
    QUESTS = "10 quests"
    GAINS = "11 gains"
    REPORTS = "12 reports"
    SESSION = "session"
    """Not a phase of the rulebook: what happens at a session's end, after the twelfth."""


PHASES = tuple(phase for phase in Phase if phase is not Phase.SESSION)
"""The twelve phases in the rulebook's order."""


def copy_state(state: PlanState) -> PlanState:
    """A copy whose units, nodes and factions can change without touching `state`.

    Cells and unit types are values, shared: code that changes one puts a new one in the
    new state's dict.
    """
    return replace(
        state,
        cells=dict(state.cells),
        factions={k: f.copy() for k, f in state.factions.items()},
        types=dict(state.types),
        nodes={k: n.copy() for k, n in state.nodes.items()},
        units={k: u.copy() for k, u in state.units.items()},
        quests=dict(state.quests),
        quests_known=dict(state.quests_known),
        documents={k: replace(d) for k, d in state.documents.items()},
        accords={k: replace(a) for k, a in state.accords.items()},
        annotations={k: replace(a) for k, a in state.annotations.items()},
        allegiance=dict(state.allegiance),
        influence_log=list(state.influence_log),
        boosts=list(state.boosts),
    )


def start_holders(state: PlanState) -> dict[Hex, str]:
    """Who holds each hex as the turn starts: its node's owner, else its units' faction."""
    held: dict[Hex, str] = {place: node.faction for place, node in state.nodes.items()}
    for unit in state.deployed():
        if unit.hex is not None and unit.hex not in held:
            held[unit.hex] = unit.faction
    return held


class Turn:
    """One resolution in progress: the state being changed and the events so far.

    The phase modules take it and change it; `resolution.Resolution` runs them in order.
    """

    def __init__(self, state: PlanState, orders: Mapping[str, Orders], seats: Sequence[Seat],
                 dice: Dice, turn: int) -> None:
        self.state = copy_state(state)
        self.seats = seats
        self.dice = dice
        self.turn = turn
        self.orders: list[tuple[Seat, UnitOrder]] = [
            (seat, order) for seat in seats for order in orders[seat.name].units
        ] if orders else []
        self.given = [order for _seat, order in self.orders]
        self.orders.sort(key=lambda so: so[1].unit)
        self.events: list[Event] = []
        self.recruiting: list[tuple[Seat, ReserveOrder]] = [
            (seat, line) for seat in seats for line in orders[seat.name].reserve
        ] if orders else []
        self.papers: list[tuple[Seat, PaperOrder]] = [
            (seat, line) for seat in seats for line in orders[seat.name].papers
        ] if orders else []
        self.by_verb: dict[Verb, list[tuple[Seat, UnitOrder, Action]]] = {}
        self.holders = start_holders(self.state)
        self.zones = control_zones(self.state, self.holders)
        self.attacks: dict[str, tuple[Seat, UnitOrder, Action]] = {}
        self.fates: dict[str, str] = {}
        self.battles: list[Battle] = []
        self.bonds: Bonds = NO_BONDS  # the clauses of grand accords (`diplomacy`)
        self.may_pass: PassRule = no_pass  # safe-conducts let units pass (`diplomacy`)

    def seats_of(self, faction: str) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats if s.faction == faction)

    def result(self, seat: Seat, order: UnitOrder, action: Action, phase: Phase,
               result: Result, reason: Message | str) -> None:
        """An order's result and its reason: the English sentence, and the message
        kept beside it (`kept`) when the reason is one."""
        text = str(reason)
        args: dict[str, Any] = {"unit": order.unit, "reason": text}
        if isinstance(reason, Message):
            args[KEPT] = keep(reason)
        self.events.append(Event(self.turn, phase, order.unit,
                                 f"{action.verb.value}: {result.value}: {text}", (seat.name,),
                                 result, key=f"order.{action.verb.value}", args=args))

    def tell(self, phase: Phase, subject: str, message: Message, seen: tuple[str, ...],
             key: str, args: Mapping[str, Any] | None = None) -> None:
        """An event whose args say too little to make it again: its message kept whole."""
        self.events.append(kept_event(self.turn, phase, subject, message, seen, key, args))

    def with_verb(self, verb: Verb) -> list[tuple[Seat, UnitOrder, Action]]:
        if not self.by_verb:
            for seat, order in self.orders:
                for action in order.actions:
                    self.by_verb.setdefault(action.verb, []).append((seat, order, action))
        return self.by_verb.get(verb, [])
