"""The whole tactical battle for the organiser's screen (issue 30): the board with every
unit of both sides (the play screen's `TacticalMap`) beside the summary of the battle
(`hexterm.screens.shared.organiser.MapAndSummary`); found through the screen set's
`whole`."""

from __future__ import annotations

from textual.widget import Widget

from hexterm.screens.shared.organiser import MapAndSummary
from hexterm.screens.tactical.board import TacticalMap
from hexterm.table import Table


def whole_game(table: Table) -> Widget:
    state = table.game.state
    return MapAndSummary(table, TacticalMap(state.battle, state.seats, id="desk-map"))
