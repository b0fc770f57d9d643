"""An order as the screens show it: the canonical text (`unit GLA1: move NW N`, what the
save keeps) said in the player's words, the rulebook's in French (`unité GLA1 : déplacer
NO N`), which the orders read as well (engine/planisphere/words.py)."""

from __future__ import annotations

from collections.abc import Sequence

from hexterm.engine.planisphere.orders.lines import Action, action_text
from hexterm.engine.planisphere.words import WORDS, typed_word
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
