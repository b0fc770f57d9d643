"""The French catalogue: complete parts, the same fields as the English, no key twice,
and the language chosen from the environment."""

from __future__ import annotations

import string

import pytest

from hexterm import i18n
from hexterm.locale_fr import FRENCH, PARTS


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_no_key_is_translated_twice() -> None:
    seen: set[str] = set()
    for part in PARTS:
        twice = seen & part.keys()
        assert not twice, f"translated in two parts: {sorted(twice)}"
        seen |= part.keys()
    assert len(FRENCH) == sum(len(part) for part in PARTS)


@pytest.mark.parametrize("english", sorted(FRENCH))
def test_a_translation_keeps_the_fields(english: str) -> None:
    assert fields(FRENCH[english]) == fields(english)


@pytest.mark.parametrize(("environ", "expected"), [
    ({"LANG": "fr_FR.UTF-8"}, "fr"),
    ({"LANG": "en_GB.UTF-8"}, "en"),
    ({"LC_ALL": "fr_BE.UTF-8", "LANG": "en_US.UTF-8"}, "fr"),  # LC_ALL wins
    ({"LC_MESSAGES": "C", "LANG": "fr_FR.UTF-8"}, "en"),  # the first one set wins
    ({}, "en"),
])
def test_language_from_env(environ: dict[str, str], expected: str) -> None:
    assert i18n.language_from_env(environ) == expected


def test_french_texts_are_looked_up_and_filled() -> None:
    try:
        i18n.set_language("fr")
        assert i18n.t("Turn {turn}", turn=3) == "Tour 3"
        assert i18n.t("a text with no translation") == "a text with no translation"
    finally:
        i18n.set_language("en")
    assert i18n.t("Turn {turn}", turn=3) == "Turn 3"


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown language 'de'"):
        i18n.set_language("de")
