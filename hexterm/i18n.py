"""English and French (and any language the catalogues have) for the terminal screens.

Every word a player reads comes from the gettext catalogues (`hexterm.catalogues`,
docs/translating.md): the shared domain `hexterm` (hexterm/locale/<lang>/LC_MESSAGES/)
and each ruleset's own (the package its registry entry names). The language comes from
``--lang``, else from the environment (LC_ALL, LC_MESSAGES, LANG: ``fr…`` is French),
else English. Rule terms follow the rulebook (Camp, Ville, Cité, DA, DO…) in both.

A screen's text is written in English and given to `t` with its fields: ``t(text,
**fields)``. The text is a literal (or a word of a table marked ``titled(...)``), which
the extraction (`hexterm.catalogue_tool`) puts in the catalogue of the domain of its
file; `t` finds it in the shared domain, else in a ruleset's, and says it with the
language's elision (d'alice), quotes and numbers. A handful of texts the catalogues
cannot hold yet stay in the older French dictionaries (`hexterm.locale_fr.FRENCH`,
read first).

The engine's sentences (a refused order, a malformed input, an event) are messages
(`hexterm.engine.messages`: an identifier and its fields), which `said` renders from the
gettext catalogues (`hexterm.catalogues`, loaded the first time a domain is said;
docs/translating.md). Nothing reads an English sentence back: `said` takes a message
only, and an error or event without one says its English as it is.
A language other than English and French is one the catalogues have (`.po` files).
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping, Sequence
from typing import Any

from hexterm.engine import deadlines, durations
from hexterm.engine.messages import Message, phrase
from hexterm.engine.ruleset import Event, Ruleset
from hexterm.locale_fr import FRENCH
from hexterm.typography import NBSP, NNBSP  # noqa: F401  (NNBSP: read from here too)
from hexterm.typography import number as _number

LANGUAGES = ("en", "fr")
_CATALOGUES: dict[str, Mapping[str, str]] = {"en": {}, "fr": FRENCH}
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
    """`text` in the current language, with `fields` filled in: its translation in the
    gettext catalogues (`hexterm.catalogues.text_of`: the shared domain's, else a
    ruleset's, where the extraction put the literal `t` is given), then the language's
    elision (d'alice), quotes (a text field written ``{word!r}`` in its quotes, as an
    engine's message says it) and numbers (`typeset`'s). A text with no translation is
    said as written."""
    if _current == "en":
        return text.format(**fields) if fields else text
    from hexterm.catalogues import elide, quote, text_of  # read when first said

    fields = {k: number(v) if type(v) is int else v for k, v in fields.items()}
    found = _CATALOGUES.get(_current, {}).get(text)
    found = text_of(text, _current) if found is None else found
    if found is None:
        return text.format(**fields) if fields else text
    if _current == "fr":
        found = _QUOTED.sub(_guillemets, found)  # a French text's own quotes
    found = quote(elide(found, fields, _current), _current, fields)  # {word!r}: « word »
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


def said(message: Message) -> str:
    """An engine's message in the current language (`hexterm.catalogues.render`). Only
    a message: an English sentence is never read back (a name or a number is shown as
    it is, `said_or_name`)."""
    if not isinstance(message, Message):
        raise TypeError(f"said takes a Message, not {type(message).__name__}: {message!r}")
    from hexterm.catalogues import render  # its catalogues read when first said

    return render(message, _current)


def said_or_name(value: Message | str) -> str:
    """A message in the current language; a name (a seat's, a hex's, a scenario's own
    word) as it is written."""
    return said(value) if isinstance(value, Message) else value


def title_said(title: str | Message, domain: str | None = None) -> str:
    """A step's or a part's title, as the engine gives it (English: `Step.title`), in
    the current language: the translation of the ruleset's catalogue (`domain`, the
    ruleset's name; a title marked `titled(...)` is extracted into it) when it has one,
    else the screens' older French (`t`)."""
    if isinstance(title, Message):  # a title with a field ("Battle at {terrain}")
        return said(title)
    if title and domain and _current != "en":
        from hexterm.catalogues import render, translated

        message = Message(title, domain=domain)
        if translated(message, _current):
            return render(message, _current)
    return t(title) if title else title


def error_said(error: Exception) -> str:
    """An error's sentence in the current language: its key and fields when it has them
    (a SaveError), else its message; an error that carries none (a bug's exception, an
    OSError) says its own sentence as it is."""
    key = getattr(error, "key", "")
    if key:
        return t(key, **getattr(error, "fields", {}))
    message = getattr(error, "message", None)
    return said(message) if isinstance(message, Message) else str(error)


def event_said(event: Event, rules: Ruleset[Any, Any] | None = None, state: Any = None,
               log: Sequence[Event] = ()) -> str:
    """An event's sentence in the current language: in English its saved text; else its
    message (the game's own events, or its ruleset's `event_message` with the game's
    `state` and `log`), or, without one, its saved text."""
    message = event.message(rules, state, log) if _current != "en" else None
    return said(message) if message is not None else event.text


def phase_said(phase: str, rules: Ruleset[Any, Any] | None = None) -> str:
    """The name of an event's phase in the current language (as written, when its
    ruleset does not say it as a message)."""
    message = rules.phase_message(phase) if rules is not None else None
    return said(message) if message is not None else phase


def time_left_said(seconds: int, lang: str | None = None) -> str:
    """A time left as a player reads it, in two units at most: "2 d 4 h", "4 h 05 min",
    under an hour "12 min 05 s" (French "2 j 4 h"; `durations.time_left`), in `lang`
    (default: the current language)."""
    from hexterm.catalogues import render

    return render(durations.time_left(seconds), lang or _current)


def deadline_said(clock: deadlines.Clock | None, now: int, lang: str | None = None) -> str:
    """The step's deadline as a player reads it at `now` (`deadlines.time_left`): "Deadline
    in 2 d 4 h", "Paused (2 d 4 h left)", "Deadline passed"; "" with no step timed. In
    `lang` (default: the current language)."""
    from hexterm.catalogues import render

    left = None if clock is None else deadlines.time_left(clock, now)
    if clock is None or left is None:
        return ""
    said = time_left_said(left, lang)
    if clock.paused:
        message = phrase("Paused ({left} left)", left=said)
    elif left > 0:
        message = phrase("Deadline in {left}", left=said)
    else:
        message = phrase("Deadline passed")
    return render(message, lang or _current)
