"""The time left before the step's deadline, in one line (issue 28): `DeadlineLine`.

Every screen that waits shows it (the hand-off, the waiting screen, a step's entry,
an orders map): "Deadline in 2 d 4 h", "Paused (2 d 4 h left)", the seats that
asked for a pause, and what its screen adds (who has given, who is awaited); nothing at
all for a game without a deadline (the line is not displayed). It counts down once a
second from the time source it is given (`now`: the Table's clock, which a test
controls); the engine computes the time left (`deadlines.time_left`) and the words
layer says it (`hexterm.i18n.deadline_said`).

The screen gives it the game's `Timing` (and a new one whenever the save changes:
`show`). When a reminder before the deadline comes due while it is shown
(`deadlines.reminders_due`, of those not due when the timing was given), it posts
`ReminderDue` once for it: the screen decides whether the player is told.
"""

from __future__ import annotations

from collections.abc import Callable

from textual.message import Message
from textual.widgets import Static

from hexterm.engine import deadlines
from hexterm.engine.timing import Timing
from hexterm.i18n import deadline_said, t


class DeadlineLine(Static):
    """The step's deadline of a game (`timing`, None: no deadline) at `now()`, with the
    screen's `status` after it."""

    DEFAULT_CSS = """
    DeadlineLine { height: auto; color: $warning; }
    """
    TICK = 1.0  # seconds between two countdowns

    class ReminderDue(Message):
        """A reminder (`before`: seconds before the deadline) came due while shown,
        `left` seconds before the deadline."""

        def __init__(self, before: int, left: int) -> None:
            super().__init__()
            self.before, self.left = before, left

    def __init__(self, timing: Timing | None, now: Callable[[], int], *, status: str = "",
                 id: str | None = None) -> None:
        super().__init__("", id=id)
        self.now = now
        self.timing: Timing | None = None
        self.status = status
        self.reminded: set[int] = set()
        self.shown: str | None = None  # the words on the line now
        self.show(timing)

    def show(self, timing: Timing | None, status: str | None = None) -> None:
        """Show the deadline of `timing` from now on (and `status`, if given); the
        reminders already due then are not posted."""
        if timing != self.timing:
            self.timing = timing
            self.reminded = set() if timing is None else {*timing.reminded, *self._due(set())}
        if status is not None:
            self.status = status
        self.count_down()

    def on_mount(self) -> None:
        self.set_interval(self.TICK, self.count_down)

    def said(self) -> str:
        """The line as it reads now ("" with no deadline)."""
        timing = self.timing
        said = deadline_said(None if timing is None else timing.clock, self.now())
        if not said or timing is None:
            return ""
        asked = sorted(timing.clock.pause_requests)
        if asked:
            said += " · " + t("pause asked by {names}", names=", ".join(asked))
        return said + (" · " + self.status if self.status else "")

    def left(self) -> int:
        """The seconds left now (0 with no deadline, or once it passed)."""
        timing = self.timing
        return 0 if timing is None else deadlines.time_left(timing.clock, self.now()) or 0

    def count_down(self) -> None:
        said = self.said()
        self.display = bool(said)
        if said != self.shown:  # the same words are not laid out and drawn again
            self.shown = said
            self.update(said)
        for before in self._due(self.reminded):
            self.reminded.add(before)
            self.post_message(self.ReminderDue(before, self.left()))

    def _due(self, sent: set[int]) -> tuple[int, ...]:
        timing = self.timing
        if timing is None:
            return ()
        return deadlines.reminders_due(timing.clock, timing.policy, self.now(), sent)
