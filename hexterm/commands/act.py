"""`hexterm act SAVE "ACT" --reason "…"`: the organiser's act during a campaign (issue
30), applied through the `Table` between two steps and said back as the log now holds
it; `hexterm act SAVE --list`: the acts the game's ruleset knows, each with its form,
what it does and an example, in the player's language (docs/organiser.md)."""

from __future__ import annotations

import argparse

from hexterm.engine.acts import ActError
from hexterm.engine.messages import phrase
from hexterm.i18n import event_said, said
from hexterm.save import savegame
from hexterm.table import Table


def cmd_act(args: argparse.Namespace) -> int:
    if args.list:
        return cmd_act_list(args)
    if not args.act:
        raise ActError(phrase("say the act: hexterm act SAVE \"ACT\" --reason \"WHY\" (the "
                              "acts: hexterm act SAVE --list)"))
    table = Table(args.save, catch_up=False)
    table.expect_turn(args.turn)
    events = table.act(args.act, args.reason or "")
    game = table.game
    for event in events:
        print(event_said(event, game.rules, game.state, game.log))
    return 0


def cmd_act_list(args: argparse.Namespace) -> int:
    """The acts of the save's ruleset: a form a line, what it does and an example below."""
    if args.act:
        raise ActError(phrase("--list takes no act: hexterm act SAVE --list"))
    game = savegame.load(args.save)
    forms = game.rules.act_forms()
    if not forms:
        raise ActError(phrase("{game} has no organiser's acts",
                              game=game.rules.title_message()))
    for form in forms:
        print(said(form.form))
        print("    " + said(form.what))
        print("    " + said(phrase("for example: {example}", example=form.example)))
    return 0
