"""`hexterm check SCENARIO [--ruleset R] [--json]`: a scenario file (or a built-in
world's name) checked without making a game: every mistake at once, each one sentence
naming the file, the line and the table (`hexterm.scenario_check`); exit status 1 when
there are mistakes, 0 and one line saying none otherwise."""

from __future__ import annotations

import argparse
import json

from hexterm.engine.errors import HextermError
from hexterm.engine.messages import Message, message_of, phrase
from hexterm.engine.rulesets import DEFAULT_RULESET, get_ruleset, names
from hexterm.i18n import said, said_or_name
from hexterm.scenario_check import scenario_refusals
from hexterm.worlds import builtin_names, read_scenario


def cmd_check(args: argparse.Namespace) -> int:
    ruleset: str = args.ruleset or _ruleset_of(args.scenario)
    try:
        scenario, name, text, file = read_scenario(args.ruleset, args.scenario)
        ruleset = args.ruleset or str(scenario.get("ruleset") or ruleset)
        get_ruleset(ruleset)
        found = scenario_refusals(text, file, scenario, ruleset,
                                  title=str(scenario.get("title", name)))
    except HextermError as exc:  # unreadable: not TOML, no such file, another ruleset
        file, found = args.scenario, [_message(exc)]
    lines = [said(m) for m in found]
    if args.json:
        print(json.dumps({"scenario": file, "ruleset": ruleset, "mistakes": lines},
                         ensure_ascii=False, indent=1))
    elif lines:
        print("\n".join(lines))
    else:
        print(said(phrase("{file}: no mistake found ({ruleset})", file=file,
                          ruleset=get_ruleset(ruleset).title_message())))
    return 1 if lines else 0


def _ruleset_of(ref: str) -> str:
    """The ruleset of a built-in world (the one whose default it is), else the default."""
    if ref in builtin_names():
        for name in names():
            if get_ruleset(name).default_scenario == ref:
                return name
    return DEFAULT_RULESET


def _message(exc: HextermError) -> Message:
    said_ = message_of(exc)
    return said_ if isinstance(said_, Message) else phrase("{said}", said=said_or_name(said_))
