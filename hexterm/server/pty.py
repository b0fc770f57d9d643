"""One program on a fresh pseudo-terminal, bridged to an SSH channel without blocking.

`PtyChild` opens a pty, sets its window size, starts the program in a new session
(its own process group, the pty as its controlling terminal: see `server.child`),
forked by the fork server when it is given one (`server.forks`), else executed, and
moves bytes both ways through the event loop: the program's output goes to `output`
(the caller stops reading with `pause_output` while the channel is full, so nothing
piles up in the server), keystrokes are written to the pty (at most `MAX_INPUT` bytes
wait; past that the caller is told to stop reading the channel). `stop` hangs the
program up, kills its whole process group if it lingers, and reaps it.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import fcntl
import os
import signal
import struct
import termios
from collections.abc import Callable, Mapping, Sequence

from hexterm.server.forks import Forked, ForkServer

MAX_SIZE = 1000  # columns or rows beyond this are clamped
MAX_INPUT = 64 * 1024
READ_CHUNK = 64 * 1024
GRACE = 2.0  # seconds between the hang-up and the kill


def clamp_size(cols: int, rows: int) -> tuple[int, int]:
    """A window size a terminal program can live with: 1 to MAX_SIZE each way
    (a client asking for 0 gets 80x24)."""
    cols = cols if cols > 0 else 80
    rows = rows if rows > 0 else 24
    return min(cols, MAX_SIZE), min(rows, MAX_SIZE)


def _winsize(cols: int, rows: int) -> bytes:
    cols, rows = clamp_size(cols, rows)
    return struct.pack("HHHH", rows, cols, 0, 0)


class PtyChild:
    """`argv` on a new pty of `size` (columns, rows), its bytes bridged by callbacks."""

    def __init__(self, argv: Sequence[str], env: Mapping[str, str], cwd: str,
                 size: tuple[int, int], output: Callable[[bytes], None],
                 input_full: Callable[[bool], None], forks: ForkServer | None = None
                 ) -> None:
        self.argv, self.env, self.cwd, self.size = list(argv), dict(env), cwd, size
        self.output = output
        self.input_full = input_full
        self.forks = forks
        self.proc: asyncio.subprocess.Process | Forked | None = None
        self.master = -1
        self._pending = bytearray()
        self._reading = False
        self._writing = False
        self._paused = False
        self._full = False
        self._loop = asyncio.get_running_loop()

    @property
    def pid(self) -> int | None:
        return self.proc.pid if self.proc is not None else None

    async def start(self) -> None:
        master, slave = os.openpty()
        try:
            fcntl.ioctl(slave, termios.TIOCSWINSZ, _winsize(*self.size))
            attrs = termios.tcgetattr(slave)
            # No echo, no line editing and no signals from keys until the program sets
            # its own modes: a ^Z or ^C sent before it starts must not stop or kill it.
            attrs[3] &= ~(termios.ECHO | termios.ICANON | termios.ISIG | termios.IEXTEN)
            termios.tcsetattr(slave, termios.TCSANOW, attrs)
            if self.forks is not None:
                self.proc = await self.forks.spawn(self.argv, self.env, self.cwd, slave)
            else:
                self.proc = await asyncio.create_subprocess_exec(
                    *self.argv, stdin=slave, stdout=slave, stderr=slave, env=self.env,
                    cwd=self.cwd, start_new_session=True, close_fds=True)
        except BaseException:
            os.close(master)
            raise
        finally:
            os.close(slave)
        self.master = master
        os.set_blocking(master, False)
        self._start_reading()

    # --- output: pty -> channel -------------------------------------------------------

    def _start_reading(self) -> None:
        if not self._reading and not self._paused and self.master >= 0:
            self._loop.add_reader(self.master, self._readable)
            self._reading = True

    def _stop_reading(self) -> None:
        if self._reading:
            self._loop.remove_reader(self.master)
            self._reading = False

    def pause_output(self) -> None:
        self._paused = True
        self._stop_reading()

    def resume_output(self) -> None:
        self._paused = False
        self._start_reading()

    def _readable(self) -> None:
        try:
            data = os.read(self.master, READ_CHUNK)
        except BlockingIOError:
            return
        except OSError:  # EIO: the program and everything it started have closed the pty
            data = b""
        if not data:
            self._stop_reading()
            return
        self.output(data)

    def drain(self) -> None:
        """Pass on what the program wrote before it ended (reading stops at the first
        gap: its output is complete once it has exited)."""
        if self.master < 0:
            return
        for _ in range(64):
            try:
                data = os.read(self.master, READ_CHUNK)
            except OSError:
                return
            if not data:
                return
            self.output(data)

    # --- input: channel -> pty --------------------------------------------------------

    def write(self, data: bytes) -> None:
        if self.master < 0:
            return
        self._pending += data
        self._flush()

    def _flush(self) -> None:
        while self._pending:
            try:
                sent = os.write(self.master, self._pending)
            except BlockingIOError:
                break
            except OSError as exc:  # the program is gone: drop what it can no longer read
                if exc.errno not in (errno.EIO, errno.EBADF):
                    raise
                self._pending.clear()
                break
            del self._pending[:sent]
        if self._pending and not self._writing:
            self._loop.add_writer(self.master, self._flush)
            self._writing = True
        elif not self._pending and self._writing:
            self._loop.remove_writer(self.master)
            self._writing = False
        full = len(self._pending) >= MAX_INPUT
        if full != self._full:
            self._full = full
            self.input_full(full)

    # --- window size, end ---------------------------------------------------------------

    def resize(self, cols: int, rows: int) -> None:
        """Set the pty's size and tell the program (SIGWINCH to its process group)."""
        if self.master < 0 or self.proc is None or self.proc.returncode is not None:
            return
        self.size = clamp_size(cols, rows)
        with contextlib.suppress(OSError):
            fcntl.ioctl(self.master, termios.TIOCSWINSZ, _winsize(*self.size))
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.proc.pid, signal.SIGWINCH)

    async def wait(self) -> int:
        assert self.proc is not None
        return await self.proc.wait()

    def _signal_group(self, sig: int) -> None:
        if self.proc is not None:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(self.proc.pid, sig)

    async def stop(self) -> None:
        """End the program: hang up its process group, kill it after GRACE seconds if
        it lingers, reap it, close the pty. Safe to call more than once."""
        proc = self.proc
        if proc is not None:
            if proc.returncode is None:
                self._signal_group(signal.SIGHUP)
                self._signal_group(signal.SIGCONT)
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(proc.wait(), GRACE)
            self._signal_group(signal.SIGKILL)  # anything it left in its group
            await proc.wait()
        self.close()

    def close(self) -> None:
        if self.master >= 0:
            self._stop_reading()
            if self._writing:
                self._loop.remove_writer(self.master)
                self._writing = False
            os.close(self.master)
            self.master = -1
        self._pending.clear()
