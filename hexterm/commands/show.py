"""`hexterm show` and `hexterm report`: what a game holds and what a seat may read of a
turn, as text or JSON; they only read the save. `hexterm show FOLDER`: every game of
the folder, as the organiser sees it (`hexterm.overview`)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from hexterm.commands.deadline import command_clock, deadline_lines
from hexterm.commands.lines import as_seat, awaited, who
from hexterm.engine import game as games
from hexterm.engine.errors import HextermError
from hexterm.engine.messages import Message, phrase
from hexterm.export import export, format_report
from hexterm.i18n import said, said_or_name, title_said
from hexterm.overview import data, folder_rows, said_rows
from hexterm.save import savegame


def cmd_show(args: argparse.Namespace) -> int:
    if Path(args.save).is_dir():
        return show_folder(args)
    game = savegame.load(args.save)
    seat = as_seat(args, game)
    if args.json:
        print(json.dumps(export(game, seat), ensure_ascii=False, indent=1))
        return 0
    over = game.outcome
    print(said(phrase("{title} — {ruleset}, game {id}, turn {turn}", title=game.title,
                      ruleset=game.rules.title, id=game.game_id, turn=game.turn)))
    summary = game.rules.summary(game.state, seat)
    print(said(summary) if isinstance(summary, Message) else summary)
    if over:
        print(said(phrase("The game is over ({reason}): {ranking}",
                          reason=said_or_name(over.reason), ranking=", ".join(over.ranking))))
    else:
        step = game.step
        if step.title:  # a turn of several steps: say which
            title = title_said(step.title, game.rules.name)
            print(said(phrase("Step: {step} (sealed)", step=title) if step.sealed else
                       phrase("Step: {step} (open)", step=title)))
        given = ", ".join(said_or_name(who(n)) for n in sorted(game.orders))
        waiting = game.waiting_for()
        print(said(phrase("Orders submitted: {given}; {awaited}",
                          given=given or phrase("none"),
                          awaited=awaited(game) if waiting or game.awaits_organiser() else
                          phrase("ready to resolve"))))
        for line in deadline_lines(game, command_clock()) if game.timing else ():
            print(said(line))
    return 0


def show_folder(args: argparse.Namespace) -> int:
    """Every game of the folder: a block a game (a damaged save one line), or JSON."""
    if getattr(args, "as_seat", None):
        raise HextermError(phrase("--as names a seat of one game: a folder is shown as "
                                  "the organiser sees it"))
    rows = folder_rows(Path(args.save), command_clock())  # HEXTERM_NOW too
    if args.json:
        print(json.dumps([data(row) for row in rows], ensure_ascii=False, indent=1))
    elif rows:
        print(said_rows(rows))
    else:
        print(said(phrase("No saves in {folder}", folder=args.save)))
    return 0


def cmd_report(args: argparse.Namespace) -> int:
    game = savegame.load(args.save)
    seat = as_seat(args, game)
    events = games.report(game, seat.name if seat else None, args.turn)
    if args.json:
        print(json.dumps([e.to_data() for e in events], ensure_ascii=False, indent=1))
    else:
        turn = args.turn if args.turn is not None else game.turn - 1
        print(format_report(events, turn, game.rules, game.state, game.log))
    return 0
