"""A game's seats changed between two steps, and a seat opened by its PIN.

A seat joins a running game when its rules take one (`join_seat`: `Ruleset.join_seat`),
a seat's roles change (`set_roles`: the organiser's `hexterm seat role`), each written in
the game's log for every seat to read; `unlock_seat` is the seat a PIN opens. Like every
change of a game (`hexterm.engine.game`), each returns a new `Game`, and only the Table
(`hexterm.table_seats`) calls the changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from hexterm.engine import core_events
from hexterm.engine.dice import SeededDice
from hexterm.engine.errors import SeatError
from hexterm.engine.game import Game
from hexterm.engine.log import extended
from hexterm.engine.messages import phrase
from hexterm.engine.ruleset import PUBLIC, Event
from hexterm.engine.seats import Seat, check_pin, check_roles, not_the_organisers


def join_seat(game: Game, seat: Seat) -> Game:
    """`game` with `seat` joining it between two steps, when its rules take a seat once
    the game has started (`Ruleset.join_seat`); a SeatError says why not."""
    rules = game.rules
    if game.outcome is not None:
        raise SeatError(phrase("the game is over: seat {seat!r} cannot join it",
                               seat=seat.name))
    not_the_organisers(seat.name)
    if any(s.name == seat.name for s in game.seats):
        raise SeatError(phrase("there is already a seat {seat!r} in this game",
                               seat=seat.name))
    if len(game.seats) >= rules.max_seats:
        raise SeatError(phrase("{game} is played by at most {hi} seats", game=rules.title_message(),
                               hi=rules.max_seats))
    check_roles(seat.roles, rules.roles)
    dice = SeededDice(game.seed, "join", game.turn, game.steps_done, seat.name)
    state = rules.join_seat(game.state, seat, game.seats, dice)
    joined = Event(game.turn, "0 seats", seat.name,
                   str(core_events.joined(seat.name, seat.faction)), (PUBLIC,),
                   key="seat.joined", args={"seat": seat.name, "faction": seat.faction})
    return replace(game, seats=(*game.seats, seat), state=state, log=extended(game.log, joined),
                   before=None)


def set_roles(game: Game, name: str, roles: Sequence[str]) -> Game:
    """`game` with seat `name` holding `roles` from now on (and the first of the
    ruleset's, which every seat holds), the change written in the log; a SeatError
    says why not (a role the ruleset does not know, the roles it holds already)."""
    seat = game.seat(name)
    if game.outcome is not None:
        raise SeatError(phrase("the game is over: seat {seat}'s roles can no longer change",
                               seat=seat.name))
    known = game.rules.roles
    try:
        given = check_roles((known[0], *(r.strip().lower() for r in roles if r.strip())),
                            known)
    except SeatError as exc:
        raise SeatError(phrase("seat {seat}: {said}", seat=seat.name,
                               said=exc.message or str(exc))) from None
    held = tuple(r for r in known if r in given)  # in the ruleset's order
    if set(held) == set(seat.roles):
        raise SeatError(phrase("seat {seat} holds the roles {roles} already", seat=seat.name,
                               roles=", ".join(held)))
    new = replace(seat, roles=held)
    event = Event(game.turn, "0 seats", seat.name,
                  str(core_events.roles(seat.name, list(held))), (PUBLIC,),
                  key="seat.roles", args={"seat": seat.name, "roles": list(held)})
    return replace(game, seats=tuple(new if s is seat else s for s in game.seats),
                   log=extended(game.log, event), before=None)


def unlock_seat(game: Game, name: str, pin: str | None) -> Seat:
    """The seat `name` if `pin` opens it, else a SeatError."""
    seat = game.seat(name)
    if not check_pin(seat, pin):
        raise SeatError(phrase("wrong PIN for seat {seat!r}", seat=seat.name) if pin else
                        phrase("seat {seat!r} has a PIN: give it to act as this seat",
                               seat=seat.name))
    return seat
