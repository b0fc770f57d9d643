"""A hostile or broken client never brings down `hexterm serve` nor another player's
session: garbage bytes and floods of keys into a session, a storm of absurd window
sizes, a client that stops reading (the server's buffer stays bounded), garbage instead
of SSH, and a crowd of connections that never log in."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable

import pytest

from hexterm.server.pty import READ_CHUNK
from hexterm.server.session import OUTPUT_HIGH
from tests.ssh.sshplay import (
    ALICE_PIN,
    BOB_PIN,
    Game,
    Player,
    ServerThread,
    enter_map,
    eventually,
    gone,
)


async def bob_still_plays(server: ServerThread, bob: Player) -> None:
    """bob's map still answers his keys: the cursor moves from hex to hex (from N12,
    where the map opens: the Marches put liberia's first unit there)."""
    for label in ("O12", "P12"):
        bob.send("s")  # south
        await bob.wait_for(f"│ {label} ")
    bob.send("ww")
    await bob.wait_for("│ N12 ")


def test_garbage_and_floods_hurt_no_one_else(server: ServerThread, game: Game) -> None:
    async def play() -> None:
        bob = await Player.login(server.port, "bob", pin=BOB_PIN)
        await enter_map(bob, "bob", "liberia")
        [bob_pid] = server.pids()
        alice = await Player.login(server.port, "alice", key=game.alice_key)
        await enter_map(alice, "alice", "glaces")
        [alice_pid] = [pid for pid in server.pids() if pid != bob_pid]
        noise = random.Random(6)
        for _ in range(32):  # 64 KiB of every byte value, escape sequences cut in half
            alice.send(bytes(noise.randrange(256) for _ in range(2048)))
            alice.process.change_terminal_size(noise.choice((0, 1, 3, 10**6, 2**31)),
                                               noise.choice((0, 1, 2, 10**6, 2**31)))
            alice.process.send_break(1000)
            alice.process.send_signal("KILL")
            await asyncio.sleep(0)
        alice.send(b"d" * 2_000_000)  # a flood of keys: the cursor runs right
        await bob_still_plays(server, bob)
        await alice.close()
        assert await gone(alice_pid)

        # The server still lets people in, and bob never noticed.
        again = await Player.login(server.port, "alice", pin=ALICE_PIN)
        await enter_map(again, "alice", "glaces")
        await bob_still_plays(server, bob)
        await asyncio.gather(again.close(), bob.close())

    asyncio.run(play())


def test_a_client_that_stops_reading_costs_a_bounded_buffer(server: ServerThread) -> None:
    async def play() -> None:
        alice = await Player.login(server.port, "alice", pin=ALICE_PIN, window=32 * 1024)
        await enter_map(alice, "alice", "glaces")
        alice._reader.cancel()  # from now on nothing is read on alice's side
        for n in range(300):  # every size redraws the whole screen
            alice.process.change_terminal_size(*((200, 60) if n % 2 else (190, 58)))
            await asyncio.sleep(0.02)
        [conn] = server.hub.connections
        assert conn.session is not None
        assert await eventually(lambda: conn.session is not None and conn.session._paused,
                                timeout=60), "the client's window never filled"
        assert conn.session.peak_buffered <= OUTPUT_HIGH + READ_CHUNK
        bob = await Player.login(server.port, "bob", pin=BOB_PIN)
        await enter_map(bob, "bob", "liberia")
        await bob_still_plays(server, bob)
        alice.abort()
        await bob.close()
        assert await eventually(lambda: not server.hub.children)

    asyncio.run(play())


def test_garbage_instead_of_ssh_and_a_crowd_that_never_logs_in(
        game: Game, start_server: Callable[..., ServerThread]) -> None:
    server = start_server(game.save, login_timeout=2.0, per_address=8, total=12)

    async def play() -> None:
        noise = random.Random(7)
        for first in (b"", b"SSH-2.0-x\r\n"):
            reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
            writer.write(first + bytes(noise.randrange(256) for _ in range(65536)))
            with pytest.raises((ConnectionError, asyncio.IncompleteReadError)):
                while await asyncio.wait_for(reader.read(65536), 30):
                    pass
                raise ConnectionError("closed")  # an end of file is a closed connection
            writer.close()
        crowd = [await asyncio.open_connection("127.0.0.1", server.port) for _ in range(20)]
        assert await eventually(lambda: len(server.hub.connections) == 8)
        await asyncio.sleep(0.5)
        assert len(server.hub.connections) == 8  # the others were turned away
        for _, writer in crowd:
            writer.close()
        assert await eventually(lambda: not server.hub.connections)
        alice = await Player.login(server.port, "alice", pin=ALICE_PIN)
        await alice.wait_for("alice (Royaume des Glaces)")
        await alice.close()

    asyncio.run(play())
