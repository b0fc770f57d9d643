"""`hexterm new SAVE --seat NAME:FACTION[:bot] ... [--lang fr]`: a game made and saved
(with its language, when the organiser sets one)."""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path

from hexterm.commands.lines import played
from hexterm.engine.errors import HextermError
from hexterm.engine.rulesets import get_ruleset
from hexterm.engine.seats import parse_seat_spec
from hexterm.table import create_game
from hexterm.worlds import new_seed, read_options


def cmd_new(args: argparse.Namespace) -> int:
    path = Path(args.save)
    if path.exists() and not args.overwrite:
        raise HextermError(f"{path} already exists (use --overwrite to replace it)")
    roles = get_ruleset(args.ruleset).roles
    seats = [parse_seat_spec(s, roles) for s in args.seat]
    options = read_options(args.ruleset, args.option or ())
    seed = args.seed if args.seed is not None else new_seed()
    lang = getattr(args, "game_lang", None) or ""
    game = create_game(path, args.ruleset, args.scenario, seats, seed, options, lang=lang)
    print(f"{path}: new {game.rules.title} game {game.game_id} ({game.title}), "
          f"{len(seats)} seats, seed {seed}{f', language {lang}' if lang else ''}"
          f"{played(replace(game, log=()), game)}")
    return 0
