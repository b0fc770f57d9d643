"""One saved game and every change to it: the one authority over a save.

The screens, the command line (`hexterm orders`, `undo`, `resolve`, `autoplay`, `seat`,
`board --hand-back`) and the served sessions change a game through a `Table` and never
change a `Game` or a save themselves (`tests/test_one_authority.py` reads the sources
to hold this): every submission, withdrawal, take-back, resolution and seat change is
written to the save at once, in one locked read-modify-write (`Table._change`), so
quitting at any moment loses nothing. A new save is written here too (`create_game`,
`create`).

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

A step in parts (`Step.parts`: the battles of a turn, open at once) resolves each part
as soon as its last input comes, whichever way it comes and at one keyboard too
(`Submission.PART` when the step is left with parts open); the game stays at the same
step meanwhile, so an input for another part is not stale.

Every change checks, under the lock, that the save still holds the same game (a save
replaced by another game is refused, not written over) and, for what belongs to a step
(an input, a take-back, a resolution, a seat joining or its roles), that the save is
still at the step this table shows: orders written for a turn, or a step of it, that
someone else resolved (`hexterm resolve --force`) are not stored into the next one
(`StaleError`, one sentence; the screens see `Submission.LATE`). A script says which
turn it read with `--turn N` (`expect_turn`). A seat's PIN and SSH keys change at any
step; `autoplay` plays on from wherever the save is.

A game's deadline (`Game.timing`) is kept in step with every change: each change runs
`timing.after_change` on the game it writes, and the notices of the change (a step
resolved, a step opened, a seat's go) are handed to `notify` once the save is written
(outside the lock): by default the organiser's commands (`hexterm.notify`, in the
game's language); a player's program passes `notify.deliver_later`. What time brings
(`tick`), the pauses and the policy are changes of the Table too
(`hexterm.table_deadline`); its clock is `now`. So are the organiser's acts during a
campaign (`hexterm.table_acts`: `act`, `act_forms`).

A seat's draft (`hexterm.save.drafts`) is kept beside the save as it is written and
removed when its orders are submitted. Every failure of a change (the lock held too
long by another program, a full disk, a damaged or replaced save) is a `HextermError`
whose sentence the screens show; nothing is changed then, and the draft stays.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import replace
from enum import Enum
from pathlib import Path
from typing import Any

from hexterm.engine import game as games
from hexterm.engine import game_seats, organiser_acts, parts, timing
from hexterm.engine.deadlines import Policy
from hexterm.engine.game import Game
from hexterm.engine.messages import titled
from hexterm.engine.notices import Notice
from hexterm.engine.ruleset import Event
from hexterm.engine.seats import Seat
from hexterm.engine.steps import ORGANISER
from hexterm.notify import deliver_in_its_language
from hexterm.save import drafts, savegame
from hexterm.save.errors import SaveError
from hexterm.table_acts import ActsTable
from hexterm.table_deadline import Change, DeadlineTable, Notify, wall_clock
from hexterm.table_seats import SeatsTable
from hexterm.worlds import start_game

Stamp = tuple[int, int, int]  # a save file's inode, modification time (ns) and size


def file_stamp(path: Path) -> Stamp | None:
    """What tells one version of a save's file from another (a save is replaced whole
    at each write, never changed in place); None when it cannot be looked at."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_ino, info.st_mtime_ns, info.st_size


class Submission(Enum):
    """What became of the last orders submitted through a table."""

    STORED = "stored"  # kept; other human seats are awaited
    RESOLVED = "resolved"  # they were the last: the step was resolved with them
    PART = "part"  # they were the last of a part of a step in parts: that part resolved
    LATE = "late"  # the step had been resolved by someone else: not stored (`stale`)


class StaleError(SaveError):
    """A change meant for a turn or a step the save is no longer at (another program
    resolved it, or a script said a turn the game is not at): nothing was written."""

    @classmethod
    def moved(cls, path: Path, now: Game, seen: tuple[int, int]) -> StaleError:
        """The sentence for a save at `now` when the change was meant for the step
        `seen` (its turn, the steps done in it)."""
        if now.turn != seen[0]:
            return cls(name=str(path), key=titled("{path} is at turn {turn} now, not turn {seen}: "
                       "nothing was written; look at the game again"),
                       path=path, turn=now.turn, seen=seen[0])
        return cls(name=str(path), key=titled("{path} is at another step of turn {turn} now: "
                   "nothing was written; look at the game again"), path=path, turn=now.turn)


def create_game(path: Path, ruleset: str, ref: str | None, seats: list[Seat],
                seed: int, options: Mapping[str, Any] | None = None, *,
                lang: str = "", deadline: Policy | None = None,
                now: Callable[[], int] = wall_clock) -> Game:
    """A new save of `worlds.start_game` (`hexterm new`, the new game screen), made by
    `create`; `lang`: the game's language, if the organiser set one; `deadline`: its
    deadline policy, the first step timed from `now`."""
    game = start_game(ruleset, ref, seats, seed, options)
    if deadline is not None:
        game = timing.set_policy(game, deadline, now())
    return create(path, replace(game, lang=lang) if lang else game, now=now)


