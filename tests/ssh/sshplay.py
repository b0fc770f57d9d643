"""Helpers of the `hexterm serve` tests: a two-seat game with PINs and a key, the
server running in a thread of the test process, and `Player`, an asyncssh client on a
pseudo-terminal whose screen is rendered by pyte.

Everything listens and connects on 127.0.0.1 only, on a port the system picks.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import os
import struct
import termios
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, ClassVar

import asyncssh
import pyte

from hexterm.cli import main
from hexterm.server.hub import Hub, Settings
from hexterm.server.pty import PtyChild

ALICE_PIN = "2468"
BOB_PIN = "1357"
WIDTH, HEIGHT = 100, 40
# Textual asks the terminal whether it draws frames whole (DECRQM 2026) and then sends
# each frame between these two marks; pyte does not answer, so the Player does.
SYNC_QUERY, SYNC_REPLY = b"\x1b[?2026$p", b"\x1b[?2026;2$y"
SYNC_START, SYNC_END = b"\x1b[?2026h", b"\x1b[?2026l"


@dataclass
class Game:
    """A save of two human seats: alice (glaces) and bob (liberia), both with a PIN;
    alice also with an SSH key (`alice_key`, its private file `alice_key_file`)."""

    folder: Path
    save: Path
    alice_key: asyncssh.SSHKey
    alice_key_file: Path
    other_key: asyncssh.SSHKey  # registered nowhere


def make_save(path: Path, *seats: str, seed: int = 3, scenario: str | None = None) -> Path:
    args = ["new", str(path), "--seed", str(seed),
            *(["--scenario", scenario] if scenario else [])]
    for seat in seats:
        args += ["--seat", seat]
    assert main(args) == 0
    return path


def write_key(path: Path) -> asyncssh.SSHKey:
    key = asyncssh.generate_private_key("ssh-ed25519", comment=path.name)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "wb") as out:
        out.write(key.export_private_key())
    path.with_name(path.name + ".pub").write_bytes(key.export_public_key())
    return key


class ServerThread:
    """A `Hub` serving in a thread of its own, with its own event loop."""

    running: ClassVar[list[ServerThread]] = []  # the servers started and not stopped

    def __init__(self, settings: Settings) -> None:
        self.lines: list[str] = []
        self.hub = Hub(settings, self.lines.append)
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)

    def start(self) -> ServerThread:
        ServerThread.running.append(self)
        self.thread.start()
        asyncio.run_coroutine_threadsafe(self.hub.start(), self.loop).result(30)
        return self

    @property
    def port(self) -> int:
        return self.hub.port

    def pids(self) -> list[int]:
        """The players' programs the server runs now."""
        return [child.pid for child in list(self.hub.children) if child.pid is not None]

    def stop(self) -> None:
        if self in ServerThread.running:
            ServerThread.running.remove(self)
        if self.thread.is_alive():
            with contextlib.suppress(Exception):
                asyncio.run_coroutine_threadsafe(self.hub.close(), self.loop).result(30)
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(10)
        if not self.thread.is_alive():
            self.loop.close()


def quick_settings(target: Path, **changes: Any) -> Settings:
    """Small delays and limits, so that the tests stay quick."""
    base = Settings(target, "127.0.0.1", 0, idle=600.0, fail_base=0.05, fail_cap=0.4,
                    quiet=True)
    return replace(base, **changes)


async def connect(port: int, seat: str, *, pin: str | None = None,
                  key: asyncssh.SSHKey | None = None, **options: Any
                  ) -> asyncssh.SSHClientConnection:
    """An SSH connection as `seat`, by PIN (password) or key; no agent, no config files."""
    return await asyncssh.connect(
        "127.0.0.1", port, username=seat, password=pin, client_keys=[key] if key else None,
        preferred_auth="publickey" if key else "password", known_hosts=None,
        agent_path=None, config=None, **options)


