"""The Textual application: the hot-seat cycle of hand-off, turn, and resolution.

`hexterm` opens the title screen; `hexterm play SAVE` goes straight to the game. Each
human seat that still owes orders is called in turn through the hand-off screen; when
none is left the turn is resolved (bots write theirs then) and the cycle starts again,
each player reading their reports first.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from textual.app import App, SystemCommand
from textual.screen import Screen

from hexterm.engine.errors import HextermError
from hexterm.i18n import t
from hexterm.screens.handoff import HandOffScreen
from hexterm.screens.play import PlayScreen
from hexterm.screens.reports import ReportsScreen
from hexterm.screens.title import TitleScreen
from hexterm.snapshot import SaveError
from hexterm.table import Table


class HextermApp(App[None]):
    """hexterm in the terminal."""

    TITLE = "hexterm"
    CSS_PATH = "screens/hexterm.tcss"
    ENABLE_COMMAND_PALETTE = True

    def __init__(self, saves: Path, game: Path | None = None, seat: str | None = None) -> None:
        # Under NO_COLOR, ANSI mode makes Textual drop every colour (not turn it grey).
        super().__init__(ansi_color=True if "NO_COLOR" in os.environ else None)
        self.saves = saves
        self.start_game = game
        self.only_seat = seat
        self.table: Table | None = None

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        """Textual's commands, and on the map screen the game's own."""
        yield from super().get_system_commands(screen)
        if isinstance(screen, PlayScreen):
            for title, help_text, action in screen.commands():
                yield SystemCommand(title, help_text, action)

    def on_mount(self) -> None:
        if self.start_game is not None:
            self.open_game(self.start_game)
        else:
            self.push_screen(TitleScreen(self.saves), self.open_game)

    def open_game(self, path: Path | None) -> None:
        if path is None:
            self.exit()
            return
        try:
            self.table = Table(path)
        except (SaveError, HextermError) as exc:  # a damaged save: say so, back to the title
            self.notify(str(exc), title=t("This save cannot be opened"), severity="error",
                        timeout=20)
            self.push_screen(TitleScreen(self.saves), self.open_game)
            return
        self.call_next_player()

    def call_next_player(self) -> None:
        table = self.table
        assert table is not None
        over = table.game.outcome
        if over is not None:
            self.notify(f"{over.reason}: {', '.join(over.ranking)}", timeout=30)
            return
        seat = table.next_seat()
        if self.only_seat is not None:
            seat = table.game.seat(self.only_seat)
        elif seat is None:
            table.resolve()
            self.notify(t("Every seat has given its orders: the turn is resolved."))
            seat = table.next_seat()
            if seat is None:
                return
        self.push_screen(HandOffScreen(table, seat.name), self.start_turn)

    def start_turn(self, seat: str | None) -> None:
        table = self.table
        if seat is None or table is None:
            return
        play = PlayScreen(table, seat)
        self.push_screen(play, lambda _: self.after_turn())
        if table.game.turn > 1:  # its reports first; a quest's answer goes into the draft
            self.push_screen(ReportsScreen(table, seat, play.draft), play.take_draft)

    def after_turn(self) -> None:
        if self.only_seat is not None:
            self.exit()
            return
        self.call_next_player()
