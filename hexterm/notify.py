"""Notifications (issue 28): a `Notice` delivered to a connected terminal (`alert`) and
to the command the organiser configured (`deliver`). docs/notifications.md.

The commands live in `notify.toml`, a file the organiser writes in the saves' folder,
never in a save: a save someone sends you, or a hand-edited one, must not run a command
on whoever opens it. Its shape (read with tomllib; the most specific command wins)::

    command = "..."                  # every game of the folder, every seat
    timeout = 30                     # seconds a command may take (30 by default)
    [games."campagne.hexsave"]       # a save of the folder, by its file name
    command = "..."                  # this game, every seat
    seats.alice = "..."              # this game, alice

A command is the organiser's own shell line, run by ``/bin/sh -c`` in the saves' folder
with the event in its environment (`HEXTERM_EVENT`, `HEXTERM_SEAT`…, `environment`) and
as JSON on its standard input (`event_data`). Its standard output is thrown away. A
command that fails (not found, a non-zero exit, too slow) or a file that cannot be read
is one line of `notify.log` in the saves' folder (the time, the game, the seat, the
event and what went wrong); `deliver` never raises: the game goes on.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import subprocess
import threading
import time
import tomllib
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from hexterm.catalogues import render
from hexterm.engine.errors import HextermError
from hexterm.engine.messages import Message, phrase
from hexterm.engine.notices import Notice
from hexterm.i18n import pick_language
from hexterm.save.savefile import read_header

CONFIG = "notify.toml"
"""The organiser's file of commands, in the saves' folder."""
LOG = "notify.log"
"""Where a failing command or an unreadable `CONFIG` is written down, in the same folder."""
TIMEOUT = 30.0
"""The seconds a command may take by default; it is stopped after."""
WORKERS = 8
"""How many commands run at once (a slow one does not hold the others up)."""
ALERT_LENGTH = 200
"""The most characters of a terminal's desktop notification."""


class NotifyConfigError(HextermError):
    """The organiser's `notify.toml` cannot be read: its sentence names the file and,
    where it can, the line."""


@dataclass(frozen=True, slots=True)
class GameCommands:
    """A game's own commands: for every seat, and a seat's own by its name."""

    command: str | None = None
    seats: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Commands:
    """What `notify.toml` says: the folder's command, each game's, and the timeout."""

    command: str | None = None
    games: Mapping[str, GameCommands] = field(default_factory=dict)
    timeout: float = TIMEOUT

    def chosen(self, save_name: str, seat: str) -> tuple[str, str] | None:
        """The command for `seat` of the save named `save_name`, the most specific one
        (the game's seat's, the game's, the folder's), and the key of `notify.toml`
        that gives it; None when there is none."""
        own = self.games.get(save_name, GameCommands())
        game = json.dumps(save_name, ensure_ascii=False)
        if seat in own.seats:
            return own.seats[seat], f"games.{game}.seats.{seat}"
        if own.command is not None:
            return own.command, f"games.{game}.command"
        if self.command is not None:
            return self.command, "command"
        return None


def commands(folder: Path) -> Commands:
    """The commands of `folder`'s `notify.toml` (none when there is no such file), or a
    NotifyConfigError naming the file and the line."""
    path = folder / CONFIG
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Commands()
    except (OSError, UnicodeDecodeError) as exc:
        raise NotifyConfigError(phrase("{path} cannot be read: {error}", path=path,
                                       error=str(exc))) from exc
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        found = re.search(r"at line (\d+)", str(exc))
        raise NotifyConfigError(phrase(
            "{path}, line {line}: this is not TOML ({error})", path=path,
            line=int(found.group(1)) if found else 1,
            error=re.sub(r"\s*\(at line.*\)$", "", str(exc)))) from exc
    return _shape(data, text, path)


