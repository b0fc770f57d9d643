"""An order as the screens show it: the canonical text (`unit GLA1: move NW N`, what the
save keeps) said in the player's words, the rulebook's in French (`unité GLA1 : déplacer
NO N`), which the orders read as well (engine/planisphere/words.py); a paper line too
(`accord propose Paix with liberia clauses passage` → `grand-accord proposer Paix avec
liberia clauses passage`, orders/papers.py and papers_written.py), and the orders a seat
starts from."""

from __future__ import annotations

from collections.abc import Sequence

from hexterm.engine.errors import HextermError
from hexterm.engine.messages import Listing, Message
from hexterm.engine.orderfile import ActionText
from hexterm.engine.planisphere.orders.lines import Action, Orders, action_text
from hexterm.engine.planisphere.orders.papers import PaperOrder, parse_paper_order
from hexterm.engine.planisphere.orders.papers_written import paper_tokens
from hexterm.engine.planisphere.words import WORDS, typed_word, verb_word
from hexterm.i18n import said, said_or_name


def words_said(text: str) -> str:
    """Canonical words in the player's words, each the orders' word for it (codes,
    hexes, numbers and keys as they are): ``convertir chasseurs-des-cimes``."""
    return " ".join(said_or_name(typed_word(word)) for word in text.split(" "))


def action_said(action: Action) -> str:
    """One action in the player's words: ``déplacer NO N``, ``attaquer LIB4 à-mort``."""
    return words_said(action_text(action))


def actions_said(actions: Sequence[Action]) -> str:
    """An order's actions, ';' between them."""
    return "; ".join(action_said(a) for a in actions)


def order_said(unit: str, actions: Sequence[Action]) -> str:
    """A unit's whole order on one line: ``unité GLA1 : déplacer NO N``."""
    return said(WORDS.phrase("unit {unit}: {actions}", unit=unit,
                             actions=actions_said(actions)))


def token_said(token: object) -> str:
    """A word of a paper line (`papers_written.Token`) in the player's words: a word of the
    rules said, names and codes as written."""
    if isinstance(token, Listing):
        return token.separator.join(token_said(item) for item in token.items)
    return said(token) if isinstance(token, Message) else str(token)


def paper_said(order: PaperOrder) -> str:
    """A paper line in the player's words: ``sauf-conduit à bob pour unité LIB3 tours
    3,4``."""
    return " ".join(token_said(word) for word in (verb_word(order.verb),
                                                    *paper_tokens(order)))


def terms_said(order: PaperOrder) -> str:
    """What a document issued says after its holder, in the player's words: ``pour
    unité LIB3 tours 3,4``."""
    return " ".join(token_said(word) for word in paper_tokens(order)[2:])


def line_said(line: str) -> str:
    """A line of the seat as the orders file writes it (a paper, a reserve order) in
    the player's words."""
    words = line.split()
    try:
        order = parse_paper_order(ActionText(words[0].lower(), tuple(words[1:]), 0)) \
            if words else None
    except HextermError:
        order = None
    return paper_said(order) if order is not None else words_said(line)


def orders_said(orders: Orders) -> str:
    """The units' orders, a line each, in the player's words (the text a seat starts
    from in the orders editor)."""
    return "".join(order_said(o.unit, o.actions) + "\n" for o in orders.units)
