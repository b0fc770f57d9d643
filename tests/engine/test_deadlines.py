"""The deadline model (issue 28), with times the test gives as numbers: no clock read,
no waiting."""

from __future__ import annotations

import pytest

from hexterm.engine.deadlines import (
    BOT,
    DEFAULT_INPUT,
    Clock,
    DeadlineError,
    Policy,
    ask_pause,
    at_deadline,
    due,
    open_step,
    parse_duration,
    pause,
    reminders_due,
    resume,
    say_duration,
    time_left,
    withdraw_pause,
)
from hexterm.engine.durations import duration
from hexterm.engine.messages import Message

HOUR, DAY = 3600, 86400
START = 1_000_000  # when the step opens, in the test's seconds
TWO_DAYS = Policy(step_length=2 * DAY, step_lengths={"declare": 3 * HOUR})


@pytest.mark.parametrize(("typed", "seconds"), [
    ("90s", 90), ("30m", 1800), ("48h", 172800), ("3d", 259200),
    ("1d12h", 129600), ("2h30m", 9000), (" 48H ", 172800),
    # the French units, as a French organiser types them
    ("3j", 259200), ("30min", 1800), ("1j12h", 129600), ("2h30min", 9000)])
def test_durations_read(typed: str, seconds: int) -> None:
    assert parse_duration(typed) == seconds


@pytest.mark.parametrize("typed", ["", "48", "h", "2 days", "12h1d", "0h", "1.5h",
                                   "-3d", "3d3d", "99999d"])
def test_bad_durations_refused_saying_what_was_typed_and_expected(typed: str) -> None:
    with pytest.raises(DeadlineError) as refused:
        parse_duration(typed)
    assert refused.value.message is not None
    assert refused.value.message.fields == {"typed": typed}
    assert str(refused.value) == (
        f"{typed!r} is not a duration: expected a number and a unit, "
        "such as 90s, 30m, 48h, 3d or 1d12h")


def test_durations_said_back() -> None:
    assert [say_duration(s) for s in (90, 1800, 172800, 129600, 0)] == [
        "1m30s", "30m", "2d", "1d12h", "0s"]
    assert parse_duration(say_duration(93784)) == 93784


def test_durations_said_to_a_player_in_their_language() -> None:
    """Every unit from the largest down, in the player's words (a day is "j" in French)."""
    from hexterm.catalogues import render

    def both(seconds: int) -> tuple[str, str]:
        units = duration(seconds).items
        return (" ".join(str(u) for u in units),
                " ".join(render(u, "fr") for u in units if isinstance(u, Message)))

    assert both(129600) == ("1 d 12 h", "1 j 12 h")
    assert both(93784) == ("1 d 2 h 3 min 4 s", "1 j 2 h 3 min 4 s")
    assert both(90) == ("1 min 30 s", "1 min 30 s")
    assert both(0) == ("0 s", "0 s")


def test_a_step_is_due_at_its_deadline_and_not_before() -> None:
    clock = open_step(Clock(), TWO_DAYS, "orders", START)
    assert clock.deadline == START + 2 * DAY
    assert time_left(clock, START + DAY) == DAY
    assert not due(clock, START + 2 * DAY - 1)
    assert due(clock, START + 2 * DAY)
    assert time_left(clock, START + 3 * DAY) == 0
    declaring = open_step(clock, TWO_DAYS, "declare", START)
    assert declaring.deadline == START + 3 * HOUR  # the step's own length
    assert not due(Clock(), START) and time_left(Clock(), START) is None


def test_an_excused_miss_extends_the_step_once_by_its_length() -> None:
    clock = open_step(Clock(), TWO_DAYS, "orders", START)
    verdict = at_deadline(clock, TWO_DAYS, ["Wessex", "Mercia"])
    assert verdict.extended == ("Mercia", "Wessex")
    assert (verdict.defaulted, verdict.botted, verdict.resolve) == ((), (), False)
    assert verdict.clock.deadline == START + 4 * DAY
    assert verdict.clock.extensions == 1
    assert verdict.clock.excuses_left(TWO_DAYS, "Wessex") == 0
    assert [str(event) for event in verdict.events] == [
        "Mercia missed the deadline and used an excused miss: 0 excused misses left",
        "Wessex missed the deadline and used an excused miss: 0 excused misses left",
        "The step is extended by 2 d, for every seat"]
    # late again: the step was extended once, so no second extension
    again = at_deadline(verdict.clock, TWO_DAYS, ["Wessex"])
    assert (again.extended, again.defaulted, again.resolve) == ((), ("Wessex",), True)
    assert again.clock.deadline == START + 4 * DAY
    assert [str(event) for event in again.events] == [
        "Wessex missed the extended deadline: the default input is given for them"]


