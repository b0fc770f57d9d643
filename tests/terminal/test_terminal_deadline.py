"""A served player's terminal and the step's deadline (issue 28): `hexterm serve` and
the real OpenSSH client in a private tmux server (as tests/ssh/test_openssh.py runs
them). alice, on the waiting screen, sees the time left count down (two values read one
after the other); when bob submits from the command line (`hexterm orders submit`),
the turn resolves, alice's go opens, and her terminal receives the bell and the desktop
notification sequence (OSC 9 and OSC 777), read from the raw bytes the pane's program
writes (tmux `pipe-pane`). tmux and ssh are required: without them it fails, it does
not skip.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.engine.deadlines import MINUTE, Policy
from hexterm.engine.seats import Seat
from hexterm.table import create_game
from tests.helpers.waits import holds
from tests.ssh.sshplay import ALICE_PIN, ServerThread, quick_settings
from tests.ssh.test_openssh import SshTerminal, ssh_command

LEFT = re.compile(r"Deadline in (\d+ min \d\d s)")
"""The waiting screen's deadline line, and the time left it says."""


@pytest.fixture
def save(tmp_path: Path) -> Path:
    """alice and bob (both with a PIN) at their own terminals; thirty minutes a step,
    from now (the served program's clock is the wall clock), no reminder before the
    last second."""
    path = tmp_path / "saves" / "g.hexsave"
    create_game(path, "planisphere", None, [Seat("alice", "glaces"), Seat("bob", "liberia")],
                3, deadline=Policy(30 * MINUTE, reminders=(1,)))
    assert main(["seat", "pin", str(path), "alice", "--pin", ALICE_PIN]) == 0
    return path


@pytest.fixture
def alice(save: Path) -> Iterator[SshTerminal]:
    tmux = shutil.which("tmux")
    if tmux is None:
        pytest.fail("tmux is not installed: this test runs ssh in tmux "
                    "(apt-get install tmux; .ci/run installs it)")
    term = SshTerminal(tmux, save.parent)
    try:
        yield term
    finally:
        term.close()


@pytest.fixture
def server(save: Path) -> Iterator[ServerThread]:
    served = ServerThread(quick_settings(save))
    try:
        yield served.start()
    finally:
        served.stop()


wait = holds  # a condition awaited outside an app


def test_the_time_left_counts_down_and_the_go_opening_rings(
        save: Path, server: ServerThread, alice: SshTerminal, tmp_path: Path) -> None:
    alice.start_ssh(ssh_command(server.port, "alice"))
    alice.wait_for("PIN:")
    alice.type(ALICE_PIN)
    alice.send("Enter")
    alice.wait_for("alice (Royaume des Glaces) plays at this terminal", "Deadline in ")
    alice.wait_for_focus("Show my game")
    alice.send("Enter")
    alice.wait_for("Turn 1 · alice (Royaume des Glaces)", "Deadline in ")
    alice.steady()
    alice.send("t")
    alice.wait_for("Orders · alice", "unit ")
    alice.steady()
    alice.send("C-s")
    alice.wait_for("Submit your orders for turn 1?")
    alice.steady()
    alice.send("y")
    alice.wait_for("alice (Royaume des Glaces): your orders are given.", "Awaited: bob")

    # The time left counts down, once a second: a value, then another, lower.
    found = LEFT.search(alice.wait_for(LEFT))
    assert found is not None
    first = found.group(1)
    assert first.startswith(("29 min", "28 min", "27 min")), first
    alice.wait_until(lambda s: (now := LEFT.search(s)) is not None and now.group(1) != first,
                     f"the time left going on from {first}")
    second = LEFT.search(alice.screen())
    assert second is not None and second.group(1) < first  # "29 min 57 s" < "29 min 58 s"

    # What the pane's program writes from now on, escape sequences included.
    raw = tmp_path / "alice.out"
    raw.touch()
    assert alice.run("pipe-pane", "-o", "-t", "t", f"cat >> {raw}").returncode == 0
    orders = tmp_path / "bob.orders"
    orders.write_text("")
    assert main(["orders", "submit", str(save), str(orders), "--as", "bob"]) == 0
    alice.wait_for("Turn 2", "Show my game")
    said = b"Turn 2 (Orders): your input is awaited, 30 min 00 s left"
    wait(lambda: b"\x1b]9;" + said + b"\x07" in raw.read_bytes(), "the OSC 9 notification")
    out = raw.read_bytes()
    assert b"\x07\x1b]9;" + said in out  # the bell, then the notification
    assert re.search(rb"\x1b\]777;notify;[^;\x07]+;" + re.escape(said) + rb"\x07", out)
    assert out.count(b"\x1b]9;") == 1  # once
