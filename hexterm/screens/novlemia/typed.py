"""The words a Novlémia player writes orders with, in the player's language: the
keywords of `hexterm.engine.novlemia.words.KEYWORDS` as the catalogue says them
(déplacer, acheter … contre …, échanger … donne … reçoit … in French), kept only when
the orders read them back (a language whose catalogue gives a word the orders do not
know writes the English one). Orders of either language are read in every game; what
the screens write for the player (the planner's slots, the submitted orders shown
again) is in the player's words, and the save keeps the canonical English text."""

from __future__ import annotations

from hexterm.engine.errors import HextermError
from hexterm.engine.novlemia.orders import format_orders, parse_orders, reads_as
from hexterm.engine.novlemia.words import KEYWORDS
from hexterm.i18n import said


def word(key: str) -> str:
    """The keyword `key` (move, for, give…) as the player writes it."""
    found = said(KEYWORDS[key])
    return found if reads_as(key, found) else key


def in_words(text: str) -> str:
    """Orders text written in the player's words (as it is when it does not read)."""
    try:
        orders = parse_orders(text)
    except HextermError:
        return text
    return format_orders(orders, {key: word(key) for key in KEYWORDS})
