"""Stopping the server (issue 24): Ctrl+C (SIGINT) on `hexterm serve`, run as the
organiser runs it, while alice and bob are connected and alice has written orders she
has not sent. Each player is told "the server is stopping"; the bytes their terminal
received end with every mode the program had set undone (the main screen back, the
cursor shown, the mouse, paste and focus reports off), so nobody has to type `reset`;
the server ends with status 0 and leaves no lock file; alice's draft is on disk, and
comes back when she logs in to the served game again."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from hexterm.cli import main
from hexterm.save import drafts, savegame
from tests.helpers.terminal import ROOT
from tests.ssh.sshplay import (
    ALICE_PIN,
    Player,
    ServerThread,
    alice_and_bob,
    eventually,
    set_pins,
)

STOPPING = "hexterm: the server is stopping. Your unsent orders are kept: connect again"
# (set, unset) of each mode the program sets on the player's terminal
MODES = [(b"\x1b[?1049h", b"\x1b[?1049l"), (b"\x1b[?25l", b"\x1b[?25h"),
         (b"\x1b[?1000h", b"\x1b[?1000l"), (b"\x1b[?1003h", b"\x1b[?1003l"),
         (b"\x1b[?1006h", b"\x1b[?1006l"), (b"\x1b[?1015h", b"\x1b[?1015l"),
         (b"\x1b[?2004h", b"\x1b[?2004l"), (b"\x1b[?1004h", b"\x1b[?1004l")]


def left_set(data: bytes) -> list[bytes]:
    """The modes whose last word in `data` sets them."""
    return [on for on, off in MODES if data.rfind(on) > data.rfind(off)]


def serve(save: Path) -> tuple[subprocess.Popen[str], int]:
    """`hexterm serve SAVE --port 0` as its own program, and the port it listens on."""
    server = subprocess.Popen(
        [sys.executable, "-m", "hexterm", "serve", str(save), "--port", "0", "--quiet"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=save.parent,
        env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert server.stdout is not None
    first = server.stdout.readline()
    found = re.search(r" port (\d+);", first)
    assert found, f"hexterm serve said: {first!r}"
    return server, int(found.group(1))


def test_ctrl_c_gives_every_terminal_back_and_keeps_the_drafts(
        tmp_path: Path, start_server: Callable[..., ServerThread]) -> None:
    save = tmp_path / "ford.hexsave"
    assert main(["new", str(save), "--ruleset", "tactical", "--seat", "alice:North",
                 "--seat", "bob:South"]) == 0
    set_pins(save)
    game_id = savegame.load(save).game_id
    server, port = serve(save)

    async def play() -> None:
        try:
            alice, bob = await alice_and_bob(port)
            for player, name in ((alice, "alice (North)"), (bob, "bob (South)")):
                await player.wait_for("Turn 1", name, "Show my game")
                await player.steady()
                player.send("\r")
            await alice.wait_for("Activate a unit · alice (North)")
            alice.send("Spears: C04")  # written, not sent
            await alice.wait_for("The rules accept it")
            assert await eventually(
                lambda: drafts.kept(save, game_id, 1, "alice") == "Spears: C04")
            await bob.wait_for("bob (South)")
            for player in (alice, bob):  # the program has set its modes
                assert b"\x1b[?1049h" in player.data and b"\x1b[?1000h" in player.data
            server.send_signal(signal.SIGINT)  # the organiser's ctrl+c
            for player in (alice, bob):
                await asyncio.wait_for(player.ended.wait(), 60)
                data = bytes(player.data)
                assert left_set(data) == [], data[-400:]
                assert STOPPING in player.text()
                assert data.rstrip().endswith(b"when it is back."), data[-400:]
                last_off = max(data.rfind(off) for _, off in MODES)
                assert data.rfind(STOPPING.encode()) > last_off  # said on the main screen
            assert await asyncio.to_thread(server.wait, 60) == 0
        finally:
            if server.poll() is None:
                server.kill()

    asyncio.run(play())
    assert server.stderr is not None and server.stderr.read() == ""
    for stream in (server.stdout, server.stderr):
        if stream is not None:
            stream.close()
    assert drafts.kept(save, game_id, 1, "alice") == "Spears: C04"
    assert sorted(p.name for p in tmp_path.rglob("*.lock")) == []
    assert savegame.load(save).orders == {}  # nothing was sent

    # served again: alice's unsent orders come back on her screen
    again = start_server(save)

    async def back() -> None:
        alice = await Player.login(again.port, "alice", pin=ALICE_PIN)
        await alice.wait_for("Show my game")
        await alice.steady()
        alice.send("\r")
        await alice.wait_for("Activate a unit · alice (North)", "Spears: C04")
        await alice.close()

    asyncio.run(back())


def test_a_player_at_the_menu_of_games_is_told_too(
        tmp_path: Path, start_server: Callable[..., ServerThread]) -> None:
    """alice chooses among her games (no program runs yet: nothing to give back) when
    the server stops: she is told, and her session ends."""
    from tests.ssh.test_menu import folder_of_games

    folder, _ = folder_of_games(tmp_path)
    server = start_server(folder)

    async def play() -> None:
        alice = await Player.login(server.port, "alice", pin=ALICE_PIN)
        await alice.wait_for("alice: choose a game", "Type its number")
        await asyncio.to_thread(server.stop)
        await asyncio.wait_for(alice.ended.wait(), 60)
        assert STOPPING in alice.text()
        assert b"\x1b[?1049l" not in alice.data  # the menu set no mode to undo
        await alice.close()

    asyncio.run(play())
