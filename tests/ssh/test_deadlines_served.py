"""`hexterm serve` keeps its games' deadlines by itself (issue 28): a server started
after a deadline passed resolves the step at once, whether anyone is connected or not;
the server's timekeeper and a `hexterm tick` (a Table's tick) never both resolve one
step; the organiser's command is told what happened.

The deadlines here passed hours before the test (the game is made with a clock three
hours back and a one-hour step): nothing waits for real time but the condition awaited.
"""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path

from hexterm.engine.deadlines import HOUR, Policy
from hexterm.engine.game import Game
from hexterm.engine.seats import Seat
from hexterm.save import savegame
from hexterm.save.savefile import read_header
from hexterm.server.timekeeper import Timekeeper, due_now
from hexterm.table import Table, create_game
from tests.helpers.waits import holds
from tests.ssh.sshplay import ServerThread, quick_settings

LATE = Policy(HOUR, excused_misses=0)  # a late seat gets the default input at once


def passed_save(path: Path, policy: Policy = LATE, back: int = 3 * HOUR) -> Path:
    """A Planisphère game of alice and bob (neither has given orders) whose one-hour
    deadline passed `back` seconds minus an hour ago."""
    create_game(path, "planisphere", None, [Seat("alice", "glaces"), Seat("bob", "liberia")],
                3, deadline=policy, now=lambda: int(time.time()) - back)
    return path


def defaulted(game: Game, turn: int = 1) -> list[str]:
    """The seats whose input the deadline's rule gave in `turn`, as the log says."""
    return sorted(e.subject for e in game.log
                  if e.turn == turn and e.key == "deadline.default")


def test_a_server_started_after_the_deadline_resolves_it_at_start(tmp_path: Path) -> None:
    save = passed_save(tmp_path / "late.hexsave")
    other = tmp_path / "calm.hexsave"  # a game whose deadline is far: left as it is
    create_game(other, "planisphere", None, [Seat("alice", "glaces"), Seat("bob", "liberia")],
                4, deadline=Policy(48 * HOUR))
    calm = other.read_bytes()
    server = ServerThread(quick_settings(tmp_path, tick_every=3600.0)).start()
    try:
        holds(lambda: server.hub.timekeeper.rounds >= 1, "the first round of the timekeeper")
    finally:
        server.stop()
    game = savegame.load(save)
    assert game.turn == 2, "the passed deadline resolved turn 1 when the server started"
    assert defaulted(game) == ["alice", "bob"]
    assert other.read_bytes() == calm, "a game not due is not written"
    assert any(line.startswith("late.hexsave: turn 2: ") for line in server.lines)


def test_a_game_not_due_is_not_read_whole_nor_written(tmp_path: Path) -> None:
    save = tmp_path / "g.hexsave"
    create_game(save, "planisphere", None, [Seat("alice", "glaces"), Seat("bob", "liberia")],
                3, deadline=Policy(48 * HOUR), now=lambda: 1_700_000_000)
    header = read_header(save)
    assert not due_now(header, 1_700_000_000 + 30 * HOUR)  # before the 12 h reminder
    assert due_now(header, 1_700_000_000 + 36 * HOUR)  # the 12 h reminder has come
    assert due_now(header, 1_700_000_000 + 48 * HOUR)  # the deadline
    no_deadline = tmp_path / "n.hexsave"
    create_game(no_deadline, "planisphere", None,
                [Seat("alice", "glaces"), Seat("bob", "liberia")], 3)
    assert not due_now(read_header(no_deadline), 1_700_000_000 + 100 * HOUR)


def race(save: Path) -> list[BaseException]:
    """The server's round and a Table's tick started together on `save`; what failed."""
    keeper = Timekeeper(lambda: [save])
    start = threading.Barrier(2)
    errors: list[BaseException] = []

    def server_round() -> None:
        start.wait()
        keeper.tick_due()

    def cron_tick() -> None:
        start.wait()
        try:
            Table(save, catch_up=False).tick()
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=server_round), threading.Thread(target=cron_tick)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    return errors


def test_the_server_and_a_tick_never_both_resolve_one_step(tmp_path: Path) -> None:
    """Twenty times over, the server's round and a `hexterm tick` (a Table's tick) start
    together on a due save: turn 1 is resolved once, by one of them."""
    for attempt in range(20):
        save = passed_save(tmp_path / f"g{attempt}.hexsave")
        assert not race(save)
        game = savegame.load(save)
        assert game.turn == 2
        assert defaulted(game) == ["alice", "bob"], "each seat's default input given once"
        assert sum(1 for e in game.log if e.turn == 1 and e.key == "no-orders") == 2


def test_the_organisers_command_is_told_by_the_server(tmp_path: Path) -> None:
    save = passed_save(tmp_path / "g.hexsave")
    (tmp_path / "notify.toml").write_text(
        'command = "cat > told-$HEXTERM_SEAT-$HEXTERM_EVENT.json"\n', encoding="utf-8")
    told = Timekeeper(lambda: [save]).tick_due()
    kinds = sorted({(n.seat, n.kind) for n in told})
    assert ("alice", "missed") in kinds and ("alice", "step-opened") in kinds
    data = json.loads((tmp_path / "told-bob-step-opened.json").read_text(encoding="utf-8"))
    assert data["event"] == "step-opened" and data["seat"] == "bob" and data["turn"] == 2
    assert data["game"]["save"].endswith("g.hexsave")
    assert not (tmp_path / "notify.log").exists(), "no command failed"
