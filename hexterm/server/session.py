"""One SSH session of `hexterm serve`: a pty request, then the player's program.

The session accepts a pseudo-terminal and a shell request, nothing else: a command
(`ssh host cmd`), a subsystem (sftp) or a second session are refused. Without a
pseudo-terminal the player gets one line saying to connect with `ssh -t`. With one, the
player goes straight into their seat (or first chooses among their games), in
`python -m hexterm [--lang LANG] play SAVE --as SEAT` (the organiser's login:
`play SAVE --organiser`) run on a fresh pty with the
client's terminal type and size (`--lang` when the client's LANG or LC_* names a
language), and HEXTERM_SERVED=1 (no PIN asked again, only that seat, no screenshots),
HEXTERM_IDLE (`hexterm.server.program.child_env`) and HEXTERM_LANG (the server's
`--lang`, which the game's language comes before), forked by the server's fork server
(`hexterm.server.forks`) when it has one. When the program ends the session ends (or,
with several games, the menu comes back); when the client goes, the program goes.
When the server stops, or the same seat logs in to the same game again (the newer
session takes it over), the program is stopped, the player's terminal is given back
as it was (`RESTORE`) and a sentence says why, before the session ends.

The session knows the server only through the narrow `Host` and `Client` below (the
hub's `Hub` and `Connection` are such): `hexterm.server.hub` imports this module, never
the other way round.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import sys
import tempfile
import textwrap
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Protocol

import asyncssh

from hexterm.i18n import CHOSEN_LANG_FILE, known_languages, language_said, pick_language
from hexterm.server.auth import Served
from hexterm.server.forks import ForkServer
from hexterm.server.menu import Menu, line, say
from hexterm.server.program import RESTORE, child_env
from hexterm.server.pty import PtyChild, clamp_size

OUTPUT_HIGH = 256 * 1024  # bytes the channel may hold before the program is paused
CLOSING = 5.0  # seconds the server waits for a player's last words to leave
IDLE_MARGIN = 30.0  # the program ends an idle session itself; the server a bit later


class Host(Protocol):
    """What a session needs of the server it runs in."""

    # who plays each seat of each game now: a second login of the seat takes over
    playing: dict[tuple[Path, str], SeatSession]
    children: set[PtyChild]  # the players' programs, stopped with the server
    tasks: set[asyncio.Task[Any]]  # awaited when the server stops
    forks: ForkServer | None  # the warm process the programs are forked from, if any

    @property
    def idle(self) -> float:
        """Seconds a session may stay silent."""

    @property
    def lang(self) -> str:
        """The server's language (`--lang`): "" when it was given none."""

    def log(self, text: str) -> None:
        """One line of the server's log."""

    async def still_open(self, conn: Client) -> list[Served]:
        """The games of `conn` that still have its seat (saves may have changed)."""


class Client(Protocol):
    """What a session needs of its connection: who logged in, from where, to which
    games, on which server."""

    seat: str
    address: str
    games: list[Served]
    organiser: bool  # logged in as the organiser: `play SAVE --organiser`, not a seat

    @property
    def hub(self) -> Host:
        """The server."""

    def close(self) -> None:
        """Close the connection."""


