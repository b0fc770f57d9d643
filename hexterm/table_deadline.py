"""The deadline's changes of a `hexterm.table.Table` (issue 28): what time brings to a
game (`tick`), the pauses, and the organiser's policy, each in the Table's one locked
read-modify-write (`Table._change_told`), the notices handed on once the save is
written.

Two programs ticking one save never resolve a step twice: the tick reads the save
again under its lock, and a step someone else resolved meanwhile is not due any more
(the lock and the step's identity decide: `hexterm.engine.timing`).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from hexterm.engine import timing
from hexterm.engine.deadlines import Policy
from hexterm.engine.game import Game
from hexterm.engine.notices import Notice

Change = Callable[[Game], tuple[Game, tuple[Notice, ...]]]
"""A change of a game that says whom it tells of what."""
Notify = Callable[[Path, Sequence[Notice]], None]
"""Who delivers the notices of a change (`hexterm.notify`): the save's path, the notices."""


def wall_clock() -> int:
    """The time now, in whole seconds since the epoch: a Table's clock unless it is
    given one (the tests and `hexterm tick` give theirs)."""
    return int(time.time())


class DeadlineTable:
    """The deadline's changes, for `hexterm.table.Table` (which gives `now` and
    `_change_told`)."""

    if TYPE_CHECKING:
        game: Game
        now: Callable[[], int]

        def _change_told(self, change: Change, *, at_step: bool = True) -> Game: ...

    def tick(self) -> list[Notice]:
        """What time brings to the game now, in one locked read-modify-write: the
        reminders due, and at the deadline the policy applied (the step extended, or
        resolved with the default input or the bot's for the late); the notices. A
        step resolved meanwhile by another program is not due: nothing happens."""
        told: list[Notice] = []

        def ticked(game: Game) -> tuple[Game, tuple[Notice, ...]]:
            after, notices = timing.tick(game, self.now())
            told[:] = notices
            return after, notices

        self._change_told(ticked, at_step=False)
        return told

    def pause(self) -> None:
        """The organiser pauses the game: its deadline stops, the time left kept
        (DeadlineError when it has no deadline or is paused already)."""
        self._change_told(lambda game: timing.pause(game, self.now()), at_step=False)

    def resume(self) -> None:
        """The organiser resumes the game: the deadline the time that was left away
        (DeadlineError when it is not paused)."""
        self._change_told(lambda game: timing.resume(game, self.now()), at_step=False)

    def ask_pause(self, name: str) -> bool:
        """Seat `name` asks for a pause; whether the game is paused now (every human
        seat asked)."""
        self._change_told(lambda game: timing.ask_pause(game, name, self.now()),
                          at_step=False)
        return self.paused

    def withdraw_pause(self, name: str) -> None:
        """Seat `name` no longer asks for a pause (DeadlineError when it had not)."""
        self._change_told(lambda game: (timing.withdraw_pause(game, name), ()),
                          at_step=False)

    def set_policy(self, policy: Policy | None) -> None:
        """Set, change or (None) remove the game's deadline; a new or changed one times
        the current step afresh from now."""
        self._change_told(lambda game: (timing.set_policy(game, policy, self.now()), ()),
                          at_step=False)

    @property
    def paused(self) -> bool:
        """Whether the game (as last read) is paused."""
        return self.game.timing is not None and self.game.timing.clock.paused
