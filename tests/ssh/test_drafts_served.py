"""A served session whose client vanishes (the TCP connection cut, no SSH goodbye)
loses none of the orders its player typed: the next login of the seat gives them back,
short of the last key pressed at the most. The same for `play --as` killed in a
terminal is in tests/test_drafts_kept.py."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

from hexterm.cli import main
from hexterm.save import savegame
from tests.ssh.sshplay import ALICE_PIN, Player, ServerThread, enter_map, gone
from tests.test_drafts_kept import TYPED, at_most_a_key_short, kept_text
from tests.test_shared_machine import new_save


def test_a_vanished_ssh_client_gets_its_typed_orders_back(
        tmp_path: Path, start_server: Callable[..., ServerThread]) -> None:
    save = new_save(tmp_path)
    assert main(["seat", "pin", str(save), "alice", "--pin", ALICE_PIN]) == 0
    server = start_server(save)

    async def play() -> None:
        alice = await Player.login(server.port, "alice", pin=ALICE_PIN)
        await enter_map(alice, "alice", "glaces")
        alice.send("t")
        await alice.wait_for("Orders · alice", "defend")
        alice.send(b"\x1b[18~\x7f")  # f7 selects the draft, backspace clears it
        await alice.wait_for("✓")
        await alice.steady()
        assert "defend" not in alice.text()
        alice.send(TYPED)
        await alice.wait_for(TYPED)
        [pid] = server.pids()
        alice.abort()  # no goodbye: the TCP connection is cut
        assert await gone(pid)
        assert at_most_a_key_short(kept_text(save, "alice"), TYPED)

        back = await Player.login(server.port, "alice", pin=ALICE_PIN)
        await enter_map(back, "alice", "glaces")
        back.send("t")
        await back.wait_for("Orders · alice", kept_text(save, "alice"))
        assert "defend" not in back.text()
        await back.close()

    asyncio.run(play())
    assert savegame.load(save).orders == {}
