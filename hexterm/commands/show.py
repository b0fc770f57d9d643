"""`hexterm show` and `hexterm report`: what a game holds and what a seat may read of a
turn, as text or JSON; they only read the save."""

from __future__ import annotations

import argparse
import json

from hexterm.commands.lines import as_seat, awaited, who
from hexterm.engine import game as games
from hexterm.export import export, format_report
from hexterm.save import savegame


def cmd_show(args: argparse.Namespace) -> int:
    game = savegame.load(args.save)
    seat = as_seat(args, game)
    if args.json:
        print(json.dumps(export(game, seat), ensure_ascii=False, indent=1))
        return 0
    over = game.outcome
    print(f"{game.title} — {game.rules.title}, game {game.game_id}, turn {game.turn}")
    print(game.rules.summary(game.state, seat))
    if over:
        print(f"The game is over ({over.reason}): {', '.join(over.ranking)}")
    else:
        step = game.step
        if step.title:  # a turn of several steps: say which
            print(f"Step: {step.title} ({'sealed' if step.sealed else 'open'})")
        waiting = game.waiting_for()
        print("Orders submitted: " + (", ".join(who(n) for n in sorted(game.orders)) or "none")
              + ("; " + awaited(game) if waiting and step.parts else  # whom each part awaits
                 "; waiting for " + ", ".join(waiting) if waiting else
                 "; waiting for the organiser" if game.awaits_organiser() else
                 "; ready to resolve"))
    return 0


def cmd_report(args: argparse.Namespace) -> int:
    game = savegame.load(args.save)
    seat = as_seat(args, game)
    events = games.report(game, seat.name if seat else None, args.turn)
    if args.json:
        print(json.dumps([e.to_data() for e in events], ensure_ascii=False, indent=1))
    else:
        turn = args.turn if args.turn is not None else game.turn - 1
        print(format_report(events, turn))
    return 0
