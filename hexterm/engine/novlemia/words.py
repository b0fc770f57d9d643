"""The messages of Novlémia (its refusals, its events, its report lines): `WORDS.phrase`
and `WORDS.phrase_n` make them in the domain "novlemia", whose catalogues are in
hexterm/screens/novlemia/locale/ (docs/translating.md). `VERBS`: each order's verb as
the messages say it (the rulebook's word in French); `KEYWORDS`: every word an order
is written with, the verbs, the words inside a line (`for`, `give`, `take`) and the
directions SW and NW (SO, NO in French), as a
player of a language writes them (the catalogue's translation; the orders read them
back, `hexterm.engine.novlemia.orders.ALIASES`). `semicolons`: a list whose items are
separated by semicolons (the dice of a cell), the separator said by the catalogue (a
space before it in French)."""

from __future__ import annotations

from collections.abc import Sequence

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


def semicolons(items: Sequence[object]) -> object:
    """The items one after the other, "a; b; c" in English: each separator is a message,
    so a language says it its own way ("a ; b ; c" in French); one item is itself."""
    said = items[0] if items else ""
    for item in items[1:]:
        said = WORDS.phrase("{before}; {after}", before=said, after=item)
    return said
