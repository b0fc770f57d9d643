"""`hexterm serve` sessions through asyncssh's client: a seat logs in with its PIN, its
key or keyboard-interactive and lands in its own game on its own pseudo-terminal;
without a terminal one line; commands, sftp and forwarding refused; resizes reach the
program (absurd ones clamped); a vanished client leaves no process behind; a seat sees
nothing of another's game."""

from __future__ import annotations

import asyncio
from typing import Any

import asyncssh
import pytest

from hexterm.save import savegame
from hexterm.server.program import child_env
from tests.ssh.sshplay import (
    ALICE_PIN,
    BOB_PIN,
    Game,
    Player,
    ServerThread,
    connect,
    enter_map,
    eventually,
    gone,
    pty_size,
    started,
)


def cmdline(pid: int) -> list[str]:
    """The command line of the player's program `pid` (forked: not its /proc's)."""
    return started(pid).argv


def environ(pid: int) -> dict[str, str]:
    """The environment of the player's program `pid` (forked: not its /proc's)."""
    return started(pid).env


def test_a_pin_lands_the_seat_in_its_own_game(server: ServerThread, game: Game) -> None:
    async def play() -> None:
        alice = await Player.login(server.port, "alice", pin=ALICE_PIN,
                                   lang="fr_FR.UTF-8")
        shown = await alice.wait_for("Tour 1", "alice (Royaume des Glaces)")
        assert "PIN" not in shown  # the server let the seat in: no PIN asked again
        [pid] = server.pids()
        argv = cmdline(pid)
        assert argv[-6:] == ["--lang", "fr", "play", str(game.save.absolute()), "--as",
                             "alice"]
        env = environ(pid)
        assert env["HEXTERM_SERVED"] == "1" and env["HEXTERM_IDLE"] == "600"
        assert env["TERM"] == "xterm-256color" and "HEXTERM_PIN" not in env
        assert pty_size(pid) == (100, 40)
        await alice.close()
        assert await gone(pid)

    asyncio.run(play())


def test_a_registered_key_lands_the_seat_without_its_pin(server: ServerThread,
                                                          game: Game) -> None:
    async def play() -> None:
        alice = await Player.login(server.port, "alice", key=game.alice_key)
        shown = await enter_map(alice, "alice", "glaces")
        assert "Royaume des Glaces" in shown
        await alice.close()

    asyncio.run(play())


class PinAnswer(asyncssh.SSHClient):
    """Answers the server's keyboard-interactive prompt with a PIN, and keeps it."""

    def __init__(self, pin: str) -> None:
        self.pin = pin
        self.prompts: list[str] = []

    def kbdint_auth_requested(self) -> str:
        return ""

    def kbdint_challenge_received(self, name: str, instructions: str, lang: str,
                                  prompts: Any) -> list[str]:
        self.prompts += [prompt for prompt, _ in prompts]
        return [self.pin] * len(prompts)


def test_keyboard_interactive_asks_for_the_pin(server: ServerThread) -> None:
    async def play() -> None:
        client = PinAnswer(BOB_PIN)
        conn, _ = await asyncssh.create_connection(
            lambda: client, "127.0.0.1", server.port, username="bob", client_keys=None,
            preferred_auth="keyboard-interactive", known_hosts=None, agent_path=None,
            config=None)
        assert client.prompts == ["PIN: "]
        process = await conn.create_process(term_type="xterm", term_size=(80, 24),
                                            encoding=None)
        bob = Player(conn, process, (80, 24))
        await bob.wait_for("Turn 1", "bob (Empire de Libéria)")
        await bob.close()

        client = PinAnswer("0000")
        with pytest.raises(asyncssh.PermissionDenied):
            await asyncssh.create_connection(
                lambda: client, "127.0.0.1", server.port, username="bob",
                client_keys=None, preferred_auth="keyboard-interactive", known_hosts=None,
                agent_path=None, config=None)

    asyncio.run(play())


def test_without_a_terminal_one_line_and_nothing_else(server: ServerThread) -> None:
    async def play() -> None:
        conn = await connect(server.port, "alice", pin=ALICE_PIN)
        async with conn:
            result = await conn.run(term_type=None, encoding=None)  # a shell, no pty
            assert result.stdout == b"hexterm needs a terminal: connect with ssh -t\n"
            assert result.exit_status == 1
            assert server.pids() == []

            # A command, even with a terminal, is refused, and so is sftp (scp).
            with pytest.raises(asyncssh.ChannelOpenError):
                await conn.run("cat /etc/passwd", term_type="xterm")
            with pytest.raises((asyncssh.ChannelOpenError, asyncssh.SFTPError)):
                await conn.start_sftp_client()
            # Port forwarding: the server opens nothing for the client.
            with pytest.raises(asyncssh.ChannelOpenError):
                await conn.open_connection("127.0.0.1", server.port)
            with pytest.raises(asyncssh.ChannelListenError):
                await conn.forward_remote_port("127.0.0.1", 0, "127.0.0.1", 9)

        conn = await connect(server.port, "alice", pin=ALICE_PIN)
        async with conn:
            result = await conn.run(term_type=None, encoding=None, env={"LANG": "fr_FR"})
            assert result.stdout.decode() == ("hexterm a besoin d'un terminal : "
                                              "connectez-vous avec ssh -t\n")

    asyncio.run(play())


