"""The typography of a language, for the words layer (`hexterm.i18n`, which says the
older sentences, and `hexterm.catalogues`, which renders the messages): in French a
no-break space before ':' and ';', « » around what is quoted, digits grouped by three
(205 200)."""

from __future__ import annotations

NBSP, NNBSP = "\u00a0", "\u202f"
QUOTES: dict[str, tuple[str, str]] = {"fr": (f"«{NBSP}", f"{NBSP}»")}
"""A language's quotes around a value shown quoted (English keeps its own 'x')."""


def number(value: int, lang: str) -> str:
    """`value` as `lang` writes it: 205200 in English, 205 200 in French (a narrow
    no-break space between groups of three, from five digits on)."""
    text = str(value)
    if lang != "fr" or len(text.lstrip("-")) < 5:
        return text
    return f"{value:,}".replace(",", NNBSP)
