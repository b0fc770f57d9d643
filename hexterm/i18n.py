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
within the sentence, a known word; a name or a number stays as it is). That is the old
way, kept for the parts not yet converted: a converted part says a `Message`
(`hexterm.engine.messages`), which `said` renders from the gettext catalogues
(`hexterm.catalogues`, loaded the first time a domain is said; docs/translating.md).
A language other than English and French is one the catalogues have (`.po` files).
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from hexterm.engine.messages import Message
from hexterm.engine.ruleset import Event, Ruleset
from hexterm.locale_fr import FRENCH, MESSAGES
from hexterm.typography import NBSP, NNBSP  # noqa: F401  (NNBSP: read from here too)
from hexterm.typography import number as _number

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


CHOSEN_LANG_FILE = "HEXTERM_CHOSEN_LANG"
"""The environment variable naming the file a served player's program writes the
language they chose in the palette to: the server reads it when the program ends, and
keeps that language for the rest of the session (its menu, the next game)."""


def pick_language(*wishes: str | None) -> str:
    """The first of `wishes` that is a known language, else English. The order of
    precedence (docs/ssh.md): the player's own choice (`--lang`, the command palette),
    then the language their terminal says (LANG/LC_*, sent by the SSH client), then
    the game's (`hexterm new --lang`), then the server's (`hexterm serve --lang`)."""
    return next((wish for wish in wishes if wish and wish in known_languages()), "en")


def known_languages() -> frozenset[str]:
    """English, French, and every language the shared catalogue has a `.po` of."""
    from hexterm.catalogues import languages  # read only when a third may be asked

    return frozenset({*LANGUAGES, *languages()})


def set_language(lang: str) -> None:
    """Use `lang` ("en" or "fr") from now on; ValueError for any other."""
    global _current
    if lang not in LANGUAGES and lang not in known_languages():
        known = sorted(known_languages())
        raise ValueError(f"unknown language {lang!r} (known: {', '.join(known)})")
    _current = lang


def language() -> str:
    return _current


def t(text: str, **fields: object) -> str:
    """`text` in the current language, with `fields` filled in (numbers and quotes
    written as the language writes them: `typeset`)."""
    found = _CATALOGUES.get(_current, {}).get(text, text)
    if _current == "fr":
        if text in _CATALOGUES[_current]:  # a French text's own quotes
            found = _QUOTED.sub(_guillemets, found)
        fields = {k: number(v) if type(v) is int else v for k, v in fields.items()}
    return found.format(**fields) if fields else found


# French typography, in one place: a no-break space before ':' and ';', « » around what
# is quoted, digits grouped by three (205 200).
_QUOTED = re.compile(r'"([^"\n]+)"|(?<![\w\'])\'([^\'\n]+)\'(?![\w\'])')
_BEFORE = re.compile(r"(?<=[^\s(\[«'\"])([:;])(?=\s|$)")
_DIGITS = re.compile(r"(?<![\w.,:/#-])\d{5,}(?![\w.,:/])")
FRENCH_DIRECTIONS = {"NW": "NO", "SW": "SO"}


def _guillemets(found: re.Match[str]) -> str:
    return f"«{NBSP}{found.group(1) or found.group(2)}{NBSP}»"


def number(value: int, lang: str | None = None) -> str:
    """`value` as `lang` (default: the current language) writes it: 205200 in
    English, 205 200 in French (`hexterm.typography.number`)."""
    return _number(value, lang or _current)


def typeset(text: str, lang: str | None = None) -> str:
    """`text`, a sentence shared code put together, with the typography of `lang`
    (default: the current language): in French a no-break space before ':' and ';'
    where it has none, « » around what is quoted ("x" or 'x'), and numbers of five
    digits or more grouped (205 200); English as it is."""
    if (lang or _current) != "fr":
        return text
    text = _BEFORE.sub(lambda found: NBSP + found.group(1), _QUOTED.sub(_guillemets, text))
    return _DIGITS.sub(lambda found: number(int(found.group(0)), "fr"), text)


def direction(name: str) -> str:
    """A direction's abbreviation (N, NE, SE, S, SW, NW) as the current language's
    rulebook writes it: NO and SO in French."""
    return FRENCH_DIRECTIONS.get(name, name) if _current == "fr" else name


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
    return tuple(sorted(_MESSAGES.get(lang, {}).items(), key=lambda item: -len(item[0])))


def said(message: str | Message) -> str:
    """An engine's message, or English sentence, in the current language (a sentence as
    it was when its pattern is not in the catalogue)."""
    if isinstance(message, Message):
        from hexterm.catalogues import render  # its catalogues read when first said

        return render(message, _current)
    if _current == "en":
        return message
    for english, translated in _by_length(_current):
        found = _pattern(english).match(message)
        if found:
            fields = {k: said(v) for k, v in found.groupdict().items()}
            return translated.format(**fields)
    return t(message)


def title_said(title: str, domain: str | None = None) -> str:
    """A step's or a part's title, as the engine gives it (English: `Step.title`), in
    the current language: the translation of the ruleset's catalogue (`domain`, the
    ruleset's name; a title marked `titled(...)` is extracted into it) when it has one,
    else the older French (`said`'s patterns, `t`)."""
    if title and domain and _current != "en":
        from hexterm.catalogues import render, translated

        message = Message(title, domain=domain)
        if translated(message, _current):
            return render(message, _current)
    return said(title) if title else title


def error_said(error: Exception) -> str:
    """An error's sentence in the current language: its key and fields when it has them
    (a SaveError), else its message, else its English sentence as `said` has it."""
    key = getattr(error, "key", "")
    if key:
        return t(key, **getattr(error, "fields", {}))
    return said(getattr(error, "message", None) or str(error))


def event_said(event: Event, rules: Ruleset[Any, Any] | None = None, state: Any = None,
               log: Sequence[Event] = ()) -> str:
    """An event's sentence in the current language: in English its saved text; else its
    message (the game's own events, or its ruleset's `event_message` with the game's
    `state` and `log`), or, without one, its saved text as `said` has it."""
    message = event.message(rules, state, log) if _current != "en" else None
    return said(message if message is not None else event.text)


def phase_said(phase: str, rules: Ruleset[Any, Any] | None = None) -> str:
    """The name of an event's phase in the current language (as written, when its
    ruleset does not say it as a message)."""
    message = rules.phase_message(phase) if rules is not None else None
    return said(message) if message is not None else phase
