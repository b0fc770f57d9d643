"""`hexterm new SAVE --seat NAME:FACTION[:bot] ...`: a game made and saved."""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path

from hexterm.commands.lines import played
from hexterm.engine.errors import HextermError
from hexterm.engine.messages import phrase
from hexterm.engine.rulesets import get_ruleset
from hexterm.engine.seats import parse_seat_spec
from hexterm.i18n import said
from hexterm.table import create_game
from hexterm.worlds import new_seed, read_options


def cmd_new(args: argparse.Namespace) -> int:
    path = Path(args.save)
    if path.exists() and not args.overwrite:
        raise HextermError(phrase("{path} already exists (use --overwrite to replace it)",
                                  path=str(path)))
    roles = get_ruleset(args.ruleset).roles
    seats = [parse_seat_spec(s, roles) for s in args.seat]
    options = read_options(args.ruleset, args.option or ())
    seed = args.seed if args.seed is not None else new_seed()
    game = create_game(path, args.ruleset, args.scenario, seats, seed, options)
    print(said(phrase("{path}: new {ruleset} game {id} ({title}), {n} seats, seed "
                      "{seed}{played}", path=str(path), ruleset=game.rules.title,
                      id=game.game_id, title=game.title, n=len(seats), seed=seed,
                      played=played(replace(game, log=()), game))))
    return 0
