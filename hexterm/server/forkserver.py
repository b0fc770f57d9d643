"""`python -m hexterm.server.forkserver FD`: the players' programs forked from one warm process.

Starting a player's program the plain way (`python -m hexterm.server.child ARGS`)
starts an interpreter and imports Textual, Rich, the screens, the rulesets and their
catalogues: most of a login's time, paid again by every player, and all at once when
a group logs in together. `hexterm serve` starts this process once instead (through
`hexterm.server.forks`, in a session of its own, with the environment a player's
program gets, no client's): it imports all of that, reads the catalogues, then waits
on the control socket `FD` (a Unix SOCK_SEQPACKET socket) for requests, each a JSON
object (`argv`: `[python, "-m", MODULE, *ARGS]`, `env`, `cwd`) with two descriptors:
the program's pseudo-terminal and the socket its answers go to.

For each request it forks a child that becomes what `exec` would have made, with no
interpreter to start: a session of its own whose controlling terminal is that pty
(TIOCSCTTY), the pty on its standard input, output and error, every other descriptor
closed (nothing of the server, the control socket or another player's program stays
open), the signals as a new interpreter has them, the request's working directory and
environment only (`PYTHONPATH`'s folders put on `sys.path`), then `MODULE` run as
`__main__` with `ARGS`, as `python -m MODULE ARGS` runs it. The answers: the child's
pid (0 when it could not be forked), then its exit status once this process has
reaped it (the status `os.waitstatus_to_exitcode` gives, negative for a signal).

A child that crashes is only reaped: this process serves on. It ends when the server
closes the control socket (the server stops, or is gone); the players' programs then
left are the server's to stop (or the kernel's, which hangs them up when their
terminals close). Code changed on disk reaches new logins only after the server is
restarted, as with any running program.
"""

from __future__ import annotations

import atexit
import contextlib
import fcntl
import gc
import io
import json
import os
import runpy
import select
import signal
import socket
import struct
import sys
import termios
import traceback
from collections.abc import Mapping
from typing import Any, NoReturn

REQUEST_SIZE = 1 << 20  # bytes a request may take (argv, env, cwd as JSON)
STATUS = struct.Struct("!i")  # the pid, then the exit status


def preload() -> None:
    """Import what a player's program needs (the command line, the application, every
    ruleset and its screens), read every catalogue and parse every style
    (`parsed_css`), once for all the children.
    What fails here is left to fail in the child, where the player is told."""
    from hexterm import catalogues, plugins
    from hexterm.engine import rulesets
    from hexterm.engine.messages import SHARED

    with contextlib.suppress(Exception):
        import hexterm.app
        import hexterm.cli
        import hexterm.commands.sessions
    with contextlib.suppress(Exception):  # what Textual imports only once an app runs
        import textual.pilot  # (`App.run`) or a widget scrolls: else in every program
        import textual.scrollbar  # noqa: F401
    with contextlib.suppress(Exception):
        plugins.load()
    with contextlib.suppress(Exception):  # the command line, in each language
        for lang in catalogues.languages():
            hexterm.cli.parser_in(lang)
    with contextlib.suppress(Exception):
        from hexterm.screens.shared.screen_sets import screens_for

        for name in rulesets.names():
            with contextlib.suppress(Exception):
                rulesets.get_ruleset(name)
                screens_for(name)
                for lang in catalogues.languages():
                    catalogues.translations(name, lang)
        for lang in catalogues.languages():
            catalogues.translations(SHARED, lang)
    with contextlib.suppress(Exception):
        from pathlib import Path

        from hexterm.app import HextermApp
        from hexterm.screens.shared.parsed_css import warm

        app = HextermApp(Path("/"), served=True, idle=0)
        warm(app.stylesheet, app.css_path)
        del app
    with contextlib.suppress(Exception):
        from hexterm.screens.shared import textual_once

        textual_once.warm()  # the handlers' parameters counted
    gc.collect()
    gc.freeze()  # the objects made here stay shared with the children (no copy on write)


def exit_code(exc: SystemExit) -> int:
    """The exit status `raise SystemExit(code)` gives a program."""
    if exc.code is None:
        return 0
    if isinstance(exc.code, int):
        return exc.code & 0xFF
    print(exc.code, file=sys.stderr)
    return 1


