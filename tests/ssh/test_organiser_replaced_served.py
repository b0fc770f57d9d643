"""A seat given to another person, served (issue 30: "replace a player"): the menu of
games says who plays the seat now, for the player logging in to it ("played by carol")
and in the list of whom a deadline awaits ("carol for bob"); the login stays the seat's
name (its identity), with the new player's own PIN."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

from hexterm.cli import main
from tests.ssh.sshplay import ALICE_PIN, BOB_PIN, Player, ServerThread, make_save


def folder_of_games(tmp_path: Path) -> Path:
    """g1 (a deadline) and g2, alice and bob in each with their PINs; in g1 bob's seat
    given to carol, who set her own PIN for it."""
    folder = tmp_path / "saves"
    for name in ("g1", "g2"):
        save = make_save(folder / f"{name}.hexsave", "alice:glaces", "bob:liberia")
        assert main(["seat", "pin", str(save), "alice", "--pin", ALICE_PIN]) == 0
        assert main(["seat", "pin", str(save), "bob", "--pin", BOB_PIN]) == 0
    g1 = str(folder / "g1.hexsave")
    assert main(["deadline", g1, "48h"]) == 0
    assert main(["seat", "replace", g1, "bob", "--by", "carol", "--reason", "bob left"]) == 0
    assert main(["seat", "pin", g1, "bob", "--pin", BOB_PIN]) == 0  # carol's, the same
    return folder


def test_the_menu_says_who_plays_the_seat_now(
        tmp_path: Path, start_server: Callable[..., ServerThread]) -> None:
    server = start_server(folder_of_games(tmp_path))

    async def play() -> None:
        carol = await Player.login(server.port, "bob", pin=BOB_PIN, size=(200, 40))
        shown = await carol.wait_for("bob: choose a game", "Type its number")
        [g1] = [line for line in shown.splitlines() if "g1.hexsave" in line]
        [g2] = [line for line in shown.splitlines() if "g2.hexsave" in line]
        assert "played by carol" in g1 and "awaited: alice, carol for bob" in g1
        assert "played by" not in g2
        await carol.close()
        alice = await Player.login(server.port, "alice", pin=ALICE_PIN, lang="fr_FR.UTF-8",
                                    size=(200, 40))
        shown = await alice.wait_for("alice : choisissez une partie")
        [g1] = [line for line in shown.splitlines() if "g1.hexsave" in line]
        assert "attendus : alice, carol pour bob" in g1 and "joué par" not in g1
        await alice.close()

    asyncio.run(play())
