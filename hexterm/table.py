"""One game played through the screens: the save on disk, whose turn it is, autosaves.

The screens drive a game through a `Table` and never change a `Game` themselves:
every submission and every resolution is written to the save at once (under the
save's lock), so quitting at any moment loses nothing.

At one keyboard (hot-seat) the app resolves the turn once every human seat has
submitted. When each player plays their own seat from their own terminal, several
programs share the save: there `resolve_on_last` is set, and the submission that
leaves no human seat awaited resolves the turn in the same locked read-modify-write,
so exactly one program resolves each turn and two submissions at the same moment
never lose each other.

Bots never hold a game up: whichever way the last human input of a step comes (a
screen at one keyboard, a seat's own terminal, a served session, `hexterm orders
submit`, which goes through this table with `resolve_on_last` too), the step is
resolved at once (at one keyboard by the app, through `resolve`), and so is every step
after it that awaits only bots, in the same locked update (`games.play_bots`: each
bot's input from its ruleset, seeded). A save found at such a step when it is opened
(a game whose bots begin) is moved on the same way.

Every change checks, under the lock, that the save is still at the turn this table
shows: orders written for a turn that someone else resolved
(`hexterm resolve --force`) are not stored into the next one; and that it still holds
the same game (a save replaced by another game is refused, not written over).

A seat's draft (`hexterm.save.drafts`) is kept beside the save as it is written and
removed when its orders are submitted. Every failure of a change (the lock held too
long by another program, a full disk, a damaged or replaced save) is a `HextermError`
whose sentence the screens show; nothing is changed then, and the draft stays.
"""

from __future__ import annotations

from enum import Enum
from pathlib import Path

from hexterm.engine import game as games
from hexterm.engine.game import Game
from hexterm.engine.ruleset import Event
from hexterm.engine.seats import Seat
from hexterm.save import drafts, savegame
from hexterm.save.errors import SaveError


class Submission(Enum):
    """What became of the last orders submitted through a table."""

    STORED = "stored"  # kept; other human seats are awaited
    RESOLVED = "resolved"  # they were the last: the step was resolved with them
    LATE = "late"  # the turn had been resolved by someone else: not stored


class Table:
    """The game in `path`, as the screens play it."""

    def __init__(self, path: str | Path, *, resolve_on_last: bool = False,
                 lock_timeout: float = 10.0) -> None:
        self.path = Path(path)
        self.game: Game = savegame.load(self.path)
        self.resolve_on_last = resolve_on_last
        self.lock_timeout = lock_timeout
        self.last_submission: Submission | None = None
        self._let_bots_play()

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

    def _same_game(self, saved: Game) -> None:
        if saved.game_id != self.game.game_id:
            other = saved.title or saved.game_id
            raise SaveError(name=str(self.path), key="{path} now holds another game "
                            "({other}): nothing was written; open it again",
                            path=self.path, other=other)

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

    def reload(self) -> Game:
        """The game as the save holds it now (other programs may have changed it)."""
        game = savegame.load(self.path)
        self._same_game(game)
        self.game = game
        self._let_bots_play()
        return self.game

    def _let_bots_play(self) -> None:
        """Resolve the steps the save holds that await only bots (a game whose bots
        begin, or a save written before they were played at once)."""
        if not self.game.awaits_only_bots():
            return
        with savegame.updating(self.path, timeout=self.lock_timeout) as box:
            self._same_game(box[0])
            box[0] = games.play_bots(box[0])
        self.game = box[0]

    def submit(self, name: str, text: str) -> Submission:
        """Store and save the seat's orders for this turn; with `resolve_on_last`, the
        last human seat's submission resolves the turn in the same locked update."""
        turn = self.game.turn
        with savegame.updating(self.path, timeout=self.lock_timeout) as box:
            self._same_game(box[0])
            if box[0].turn != turn:
                outcome = Submission.LATE
            else:
                box[0] = games.submit_orders(box[0], name, text)
                outcome = Submission.STORED
                if self.resolve_on_last and not box[0].waiting_for():
                    box[0] = games.play_bots(games.resolve(box[0]))
                    outcome = Submission.RESOLVED
        self.game = box[0]
        self.last_submission = outcome
        if outcome is not Submission.LATE:
            drafts.clear(self.path, name)
        return outcome

    def withdraw(self, name: str) -> str | None:
        """Take the seat's submitted orders back (their text), or None when the turn was
        resolved meanwhile (then nothing changes but this table, which is reloaded)."""
        turn = self.game.turn
        with savegame.updating(self.path, timeout=self.lock_timeout) as box:
            self._same_game(box[0])
            text = box[0].orders.get(name) if box[0].turn == turn else None
            if text is not None:
                box[0] = games.withdraw_orders(box[0], name)
        self.game = box[0]
        return text

    def take_back(self, name: str) -> None:
        """Take back the seat's last input, which no one has followed yet (a ruleset
        whose moves may be taken back: `Ruleset.undoable`); SeatError says why not."""
        with savegame.updating(self.path, timeout=self.lock_timeout) as box:
            self._same_game(box[0])
            box[0] = games.take_back(box[0], name)
        self.game = box[0]

    def resolve(self) -> None:
        """Resolve the step (bots write their input now), and the steps after it that
        await only bots, and save; nothing to do when another program has already
        resolved it."""
        where = (self.game.turn, self.game.steps_done)
        with savegame.updating(self.path, timeout=self.lock_timeout) as box:
            self._same_game(box[0])
            if (box[0].turn, box[0].steps_done) == where:
                box[0] = games.play_bots(games.resolve(box[0]))
        self.game = box[0]

    def report(self, name: str, turn: int | None = None) -> list[Event]:
        return games.report(self.game, name, turn)
