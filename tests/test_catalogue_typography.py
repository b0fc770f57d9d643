"""French typography in the messages the catalogues render (issue 27: « » where quotes
are shown, numbers as 205 200): a field a template shows quoted (``{word!r}``) in the
language's quotes, a whole number of five digits or more grouped by three; English as
it always was, a number the template formats itself ({n:+d}) left to it, and a list
separated by semicolons with a no-break space before each in French (a ; b)."""

from __future__ import annotations

from hexterm.catalogues import render
from hexterm.engine.messages import Listing, Message, phrase
from hexterm.typography import NBSP, NNBSP


def test_a_quoted_value_is_in_guillemets_in_french() -> None:
    message = phrase("{what} is {kind}, not {value!r}", what=phrase("the figures lost"),
                     kind=phrase("a whole number"), value="beaucoup")
    assert render(message, "en") == "the figures lost is a whole number, not 'beaucoup'"
    assert render(message, "fr") == (f"le nombre de figurines perdues est un nombre entier, "
                                      f"pas «{NBSP}beaucoup{NBSP}»")


def test_a_number_is_grouped_by_three_in_french() -> None:
    message = phrase("turn {turn} resolved", turn=205200)
    assert render(message, "en") == "turn 205200 resolved"
    assert render(message, "fr") == f"tour 205{NNBSP}200 résolu"
    # four digits stay as they are (1 234 is not grouped in French either)
    assert render(phrase("turn {turn} resolved", turn=1234), "fr") == "tour 1234 résolu"


def test_a_number_the_template_formats_is_left_to_it() -> None:
    message = Message("a gain of {n:+d} on {total}", {"n": 12345, "total": 54321})
    assert render(message, "fr") == f"a gain of +12345 on 54{NNBSP}321"
    assert render(message, "en") == "a gain of +12345 on 54321"


def test_a_listing_separated_by_semicolons_has_a_space_before_them_in_french() -> None:
    message = phrase("Awaited: {names}", names=Listing(("ana", "bob"), "; "))
    assert render(message, "en") == "Awaited: ana; bob"
    assert render(message, "fr") == f"Attendus : ana{NBSP}; bob"
    # a comma takes no space before it, in French either
    listed = phrase("Awaited: {names}", names=Listing(("ana", "bob")))
    assert render(listed, "fr") == "Attendus : ana, bob"
