"""The whole Novlémia game for the organiser's screen (issue 30): the map as the
organiser sees it (`view(state, None)`: every explorer and city, the play screen's
`NovMap`) beside the summary of every nation
(`hexterm.screens.shared.organiser.MapAndSummary`); found through the screen set's
`whole`."""

from __future__ import annotations

from textual.widget import Widget

from hexterm.screens.novlemia.map import NovMap
from hexterm.screens.shared.organiser import MapAndSummary
from hexterm.table import Table


def whole_game(table: Table) -> Widget:
    game = table.game
    return MapAndSummary(table, NovMap(game.rules.view(game.state, None), id="desk-map"))
