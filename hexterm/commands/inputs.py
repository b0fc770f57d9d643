"""`hexterm orders`, `undo`, `resolve` and `autoplay`: a game played on from the command
line, every change through the `Table` (its same-game and stale-step checks, its
sentences), as the screens and the served sessions do.

`--turn N` says which turn the script or the organiser read: the command is refused,
nothing written, when the game is at another turn (another program resolved it
meanwhile).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from hexterm.commands.lines import awaited, giver, resolved, submit_input, what, who
from hexterm.engine import game as games
from hexterm.engine import parts
from hexterm.engine.errors import HextermError
from hexterm.engine.messages import phrase
from hexterm.i18n import language, said
from hexterm.table import Table
from hexterm.worlds import read_text

MAX_ORDERS_BYTES = 256 * 1024


def _read_orders(name: str) -> str:
    if name == "-":
        text = sys.stdin.read(MAX_ORDERS_BYTES + 1)
    else:
        text = read_text(Path(name), MAX_ORDERS_BYTES, phrase("orders file"))
    if len(text) > MAX_ORDERS_BYTES:
        raise HextermError(phrase("the orders are longer than {n} KiB",
                                  n=MAX_ORDERS_BYTES // 1024))
    return text


def cmd_orders(args: argparse.Namespace) -> int:
    text = _read_orders(args.file)
    if args.action == "check":
        table = Table(args.save, catch_up=False)  # read only
        name = giver(args, table.game)
        table.expect_turn(args.turn)
        value = games.check_orders(table.game, name, text)
        print(said(phrase("{what} for {who} are valid:",
                          what=what(table.game.step, table.game.rules.name), who=who(name))))
        step = table.game.step  # the input as it will be kept, in the player's words
        print(table.game.rules.typed_in(step, table.game.rules.format_input(step, value),
                                        language()), end="")
        return 0
    table = Table(args.save, resolve_on_last=True)  # the last input resolves the step
    name = giver(args, table.game)
    table.expect_turn(args.turn)
    return submit_input(table, name, text, by_organiser=bool(args.organiser_for))


def cmd_undo(args: argparse.Namespace) -> int:
    """A seat's last input taken back: withdrawn when not yet resolved, else undone
    before anyone else gives theirs (a ruleset of steps, one input at a time)."""
    table = Table(args.save, catch_up=False)
    name = giver(args, table.game)
    table.expect_turn(args.turn)
    before = table.game
    if before.step.parts and name in before.orders:  # one part's input, the others kept
        part, _ = parts.taken_back(before, name, args.part)
        table.undo(name, part)
        print(said(phrase("{who}'s input for {part} is taken back; {awaited}", who=who(name),
                          part=part, awaited=awaited(table.game))))
        return 0
    whose = table.undo(name)
    print(said(phrase("{who}'s last input is taken back by {by}; {awaited}", who=who(whose),
                      by=who(name), awaited=awaited(table.game)) if whose != name else
               phrase("{who}'s last input is taken back; {awaited}", who=who(whose),
                      awaited=awaited(table.game))))
    return 0


def cmd_resolve(args: argparse.Namespace) -> int:
    table = Table(args.save, catch_up=False)
    table.expect_turn(args.turn)
    before = table.game
    if not table.resolve(force=args.force) and table.stale is not None:
        raise table.stale  # another program resolved it since it was read
    game = table.game
    print(said(resolved(before, game)))
    if game.outcome:
        print(said(phrase("the game is over: {ranking}", ranking=", ".join(game.outcome.ranking))))
    return 0


def cmd_autoplay(args: argparse.Namespace) -> int:
    table = Table(args.save, catch_up=False)
    for _ in range(args.turns):
        turn = table.play_turn(force=args.force)
        if turn is None:  # the game is over
            break
        print(said(phrase("turn {turn} resolved", turn=turn)))
    return 0