def test_one_session_per_connection(server: ServerThread) -> None:
    async def play() -> None:
        alice = await Player.login(server.port, "alice", pin=ALICE_PIN)
        await alice.wait_for("alice (Royaume des Glaces)")
        with pytest.raises(asyncssh.ChannelOpenError):
            await alice.conn.create_process(term_type="xterm", encoding=None)
        assert len(server.pids()) == 1
        await alice.close()

    asyncio.run(play())


def test_resizes_reach_the_program_and_absurd_ones_are_clamped(server: ServerThread) -> None:
    async def play() -> None:
        bob = await Player.login(server.port, "bob", pin=BOB_PIN, size=(80, 24))
        await enter_map(bob, "bob", "liberia")
        [pid] = server.pids()
        assert pty_size(pid) == (80, 24)

        bob.resize(132, 43)
        assert await eventually(lambda: pty_size(pid) == (132, 43))
        shown = await bob.steady()
        lines = shown.splitlines()
        assert len(lines) == 43 and "palette" in lines[-1]
        assert lines[-1].rstrip().endswith("palette") and len(lines[-1].rstrip()) > 100

        bob.process.change_terminal_size(4_000_000, 70_000)  # what no terminal has
        assert await eventually(lambda: pty_size(pid) == (1000, 1000))
        bob.process.change_terminal_size(0, 0)  # "unknown": the usual 80x24
        assert await eventually(lambda: pty_size(pid) == (80, 24))
        bob.resize(90, 30)
        await bob.wait_for("Turn 1 · bob (Empire de Libéria)")
        assert server.pids() == [pid]  # the same program lived through it all
        await bob.close()

    asyncio.run(play())


def test_a_client_that_vanishes_leaves_no_process(server: ServerThread) -> None:
    async def play() -> None:
        for _ in range(3):
            alice = await Player.login(server.port, "alice", pin=ALICE_PIN)
            await enter_map(alice, "alice", "glaces")
            [pid] = server.pids()
            alice.abort()  # no SSH goodbye: the TCP connection is cut
            assert await gone(pid), f"process {pid} (or its group) is still there"
            assert await eventually(lambda: not server.hub.children
                                    and not server.hub.connections)

        # Quitting the program ends the session, and the program is reaped as well.
        bob = await Player.login(server.port, "bob", pin=BOB_PIN)
        await enter_map(bob, "bob", "liberia")
        [pid] = server.pids()
        bob.send(b"\x11")  # ctrl+q
        await asyncio.wait_for(bob.ended.wait(), 20)
        assert bob.process.exit_status == 0
        assert await gone(pid)

    asyncio.run(play())


def test_a_seat_sees_nothing_of_another_seat(server: ServerThread, game: Game) -> None:
    async def play() -> None:
        bob = await Player.login(server.port, "bob", pin=BOB_PIN)
        await enter_map(bob, "bob", "liberia")
        bob.send("t")  # the orders as text: bob's units only
        shown = await bob.wait_for("Orders · bob", "unit LIB")
        assert "GLA" not in shown and "alice (glaces)" not in shown and "Glaces" not in shown
        [pid] = server.pids()
        assert cmdline(pid)[-2:] == ["--as", "bob"]
        await bob.close()

        # Alice's PIN and alice's key do not open bob's seat (nor a seat that is not
        # there), and a wrong name leaves nothing of the game on any screen.
        with pytest.raises(asyncssh.PermissionDenied):
            await connect(server.port, "bob", pin=ALICE_PIN)
        with pytest.raises(asyncssh.PermissionDenied):
            await connect(server.port, "bob", key=game.alice_key)
        with pytest.raises(asyncssh.PermissionDenied):
            await connect(server.port, "alice", key=game.other_key)
        with pytest.raises(asyncssh.PermissionDenied):
            await connect(server.port, "carol", pin=ALICE_PIN)
        assert savegame.load(game.save).orders == {}

    asyncio.run(play())


def test_the_program_gets_a_clean_environment() -> None:
    env = child_env("xterm-kitty", {"COLORTERM": "truecolor", "NO_COLOR": "",
                                    "LD_PRELOAD": "/tmp/evil.so", "PATH": "/tmp"}, 90)
    assert env["TERM"] == "xterm-kitty" and env["COLORTERM"] == "truecolor"
    assert env["NO_COLOR"] == "1" and env["HEXTERM_IDLE"] == "90"
    assert "LD_PRELOAD" not in env and env["PATH"] != "/tmp"
    for bad in ("", "x" * 100, "xterm; rm -rf /", "../../etc", "\x1b[2J"):
        assert child_env(bad, {"COLORTERM": "rainbow"}, 60)["TERM"] == "xterm-256color"
    assert "COLORTERM" not in child_env("xterm", {"COLORTERM": "rainbow"}, 60)
    assert "NO_COLOR" not in child_env("xterm", {}, 60)
