"""English and French for the terminal screens.

Texts are written in English in the code and looked up in the French catalogue
(`hexterm.locale_fr.FRENCH`, one module a part of the program) when the language is
French. The language comes from ``--lang``, else from the environment (LC_ALL,
LC_MESSAGES, LANG: ``fr…`` is French), else English. Rule terms follow the rulebook
(Camp, Ville, Cité, DA, DO…) in both.

    t("Pass the keyboard to {name}", name="alice")

The engine's sentences (a refused order, a malformed input) are written in English
with their values in them; `said` finds the pattern one comes from in the catalogue of
messages (`hexterm.locale_fr.MESSAGES`: "{unit} has no figure", with a field for each
value) and writes it again in the current language, each value in turn (a sentence
within the sentence, a known word; a name or a number stays as it is).
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from functools import cache

from hexterm.locale_fr import FRENCH, MESSAGES

LANGUAGES = ("en", "fr")
_CATALOGUES: dict[str, Mapping[str, str]] = {"en": {}, "fr": FRENCH}
_MESSAGES: dict[str, Mapping[str, str]] = {"en": {}, "fr": MESSAGES}
_FIELD = re.compile(r"\{(\w+)\}")
_current = "en"


def language_from_env(environ: Mapping[str, str] | None = None) -> str:
    """"fr" when the locale variables ask for French, else "en"."""
    return language_said(environ) or "en"


def language_said(environ: Mapping[str, str] | None = None) -> str | None:
    """The language the locale variables name ("fr" for ``fr…``, else "en"), the first
    set of LC_ALL, LC_MESSAGES and LANG deciding; None when none is set or the first
    set names no language (C, POSIX: a server's own locale, a client that says
    nothing)."""
    env = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            if value.split(".")[0].upper() in ("C", "POSIX"):
                return None
            return "fr" if value.lower().startswith("fr") else "en"
    return None


def pick_language(*wishes: str | None) -> str:
    """The first of `wishes` that is a known language, else English. The order of
    precedence (docs/ssh.md): the player's own choice (`--lang`, the command palette),
    then the language their terminal says (LANG/LC_*, sent by the SSH client), then
    the game's (`hexterm new --lang`), then the server's (`hexterm serve --lang`)."""
    return next((wish for wish in wishes if wish in LANGUAGES), "en")


def set_language(lang: str) -> None:
    """Use `lang` ("en" or "fr") from now on; ValueError for any other."""
    global _current
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r} (known: {', '.join(LANGUAGES)})")
    _current = lang


def language() -> str:
    return _current


def t(text: str, **fields: object) -> str:
    """`text` in the current language, with `fields` filled in."""
    found = _CATALOGUES[_current].get(text, text)
    return found.format(**fields) if fields else found


@cache
def _pattern(template: str) -> re.Pattern[str]:
    """The regular expression of an English message template, a group a field."""
    parts, last = [], 0
    for found in _FIELD.finditer(template):
        parts += [re.escape(template[last:found.start()]), f"(?P<{found.group(1)}>.+?)"]
        last = found.end()
    return re.compile("".join([*parts, re.escape(template[last:])]) + "$", re.DOTALL)


@cache
def _by_length(lang: str) -> tuple[tuple[str, str], ...]:
    """The language's message templates, the longest (the most specific) first."""
    return tuple(sorted(_MESSAGES[lang].items(), key=lambda item: -len(item[0])))


def said(message: str) -> str:
    """An engine's English sentence in the current language (as it was when its pattern
    is not in the catalogue)."""
    if _current == "en":
        return message
    for english, translated in _by_length(_current):
        found = _pattern(english).match(message)
        if found:
            fields = {k: said(v) for k, v in found.groupdict().items()}
            return translated.format(**fields)
    return t(message)
