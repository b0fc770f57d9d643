"""The deadline model of a campaign played over days (issue 28): durations, the
organiser's policy, the clock of the step a game is at, and what happens at a deadline.

Pure, like the rest of the engine: no clock is read here. Every time is a whole number
of seconds the caller passes in (`now`, say `int(time.time())`), and every function
returns a new frozen value; the Table, `hexterm tick` and `hexterm serve` decide when to
call them and keep the result in the save (`to_data`/`from_data`: plain data).

- A **duration** is typed as ``90s``, ``30m``, ``48h``, ``3d`` or a combination of
  units from the largest down (``1d12h``, ``2h30m``; in French ``3j``, ``30min``):
  `parse_duration` here; `say_duration` (the typed form, kept in the saves) and
  `duration` (as a player reads it: "1 d 12 h", French "1 j 12 h") in
  `hexterm.engine.durations`.
- A **policy** (`Policy`) is the organiser's choice: a step's length (and a step's own,
  by its key), how many excused misses each seat has (1 by default), what a seat with
  none left gets (`DEFAULT_INPUT`: the ruleset's default input, or `BOT`: the bot plays
  it), how many times one step may be extended (once), and the reminders, in seconds
  before the deadline (12 h and 1 h by default).
- The **clock** (`Clock`) is the state: the step it times, when it opened, its deadline,
  how many times it was extended, the misses each seat used, whether the game is paused
  (and the time left then), and the seats asking for a pause.
- At a deadline (`at_deadline`) every awaited seat has missed it: a seat with an excuse
  left spends one and the step is extended once by its length (everyone is told); a
  seat with none left, or late again after the step was extended as often as the
  policy allows, gets the default input or the bot. The `Verdict` says who got which,
  the clock after it, and the events to log, as messages.
- A pause stops the time and keeps what was left; resuming gives the same time left.
  Players ask for a pause (`ask_pause`); it starts when every seat has asked.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from hexterm.engine import core_events
from hexterm.engine.durations import DAY as DAY
from hexterm.engine.durations import HOUR as HOUR
from hexterm.engine.durations import MINUTE as MINUTE
from hexterm.engine.durations import duration as duration
from hexterm.engine.durations import say_duration as say_duration
from hexterm.engine.durations import seconds_typed
from hexterm.engine.errors import HextermError
from hexterm.engine.messages import Message, phrase

LONGEST = 366 * DAY
"""The longest duration accepted (a year): a typo of many digits is refused."""

DEFAULT_INPUT = "default"
"""A seat with no excuse left gets the ruleset's default input."""
BOT = "bot"
"""A seat with no excuse left is played by the bot."""
FALLBACKS = (DEFAULT_INPUT, BOT)


class DeadlineError(HextermError, ValueError):
    """A duration, policy, clock or pause that cannot be: a bad duration typed, a pause
    asked by no seat of the game, a resume of a game not paused, damaged saved data."""


def parse_duration(text: str) -> int:
    """The seconds a duration says (``90s`` → 90, ``1d12h`` → 129600); a bad one refused
    in one sentence that quotes it and says what is expected."""
    seconds = seconds_typed(text)
    if seconds is None or not 0 < seconds <= LONGEST:
        raise DeadlineError(_bad_duration(text))
    return seconds


def _bad_duration(text: str) -> Message:
    return phrase("{typed!r} is not a duration: expected a number and a unit, "
                  "such as 90s, 30m, 48h, 3d or 1d12h", typed=text)


def _frozen(mapping: Mapping[str, int]) -> Mapping[str, int]:
    return MappingProxyType(dict(sorted(mapping.items())))


@dataclass(frozen=True)
class Policy:
    """What the organiser chose: the steps' length, a step's own by its key, the excused
    misses of each seat, what a seat with none left gets, how often one step may be
    extended, and the reminders (seconds before the deadline)."""

    step_length: int
    step_lengths: Mapping[str, int] = field(default_factory=dict)
    excused_misses: int = 1
    no_excuse: str = DEFAULT_INPUT
    extensions_per_step: int = 1
    reminders: tuple[int, ...] = (12 * HOUR, HOUR)

    def __post_init__(self) -> None:
        object.__setattr__(self, "step_lengths", _frozen(self.step_lengths))
        object.__setattr__(self, "reminders",
                           tuple(sorted(set(self.reminders), reverse=True)))
        for name, lengths in (("step_length", [self.step_length]),
                              ("step_lengths", list(self.step_lengths.values())),
                              ("reminders", list(self.reminders))):
            if not all(_count(length) and 0 < length <= LONGEST for length in lengths):
                raise DeadlineError(_damaged(name))
        for name in ("excused_misses", "extensions_per_step"):
            if not _count(getattr(self, name)):
                raise DeadlineError(_damaged(name))
        if self.no_excuse not in FALLBACKS:
            raise DeadlineError(_damaged("no_excuse"))

    def length_of(self, step_key: str) -> int:
        """The length of the step of that key: its own, else the policy's."""
        return self.step_lengths.get(step_key, self.step_length)

    def to_data(self) -> dict[str, object]:
        """The policy as plain data (a save keeps it with msgpack)."""
        return {"step_length": self.step_length, "step_lengths": dict(self.step_lengths),
                "excused_misses": self.excused_misses, "no_excuse": self.no_excuse,
                "extensions_per_step": self.extensions_per_step,
                "reminders": list(self.reminders)}

    @classmethod
    def from_data(cls, data: object) -> Policy:
        """The policy kept as `data`; damaged or hostile data refused in one sentence."""
        found = _fields(data, {"step_length", "step_lengths", "excused_misses",
                               "no_excuse", "extensions_per_step", "reminders"})
        no_excuse = found["no_excuse"]
        if not isinstance(no_excuse, str):
            raise DeadlineError(_damaged("no_excuse"))
        return cls(step_length=_number(found, "step_length"),
                   step_lengths=_counts(found, "step_lengths"),
                   excused_misses=_number(found, "excused_misses"), no_excuse=no_excuse,
                   extensions_per_step=_number(found, "extensions_per_step"),
                   reminders=tuple(_numbers(found, "reminders")))


