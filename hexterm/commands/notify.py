"""`hexterm notify SAVE [--test [--seat SEAT]]`: which of the organiser's notification
commands (`notify.toml` beside the saves, docs/notifications.md) applies to each seat of
a game, and a test notice sent through them to check the setup. It never writes
`notify.toml`: the organiser edits it."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from hexterm.engine.messages import phrase
from hexterm.engine.notices import STEP_OPENED, Notice
from hexterm.i18n import said
from hexterm.notify import CONFIG, LOG, commands, deliveries
from hexterm.save import savegame


def cmd_notify(args: argparse.Namespace) -> int:
    save = Path(args.save)
    game = savegame.load(save)
    found = commands(save.parent)  # a damaged file: its one sentence, status 1
    seats = [game.seat(args.seat)] if args.seat else [s for s in game.seats if not s.bot]
    if not args.test:
        for seat in seats:
            chosen = found.chosen(save.name, seat.name)
            print(said(phrase("{seat}: {command} (from {key} in {file})", seat=seat.name,
                              command=chosen[0], key=chosen[1], file=save.parent / CONFIG)
                       if chosen else
                       phrase("{seat}: no command (nothing in {file} applies)",
                              seat=seat.name, file=save.parent / CONFIG)))
        own = found.games.get(save.name)
        names = {seat.name for seat in game.seats}
        for stray in sorted(set(own.seats) - names) if own else ():
            print(said(phrase("{file}: seats.{seat} names no seat of this game (seats: "
                              "{known})", file=save.parent / CONFIG, seat=stray,
                              known=", ".join(sorted(names)))))
        return 0
    notices = [Notice(STEP_OPENED, seat.name, game.game_id, game.title, game.ruleset,
                      game.turn, game.step.key, None,
                      phrase("A test of the notifications of {title} for {seat}: a "
                             "command is told this way when a step opens (turn {turn})",
                             title=game.title, seat=seat.name, turn=game.turn))
               for seat in seats]
    failed = 0
    for done in deliveries(save, notices, lang=game.lang):
        name = done.notice.seat
        if done.failure is not None:
            failed += 1
            print(said(phrase("{seat}: {failure} (written in {log})", seat=name,
                              failure=done.failure, log=save.parent / LOG)),
                  file=sys.stderr)
        elif done.command is None:
            print(said(phrase("{seat}: no command, nothing sent", seat=name)))
        else:
            print(said(phrase("{seat}: test notice sent to {command}", seat=name,
                              command=done.command)))
    return 1 if failed else 0