class Player:
    """One player's SSH session with a terminal, its screen drawn by pyte."""

    def __init__(self, conn: asyncssh.SSHClientConnection, process: Any,
                 size: tuple[int, int]) -> None:
        self.conn = conn
        self.process = process
        self.screen = pyte.Screen(*size)
        self.stream = pyte.ByteStream(self.screen)
        self.received = 0
        self.data = bytearray()  # every byte received, in order
        self.tail = b""  # the last bytes received, for a failure's message
        self.frames = 0
        self._held = b""
        self._in_frame = False
        self.ended = asyncio.Event()
        self.changed = asyncio.Event()
        self._reader = asyncio.ensure_future(self._read())

    @classmethod
    async def login(cls, port: int, seat: str, *, pin: str | None = None,
                    key: asyncssh.SSHKey | None = None, size: tuple[int, int] = (WIDTH, HEIGHT),
                    lang: str | None = "en_US.UTF-8", window: int = 2 * 1024 * 1024
                    ) -> Player:
        """`lang` None: the client sends no LANG (PuTTY, Windows' OpenSSH)."""
        conn = await connect(port, seat, pin=pin, key=key)
        process = await conn.create_process(term_type="xterm-256color", term_size=size,
                                            env={"LANG": lang} if lang else {},
                                            encoding=None, window=window)
        return cls(conn, process, size)

    async def _read(self) -> None:
        try:
            while True:
                data = await self.process.stdout.read(65536)
                if not data:
                    break
                self.received += len(data)
                self.data += data
                self.tail = (self.tail + data)[-4096:]
                if SYNC_QUERY in data:  # "do you draw frames whole?": yes
                    self.send(SYNC_REPLY)
                self._frames(data)
        except (asyncssh.Error, OSError):
            pass
        finally:
            self.ended.set()
            self.changed.set()

    def _frames(self, data: bytes) -> None:
        """Draw what arrived, a synchronised frame only once it is complete: the
        screen never shows half of one frame over the last."""
        self._held += data
        fed = False
        while self._held:
            if self._in_frame:
                end = self._held.find(SYNC_END)
                if end < 0:
                    break
                self.stream.feed(self._held[:end])
                self._held = self._held[end + len(SYNC_END):]
                self._in_frame, fed = False, True
                continue
            start = self._held.find(SYNC_START)
            if start >= 0:
                self.stream.feed(self._held[:start])
                self._held = self._held[start + len(SYNC_START):]
                self._in_frame, fed = True, True
                continue
            keep = next((n for n in range(len(SYNC_START) - 1, 0, -1)
                         if self._held.endswith(SYNC_START[:n])), 0)
            ready = self._held[:len(self._held) - keep]
            self.stream.feed(ready)
            self._held = self._held[len(ready):]
            fed = fed or bool(ready)
            break
        if fed:
            self.frames += 1
            self.changed.set()

    def text(self) -> str:
        return "\n".join(line.rstrip() for line in self.screen.display)

    async def wait_for(self, *texts: str, timeout: float = 60) -> str:
        """The screen once it shows every one of `texts` (the whole screen in the
        assertion when it does not)."""
        deadline = time.monotonic() + timeout
        while True:
            shown = self.text()
            if all(text in shown for text in texts):
                return shown
            left = deadline - time.monotonic()
            if left <= 0 or (self.ended.is_set() and not self.changed.is_set()):
                ended = (f" (the session ended; its last bytes: {self.tail[-600:]!r})"
                         if self.ended.is_set() else "")
                raise AssertionError(f"{texts!r} did not appear{ended}; the screen "
                                     f"shows:\n{shown}")
            self.changed.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.changed.wait(), min(left, 0.5))

    async def steady(self, quiet: float = 0.3, timeout: float = 60) -> str:
        """The screen once nothing more arrived for `quiet` seconds (a frame drawn)."""
        deadline = time.monotonic() + timeout
        while True:
            count = self.received
            await asyncio.sleep(quiet)
            if count == self.received or self.ended.is_set():
                return self.text()
            if time.monotonic() > deadline:
                raise AssertionError(f"the screen kept changing for {timeout} s")

    def send(self, data: bytes | str) -> None:
        self.process.stdin.write(data.encode() if isinstance(data, str) else data)

    def resize(self, cols: int, rows: int) -> None:
        self.screen.resize(rows, cols)
        self.process.change_terminal_size(cols, rows)

    async def close(self) -> None:
        self.conn.close()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.conn.wait_closed(), 10)
        self._reader.cancel()

    def abort(self) -> None:
        """Vanish: the TCP connection is cut without a word of SSH."""
        self.conn.abort()
        self._reader.cancel()


