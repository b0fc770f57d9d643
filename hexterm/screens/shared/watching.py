"""Following the save while a screen waits, and the step's deadline shown on it.

`SaveWatch` looks at a save (a `stat`) and reads its header only when the file was
replaced (saves are replaced atomically, so reading needs no lock). `step_status` says
who has given their input to the step and who is awaited. `FollowsDeadline`, mixed into
the screens that wait (the hand-off, the waiting screen, a step's entry, the
orders map), shows the game's `DeadlineLine` (nothing for a game without a
deadline), keeps it in step with the save's header (a pause, an extension, a new step),
tells the player at this terminal when a reminder comes due while their input is
awaited (`alerts`), and lets a seat ask for a pause or withdraw its request
(`Table.ask_pause`, `Table.withdraw_pause`: the pause starts when every human seat asked).
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from pathlib import Path
from typing import Any

from textual.screen import Screen

from hexterm.engine.deadlines import DeadlineError
from hexterm.engine.errors import HextermError
from hexterm.engine.game import Game
from hexterm.engine.seats import called
from hexterm.engine.steps import ORGANISER
from hexterm.engine.timing import Timing, reminder
from hexterm.i18n import said_or_name, t, title_said
from hexterm.save.errors import SaveError
from hexterm.save.savefile import read_header
from hexterm.screens.shared.common import sentence
from hexterm.table import Stamp, Table, file_stamp
from hexterm.widgets.deadline import DeadlineLine


class SaveWatch:
    """Tells when the save at `path` was replaced or changed, and gives its header."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.stamp: Stamp | None = None

    def changed(self) -> dict[str, Any] | None:
        """The save's header if the file changed since the last call that gave one;
        None when it did not (or cannot be read just now: the next call tries again)."""
        stamp = file_stamp(self.path)
        if stamp is None or stamp == self.stamp:
            return None
        try:
            header = read_header(self.path)
        except SaveError:
            return None
        self.stamp = stamp
        return header

    @staticmethod
    def step_of(header: dict[str, Any]) -> tuple[Any, Any]:
        """Where a save's header says the game is: (turn, steps done in it)."""
        return header.get("turn"), header.get("step", 0)


def step_status(game: Game, submitted: Collection[str]) -> str:
    """The two lines of who has given their input to the step the game is at (of the
    seats it awaits) and who is still awaited, in the same words for every ruleset and
    step ("Given", "Awaited"; a seat given to another person named "carol for bob":
    `seats.called`); `submitted`: the names of a save's header (a step does not
    change while its inputs come in). A step in parts: a line a part open, with whom it
    still awaits (from `game`, reloaded when its save changes)."""
    step = game.step
    if step.parts:  # each open part, and whom it awaits (the game's own inputs)
        return "\n".join(t("{part} · awaited: {names}", part=title_said(part.title, game.rules.name)
                                                                 or part.key,
                            names=", ".join(names) or "-")
                          for part, names in game.waiting_in_parts())
    humans = [s for s in game.seats if not s.bot and s.name in step.seats]
    given = [said_or_name(called(s)) for s in humans if s.name in submitted]
    awaited = [said_or_name(called(s)) for s in humans if s.name not in submitted]
    if step.organiser_only and ORGANISER not in submitted:
        awaited.append(t("the organiser"))
    return (t("Given: {names}", names=", ".join(given) or "-") + "\n"
            + t("Awaited: {names}", names=", ".join(awaited) or "-"))


def one_line(status: str) -> str:
    """`step_status`'s lines as one line (a step's screen, beside the deadline)."""
    return " · ".join(status.splitlines())


Command = tuple[str, str, Callable[[], object]]
"""A command palette's entry: its title, its help, its action."""


