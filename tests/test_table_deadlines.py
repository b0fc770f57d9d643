"""A game's deadline through the Table (issue 28): every change keeps the clock in step
and hands its notices to `notify` once written; `Table.tick` resolves a due step in one
locked read-modify-write, so two Tables ticking one save resolve it once, and a tick
after a submission resolved the step does nothing. Times are the test's."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path

import pytest

from hexterm.engine.deadlines import HOUR, DeadlineError, Policy
from hexterm.engine.game import Game
from hexterm.engine.notices import Notice
from hexterm.engine.seats import Seat
from hexterm.save import savegame
from hexterm.table import Submission, Table, create_game

T0 = 1_700_000_000
DAYS2 = 48 * HOUR


def new_save(tmp_path: Path, policy: Policy | None = None) -> Path:
    """A Planisphère game of alice and bob, its deadline `policy` set at T0."""
    path = tmp_path / "g.hexsave"
    create_game(path, "planisphere", None, [Seat("alice", "glaces"), Seat("bob", "liberia")],
                3, deadline=policy, now=lambda: T0)
    return path


def resolutions(game: Game) -> int:
    """How many times turn 1 was resolved with bob's default input."""
    return sum(1 for e in game.log if e.turn == 1 and e.key == "no-orders")


class Told:
    """A `notify` that keeps what it was handed, and whether the save was written then."""

    def __init__(self) -> None:
        self.calls: list[tuple[Path, list[tuple[str, str]], int]] = []

    def __call__(self, path: Path, notices: Sequence[Notice]) -> None:
        self.calls.append((path, [(n.kind, n.seat) for n in notices],
                           savegame.load(path).turn))


def test_a_new_game_with_a_deadline_times_its_first_step_from_its_making(
        tmp_path: Path) -> None:
    game = savegame.load(new_save(tmp_path, Policy(DAYS2)))
    assert game.timing is not None and game.timing.clock.deadline == T0 + DAYS2
    assert game.timing.step == "1.0.orders"


def test_the_last_submission_opens_the_next_step_and_notify_is_told_once_written(
        tmp_path: Path) -> None:
    path = new_save(tmp_path, Policy(DAYS2))
    told = Told()
    table = Table(path, resolve_on_last=True, now=lambda: T0 + HOUR, notify=told)
    assert table.submit("alice", "") is Submission.STORED
    assert told.calls == []  # nothing asks for anyone yet
    assert table.submit("bob", "") is Submission.RESOLVED
    assert told.calls == [(path, [("resolved", "alice"), ("resolved", "bob"),
                                  ("step-opened", "alice"), ("step-opened", "bob")], 2)]
    saved = savegame.load(path)
    assert saved.timing is not None and saved.timing.clock.deadline == T0 + HOUR + DAYS2


def test_two_tables_ticking_one_due_save_resolve_the_step_once(tmp_path: Path) -> None:
    path = new_save(tmp_path, Policy(DAYS2, excused_misses=0, reminders=()))
    Table(path, now=lambda: T0 + HOUR).submit("alice", "")
    tables = [Table(path, now=lambda: T0 + DAYS2 + 5) for _ in range(2)]  # both read it
    start = threading.Barrier(2)
    told: list[list[Notice]] = []

    def tick(table: Table) -> None:
        start.wait()
        told.append(table.tick())

    threads = [threading.Thread(target=tick, args=(t,)) for t in tables]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    game = savegame.load(path)
    assert game.turn == 2 and resolutions(game) == 1
    assert [k for k in (e.key for e in game.log) if k == "deadline.default"] == [
        "deadline.default"]
    assert sorted(len(notices) for notices in told) == [0, 5]  # missed, 2 resolved, 2 opened


def test_a_tick_after_a_submission_resolved_the_step_does_nothing(tmp_path: Path) -> None:
    path = new_save(tmp_path, Policy(DAYS2, excused_misses=0, reminders=()))
    late = Table(path, now=lambda: T0 + DAYS2 + 1)  # read before the step resolved
    for seat in ("alice", "bob"):
        Table(path, resolve_on_last=True, now=lambda: T0 + DAYS2).submit(seat, "")
    before = savegame.load(path)
    assert late.tick() == []
    after = savegame.load(path)
    assert after == before and resolutions(after) == 0 and after.turn == 2


def test_pauses_and_the_policy_through_the_table(tmp_path: Path) -> None:
    path = new_save(tmp_path, Policy(DAYS2))
    clock = [T0 + HOUR]
    told = Told()
    table = Table(path, now=lambda: clock[0], notify=told)
    assert table.ask_pause("alice") is False
    assert table.ask_pause("bob") is True
    assert told.calls[-1][1] == [("paused", "alice"), ("paused", "bob")]
    clock[0] = T0 + 10 * HOUR
    table.resume()
    game = savegame.load(path)
    assert game.timing is not None
    assert game.timing.clock.deadline == T0 + 10 * HOUR + DAYS2 - HOUR
    with pytest.raises(DeadlineError, match="not paused"):
        table.resume()
    table.set_policy(Policy(HOUR))
    game = savegame.load(path)
    assert game.timing is not None and game.timing.clock.deadline == T0 + 11 * HOUR
    table.set_policy(None)
    assert savegame.load(path).timing is None