def become(request: Mapping[str, Any], tty: int) -> int:
    """In the forked child: the process `exec` of the request would have made (see the
    module's docstring), then the request's module run; its exit status."""
    signal.set_wakeup_fd(-1)
    for sig in (signal.SIGCHLD, signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.default_int_handler)  # as a new interpreter has it
    os.setsid()
    with contextlib.suppress(OSError):
        fcntl.ioctl(tty, termios.TIOCSCTTY, 0)
    for fd in (0, 1, 2):
        os.dup2(tty, fd)
    os.closerange(3, os.sysconf("SC_OPEN_MAX") if os.sysconf("SC_OPEN_MAX") > 0 else 65536)
    os.chdir(request["cwd"])
    env = {str(k): str(v) for k, v in request["env"].items()}
    os.environ.clear()
    os.environ.update(env)
    # `python -m` puts the working directory first, then PYTHONPATH's folders
    added = [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p and p not in sys.path]
    sys.path[0:0] = [os.getcwd(), *added]
    # the standard streams a new interpreter opens on a terminal (Textual writes to
    # sys.__stderr__)
    streams = {
        "stdin": open(0, encoding="utf-8", closefd=False),  # noqa: SIM115
        "stdout": open(1, "w", encoding="utf-8", closefd=False, buffering=1),  # noqa: SIM115
        "stderr": io.TextIOWrapper(open(2, "wb", buffering=0, closefd=False),  # noqa: SIM115
                                   encoding="utf-8", errors="backslashreplace",
                                   line_buffering=True, write_through=True)}
    for name, stream in streams.items():
        setattr(sys, name, stream)
        setattr(sys, f"__{name}__", stream)
    argv = [str(arg) for arg in request["argv"]]
    module, args = argv[2], argv[3:]
    sys.argv = ["-m", *args]
    code = 0
    try:
        runpy.run_module(module, run_name="__main__", alter_sys=True)
    except SystemExit as exc:
        code = exit_code(exc)
    except BaseException:  # what an interpreter prints of an uncaught exception
        traceback.print_exc()
        code = 1
    with contextlib.suppress(Exception):
        atexit._run_exitfuncs()
    for name in ("stdout", "stderr"):
        with contextlib.suppress(Exception):
            getattr(sys, name).flush()
    return code


def answer(reply: int, value: int) -> None:
    with contextlib.suppress(OSError):
        os.write(reply, STATUS.pack(value))


def fork(request: Mapping[str, Any], tty: int, reply: int, control: socket.socket,
         replies: dict[int, int]) -> None:
    """One child for `request` (pid answered on `reply`, kept to answer its status)."""
    argv = request.get("argv", [])
    if len(argv) < 3 or argv[1] != "-m":
        answer(reply, 0)
        os.close(reply)
        return
    try:
        pid = os.fork()
    except OSError:
        answer(reply, 0)
        os.close(reply)
        return
    if pid == 0:
        control.detach()  # closed below with every other descriptor, by number
        code = 1
        try:
            code = become(request, tty)
        except BaseException:  # it could not become the program: said on its terminal
            with contextlib.suppress(Exception):
                traceback.print_exc()
        finally:
            os._exit(code)
    answer(reply, pid)
    replies[pid] = reply


def reap(replies: dict[int, int]) -> None:
    """Every child that has ended: its status answered, its reply socket closed."""
    while True:
        try:
            pid, status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return
        reply = replies.pop(pid, None)
        if reply is not None:
            answer(reply, os.waitstatus_to_exitcode(status))
            os.close(reply)


def serve(control: socket.socket) -> None:
    """Fork a child for each request on `control` until it is closed."""
    wakeup = os.pipe()
    for fd in wakeup:
        os.set_blocking(fd, False)
    signal.signal(signal.SIGCHLD, lambda number, frame: None)
    signal.set_wakeup_fd(wakeup[1])
    replies: dict[int, int] = {}
    while True:
        try:
            ready, _, _ = select.select([control.fileno(), wakeup[0]], [], [])
        except InterruptedError:
            continue
        if wakeup[0] in ready:
            with contextlib.suppress(BlockingIOError):
                os.read(wakeup[0], 512)
            reap(replies)
        if control.fileno() in ready:
            try:
                data, fds, _, _ = socket.recv_fds(control, REQUEST_SIZE, 2)
            except OSError:
                return
            if not data:
                return
            if len(fds) != 2:
                for fd in fds:
                    os.close(fd)
                continue
            tty, reply = fds
            try:
                request = json.loads(data)
            except ValueError:
                request = {}
            try:
                fork(request, tty, reply, control, replies)
            finally:
                os.close(tty)
        reap(replies)


def main(argv: list[str]) -> NoReturn:
    control = socket.socket(fileno=int(argv[0]))
    if sys.path and sys.path[0] == os.getcwd():  # `-m`'s folder: the children set theirs
        del sys.path[0]
    preload()
    serve(control)
    os._exit(0)  # the children left are the server's to stop


if __name__ == "__main__":
    main(sys.argv[1:])
