"""The fork server: each player's program forked from one warm process, and still a
process of its own as `exec` would have made it.

A probe (`tests/helpers/forkprobe.py`) forked through `ForkServer` says how it was
started: exactly the argv, environment and working directory asked, its own session
and process group, the pty as its controlling terminal and as its only descriptors.
A program that crashes leaves the fork server serving; a fork server that died is
started again. Through `hexterm serve`: each login its own process, a child of the
fork server, holding nothing the server holds open; the server stopping ends them
all, and the fork server; the server killed, the fork server ends by itself.
"""

from __future__ import annotations

import asyncio
import json
import os
import select
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from hexterm.server.forks import Forked, ForkServer
from hexterm.server.program import child_env
from tests.ssh.sshplay import (
    ALICE_PIN,
    BOB_PIN,
    Game,
    Player,
    ServerThread,
    alive,
    eventually,
    gone,
)

PROBE = "tests.helpers.forkprobe"


def stat(pid: int) -> list[str]:
    """/proc/PID/stat's fields after the name: state, ppid, pgrp, session, tty_nr…"""
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()


def descriptors(pid: int) -> dict[str, str]:
    """The open descriptors of `pid`: number → what it is open on."""
    folder = Path(f"/proc/{pid}/fd")
    found = {}
    for entry in os.listdir(folder):
        try:
            found[entry] = os.readlink(folder / entry)
        except OSError:
            continue
    return found


def said_line(master: int, timeout: float = 60) -> dict[str, Any]:
    """The probe's line of JSON, read from its terminal's master side."""
    deadline = time.monotonic() + timeout
    data = b""
    while b"}" not in data.partition(b"{")[2]:
        left = deadline - time.monotonic()
        assert left > 0, f"the probe said nothing: {data!r}"
        ready, _, _ = select.select([master], [], [], left)
        if ready:
            data += os.read(master, 65536)
    line = b"{" + data.partition(b"{")[2].partition(b"\r\n")[0]
    found: dict[str, Any] = json.loads(line)
    return found


def probe_env() -> dict[str, str]:
    return {**child_env("xterm-256color", {}, 60), "PROBE": "yes"}


async def probe(forks: ForkServer, *args: str, cwd: str = "/"
                ) -> tuple[Forked, int, str, dict[str, Any]]:
    """The probe forked on a new pty: the program, the master side, the slave's path,
    and what it says."""
    master, slave = os.openpty()
    path = os.ttyname(slave)
    try:
        program = await forks.spawn(["python", "-m", PROBE, *args], probe_env(), cwd, slave)
    finally:
        os.close(slave)
    return program, master, path, await asyncio.to_thread(said_line, master)


async def with_forks(test: Callable[[ForkServer], Any]) -> None:
    forks = ForkServer(child_env("xterm-256color", {}, 60), lambda text: None)
    forks.start()
    try:
        await test(forks)
    finally:
        await forks.close()


def test_a_forked_program_is_a_process_of_its_own_with_only_its_terminal(
        tmp_path: Path) -> None:
    async def check(forks: ForkServer) -> None:
        program, master, tty, said = await probe(forks, "one", "two words", cwd=str(tmp_path))
        pid = program.pid
        assert said["pid"] == pid and pid != forks.pid and pid != os.getpid()
        assert said["argv"] == ["one", "two words"] and said["name"] == "__main__"
        assert said["env"] == probe_env()  # the environment asked, nothing else
        assert said["cwd"] == str(tmp_path)
        assert said["sid"] == pid and said["pgid"] == pid  # its own session and group
        assert said["sigchld_default"] and said["sigint_default"]
        fields = stat(pid)
        assert int(fields[1]) == forks.pid  # reaped by the fork server
        assert int(fields[4]) == os.stat(tty).st_rdev  # the pty: its controlling terminal
        assert descriptors(pid) == {"0": tty, "1": tty, "2": tty}  # nothing else open
        os.write(master, b"exit 3\n")
        assert await asyncio.wait_for(program.wait(), 60) == 3
        os.close(master)

    asyncio.run(with_forks(check))


