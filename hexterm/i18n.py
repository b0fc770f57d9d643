"""English and French for the terminal screens.

Texts are written in English in the code and looked up in the French catalogue
(`hexterm.locale_fr.FRENCH`, one module a part of the program) when the language is
French. The language comes from ``--lang``, else from the environment (LC_ALL,
LC_MESSAGES, LANG: ``fr…`` is French), else English. Rule terms follow the rulebook
(Camp, Ville, Cité, DA, DO…) in both.

    t("Pass the keyboard to {name}", name="alice")
"""

from __future__ import annotations

import os
from collections.abc import Mapping

from hexterm.locale_fr import FRENCH

LANGUAGES = ("en", "fr")
_CATALOGUES: dict[str, Mapping[str, str]] = {"en": {}, "fr": FRENCH}
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
        raise ValueError(f"unknown language {lang!r} (known: {', '.join(LANGUAGES)})")
    _current = lang


def language() -> str:
    return _current


def t(text: str, **fields: object) -> str:
    """`text` in the current language, with `fields` filled in."""
    found = _CATALOGUES[_current].get(text, text)
    return found.format(**fields) if fields else found
