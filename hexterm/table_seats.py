"""What a `hexterm.table.Table` keeps and changes of its seats besides their inputs:
each seat's draft, kept on disk for the step the game is at (`hexterm.save.drafts`),
and the seats themselves, changed in the Table's one locked read-modify-write
(`Table._change`): a seat's PIN and SSH keys at any step, a seat joining between two
steps, its roles, and who plays it (a player, or the program)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from hexterm.engine import game as games
from hexterm.engine import game_seats, organiser_acts
from hexterm.engine.game import Game
from hexterm.engine.seats import Seat
from hexterm.save import drafts


class SeatsTable:
    """The seats' drafts and changes, for `hexterm.table.Table` (which gives `game`,
    `path` and `_change`)."""

    if TYPE_CHECKING:
        game: Game
        path: Path

        def _change(self, change: Callable[[Game], Game], *, at_step: bool = True
                    ) -> Game: ...

    # --- drafts ----------------------------------------------------------------------

    def step_at(self) -> tuple[int, int]:
        """The step the game is at, as a draft is kept for it: (turn, steps resolved in
        the turn)."""
        return self.game.turn, self.game.steps_done

    def keep_draft(self, name: str, text: str, at: tuple[int, int] | None = None) -> None:
        """Keep the seat's unsent input on disk for the step `at` (default: the step the
        game is at) (OSError when they cannot be written)."""
        turn, step = at or self.step_at()
        drafts.keep(self.path, self.game.game_id, turn, name, text, step)

    def kept_draft(self, name: str) -> str | None:
        """The seat's draft of this step, kept from an earlier run, if any."""
        turn, step = self.step_at()
        return drafts.kept(self.path, self.game.game_id, turn, name, step)

    # --- the seats ---------------------------------------------------------------------

    def change_seat(self, name: str, change: Callable[[Seat], Seat]) -> tuple[Seat, Seat]:
        """Change what a seat holds outside the rules (its PIN, its SSH keys), at any
        step; the seat before and after."""
        seats: list[Seat] = []

        def replace_seat(game: Game) -> Game:
            seat = game.seat(name)
            seats[:] = [seat, change(seat)]
            return replace(game, seats=tuple(seats[1] if s is seat else s
                                             for s in game.seats))

        self._change(replace_seat, at_step=False)
        return seats[0], seats[1]

    def join(self, seat: Seat) -> None:
        """A seat joins the game between two steps (SeatError says why not)."""
        self._change(lambda game: game_seats.join_seat(game, seat))

    def set_roles(self, name: str, roles: Sequence[str]) -> Seat:
        """The seat holds `roles` from now on, the change in the log; the seat now."""
        self._change(lambda game: game_seats.set_roles(game, name, roles))
        return self.game.seat(name)

    def replace_player(self, name: str, player: str | None, reason: str) -> Seat:
        """Seat `name` played by `player`, or the program (None), from now on: its PIN
        and keys removed, in the log (`organiser_acts`); bots play at once. The seat."""
        self._change(lambda game: games.play_bots(
            organiser_acts.replace_player(game, name, player, reason)), at_step=False)
        return self.game.seat(name)
