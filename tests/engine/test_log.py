"""A game's log kept in blocks by turn (hexterm/engine/log.py): the same events, the same
reports and the same bytes as the log kept whole; old turns unpacked only when read;
damaged blocks refused in one sentence."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path
from typing import Any

import pytest

from benchmarks.save_digests import bot_seats
from hexterm.engine import game as games
from hexterm.engine.errors import StateError
from hexterm.engine.log import Log, extended
from hexterm.engine.ruleset import Event, Result
from hexterm.save import savefile, savegame
from hexterm.save.errors import SaveFormatError
from hexterm.worlds import start_game
from tests.helpers.saved_log import index, log_bytes


def events(turns: dict[int, int]) -> tuple[Event, ...]:
    """`count` events for each turn, in the order given."""
    return tuple(Event(turn, "1 phase", f"u{turn}-{n}", f"event {n} of turn {turn}",
                       ("alice",) if n % 2 else ("*",), key="k", args={"n": n, "to": [turn]})
                 for turn, count in turns.items() for n in range(count))


def packed(log: Log) -> Log:
    """`log` as a save gives it back: every block packed."""
    return Log.from_data(log.data())


def test_a_log_is_its_events_in_order() -> None:
    kept = events({1: 3, 2: 2, 4: 1})
    for log in (Log.of(kept), packed(Log.of(kept))):
        assert log == kept and kept == log and len(log) == 6
        assert list(log) == list(kept) and list(reversed(log)) == list(reversed(kept))
        assert [log[i] for i in range(-6, 6)] == [*kept, *kept]
        for start in range(-7, 8):
            for stop in (None, *range(-7, 8)):
                assert log[start:stop] == kept[start:stop], (start, stop)
        assert log[::2] == kept[::2] and log[::-1] == kept[::-1]
        with pytest.raises(IndexError):
            log[6]
        assert log.of_turn(2) == kept[3:5] and log.of_turn(3) == ()


def test_a_log_has_one_block_a_run_of_a_turn() -> None:
    # Turns 1, 1, 2, 1: three runs, so three blocks, with their turns and counts.
    kept = events({1: 2, 2: 1}) + events({1: 1})
    data = Log.of(kept).data()
    blocks = index(data)
    assert [(turn, count) for turn, count, _ in blocks] == [(1, 2), (2, 1), (1, 1)]
    assert 4 + 3 * 12 + sum(size for _, _, size in blocks) == len(data)  # the index, the blocks


def test_the_same_events_give_the_same_bytes_however_the_log_was_built() -> None:
    # A turn's events added to a log read from a save, in two parts (the turn's first
    # step, then its second), are packed as the same events kept whole would be.
    kept = events({1: 4, 2: 3, 3: 5})
    built = packed(Log.of(kept[:5]))  # turn 1, and the first event of turn 2
    built = extended(built, *kept[5:8])
    built = extended(packed(built), *kept[8:])
    assert built == kept
    assert built.data() == Log.of(kept).data()


def test_a_log_read_from_a_save_unpacks_only_the_turns_read() -> None:
    log = packed(Log.of(events({1: 2, 2: 2, 3: 2})))
    assert log.unpacked() == 0 and len(log) == 6  # its length is known unpacked
    assert [e.subject for e in log.of_turn(3)] == ["u3-0", "u3-1"]
    assert log.unpacked() == 1
    assert [e.subject for e in log[5:]] == ["u3-1"] and log.unpacked() == 1
    longer = extended(log, *events({3: 1, 4: 1}))  # turn 3 grows, turn 4 starts
    assert longer.unpacked() == 2 and log.unpacked() == 1  # the first two turns stay packed
    log.check()  # every block read once, none kept
    assert log.unpacked() == 1


ROW = b'["p","s","t",["*"],null,"k",{}]'


def test_a_block_holds_a_row_of_each_event() -> None:
    # A block is its events' rows, JSON compressed: phase, subject, text, seen by,
    # result, key, args (the turn is the block's).
    event = Event(3, "1 phase", "u1", "said", ("alice",), Result.DONE, key="k", args={"n": 1})
    data = Log.of([event]).data()
    (turn, count, size), = index(data)
    assert (turn, count, size) == (3, 1, len(data) - 16)
    assert zlib.decompress(data[16:]) == \
        b'[["1 phase","u1","said",["alice"],"done","k",{"n":1}]]'
    row = zlib.compress(b"[" + ROW + b"]")
    for written in (log_bytes((3, 1, row)), [[3, 1, row]]):  # format 3, format 2
        assert Log.from_data(written)[0] == Event(3, "p", "s", "t", ("*",), None, key="k",
                                                  args={})


@pytest.mark.parametrize("block", [
    b"not zlib",
    zlib.compress(b"[1, 2"),
    zlib.compress(b"[" + ROW + b"," + ROW + b"]"),  # two events, for one
    zlib.compress(b'[["p","s","t",["*"],"won","k",{}]]'),  # no such result
    zlib.compress(b'[["p","s","t",3,null,"k",{}]]'),  # seen by a number
    zlib.compress(b'[["p","s","t",["*"],null,"k",[1]]]'),  # args not a map
    zlib.compress(b'[["p","s","t"]]'),
    zlib.compress(b'[{"turn": 1}]'),
    zlib.compress(b"[" + ROW + b"]")[:-3],
])
def test_a_damaged_block_is_refused_in_one_sentence(block: bytes) -> None:
    for log in (Log.from_data([[1, 1, block]]), Log.from_data(log_bytes((1, 1, block)))):
        with pytest.raises(StateError, match="the save's log of turn 1 is damaged"):
            log.check()


def test_a_block_that_unpacks_to_too_much_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("hexterm.engine.log.LARGEST", 1000)
    big = Log.of(events({1: 50})).data()
    with pytest.raises(StateError, match="turn 1 is damaged"):
        Log.from_data(big).check()


@pytest.mark.parametrize("data", [{}, [[1, 1]], [[1, 0, b""]], [["1", 1, b""]],
                                  [[1, 1, "text"]], [[True, 1, b""]], [[1, True, b""]],
                                  [[1, 1, b"", 1]], ["abc"], [[1, 1, b""], [2, -1, b""]],
                                  [[1.0, 1, b""]], [[1, 1, b""], None],
                                  [[-1, 1, b"x"]], [[2**32, 1, b"x"]], [[1, 2**40, b"x"]]])
def test_a_log_of_the_wrong_shape_is_refused(data: object) -> None:
    with pytest.raises(StateError, match="the save's log is damaged"):
        Log.from_data(data)


@pytest.mark.parametrize("data", [
    b"", b"\0\0\0", b"\0\0\0\1",  # no index, or one block and no index
    struct.pack(">4I", 1, 1, 1, 5) + b"four",  # a block of 5 bytes, 4 written
    struct.pack(">4I", 1, 1, 1, 3) + b"four",  # a byte after the last block
    struct.pack(">4I", 1, 1, 0, 4) + b"four",  # a block of no event
    struct.pack(">4I", 1, 1, 1, 0),  # a block of no bytes
    struct.pack(">I", 2**32 - 1) + b"x" * 12,  # blocks the bytes cannot hold
])
def test_a_log_s_bytes_of_the_wrong_shape_are_refused_when_read(data: bytes) -> None:
    log = Log.from_data(data)  # a save's log is read when first asked for
    with pytest.raises(StateError, match="the save's log is damaged"):
        len(log)


class Kept:
    """A save's sealed log: its bytes, and how many times they were asked for."""

    def __init__(self, data: bytes) -> None:
        self.data, self.opened = data, 0

    def open(self) -> bytes:
        self.opened += 1
        return self.data


