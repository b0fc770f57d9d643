"""What the command line says of a game's inputs, and whose they are: the seat of
`--as` (its PIN checked) or the organiser, an input given through the Table
(`submit_input`: `hexterm orders submit`, `hexterm board --hand-back`; refused with
the Table's sentence when the save moved past the step read), and the lines that say
what the game awaits and what a resolution did."""

from __future__ import annotations

import argparse
import getpass
import os
import sys

from hexterm.engine import game_seats, parts
from hexterm.engine.battle_entry import reopened
from hexterm.engine.errors import HextermError
from hexterm.engine.game import Game
from hexterm.engine.messages import Message, phrase
from hexterm.engine.seats import Seat
from hexterm.engine.steps import ORGANISER, InputKind, Step
from hexterm.i18n import said, title_said
from hexterm.table import Submission, Table


def seat_pin(args: argparse.Namespace, seat: Seat) -> str | None:
    pin = getattr(args, "pin", None) or os.environ.get("HEXTERM_PIN")
    if pin is None and seat.has_pin and sys.stdin.isatty():
        pin = getpass.getpass(said(phrase("PIN for {seat}: ", seat=seat.name)))
    return pin


def as_seat(args: argparse.Namespace, game: Game) -> Seat | None:
    if not getattr(args, "as_seat", None):
        return None
    seat = game.seat(args.as_seat)
    return game_seats.unlock_seat(game, seat.name, seat_pin(args, seat))


def giver(args: argparse.Namespace, game: Game) -> str:
    """Who gives the input: the seat of --as (its PIN checked), the organiser, or the
    seat the organiser acts for (--organiser-for: no PIN; the log says so)."""
    if getattr(args, "organiser_for", None):
        if args.organiser or getattr(args, "as_seat", None):
            raise HextermError(phrase("--organiser-for names the seat the organiser acts "
                                      "for: give it without --as or --organiser"))
        return game.seat(args.organiser_for).name
    if args.organiser:
        return ORGANISER
    seat = as_seat(args, game)
    if seat is None:
        raise HextermError(phrase("say whose input this is: --as SEAT, or --organiser"))
    return seat.name


def awaited(game: Game) -> Message:
    """What the game waits for now, in a few words."""
    waiting = game.waiting_for()
    if waiting and game.step.parts:  # each open part, and whom it awaits
        return phrase("waiting for {parts}", parts=parts.awaited_in_parts(game))
    if waiting:
        return phrase("waiting for {seats}", seats=", ".join(waiting))
    if game.awaits_organiser():
        return phrase("waiting for the organiser")
    return phrase("every seat is ready")


def submit_input(table: Table, name: str, text: str, *, by_organiser: bool = False) -> int:
    """Give `name`'s input through the table (its checks; the last input resolves the
    step, bots' steps after it too) and say what came of it (`orders submit`, `board
    --hand-back`); `by_organiser`: the organiser gives it for the seat, in the log."""
    before = table.game
    outcome = table.submit(name, text, by_organiser=by_organiser)
    if outcome is Submission.LATE and table.stale is not None:
        raise table.stale  # another program resolved the step since it was read
    if outcome is Submission.PART:  # a part of a step in parts was resolved with it
        print(said(phrase("{what} of {who} submitted for turn {turn}",
                          what=what(before.step, before.rules.name),
                          who=who(name), turn=before.turn)))
        done = [title_said(p.title, before.rules.name) or p.key for p in before.step.parts
                if p.key in table.parts_resolved]
        print(said(phrase("turn {turn}: {parts} resolved{played}; {awaited}", turn=before.turn,
                          parts=", ".join(done), played=played(before, table.game),
                          awaited=awaited(table.game))))
        return 0
    if outcome is Submission.RESOLVED:
        print(said(phrase("{what} of {who} submitted for turn {turn}",
                          what=what(before.step, before.rules.name),
                          who=who(name), turn=before.turn)))
        print(said(resolved(before, table.game)))
        if table.game.outcome:
            print(said(phrase("the game is over: {ranking}",
                              ranking=", ".join(table.game.outcome.ranking))))
        return 0
    print(said(phrase("{what} of {who} submitted for turn {turn}; {awaited}",
                      what=what(before.step, before.rules.name), who=who(name),
                      turn=table.game.turn,
                      awaited=awaited(table.game))))
    return 0


def what(step: Step, domain: str | None = None) -> Message | str:
    """What a step takes: orders, or the step's own name (in the player's language, its
    ruleset's `domain` given)."""
    if step.kind is InputKind.ORDERS:
        return phrase("orders")
    return title_said(step.title, domain) or step.kind.value


def who(name: str) -> Message | str:
    """A seat's name, or the organiser."""
    return phrase("the organiser") if name == ORGANISER else name


def played(before: Game, after: Game) -> Message | str:
    """Which bots gave an input between `before` and `after` (their steps resolved at
    once), as a resolution's line says it."""
    bots = sorted({e.subject for e in after.log[len(before.log):] if e.key == "bot-orders"})
    return phrase(" (the program played {bots})", bots=", ".join(bots)) if bots else ""


def resolved(before: Game, after: Game) -> Message:
    """The line that says what a resolution did."""
    differ = reopened(after.log, None) if len(after.log) > len(before.log) else None
    if differ is not None:  # a battle's entries differ: its step opens again
        return phrase("turn {turn}: the entries differ, nothing is applied: {differ}; agree "
                      "and enter it again ({awaited})", turn=before.turn,
                      differ=differ.text(), awaited=awaited(after))
    if after.turn == before.turn:
        return phrase("turn {turn}: {what} resolved{played}; next: {next}, {awaited}",
                      turn=before.turn, what=what(before.step, before.rules.name),
                      played=played(before, after), next=what(after.step, after.rules.name),
                      awaited=awaited(after))
    return phrase("turn {turn} resolved{played}; turn {next} is open", turn=before.turn,
                  played=played(before, after), next=after.turn)
