"""The organiser's acts on who plays a game (issue 30): a player replaced, a late
player's input given for them, the last input taken back whoever gave it.

Each returns a new `Game` (or a `SeatError` saying in one sentence why not, and the
game unchanged) and writes what was done in the log, every seat reading it:

- `replace_player`: a seat is played from now on by another person, or by the
  program. The seat keeps its name, which is its identity in the rules (its units,
  its orders, its reports); the new player's name is the one players see for it
  (`Seat.player`: the hand-off, the lists of seats, the served menu), and it and the
  organiser's reason are in the log ("bob's seat is now played by carol: bob left").
  Its PIN and SSH keys are removed: the new player sets their own (`hexterm seat
  pin`, `add-key`).
- `give_for`: a seat's input given by the organiser, as the seat would give it (the
  same checks), the log saying the organiser gave it.
- `entry_open`: whether the step the game is at takes the organiser's own entry now
  (a score the organiser gives, a battle's result), or why not.
- `undo_target`: whose input the organiser's `undo` takes back: the one input given
  and not yet resolved, else the last one resolved (`game.take_back`).
"""

from __future__ import annotations

from dataclasses import replace

from hexterm.engine.core_events import given_for, replaced
from hexterm.engine.errors import SeatError
from hexterm.engine.game import Game, submit_orders
from hexterm.engine.log import extended
from hexterm.engine.messages import phrase
from hexterm.engine.ruleset import PUBLIC, Event
from hexterm.engine.seats import check_new_seat_name
from hexterm.engine.steps import ORGANISER

MAX_REASON = 200
"""The longest reason the organiser gives, in characters."""


def checked_reason(reason: str) -> str:
    """The organiser's reason, one line, neither empty nor too long."""
    text = " ".join(reason.split())
    if not text:
        raise SeatError(phrase("say why, in a few words (--reason)"))
    if len(text) > MAX_REASON:
        raise SeatError(phrase("the reason is longer than {n} characters", n=MAX_REASON))
    return text


def replace_player(game: Game, name: str, player: str | None, reason: str) -> Game:
    """`game` with seat `name` played from now on by `player` (a person's name), or by
    the program (`player` None); its PIN and keys removed, the change in the log."""
    seat = game.seat(name)
    if game.outcome is not None:
        raise SeatError(phrase("the game is over: seat {seat} can no longer be given to "
                               "another player", seat=seat.name))
    why = checked_reason(reason)
    if player is None and seat.bot:
        raise SeatError(phrase("seat {seat} is played by the program already",
                               seat=seat.name))
    who = "" if player is None else check_new_seat_name(player)
    new = replace(seat, bot=player is None, pin_hash=None, keys=(),
                  player="" if who == seat.name else who)
    event = Event(game.turn, "0 seats", seat.name, str(replaced(seat.name, who, why)),
                  (PUBLIC,), key="seat.replaced",
                  args={"seat": seat.name, "player": who, "reason": why})
    orders = dict(game.orders)
    if player is None:  # a bot writes its own input when the step resolves
        orders.pop(seat.name, None)
    return replace(game, seats=tuple(new if s is seat else s for s in game.seats),
                   orders=orders, log=extended(game.log, event))


def give_for(game: Game, name: str, text: str) -> Game:
    """`game` with seat `name`'s input `text` given by the organiser (checked as the
    seat's own), the log saying so."""
    seat = game.seat(name)
    given = submit_orders(game, seat.name, text)
    event = Event(game.turn, "0 orders", seat.name, str(given_for(seat.name)), (PUBLIC,),
                  key="input.for-seat", args={"seat": seat.name})
    return replace(given, log=extended(given.log, event))


def entry_open(game: Game) -> None:
    """Nothing when the organiser may give their own entry for the step the game is at
    (`Step.organiser`: the step awaits it, or it settles the step for the seats), else
    a SeatError saying in one sentence why not."""
    if game.outcome is not None:
        raise SeatError(phrase("the game is over: there is no entry to give"))
    if not game.step.organiser:
        raise SeatError(phrase("this step takes no entry from the organiser: it awaits the "
                               "seats' own inputs (a late one can be given for them)"))
    if ORGANISER in game.orders:
        raise SeatError(phrase("the organiser's entry for this step is given already"))


def undo_target(game: Game) -> str:
    """Whose input the organiser takes back: the one seat whose input is given and not
    yet resolved, else `steps.ORGANISER` (its own entry, or the last input resolved,
    whoever gave it: `game.take_back`); a SeatError when several seats gave theirs (the
    organiser says which: `--organiser-for SEAT`)."""
    given = [name for name in game.orders if name != ORGANISER]
    if ORGANISER in game.orders or not given:
        return ORGANISER
    if len(given) > 1:
        raise SeatError(phrase("{seats} have given their inputs: say whose to take back "
                               "(--organiser-for SEAT)", seats=", ".join(given)))
    return given[0]
