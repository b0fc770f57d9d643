"""Who gets in to `hexterm serve`, and how the server holds up at the door: wrong PINs
refused with a delay that doubles per failure from the same address (capped), a seat
without PIN or key refused with a word to the organiser, bot seats never, the host
key made once (0600) and reused, connection limits per address and in all, and the
login timeout."""

from __future__ import annotations

import asyncio
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

import asyncssh
import pytest

from hexterm.cli import main
from hexterm.engine.errors import HextermError
from hexterm.server.auth import HOST_KEY_NAME, Failures, host_key
from tests.ssh.sshplay import (
    ALICE_PIN,
    BOB_PIN,
    Game,
    Player,
    ServerThread,
    connect,
    eventually,
    make_save,
)


def test_wrong_pins_are_refused_and_the_delay_grows(server: ServerThread) -> None:
    async def play() -> None:
        for pin in ("0000", "1111", "2222", "3333", "4444"):
            with pytest.raises(asyncssh.PermissionDenied):
                await connect(server.port, "alice", pin=pin)
        delays = [delay for address, delay in server.hub.failures.delays
                  if address == "127.0.0.1"]
        assert delays == [0.05, 0.1, 0.2, 0.4, 0.4]  # doubling, capped (here at 0.4 s)
        assert server.hub.failures.count("127.0.0.1") == 5
        # The right PIN still opens the seat, and the count starts again.
        alice = await Player.login(server.port, "alice", pin=ALICE_PIN)
        await alice.wait_for("alice (Royaume des Glaces)")
        assert server.hub.failures.count("127.0.0.1") == 0
        await alice.close()

    asyncio.run(play())


def test_failures_are_counted_per_address_and_forgotten() -> None:
    now = [0.0]
    failures = Failures(base=1.0, cap=8.0, forget=60.0, clock=lambda: now[0])
    assert [failures.failed("10.0.0.1") for _ in range(5)] == [1.0, 2.0, 4.0, 8.0, 8.0]
    assert failures.failed("10.0.0.2") == 1.0  # another address starts afresh
    now[0] = 200.0
    assert failures.count("10.0.0.1") == 0 and failures.failed("10.0.0.1") == 1.0
    failures.succeeded("10.0.0.1")
    assert failures.count("10.0.0.1") == 0


def test_a_seat_without_pin_or_key_cannot_log_in(tmp_path: Path,
                                                  start_server: Callable[..., ServerThread]
                                                  ) -> None:
    save = make_save(tmp_path / "open.hexsave", "alice:glaces", "bob:liberia",
                     "carol:coelion:bot")
    assert main(["seat", "pin", str(save), "bob", "--pin", BOB_PIN]) == 0
    server = start_server(save)
    banners: list[str] = []

    class Client(asyncssh.SSHClient):
        def auth_banner_received(self, msg: str, lang: str) -> None:
            banners.append(msg)

    async def play() -> None:
        for pin in ("", "anything"):
            with pytest.raises(asyncssh.PermissionDenied):
                await asyncssh.create_connection(
                    Client, "127.0.0.1", server.port, username="alice", password=pin,
                    client_keys=None, preferred_auth="password", known_hosts=None,
                    agent_path=None, config=None)
        assert banners and "hexterm seat pin" in banners[0]
        assert "hexterm seat add-key" in banners[0]
        # A bot seat is played by the program: nobody logs in as it.
        with pytest.raises(asyncssh.PermissionDenied):
            await connect(server.port, "carol", pin="x")
        bob = await Player.login(server.port, "bob", pin=BOB_PIN)
        await bob.wait_for("bob (Empire de Libéria)")
        await bob.close()

    asyncio.run(play())


def test_the_host_key_is_made_once_private_and_reused(game: Game,
                                                      start_server: Callable[...,
                                                                             ServerThread]
                                                      ) -> None:
    path = game.folder / HOST_KEY_NAME
    assert not path.exists()
    first = start_server(game.save)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    fingerprint = first.hub.fingerprint
    first.stop()
    again = start_server(game.folder)  # the folder: the same key
    assert again.hub.fingerprint == fingerprint

    async def seen_key() -> str:
        conn = await connect(again.port, "alice", pin=ALICE_PIN)
        async with conn:
            return str(conn.get_server_host_key().get_fingerprint())

    assert asyncio.run(seen_key()) == fingerprint
    again.stop()
    os.chmod(path, 0o644)
    with pytest.raises(HextermError, match="can be read by other users"):
        host_key(game.folder)


def test_connections_are_limited_per_address_and_in_all(game: Game,
                                                        start_server: Callable[...,
                                                                               ServerThread]
                                                        ) -> None:
    server = start_server(game.save, per_address=3, total=4)

    # Connections that log in and open no session: a second session of one seat
    # would take the first one's seat over (tests/ssh/test_same_seat_twice.py).
    async def play() -> None:
        logged = [await connect(server.port, seat, pin=pin)
                  for seat, pin in (("alice", ALICE_PIN), ("bob", BOB_PIN),
                                    ("alice", ALICE_PIN))]
        with pytest.raises((asyncssh.DisconnectError, ConnectionError)):
            await connect(server.port, "bob", pin=BOB_PIN)
        assert len(server.hub.connections) == 3
        logged[0].close()
        assert await eventually(lambda: len(server.hub.connections) == 2)
        fourth = await Player.login(server.port, "bob", pin=BOB_PIN)
        await fourth.wait_for("bob (Empire de Libéria)")
        await fourth.close()
        for conn in logged[1:]:
            conn.close()

    asyncio.run(play())
    server.hub.settings.per_address = 10  # the total limit alone

    async def total() -> None:
        logged = [await connect(server.port, "bob", pin=BOB_PIN) for _ in range(4)]
        with pytest.raises((asyncssh.DisconnectError, ConnectionError)):
            await connect(server.port, "alice", pin=ALICE_PIN)
        for conn in logged:
            conn.close()

    asyncio.run(total())


def test_a_login_that_does_not_finish_is_cut(game: Game,
                                             start_server: Callable[..., ServerThread]
                                             ) -> None:
    server = start_server(game.save, login_timeout=1.0)

    async def play() -> bytes:
        reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
        received = b""
        try:
            while True:  # say nothing: the server speaks its version, then gives up
                data = await asyncio.wait_for(reader.read(4096), 30)
                if not data:
                    return received
                received += data
        finally:
            writer.close()

    assert asyncio.run(play()).startswith(b"SSH-2.0-hexterm")
    assert asyncio.run(eventually(lambda: not server.hub.connections))


def test_a_connection_is_closed_after_six_wrong_pins(server: ServerThread) -> None:
    class Stubborn(asyncssh.SSHClient):
        """Answers every PIN prompt wrongly, as long as it is asked."""

        asked = 0

        def kbdint_auth_requested(self) -> str:
            return ""

        def kbdint_challenge_received(self, name: str, instructions: str, lang: str,
                                      prompts: Any) -> list[str]:
            Stubborn.asked += 1
            return ["0000"] * len(prompts)

    async def play() -> None:
        with pytest.raises(asyncssh.PermissionDenied, match="too many wrong PINs"):
            await asyncssh.create_connection(
                Stubborn, "127.0.0.1", server.port, username="alice", client_keys=None,
                preferred_auth="keyboard-interactive", known_hosts=None, agent_path=None,
                config=None)

    asyncio.run(play())
    assert Stubborn.asked == 6
