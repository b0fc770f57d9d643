"""The messages of the events the game itself logs (a seat joins, its roles change, a
bot's orders, a seat's default orders, a take-back, a deadline's rules and pauses:
`hexterm.engine.timing`), made from what the event saves
(its key, subject and args), so that a report read from any save says them in the
player's language; the saved text is the English of the same message."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from hexterm.engine.durations import duration_typed
from hexterm.engine.messages import Message, phrase, phrase_n


def joined(seat: str, faction: str) -> Message:
    return phrase("{seat} joins the game for {faction}", seat=seat, faction=faction)


def roles(seat: str, held: list[str]) -> Message:
    return phrase("{seat} now holds the roles {roles}", seat=seat, roles=", ".join(held))


def replaced(seat: str, player: str, reason: str) -> Message:
    """A seat played from now on by `player`, or by the program (`player` "")."""
    if not player:
        return phrase("{seat}'s seat is now played by the program: {reason}", seat=seat,
                      reason=reason)
    return phrase("{seat}'s seat is now played by {player}: {reason}", seat=seat,
                  player=player, reason=reason)


def given_for(seat: str) -> Message:
    """An input the organiser gave for a seat."""
    return phrase("the organiser gives {seat}'s input for them", seat=seat)


def bot_orders(seat: str) -> Message:
    return phrase("orders written by the program for {seat}", seat=seat)


def no_orders(seat: str) -> Message:
    return phrase("{seat} sent no orders: default orders apply", seat=seat)


def taken_back(seat: str) -> Message:
    return phrase("{seat} takes back their last input", seat=seat)


def turn_taken_back(turn: int, reason: str) -> Message:
    """The organiser took back the last resolved step of `turn`, for `reason`."""
    return phrase("The organiser takes back the resolution of turn {turn}: {reason}",
                  turn=turn, reason=reason)


def deadline_excused(seat: str, left: int) -> Message:
    """`seat` missed the deadline and spent an excused miss (`left` left)."""
    return phrase_n(
        "{seat} missed the deadline and used an excused miss: {n} excused miss left",
        "{seat} missed the deadline and used an excused miss: {n} excused misses left",
        left, seat=seat)


def deadline_fallback(seat: str, *, bot: bool, again: bool) -> Message:
    """`seat` missed the deadline with no excuse left (`again`: the extended one): the
    bot plays for them, or they get the default input."""
    if again and bot:
        return phrase("{seat} missed the extended deadline: the bot plays for them",
                      seat=seat)
    if again:
        return phrase("{seat} missed the extended deadline: the default input is given "
                      "for them", seat=seat)
    if bot:
        return phrase("{seat} missed the deadline with no excuse left: the bot plays "
                      "for them", seat=seat)
    return phrase("{seat} missed the deadline with no excuse left: the default input is "
                  "given for them", seat=seat)


def deadline_extended(length: object) -> Message:
    """The step extended by `length` (`durations.duration`, as a player reads it)."""
    return phrase("The step is extended by {length}, for every seat", length=length)


def deadline_paused(by_players: bool) -> Message:
    if by_players:
        return phrase("The game is paused: every seat asked for it")
    return phrase("The game is paused by the organiser")


def deadline_resumed() -> Message:
    return phrase("The game is resumed: the deadline runs again with the time that "
                  "was left")


def deadline_pause_asked(seat: str) -> Message:
    return phrase("{seat} asks for a pause", seat=seat)


def deadline_pause_withdrawn(seat: str) -> Message:
    return phrase("{seat} no longer asks for a pause", seat=seat)


def deadline_set(length: object) -> Message:
    """The organiser's deadline of `length` a step (`durations.duration`)."""
    return phrase("The organiser sets the deadline: {length} a step", length=length)


def deadline_off() -> Message:
    return phrase("The organiser removes the deadline")


def _length(args: Mapping[str, Any]) -> object:
    """The duration an event keeps as typed, as a player reads it."""
    return duration_typed(str(args.get("length", "")))


_BY_KEY: dict[str, Callable[[str, Mapping[str, Any]], Message]] = {
    "seat.joined": lambda who, a: joined(who, str(a.get("faction", ""))),
    "seat.roles": lambda who, a: roles(who, [str(r) for r in a.get("roles", ())]),
    "seat.replaced": lambda who, a: replaced(who, str(a.get("player", "")),
                                             str(a.get("reason", ""))),
    "input.for-seat": lambda who, a: given_for(who),
    "bot-orders": lambda who, a: bot_orders(who),
    "no-orders": lambda who, a: no_orders(who),
    "taken-back": lambda who, a: taken_back(who),
    "turn.taken-back": lambda who, a: turn_taken_back(int(a.get("turn", 0)),
                                                      str(a.get("reason", ""))),
    "deadline.excused": lambda who, a: deadline_excused(who, int(a.get("left", 0))),
    "deadline.default": lambda who, a: deadline_fallback(who, bot=False,
                                                         again=bool(a.get("again"))),
    "deadline.bot": lambda who, a: deadline_fallback(who, bot=True,
                                                     again=bool(a.get("again"))),
    "deadline.extended": lambda who, a: deadline_extended(_length(a)),
    "deadline.paused": lambda who, a: deadline_paused(bool(a.get("by_players"))),
    "deadline.resumed": lambda who, a: deadline_resumed(),
    "deadline.pause-asked": lambda who, a: deadline_pause_asked(who),
    "deadline.pause-withdrawn": lambda who, a: deadline_pause_withdrawn(who),
    "deadline.set": lambda who, a: deadline_set(_length(a)),
    "deadline.off": lambda who, a: deadline_off(),
}


def core_phase_message(phase: str) -> Message | None:
    """The message of one of the game's own phases (those of its events), or None."""
    if phase == "0 seats":
        return phrase("0 seats")
    if phase == "0 orders":
        return phrase("0 orders")
    return None


def core_event_message(key: str, subject: str, args: Mapping[str, Any]) -> Message | None:
    """The message of one of the game's own events, or None for a ruleset's."""
    found = _BY_KEY.get(key)
    return found(subject, args) if found is not None else None
