"""The tactical board over `hexterm serve`: alice, in her own SSH session, activates a
unit; while bob is awaited her waiting screen offers to take it back (`u`), and she
does, before bob acts: bob's go, already on his screen, goes away, her go opens
again (greeted as a turn's go is) and she moves another way; bob is then shown his go
with Spears where it now stands. The save's log keeps the move taken back."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

from hexterm.cli import main
from hexterm.save import savegame
from tests.ssh.sshplay import ServerThread, alice_and_bob, set_pins


def test_a_move_taken_back_over_ssh(tmp_path: Path,
                                    start_server: Callable[..., ServerThread]) -> None:
    save = tmp_path / "ford.hexsave"
    assert main(["new", str(save), "--ruleset", "tactical", "--seat", "alice:North",
                 "--seat", "bob:South"]) == 0
    set_pins(save)
    server = start_server(save)

    async def play() -> None:
        alice, bob = await alice_and_bob(server.port)
        for player, name in ((alice, "alice (North)"), (bob, "bob (South)")):
            await player.wait_for("Turn 1", name, "Show my game")  # the turn's greeting
            await player.steady()
            player.send("\r")
        await alice.wait_for("Activate a unit · alice (North)")
        alice.send("Spears: C04")
        await alice.wait_for("The rules accept it")
        alice.send(b"\x13")  # ctrl+s
        await alice.wait_for("Take back my last move")
        await bob.wait_for("Activate a unit · bob (South)")
        alice.send("u")
        # bob's go is gone (his screen watches the save), alice's is back, greeted
        await bob.wait_for("bob (South) plays at this terminal", "Awaited: alice")
        await alice.wait_for("Awaited: alice", "Show my game")
        await alice.steady()
        alice.send("\r")
        await alice.wait_for("Activate a unit · alice (North)")
        alice.send("Spears: C03")
        await alice.wait_for("The rules accept it")
        alice.send(b"\x13")
        await bob.wait_for("Show my game")
        await bob.steady()
        bob.send("\r")
        await bob.wait_for("Activate a unit · bob (South)", "Spears: B04 → C03 (1)")
        await alice.close()
        await bob.close()

    asyncio.run(play())
    game = savegame.load(save)
    moves = [e.args["path"] for e in game.log if e.key == "tactical.move"]
    assert moves == ["B04 → C04 (1)", "B04 → C03 (1)"]
    assert [e.args["seat"] for e in game.log if e.key == "taken-back"] == ["alice"]
    assert game.step.seats == ("bob",)
