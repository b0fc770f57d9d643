"""argparse's own words (its usage line, its headings, its errors) in the player's
language: argparse says them through gettext's `_` and `ngettext`, which `use` points
at the shared catalogue (hexterm/locale/<lang>/LC_MESSAGES/hexterm.po). Each is listed
here as a message, so that the extraction puts it in the catalogue: its identifier is
argparse's own English (%-style fields, kept as they are in a translation)."""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from hexterm.catalogues import ENGLISH, template
from hexterm.engine.messages import Message, phrase, phrase_n

WORDS = (
    phrase("usage: "), phrase("positional arguments"), phrase("options"),
    phrase("show this help message and exit"),
    phrase("argument %(argument_name)s: %(message)s"),
    phrase("unrecognized arguments: %s"), phrase("the following arguments are required: %s"),
    phrase("expected one argument"), phrase("expected at most one argument"),
    phrase("expected at least one argument"),
    phrase("invalid choice: %(value)r (choose from %(choices)s)"),
    phrase("invalid %(type)s value: %(value)r"), phrase("%(prog)s: error: %(message)s\n"),
    phrase("ambiguous option: %(option)s could match %(matches)s"),
    phrase("not allowed with argument %s"), phrase("one of the arguments %s is required"),
    phrase("ignored explicit argument %r"),
    phrase_n("expected %s argument", "expected %s arguments", 2),
    phrase("show program's version number and exit"),
)
"""argparse's words a player may read (Python 3.11's `argparse`)."""

PLACEHOLDERS = (
    phrase("save"), phrase("file"), phrase("campaign"), phrase("board"), phrase("SEAT"),
    phrase("SAVES"), phrase("RULESET"), phrase("SCENARIO"), phrase("SEED"),
    phrase("NAME:FACTION[:bot]"), phrase("KEY=VALUE"), phrase("KEY"), phrase("PART"),
    phrase("TURN"), phrase("TURNS"), phrase("HOST"), phrase("SECONDS"), phrase("PLACE"),
    phrase("UNIT=N"), phrase("FILE|FOLDER"), phrase("SAVE_OR_FOLDER"),
    phrase("DURATION"), phrase("KEY=DURATION"), phrase("DURATION,..."),
    phrase("REASON"),
    phrase("ACT"), phrase("WHY"),
    phrase("NAME"), phrase("PICTURE"), phrase("WxH"),
)
"""The placeholders the help and argparse's refusals show for what a command takes
(a `metavar=`, else an option's name in capitals or an argument's own): N, PIN and
PORT read the same in French. A choice (`{en,fr}`) and a command's name are typed as
they are, and stay."""


def use(lang: str) -> None:
    """argparse's words in `lang` from now on (English: its own)."""
    argparse._ = lambda text: template(Message(text), lang)  # type: ignore[attr-defined]
    argparse.ngettext = lambda one, many, n: template(  # type: ignore[attr-defined]
        Message(one, plural=many, n=n), lang)


def wished(argv: Sequence[str]) -> str | None:
    """The language `--lang` asks for in `argv`, before it is parsed (None: not said)."""
    for at, word in enumerate(argv):
        if word == "--lang" and at + 1 < len(argv):
            return argv[at + 1]
        if word.startswith("--lang="):
            return word.partition("=")[2]
    return None


def translate(top: argparse.ArgumentParser, lang: str) -> None:
    """The project's own help of `top` and of each command under it (its `help=` and
    `description=` strings, extracted into the shared catalogue) in `lang`."""
    if lang == ENGLISH:
        return

    def said(text: str | None) -> str | None:
        return text if not text else template(Message(text), lang)

    top.description = said(top.description)
    for action in top._actions:
        action.help = said(action.help)
        if action.nargs != 0 and not action.choices:
            shown = action.metavar or (action.dest.upper() if action.option_strings
                                       else action.dest)
            if isinstance(shown, str):
                action.metavar = said(shown)
        if isinstance(action, argparse._SubParsersAction):
            for choice in action._choices_actions:
                choice.help = said(choice.help)
            for command in dict.fromkeys(action.choices.values()):
                translate(command, lang)
