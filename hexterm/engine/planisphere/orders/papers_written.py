"""A paper order written back as the words of its line after the verb (`papers.py`
reads them): in canonical form, the English words the saves keep (`paper_words`), or as
tokens the screens say in the player's words (`paper_tokens`: the rules' words as
messages, names and codes as written).
"""

from __future__ import annotations

from collections.abc import Sequence

from hexterm.engine.messages import Listing, Message
from hexterm.engine.planisphere.orders.papers import (
    ACCORD,
    HIRE,
    JOIN,
    MASTER,
    MERCENARY,
    REVEAL,
    SAFE_CONDUCT,
    SECEDE,
    PaperOrder,
)
from hexterm.engine.planisphere.words import WORDS, typed_word

PAPER_WORDS: dict[str, Message] = {
    "to": WORDS.phrase("to"), "for": WORDS.phrase("for"), "unit": WORDS.phrase("unit"),
    "faction": WORDS.phrase("faction"), "bearer": WORDS.phrase("bearer"),
    "session": WORDS.phrase("session"), "turns": WORDS.phrase("turns"),
    "kind": WORDS.phrase("kind"), "items": WORDS.phrase("items"),
    "until": WORDS.phrase("until"), "master": WORDS.phrase("master"),
    "at": WORDS.phrase("at"), "propose": WORDS.phrase("propose"),
    "accept": WORDS.phrase("accept"), "refuse": WORDS.phrase("refuse"),
    "leave": WORDS.phrase("leave"), "with": WORDS.phrase("with"),
    "clauses": WORDS.phrase("clauses"), "full": WORDS.phrase("full"),
    "passage": WORDS.phrase("passage"), "non-aggression": WORDS.phrase("non-aggression"),
    "alliance": WORDS.phrase("alliance"),
}
"""The words of a paper line after its verb, as messages: in English the canonical word
(`str`), in French a word `papers.py` reads as it (à, pour, unité, porteur, tours, type,
objets, jusqu'à, maître, proposer, accepter, refuser, quitter, avec, complet,
non-agression)."""

Token = Message | str | Listing
"""A word of a paper line: a word of the rules (a message), a name, code, hex or number
as written (text), or several joined by ',' (a listing)."""


def _joined(words: Sequence[Message | str]) -> Listing:
    return Listing(tuple(words), ",")


def _safe_conduct_tokens(order: PaperOrder) -> tuple[Token, ...]:
    words: list[Token] = [PAPER_WORDS["to"], order.holder, PAPER_WORDS["for"],
                          PAPER_WORDS[order.scope], *([order.subject] if order.subject
                                                      else [])]
    if order.limit == "session":
        words.append(PAPER_WORDS["session"])
    elif order.limit == "turns":
        words += [PAPER_WORDS["turns"], _joined([str(t) for t in order.turns])]
    return tuple(words)


def paper_tokens(order: PaperOrder) -> tuple[Token, ...]:
    """The words of `order` after its verb: its canonical form is each one's English
    (`paper_words`), the player's words each one said (the screens)."""
    w = PAPER_WORDS
    verb = order.verb
    if verb == SAFE_CONDUCT:
        return _safe_conduct_tokens(order)
    if verb == MERCENARY:
        return (w["to"], order.holder, w["kind"], order.kind,
                *((w["items"], _joined(order.items)) if order.items else ()),
                *((w["until"], str(order.until)) if order.until else ()))
    if verb == MASTER:
        return (w["to"], order.holder, w["master"], order.master)
    if verb == HIRE:
        assert order.place is not None
        return (order.doc, w["at"], order.place.label,
                *((typed_word(order.direction.name),) if order.direction else ()))
    if verb == ACCORD and order.action == "propose":
        return (w["propose"], order.name, w["with"], _joined(order.factions),
                w["clauses"], _joined([w[c.value] for c in order.clauses]),
                *((":", order.text) if order.text else ()))
    if verb == ACCORD:
        return (w[order.action], order.doc)
    if verb == REVEAL:
        return (order.doc, *((w["full"],) if order.full else ()))
    if verb == SECEDE:
        return (order.faction, order.name, order.prefix)
    if verb == JOIN:
        return (order.faction,)
    return (order.doc,)


def paper_words(order: PaperOrder) -> tuple[str, ...]:
    """The words of `order` after its verb, in canonical form (read back to `order`)."""
    return tuple(str(token) for token in paper_tokens(order))
