"""The garbage collector's full passes made while the player rests, not in a frame.

Python's collector makes a full pass (over every object not frozen) after ten passes over
the younger objects. On the map that fell on one frame in eight after a scroll, 2.5 to
4 ms more: the 256×256 map's frame at 200×60 was 8.6 ms at the median and 12.3 at p95 on a
quiet machine (`benchmarks/tui.py`, (b)), the p95 being those passes.

A program holds them off its frames: `hold` makes the automatic full pass wait ten times
as long (the collector's third threshold), and `collect_if_rested`, called every second,
makes the full pass itself once the default would have been due and the player has
pressed nothing for a second. A player who never rests still gets the automatic pass, ten
times less often. Reference cycles, the garbage only a full pass frees, are rare here (a
game holds none; Textual's strips none since `textual_once.lean_strips`), so what waits is
little. `release` puts the collector back as it was (the program's end; the tests run
many programs in one process).
"""

from __future__ import annotations

import gc

LONGER = 10  # how many times longer the automatic full pass waits
REST = 1.0  # seconds without a key after which the player rests

_held: list[int] = []  # the third threshold before `hold`, while held


def hold() -> None:
    """The automatic full pass made to wait `LONGER` times as long (once a process)."""
    if _held:
        return
    first, second, third = gc.get_threshold()
    _held.append(third)
    gc.set_threshold(first, second, third * LONGER)


def release() -> None:
    """The collector's thresholds as they were before `hold`."""
    if _held:
        first, second, _ = gc.get_threshold()
        gc.set_threshold(first, second, _held.pop())


def due() -> bool:
    """Whether the default collector would have made its full pass by now: as many
    younger passes since the last full one as its third threshold."""
    return bool(_held) and gc.get_count()[2] >= _held[0]


def collect_if_rested(since_input: float) -> bool:
    """The full pass, made now if it is due and the player has pressed nothing for
    `REST` seconds (`since_input`); whether it was made."""
    if since_input < REST or not due():
        return False
    gc.collect()
    return True
