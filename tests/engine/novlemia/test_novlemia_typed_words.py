"""The words a Novlémia player types, in both languages: the rulebook's French words
(déplacer, explorer, prospecter, coloniser/fonder, acheter … contre …, échanger …
donne … reçoit …, autoriser, interdire, nommer) read as the English ones, the same
canonical text saved; orders written back in a player's words; the catalogue's French
word of every keyword one the orders read; a refusal in French naming French verbs."""

from __future__ import annotations

import pytest

from hexterm.catalogues import render
from hexterm.engine.errors import OrderSyntaxError
from hexterm.engine.novlemia.orders import format_orders, parse_orders, reads_as
from hexterm.engine.novlemia.words import KEYWORDS

# Each English line and the same order in the rulebook's French words (Actions:
# "déplacement", "exploration", "prospection", "colonisation", "fonde une ville";
# Commerce: "échanger 2M contre 1E"; the other words natural French, docs/rules).
PAIRS = [
    ("move D02", "déplacer D02"),
    ("move SW", "aller SO"),
    ("move NW", "déplacer NO"),
    ("explore D03 C02 E03", "explorer D03 C02 E03"),
    ("prospect", "prospecter"),
    ("colonise Jörnvik", "coloniser Jörnvik"),
    ("colonise Jörnvik", "fonder Jörnvik"),
    ("buy 1E for 1A+1M", "acheter 1E contre 1M+1A"),
    ("trade bob give 1A take 1E", "échanger bob donne 1A reçoit 1E"),
    ("allow bob", "autoriser bob"),
    ("forbid bob", "interdire bob"),
    ("name E02 pêcheries de la côte sud", "nommer E02 pêcheries de la côte sud"),
]

FRENCH_WORDS = {"move": "déplacer", "explore": "explorer", "prospect": "prospecter",
                "colonise": "coloniser", "buy": "acheter", "trade": "échanger",
                "allow": "autoriser", "forbid": "interdire", "name": "nommer",
                "for": "contre", "give": "donne", "take": "reçoit", "SW": "SO", "NW": "NO"}


@pytest.mark.parametrize(("english", "french"), PAIRS)
def test_a_french_line_is_read_as_the_english_one(english: str, french: str) -> None:
    assert parse_orders(french) == parse_orders(english)
    assert format_orders(parse_orders(french)) == english + "\n"  # the save's text


def test_a_group_may_mix_both_languages_in_one_orders_text() -> None:
    mixed = "explorer D02\nmove D02\nacheter 1E for 2M\ntrade bob donne 1A take 1E\n"
    assert format_orders(parse_orders(mixed)) == (
        "explore D02\nmove D02\nbuy 1E for 2M\ntrade bob give 1A take 1E\n")


def test_the_catalogue_says_each_keyword_as_the_rulebook_and_the_orders_read_it() -> None:
    said = {key: render(message, "fr") for key, message in KEYWORDS.items()}
    assert said == FRENCH_WORDS
    assert all(reads_as(key, word) for key, word in said.items())
    assert all(reads_as(key, key) for key in KEYWORDS)
    assert not reads_as("move", "explorer") and not reads_as("for", "donne")


def test_orders_written_in_french_words_read_back_to_the_same_orders() -> None:
    english = "".join(line + "\n" for line, _ in PAIRS if line != "move NW")
    orders = parse_orders(english)
    french = format_orders(orders, FRENCH_WORDS)
    assert "acheter 1E contre 1A+1M\n" in french
    assert "échanger bob donne 1A reçoit 1E\n" in french
    assert "déplacer SO\n" in french and "nommer E02" in french
    assert parse_orders(french) == orders


def test_an_unknown_word_is_refused_naming_the_verbs_in_the_players_language() -> None:
    with pytest.raises(OrderSyntaxError) as refused:
        parse_orders("vendre 1A")
    message = refused.value.message
    assert message is not None
    assert render(message, "fr") == (
        "ligne 1 : «\u00a0vendre\u00a0» n'est pas un ordre de Novlémia (déplacer, explorer, "
        "prospecter, coloniser, acheter, échanger, autoriser, interdire, nommer)")
    assert str(message) == ("line 1: 'vendre' is not a Novlémia order (move, explore, "
                            "prospect, colonise, buy, trade, allow, forbid, name)")