@dataclass(frozen=True)
class Clock:
    """The clock of the step a game is at: its key, when it opened, its deadline (None
    while paused or before a step opens), how many times it was extended, the misses
    each seat used in the game, whether the game is paused and the time left then, and
    the seats asking for a pause."""

    step_key: str = ""
    opened: int | None = None
    deadline: int | None = None
    extensions: int = 0
    misses: Mapping[str, int] = field(default_factory=dict)
    paused: bool = False
    paused_left: int | None = None
    pause_requests: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        object.__setattr__(self, "misses", _frozen(self.misses))
        object.__setattr__(self, "pause_requests", frozenset(self.pause_requests))

    def excuses_left(self, policy: Policy, seat: str) -> int:
        """The excused misses `seat` has left."""
        return max(0, policy.excused_misses - self.misses.get(seat, 0))

    def to_data(self) -> dict[str, object]:
        """The clock as plain data (a save keeps it with msgpack)."""
        return {"step_key": self.step_key, "opened": self.opened,
                "deadline": self.deadline, "extensions": self.extensions,
                "misses": dict(self.misses), "paused": self.paused,
                "paused_left": self.paused_left,
                "pause_requests": sorted(self.pause_requests)}

    @classmethod
    def from_data(cls, data: object) -> Clock:
        """The clock kept as `data`; damaged or hostile data refused in one sentence."""
        found = _fields(data, {"step_key", "opened", "deadline", "extensions", "misses",
                               "paused", "paused_left", "pause_requests"})
        step_key, paused, requests = (found["step_key"], found["paused"],
                                      found["pause_requests"])
        if not isinstance(step_key, str):
            raise DeadlineError(_damaged("step_key"))
        if not isinstance(paused, bool):
            raise DeadlineError(_damaged("paused"))
        if not (isinstance(requests, list) and all(isinstance(s, str) for s in requests)):
            raise DeadlineError(_damaged("pause_requests"))
        clock = cls(step_key=step_key, opened=_maybe(found, "opened"),
                    deadline=_maybe(found, "deadline"),
                    extensions=_number(found, "extensions"),
                    misses=_counts(found, "misses"), paused=paused,
                    paused_left=_maybe(found, "paused_left"),
                    pause_requests=frozenset(requests))
        if clock.paused and clock.deadline is not None:
            raise DeadlineError(_damaged("deadline"))
        return clock


@dataclass(frozen=True)
class Verdict:
    """What a deadline decided: the clock after it, the seats excused (the step extended
    for them), the seats given the default input and those the bot plays, and the
    events to log. `resolve` is true when nobody was excused: the step resolves now,
    with the inputs given for the late seats."""

    clock: Clock
    extended: tuple[str, ...] = ()
    defaulted: tuple[str, ...] = ()
    botted: tuple[str, ...] = ()
    events: tuple[Message, ...] = ()

    @property
    def resolve(self) -> bool:
        return not self.extended


def open_step(clock: Clock, policy: Policy, step_key: str, now: int) -> Clock:
    """The clock of a step opening at `now`: its deadline its length away (the time
    left kept for resuming, if the game is paused); the misses and pause requests kept."""
    length = policy.length_of(step_key)
    if clock.paused:
        return replace(clock, step_key=step_key, opened=now, deadline=None,
                       extensions=0, paused_left=length)
    return replace(clock, step_key=step_key, opened=now, deadline=now + length,
                   extensions=0, paused_left=None)


def due(clock: Clock, now: int) -> bool:
    """Whether the step's deadline has come (never while paused)."""
    return not clock.paused and clock.deadline is not None and now >= clock.deadline


def time_left(clock: Clock, now: int) -> int | None:
    """The seconds left before the deadline (0 once passed; what was left when paused;
    None with no step timed)."""
    if clock.paused:
        return clock.paused_left
    if clock.deadline is None:
        return None
    return max(0, clock.deadline - now)


