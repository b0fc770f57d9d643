"""Words typed in both languages: a French player's orders in the rulebook's words and an
English player's give the same canonical text (what the save keeps), and the screens
show an order in the player's words (hexterm/screens/planisphere/order_words.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from hexterm import i18n
from hexterm.engine.planisphere.orders.lines import format_orders, parse_orders
from hexterm.screens.planisphere.order_words import order_said

ENGLISH = """
safe-conduct to bob for unit LIB3 turns 3,4
convert cavalerie
unit GLA1
  move NW SW N
  attack LIB4 to-death
unit GLA2: trade at D02 buy bois:10 sell sel:2
unit GLA3: build defence
"""
FRENCH = """
sauf-conduit à bob pour unité LIB3 tours 3,4
convertir cavalerie
unité GLA1
  déplacer NO SO N
  attaquer LIB4 à-mort
unité GLA2: commercer à D02 acheter bois:10 vendre sel:2
unité GLA3: construire défense
"""


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_both_languages_words_are_read_whatever_the_screens_language(lang: str) -> None:
    i18n.set_language(lang)
    assert format_orders(parse_orders(FRENCH)) == format_orders(parse_orders(ENGLISH))
    assert "unit GLA1\n  move NW SW N\n  attack LIB4 to-death" in format_orders(
        parse_orders(FRENCH))  # the save keeps the English words


def test_an_order_is_shown_in_the_players_words() -> None:
    order = parse_orders(ENGLISH).of("GLA1")
    assert order is not None
    assert order_said(order.unit, order.actions) == "unit GLA1: move NW SW N; attack LIB4 to-death"
    i18n.set_language("fr")
    assert order_said(order.unit, order.actions) == \
        "unité GLA1 : déplacer NO SO N; attaquer LIB4 à-mort"
    trade = parse_orders(ENGLISH).of("GLA2")
    assert trade is not None
    assert order_said(trade.unit, trade.actions) == \
        "unité GLA2 : commercer à D02 acheter bois:10 vendre sel:2"