FACTION_NAMES = {"glaces": "Royaume des Glaces", "liberia": "Empire de Libéria"}
"""The names of the Marches' factions, as the hand-off shows them (not their keys)."""


async def enter_map(player: Player, seat: str, faction: str, turn: int = 1) -> str:
    """From the served hand-off ("Show my game") to the seat's map."""
    await player.wait_for(f"Turn {turn}", f"{seat} ({FACTION_NAMES[faction]})",
                          "Show my game")
    player.send("\r")
    await player.wait_for(f"Turn {turn} · {seat} ({FACTION_NAMES[faction]})")
    return await player.steady()


def started(pid: int) -> PtyChild:
    """The player's program `pid` as a running server started it: its argv and
    environment (the fork server gives the program exactly these:
    tests/ssh/test_forkserver.py)."""
    for server in ServerThread.running:
        for child in list(server.hub.children):
            if child.pid == pid:
                return child
    raise AssertionError(f"no server runs a program {pid}")


def pty_size(pid: int) -> tuple[int, int]:
    """(columns, rows) of the terminal the process `pid` has as standard input."""
    tty = os.readlink(f"/proc/{pid}/fd/0")
    fd = os.open(tty, os.O_RDONLY | os.O_NOCTTY | os.O_NONBLOCK)
    try:
        rows, cols, _, _ = struct.unpack("HHHH", fcntl.ioctl(fd, termios.TIOCGWINSZ,
                                                             b"\0" * 8))
    finally:
        os.close(fd)
    return cols, rows


def alive(pid: int) -> bool:
    """Whether `pid` exists and is not a zombie."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def group_alive(pgid: int) -> bool:
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False
    return any(alive(int(p)) for p in os.listdir("/proc") if p.isdigit()
               and _pgid(int(p)) == pgid)


def _pgid(pid: int) -> int:
    try:
        return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[2])
    except (OSError, IndexError, ValueError):
        return -1


async def gone(pid: int, timeout: float = 60) -> bool:
    """Whether the process `pid` and its process group are gone within `timeout`."""
    deadline = time.monotonic() + timeout
    while alive(pid) or group_alive(pid):
        if time.monotonic() > deadline:
            return False
        await asyncio.sleep(0.1)
    return True


async def eventually(test: Callable[[], bool], timeout: float = 60) -> bool:
    """Whether `test()` holds within `timeout` seconds (looked at every 50 ms)."""
    deadline = time.monotonic() + timeout
    while not test():
        if time.monotonic() > deadline:
            return False
        await asyncio.sleep(0.05)
    return True


def set_pins(save: Path) -> None:
    """alice's and bob's PINs on the save (`ALICE_PIN`, `BOB_PIN`)."""
    for seat, pin in (("alice", ALICE_PIN), ("bob", BOB_PIN)):
        assert main(["seat", "pin", str(save), seat, "--pin", pin]) == 0


async def alice_and_bob(port: int) -> tuple[Player, Player]:
    """alice and bob, each logged in with their PIN (`set_pins`)."""
    alice = await Player.login(port, "alice", pin=ALICE_PIN)
    bob = await Player.login(port, "bob", pin=BOB_PIN)
    return alice, bob
