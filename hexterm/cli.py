"""The command line: `hexterm` and its headless commands for organisers and scripts.

    hexterm new SAVE --seat alice:glaces --seat bob:liberia:bot [--scenario ...] [--seed N]
                [--lang fr]                             (the game's language)
                [--deadline 48h [--step-deadline KEY=DURATION ...] [--excused-misses N]
                 [--no-excuse default|bot] [--reminders 12h,1h]]   (docs/deadlines.md)
    hexterm show SAVE [--as SEAT] [--json]
    hexterm show FOLDER [--json]                        (every game of it, for the organiser)
    hexterm orders check|submit SAVE --as SEAT [--turn N] FILE  (FILE '-': standard input)
    hexterm undo SAVE --as SEAT|--organiser|--organiser-for SEAT [--turn N]
    hexterm resolve SAVE [--force] [--turn N]
    hexterm takeback SAVE --reason TEXT [--turn N]     (the organiser's: the last turn)
    hexterm report SAVE --as SEAT [--turn N] [--json]
    hexterm autoplay SAVE --turns N [--force]
    hexterm deadline SAVE [DURATION] [--step-deadline ...] [...] [--off]
    hexterm pause SAVE [--as SEAT [--withdraw]]         (the organiser's, or a seat asks)
    hexterm resume SAVE
    hexterm tick SAVE|FOLDER                            (what is due: from cron, a timer)
    hexterm seat pin SAVE SEAT [--pin PIN | --remove [--yes]]
    hexterm seat add-key|remove-key SAVE SEAT KEY       (SSH public keys for `serve`)
    hexterm seat role SAVE SEAT ROLE[,ROLE...]          (the roles it holds from now on)
    hexterm seat replace SAVE SEAT --by NAME|--bot --reason TEXT  (another player for it)
    hexterm organiser pin SAVE [--pin PIN | --remove [--yes]]  (what opens the organiser's
    hexterm organiser add-key|remove-key SAVE KEY               screen, served or not)
    hexterm act SAVE "ACT" --reason WHY [--turn N]      (the organiser's act; --list: all)
    hexterm serve SAVE_OR_FOLDER [--host H] [--port P] [--idle SECONDS] [--lang fr]
    hexterm case FILE|FOLDER...                         (rules case files)
    hexterm check SCENARIO [--ruleset R] [--json]       (a scenario's mistakes, all of them)
    hexterm notify SAVE [--test [--seat SEAT]]          (the notification commands)

Every failure prints one sentence on standard error and exits with status 1; nothing is
written unless the command succeeded. This module is the parser; the commands are in
`hexterm.commands`, and every change to a save goes through `hexterm.table.Table`.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from importlib import import_module
from typing import Any

from hexterm import __version__, plugins
from hexterm.engine.errors import HextermError
from hexterm.engine.rulesets import DEFAULT_RULESET
from hexterm.i18n import error_said, language, language_from_env, set_language
from hexterm.save.errors import SaveError


def _command(run: str | Callable[[argparse.Namespace], int]
             ) -> Callable[[argparse.Namespace], int]:
    """A command's function; "module:function" names one of `hexterm.commands`, imported
    only when its command runs (so `hexterm` alone starts the screens sooner)."""
    if callable(run):
        return run
    module, _, name = run.partition(":")
    found: Callable[[argparse.Namespace], int] = getattr(
        import_module(f"hexterm.commands.{module}"), name)
    return found


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

    def with_policy(p: argparse.ArgumentParser) -> None:  # docs/deadlines.md
        p.add_argument("--step-deadline", action="append", metavar="KEY=DURATION",
                       help="a step's own deadline, by the key of the step (once per step)")
        p.add_argument("--excused-misses", type=int, metavar="N",
                       help="the misses each seat is excused (default 1): each extends "
                            "the step once")
        p.add_argument("--no-excuse", choices=("default", "bot"),
                       help="a late seat with no excuse left gets the ruleset's default "
                            "input, or the bot plays it (default: default)")
        p.add_argument("--reminders", metavar="DURATION,...",
                       help="when the awaited seats are reminded, before the deadline "
                            "(default 12h,1h; none: no reminder)")

    def with_turn(p: argparse.ArgumentParser) -> None:
        p.add_argument("--turn", type=int, metavar="N",
                       help="the turn this is for: refused, nothing written, when the game "
                            "is at another turn (resolved meanwhile by another program)")

    p = sub.add_parser("new", help="create a game")
    p.add_argument("save", help="the save file to write")
    p.add_argument("--ruleset", default=DEFAULT_RULESET,
                   help="the ruleset (default: %(default)s)")
    p.add_argument("--scenario", help="a scenario file or the name of a built-in world")
    p.add_argument("--seed", type=int, help="the game's seed (default: one drawn and said)")
    p.add_argument("--seat", action="append", required=True, metavar="NAME:FACTION[:bot]",
                   help="a seat and its faction, :bot for a bot (once per seat)")
    p.add_argument("--option", action="append", metavar="KEY=VALUE",
                   help="a game option of the ruleset (once per option; a key it does "
                        "not know is refused with the list of its options)")
    p.add_argument("--deadline", metavar="DURATION",
                   help="each step's deadline, such as 90s, 30m, 48h, 3d or 1d12h "
                        "(default: none, the game waits for every seat)")
    with_policy(p)
    p.add_argument("--overwrite", action="store_true", help="replace an existing save")
    p.add_argument("--lang", dest="game_lang", choices=("en", "fr"),
                   help="the game's language: its players' screens speak it unless "
                        "their own choice or their terminal's LANG says another "
                        "(docs/ssh.md)")
    p.set_defaults(run="new:cmd_new")
    p = sub.add_parser("show", help="describe a game")
    p.add_argument("save", help="the game's save (or a folder: every game of it)")
    p.add_argument("--json", action="store_true", help="print it as JSON")
    with_seat(p, False)
    p.set_defaults(run="show:cmd_show")
    p = sub.add_parser("orders", help="check or submit a seat's orders file")
    p.add_argument("action", choices=("check", "submit"),
                   help="check: read the orders and say what is wrong; submit: send them")
    p.add_argument("save", help="the game's save")
    p.add_argument("file", help="orders file, or - for standard input")
    with_seat(p, False)
    p.add_argument("--organiser", action="store_true",
                   help="the organiser's entry, where the step takes one")
    p.add_argument("--organiser-for", metavar="SEAT",
                   help="the organiser gives a late seat's input for it (no PIN; the log "
                        "says so)")
    with_turn(p)
    p.set_defaults(run="inputs:cmd_orders")
    p = sub.add_parser("undo", help="take back one's last input before anyone else acts")
    p.add_argument("save", help="the game's save")
    with_seat(p, False)
    p.add_argument("--organiser", action="store_true",
                   help="the organiser takes back the last input, whoever gave it")
    p.add_argument("--organiser-for", metavar="SEAT",
                   help="the organiser takes back this seat's input (no PIN)")
    p.add_argument("--part", metavar="PART", default="",
                   help="a step in parts: the part whose input is taken back (by default "
                   "the last given)")
    with_turn(p)
    p.set_defaults(run="inputs:cmd_undo")
    p = sub.add_parser("resolve", help="resolve the turn")
    p.add_argument("save", help="the game's save")
    p.add_argument("--force", action="store_true", help="resolve even if seats are missing")
    with_turn(p)
    p.set_defaults(run="inputs:cmd_resolve")
    p = sub.add_parser("takeback", help="the organiser takes back the last resolved turn")
    p.add_argument("save", help="the game's save")
    p.add_argument("--reason", required=True, metavar="REASON",
                   help="why: told to every seat, in the log")
    with_turn(p)
    p.set_defaults(run="takeback:cmd_takeback")
    p = sub.add_parser("report", help="a seat's report of a turn")
    p.add_argument("save", help="the game's save")
    p.add_argument("--turn", type=int, help="the turn (default: the last one resolved)")
    p.add_argument("--json", action="store_true", help="print it as JSON")
    with_seat(p, False)
    p.set_defaults(run="show:cmd_report")
    p = sub.add_parser("autoplay", help="resolve turns, bots writing their seats' orders")
    p.add_argument("save", help="the game's save")
    p.add_argument("--turns", type=int, default=1, help="how many turns (default 1)")
    p.add_argument("--force", action="store_true", help="human seats get default orders")
    p.set_defaults(run="inputs:cmd_autoplay")
    p = sub.add_parser("deadline", help="set, change or remove a game's deadline, or say it")
    p.add_argument("save", help="the game's save")
    p.add_argument("duration", nargs="?", metavar="DURATION",
                   help="each step's deadline, such as 48h (the current step timed "
                        "afresh from now)")
    with_policy(p)
    p.add_argument("--off", action="store_true", help="remove the deadline")
    p.set_defaults(run="deadline:cmd_deadline")
    p = sub.add_parser("pause", help="pause a game's deadline, or ask for a pause as a seat")
    p.add_argument("save", help="the game's save")
    with_seat(p, False)
    p.add_argument("--withdraw", action="store_true",
                   help="with --as: no longer ask for a pause")
    p.set_defaults(run="deadline:cmd_pause")
    p = sub.add_parser("resume", help="resume a paused game: its deadline runs again")
    p.add_argument("save", help="the game's save")
    p.set_defaults(run="deadline:cmd_resume")
    p = sub.add_parser("tick", help="do what is due: reminders, and the deadlines passed")
    p.add_argument("target", metavar="SAVE_OR_FOLDER", help="a save, or a folder of saves")
    p.set_defaults(run="deadline:cmd_tick")
    p = sub.add_parser("seat", help="manage seats: a PIN, SSH keys for serve, a seat joining, "
                       "a seat's roles")
    p.add_argument("what", choices=("pin", "add-key", "remove-key", "join", "role",
                                    "replace"),
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
    p.add_argument("--by", dest="replace_by", metavar="NAME",
                   help="replace: the player who plays the seat from now on")
    p.add_argument("--bot", action="store_true",
                   help="replace: the program plays the seat from now on")
    p.add_argument("--reason", default="", help="replace: why, written in the log")
    p.set_defaults(run="seat:cmd_seat")
    p = sub.add_parser("organiser", help="the organiser's PIN and SSH keys: what opens the "
                       "organiser's screen, over SSH (log in as organiser) or at one keyboard")
    p.add_argument("what", choices=("pin", "add-key", "remove-key"),
                   help="what to do with the organiser's login")
    p.add_argument("save", help="the game's save")
    p.add_argument("key", nargs="?", metavar="KEY",
                   help="add-key: a public key file (.pub) or its text; remove-key: its "
                        "fingerprint (SHA256:...), comment or text")
    p.add_argument("--pin", help="pin: the new PIN (else HEXTERM_PIN, or asked twice)")
    p.add_argument("--remove", action="store_true", help="pin: remove the organiser's PIN")
    p.add_argument("--yes", action="store_true",
                   help="pin: remove it without asking for a confirmation")
    p.set_defaults(run="organiser:cmd_organiser")
    p = sub.add_parser("act", help="the organiser's act during a campaign: a card handed "
                       "out, a market restocked, a hex changed… (docs/organiser.md)")
    p.add_argument("save", help="the game's save")
    p.add_argument("act", nargs="?", metavar="ACT",
                   help="the act, one line of words (the acts: --list)")
    p.add_argument("--reason", metavar="WHY",
                   help="why the organiser acts: the log and the reports say it")
    p.add_argument("--list", action="store_true",
                   help="list the acts of the game's ruleset, with their forms")
    with_turn(p)
    p.set_defaults(run="act:cmd_act")
    p = sub.add_parser("serve", help="an SSH server where each player plays their seat")
    p.add_argument("target", metavar="SAVE_OR_FOLDER",
                   help="a save, or a folder of saves to choose from")
    p.add_argument("--host", default="127.0.0.1",
                   help="address to listen on (default 127.0.0.1; 0.0.0.0 for all)")
    p.add_argument("--port", type=int, default=2222, help="port (default 2222; 0: any)")
    p.add_argument("--idle", type=float, default=1800.0, metavar="SECONDS",
                   help="end sessions idle this long (default 1800)")
    p.add_argument("--quiet", action="store_true", help="do not log logins and failures")
    p.add_argument("--lang", dest="serve_lang", choices=("en", "fr"),
                   help="the language of players whose client sends no LANG, in games "
                        "that set none (PuTTY, Windows' OpenSSH); `hexterm --lang fr "
                        "serve` says the same")
    p.set_defaults(run="sessions:cmd_serve")
    p = sub.add_parser("play", help="play a saved game in the terminal screens")
    p.add_argument("save", help="the game's save")
    p.add_argument("--as", dest="as_seat", metavar="SEAT",
                   help="play only this seat (each player on their own terminal)")
    p.add_argument("--organiser", action="store_true",
                   help="the organiser's screen: the whole game, and the organiser's acts")
    p.set_defaults(run="sessions:cmd_play")
    p = sub.add_parser("board", help="fight a campaign's battle on a board game, or hand its "
                       "result back")
    p.add_argument("campaign", help="the campaign's save")
    p.add_argument("board", help="the board game's save")
    p.add_argument("--turns", type=int, default=6, help="the board battle's turns")
    p.add_argument("--at", metavar="PLACE", default="",
                   help="the battle's place, among several open at once")
    p.add_argument("--overwrite", action="store_true", help="replace an existing board save")
    p.add_argument("--hand-back", action="store_true",
                   help="give the campaign the board battle's result")
    p.add_argument("--as", dest="as_seat", metavar="SEAT",
                   help="hand-back: the seat whose entry this is")
    p.add_argument("--pin", help="hand-back: the seat's PIN (or set HEXTERM_PIN)")
    p.add_argument("--organiser", action="store_true",
                   help="hand-back: the organiser's entry, for both sides")
    p.add_argument("--winner", metavar="SEAT", help="hand-back: the seat that won")
    p.add_argument("--draw", action="store_true", help="hand-back: the battle was a draw")
    p.add_argument("--lost", action="append", default=[], metavar="UNIT=N",
                   help="figures a board unit lost in the fight")
    p.set_defaults(run="board:cmd_board")
    p = sub.add_parser("notify", help="the notification commands of a game's seats "
                       "(notify.toml beside the saves, docs/notifications.md)")
    p.add_argument("save", help="the game's save")
    p.add_argument("--test", action="store_true",
                   help="send each seat a test notice through its command")
    p.add_argument("--seat", metavar="SEAT", help="only this seat")
    p.set_defaults(run="notify:cmd_notify")
    p = sub.add_parser("edit", help="edit a world (a scenario file) on its map")
    p.add_argument("file", help="the scenario file")
    p.add_argument("--new", metavar="WxH",
                   help="a new world of this size (of one terrain, or made from --seed), "
                        "written to FILE when saved")
    p.add_argument("--seed", type=int, help="with --new: the new world made from this seed")
    p.add_argument("--ruleset", default=DEFAULT_RULESET,
                   help="with --new: the ruleset (default: %(default)s)")
    p.add_argument("--export", metavar="PICTURE",
                   help="write the map as a picture (.svg, or .png where cairosvg is "
                        "installed) instead of opening the editor")
    p.set_defaults(run="edit:cmd_edit")
    p = sub.add_parser("case", help="run rules case files (docs/cases.md)")
    p.add_argument("files", nargs="+", metavar="FILE|FOLDER",
                   help="case files (.toml), or folders of them (every .toml below)")
    p.set_defaults(run="case:cmd_case")
    p = sub.add_parser("check", help="check a scenario without making a game: all its "
                       "mistakes, each with its file and line")
    p.add_argument("scenario", help="a scenario file or the name of a built-in world")
    p.add_argument("--ruleset", help="the ruleset (default: the one the scenario names, "
                   "else the built-in world's, else the default one)")
    p.add_argument("--json", action="store_true", help="print the mistakes as JSON")
    p.set_defaults(run="check:cmd_check")
    return top


_PARSERS: dict[str, argparse.ArgumentParser] = {}


def parser_in(lang: str) -> argparse.ArgumentParser:
    """`parser()` with its help in `lang` (argparse's headings too), built and
    translated once a process (a served game's fork server builds it before it forks
    the players' programs). argparse's own words are English after it."""
    found = _PARSERS.get(lang)
    if found is None:
        from hexterm.commands import argparse_words

        argparse_words.use(lang)
        try:
            found = parser()
            argparse_words.translate(found, lang)
        finally:
            argparse_words.use("en")
        _PARSERS[lang] = found
    return found


def main(argv: Sequence[str] | None = None) -> int:
    plugins.load()
    from hexterm.commands import argparse_words  # argparse's words in the player's language

    said_lang = argparse_words.wished(sys.argv[1:] if argv is None else argv)
    lang = said_lang if said_lang in ("en", "fr") else language_from_env()
    argparse_words.use(lang)
    try:
        top = parser_in(lang)
        argparse_words.use(lang)  # its refusals in the player's language
        args = top.parse_args(argv)
    finally:
        argparse_words.use("en")
    if args.command is None:
        args.run, args.save, args.as_seat = "sessions:cmd_play", None, None
    before = language()
    set_language(args.lang or language_from_env())  # the command's sentences, its errors
    try:
        result: Any = _command(args.run)(args)
        return int(result)
    except (HextermError, SaveError) as exc:
        print(f"hexterm: {error_said(exc)}", file=sys.stderr)
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
    finally:
        set_language(before)  # a caller in the same process keeps its own language
