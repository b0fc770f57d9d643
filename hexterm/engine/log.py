"""A game's log kept by turn, each turn packed in the save and read only when asked.

A long campaign's log is most of its save: a turn of 4,000 units on a big world writes
some 10,000 events. Read whole at every load, it made the save, its load time and a
player's program's memory grow with every turn. A `Log` is an immutable sequence of
events made of *blocks*, one for each run of events of the same turn: a block read from
a save stays packed (a row of each event's plain data as JSON, compressed by zlib)
until its events are read, then keeps them; a block of new events is packed once, when it is
first saved. `Log.data()` is the save's form (save format 3): the blocks' index, then
their packed bytes one after the other, all in one `bytes`; `Log.from_data` takes it
back, or the save's sealed part that holds it (`Sealed`: its bytes checked and read only
when the log is first asked for: a load of a year's campaign reads none of it), or a
format 2 save's list of `[turn, count, packed]`, checking its shape; `Log.check()`
unpacks every block once (a save this program did not write), keeping only the last
block's events.

The same events always give the same blocks and the same bytes (JSON of the events'
`to_data`, compressed at a fixed level). A packed block that does not read back (a
damaged or hostile save) is a `StateError` naming its turn.
"""

from __future__ import annotations

import json
import struct
import zlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from itertools import accumulate, chain, groupby, pairwise
from operator import attrgetter
from typing import Any, Protocol, overload

from hexterm.engine.errors import StateError
from hexterm.engine.messages import phrase
from hexterm.engine.ruleset import Event, Result

LEVEL = 6
"""zlib's compression level for a packed block (part of the save's bytes: never change
it without a new save format)."""
LARGEST = 256 * 1024 * 1024
"""The most bytes a packed block may unpack to (a save's body may hold no more)."""
_LARGEST_NUMBER = 2**32 - 1  # a turn or a count, as `Log.data` writes it


class Block:
    """The events of one run of a turn: packed, unpacked, or both once read."""

    __slots__ = ("_events", "_packed", "count", "turn")

    def __init__(self, turn: int, count: int, packed: bytes | None = None,
                 events: tuple[Event, ...] | None = None) -> None:
        self.turn, self.count = turn, count
        self._packed, self._events = packed, events

    @classmethod
    def of(cls, events: Sequence[Event]) -> Block:
        return cls(events[0].turn, len(events), events=tuple(events))

    def events(self, keep: bool = True) -> tuple[Event, ...]:
        """The block's events (unpacked the first time; kept unless `keep` is False)."""
        if self._events is not None:
            return self._events
        assert self._packed is not None
        events = _unpack(self._packed, self.turn, self.count)
        if keep:
            self._events = events
        return events

    @property
    def unpacked(self) -> bool:
        return self._events is not None

    def packed(self) -> bytes:
        if self._packed is None:
            assert self._events is not None
            self._packed = pack([_row(e) for e in self._events])
        return self._packed


def pack(data: Any) -> bytes:
    """Plain data as the save packs it: compact JSON, compressed by zlib."""
    return zlib.compress(json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode(),
                         LEVEL)


def unpack(packed: bytes) -> Any:
    """`pack`'s data back; a ValueError (or zlib.error, RecursionError) when the bytes
    are no such data, or would unpack past `LARGEST` bytes."""
    inflate = zlib.decompressobj()
    text = inflate.decompress(packed, LARGEST)
    if inflate.unconsumed_tail or not inflate.eof:
        raise ValueError("too long or cut short")
    return json.loads(text)


def _unpack(packed: bytes, turn: int, count: int) -> tuple[Event, ...]:
    damaged = phrase("the save's log of turn {turn} is damaged", turn=turn)
    try:
        rows = unpack(packed)
        if type(rows) is not list or len(rows) != count:
            raise ValueError("not its count of events")
        events = tuple(Event(turn, str(phase), str(subject), str(said), tuple(map(str, seen)),
                             _RESULTS[result] if result else None, str(key), dict(args))
                       for phase, subject, said, seen, result, key, args in rows)
    except (zlib.error, ValueError, TypeError, KeyError, AttributeError, RecursionError):
        raise StateError(damaged) from None
    return events


_RESULTS = {result.value: result for result in Result}


def _row(event: Event) -> list[Any]:
    """An event's row in its block: its plain data (`Event.to_data`) but its turn, the
    block's, in the order of `Event`'s fields."""
    return [event.phase, event.subject, event.text, list(event.seen_by),
            event.result.value if event.result else None, event.key, dict(event.args)]


class Sealed(Protocol):
    """A log as a save keeps it, unread (`hexterm.save.snapshot.Sealed`): `open` gives
    its bytes once they are checked, or raises the error (one sentence) that says why
    not."""

    def open(self) -> bytes: ...


