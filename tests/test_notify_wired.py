"""The organiser's commands are told whatever way a game moves on (issue 28): a
`hexterm tick` from cron at a deadline, the last seat's `hexterm orders submit`, a
player's program (which hands them to a thread: `notify.deliver_later`). Each command
here writes the JSON it is given to a file named after the seat and the event.

Times are the test's (`HEXTERM_NOW`, read by the commands' clock)."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest

from hexterm.cli import main
from hexterm.engine.deadlines import HOUR
from hexterm.engine.messages import phrase
from hexterm.engine.notices import STEP_OPENED, Notice
from hexterm.notify import deliver_later

T0 = 1_700_000_000
COMMAND = 'command = "cat > told-$HEXTERM_SEAT-$HEXTERM_EVENT.json"\n'


def new_game(path: Path, *options: str) -> None:
    assert main(["new", str(path), "--seed", "3", "--seat", "alice:glaces", "--seat",
                 "bob:liberia", *options]) == 0
    (path.parent / "notify.toml").write_text(COMMAND, encoding="utf-8")


def told(folder: Path, seat: str, event: str) -> dict[str, Any]:
    data = json.loads((folder / f"told-{seat}-{event}.json").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def test_a_tick_at_the_deadline_tells_each_seat(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HEXTERM_NOW", str(T0))
    save = tmp_path / "g.hexsave"
    new_game(save, "--deadline", "48h", "--excused-misses", "0", "--lang", "fr")
    monkeypatch.setenv("HEXTERM_NOW", str(T0 + 48 * HOUR))
    assert main(["tick", str(save)]) == 0
    for seat in ("alice", "bob"):
        missed = told(tmp_path, seat, "missed")
        assert missed["turn"] == 1 and missed["seat"] == seat
        assert seat in missed["text"]
        opened = told(tmp_path, seat, "step-opened")
        # the next step's deadline: 48 h after the tick that opened it
        assert opened["turn"] == 2 and opened["deadline_epoch"] == T0 + 96 * HOUR
        assert told(tmp_path, seat, "resolved")["turn"] == 1
    assert "Tour 2" in told(tmp_path, "bob", "step-opened")["text"]  # the game's language
    assert not (tmp_path / "notify.log").exists()


def test_the_last_orders_submitted_tell_each_seat_the_next_turn(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No deadline here: a step opening is told all the same."""
    save = tmp_path / "g.hexsave"
    new_game(save)
    orders = tmp_path / "none.txt"
    orders.write_text("")
    for seat in ("alice", "bob"):
        assert main(["orders", "submit", str(save), "--as", seat, str(orders)]) == 0
    for seat in ("alice", "bob"):
        opened = told(tmp_path, seat, "step-opened")
        assert opened["turn"] == 2 and opened["deadline"] is None
    assert not list(tmp_path.glob("told-*-missed.json"))


def test_a_players_program_tells_in_a_thread_of_its_own(tmp_path: Path) -> None:
    save = tmp_path / "g.hexsave"
    new_game(save)
    notice = Notice(STEP_OPENED, "alice", "id", "Marches", "planisphere", 2, "orders", None,
                    phrase("Turn {turn}: your orders are awaited", turn=2))
    deliver_later(save, [notice])  # returns at once; the command runs meanwhile
    wanted = tmp_path / "told-alice-step-opened.json"
    deadline = time.monotonic() + 60
    while not (wanted.exists() and wanted.read_text(encoding="utf-8").endswith("}")):
        assert time.monotonic() < deadline, "the command did not run within 60 s"
        time.sleep(0.01)
    assert told(tmp_path, "alice", "step-opened")["turn"] == 2
