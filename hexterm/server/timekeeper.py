"""`hexterm serve` keeps the time of its games (issue 28): what a deadline brings is
done by the server itself, whether anyone is connected or not.

Every `every` seconds, and once at start (a server restarted after a deadline passed
resolves it then), the timekeeper looks at the header of each served save: a game with
a deadline whose deadline or a reminder has come is ticked through its `Table` (one
locked read-modify-write: the lock and the step's identity decide, so the server, a
`hexterm tick` from cron and a player's submission never resolve one step twice). The
notices of what happened are delivered (`hexterm.notify`: the organiser's commands);
a connected player's own program sees the save move on and rings their terminal.

The work is done in a thread of its own, one save after the other, so the server's
event loop never waits for a save or a notification command. A save that cannot be
read or ticked is one line of the server's log; the others are still ticked.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from hexterm import notify
from hexterm.engine import deadlines
from hexterm.engine.errors import HextermError
from hexterm.engine.game_data import DEADLINE
from hexterm.engine.notices import Notice
from hexterm.engine.timing import Timing
from hexterm.save.savefile import read_header
from hexterm.table import Table
from hexterm.table_deadline import wall_clock

EVERY = 10.0
"""Seconds between two looks at the served games' deadlines."""


def due_now(header: dict[str, object], now: int) -> bool:
    """Whether the game of this header has something to do at `now`: its deadline has
    come, or a reminder (not sent yet) has. A game with no deadline, paused or over
    has not; a damaged deadline is left to the Table, which says what is wrong."""
    data = header.get(DEADLINE)
    if data is None or header.get("over"):
        return False
    try:
        kept = Timing.from_data(data)
    except HextermError:
        return True  # the Table's load names the damage in one sentence
    return deadlines.due(kept.clock, now) or bool(
        deadlines.reminders_due(kept.clock, kept.policy, now, kept.reminded))


class Timekeeper:
    """Ticks the served saves that are due, now and then every `every` seconds."""

    def __init__(self, paths: Callable[[], Sequence[Path]], *, every: float = EVERY,
                 lang: str = "", now: Callable[[], int] = wall_clock,
                 log: Callable[[str], None] | None = None) -> None:
        self.paths = paths
        self.every = every
        self.lang = lang
        self.now = now
        self._log = log
        self._thread = ThreadPoolExecutor(1, thread_name_prefix="hexterm-time")
        self.rounds = 0  # rounds done (tests wait on it)

    def log(self, text: str) -> None:
        if self._log is not None:
            self._log(text)

    async def run(self) -> None:
        """Tick what is due, now and every `every` seconds, until cancelled."""
        loop = asyncio.get_running_loop()
        try:
            while True:
                await loop.run_in_executor(self._thread, self.tick_due)
                self.rounds += 1
                await asyncio.sleep(self.every)
        finally:
            self._thread.shutdown(wait=False, cancel_futures=True)

    def tick_due(self) -> list[Notice]:
        """One round: every served save that is due ticked; the notices of all."""
        told: list[Notice] = []
        for path in self.paths():
            try:
                if not due_now(read_header(path), self.now()):
                    continue
                table = Table(path, catch_up=False, now=self.now, notify=self.deliver)
                notices = table.tick()
            except (HextermError, OSError) as exc:
                self.log(f"{path.name}: {exc}")
                continue
            told += notices
            if notices:
                kinds = sorted({n.kind for n in notices})
                self.log(f"{path.name}: turn {table.game.turn}: {', '.join(kinds)}")
        return told

    def deliver(self, path: Path, notices: Sequence[Notice]) -> None:
        """The notices handed to the organiser's commands, in the game's language (the
        server's `--lang` for a game that sets none)."""
        notify.deliver_in_its_language(path, notices, otherwise=self.lang)
