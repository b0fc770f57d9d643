"""A game's deadline from the command line (issue 28, docs/deadlines.md): `hexterm
deadline` (set, change, remove or say it), `pause` (the organiser's, or a seat asks),
`resume`, `tick` (what is due, for a save or a folder: from cron or a systemd timer),
the options of `hexterm new --deadline`, and the lines `hexterm show` prints of it.

Every change goes through the `Table`. The commands' clock is `command_clock`: the
system's, unless `HEXTERM_NOW` (whole seconds since 1970) says the time, for tests and
scripts; nothing else reads it.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from hexterm.commands.lines import as_seat
from hexterm.engine import deadlines, notices
from hexterm.engine.deadlines import BOT, Policy, parse_duration
from hexterm.engine.durations import duration, time_left
from hexterm.engine.errors import HextermError
from hexterm.engine.game import Game
from hexterm.engine.messages import Listing, Message, phrase, phrase_n
from hexterm.engine.notices import Notice
from hexterm.engine.ruleset import Ruleset
from hexterm.engine.timing import check_step_key
from hexterm.i18n import error_said, said
from hexterm.save.errors import SaveError
from hexterm.save.savegame import SUFFIX
from hexterm.table import Table
from hexterm.table_deadline import wall_clock

ENV_NOW = "HEXTERM_NOW"
"""The time the commands take for now, in whole seconds since 1970 (for tests and
scripts); unset, the system's clock."""


def command_clock() -> int:
    """The time now for the commands: `HEXTERM_NOW` when set, else the system's."""
    typed = os.environ.get(ENV_NOW, "").strip()
    if not typed:
        return wall_clock()
    if not typed.isdigit():
        raise HextermError(phrase("{name}={typed!r} is not a time: expected whole seconds "
                                  "since 1970, as `date +%s` prints", name=ENV_NOW,
                                  typed=typed))
    return int(typed)


def policy_from(args: argparse.Namespace, rules: Ruleset[Any, Any], length: str | None,
                base: Policy | None) -> Policy | None:
    """The policy the options say (`length`: each step's deadline), on `base` (the
    game's, or None); `base` itself when they change nothing."""
    changes: dict[str, Any] = {}
    if length is not None:
        changes["step_length"] = parse_duration(length)
    if args.step_deadline:
        lengths = dict(base.step_lengths) if base is not None else {}
        for spec in args.step_deadline:
            key, sep, duration = spec.partition("=")
            if not sep:
                raise HextermError(phrase("--step-deadline {spec!r}: expected KEY=DURATION, "
                                          "such as declare=3h", spec=spec))
            lengths[check_step_key(rules, key)] = parse_duration(duration)
        changes["step_lengths"] = lengths
    if args.excused_misses is not None:
        if args.excused_misses < 0:
            raise HextermError(phrase("--excused-misses {n}: expected 0 or more",
                                      n=args.excused_misses))
        changes["excused_misses"] = args.excused_misses
    if args.no_excuse:
        changes["no_excuse"] = BOT if args.no_excuse == "bot" else deadlines.DEFAULT_INPUT
    if args.reminders is not None:
        typed = [r for r in args.reminders.split(",") if r.strip()]
        changes["reminders"] = (() if [t.strip().lower() for t in typed] == ["none"] else
                                tuple(parse_duration(r) for r in typed))
    if not changes:
        return base
    if base is None:
        if "step_length" not in changes:
            raise HextermError(phrase("the deadline's options need its length: give a "
                                      "duration, such as 48h"))
        return Policy(**changes)
    return replace(base, **changes)


def deadline_lines(game: Game, now: int) -> list[Message]:
    """What `hexterm show` and `hexterm deadline` say of a game's deadline: the policy,
    the time left (or the pause), the pause asked, the excused misses used."""
    if game.timing is None:
        return [phrase("Deadline: none (the game waits for every seat)")]
    policy, clock = game.timing.policy, game.timing.clock
    own = Listing(tuple(Listing((key, duration(length)), " ")
                        for key, length in policy.step_lengths.items()))
    own_said = Listing((" (", own, ")"), "") if own.items else ""
    lines = [phrase_n("Deadline: {length} a step{own}; {n} excused miss a seat, then {then}; "
                      "reminders {reminders}",
                      "Deadline: {length} a step{own}; {n} excused misses a seat, then {then}; "
                      "reminders {reminders}", policy.excused_misses,
                      length=duration(policy.step_length), own=own_said,
                    then=phrase("the bot plays") if policy.no_excuse == BOT else
                    phrase("the default input"),
                    reminders=Listing(tuple(duration(r) for r in policy.reminders))
                    if policy.reminders else phrase("none"))]
    left = deadlines.time_left(clock, now)
    if game.outcome is not None:
        pass
    elif clock.paused:
        lines.append(phrase("The game is paused: {left} left when it resumes",
                            left=time_left(left or 0)))
    elif clock.deadline is not None:
        lines.append(phrase("Time left: {left} (deadline {when} UTC)",
                            left=time_left(left or 0), when=_when(clock.deadline)))
    if clock.pause_requests:
        lines.append(phrase("A pause is asked by: {seats}",
                            seats=", ".join(sorted(clock.pause_requests))))
    used = ", ".join(f"{seat} {count}/{policy.excused_misses}"
                     for seat, count in clock.misses.items())
    lines.append(phrase("Excused misses used: {used}", used=used or phrase("none")))
    return lines


