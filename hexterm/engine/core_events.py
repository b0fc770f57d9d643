"""The messages of the events the game itself logs (a seat joins, its roles change, a
bot's orders, a seat's default orders, a take-back), made from what the event saves
(its key, subject and args), so that a report read from any save says them in the
player's language; the saved text is the English of the same message."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from hexterm.engine.messages import Message, phrase


def joined(seat: str, faction: str) -> Message:
    return phrase("{seat} joins the game for {faction}", seat=seat, faction=faction)


def roles(seat: str, held: list[str]) -> Message:
    return phrase("{seat} now holds the roles {roles}", seat=seat, roles=", ".join(held))


def bot_orders(seat: str) -> Message:
    return phrase("orders written by the program for {seat}", seat=seat)


def no_orders(seat: str) -> Message:
    return phrase("{seat} sent no orders: default orders apply", seat=seat)


def taken_back(seat: str) -> Message:
    return phrase("{seat} takes back their last input", seat=seat)


_BY_KEY: dict[str, Callable[[str, Mapping[str, Any]], Message]] = {
    "seat.joined": lambda who, a: joined(who, str(a.get("faction", ""))),
    "seat.roles": lambda who, a: roles(who, [str(r) for r in a.get("roles", ())]),
    "bot-orders": lambda who, a: bot_orders(who),
    "no-orders": lambda who, a: no_orders(who),
    "taken-back": lambda who, a: taken_back(who),
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
