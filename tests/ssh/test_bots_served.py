"""Bots never hold a served game up (issue 24): alice, in her own SSH session, plays the
tactical board against a bot: once her activation is in, the bot's activation is
written at once and her next go opens: she never sees the waiting screen saying
"nothing is asked of you at this step" with nobody awaited. The same in SAGA, where
the bots' movements follow her bid."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

from hexterm.cli import main
from hexterm.save import savegame
from tests.ssh.sshplay import ALICE_PIN, Player, ServerThread, eventually
from tests.test_bots_at_once import CASES, made, moved_on


def bot_moves(save: Path) -> list[tuple[str, str]]:
    """The units and paths of bob's (the bot's) moves in the save's log."""
    return [(e.args["unit"], e.args["path"]) for e in savegame.load(save).log
            if e.key == "tactical.move" and e.args["seat"] == "bob"]


def test_the_bots_go_follows_a_served_activation_at_once(
        tmp_path: Path, start_server: Callable[..., ServerThread]) -> None:
    save = tmp_path / "ford.hexsave"
    assert main(["new", str(save), "--ruleset", "tactical", "--seat", "alice:North",
                 "--seat", "bob:South:bot", "--seed", "4"]) == 0
    assert main(["seat", "pin", str(save), "alice", "--pin", ALICE_PIN]) == 0
    server = start_server(save)

    async def play() -> None:
        alice = await Player.login(server.port, "alice", pin=ALICE_PIN)
        await alice.wait_for("Turn 1", "alice (North)", "Show my game")
        await alice.steady()
        alice.send("\r")
        await alice.wait_for("Activate a unit · alice (North)")
        alice.send("Spears: C04")
        await alice.wait_for("The rules accept it")
        alice.send(b"\x13")  # ctrl+s
        # the bot has moved at once (nobody resolved anything), and alice's next go is
        # on her screen with its move in the log beside the board
        assert await eventually(lambda: bot_moves(save) != [])
        unit, path = bot_moves(save)[0]
        await alice.wait_for("Activate a unit · alice (North)", "Spears: B04 → C04 (1)",
                             f"{unit}: {path[:3]}")
        assert "nothing is asked of you" not in alice.text()
        await alice.close()

    asyncio.run(play())
    game = savegame.load(save)
    assert [e.subject for e in game.log if e.key == "bot-orders"] == ["bob"]
    assert game.waiting_for() == ["alice"]
    moves = [e.args["seat"] for e in game.log if e.key == "tactical.move"]
    assert moves == ["alice", "bob"]


def test_the_bots_movements_follow_a_served_bid_at_once(
        tmp_path: Path, start_server: Callable[..., ServerThread]) -> None:
    """SAGA, turn 2: alice (no band) bids; the bots' movements, which await them alone,
    are written at once and her next step opens on her screen."""
    save = made(tmp_path, CASES["saga"])
    assert main(["seat", "pin", str(save), "alice", "--pin", ALICE_PIN]) == 0
    before = savegame.load(save)
    server = start_server(save)

    async def play() -> None:
        alice = await Player.login(server.port, "alice", pin=ALICE_PIN)
        await alice.wait_for("Turn 2", "alice (Vikings)", "Show my game")
        await alice.steady()
        alice.send("\r")
        await alice.wait_for("Report of turn 1 · alice")  # her reports first
        await alice.steady()
        alice.send("\x1b")
        await alice.wait_for("Turn 2 · Bid for the favour of the gods · alice (Vikings)")
        alice.send("0")
        await alice.wait_for("The rules accept it")
        alice.send(b"\x13")  # ctrl+s
        await alice.wait_for("Turn 2 · Recruit and transfer · alice (Vikings)")
        await alice.close()

    asyncio.run(play())
    moved_on(before, savegame.load(save))
