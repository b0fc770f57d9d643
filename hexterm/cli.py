"""The command line: `hexterm` and its headless commands for organisers and scripts.

    hexterm new SAVE --seat alice:glaces --seat bob:liberia:bot [--scenario ...] [--seed N]
    hexterm show SAVE [--as SEAT] [--json]
    hexterm orders check|submit SAVE --as SEAT FILE     (FILE '-' reads standard input)
    hexterm resolve SAVE [--force]
    hexterm report SAVE --as SEAT [--turn N] [--json]
    hexterm autoplay SAVE --turns N [--force]
    hexterm seat pin SAVE SEAT [--pin PIN | --remove [--yes]]
    hexterm seat add-key|remove-key SAVE SEAT KEY       (SSH public keys for `serve`)
    hexterm seat role SAVE SEAT ROLE[,ROLE...]          (the roles it holds from now on)
    hexterm serve SAVE_OR_FOLDER [--host H] [--port P] [--idle SECONDS]
    hexterm case FILE...                                (rules case files)

Every failure prints one sentence on standard error and exits with status 1; nothing is
written unless the command succeeded.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from hexterm import __version__, plugins
from hexterm.campaign_board import add_parser as add_board_parser
from hexterm.cases import run_case
from hexterm.cli_lines import (
    as_seat,
    awaited,
    giver,
    played,
    resolved,
    submit_input,
    what,
    who,
)
from hexterm.engine import game as games
from hexterm.engine.errors import HextermError
from hexterm.engine.rulesets import DEFAULT_RULESET, get_ruleset
from hexterm.engine.seats import parse_seat_spec
from hexterm.export import export, format_report
from hexterm.save import savegame
from hexterm.save.errors import SaveError
from hexterm.seat_commands import cmd_seat
from hexterm.table import Table
from hexterm.worlds import create_game, new_seed, read_options, read_text

MAX_ORDERS_BYTES = 256 * 1024


def _read_orders(name: str) -> str:
    if name == "-":
        text = sys.stdin.read(MAX_ORDERS_BYTES + 1)
    else:
        text = read_text(Path(name), MAX_ORDERS_BYTES, "orders file")
    if len(text) > MAX_ORDERS_BYTES:
        raise HextermError(f"the orders are longer than {MAX_ORDERS_BYTES // 1024} KiB")
    return text


def cmd_new(args: argparse.Namespace) -> int:
    path = Path(args.save)
    if path.exists() and not args.overwrite:
        raise HextermError(f"{path} already exists (use --overwrite to replace it)")
    roles = get_ruleset(args.ruleset).roles
    seats = [parse_seat_spec(s, roles) for s in args.seat]
    options = read_options(args.ruleset, args.option or ())
    seed = args.seed if args.seed is not None else new_seed()
    game = create_game(path, args.ruleset, args.scenario, seats, seed, options)
    print(f"{path}: new {game.rules.title} game {game.game_id} ({game.title}), "
          f"{len(seats)} seats, seed {seed}{played(replace(game, log=()), game)}")
    return 0


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
              + ("; waiting for " + ", ".join(waiting) if waiting else
                 "; waiting for the organiser" if game.awaits_organiser() else
                 "; ready to resolve"))
    return 0


def cmd_undo(args: argparse.Namespace) -> int:
    """A seat's last input taken back: withdrawn when not yet resolved, else undone
    before anyone else gives theirs (a ruleset of steps, one input at a time)."""
    with savegame.updating(args.save) as box:
        name = giver(args, box[0])
        stored = name in box[0].orders
        undo = box[0].undo
        box[0] = (games.withdraw_orders if stored else games.take_back)(box[0], name)
    whose = name if stored or undo is None else str(undo["seat"])  # the organiser's undo
    by = f" by {who(name)}" if whose != name else ""
    print(f"{who(whose)}'s last input is taken back{by}; {awaited(box[0])}")
    return 0


def cmd_orders(args: argparse.Namespace) -> int:
    text = _read_orders(args.file)
    if args.action == "check":
        game = savegame.load(args.save)
        name = giver(args, game)
        value = games.check_orders(game, name, text)
        print(f"{what(game.step)} for {who(name)} are valid:")
        print(game.rules.format_input(game.step, value), end="")
        return 0
    table = Table(args.save, resolve_on_last=True)  # the last input resolves the step
    return submit_input(table, giver(args, table.game), text)


def cmd_resolve(args: argparse.Namespace) -> int:
    with savegame.updating(args.save) as box:
        before = box[0]
        box[0] = games.play_bots(games.resolve(before, force=args.force))
    game = box[0]
    print(resolved(before, game))
    if game.outcome:
        print(f"the game is over: {', '.join(game.outcome.ranking)}")
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


def cmd_autoplay(args: argparse.Namespace) -> int:
    for _ in range(args.turns):
        with savegame.updating(args.save) as box:
            if box[0].outcome is not None:
                break
            turn = box[0].turn
            while box[0].turn == turn and box[0].outcome is None:  # every step of it
                box[0] = games.resolve(box[0], force=args.force)
        print(f"turn {turn} resolved")
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    import asyncio

    from hexterm.server.hub import Settings, serve

    if not 0 <= args.port <= 65535:
        raise HextermError(f"--port {args.port} is not a port (0 to 65535)")
    if args.idle < 10:
        raise HextermError(f"--idle {args.idle:g} is too short (at least 10 seconds)")
    asyncio.run(serve(Settings(Path(args.target), args.host, args.port, args.idle,
                               quiet=args.quiet)))
    return 0


def cmd_case(args: argparse.Namespace) -> int:
    failed = 0
    for name in args.files:
        result = run_case(Path(name))
        if result.problem:  # not a case: one sentence, with its line where it has one
            line = result.problem.startswith("line ")
            print(f"FAIL {name}{' ' if line else ': '}{result.problem}")
            failed += 1
            continue
        print(f"{'ok  ' if result.passed else 'FAIL'} {name}: {result.title}")
        for failure in result.failures:
            print(f"     {failure}")
        failed += not result.passed
    print(f"{len(args.files) - failed} passed, {failed} failed")
    return 1 if failed else 0


def cmd_play(args: argparse.Namespace) -> int:
    """The terminal screens: the title screen, or straight into a save."""
    from hexterm.app import HextermApp
    from hexterm.i18n import language_from_env, set_language

    set_language(args.lang or language_from_env())
    game = Path(args.save) if args.save else None
    if game is not None:
        savegame.load(game)  # a damaged save: one sentence here, before any screen
        if args.as_seat:
            savegame.load(game).seat(args.as_seat)
    HextermApp(Path(args.saves), game, args.as_seat).run()
    return 0


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="hexterm", description="A hex-map campaign game in "
                                  "the terminal. Run without arguments to play.")
    top.add_argument("--version", action="version", version=f"hexterm {__version__}")
    top.add_argument("--lang", choices=("en", "fr"),
                     help="language of the screens (default: from LANG)")
    top.add_argument("--saves", default="saves", help="folder of saves (default: saves)")
    sub = top.add_subparsers(dest="command")

    def with_seat(p: argparse.ArgumentParser, required: bool) -> None:
        p.add_argument("--as", dest="as_seat", required=required, metavar="SEAT",
                       help="the seat this is for")
        p.add_argument("--pin", help="the seat's PIN (or set HEXTERM_PIN)")

    p = sub.add_parser("new", help="create a game")
    p.add_argument("save", help="the save file to write")
    p.add_argument("--ruleset", default=DEFAULT_RULESET,
                   help=f"the ruleset (default: {DEFAULT_RULESET})")
    p.add_argument("--scenario", help="a scenario file or the name of a built-in world")
    p.add_argument("--seed", type=int, help="the game's seed (default: one drawn and said)")
    p.add_argument("--seat", action="append", required=True, metavar="NAME:FACTION[:bot]",
                   help="a seat and its faction, :bot for a bot (once per seat)")
    p.add_argument("--option", action="append", metavar="KEY=VALUE",
                   help="a game option of the ruleset (once per option; a key it does "
                        "not know is refused with the list of its options)")
    p.add_argument("--overwrite", action="store_true", help="replace an existing save")
    p.set_defaults(run=cmd_new)
    p = sub.add_parser("show", help="describe a game")
    p.add_argument("save", help="the game's save")
    p.add_argument("--json", action="store_true", help="print it as JSON")
    with_seat(p, False)
    p.set_defaults(run=cmd_show)
    p = sub.add_parser("orders", help="check or submit a seat's orders file")
    p.add_argument("action", choices=("check", "submit"),
                   help="check: read the orders and say what is wrong; submit: send them")
    p.add_argument("save", help="the game's save")
    p.add_argument("file", help="orders file, or - for standard input")
    with_seat(p, False)
    p.add_argument("--organiser", action="store_true",
                   help="the organiser's entry, where the step takes one")
    p.set_defaults(run=cmd_orders)
    p = sub.add_parser("undo", help="take back one's last input before anyone else acts")
    p.add_argument("save", help="the game's save")
    with_seat(p, False)
    p.add_argument("--organiser", action="store_true",
                   help="the organiser takes back the last input, whoever gave it")
    p.set_defaults(run=cmd_undo)
    p = sub.add_parser("resolve", help="resolve the turn")
    p.add_argument("save", help="the game's save")
    p.add_argument("--force", action="store_true", help="resolve even if seats are missing")
    p.set_defaults(run=cmd_resolve)
    p = sub.add_parser("report", help="a seat's report of a turn")
    p.add_argument("save", help="the game's save")
    p.add_argument("--turn", type=int, help="the turn (default: the last one resolved)")
    p.add_argument("--json", action="store_true", help="print it as JSON")
    with_seat(p, False)
    p.set_defaults(run=cmd_report)
    p = sub.add_parser("autoplay", help="resolve turns, bots writing their seats' orders")
    p.add_argument("save", help="the game's save")
    p.add_argument("--turns", type=int, default=1, help="how many turns (default 1)")
    p.add_argument("--force", action="store_true", help="human seats get default orders")
    p.set_defaults(run=cmd_autoplay)
    p = sub.add_parser("seat", help="manage seats: a PIN, SSH keys for serve, a seat joining, "
                       "a seat's roles")
    p.add_argument("what", choices=("pin", "add-key", "remove-key", "join", "role"),
                   help="what to do with the seat")
    p.add_argument("save", help="the game's save")
    p.add_argument("seat_name", metavar="SEAT", help="join: NAME:FACTION[:bot][:role,role]")
    p.add_argument("key", nargs="?", metavar="KEY",
                   help="add-key: a public key file (.pub) or its text; remove-key: its "
                        "fingerprint (SHA256:...), comment or text; role: the roles the "
                        "seat holds from now on, ROLE[,ROLE...] (among the ruleset's; an "
                        "unknown one is refused with the list)")
    p.add_argument("--pin", help="pin: the new PIN (else HEXTERM_PIN, or asked twice)")
    p.add_argument("--remove", action="store_true", help="pin: remove the seat's PIN")
    p.add_argument("--yes", action="store_true",
                   help="pin: remove it without asking for a confirmation")
    p.set_defaults(run=cmd_seat)
    p = sub.add_parser("serve", help="an SSH server where each player plays their seat")
    p.add_argument("target", metavar="SAVE_OR_FOLDER",
                   help="a save, or a folder of saves to choose from")
    p.add_argument("--host", default="127.0.0.1",
                   help="address to listen on (default 127.0.0.1; 0.0.0.0 for all)")
    p.add_argument("--port", type=int, default=2222, help="port (default 2222; 0: any)")
    p.add_argument("--idle", type=float, default=1800.0, metavar="SECONDS",
                   help="end sessions idle this long (default 1800)")
    p.add_argument("--quiet", action="store_true", help="do not log logins and failures")
    p.set_defaults(run=cmd_serve)
    p = sub.add_parser("play", help="play a saved game in the terminal screens")
    p.add_argument("save", help="the game's save")
    p.add_argument("--as", dest="as_seat", metavar="SEAT",
                   help="play only this seat (each player on their own terminal)")
    p.set_defaults(run=cmd_play)
    add_board_parser(sub)
    p = sub.add_parser("case", help="run rules case files (docs/cases.md)")
    p.add_argument("files", nargs="+", help="case files (.toml)")
    p.set_defaults(run=cmd_case)
    return top


def main(argv: Sequence[str] | None = None) -> int:
    plugins.load()
    args = parser().parse_args(argv)
    if args.command is None:
        args.run, args.save, args.as_seat = cmd_play, None, None
    try:
        result: Any = args.run(args)
        return int(result)
    except (HextermError, SaveError) as exc:
        print(f"hexterm: {exc}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        sys.stderr.close()
        return 0
    except OSError as exc:
        print(f"hexterm: {exc.strerror or exc}: {exc.filename or ''}".rstrip(": "),
              file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
