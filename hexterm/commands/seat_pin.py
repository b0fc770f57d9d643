"""`hexterm seat pin SAVE SEAT`: the organiser sets, changes or removes a seat's PIN.

The new PIN comes from `--pin`, from HEXTERM_PIN, typed twice at a terminal (hidden,
so a typo is caught), or from one line of standard input (scripts); it follows the PIN
rule (`hexterm.engine.seats.check_new_pin`: at least `MIN_PIN` characters). An empty
PIN, or `--remove`, removes it, once the organiser confirms (y at the terminal, or
`--yes`): a seat without a PIN can be played by anyone at the keyboard. The old PIN is
not asked: this is the organiser's command. Only a salted hash is saved, through the
`Table` (at any step: a PIN belongs to no turn).
"""

from __future__ import annotations

import argparse
import getpass
import os
import sys
from dataclasses import replace

from hexterm.engine.errors import HextermError
from hexterm.engine.messages import Message, phrase
from hexterm.engine.seats import MIN_PIN, check_new_pin
from hexterm.i18n import said
from hexterm.table import Table
from hexterm.worlds import new_pin_hash


def _new_pin(args: argparse.Namespace, seat: str) -> str:
    """The seat's new PIN ("" to remove it): --pin, HEXTERM_PIN, typed twice at a
    terminal, or one line of standard input; checked by the PIN rule."""
    pin = "" if args.remove else args.pin if args.pin is not None else os.environ.get(
        "HEXTERM_PIN")
    if pin is None and sys.stdin.isatty():
        pin = getpass.getpass(said(phrase("New PIN for {seat} (at least {n} characters; "
                                          "nothing to remove it): ", seat=seat, n=MIN_PIN)))
        if pin:  # the rule said at once; then the same again, to catch a typo
            check_new_pin(pin)
            if getpass.getpass(said(phrase("The same PIN again: "))) != pin:
                raise HextermError(phrase("the two PINs typed differ: nothing was changed"))
    elif pin is None:
        pin = sys.stdin.readline().strip()
    return check_new_pin(pin) if pin else ""


def _removal_confirmed(args: argparse.Namespace, seat: str,
                       question: Message | None = None) -> bool:
    """Whether the organiser confirms that the seat's PIN goes (--yes, or y typed to
    `question`, by default the seat's)."""
    if args.yes:
        return True
    if not sys.stdin.isatty():
        raise HextermError(phrase("removing {seat}'s PIN needs a confirmation: answer at a "
                                  "terminal, or add --yes", seat=seat))
    answer = input(said(question or phrase("Remove {seat}'s PIN? Anyone at the keyboard "
                                           "could then play {seat}. [y/N] ", seat=seat)))
    return answer.strip().lower() in ("y", "yes", "o", "oui")  # French answers too


def cmd_seat_pin(args: argparse.Namespace) -> int:
    table = Table(args.save, catch_up=False)
    name = table.game.seat(args.seat_name).name
    pin = _new_pin(args, name)
    if not pin and not _removal_confirmed(args, name):
        print(said(phrase("seat {seat}: PIN kept", seat=name)))
        return 0
    seat, _ = table.change_seat(args.seat_name,
                                lambda seat: replace(seat, pin_hash=new_pin_hash(pin)))
    print(said(phrase("seat {seat}: PIN set", seat=seat.name) if pin else
               phrase("seat {seat}: PIN removed", seat=seat.name)))
    return 0