def _shape(data: Mapping[str, Any], text: str, path: Path) -> Commands:
    """The commands `data` holds, each checked: a key unknown or a value of the wrong
    kind refused with the line where it is written."""
    def refuse(key: str, what: Message, after: int = 0) -> NotifyConfigError:
        return NotifyConfigError(phrase("{path}, line {line}: {what}", path=path,
                                        line=_line_of(text, key, after), what=what))

    def line_of_text(value: object, key: str, after: int = 0) -> str | None:
        if value is None or (isinstance(value, str) and value.strip()):
            return value
        raise refuse(key, phrase("{key} should be a shell command in quotes", key=key),
                     after)

    for key in data:
        if key not in ("command", "timeout", "games"):
            raise refuse(key, phrase("unknown key {key!r} (known: command, timeout, games)",
                                     key=key))
    timeout = data.get("timeout", TIMEOUT)
    if type(timeout) not in (int, float) or not 0 < timeout <= 3600:
        raise refuse("timeout", phrase("timeout should be a number of seconds, at most 3600"))
    games = data.get("games", {})
    if not isinstance(games, dict):
        raise refuse("games", phrase("games should be a table of saves, "
                                     "[games.\"name.hexsave\"]"))
    found = {}
    for name, table in games.items():
        if not isinstance(table, dict):
            raise refuse(name, phrase("games.{game!r} should be a table", game=name))
        at = _line_of(text, name)  # its keys are looked for from its table's line on
        for key in table:
            if key not in ("command", "seats"):
                raise refuse(key, phrase("unknown key {key!r} (known: command, seats)",
                                         key=key), at)
        seats = table.get("seats", {})
        if not isinstance(seats, dict):
            raise refuse("seats", phrase("seats should be a table of seats and commands"),
                         at)
        found[name] = GameCommands(
            line_of_text(table.get("command"), "command", at),
            {seat.strip().lower(): str(line_of_text(line, seat, at))
             for seat, line in seats.items()})
    return Commands(line_of_text(data.get("command"), "command"), found, float(timeout))


def _line_of(text: str, key: str, after: int = 0) -> int:
    """The first line of `text` from line `after` on that sets or opens `key`, alone or
    at the end of a dotted key (``seats.alice =``, ``[games."x.hexsave"]``); `after`
    (or 1) when none is found."""
    pattern = re.compile(rf"^\s*\[?\s*([\w\"'.-]*\.)?[\"']?{re.escape(key)}[\"']?\s*[.=\]]")
    lines = text.splitlines()
    return next((n for n, line in enumerate(lines, 1) if n >= after and pattern.search(line)),
                after or 1)


@dataclass(frozen=True, slots=True)
class Delivery:
    """What became of one notice: the command run (None: there was none) and what went
    wrong (None: it ran and succeeded)."""

    notice: Notice
    command: str | None
    failure: Message | None = None