class SeatSession(asyncssh.SSHServerSession):  # type: ignore[type-arg]
    """The session of one logged-in player (`conn` knows who and which games)."""

    def __init__(self, conn: Client) -> None:
        self.conn = conn
        self.chan: Any = None
        self.term = ""
        self.size = (80, 24)
        self.has_pty = False
        self.started = False
        self.closed = False
        self.stopping = False  # the server ends the session (stopping, seat taken over)
        self.child: PtyChild | None = None
        self.menu: Menu | None = None
        self.lang = "en"  # of the server's own lines
        self.client_lang: str | None = None  # what the client's LANG or LC_* names
        self.last_input = 0.0
        self._tasks: set[asyncio.Task[None]] = set()
        self._paused = False
        self.peak_buffered = 0  # the most output ever waiting for the client (bytes)

    # --- what the client asks for -------------------------------------------------------

    def connection_made(self, chan: Any) -> None:
        self.chan = chan
        chan.set_write_buffer_limits(high=OUTPUT_HIGH)

    def pty_requested(self, term_type: str, term_size: tuple[int, int, int, int],
                      term_modes: Mapping[int, int]) -> bool:
        if self.started:
            return False
        self.has_pty = True
        self.term = term_type
        self.size = clamp_size(term_size[0], term_size[1])
        return True

    def shell_requested(self) -> bool:
        return True

    def exec_requested(self, command: str) -> bool:
        return False

    def subsystem_requested(self, subsystem: str) -> bool:
        return False

    def break_received(self, msec: int) -> bool:
        return False

    def signal_received(self, signal: str) -> None:
        return None

    def terminal_size_changed(self, width: int, height: int, pixwidth: int,
                              pixheight: int) -> None:
        self.size = clamp_size(width, height)
        if self.child is not None:
            self.child.resize(*self.size)

    def session_started(self) -> None:
        self.started = True
        loop = asyncio.get_running_loop()
        self.last_input = loop.time()
        self.client_lang = language_said(self.chan.get_environment())
        only = self.conn.games[0].lang if len(self.conn.games) == 1 else None
        self.lang = pick_language(self.client_lang, only, self.conn.hub.lang)
        if not self.has_pty:
            self.send(say("needs-terminal", self.lang).encode() + b"\n")  # no terminal: \n
            self.finish(1)
            return
        self.spawn(self.watch_idle(), "idle")
        self.offer()

    def data_received(self, data: bytes, datatype: Any) -> None:
        self.last_input = asyncio.get_running_loop().time()
        if self.child is not None:
            self.child.write(data)
        elif self.menu is not None:
            self.menu.feed(data)

    def eof_received(self) -> bool:
        self.finish(0)
        return False

    def pause_writing(self) -> None:
        self._paused = True
        if self.child is not None:
            self.child.pause_output()

    def resume_writing(self) -> None:
        self._paused = False
        if self.child is not None:
            self.child.resume_output()

    def connection_lost(self, exc: Exception | None) -> None:
        self.closed = True
        self.menu = None
        for task in list(self._tasks):
            if task.get_name() == "idle":
                task.cancel()
        if self.child is not None:  # a program still starting is stopped by `play`
            self.spawn(self.stop_child())
        # One session per connection: without it the connection has nothing left to do.
        asyncio.get_running_loop().call_soon(self.conn.close)

    # --- games ------------------------------------------------------------------------

    def offer(self) -> None:
        """Straight into the only game, or the menu of several."""
        games = self.conn.games
        if len(games) == 1:
            self.spawn(self.play(games[0]))
            return
        if not games:
            self.send(line(say("no-game", self.lang)))
            self.finish(1)
            return
        self.lang = pick_language(self.client_lang, None, self.conn.hub.lang)  # no game yet
        self.menu = Menu(self.conn.seat, games, self.lang, self.send,
                         lambda game: self.spawn(self.play(game)), lambda: self.finish(0))
        self.menu.show()

    async def play(self, game: Served) -> None:
        """The seat's program on `game`, taking the seat over from an older session
        that plays it (stopped first: the draft it kept on disk goes on here)."""
        self.menu = None
        hub = self.conn.hub
        seat = (game.path.resolve(), "@organiser" if self.conn.organiser else self.conn.seat)
        older = hub.playing.get(seat)
        hub.playing[seat] = self
        if older is not None and older is not self:
            hub.log(f"{self.conn.seat} from {self.conn.address} takes {game.path.name} "
                    f"over from {older.conn.address}")
            await older.end_with(say("taken-over", older.lang, name=self.conn.seat))
        try:
            await self._run(game)
        finally:
            if hub.playing.get(seat) is self:
                del hub.playing[seat]

    async def _run(self, game: Served) -> None:
        hub = self.conn.hub
        self.lang = pick_language(self.client_lang, game.lang, hub.lang)
        said = ["--lang", self.client_lang] if self.client_lang else []
        argv = [sys.executable, "-m", "hexterm.server.child", *said,
                "play", str(game.path), "--as", self.conn.seat]
        if self.conn.organiser:  # the organiser's screen of the game, its acts and all
            argv[-2:] = ["--organiser"]
        env = child_env(self.term, self.chan.get_environment(), hub.idle)
        if hub.lang:
            env["HEXTERM_LANG"] = hub.lang  # after the game's language (`cmd_play`)
        handle, chosen = tempfile.mkstemp(prefix="hexterm-lang-")
        os.close(handle)
        env[CHOSEN_LANG_FILE] = chosen  # the language the player picks in the palette
        try:
            status = await self._play_child(game, argv, env)
        finally:
            self.keep_chosen(Path(chosen))
        if status is None:  # the session ends, or has ended
            return
        if len(self.conn.games) > 1:
            self.conn.games = await hub.still_open(self.conn)
            self.offer()
        else:
            self.finish(status)

    def keep_chosen(self, chosen: Path) -> None:
        """The language the player chose in their program's palette, if they did: theirs
        for the rest of the session (the menu, the next game's `--lang`)."""
        with contextlib.suppress(OSError):
            lang = chosen.read_text(encoding="utf-8").strip()
            if lang in known_languages():
                self.client_lang = lang
        with contextlib.suppress(OSError):
            chosen.unlink()

    async def _play_child(self, game: Served, argv: list[str], env: dict[str, str]
                          ) -> int | None:
        """The program run to its end: its exit status, or None when the session is
        over without it (the program could not start, the client left, the session was
        ended)."""
        hub = self.conn.hub
        child = PtyChild(argv, env, str(game.path.parent), self.size, self.send,
                         self._input_full, hub.forks)
        try:
            await child.start()
        except OSError:
            self.send(line(say("failed", self.lang)))
            self.finish(1)
            return None
        if self.closed or self.stopping:  # the client left, or the session was ended,
            await child.stop()  # while the program was starting
            return None
        self.child = child
        hub.children.add(child)
        hub.log(f"{self.conn.seat} from {self.conn.address} plays {game.path.name} "
                f"(process {child.pid})")
        if self._paused:
            child.pause_output()
        status = 1
        try:
            status = await child.wait()
            child.drain()
        finally:
            await self.stop_child()  # nothing left to do if connection_lost did it
        if self.closed or self.stopping:
            return None
        if status < 0:  # killed: it could not give the terminal back itself
            self.send(RESTORE)
        return status

    async def server_stopping(self) -> None:
        """The server stops: the player is told, and the session ends."""
        await self.end_with(say("stopping", self.lang))

    async def end_with(self, sentence: str) -> None:
        """End the session: the player's program stops (its draft is on disk already:
        it is written at every key), their terminal is given back as it was, and
        `sentence` is said on it; the session ends once that has left."""
        self.stopping = True
        self.menu = None
        had_program = self.child is not None
        await self.stop_child()
        if self.closed or self.chan is None or not self.started:
            return
        lines = textwrap.wrap(sentence, max(20, self.size[0] - 1)) or [""]
        self.send((RESTORE if had_program else b"") + b"\r\n"
                  + b"".join(line("\x1b[K" + text) for text in lines))  # each line cleared
        self.finish(0)
        with contextlib.suppress(TimeoutError, asyncssh.Error, OSError):
            await asyncio.wait_for(self.chan.wait_closed(), CLOSING)

    async def stop_child(self) -> None:
        """Stop the program (at most once: whoever calls first takes it)."""
        child, self.child = self.child, None
        if child is not None:
            try:
                await child.stop()
            finally:
                self.conn.hub.children.discard(child)

    def _input_full(self, full: bool) -> None:
        if self.chan is None or self.closed:
            return
        if full:
            self.chan.pause_reading()
        else:
            self.chan.resume_reading()

    # --- helpers ----------------------------------------------------------------------

    async def watch_idle(self) -> None:
        """End a session nothing was typed in for the idle time (and a margin, the
        program ending its own idle session first)."""
        loop = asyncio.get_running_loop()
        limit = self.conn.hub.idle + IDLE_MARGIN
        while not self.closed:
            left = self.last_input + limit - loop.time()
            if left <= 0:
                restore = RESTORE if self.child is not None else b"\x1b[0m"
                self.send(restore + b"\r\n" + line(say("idle", self.lang,
                                                     seconds=int(self.conn.hub.idle))))
                self.finish(0)
                return
            await asyncio.sleep(min(left, 60.0))

    def send(self, data: bytes) -> None:
        if self.closed or self.chan is None:
            return
        with contextlib.suppress(BrokenPipeError, OSError):
            self.chan.write(data)
            self.peak_buffered = max(self.peak_buffered, self.chan.get_write_buffer_size())

    def finish(self, status: int) -> None:
        if self.closed or self.chan is None:
            return
        with contextlib.suppress(OSError):
            self.chan.exit(status)

    def spawn(self, coro: Any, name: str = "") -> None:
        task: asyncio.Task[None] = asyncio.ensure_future(coro)
        if name:
            task.set_name(name)
        self._tasks.add(task)
        self.conn.hub.tasks.add(task)

        def done(finished: asyncio.Task[None]) -> None:
            self._tasks.discard(finished)
            self.conn.hub.tasks.discard(finished)
            if not finished.cancelled() and finished.exception() is not None:
                self.conn.hub.log(f"session error: {finished.exception()!r}")
                self.finish(1)

        task.add_done_callback(done)
