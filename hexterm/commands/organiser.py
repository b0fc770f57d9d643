"""`hexterm organiser pin|add-key|remove-key SAVE`: what opens a game's organiser's
screen. Shaped as `hexterm seat pin` and `hexterm seat add-key` are (the same prompts,
the same refusals): the organiser's PIN (asked twice at a terminal, `--pin`,
HEXTERM_PIN or a line of standard input; removed with `--remove`, confirmed) and SSH
public keys. Once the organiser has a PIN or a key, `hexterm serve` lets the organiser
log in as `organiser` (or `organisateur`) to that game's organiser's screen; once a PIN
is set, the organiser's screen asks for it at one keyboard too (docs/ssh.md,
docs/organiser.md). Saved hashed in the save's header, through the `Table`."""

from __future__ import annotations

import argparse

from hexterm.commands.seat import key_change, keys_changed
from hexterm.commands.seat_pin import _new_pin, _removal_confirmed
from hexterm.engine.errors import HextermError
from hexterm.engine.messages import phrase, phrase_n
from hexterm.engine.seats import OrganiserLogin, key_fingerprint
from hexterm.i18n import said
from hexterm.table import Table
from hexterm.worlds import new_pin_hash


def cmd_organiser(args: argparse.Namespace) -> int:
    if args.what == "pin":
        if args.key is not None:
            raise HextermError(phrase("organiser pin takes no {key!r}: give the PIN with "
                                      "--pin", key=args.key))
        return cmd_organiser_pin(args)
    if args.key is None:
        raise HextermError(phrase("organiser {what} needs the key: a .pub file or its text",
                                  what=args.what))
    old, new = Table(args.save, catch_up=False).change_organiser(
        key_change(args.what, args.key))
    added = args.what == "add-key"
    for key in keys_changed(added, old.keys, new.keys):
        print(said(phrase("organiser: key {key} added", key=key_fingerprint(key)) if added
                   else phrase("organiser: key {key} removed", key=key_fingerprint(key))))
    print(said(phrase_n("the organiser has {n} SSH key", "the organiser has {n} SSH keys",
                        len(new.keys))))
    return 0


def cmd_organiser_pin(args: argparse.Namespace) -> int:
    """The organiser's PIN set, changed or removed (the old one is not asked: whoever
    runs this can write the save)."""
    table = Table(args.save, catch_up=False)
    pin = _new_pin(args, said(phrase("the organiser")))
    if not pin and not _removal_confirmed(
            args, said(phrase("the organiser")),
            phrase("Remove the organiser's PIN? Anyone at the keyboard could then open the "
                   "organiser's screen. [y/N] ")):
        print(said(phrase("organiser: PIN kept")))
        return 0
    table.change_organiser(lambda login: OrganiserLogin(new_pin_hash(pin), login.keys))
    print(said(phrase("organiser: PIN set") if pin else phrase("organiser: PIN removed")))
    return 0