def iso(epoch: int | None) -> str | None:
    """Seconds since the epoch as ISO 8601 in UTC (``2026-11-28T18:00:00Z``); None."""
    if epoch is None:
        return None
    return datetime.fromtimestamp(epoch, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def event_data(notice: Notice, save: Path, lang: str = "") -> dict[str, Any]:
    """The JSON a command reads on its standard input (docs/notifications.md)."""
    return {"event": notice.kind, "seat": notice.seat,
            "game": {"id": notice.game_id, "title": notice.title,
                     "ruleset": notice.ruleset, "save": str(save.resolve())},
            "turn": notice.turn, "step": notice.step, "deadline": iso(notice.deadline),
            "deadline_epoch": notice.deadline,
            "text": render(notice.message, pick_language(lang))}


def environment(notice: Notice, save: Path, lang: str = "") -> dict[str, str]:
    """The variables a command is given besides the program's own (a seat's PIN left
    out): the event, the seat, the game's id and title, the turn, the step, the
    deadline (ISO 8601 UTC, "" when none), the save's path and the text."""
    data = event_data(notice, save, lang)
    return {"HEXTERM_EVENT": notice.kind, "HEXTERM_SEAT": notice.seat,
            "HEXTERM_GAME": notice.game_id, "HEXTERM_TITLE": notice.title,
            "HEXTERM_RULESET": notice.ruleset, "HEXTERM_TURN": str(notice.turn),
            "HEXTERM_STEP": notice.step, "HEXTERM_DEADLINE": data["deadline"] or "",
            "HEXTERM_SAVE": data["game"]["save"], "HEXTERM_TEXT": data["text"]}


def deliver(save: Path, notices: Sequence[Notice], *, lang: str = "",
            clock: Callable[[], float] = time.time) -> None:
    """Run, for each notice, the command `notify.toml` gives its game and seat (none:
    nothing is run), several at once. A failure is a line of `notify.log` (`clock`
    gives its time); nothing is raised: the game goes on. It returns when every command
    has ended or was stopped (at most the timeout): a caller that must not wait (a
    server's event loop) calls it in a thread."""
    deliveries(save, notices, lang=lang, clock=clock)


def deliver_in_its_language(save: Path, notices: Sequence[Notice], *,
                            otherwise: str = "") -> None:
    """`deliver`, in the game's own language (the one its save's header says; else
    `otherwise`, English by default): what a `Table` hands its notices to unless told
    otherwise."""
    if not notices:
        return
    try:
        lang = str(read_header(save).get("lang", ""))
    except (HextermError, OSError):
        lang = ""
    deliver(save, notices, lang=lang or otherwise)


def deliver_later(save: Path, notices: Sequence[Notice]) -> None:
    """`deliver_in_its_language` in a thread of its own, for a player's program: its
    screen never waits for the organiser's commands (which go on if it quits)."""
    if notices:
        threading.Thread(target=deliver_in_its_language, args=(save, list(notices)),
                         name="hexterm-notify", daemon=True).start()


def deliveries(save: Path, notices: Sequence[Notice], *, lang: str = "",
               clock: Callable[[], float] = time.time) -> list[Delivery]:
    """`deliver`, saying what became of each notice (`hexterm notify --test`)."""
    save = Path(save)
    try:
        found = commands(save.parent)
    except NotifyConfigError as exc:
        assert exc.message is not None
        done = [Delivery(notice, None, exc.message) for notice in notices]
    else:
        chosen = [found.chosen(save.name, notice.seat) for notice in notices]
        runs = [(c[0], n) for c, n in zip(chosen, notices, strict=True) if c is not None]
        with ThreadPoolExecutor(max_workers=max(1, min(len(runs), WORKERS))) as pool:
            failures = iter(list(pool.map(
                lambda run: _run(run[0], run[1], save, lang, found.timeout), runs)))
        done = [Delivery(n, c[0], next(failures)) if c is not None else Delivery(n, None)
                for c, n in zip(chosen, notices, strict=True)]
    failed = [d for d in done if d.failure is not None]
    if failed:
        _log(save, failed, lang, clock())
    return done


def _run(command: str, notice: Notice, save: Path, lang: str, timeout: float
         ) -> Message | None:
    """Run `command` for `notice`: None when it succeeded, else what went wrong."""
    env = {k: v for k, v in os.environ.items() if k != "HEXTERM_PIN"}
    env.update(environment(notice, save, lang))
    data = json.dumps(event_data(notice, save, lang), ensure_ascii=False).encode()
    try:
        process = subprocess.Popen(command, shell=True, cwd=save.parent, env=env,
                                   stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.PIPE, start_new_session=True)
    except OSError as exc:
        return phrase("the command could not start: {error}", error=str(exc))
    try:
        _, errors = process.communicate(data, timeout=timeout)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):  # the shell and what it started
            os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        return phrase("the command took longer than {seconds} s and was stopped",
                      seconds=f"{timeout:g}")
    if process.returncode == 0:
        return None
    said = errors.decode(errors="replace").strip().splitlines()
    if process.returncode == 127:
        return phrase("the command was not found ({error})",
                      error=said[-1] if said else command)
    status = process.returncode if process.returncode > 0 else -process.returncode
    return (phrase("the command failed, exit status {status}: {error}", status=status,
                   error=said[-1]) if said else
            phrase("the command failed, exit status {status}", status=status))


def _log(save: Path, failed: Sequence[Delivery], lang: str, now: float) -> None:
    """One line for each failure, in the saves' folder's `notify.log` (created when needed)."""
    lang = pick_language(lang)
    at = iso(int(now))
    lines = [f"{at} {save.name} {d.notice.seat} {d.notice.kind}: "
             f"{_one_line(render(d.failure, lang))}\n"
             for d in failed if d.failure is not None]
    try:
        with open(save.parent / LOG, "a", encoding="utf-8") as log:
            log.write("".join(lines))  # one write: two programs' lines do not mix
    except OSError:
        pass  # a folder that cannot be written: nothing more to do, the game goes on


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _plain(text: str) -> str:
    """`text` with no control character (none of C0, DEL, C1, nor a format character
    such as a direction override) and no ';' (a field separator of the sequences), on
    one line."""
    kept = "".join(" " if c in "\t\n\r" else c for c in text
                   if c in "\t\n\r" or unicodedata.category(c) not in ("Cc", "Cf"))
    return _one_line(kept.replace(";", ","))[:ALERT_LENGTH]


def alert(notice: Notice, lang: str) -> str:
    """What a connected terminal is sent: the bell, then the notice as a desktop
    notification, OSC 9 (iTerm2, Windows Terminal, kitty…) and OSC 777 (urxvt, VTE's
    terminals, foot…): a terminal that knows neither ignores them. The text and the
    title are stripped of every control character and ';' (a hostile game or seat name
    cannot write escape sequences)."""
    text = _plain(render(notice.message, pick_language(lang)))
    title = _plain(notice.title) or "hexterm"
    return f"\a\x1b]9;{text}\a\x1b]777;notify;{title};{text}\a"
