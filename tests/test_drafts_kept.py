"""Orders typed and never sent survive the program's end, however it ends: here
`play --as` killed with SIGKILL in a real terminal (tmux); a served session whose
client vanishes is in tests/ssh/test_drafts_served.py. The seat's next session gives
the text back, short of the last key pressed at the most; the other seat gets nothing
of it."""

from __future__ import annotations

import json
import os
import signal
from pathlib import Path

from hexterm.save import drafts, savegame
from tests.helpers.terminal import Terminal
from tests.test_shared_machine import enter_game, new_save, open_terminal, terminals, tmux

__all__ = ["terminals", "tmux"]  # fixtures of test_shared_machine, used here

TYPED = "unit GLA12: hide"


def kept_text(save: Path, seat: str) -> str:
    return str(json.loads(drafts.draft_file(save, seat).read_text("utf-8"))["text"])


def at_most_a_key_short(kept: str, typed: str) -> bool:
    return kept in (typed, typed[:-1])


def clear_and_type(term: Terminal, text: str) -> None:
    """The orders as text: the draft selected (f7) and cleared, then `text` typed."""
    term.send("t")
    term.wait_for("Orders · alice", "defend")
    term.send("F7", "BSpace")
    term.wait_until(lambda shown: "defend" not in shown, "clearing the draft")
    term.type(text)
    term.wait_for(text)


def test_a_killed_play_as_gives_the_typed_orders_back(
        tmux: str, tmp_path: Path, terminals: list[Terminal]) -> None:
    save = new_save(tmp_path)
    alice = open_terminal(terminals, tmux, save, "alice")
    enter_game(alice, "alice", "glaces")
    clear_and_type(alice, TYPED)
    [shell] = alice.run("display-message", "-p", "-t", "t", "#{pane_pid}").stdout.split()
    [program] = Path(f"/proc/{shell}/task/{shell}/children").read_text().split()
    os.kill(int(program), signal.SIGKILL)
    assert alice.exit_status() == 128 + signal.SIGKILL
    assert at_most_a_key_short(kept_text(save, "alice"), TYPED)
    assert savegame.load(save).orders == {}

    again = open_terminal(terminals, tmux, save, "alice")
    enter_game(again, "alice", "glaces")
    again.wait_for("Your unsent orders were")
    again.send("t")
    again.wait_for("Orders · alice", kept_text(save, "alice"))
    assert "defend" not in again.screen()  # the kept text, not a new draft
    assert not drafts.draft_file(save, "bob").exists()
