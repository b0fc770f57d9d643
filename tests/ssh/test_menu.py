"""`hexterm serve FOLDER`: several games at once. A credential opens the seat of its
name in the games where it is that seat's PIN or key; with several, the player picks
from a menu of exactly those (and comes back to it after quitting one); with one, the
player lands in it directly."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

import asyncssh

from hexterm.cli import main
from tests.ssh.sshplay import ALICE_PIN, Player, ServerThread, make_save, started, write_key


def folder_of_games(tmp_path: Path) -> tuple[Path, Path]:
    """g1: alice with ALICE_PIN; g2: alice with ALICE_PIN and a key; g3: alice with
    another PIN; g4: no alice. Returns the folder and alice's key file."""
    folder = tmp_path / "saves"
    for name, seats in (("g1", ("alice:glaces", "bob:liberia")),
                        ("g2", ("dan:glaces", "alice:liberia")),
                        ("g3", ("alice:glaces", "bob:liberia")),
                        ("g4", ("bob:glaces", "dan:liberia"))):
        make_save(folder / f"{name}.hexsave", *seats)
    for name, pin in (("g1", ALICE_PIN), ("g2", ALICE_PIN), ("g3", "9999")):
        assert main(["seat", "pin", str(folder / f"{name}.hexsave"), "alice",
                     "--pin", pin]) == 0
    key = tmp_path / "alice_key"
    write_key(key)
    assert main(["seat", "add-key", str(folder / "g2.hexsave"), "alice", f"{key}.pub"]) == 0
    return folder, key


def test_the_menu_offers_the_games_the_credential_opens(
        tmp_path: Path, start_server: Callable[..., ServerThread]) -> None:
    folder, _ = folder_of_games(tmp_path)
    server = start_server(folder)

    async def play() -> None:
        alice = await Player.login(server.port, "alice", pin=ALICE_PIN)
        shown = await alice.wait_for("alice: choose a game", "Type its number")
        assert "g1.hexsave" in shown and "g2.hexsave" in shown
        assert "g3.hexsave" not in shown and "g4.hexsave" not in shown
        assert server.pids() == []
        alice.send("7\r")
        await alice.wait_for("7 is not in the list.")
        alice.send("\x1b[A3\x7f2\r")  # an arrow key is skipped, backspace rubs out
        await alice.wait_for("Turn 1", "alice (Empire de Libéria)", "Show my game")
        [pid] = server.pids()
        assert started(pid).argv[-4:-2] == ["play", str(folder.absolute() / "g2.hexsave")]
        alice.send("\r")
        await alice.wait_for("Turn 1 · alice (Empire de Libéria)")
        alice.send(b"\x11")  # ctrl+q: back to the menu
        await alice.wait_for("alice: choose a game")
        assert not server.hub.children
        alice.send("q")
        await asyncio.wait_for(alice.ended.wait(), 20)
        assert alice.process.exit_status == 0

    asyncio.run(play())


def test_one_game_opened_lands_directly_and_the_menu_speaks_french(
        tmp_path: Path, start_server: Callable[..., ServerThread]) -> None:
    folder, key_file = folder_of_games(tmp_path)
    server = start_server(folder)
    key = asyncssh.read_private_key(key_file)

    async def play() -> None:
        alice = await Player.login(server.port, "alice", key=key)  # only g2 has the key
        await alice.wait_for("Turn 1", "alice (Empire de Libéria)", "Show my game")
        await alice.close()
        alice = await Player.login(server.port, "alice", pin=ALICE_PIN, lang="fr_FR.UTF-8")
        await alice.wait_for("alice : choisissez une partie", "(g1.hexsave), tour 1")
        alice.send(b"\x04")  # ctrl+d
        await alice.wait_for("Au revoir.")
        await asyncio.wait_for(alice.ended.wait(), 20)

    asyncio.run(play())