def test_a_program_that_crashes_leaves_the_fork_server_serving() -> None:
    async def check(forks: ForkServer) -> None:
        server = forks.pid
        crashing, master, _, _ = await probe(forks)
        os.write(master, b"crash\n")
        assert await asyncio.wait_for(crashing.wait(), 60) == -signal.SIGSEGV
        os.close(master)
        failing, master, _, _ = await probe(forks)
        os.write(master, b"raise\n")
        assert await asyncio.wait_for(failing.wait(), 60) == 1
        assert b"the probe was told to fail" in await asyncio.to_thread(os.read, master, 65536)
        os.close(master)
        assert forks.process is not None and forks.process.poll() is None
        next_one, master, _, said = await probe(forks)
        assert forks.pid == server and said["pid"] == next_one.pid
        os.write(master, b"exit 0\n")
        assert await asyncio.wait_for(next_one.wait(), 60) == 0
        os.close(master)

    asyncio.run(with_forks(check))


def test_a_fork_server_that_died_is_started_again() -> None:
    async def check(forks: ForkServer) -> None:
        assert forks.process is not None
        first = forks.process
        first.kill()
        await asyncio.to_thread(first.wait)
        program, master, _, said = await probe(forks)
        assert said["pid"] == program.pid
        assert forks.pid is not None and forks.pid != first.pid
        assert int(stat(program.pid)[1]) == forks.pid
        os.write(master, b"exit 0\n")
        assert await asyncio.wait_for(program.wait(), 60) == 0
        os.close(master)

    asyncio.run(with_forks(check))


def test_each_login_is_forked_apart_and_the_server_stopping_ends_them_all(
        server: ServerThread, game: Game) -> None:
    forks = server.hub.forks
    assert forks is not None and forks.pid is not None
    fork_server = forks.pid

    async def play() -> list[int]:
        alice = await Player.login(server.port, "alice", pin=ALICE_PIN)
        bob = await Player.login(server.port, "bob", pin=BOB_PIN)
        await alice.wait_for("Show my game")
        await bob.wait_for("Show my game")
        pids = server.pids()
        assert len(set(pids)) == 2 and fork_server not in pids
        ours = {target for target in descriptors(os.getpid()).values()
                if target.startswith(("socket:", "pipe:"))}
        for pid in pids:
            fields = stat(pid)
            assert int(fields[1]) == fork_server
            assert int(fields[2]) == pid and int(fields[3]) == pid  # group, session
            open_on = descriptors(pid)
            assert int(fields[4]) == os.stat(open_on["0"]).st_rdev  # controlling terminal
            assert open_on["0"].startswith("/dev/pts/")
            assert not ours & set(open_on.values())  # nothing the server holds open
        await asyncio.to_thread(server.stop)
        await asyncio.wait_for(alice.ended.wait(), 30)
        await asyncio.wait_for(bob.ended.wait(), 30)
        return pids

    pids = asyncio.run(play())
    for pid in pids:
        assert asyncio.run(gone(pid))
    assert not alive(fork_server)


def test_the_fork_server_ends_when_the_server_is_killed(game: Game) -> None:
    server = subprocess.Popen([sys.executable, "-m", "hexterm", "serve", str(game.folder),
                               "--port", "0", "--quiet"], stdout=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        assert server.stdout.readline().startswith("hexterm serve: 1 game")
        [fork_server] = [int(p) for p in os.listdir("/proc") if p.isdigit()
                         and _parent(int(p)) == server.pid]
        assert alive(fork_server)
        server.kill()  # no chance to stop anything itself
        server.wait(30)
        assert asyncio.run(eventually(lambda: not alive(fork_server)))
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()


def _parent(pid: int) -> int:
    try:
        return int(stat(pid)[1])
    except (OSError, IndexError, ValueError):
        return -1


def test_the_fork_server_holds_nothing_of_the_servers_environment(
        game: Game, start_server: Callable[..., ServerThread],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HEXTERM_PIN", "2468")  # the organiser's own, never a player's
    server = start_server(game.save)
    forks = server.hub.forks
    assert forks is not None and forks.pid is not None
    pairs = Path(f"/proc/{forks.pid}/environ").read_bytes().decode().split("\0")
    environment = dict(pair.split("=", 1) for pair in pairs if "=" in pair)
    assert environment == child_env("xterm-256color", {}, server.hub.idle)
    assert "HEXTERM_PIN" not in environment