def at_deadline(clock: Clock, policy: Policy, awaited_seats: Iterable[str]) -> Verdict:
    """What happens at the deadline to the seats still awaited: the ones with an excuse
    left spend one and the step is extended once by its length; the others (and all of
    them once the step was extended as often as the policy allows) get the default
    input or the bot, as the policy says. Every rule applied is an event."""
    if clock.paused or clock.deadline is None:
        raise DeadlineError(phrase("There is no deadline to reach: the game is paused "
                                   "or no step is timed"))
    awaited = sorted(set(awaited_seats))
    may_extend = clock.extensions < policy.extensions_per_step
    excused = [seat for seat in awaited
               if may_extend and clock.excuses_left(policy, seat) > 0]
    late = [seat for seat in awaited if seat not in excused]
    events: list[Message] = []
    misses = dict(clock.misses)
    for seat in excused:
        misses[seat] = misses.get(seat, 0) + 1
        events.append(core_events.deadline_excused(seat, policy.excused_misses - misses[seat]))
    for seat in late:
        events.append(core_events.deadline_fallback(seat, bot=policy.no_excuse == BOT,
                                                    again=clock.extensions > 0))
    after = replace(clock, misses=misses)
    if excused:
        length = policy.length_of(clock.step_key)
        after = replace(after, deadline=clock.deadline + length,
                        extensions=clock.extensions + 1)
        events.append(core_events.deadline_extended(duration(length)))
    bots = policy.no_excuse == BOT
    return Verdict(clock=after, extended=tuple(excused),
                   defaulted=() if bots else tuple(late), botted=tuple(late) if bots else (),
                   events=tuple(events))


def pause(clock: Clock, now: int) -> Clock:
    """The game paused at `now`: the deadline stops, the time left kept; the pause
    requests are done with."""
    if clock.paused:
        raise DeadlineError(phrase("The game is already paused"))
    return replace(clock, paused=True, paused_left=time_left(clock, now), deadline=None,
                   pause_requests=frozenset())


def resume(clock: Clock, now: int) -> Clock:
    """The game resumed at `now`: the deadline the time that was left away."""
    if not clock.paused:
        raise DeadlineError(phrase("The game is not paused"))
    deadline = None if clock.paused_left is None else now + clock.paused_left
    return replace(clock, paused=False, paused_left=None, deadline=deadline)


def ask_pause(clock: Clock, seat: str, seats: Collection[str], now: int) -> Clock:
    """`seat` asks for a pause; the pause starts at `now` when every one of `seats` (the
    game's human seats) has asked."""
    if seat not in seats:
        raise DeadlineError(phrase("{seat} is not a seat of this game and cannot ask for "
                                   "a pause", seat=seat))
    if clock.paused:
        raise DeadlineError(phrase("The game is already paused"))
    asked = clock.pause_requests | {seat}
    if asked >= set(seats):
        return pause(clock, now)
    return replace(clock, pause_requests=asked)


def withdraw_pause(clock: Clock, seat: str) -> Clock:
    """`seat` no longer asks for a pause."""
    return replace(clock, pause_requests=clock.pause_requests - {seat})


def reminders_due(clock: Clock, policy: Policy, now: int,
                  already_sent: Collection[int]) -> tuple[int, ...]:
    """The reminders (seconds before the deadline) whose time has come and that were
    not sent, largest first; none while paused or once the deadline has passed. The
    caller keeps what was sent, afresh each time the deadline moves."""
    if clock.paused or clock.deadline is None or now >= clock.deadline:
        return ()
    return tuple(before for before in policy.reminders
                 if before not in already_sent and now >= clock.deadline - before)


def _damaged(name: str) -> Message:
    return phrase("The deadline data is damaged: {field} is missing or not what it "
                  "should be", field=name)


def _count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _fields(data: object, names: set[str]) -> Mapping[str, object]:
    if not isinstance(data, Mapping) or set(data) != names:
        raise DeadlineError(phrase("The deadline data is damaged: it is not the record "
                                   "hexterm writes"))
    return data


def _number(found: Mapping[str, object], name: str) -> int:
    value = found[name]
    if not _count(value) or not isinstance(value, int):
        raise DeadlineError(_damaged(name))
    return value


def _maybe(found: Mapping[str, object], name: str) -> int | None:
    return None if found[name] is None else _number(found, name)


def _numbers(found: Mapping[str, object], name: str) -> list[int]:
    values = found[name]
    if not isinstance(values, list) or not all(_count(v) for v in values):
        raise DeadlineError(_damaged(name))
    return [int(v) for v in values]


def _counts(found: Mapping[str, object], name: str) -> dict[str, int]:
    values = found[name]
    if not isinstance(values, Mapping) or not all(
            isinstance(k, str) and _count(v) for k, v in values.items()):
        raise DeadlineError(_damaged(name))
    return {str(k): int(v) for k, v in values.items()}
