"""Durations: typed as ``90s``, ``30m``, ``48h``, ``3d`` or ``1d12h`` (French ``3j``,
``30min``), kept in the saves as typed (`say_duration`), said to a player in their
language (`duration`: "1 d 12 h", French "1 j 12 h"; a time left, `time_left`, in
two units at most: "2 d 4 h"). The deadlines' units
(`hexterm.engine.deadlines` refuses a bad duration in one sentence)."""

from __future__ import annotations

import re
from collections.abc import Callable

from hexterm.engine.messages import Listing, Message, phrase

MINUTE, HOUR, DAY = 60, 3600, 86400
_UNITS = (("d", DAY), ("h", HOUR), ("m", MINUTE), ("s", 1))
_TYPED = re.compile(r"(?:(\d+)[dj])?(?:(\d+)h)?(?:(\d+)m(?:in)?)?(?:(\d+)s)?")
"""A typed duration, its units in English or French (``3d`` or ``3j``, ``30m`` or
``30min``), from the largest down."""


def seconds_typed(text: str) -> int | None:
    """The seconds a typed duration says (``1d12h`` → 129600), None when it says none."""
    typed = text.strip().lower()
    found = _TYPED.fullmatch(typed)
    if not typed or found is None:
        return None
    return sum(int(count) * size for count, (_, size)
               in zip(found.groups(), _UNITS, strict=True) if count is not None)


def say_duration(seconds: int) -> str:
    """A number of seconds written as a duration is typed, largest units first (129600
    → 1d12h, 0 → 0s); what `seconds_typed` reads back (the saves keep it)."""
    if seconds <= 0:
        return "0s"
    parts = []
    for unit, size in _UNITS:
        count, seconds = divmod(seconds, size)
        if count:
            parts.append(f"{count}{unit}")
    return "".join(parts)


_SAID: dict[str, Callable[[int], Message]] = {
    "d": lambda n: phrase("{n} d", n=n),
    "h": lambda n: phrase("{n} h", n=n),
    "m": lambda n: phrase("{n} min", n=n),
    "s": lambda n: phrase("{n} s", n=n),
}


def duration(seconds: int) -> Listing:
    """A number of seconds as a player reads it, every unit from the largest down, each
    a message ("1 d 12 h", French "1 j 12 h"; 0 → "0 s")."""
    said: list[Message] = []
    for unit, size in _UNITS:
        count, seconds = divmod(seconds, size)
        if count:
            said.append(_SAID[unit](count))
    return Listing(tuple(said) or (_SAID["s"](0),), " ")


def time_left(seconds: int) -> Message:
    """A time left as a player reads it, in two units at most (a countdown's: "2 d 4 h",
    "4 h 05 min", under an hour "12 min 05 s"; French "2 j 4 h")."""
    days, rest = divmod(max(0, seconds), DAY)
    hours, rest = divmod(rest, HOUR)
    minutes, rest = divmod(rest, MINUTE)
    if days:
        return phrase("{days} d {hours} h", days=days, hours=hours)
    if hours:
        return phrase("{hours} h {minutes:02d} min", hours=hours, minutes=minutes)
    return phrase("{minutes} min {seconds:02d} s", minutes=minutes, seconds=rest)


def duration_typed(typed: str) -> Listing | str:
    """A duration kept as typed (an event's argument), as a player reads it; the text
    as it is when it is no duration (a damaged save)."""
    seconds = seconds_typed(typed)
    return typed if seconds is None else duration(seconds)
