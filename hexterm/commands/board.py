"""`hexterm board`: the board game of the battle a campaign awaits, made and saved; its
result handed back by a seat or the organiser, through the Table as any input
(`hexterm.campaign_board` does the work, the screens use it too)."""

from __future__ import annotations

import argparse
from pathlib import Path

from hexterm.campaign_board import fought_on, new_board, result_text
from hexterm.commands.lines import giver, submit_input, who
from hexterm.engine.boards import other_battles
from hexterm.engine.errors import HextermError
from hexterm.engine.messages import phrase, phrase_n
from hexterm.i18n import said
from hexterm.save import savegame
from hexterm.table import Table


def cmd_board(args: argparse.Namespace) -> int:
    if args.hand_back:
        return _hand_back(args)
    path = Path(args.board)
    if path.exists() and not args.overwrite:
        raise HextermError(phrase("{path} already exists (use --overwrite to replace it)",
                                  path=str(path)))
    campaign = savegame.load(args.campaign)
    board = new_board(campaign, path, args.turns, args.at)
    rules, fought = fought_on(board)
    print(said(phrase_n("{path}: the battle of {place} on {board} ({sides}, {n} turn); "
                        "play it with hexterm play {path}",
                        "{path}: the battle of {place} on {board} ({sides}, {n} turns); "
                        "play it with hexterm play {path}", fought.turns, path=str(path),
                        place=fought.place, board=rules.board_name,
                        sides=phrase("{first} against {second}", first=board.seats[0].name,
                                     second=board.seats[1].name)
                        if len(board.seats) == 2 else " against ".join(
                            s.name for s in board.seats))))
    others = other_battles(campaign.rules, campaign.state, fought.place)
    if others:  # several battles open at once: --at names another
        print(said(phrase("other battles may be fought on the board: {places} (--at PLACE)",
                          places=", ".join(others))))
    return 0


def _lost(specs: list[str]) -> dict[str, int]:
    found: dict[str, int] = {}
    for spec in specs:
        name, _, count = spec.partition("=")
        if not name or not count.isdigit():
            raise HextermError(phrase("--lost is UNIT=FIGURES, not {spec!r}", spec=spec))
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
