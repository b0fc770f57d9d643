"""The organiser's view of every game of a folder (issue 28): a row a game, for
`hexterm show FOLDER` and the overview screen (`hexterm.screens.shared.overview`).

A row says the game's file, title, ruleset, turn and step (its title in the reader's
language), its deadline (the time and the time left) or none, who has given and who is
awaited, the misses each seat used of its excused ones, whether it is paused (and who
asked for a pause), and whether it is over. The folder's saves are those the title
screen and `hexterm serve FOLDER` find (`savegame.scan_saves`: headers first, so a
damaged header is a row saying so); the step and whom it awaits come from the state,
which the header does not hold, so each save whose header reads is then read whole
(about a millisecond a game), and a save damaged past its header is a row saying so
too. The others are always shown.

The time is `now()`'s, the Table's clock (`hexterm.table_deadline.wall_clock`): the
tests replace it. The rows are values; `said_rows` and `data` write them for a reader.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from hexterm import table_deadline
from hexterm.engine import deadlines
from hexterm.engine.errors import HextermError
from hexterm.engine.game import Game
from hexterm.engine.messages import Message, message_of, phrase
from hexterm.engine.seats import called
from hexterm.engine.steps import ORGANISER
from hexterm.i18n import said, said_or_name, t, time_left_said, title_said
from hexterm.notify import iso
from hexterm.save import savegame
from hexterm.save.savegame import SaveEntry


def now() -> int:
    """The time now, in seconds since the epoch: the Table's clock."""
    return table_deadline.wall_clock()


def pause_or_deadline(table: table_deadline.DeadlineTable, what: str) -> None:
    """Pause or resume the game (`what` "pause"), or set the deadline of each step (`what`
    a duration, the current step timed afresh), through its table: the one way of the
    overview and of the organiser's screen."""
    if what == "pause":
        table.resume() if table.paused else table.pause()
        return
    seconds = deadlines.parse_duration(what)
    timing = table.game.timing
    table.set_policy(deadlines.Policy(seconds) if timing is None else
                     replace(timing.policy, step_length=seconds))


@dataclass(frozen=True)
class GameRow:
    """One game of a folder as the organiser sees it (or, with `problem`, a save that
    cannot be read and why, in the reader's language)."""

    path: Path
    problem: str = ""
    title: str = ""
    ruleset: str = ""
    turn: int = 0
    step: str = ""
    step_key: str = ""
    given: tuple[str, ...] = ()
    awaited: tuple[str, ...] = ()
    over: str = ""
    """How the game ended, said ("" while it goes on)."""
    timed: bool = False
    deadline: int | None = None
    left: int | None = None
    paused: bool = False
    pause_requests: tuple[str, ...] = ()
    misses: tuple[tuple[str, int], ...] = ()
    excused: int = 0
    """The excused misses of each seat (the policy's)."""
    called: tuple[tuple[str, str], ...] = ()
    """The seats given to another person, each with how it is said ("carol for bob",
    `seats.called`): the names said of given, awaited and misses."""

    @property
    def damaged(self) -> bool:
        return bool(self.problem)

    def at(self, moment: int) -> GameRow:
        """The row with its time left at `moment` (a running deadline counts down)."""
        if not self.timed or self.paused or self.deadline is None:
            return self
        return replace(self, left=max(0, self.deadline - moment))


def game_row(path: Path, game: Game, moment: int) -> GameRow:
    """The row of `game`, saved at `path`, at `moment`."""
    outcome = game.outcome
    rules = game.rules
    row = GameRow(path=path, title=game.title, ruleset=said(rules.title_message()),
                  turn=game.turn, called=tuple((s.name, said_or_name(called(s)))
                                               for s in game.seats if s.player))
    humans = [s.name for s in game.seats if not s.bot]
    timing = game.timing
    timed: dict[str, Any] = {}
    if timing is not None:
        clock, policy = timing.clock, timing.policy
        timed = {"timed": True, "deadline": clock.deadline,
                 "left": deadlines.time_left(clock, moment), "paused": clock.paused,
                 "pause_requests": tuple(sorted(clock.pause_requests)),
                 "misses": tuple((name, clock.misses.get(name, 0)) for name in humans),
                 "excused": policy.excused_misses}
    if outcome is not None:
        over = said(phrase("The game is over ({reason}): {ranking}",
                           reason=said_or_name(outcome.reason),
                           ranking=", ".join(outcome.ranking)))
        return replace(row, over=over, **timed)
    step = game.step
    awaited = list(game.waiting_for())
    given = [name for name in humans
             if name in step.seats and name in game.orders and name not in awaited]
    if ORGANISER in game.orders:
        given.append(t("the organiser"))
    if game.awaits_organiser():
        awaited.append(t("the organiser"))
    return replace(row, step=title_said(step.title, rules.name) or t("Orders"),
                 step_key=step.key, given=tuple(given), awaited=tuple(awaited), **timed)