class FollowsDeadline:
    """Mixed in before a Textual screen with a `table`: its deadline line (`deadline_line`
    in `compose`), kept in step with the save (`follow_deadline` on mount, for a screen
    that does not watch the save itself; `deadline_seen` with a header it read), and the
    pause a seat asks for (`pause_commands`, `ask_pause`, `withdraw_pause`)."""

    table: Table
    FOLLOW = 1.0  # seconds between two looks at the save (a step's screen)

    def _screen(self) -> Screen[Any]:
        assert isinstance(self, Screen)
        return self

    def deadline_line(self, status: str = "") -> DeadlineLine:
        """The line of the game's deadline, `status` after it (given, awaited)."""
        return DeadlineLine(self.table.game.timing, self.table.now, status=status,
                            id="deadline")

    def follow_deadline(self, status: Callable[[dict[str, Any]], str] | None = None) -> None:
        """Look at the save once a second while the game has a deadline; `status`: the
        line's status from a new header."""
        if self.table.game.timing is None or self._line() is None:
            return
        watch = SaveWatch(self.table.path)
        watch.changed()  # as the screen was made

        def look() -> None:
            header = watch.changed()
            if header is not None:
                self.deadline_seen(header, None if status is None else status(header))

        self._screen().set_interval(self.FOLLOW, look)

    def deadline_seen(self, header: dict[str, Any], status: str | None = None) -> None:
        """The deadline as the save's `header` says it now (a damaged one left as shown)."""
        try:
            timing = Timing.from_data(header["deadline"]) if "deadline" in header else None
        except DeadlineError:
            return
        line = self._line()
        if line is not None:
            line.show(timing, status)

    def on_deadline_line_reminder_due(self, message: DeadlineLine.ReminderDue) -> None:
        """A reminder came due: the player at this terminal is told if the step awaits
        their seat (at their own terminal only: at one keyboard nobody may be there)."""
        message.stop()
        app: Any = self._screen().app  # the HextermApp (the screens' floor's top)
        seat, game = getattr(app, "only_seat", None), self.table.game
        if seat is None or seat not in game.waiting_for():
            return
        app.alerts.tell([reminder(game, seat, message.left)], seat)

    # --- a pause asked by the players -------------------------------------------------

    def pause_asked(self, seat: str) -> bool | None:
        """Whether `seat` has asked for a pause; None when it has no pause to ask (a game
        without a deadline, or paused, or over; the organiser)."""
        game, line = self.table.game, self._line()
        timing = game.timing if line is None else line.timing  # the line: as saved now
        if timing is None or timing.clock.paused or game.outcome is not None \
                or seat == ORGANISER:
            return None
        return seat in timing.clock.pause_requests

    def pause_commands(self, seat: str) -> list[Command]:
        """The palette's entry of `seat`: ask for a pause, or withdraw its request."""
        asked = self.pause_asked(seat)
        if asked is None:
            return []
        if asked:
            return [(t("Withdraw my request for a pause"),
                     t("the deadline runs on; the others' requests stay"),
                     lambda: self.withdraw_pause(seat))]
        return [(t("Ask for a pause"), t("the pause starts when every player asked"),
                 lambda: self.ask_pause(seat))]

    def ask_pause(self, seat: str) -> None:
        """`seat` asks for a pause: said, with who asked, or that the game is paused."""
        try:
            paused = self.table.ask_pause(seat)
        except HextermError as exc:
            self._screen().notify(sentence(exc), title=t("No pause asked"), severity="error")
            return
        self._show_timing()
        asked = self.table.game.timing
        names = ", ".join(sorted(asked.clock.pause_requests)) if asked is not None else ""
        self._screen().notify(
            t("Every player asked: the game is paused.") if paused else
            t("Your request is in (asked by {names}): the pause starts when every player "
              "asked.", names=names), timeout=10)

    def withdraw_pause(self, seat: str) -> None:
        """`seat` withdraws its request for a pause."""
        try:
            self.table.withdraw_pause(seat)
        except HextermError as exc:
            self._screen().notify(sentence(exc), title=t("Nothing withdrawn"), severity="error")
            return
        self._show_timing()
        self._screen().notify(t("Your request for a pause is withdrawn."), timeout=10)

    def _show_timing(self) -> None:
        line = self._line()
        if line is not None:
            line.show(self.table.game.timing)

    def _line(self) -> DeadlineLine | None:
        """The screen's deadline line (a screen that composes its own may have none)."""
        found = self._screen().query(DeadlineLine)
        return found.first() if found else None
