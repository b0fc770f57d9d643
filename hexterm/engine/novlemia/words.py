"""The messages of Novlémia (its refusals, its events, its report lines): `WORDS.phrase`
and `WORDS.phrase_n` make them in the domain "novlemia", whose catalogues are in
hexterm/screens/novlemia/locale/ (docs/translating.md). `VERBS`: each order's verb as
the messages say it (the rulebook's word in French); `KEYWORDS`: every word an order
is written with, the verbs, the words inside a line (`for`, `give`, `take`) and the
directions SW and NW (SO, NO in French), as a
player of a language writes them (the catalogue's translation; the orders read them
back, `hexterm.engine.novlemia.orders.ALIASES`)."""

from __future__ import annotations

from hexterm.engine.messages import Message, Words

WORDS = Words("novlemia")
VERBS: dict[str, Message] = {
    "move": WORDS.phrase("move"), "explore": WORDS.phrase("explore"),
    "prospect": WORDS.phrase("prospect"), "colonise": WORDS.phrase("colonise"),
    "buy": WORDS.phrase("buy"), "trade": WORDS.phrase("trade"),
    "allow": WORDS.phrase("allow"), "forbid": WORDS.phrase("forbid"),
    "name": WORDS.phrase("name"),
}
KEYWORDS: dict[str, Message] = {
    **VERBS,
    "for": WORDS.phrase("for"),  # buy 1E for 2M
    "give": WORDS.phrase("give"),  # trade bob give 1A take 1E
    "take": WORDS.phrase("take"),
    "SW": WORDS.phrase("SW"),  # move SW: the two directions whose letters are words
    "NW": WORDS.phrase("NW"),
}