def _when(seconds: int) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.gmtime(seconds))


def cmd_deadline(args: argparse.Namespace) -> int:
    table = Table(args.save, catch_up=False, now=command_clock)
    game = table.game
    if args.off:
        if args.duration or any(getattr(args, name) is not None for name in (
                "step_deadline", "excused_misses", "no_excuse", "reminders")):
            raise HextermError(phrase("--off removes the deadline: give no duration or "
                                      "other option with it"))
        table.set_policy(None)
        print(said(phrase("{path}: the deadline is removed", path=str(table.path))))
        return 0
    base = game.timing.policy if game.timing is not None else None
    policy = policy_from(args, game.rules, args.duration, base)
    if policy is not base:
        table.set_policy(policy)
        print(said(phrase("{path}: the deadline is set; the current step is timed from "
                          "now", path=str(table.path))))
    for line in deadline_lines(table.game, command_clock()):
        print(said(line))
    return 0


def cmd_pause(args: argparse.Namespace) -> int:
    table = Table(args.save, catch_up=False, now=command_clock)
    seat = as_seat(args, table.game)
    if seat is None:
        if args.withdraw:
            raise HextermError(phrase("--withdraw is a seat's: say which with --as SEAT"))
        table.pause()
        print(said(phrase("{path}: the game is paused", path=str(table.path))))
    elif args.withdraw:
        table.withdraw_pause(seat.name)
        print(said(phrase("{seat} no longer asks for a pause", seat=seat.name)))
    elif table.ask_pause(seat.name):
        print(said(phrase("The game is paused: every seat asked for it")))
    else:
        timing = table.game.timing
        asked = timing.clock.pause_requests if timing is not None else frozenset()
        print(said(phrase("{seat} asks for a pause; it starts when these seats ask too: "
                          "{others}", seat=seat.name, others=", ".join(
                              s.name for s in table.humans() if s.name not in asked))))
    return 0


def cmd_resume(args: argparse.Namespace) -> int:
    table = Table(args.save, catch_up=False, now=command_clock)
    table.resume()
    print(said(phrase("{path}: the game is resumed", path=str(table.path))))
    for line in deadline_lines(table.game, command_clock()):
        print(said(line))
    return 0


def cmd_tick(args: argparse.Namespace) -> int:
    """Every save of the folder (or the save) ticked; one line per game, a damaged
    save one sentence on standard error (the others still ticked): status 1 then."""
    target = Path(args.target)
    paths = sorted(target.glob(f"*{SUFFIX}")) if target.is_dir() else [target]
    failed = False
    for path in paths:
        try:
            table = Table(path, catch_up=False, now=command_clock)
            told = table.tick()
            print(said(_ticked(path, table.game, told, command_clock())))
        except (HextermError, SaveError) as exc:
            print(f"hexterm: {error_said(exc)}", file=sys.stderr)
            failed = True
        except OSError as exc:
            print(f"hexterm: {exc.strerror or exc}: {path}", file=sys.stderr)
            failed = True
    return 1 if failed else 0


def _ticked(path: Path, game: Game, told: list[Notice], now: int) -> Message:
    """The line `hexterm tick` prints of a game it ticked."""
    missed = [n for n in told if n.kind == notices.MISSED]
    rules = "; ".join(said(n.message) for n in missed)
    if any(n.kind == notices.EXTENDED for n in told):
        return phrase("{path}: turn {turn}: the deadline passed, the step is extended: "
                      "{rules}", path=str(path), turn=game.turn, rules=rules)
    if missed:
        return phrase("{path}: turn {turn}: the deadline passed, the step is resolved: "
                      "{rules}", path=str(path), turn=missed[0].turn, rules=rules)
    timing = game.timing
    if timing is None:
        return phrase("{path}: nothing due: the game has no deadline", path=str(path))
    if game.outcome is not None:
        return phrase("{path}: nothing due: the game is over", path=str(path))
    if timing.clock.paused:
        return phrase("{path}: nothing due: the game is paused", path=str(path))
    left = time_left(deadlines.time_left(timing.clock, now) or 0)
    reminded = [n.seat for n in told if n.kind == notices.REMINDER]
    if reminded:
        return phrase("{path}: reminded {seats}, {left} left", path=str(path),
                      seats=", ".join(reminded), left=left)
    if deadlines.due(timing.clock, now):
        return phrase("{path}: the deadline passed, and the step awaits the organiser's "
                      "entry", path=str(path))
    return phrase("{path}: nothing due, {left} left", path=str(path), left=left)
