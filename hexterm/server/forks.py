"""The fork server as `hexterm serve` sees it: the players' programs started warm.

`ForkServer` starts `python -m hexterm.server.forkserver FD` once (in a session of
its own, with the environment it is given: a player's program's, never the server's
own), and `spawn` asks it for a program: `argv` (`[python, "-m", MODULE, *ARGS]`, as
it would be run), its environment and working directory, and its pseudo-terminal;
the fork server forks a child that becomes that program (docs/ssh.md, the module
`hexterm.server.forkserver`). The answer is a `Forked`: the child's pid, and its exit
status when the fork server has reaped it.

A fork server that has died (killed, or it crashed) is started again at the next
login; a program it started and that it can no longer tell about ends as far as the
server can know (`Forked.wait` gives `LOST`), and the server then stops its group
itself. `close` ends the fork server when the server stops.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
from collections.abc import Callable, Mapping, Sequence

STATUS_SIZE = 4  # bytes of one answer: "!i"
LOST = -1  # the status of a program whose fork server is gone
CLOSE_WAIT = 5.0  # seconds the fork server has to end once told to


class Forked:
    """One program the fork server started: its pid, and its status once it ended."""

    def __init__(self, pid: int, answers: socket.socket) -> None:
        self.pid = pid
        self.returncode: int | None = None
        self._answers = answers
        self._waiting: asyncio.Future[int] | None = None

    async def _status(self) -> int:
        loop = asyncio.get_running_loop()
        try:
            data = await loop.sock_recv(self._answers, STATUS_SIZE)
        except OSError:
            data = b""
        finally:
            self._answers.close()
        self.returncode = int.from_bytes(data, "big", signed=True) if len(data) == 4 else LOST
        return self.returncode

    async def wait(self) -> int:
        """The program's exit status once it has ended (negative: the signal that
        ended it; `LOST` when the fork server went first)."""
        if self.returncode is not None:
            return self.returncode
        if self._waiting is None:
            self._waiting = asyncio.ensure_future(self._status())
        return await asyncio.shield(self._waiting)


class ForkServer:
    """The warm process the players' programs are forked from (started lazily)."""

    def __init__(self, env: Mapping[str, str], log: Callable[[str], None]) -> None:
        self.env = dict(env)
        self.log = log
        self.process: subprocess.Popen[bytes] | None = None
        self.control: socket.socket | None = None

    @property
    def pid(self) -> int | None:
        return self.process.pid if self.process is not None else None

    def start(self) -> None:
        """Start the fork server (OSError if it cannot be)."""
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        try:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "hexterm.server.forkserver", str(theirs.fileno())],
                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, env=self.env, cwd="/",
                pass_fds=(theirs.fileno(),), start_new_session=True)
        except BaseException:
            ours.close()
            raise
        finally:
            theirs.close()
        self.control = ours

    def _running(self) -> bool:
        return (self.process is not None and self.process.poll() is None
                and self.control is not None)

    def _stop_control(self) -> None:
        if self.control is not None:
            self.control.close()
            self.control = None

    def _ask(self, request: bytes, tty: int, reply: socket.socket) -> None:
        if not self._running():
            self._stop_control()
            if self.process is not None:
                self.log(f"the fork server (process {self.process.pid}) had ended: "
                         "started again")
            self.start()
        assert self.control is not None
        socket.send_fds(self.control, [request], [tty, reply.fileno()])

    async def spawn(self, argv: Sequence[str], env: Mapping[str, str], cwd: str,
                    tty: int) -> Forked:
        """`argv` forked on the terminal `tty` (OSError if it could not be)."""
        if len(argv) < 3 or argv[1] != "-m":
            raise OSError(f"the fork server runs `python -m MODULE ARGS`, not {argv!r}")
        request = json.dumps({"argv": list(argv), "env": dict(env), "cwd": cwd}).encode()
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        try:
            try:
                self._ask(request, tty, theirs)
            except OSError:  # the fork server died since it was last asked: once more
                self._stop_control()
                self._ask(request, tty, theirs)
        except BaseException:
            ours.close()
            raise
        finally:
            theirs.close()
        ours.setblocking(False)
        try:
            data = await asyncio.get_running_loop().sock_recv(ours, STATUS_SIZE)
        except BaseException:
            ours.close()
            raise
        pid = int.from_bytes(data, "big", signed=True) if len(data) == 4 else 0
        if pid <= 0:
            ours.close()
            raise OSError("the fork server could not start the program")
        return Forked(pid, ours)

    async def close(self) -> None:
        """End the fork server (told by its control socket's closing, killed if it
        does not end within `CLOSE_WAIT` seconds) and reap it."""
        self._stop_control()
        process, self.process = self.process, None
        if process is None:
            return
        try:
            await asyncio.wait_for(asyncio.to_thread(process.wait), CLOSE_WAIT)
        except TimeoutError:
            with contextlib.suppress(ProcessLookupError):
                os.kill(process.pid, signal.SIGKILL)
            await asyncio.to_thread(process.wait)
