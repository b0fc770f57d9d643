"""The texts `t()` says: each found in the gettext catalogues (or the few left in the
older French dictionaries) with the same fields as the English, said the same whichever
domain holds it, French elision; and the language chosen from the environment."""

from __future__ import annotations

import string

import pytest

from hexterm import catalogue_tool, i18n
from hexterm.catalogues import text_of
from hexterm.locale_fr import FRENCH


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def said_texts() -> dict[str, list[tuple[str, str]]]:
    """Every literal text given to `t()` (and every key description of a BINDINGS list),
    by domain: (the text, the file that says it)."""
    found: dict[str, list[tuple[str, str]]] = {}
    for domain in catalogue_tool.domains():
        for path in domain.files():
            found.setdefault(domain.name, []).extend(
                (text, path.name) for _, text in [*catalogue_tool.texts(path),
                                                  *catalogue_tool.bindings(path)])
    return found


def test_a_text_is_said_as_its_own_domain_translates_it() -> None:
    """`t()` looks in the shared domain, then in each ruleset's: a text one domain
    translates must not be shadowed by another's different French (what the old check
    of a key translated twice guarded). The few texts whose French differs from their
    domain's same identifier are kept in the older dictionaries (`FRENCH`), which `t`
    reads first."""
    from hexterm.catalogues import translations

    shadowed = []
    for domain, texts in said_texts().items():
        catalog = getattr(translations(domain, "fr"), "_catalog", {})
        for text, where in texts:
            if text not in FRENCH and catalog.get(text) != text_of(text, "fr"):
                shadowed.append(f"{where}: {text!r}: {catalog.get(text)!r} in {domain}, "
                                f"{text_of(text, 'fr')!r} said")
    assert shadowed == []


@pytest.mark.parametrize("english", sorted(FRENCH))
def test_a_translation_left_in_the_dictionaries_keeps_the_fields(english: str) -> None:
    assert fields(FRENCH[english]) == fields(english)


def test_the_dictionaries_keep_only_what_the_catalogues_cannot_say() -> None:
    """What is left of them is a handful of texts (SAGA's report lines said from a table,
    a few words whose catalogue identifier says them otherwise), not the screens'."""
    assert len(FRENCH) < 40
    assert "Turn {turn}" not in FRENCH and "Pass the keyboard to {name}" not in FRENCH


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
        assert i18n.t("Turn {turn}", turn=205200) == "Tour 205\u202f200"
        assert i18n.t("a text with no translation") == "a text with no translation"
        # a ruleset's text, from its own domain (medfan.po), a table's word marked titled
        assert i18n.t("Council of Archmages") == "Conseil des Archimages"
    finally:
        i18n.set_language("en")
    assert i18n.t("Turn {turn}", turn=3) == "Turn 3"


def test_a_french_text_elides_before_a_vowel_as_a_message_does() -> None:
    """"tant que {name}": qu'alice, but que bob (docs/translating.md, Elision)."""
    text = "Nothing of anyone's game is shown until {name} is at the keyboard."
    try:
        i18n.set_language("fr")
        assert "tant qu'alice n'est pas au clavier" in i18n.t(text, name="alice")
        assert "tant que bob n'est pas au clavier" in i18n.t(text, name="bob")
    finally:
        i18n.set_language("en")


def test_a_french_text_quotes_a_quoted_field_as_a_message_does() -> None:
    """A field written {part!r} is a word in the language's quotes: « 6x » in French
    (with no-break spaces inside), '6x' in English, as the engine's messages say it."""
    text = "Figures left: {part!r} is not UNIT=FIGURES, such as warriors1=6."
    assert i18n.t(text, part="6x").startswith("Figures left: '6x' is not")
    try:
        i18n.set_language("fr")
        said = i18n.t(text, part="6x")
        assert said.startswith("Figurines restantes : «\u00a06x\u00a0» n'est pas"), said
    finally:
        i18n.set_language("en")


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown language 'de'"):
        i18n.set_language("de")


def test_every_text_of_the_screens_has_its_french() -> None:
    """Every text `t()` is given, literal or a marked word of a table (the order form's
    verbs, the scores, the report's sections), is extracted, and French has it."""
    from hexterm.screens.planisphere.panel import SCORE_MARKS
    from hexterm.screens.planisphere.reports import SECTIONS
    from hexterm.screens.planisphere.widgets.action_row import SCORES, VERB_NAMES

    texts = {text for found in said_texts().values() for text, _ in found}
    assert len(texts) > 200  # the scan does find the screens' texts
    tables = [*VERB_NAMES.values(), *SCORES, *SCORE_MARKS.values(),
              *(title for title, _ in SECTIONS)]
    extracted = {msgid for domain in catalogue_tool.domains()
                 for msgid, _ in catalogue_tool.extract(domain)}
    assert [word for word in tables if word not in extracted] == []
    missing = sorted(text for text in {*texts, *tables} if any(c.isalpha() for c in text)
                     and text not in FRENCH and text_of(text, "fr") is None)
    assert not missing, "no French for:\n" + "\n".join(missing)


def test_a_text_made_from_a_name_is_still_said_in_french() -> None:
    """A campaign battle's source, "from the tactical board", is made from the board's
    name (no literal to extract): the older dictionary keeps its French."""
    from hexterm.widgets.battle_entries import source_label

    try:
        i18n.set_language("fr")
        assert source_label("board") == "venu du plateau tactique"
        assert source_label("table") == "saisi à la table"
    finally:
        i18n.set_language("en")
    assert source_label("board") == "from the tactical board"
