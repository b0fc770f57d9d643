"""The working copy of a state during one resolution, and how it reports.

A resolution copies the state's mappings into a `Work`, changes the copies as the turn
goes, and builds the next state from them at the end: the state it started from is
never touched. Every order line gets exactly one result event (`result`), which keeps
the message of a reason its args cannot give back (`told.kept`); the other events (dice
rolls, production) come through `tell`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from hexterm.engine.hexgrid import Hex
from hexterm.engine.messages import Message
from hexterm.engine.novlemia import told
from hexterm.engine.novlemia.kept import message_data
from hexterm.engine.novlemia.model import Cell, City, Nation, NovState
from hexterm.engine.novlemia.orders import Line
from hexterm.engine.ruleset import PUBLIC, Event, Result


class Work:
    """The cells, cities and nations being changed by a resolution, and its events."""

    def __init__(self, state: NovState, turn: int) -> None:
        self.base = state
        self.turn = turn
        self.cells: dict[Hex, Cell] = dict(state.cells)
        self.cities: dict[Hex, City] = dict(state.cities)
        self.nations: dict[str, Nation] = dict(state.nations)
        self.events: list[Event] = []

    @property
    def state(self) -> NovState:
        """The state as the resolution has changed it so far (sharing the copies)."""
        return replace(self.base, nations=self.nations, cells=self.cells,
                       cities=self.cities)

    def nation(self, key: str) -> Nation:
        return self.nations[key]

    def update(self, key: str, **changes: Any) -> None:
        self.nations[key] = replace(self.nations[key], **changes)

    def tell(self, phase: str, subject: str, said: Message, key: str,
             seen_by: tuple[str, ...] = (PUBLIC,), args: Mapping[str, Any] | None = None
             ) -> None:
        """An event: its message's English is the text the save keeps."""
        self.events.append(Event(self.turn, phase, subject, str(said), seen_by, key=key,
                                 args=dict(args or {})))

    def result(self, phase: str, nation: str, number: int, line: Line, result: Result,
               reason: Message, args: Mapping[str, Any] | None = None) -> None:
        """The one result of the order line `number` (1-based) of `nation`."""
        seat = self.nations[nation].seat
        verb = line.verb.value
        kept = {told.KEPT: message_data(reason)} if told.kept(verb, result) else {}
        self.events.append(Event(
            self.turn, phase, str(number), str(told.order_result(verb, result, reason)),
            (seat,), result, key=f"order.{verb}",
            args={"seat": seat, "nation": nation, "line": number, told.UNSAID: str(reason),
                  **kept, **(args or {})}))
