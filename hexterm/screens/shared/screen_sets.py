"""Which screens show a ruleset's game: the one place that maps a ruleset to them.

A ruleset's screen set (`ScreenSet`) says how to open a seat's turn (`play`: a screen
with a `draft` it keeps, and the command palette's entries), the input of a step that
is not orders (`entry`: by default the step's input as text, `StepEntryScreen`, which
the organiser's entries use too) and the seat's reports (`reports`, given the seat's
open turn, if any, so that a report can write into its draft). The app, the waiting
screen and served sessions ask `screens_for` what to show for the awaited step
(`ScreenSet.turn`) and never compare ruleset names. A ruleset without screens of its
own is played with `entry` alone. The registry is lazy: a ruleset's screens are
imported the first time one of its games is shown. A ruleset's help (`help`, from its
folder's `help.py`) and its French (its folder's `french.py`, which the French
catalogue takes in at the start, see `hexterm.locale_fr.ruleset_words`) live in its
screen folder with its screens.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from textual.screen import Screen
from textual.widget import Widget

from hexterm.engine.game import Game
from hexterm.engine.steps import ORGANISER, InputKind
from hexterm.helptexts.helptext import HelpText
from hexterm.i18n import language, t
from hexterm.screens.shared.step_entry import StepEntryScreen
from hexterm.table import Table

if TYPE_CHECKING:  # the editor's pieces are imported only when a world is edited
    from hexterm.screens.shared.editor_kit import WorldEditing

# ruleset name -> the module whose SCREENS is its screen set
_MODULES = {
    "planisphere": "hexterm.screens.planisphere.play",
    "novlemia": "hexterm.screens.novlemia.play",
    "saga": "hexterm.screens.saga.play",
    "medfan": "hexterm.screens.medfan.play",
    "tactical": "hexterm.screens.tactical.play",
}
# ruleset name -> the module whose EDITING edits its worlds (`hexterm edit`)
_EDITING = {
    "planisphere": "hexterm.screens.planisphere.editing",
    "tactical": "hexterm.screens.tactical.editing",
    "novlemia": "hexterm.screens.novlemia.editing",
    "saga": "hexterm.screens.saga.editing",
}

@dataclass(frozen=True)
class ScreenSet:
    """How one ruleset shows a seat its turn and its reports."""

    play: Callable[[Table, str], Screen[Any]] = StepEntryScreen
    reports: Callable[[Table, str, Any],
                      tuple[Screen[Any], Callable[[Any], None] | None]] | None = None
    """(screen, what to call with its result) for the seat's reports; the third
    argument is the seat's open turn screen, or None. None: no reports screen."""
    entry: Callable[[Table, str], Screen[Any]] = StepEntryScreen
    ending: Callable[[Table], Screen[Any]] | None = None
    """The screen of a game that is over (the final ranking), shown at one keyboard;
    None: the outcome in one line."""
    help: Mapping[str, HelpText] | None = None
    """The game's help by language ("en", "fr"): what it is, how a turn goes, what to
    type at each step, the keys (`?` in the game, and from the title). None: none."""
    turn_label: Callable[[Game], str] | None = None
    """What the ruleset calls the turn the game is at ("Battle 3"), in the player's
    language; None: "Turn N"."""
    whole: str | None = None
    """"module:NAME" of the widget of the whole game without fog, made from a `Table`,
    for the organiser's screen (its map or board with every unit, every side's state:
    `hexterm.screens.shared.organiser`), imported when first shown (the play screen's
    pieces it reuses import nothing back); None: the ruleset's summary as text."""

    def whole_game(self, table: Table) -> Widget | None:
        """The widget of the whole game of `table` (`whole`), or None."""
        if self.whole is None:
            return None
        module, name = self.whole.split(":")
        made: Widget = getattr(importlib.import_module(module), name)(table)
        return made

    def turn_name(self, game: Game) -> str:
        """The turn `game` is at, as its ruleset calls it, for every shared screen."""
        if self.turn_label is not None:
            return self.turn_label(game)
        return t("Turn {turn}", turn=game.turn)

    def guide(self) -> HelpText | None:
        """The game's help in the current language (English when it has no other)."""
        if not self.help:
            return None
        return self.help.get(language()) or self.help.get("en")

    def turn(self, table: Table, seat: str) -> Screen[Any]:
        """The screen of `seat` (or `steps.ORGANISER`) for the step the game is at."""
        if seat != ORGANISER and table.game.step.kind is InputKind.ORDERS:
            return self.play(table, seat)
        return self.entry(table, seat)


PLAIN = ScreenSet()
"""The screens of a ruleset that has none of its own: every input as text."""


def screens_for(ruleset: str) -> ScreenSet:
    """The screen set of `ruleset` (`PLAIN` for a ruleset without screens)."""
    if ruleset not in _MODULES:
        return PLAIN
    found: ScreenSet = importlib.import_module(_MODULES[ruleset]).SCREENS
    return found


def editable_rulesets() -> list[str]:
    """The rulesets whose worlds the world editor edits."""
    return list(_EDITING)


def editing_for(ruleset: str) -> type[WorldEditing] | None:
    """How the world editor edits a world of `ruleset` (None: not yet)."""
    if ruleset not in _EDITING:
        return None
    found: type[WorldEditing] = importlib.import_module(_EDITING[ruleset]).EDITING
    return found


def is_turn_screen(screen: object) -> bool:
    """Whether `screen` is a seat's turn of some ruleset: it has a `draft` and offers
    the command palette its entries (`commands()`: title, help, action)."""
    return callable(getattr(screen, "commands", None)) and hasattr(screen, "draft")
