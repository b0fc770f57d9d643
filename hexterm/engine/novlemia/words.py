"""The messages of Novlémia (its refusals, its events, its report lines): `WORDS.phrase`
and `WORDS.phrase_n` make them in the domain "novlemia", whose catalogues are in
hexterm/screens/novlemia/locale/ (docs/translating.md). `VERBS`: each order's verb as
the messages say it (the rulebook's word in French)."""

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