def create(path: Path, game: Game, *, now: Callable[[], int] = wall_clock) -> Game:
    """`game`, new, saved to `path` (replacing any file there: callers ask first) once
    the steps that await only bots are resolved (`games.play_bots`, as the Table does):
    a bot that moves first has moved when the game is saved (and the step it is at
    then timed from `now`, if it has a deadline)."""
    played = games.play_bots(game)
    game = played if game.timing is None else timing.after_change(game, played, now())[0]
    path.parent.mkdir(parents=True, exist_ok=True)
    savegame.save(path, game)
    return game


class Table(DeadlineTable, ActsTable, SeatsTable):
    """The game in `path`, as the screens, the commands and the served sessions change
    it: the one authority over a save (`_change`)."""

    def __init__(self, path: str | Path, *, resolve_on_last: bool = False,
                 lock_timeout: float = 10.0, catch_up: bool = True,
                 now: Callable[[], int] = wall_clock,
                 notify: Notify | None = deliver_in_its_language,
                 game: Game | None = None, stamp: Stamp | None = None) -> None:
        """`catch_up`: resolve at once the steps the save holds that await only bots
        (the screens, `orders submit`); the organiser's commands leave them to
        `resolve` and `autoplay`, as they find the save. `now`: the clock of the
        deadlines (seconds since the epoch); `notify`: who is handed the notices of
        each change, once it is written. `game`: the game just read from `path` (by
        `hexterm play`, before any screen), not read again (a 512×512 world's read
        is a third of a second); every change reads the save again under its lock.
        `stamp`: the file's `file_stamp` taken before `game` was read from it (None:
        unknown, the next `refresh` reads it)."""
        self.path = Path(path)
        self.now = now
        self.notify = notify
        if game is None:
            stamp = file_stamp(self.path)  # before the read: a save replaced meanwhile
            game = savegame.load(self.path)  # is read again by the next `refresh`
        self.game: Game = game
        savegame.log_read(self.game)  # a damaged log: one sentence now, not in a screen
        self.stamp = stamp  # the version of the file `game` was read from, if known
        self.resolve_on_last = resolve_on_last
        self.lock_timeout = lock_timeout
        self.last_submission: Submission | None = None
        self.stale: StaleError | None = None  # why the last change came too late
        self.parts_resolved: tuple[str, ...] = ()  # by the last submission (a step in parts)
        if catch_up:
            self._let_bots_play()

    def _same_game(self, saved: Game) -> None:
        if saved.game_id != self.game.game_id:
            other = saved.title or saved.game_id
            raise SaveError(name=str(self.path), key=titled("{path} now holds another game "
                            "({other}): nothing was written; open it again"),
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
        return game_seats.unlock_seat(self.game, name, pin)

    def check(self, name: str, text: str) -> None:
        """Raise the orders' first error (OrderSyntaxError, IllegalOrderError)."""
        games.check_orders(self.game, name, text)

    def reload(self) -> Game:
        """The game as the save holds it now (other programs may have changed it)."""
        stamp = file_stamp(self.path)
        game = savegame.log_read(savegame.load(self.path))
        self._same_game(game)
        self.game, self.stamp = game, stamp
        self._let_bots_play()
        return self.game

    def refresh(self) -> Game:
        """`reload`, but the save is read again only when its file is not the one this
        table's game was read from (a served login's hand-off: the game its program
        read a moment before, unless another program wrote the save meanwhile)."""
        if self.stamp is None or file_stamp(self.path) != self.stamp:
            return self.reload()
        return self.game

    def _let_bots_play(self) -> None:
        """Resolve the steps the save holds that await only bots (a game whose bots
        begin, or a save written before they were played at once)."""
        if self.game.awaits_only_bots():
            self._change(games.play_bots, at_step=False)

    def _change(self, change: Callable[[Game], Game], *, at_step: bool = True) -> Game:
        """The one way a save changes: under its lock, the save checked to hold the same
        game and (`at_step`) to be at the step this table shows, then `change` applied,
        its deadline kept in step (`timing.after_change`), and written; returns the game
        as the save held it just before (StaleError when it had moved on, and nothing
        is written)."""
        def changed(game: Game) -> tuple[Game, tuple[Notice, ...]]:
            after = change(game)
            return (after, ()) if after is game else timing.after_change(game, after,
                                                                           self.now())
        return self._change_told(changed, at_step=at_step)

    def _change_told(self, change: Change, *, at_step: bool = True) -> Game:
        """`_change` of a change that says whom it tells of what: the notices handed to
        `notify` once the save is written, outside the lock."""
        seen, self.stale = self.step_at(), None
        self.stamp = None  # the game held next is the one written (or read) under the lock
        with savegame.updating(self.path, timeout=self.lock_timeout) as box:
            before = box[0]
            self._same_game(before)
            if at_step and (before.turn, before.steps_done) != seen:
                self.game = before
                raise StaleError.moved(self.path, before, seen)
            box[0], told = change(before)
        self.game = box[0]
        if told and self.notify is not None:
            self.notify(self.path, told)
        return before

    def expect_turn(self, turn: int | None) -> None:
        """Refuse (StaleError) when the game is not at `turn`, the turn the player or
        the script saw (`hexterm orders submit --turn N`); None: no turn said."""
        if turn is not None and self.game.turn != turn:
            raise StaleError.moved(self.path, self.game, (turn, 0))

    def submit(self, name: str, text: str, *, by_organiser: bool = False) -> Submission:
        """Store and save the seat's orders for this step; with `resolve_on_last`, the
        last human seat's submission resolves the step in the same locked update. LATE
        (and `stale` says why) when the save has moved past the step this table shows.
        `by_organiser`: the organiser gives a late seat's input for it, in the log."""
        outcome = Submission.STORED
        self.parts_resolved = ()

        def store(game: Game) -> Game:
            nonlocal outcome
            game = (organiser_acts.give_for(game, name, text) if by_organiser else
                    games.submit_orders(game, name, text))
            if game.step.parts and game.ready_parts():  # at one keyboard too
                self.parts_resolved = game.ready_parts()
                step = game.turn, game.steps_done
                game = games.play_bots(games.resolve(game))
                outcome = (Submission.PART if (game.turn, game.steps_done) == step
                           else Submission.RESOLVED)
                return game
            if self.resolve_on_last and not game.waiting_for():
                outcome = Submission.RESOLVED
                return games.play_bots(games.resolve(game))
            return game

        try:
            self._change(store)
        except StaleError as exc:
            self.stale, outcome = exc, Submission.LATE
        self.last_submission = outcome
        if outcome is not Submission.LATE:
            drafts.clear(self.path, name)
        return outcome

    def withdraw(self, name: str, part: str = "") -> str | None:
        """Take the seat's submitted orders back (their text; at a step in parts, its
        input for one part, `part` or the last it gave, the others kept), or None when
        the step was resolved meanwhile (then nothing changes but this table, which is
        reloaded)."""
        text = None

        def withdraw(game: Game) -> Game:
            nonlocal text
            text = self._withdrawn(game, name, part)
            return game if text is None else games.withdraw_orders(game, name, part)

        try:
            self._change(withdraw)
        except StaleError as exc:
            self.stale = exc
        return text

    @staticmethod
    def _withdrawn(game: Game, name: str, part: str) -> str | None:
        """The text of the input `name` takes back (at a step in parts, one part's)."""
        if name not in game.orders or not game.step.parts:
            return game.orders.get(name)
        key, _ = parts.taken_back(game, name, part)
        return game.rules.format_input(game.step, {key: parts.given(game)[name][key]})

    def take_back(self, name: str) -> None:
        """Take back the seat's last input, which no one has followed yet (a ruleset
        whose moves may be taken back: `Ruleset.undoable`); SeatError says why not,
        StaleError when the save moved on."""
        self._change(lambda game: games.take_back(game, name))

    def undo(self, name: str, part: str = "") -> str:
        """Take back the seat's last input (`hexterm undo`): its input not yet resolved
        withdrawn (at a step in parts, for one part: `part`, else the last it gave),
        else its last one resolved taken back (the organiser's: anyone's, the one input
        not yet resolved first: `organiser_acts.undo_target`); whose input it was."""
        stored, whose = False, name

        def undo(game: Game) -> Game:
            nonlocal stored, whose
            whose = organiser_acts.undo_target(game) if name == ORGANISER else name
            stored = whose in game.orders
            return (games.withdraw_orders(game, whose, part) if stored else
                    games.take_back(game, whose))

        before = self._change(undo)
        return whose if stored or before.undo is None else str(before.undo["seat"])

    def resolve(self, force: bool = False) -> bool:
        """Resolve the step (bots write their input now; with `force`, awaited seats get
        their default input), and the steps after it that await only bots, and save;
        False, with nothing to do, when another program has already resolved it."""
        def resolve(game: Game) -> Game:
            game = games.resolve(game, force=True) if force else games.resolve(game)
            return games.play_bots(game)

        try:
            self._change(resolve)
        except StaleError as exc:
            self.stale = exc
            return False
        return True

    def play_turn(self, force: bool = False) -> int | None:
        """Resolve every step of the turn the save is at (`hexterm autoplay`: bots give
        their input, and with `force` so do the awaited seats, their default); the turn
        resolved, or None when the game is over."""
        turn: int | None = None

        def play(game: Game) -> Game:
            nonlocal turn
            if game.outcome is not None:
                return game
            turn = game.turn
            while game.turn == turn and game.outcome is None:  # every step of it
                game = games.resolve(game, force=force)
            return game

        self._change(play, at_step=False)  # it plays on from wherever the save is
        return turn

    def report(self, name: str, turn: int | None = None) -> list[Event]:
        return games.report(self.game, name, turn)


class OrganiserTable(Table):
    """The organiser's screen's: a seat's input it gives is logged as the organiser's."""

    def submit(self, name: str, text: str, *, by_organiser: bool = True) -> Submission:
        return super().submit(name, text, by_organiser=by_organiser and name != ORGANISER)