class Log(Sequence[Event]):
    """A game's events in order, kept in blocks by turn (see the module's docstring)."""

    __slots__ = ("_held", "_length", "_sealed")

    def __init__(self, blocks: Iterable[Block] = ()) -> None:
        self._held: tuple[Block, ...] | None = tuple(blocks)
        self._length = sum(map(_COUNT, self._held))
        self._sealed: Sealed | bytes | None = None

    @property
    def _blocks(self) -> tuple[Block, ...]:
        """The blocks (a log read from a save: its bytes checked and indexed the first
        time; StateError, or the save's error, when they are damaged)."""
        if self._held is None:
            assert self._sealed is not None
            data = self._sealed if isinstance(self._sealed, bytes) else self._sealed.open()
            self._held = _indexed(data)
            self._length, self._sealed = sum(map(_COUNT, self._held)), None
        return self._held

    @classmethod
    def of(cls, events: Iterable[Event]) -> Log:
        """`events` as a log (a log given is returned as it is)."""
        if isinstance(events, Log):
            return events
        return cls(Block.of(tuple(run)) for _, run in groupby(events, key=_turn))

    @classmethod
    def from_data(cls, data: Any) -> Log:
        """The log from a save's `data` (see the module's docstring); StateError when
        its shape is wrong (a sealed one: when it is first read)."""
        if isinstance(data, bytes) or hasattr(data, "open"):
            log = cls()
            log._held, log._sealed = None, data
            return log
        # Checked a column at a time, by C-level maps: a year's campaign has a block a
        # turn, and its load should cost little more than its first turn's
        if not (type(data) is list and set(map(type, data)) <= {list}
                and set(map(len, data)) <= {3}):
            raise _damaged()
        turns, counts, packs = zip(*data, strict=True) if data else ((), (), ())
        if not (set(map(type, turns)) <= {int} and set(map(type, counts)) <= {int}
                and set(map(type, packs)) <= {bytes} and min(counts, default=1) > 0
                and min(turns, default=0) >= 0
                and max((*turns, *counts), default=0) <= _LARGEST_NUMBER):
            raise _damaged()
        return cls(map(Block, turns, counts, packs))

    def data(self) -> bytes:
        """The save's form: the blocks' index, `u32` big-endian: their number, then a
        turn, a count of events and a size in bytes for each; then each block's packed
        bytes, in order."""
        blocks = self._blocks
        index = chain.from_iterable((b.turn, b.count, len(b.packed())) for b in blocks)
        return b"".join((struct.pack(f">{1 + 3 * len(blocks)}I", len(blocks), *index),
                         *(b.packed() for b in blocks)))

    def check(self) -> None:
        """Unpack every block once (StateError: a damaged one), keeping only the last's:
        the events a report reads first."""
        for n, block in enumerate(self._blocks, 1):
            block.events(keep=n == len(self._blocks))

    def unpacked(self) -> int:
        """How many of its blocks hold their events unpacked (the others are still as
        the save wrote them)."""
        return sum(1 for b in self._blocks if b.unpacked)

    def cut(self, length: int) -> Log:
        """The log's first `length` events: the blocks before kept as they are (packed
        or not), only a block cut through unpacked (a turn taken back:
        `hexterm.engine.takeback`)."""
        blocks: list[Block] = []
        for block in self._blocks:
            if length <= 0:
                break
            blocks.append(block if block.count <= length else
                          Block.of(block.events()[:length]))
            length -= block.count
        return Log(blocks)

    def of_turn(self, turn: int) -> tuple[Event, ...]:
        """The events of `turn`, unpacking only its blocks."""
        return tuple(e for b in self._blocks if b.turn == turn for e in b.events())

    def __len__(self) -> int:
        return self._length if self._held is not None else sum(map(_COUNT, self._blocks))

    def __iter__(self) -> Iterator[Event]:
        for block in self._blocks:
            yield from block.events()

    def __reversed__(self) -> Iterator[Event]:
        for block in reversed(self._blocks):
            yield from reversed(block.events())

    @overload
    def __getitem__(self, index: int) -> Event: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[Event, ...]: ...

    def __getitem__(self, index: int | slice) -> Event | tuple[Event, ...]:
        if isinstance(index, slice):
            start, stop, step = index.indices(len(self))
            if step != 1:
                return tuple(self)[index]
            found: list[Event] = []
            place = 0  # the index of the block's first event
            for block in self._blocks:  # only the blocks the slice reaches are unpacked
                if place < stop and place + block.count > start:
                    found.extend(block.events()[max(start - place, 0):stop - place])
                place += block.count
            return tuple(found)
        length = len(self)
        if index < 0:
            index += length
        if not 0 <= index < length:
            raise IndexError("log index out of range")
        for block in self._blocks:
            if index < block.count:
                return block.events()[index]
            index -= block.count
        raise IndexError("log index out of range")  # pragma: no cover

    def __add__(self, events: Iterable[Event]) -> Log:
        """This log and `events` after it (the blocks read so far shared, not unpacked)."""
        more = Log.of(events)._blocks
        blocks = list(self._blocks)
        if blocks and more and blocks[-1].turn == more[0].turn:  # one run of the turn
            more = (Block.of((*blocks.pop().events(), *more[0].events())), *more[1:])
        return Log((*blocks, *more))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Sequence) or isinstance(other, str | bytes):
            return NotImplemented
        return len(self) == len(other) and all(a == b for a, b in zip(self, other,
                                                                      strict=True))

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"Log({len(self._blocks)} blocks, {self._length} events)"


def extended(log: tuple[Event, ...] | Log, *events: Event) -> tuple[Event, ...] | Log:
    """`log` and `events` after it: a `Log` stays one, its blocks shared, not unpacked."""
    return log + events


_COUNT: Callable[[Block], int] = attrgetter("count")


def _indexed(data: bytes) -> tuple[Block, ...]:
    """The blocks of `Log.data`'s bytes, still packed; StateError when the index does
    not fit them."""
    blocks = struct.unpack_from(">I", data)[0] if len(data) >= 4 else -1
    start = 4 + 12 * blocks
    if not 4 <= start <= len(data):
        raise _damaged()
    index = struct.unpack_from(f">{3 * blocks}I", data, 4)
    turns, counts, sizes = index[0::3], index[1::3], index[2::3]
    if 0 in counts or 0 in sizes or start + sum(sizes) != len(data):
        raise _damaged()
    bounds = accumulate(sizes, initial=start)
    return tuple(map(Block, turns, counts, (data[a:b] for a, b in pairwise(bounds))))


def _damaged() -> StateError:
    return StateError(phrase("the save's log is damaged"))


def _turn(event: Event) -> int:
    return event.turn