def test_with_no_excuse_left_the_default_input_or_the_bot() -> None:
    used = Clock(misses={"Wessex": 1})
    clock = open_step(used, TWO_DAYS, "orders", START)
    verdict = at_deadline(clock, TWO_DAYS, ["Wessex", "Mercia"])
    assert (verdict.extended, verdict.defaulted) == (("Mercia",), ("Wessex",))
    assert "Wessex missed the deadline with no excuse left: the default input is " \
        "given for them" in [str(event) for event in verdict.events]
    assert verdict.clock.misses == {"Wessex": 1, "Mercia": 1}

    bots = Policy(step_length=2 * DAY, no_excuse=BOT, excused_misses=0)
    verdict = at_deadline(open_step(Clock(), bots, "orders", START), bots, ["Wessex"])
    assert (verdict.extended, verdict.defaulted, verdict.botted) == ((), (), ("Wessex",))
    assert verdict.resolve and verdict.clock.deadline == START + 2 * DAY
    assert [str(event) for event in verdict.events] == [
        "Wessex missed the deadline with no excuse left: the bot plays for them"]
    assert TWO_DAYS.no_excuse == DEFAULT_INPUT


def test_two_excuses_spent_over_two_steps() -> None:
    policy = Policy(step_length=DAY, excused_misses=2)
    first = at_deadline(open_step(Clock(), policy, "orders", START), policy, ["Wessex"])
    assert str(first.events[0]) == (
        "Wessex missed the deadline and used an excused miss: 1 excused miss left")
    second = at_deadline(open_step(first.clock, policy, "orders", START + 5 * DAY),
                         policy, ["Wessex"])
    assert second.extended == ("Wessex",)
    assert second.clock.deadline == START + 7 * DAY
    third = at_deadline(open_step(second.clock, policy, "orders", START + 9 * DAY),
                        policy, ["Wessex"])
    assert (third.extended, third.defaulted) == ((), ("Wessex",))


def test_a_pause_stops_the_time_and_resume_gives_the_same_time_left() -> None:
    clock = open_step(Clock(), TWO_DAYS, "orders", START)
    paused = pause(clock, START + 10 * HOUR)
    assert time_left(paused, START + 10 * HOUR) == 38 * HOUR
    assert time_left(paused, START + 30 * DAY) == 38 * HOUR  # stopped
    assert not due(paused, START + 30 * DAY)
    resumed = resume(paused, START + 30 * DAY)
    assert time_left(resumed, START + 30 * DAY) == 38 * HOUR
    assert resumed.deadline == START + 30 * DAY + 38 * HOUR
    with pytest.raises(DeadlineError, match="not paused"):
        resume(resumed, START)
    with pytest.raises(DeadlineError, match="already paused"):
        pause(paused, START)
    with pytest.raises(DeadlineError, match="no deadline"):
        at_deadline(paused, TWO_DAYS, ["Wessex"])
    # a step opening while paused keeps its whole length for the resume
    later = open_step(paused, TWO_DAYS, "declare", START + DAY)
    assert later.deadline is None and time_left(later, START + 9 * DAY) == 3 * HOUR


def test_a_pause_asked_by_every_seat_starts_and_by_some_does_not() -> None:
    seats = ("Wessex", "Mercia", "Northumbria")
    clock = open_step(Clock(), TWO_DAYS, "orders", START)
    clock = ask_pause(clock, "Wessex", seats, START + HOUR)
    clock = ask_pause(clock, "Mercia", seats, START + 2 * HOUR)
    assert not clock.paused and clock.pause_requests == {"Wessex", "Mercia"}
    assert withdraw_pause(clock, "Mercia").pause_requests == {"Wessex"}
    assert time_left(clock, START + 3 * HOUR) == 45 * HOUR  # the time still runs
    clock = ask_pause(clock, "Northumbria", seats, START + 3 * HOUR)
    assert clock.paused and clock.pause_requests == frozenset()
    assert time_left(clock, START + 9 * DAY) == 45 * HOUR
    with pytest.raises(DeadlineError, match="Strathclyde is not a seat of this game"):
        ask_pause(clock, "Strathclyde", seats, START)


def test_reminders_at_12h_and_1h_each_due_once() -> None:
    clock = open_step(Clock(), TWO_DAYS, "orders", START)
    deadline = START + 2 * DAY
    sent: set[int] = set()
    assert reminders_due(clock, TWO_DAYS, deadline - 12 * HOUR - 1, sent) == ()
    assert reminders_due(clock, TWO_DAYS, deadline - 12 * HOUR, sent) == (12 * HOUR,)
    sent.add(12 * HOUR)
    assert reminders_due(clock, TWO_DAYS, deadline - 2 * HOUR, sent) == ()
    assert reminders_due(clock, TWO_DAYS, deadline - HOUR, sent) == (HOUR,)
    sent.add(HOUR)
    assert reminders_due(clock, TWO_DAYS, deadline - 1, sent) == ()
    assert reminders_due(clock, TWO_DAYS, deadline, set()) == ()  # passed: none
    assert reminders_due(pause(clock, deadline - 2 * HOUR), TWO_DAYS, deadline,
                         set()) == ()


