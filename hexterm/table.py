"""One game played at one keyboard: the save on disk, whose turn it is, autosaves.

The screens drive a game through a `Table` and never change a `Game` themselves:
every submission and every resolution is written to the save at once (under the
save's lock), so quitting at any moment loses nothing.
"""

from __future__ import annotations

from pathlib import Path

from hexterm import savegame
from hexterm.engine import game as games
from hexterm.engine.game import Game
from hexterm.engine.ruleset import Event
from hexterm.engine.seats import Seat


class Table:
    """The game in `path`, as the hot-seat screens play it."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.game: Game = savegame.load(self.path)

    def humans(self) -> list[Seat]:
        return [s for s in self.game.seats if not s.bot]

    def waiting(self) -> list[Seat]:
        """The human seats that still have to give this turn's orders, in seat order."""
        return [self.game.seat(name) for name in self.game.waiting_for()]

    def next_seat(self) -> Seat | None:
        waiting = self.waiting()
        return waiting[0] if waiting else None

    def unlock(self, name: str, pin: str | None) -> Seat:
        """The seat if `pin` opens it (SeatError otherwise)."""
        return games.unlock_seat(self.game, name, pin)

    def check(self, name: str, text: str) -> None:
        """Raise the orders' first error (OrderSyntaxError, IllegalOrderError)."""
        games.check_orders(self.game, name, text)

    def submit(self, name: str, text: str) -> None:
        """Store and save the seat's orders for this turn."""
        with savegame.updating(self.path) as box:
            box[0] = games.submit_orders(box[0], name, text)
        self.game = box[0]

    def resolve(self) -> None:
        """Resolve the turn (bots write their orders now) and save."""
        with savegame.updating(self.path) as box:
            box[0] = games.resolve(box[0])
        self.game = box[0]

    def report(self, name: str, turn: int | None = None) -> list[Event]:
        return games.report(self.game, name, turn)
