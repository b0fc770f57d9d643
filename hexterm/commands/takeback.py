"""`hexterm takeback SAVE --reason "…" [--turn N]`: the organiser takes back the last
resolved step of a game (issue 30), through the Table (`Table.take_back_turn`): the
game as it was before it, the reason in the log and told to every seat, the inputs
that were given given again (docs/organiser.md, "Taking back a turn").

`--turn N` is the turn the organiser means: refused, nothing written, when the last
resolved step is of another turn.
"""

from __future__ import annotations

import argparse

from hexterm.commands.lines import awaited
from hexterm.engine.messages import phrase
from hexterm.i18n import said, title_said
from hexterm.table import Table


def cmd_takeback(args: argparse.Namespace) -> int:
    table = Table(args.save, catch_up=False)  # as the organiser finds it
    before = table.take_back_turn(args.reason, args.turn)
    game = table.game
    step = title_said(game.step.title, game.rules.name) if game.step.title else ""
    print(said(phrase("turn {turn} ({step}) is taken back: {reason}", turn=game.turn,
                      step=step, reason=" ".join(args.reason.split())) if step else
               phrase("turn {turn} is taken back: {reason}", turn=game.turn,
                      reason=" ".join(args.reason.split()))))
    given = sorted(game.orders)
    print(said(phrase("the inputs given are kept ({seats}); {awaited}",
                      seats=", ".join(given), awaited=awaited(game)) if given else
               phrase("no input had been given; {awaited}", awaited=awaited(game))))
    if before.orders:
        print(said(phrase("the inputs given since ({seats}) are kept as their drafts",
                          seats=", ".join(sorted(before.orders)))))
    print(said(phrase("resolve it again with: hexterm resolve {save}", save=args.save)))
    return 0