def test_policy_and_clock_round_trip_as_plain_data() -> None:
    policy = Policy(step_length=2 * DAY, step_lengths={"declare": 3 * HOUR},
                    excused_misses=2, no_excuse=BOT, reminders=(HOUR, 12 * HOUR))
    assert policy.reminders == (12 * HOUR, HOUR)
    data = policy.to_data()
    assert data == {"step_length": 172800, "step_lengths": {"declare": 10800},
                    "excused_misses": 2, "no_excuse": "bot", "extensions_per_step": 1,
                    "reminders": [43200, 3600]}
    assert Policy.from_data(data) == policy
    clock = ask_pause(open_step(Clock(misses={"Mercia": 1}), policy, "orders", START),
                      "Wessex", ("Wessex", "Mercia"), START)
    kept = clock.to_data()
    assert kept == {"step_key": "orders", "opened": START, "deadline": START + 2 * DAY,
                    "extensions": 0, "misses": {"Mercia": 1}, "paused": False,
                    "paused_left": None, "pause_requests": ["Wessex"]}
    assert Clock.from_data(kept) == clock
    assert Clock.from_data(pause(clock, START).to_data()) == pause(clock, START)


@pytest.mark.parametrize("hostile", [
    None, [], "clock", {},
    {"step_key": "orders", "opened": 1, "deadline": 2, "extensions": 0, "misses": {},
     "paused": False, "paused_left": None, "pause_requests": [], "extra": 1},
    {"step_key": 7, "opened": 1, "deadline": 2, "extensions": 0, "misses": {},
     "paused": False, "paused_left": None, "pause_requests": []},
    {"step_key": "orders", "opened": 1, "deadline": "soon", "extensions": 0,
     "misses": {}, "paused": False, "paused_left": None, "pause_requests": []},
    {"step_key": "orders", "opened": 1, "deadline": 2, "extensions": -1, "misses": {},
     "paused": False, "paused_left": None, "pause_requests": []},
    {"step_key": "orders", "opened": 1, "deadline": 2, "extensions": True, "misses": {},
     "paused": False, "paused_left": None, "pause_requests": []},
    {"step_key": "orders", "opened": 1, "deadline": 2, "extensions": 0,
     "misses": {"Wessex": "lots"}, "paused": False, "paused_left": None,
     "pause_requests": []},
    {"step_key": "orders", "opened": 1, "deadline": 2, "extensions": 0, "misses": {},
     "paused": 1, "paused_left": None, "pause_requests": []},
    {"step_key": "orders", "opened": 1, "deadline": 2, "extensions": 0, "misses": {},
     "paused": True, "paused_left": 5, "pause_requests": []},
    {"step_key": "orders", "opened": 1, "deadline": 2, "extensions": 0, "misses": {},
     "paused": False, "paused_left": None, "pause_requests": [3]},
])
def test_a_hostile_clock_is_refused_in_one_sentence(hostile: object) -> None:
    with pytest.raises(DeadlineError, match=r"^The deadline data is damaged: .*[^.]$"):
        Clock.from_data(hostile)


@pytest.mark.parametrize(("name", "value"), [
    ("step_length", 0), ("step_length", 10**12), ("step_lengths", {"x": -1}),
    ("excused_misses", 1.5), ("no_excuse", "coin toss"), ("reminders", [0]),
    ("reminders", "12h"), ("extensions_per_step", None)])
def test_a_hostile_policy_is_refused_in_one_sentence(name: str, value: object) -> None:
    data = TWO_DAYS.to_data() | {name: value}
    with pytest.raises(DeadlineError) as refused:
        Policy.from_data(data)
    assert str(refused.value) == (
        f"The deadline data is damaged: {name} is missing or not what it should be")


def test_a_refusal_and_an_event_said_in_french() -> None:
    from hexterm.catalogues import render

    with pytest.raises(DeadlineError) as refused:
        parse_duration("2 jours")
    assert refused.value.message is not None
    assert render(refused.value.message, "fr") == (
        "«\u00a02 jours\u00a0» n'est pas une durée : un nombre et une unité sont attendus, "
        "comme 90s, 30min, 48h, 3j ou 1j12h")
    verdict = at_deadline(open_step(Clock(), TWO_DAYS, "orders", START), TWO_DAYS,
                          ["Wessex"])
    assert render(verdict.events[0], "fr") == (
        "Wessex a manqué l'échéance et a utilisé une absence excusée : "
        "il lui reste 0 absence excusée")
