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

LANGUAGES = ("en", "fr")
_CATALOGUES: dict[str, Mapping[str, str]] = {"en": {}, "fr": FRENCH}
_MESSAGES: dict[str, Mapping[str, str]] = {"en": {}, "fr": MESSAGES}
_FIELD = re.compile(r"\{(\w+)\}")
_current = "en"


def language_from_env(environ: Mapping[str, str] | None = None) -> str:
    """"fr" when the locale variables ask for French, else "en"."""
    env = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    return "en"


def set_language(lang: str) -> None:
    """Use `lang` ("en" or "fr") from now on; ValueError for any other."""
    global _current
    if lang not in LANGUAGES:
        from hexterm.catalogues import languages  # only for a language of the catalogues

        if lang not in languages():
            known = sorted({*LANGUAGES, *languages()})
            raise ValueError(f"unknown language {lang!r} (known: {', '.join(known)})")
    _current = lang


def language() -> str:
    return _current


def t(text: str, **fields: object) -> str:
    """`text` in the current language, with `fields` filled in."""
    found = _CATALOGUES.get(_current, {}).get(text, text)
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
