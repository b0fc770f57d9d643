"""`hexterm seat SAVE SEAT …`: the organiser's commands on a game's seats: its SSH keys
(`add-key`, `remove-key`), a seat joining a running game (`join`), its roles (`role`),
another player for it (`replace`: a person or the program, its PIN and keys removed, in
the log with the organiser's reason), and its PIN (`pin`, in `hexterm.commands.seat_pin`).
Each changes the save through the `Table` (under its lock, the same game checked) and
says in one line what it did."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from typing import TypeVar

from hexterm.commands.seat_pin import cmd_seat_pin
from hexterm.engine import core_events
from hexterm.engine.errors import HextermError
from hexterm.engine.messages import phrase, phrase_n
from hexterm.engine.seats import OrganiserLogin, Seat, parse_seat_spec
from hexterm.i18n import said
from hexterm.table import Table


def cmd_seat(args: argparse.Namespace) -> int:
    if args.what == "join":
        if args.key is not None:
            raise HextermError(phrase("seat join takes no {key!r}: write NAME:FACTION[:bot]",
                                      key=args.key))
        return cmd_seat_join(args)
    if args.what == "role":
        return cmd_seat_role(args)
    if args.what == "replace":
        return cmd_seat_replace(args)
    if args.what == "pin":
        if args.key is not None:
            raise HextermError(phrase("seat pin takes no {key!r}: give the PIN with --pin",
                                      key=args.key))
        return cmd_seat_pin(args)
    if args.key is None:
        raise HextermError(phrase("seat {what} needs the key: a .pub file or its text",
                                  what=args.what))
    seat, new = Table(args.save, catch_up=False).change_seat(
        args.seat_name, key_change(args.what, args.key))
    from hexterm.engine.seats import key_fingerprint

    added = args.what == "add-key"
    for key in keys_changed(added, seat.keys, new.keys):
        print(said(phrase("seat {seat}: key {key} added", seat=seat.name,
                          key=key_fingerprint(key)) if added else
                   phrase("seat {seat}: key {key} removed", seat=seat.name,
                          key=key_fingerprint(key))))
    print(said(phrase_n("seat {seat} has {n} SSH key", "seat {seat} has {n} SSH keys",
                        len(new.keys), seat=seat.name)))
    return 0


Holder = TypeVar("Holder", Seat, OrganiserLogin)


def key_change(what: str, key: str) -> Callable[[Holder], Holder]:
    """What `add-key` or `remove-key` does to whoever holds SSH keys (a seat, the
    organiser): the keys of `key` (a .pub file or its text) added, or `key` taken off."""
    from hexterm.server.auth import parse_public_keys, read_key_argument

    def change(holder: Holder) -> Holder:
        if what == "add-key":
            for found in parse_public_keys(read_key_argument(key)):
                holder = holder.with_key(found)
            return holder
        return holder.without_key(key)

    return change


def keys_changed(added: bool, old: Sequence[str], new: Sequence[str]) -> list[str]:
    """The keys added (or, not `added`, removed) between `old` and `new`."""
    return [k for k in (new if added else old) if k not in (old if added else new)]


def cmd_seat_join(args: argparse.Namespace) -> int:
    table = Table(args.save, catch_up=False)
    seat = parse_seat_spec(args.seat_name, table.game.rules.roles)
    table.join(seat)
    print(said(phrase("seat {seat} joined the game for {faction}", seat=seat.name,
                      faction=seat.faction)))
    return 0


def cmd_seat_role(args: argparse.Namespace) -> int:
    """The organiser gives a seat its roles (the ruleset's `roles`), in the log."""
    table = Table(args.save, catch_up=False)
    known = table.game.rules.roles
    if args.key is None:
        raise HextermError(phrase("seat role needs the roles: ROLE[,ROLE...] among {known}",
                                  known=", ".join(known)))
    seat = table.set_roles(args.seat_name, args.key.split(","))
    print(said(phrase("seat {seat} now holds the roles {roles}", seat=seat.name,
                      roles=", ".join(seat.roles))))
    return 0


def cmd_seat_replace(args: argparse.Namespace) -> int:
    """Another player for a seat (`--by NAME`) or the program (`--bot`), with the
    organiser's `--reason`, in the log every seat reads."""
    if args.key is not None:
        raise HextermError(phrase("seat replace takes no {key!r}: give the player with "
                                  "--by NAME, or --bot", key=args.key))
    if bool(args.replace_by) == bool(args.bot):
        raise HextermError(phrase("seat replace needs --by NAME or --bot (one of them)"))
    table = Table(args.save, catch_up=False)
    seat = table.replace_player(args.seat_name, args.replace_by or None, args.reason)
    print(said(core_events.replaced(seat.name, "" if seat.bot else args.replace_by.lower(),
                                    " ".join(args.reason.split()))))
    return 0
