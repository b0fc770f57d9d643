"""A Med-Fan battle's aftermath played over `hexterm serve`: alice and bob, each in
their own SSH session, are shown only their own side of the after-battle step (their
survival table, their figures to roll) and type only their own dice; alice waits while
bob is awaited; both are then brought their own sealed spending. The save keeps each
player's dice as typed."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

from hexterm.save import savegame
from tests.helpers.medfan_world import advance_to, build_campaign
from tests.ssh.sshplay import ServerThread, alice_and_bob, set_pins


def test_each_player_enters_only_their_side_after_the_battle(
        tmp_path: Path, start_server: Callable[..., ServerThread]) -> None:
    save = tmp_path / "medfan.hexsave"
    build_campaign(save)
    advance_to(save, "after")
    set_pins(save)
    server = start_server(save)

    async def play() -> None:
        alice, bob = await alice_and_bob(server.port)
        # (mid-turn: no greeting, each is shown the step at once)
        # alice's healer stands: her table; three spearmen of hers to roll
        shown = await alice.wait_for("After the battle · alice (Elves)", "with the healer:")
        assert "Goblins" not in shown.split("3. Your objective")[0]
        # bob has no healer but the House of Healers; his five goblins and Grak
        shown = await bob.wait_for("After the battle · bob (Orcs)",
                                   "with the House of Healers:")
        assert "Spearmen" not in shown.split("3. Your objective")[0]
        alice.send("dice 2 4 5\rtarget 7")
        await alice.wait_for("Spearmen 5: dead", "The rules accept it")
        alice.send(b"\x13")  # ctrl+s
        await alice.wait_for("Awaited: bob")
        bob.send("dice 1 1 6 6 6 6")
        await bob.wait_for("Goblins 6: dead", "The rules accept it")
        bob.send(b"\x13")
        for player, name in ((alice, "alice"), (bob, "bob")):
            await player.wait_for(f"Spending · {name}")
        await alice.close()
        await bob.close()

    asyncio.run(play())
    game = savegame.load(save)
    assert game.step.key == "spending"
    after = {e.args["seat"]: e.args["dice"] for e in game.log if e.key == "medfan.after"}
    assert after == {"alice": [2, 4, 5], "bob": [1, 1, 6, 6, 6, 6]}
