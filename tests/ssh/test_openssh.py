"""`hexterm serve` with the real OpenSSH client, `ssh -tt`, each in a terminal of its
own (a private tmux server, driven as in tests/terminal/test_terminal.py).

alice logs in with her key, bob types his PIN at the server's prompt (a wrong one
first); both write their orders and confirm at the same moment, and both see the
hand-off to turn 2; alice's window is resized and her program sees the new size; her
ssh is killed (SIGKILL: no goodbye) and her program is gone. Without a terminal
(`ssh -T`) one line; a command (`ssh host cmd`) is refused. tmux and ssh are required
(.ci/run installs them): without them these tests fail, they do not skip.
"""

from __future__ import annotations

import os
import shlex
import shutil
import signal
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from hexterm.save import savegame
from tests.helpers.terminal import ROOT, Terminal
from tests.helpers.waits import holds
from tests.ssh.sshplay import BOB_PIN, FACTION_NAMES, Game, ServerThread, alive, pty_size


def ssh_command(port: int, seat: str, *, key: Path | None = None,
                tty: str = "-tt") -> list[str]:
    """ssh to the test server on 127.0.0.1: no configuration, agent or known hosts."""
    found = shutil.which("ssh")
    if found is None:
        pytest.fail("ssh is not installed: these tests use the OpenSSH client "
                    "(apt-get install openssh-client; .ci/run installs it)")
    auth = (["-i", str(key), "-o", "IdentitiesOnly=yes", "-o",
             "PreferredAuthentications=publickey"] if key else
            ["-o", "PreferredAuthentications=keyboard-interactive"])
    return [found, tty, "-F", "/dev/null", "-o", "StrictHostKeyChecking=no", "-o",
            "UserKnownHostsFile=/dev/null", "-o", "LogLevel=ERROR", "-o", "IdentityAgent=none",
            "-o", "BatchMode=no", *auth, "-p", str(port), f"{seat}@127.0.0.1"]


class SshTerminal(Terminal):
    """A tmux terminal running `ssh` instead of hexterm."""

    def start_ssh(self, command: list[str]) -> None:
        wrapped = ["sh", "-c", '"$@"; echo "[hexterm exited with status $?]"', "sh",
                   "env", "TERM=xterm-256color", *command]
        done = self.run("start-server", ";", "set-option", "-g", "remain-on-exit", "on",
                        ";", "new-session", "-d", "-x", "100", "-y", "40", "-s", "t",
                        "-c", str(ROOT), shlex.join(wrapped))
        assert done.returncode == 0, f"tmux did not start: {done.stderr}"
        self.started = True
        self.socket_path = self.run("display-message", "-p", "#{socket_path}").stdout.strip()

    def ssh_pid(self) -> int:
        """The ssh process in the pane (a child of the pane's shell)."""
        shell = int(self.run("display-message", "-p", "-t", "t", "#{pane_pid}").stdout)
        for entry in os.listdir("/proc"):
            if entry.isdigit():
                try:
                    stat = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
                    name = Path(f"/proc/{entry}/comm").read_text().strip()
                except OSError:
                    continue
                if int(stat[1]) == shell and name == "ssh":
                    return int(entry)
        raise AssertionError("no ssh process in the pane")


@pytest.fixture
def terminals(game: Game) -> Iterator[Callable[[], SshTerminal]]:
    """Terminals made by the test, closed at its end whatever happens."""
    tmux = shutil.which("tmux")
    if tmux is None:
        pytest.fail("tmux is not installed: these tests run ssh in tmux "
                    "(apt-get install tmux; .ci/run installs it)")
    made: list[SshTerminal] = []

    def make() -> SshTerminal:
        made.append(SshTerminal(tmux, game.folder))
        return made[-1]

    try:
        yield make
    finally:
        for term in made:
            term.close()


wait = holds  # a condition awaited outside an app


def test_two_seats_play_a_turn_with_openssh(server: ServerThread, game: Game,
                                            terminals: Callable[[], SshTerminal]) -> None:
    alice, bob = terminals(), terminals()
    alice.start_ssh(ssh_command(server.port, "alice", key=game.alice_key_file))
    alice.wait_for("Turn 1", "alice (Royaume des Glaces) plays at this terminal", "Show my game")
    [alice_pid] = server.pids()

    bob.start_ssh(ssh_command(server.port, "bob"))
    bob.wait_for("PIN:")
    bob.type("9999")
    bob.send("Enter")
    wait(lambda: bob.screen().count("PIN:") == 2, "a second PIN prompt")
    assert server.hub.failures.count("127.0.0.1") == 1
    bob.type(BOB_PIN)
    bob.send("Enter")
    bob.wait_for("Turn 1", "bob (Empire de Libéria) plays at this terminal", "Show my game")
    assert server.hub.failures.count("127.0.0.1") == 0

    for term, seat, faction in ((alice, "alice", "glaces"), (bob, "bob", "liberia")):
        term.wait_for_focus("Show my game")
        term.send("Enter")
        term.wait_for(f"Turn 1 · {seat} ({FACTION_NAMES[faction]})")
        term.steady()
        term.send("t")
        term.wait_for(f"Orders · {seat}", "unit ")
        term.steady()
        term.send("C-s")
        term.wait_for("Submit your orders for turn 1?")
        term.steady()
    alice.send("y")  # both at the same moment
    bob.send("y")
    for term in (alice, bob):
        term.wait_for("Turn 2", "Show my game")
    game_now = savegame.load(game.save)
    assert game_now.turn == 2
    assert not [e for e in game_now.log if e.turn == 1 and e.key == "no-orders"]
    assert {e.subject[:3] for e in game_now.log if e.key == "order.defend"} == {"GLA", "LIB"}

    # A resize of alice's window reaches her program.
    assert pty_size(alice_pid) == (100, 40)
    assert alice.run("resize-window", "-t", "t", "-x", "120", "-y", "45").returncode == 0
    wait(lambda: pty_size(alice_pid) == (120, 45), "the resize")

    # alice's ssh dies without a word: her program goes too, bob's stays.
    os.kill(alice.ssh_pid(), signal.SIGKILL)
    wait(lambda: not alive(alice_pid), "the end of alice's program")
    # The server learns of the end a moment later (it reaps its child in its own loop).
    wait(lambda: len(server.pids()) == 1, "the server letting alice's program go")
    assert alive(server.pids()[0])
    bob.send("Enter")
    bob.wait_for("Reports")


def test_openssh_without_a_terminal_and_with_a_command(server: ServerThread,
                                                       game: Game) -> None:
    base = ssh_command(server.port, "alice", key=game.alice_key_file, tty="-T")
    done = subprocess.run(base, capture_output=True, text=True, timeout=60,
                          stdin=subprocess.DEVNULL, check=False)
    assert done.stdout == "hexterm needs a terminal: connect with ssh -t\n"
    assert done.returncode == 1
    done = subprocess.run([*base, "cat", "/etc/passwd"], capture_output=True, text=True,
                          timeout=60, stdin=subprocess.DEVNULL, check=False)
    assert done.stdout == "" and done.returncode != 0
    assert server.pids() == []
