"""The same seat logged in twice (issue 24), in a served Planisphère game: alice writes
orders in one session and, without sending them, logs in again from another terminal
(with her key this time). The older session is told, in a sentence on its screen with
its terminal given back, that the newer one goes on, and is closed; the newer one
starts from the orders the older one was writing (said on screen), so neither's draft
silently replaces the other's, and only one program plays the seat."""

from __future__ import annotations

import asyncio

from hexterm.save import drafts, savegame
from tests.ssh.sshplay import ALICE_PIN, BOB_PIN, Game, Player, ServerThread, enter_map, eventually
from tests.ssh.test_server_stop import left_set

TAKEN_OVER = ("hexterm: alice has logged in again from another terminal, which goes on "
              "with this seat and your unsent orders.")


def test_the_newer_login_takes_the_seat_over(server: ServerThread, game: Game) -> None:
    game_id = savegame.load(game.save).game_id

    def draft() -> str | None:
        return drafts.kept(game.save, game_id, 1, "alice")

    async def play() -> None:
        first = await Player.login(server.port, "alice", pin=ALICE_PIN)
        await enter_map(first, "alice", "glaces")
        first.send("t")  # her orders as text
        await first.wait_for("Orders · alice")
        await first.steady()
        first.send("# along the river")
        assert await eventually(lambda: "# along the river" in (draft() or ""))
        [first_pid] = server.pids()

        second = await Player.login(server.port, "alice", key=game.alice_key)
        await asyncio.wait_for(first.ended.wait(), 60)  # the older session is closed
        assert " ".join(first.text().split()).find(TAKEN_OVER) >= 0, first.text()
        assert left_set(bytes(first.data)) == []  # its terminal as it was
        await enter_map(second, "alice", "glaces")
        assert "Your unsent orders were restored" in await second.wait_for(
            "Your unsent orders were restored")
        second.send("t")
        await second.wait_for("Orders · alice", "# along the river")
        assert await eventually(lambda: len(server.pids()) == 1)
        assert server.pids() != [first_pid]  # one program plays alice: the newer one
        await second.close()

    asyncio.run(play())
    assert "# along the river" in (draft() or "")


def test_two_seats_logged_in_take_nothing_over(server: ServerThread) -> None:
    """alice's session and bob's are two seats of the game: neither ends the other."""

    async def play() -> None:
        alice = await Player.login(server.port, "alice", pin=ALICE_PIN)
        bob = await Player.login(server.port, "bob", pin=BOB_PIN)
        await enter_map(alice, "alice", "glaces")
        await enter_map(bob, "bob", "liberia")
        assert not alice.ended.is_set() and not bob.ended.is_set()
        assert len(server.pids()) == 2
        await alice.close()
        await bob.close()

    asyncio.run(play())