def test_a_sealed_log_is_read_once_and_only_when_asked_for() -> None:
    kept = events({1: 2, 2: 3})
    sealed = Kept(Log.of(kept).data())
    log = Log.from_data(sealed)
    assert sealed.opened == 0
    assert len(log) == 5 and sealed.opened == 1 and log.unpacked() == 0
    assert log == kept and log.of_turn(2) == kept[2:] and sealed.opened == 1
    assert log.data() == sealed.data  # saved again: the same bytes


def test_a_sealed_log_that_cannot_be_read_says_why_when_asked_for() -> None:
    class Damaged:
        def open(self) -> Any:
            raise StateError("g.hexsave is damaged: its log does not match its checksum")

    log = Log.from_data(Damaged())
    for ask in (len, list, lambda log: log.of_turn(1), Log.check):
        with pytest.raises(StateError, match="its log does not match its checksum"):
            ask(log)


def test_a_log_of_no_block_is_an_empty_log() -> None:
    assert len(Log.from_data([])) == 0 and list(Log.from_data([])) == []


@pytest.mark.parametrize("ruleset", ["planisphere", "saga", "medfan"])
def test_a_saved_game_reports_every_turn_as_the_game_in_memory(tmp_path: Path,
                                                                ruleset: str) -> None:
    game = start_game(ruleset, None, bot_seats(ruleset), 7)
    path = tmp_path / "g.hexsave"
    for _ in range(6):
        if game.outcome is None:
            game = games.resolve(game)
    savegame.save(path, game)
    loaded = savegame.load(path)
    assert isinstance(loaded.log, Log) and not isinstance(game.log, Log)
    assert loaded.log == game.log and len(game.log) > 0
    for turn in range(1, game.turn + 1):
        for seat in (None, *(s.name for s in game.seats)):
            assert games.report(loaded, seat, turn) == games.report(game, seat, turn)
    assert games.input_phase(loaded, game.turn - 1) == games.input_phase(game, game.turn - 1)


def test_a_save_with_a_damaged_log_is_refused_in_one_sentence(tmp_path: Path) -> None:
    game = start_game("planisphere", None, bot_seats("planisphere"), 7)
    path = tmp_path / "g.hexsave"
    savegame.save(path, games.resolve(game))
    snap = savefile.read(path)
    turn, count, _ = index(snap.body["log"].open())[0]
    savefile.write(path, snap.header, {**snap.body, "log": log_bytes((turn, count, b"junk"))})
    with pytest.raises(SaveFormatError, match="cannot be opened: the save's log of turn 1 "
                                              "is damaged"):
        savegame.load(path)
