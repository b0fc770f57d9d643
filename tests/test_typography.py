"""French typography, written by one helper (`hexterm.i18n.typeset`, `number`, and
`t` for the numbers and quotes of its texts): a no-break space before ':' and ';', « »
around what is quoted, numbers grouped by three from five digits (205 200); the
rulebook's NO and SO for the directions. English stays as it is."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from hexterm import i18n
from hexterm.i18n import NBSP, NNBSP, direction, number, t, typeset


@pytest.fixture(autouse=True)
def french() -> Iterator[None]:
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


def test_a_space_goes_before_a_colon_and_a_semicolon() -> None:
    assert typeset("bob: 1 territoire; alice: 2") == (
        f"bob{NBSP}: 1 territoire{NBSP}; alice{NBSP}: 2")
    assert typeset("fin :") == "fin :"  # a space already there stays
    # not a colon inside a word, a time or an address
    assert typeset("à 10:25, ctrl+s, https://example.org") == (
        "à 10:25, ctrl+s, https://example.org")


def test_quotes_become_guillemets_but_not_apostrophes() -> None:
    assert typeset("'zzz' n'est pas un ordre") == f"«{NBSP}zzz{NBSP}» n'est pas un ordre"
    assert typeset('le mot "draw"') == f"le mot «{NBSP}draw{NBSP}»"
    assert typeset("l'objectif d'alice") == "l'objectif d'alice"


def test_numbers_are_grouped_by_three_from_five_digits() -> None:
    assert number(205200) == f"205{NNBSP}200"
    assert number(1234567) == f"1{NNBSP}234{NNBSP}567"
    assert number(-12345) == f"-12{NNBSP}345"
    assert number(9999) == "9999"  # four digits stay whole
    assert typeset("205200 habitants, C11, 2026") == f"205{NNBSP}200 habitants, C11, 2026"
    assert t("Turn {turn}", turn=12) == "Tour 12"
    assert t("Turn {turn}", turn=205200) == f"Tour 205{NNBSP}200"
    assert number(205200, "en") == "205200"


def test_english_is_left_as_it_is() -> None:
    i18n.set_language("en")
    text = "bob: 1 territory; 'zzz' is 205200"
    assert typeset(text) == text and t("Turn {turn}", turn=205200) == "Turn 205200"
    assert direction("NW") == "NW" and direction("SW") == "SW"


def test_directions_in_the_rulebooks_words() -> None:
    assert [direction(d) for d in ("NW", "N", "NE", "SW", "S", "SE")] == [
        "NO", "N", "NE", "SO", "S", "SE"]
