"""`hexterm new SAVE --seat NAME:FACTION[:bot] ... [--lang fr] [--deadline 48h ...]`: a
game made and saved (with its language and its deadline, when the organiser sets them:
`hexterm.commands.deadline`)."""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path

from hexterm.commands.deadline import command_clock, policy_from
from hexterm.commands.lines import played
from hexterm.engine.durations import duration
from hexterm.engine.errors import HextermError
from hexterm.engine.messages import Message, phrase
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
    lang = getattr(args, "game_lang", None) or ""
    policy = policy_from(args, get_ruleset(args.ruleset), args.deadline, None)
    game = create_game(path, args.ruleset, args.scenario, seats, seed, options, lang=lang,
                       deadline=policy, now=command_clock)
    print(said(phrase("{path}: new {ruleset} game {id} ({title}), {n} seats, seed "
                      "{seed}{language}{played}", path=str(path), ruleset=game.rules.title,
                      id=game.game_id, title=game.title, n=len(seats), seed=seed,
                      language=_language(lang), played=played(replace(game, log=()), game))))
    if game.timing is not None:
        print(said(phrase("Deadline: {length} a step", length=duration(
            game.timing.policy.step_length))))
    return 0


def _language(lang: str) -> Message | str:
    """", language fr" when the organiser set the game's language, else nothing."""
    return phrase(", language {lang}", lang=lang) if lang else ""
