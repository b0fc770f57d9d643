"""`hexterm board`: the board game of the battle a campaign awaits, made and saved; its
result handed back by a seat or the organiser, through the Table as any input
(`hexterm.campaign_board` does the work, the screens use it too)."""

from __future__ import annotations

import argparse
from pathlib import Path

from hexterm.campaign_board import fought_on, new_board, result_text
from hexterm.commands.lines import giver, submit_input, who
from hexterm.engine.errors import HextermError
from hexterm.engine.messages import phrase
from hexterm.i18n import said
from hexterm.save import savegame
from hexterm.table import Table


def cmd_board(args: argparse.Namespace) -> int:
    if args.hand_back:
        return _hand_back(args)
    path = Path(args.board)
    if path.exists() and not args.overwrite:
        raise HextermError(f"{path} already exists (use --overwrite to replace it)")
    board = new_board(savegame.load(args.campaign), path, args.turns)
    rules, fought = fought_on(board)
    print(f"{path}: the battle of {fought.place} on {rules.board_name} "
          f"({' against '.join(s.name for s in board.seats)}, {fought.turns} turns); play "
          f"it with hexterm play {path}")
    return 0


def _lost(specs: list[str]) -> dict[str, int]:
    found: dict[str, int] = {}
    for spec in specs:
        name, _, count = spec.partition("=")
        if not name or not count.isdigit():
            raise HextermError(f"--lost is UNIT=FIGURES, not {spec!r}")
        found[name] = int(count)
    return found


def _hand_back(args: argparse.Namespace) -> int:
    if args.draw == (args.winner is not None):
        raise HextermError(phrase("say who won: --winner SEAT, or --draw"))
    if not args.organiser and not args.as_seat:
        raise HextermError(phrase("say whose entry this is: --as SEAT, or --organiser"))

    board = savegame.load(args.board)
    table = Table(args.campaign, resolve_on_last=True)  # the last entry resolves it
    name = giver(args, table.game)  # the seat's PIN checked first
    text = result_text(table.game, board, args.winner, _lost(args.lost))
    print(said(phrase("the battle's result from {board}, for {who}:",
                      board=fought_on(board)[0].board_name, who=who(name))) + f"\n{text}",
          end="")
    return submit_input(table, name, text)