def entry_row(entry: SaveEntry, moment: int) -> GameRow:
    """The row of one save of a folder: the game's, or the sentence saying it is
    damaged (its header, or past it)."""
    if entry.header is None:
        return GameRow(entry.path, problem=_short(entry.problem, entry.path))
    try:
        game = savegame.load(entry.path)
    except HextermError as exc:
        return GameRow(entry.path, problem=_short(message_of(exc), entry.path))
    return game_row(entry.path, game, moment)


def folder_rows(folder: Path, moment: int | None = None) -> list[GameRow]:
    """A row a save of `folder`, by file name, at `moment` (default: now)."""
    moment = now() if moment is None else moment
    entries = sorted(savegame.scan_saves(folder), key=lambda e: e.path.name)
    return [entry_row(entry, moment) for entry in entries]


def _short(problem: Message | str, path: Path) -> str:
    """A save's problem in the reader's language, naming the file alone."""
    text = said_or_name(problem) if problem else t("damaged")
    return text.replace(str(path), path.name)


# --- as the reader reads it -----------------------------------------------------------

def when_said(epoch: int) -> str:
    """A time as a date and a time of day, in UTC (the same for every reader)."""
    return datetime.fromtimestamp(epoch, UTC).strftime("%Y-%m-%d %H:%M UTC")


def left_said(row: GameRow) -> str:
    """The time left, in a few words: "1 d 2 h left", "due", "paused: 3 h 00 min", "no
    deadline", "-" once the game is over."""
    if row.damaged or row.over:
        return "-"
    if not row.timed:
        return t("no deadline")
    if row.paused:
        return t("paused: {left}", left=time_left_said(row.left or 0))
    if row.left is None:
        return "-"
    if row.left == 0:
        return t("due")
    return t("{left} left", left=time_left_said(row.left))


def deadline_said(row: GameRow) -> str:
    """The deadline line: its time and the time left, paused, or no deadline."""
    if not row.timed:
        return t("no deadline")
    if row.paused:
        return t("paused, {left} left when it resumes",
                 left=time_left_said(row.left or 0))
    if row.deadline is None:
        return "-"
    return t("{when} ({left})", when=when_said(row.deadline), left=left_said(row))


def names_said(names: tuple[str, ...], called: tuple[tuple[str, str], ...] = ()) -> str:
    """The names, a seat given to another person as `called` says it ("carol for bob")."""
    said_as = dict(called)
    return ", ".join(said_as.get(name, name) for name in names) or "-"


def misses_said(row: GameRow) -> str:
    """The misses each seat used, of its excused ones."""
    said_as = dict(row.called)
    return ", ".join(t("{seat} {used} of {excused}", seat=said_as.get(name, name), used=used,
                       excused=row.excused) for name, used in row.misses)


def step_said(row: GameRow) -> str:
    """The turn and the step, or how the game ended."""
    if row.over:
        return t("Turn {turn}, over", turn=row.turn)
    return t("Turn {turn}: {step}", turn=row.turn, step=row.step)


def detail_lines(row: GameRow) -> list[str]:
    """What the organiser reads of one game, a line a fact."""
    if row.damaged:
        return [t("{file}: damaged: {problem}", file=row.path.name, problem=row.problem)]
    head = f"{row.path.name} — {row.title} ({row.ruleset})" if row.title else (
        f"{row.path.name} ({row.ruleset})")
    lines = [head, step_said(row)]
    if row.over:
        return [*lines, row.over]
    lines.append(t("Deadline: {deadline}", deadline=deadline_said(row)))
    lines.append(t("{given}; {awaited}",
                   given=t("Given: {names}", names=names_said(row.given, row.called)),
                   awaited=t("Awaited: {names}", names=names_said(row.awaited,
                                                                 row.called))))
    if row.timed:
        lines.append(t("Misses used: {misses}", misses=misses_said(row) or "-"))
        if row.pause_requests:
            lines.append(t("A pause asked by: {names}", names=names_said(row.pause_requests)))
    return lines


def said_rows(rows: list[GameRow]) -> str:
    """The rows as `hexterm show FOLDER` prints them: a block a game."""
    blocks = [detail_lines(row) for row in rows]
    return "\n\n".join("\n".join([block[0], *("  " + line for line in block[1:])])
                       for block in blocks)


def data(row: GameRow) -> dict[str, Any]:
    """A row as plain data (`hexterm show FOLDER --json`): times in seconds since the
    epoch and in ISO 8601 UTC."""
    if row.damaged:
        return {"file": row.path.name, "damaged": row.problem}
    found: dict[str, Any] = {
        "file": row.path.name, "title": row.title, "ruleset": row.ruleset,
        "turn": row.turn, "over": bool(row.over), "outcome": row.over or None,
        "step": None if row.over else row.step, "step_key": None if row.over else row.step_key,
        "given": list(row.given), "awaited": list(row.awaited)}
    if not row.timed:
        return {**found, "deadline": None}
    return {**found, "deadline": {
        "at": iso(row.deadline),
        "at_epoch": row.deadline, "left": row.left, "paused": row.paused,
        "pause_requests": list(row.pause_requests), "excused_misses": row.excused,
        "misses": dict(row.misses)}}
