"""The message mechanism and its catalogues (hexterm.engine.messages, hexterm.catalogues):
a message's English is its template filled in; French comes from a gettext catalogue,
with its plurals (ngettext) and its elisions (d'alice, l'objectif); a third language is
a `.po` file and nothing else (tests/fixtures/locale/eo: Esperanto); the standard
library's reader of `.po` files reads them as Babel does."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.pofile import read_po as babel_read_po

from hexterm import catalogues, i18n
from hexterm.catalogue_files import PoError, mo_bytes, read_po
from hexterm.engine.errors import IllegalOrderError, OrderSyntaxError
from hexterm.engine.messages import Message, Words, phrase, phrase_n

FIXTURES = Path(__file__).parent / "fixtures" / "locale"
TEST = Words("testwords")
ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def test_catalogues() -> Iterator[None]:
    catalogues.use_folder(FIXTURES)
    yield
    catalogues.forget_folder(FIXTURES)
    i18n.set_language("en")


def test_a_message_in_english_is_its_template_filled_in() -> None:
    inner = phrase("{seat} has no input to take back", seat="bob")
    outer = OrderSyntaxError(inner, line=4)
    assert str(outer) == "line 4: bob has no input to take back"
    assert outer.message == phrase("line {line}: {said}", line=4, said=inner)
    assert str(phrase_n("{n} territory", "{n} territories", 1)) == "1 territory"
    assert str(phrase_n("{n} territory", "{n} territories", 0)) == "0 territories"
    assert str(phrase_n("{n} territory", "{n} territories", 2)) == "2 territories"
    # A plain sentence (a part not yet converted) stays one, and has no message.
    plain = IllegalOrderError("x is not a cell", line=2)
    assert (str(plain), plain.message) == ("line 2: x is not a cell", None)


def test_french_from_the_catalogue_nested_messages_too() -> None:
    refused = OrderSyntaxError(TEST.phrase("the objective"), line=3)
    assert refused.message is not None
    catalogues.use_folder(FIXTURES)
    try:
        assert catalogues.render(refused.message, "fr") == "ligne 3 : l'objectif"
        assert catalogues.render(refused.message, "en") == "line 3: the objective"
    finally:
        catalogues.forget_folder(FIXTURES)


@pytest.mark.parametrize(("seat", "french"), [
    ("alice", "Objectif d'alice"), ("Émile", "Objectif d'Émile"),
    ("bob", "Objectif de bob"), ("hugo", "Objectif de hugo"),  # an h is not elided
])
def test_de_before_a_vowel_is_elided(test_catalogues: None, seat: str, french: str) -> None:
    assert catalogues.render(TEST.phrase("Objective of {seat}", seat=seat), "fr") == french


def test_elision_follows_the_field_said_not_the_identifier(test_catalogues: None) -> None:
    assert catalogues.render(TEST.phrase("Le {x} of {y}", x="ours", y="Ys"), "fr") == \
        "L'ours d'Ys"
    # A nested message is said first: "prend l'objectif", not "prend the objective".
    said = TEST.phrase("{seat} takes {thing}", seat="alice", thing=TEST.phrase("the objective"))
    assert catalogues.render(said, "fr") == "alice prend l'objectif"


@pytest.mark.parametrize(("n", "french"), [
    (0, "bob : 0 territoire"), (1, "bob : 1 territoire"), (2, "bob : 2 territoires")])
def test_plurals_by_the_languages_rule(test_catalogues: None, n: int, french: str) -> None:
    said = TEST.phrase_n("{seat}: {n} territory", "{seat}: {n} territories", n, seat="bob")
    assert catalogues.render(said, "fr") == french
    assert catalogues.translated(said, "fr")


def test_a_message_missing_from_the_catalogue_stays_english_and_says_so(
        test_catalogues: None) -> None:
    missing = TEST.phrase("{seat} sleeps", seat="bob")
    assert catalogues.render(missing, "fr") == "bob sleeps"
    assert not catalogues.translated(missing, "fr")
    assert not catalogues.translated(TEST.phrase("{seat} takes {thing}", seat="a",
                                                 thing=missing), "fr")


def test_a_third_language_is_a_po_file_and_nothing_else(test_catalogues: None) -> None:
    assert not list(FIXTURES.rglob("*.mo"))  # only the .po: compiled when first said
    assert "eo" in catalogues.languages()
    i18n.set_language("eo")
    refused = OrderSyntaxError(phrase_n("{n} territory", "{n} territories", 3), line=7)
    assert i18n.said(refused.message or "") == "linio 7: 3 teritorioj"
    assert i18n.said(phrase_n("{n} territory", "{n} territories", 1)) == "1 teritorio"
    # Not in its catalogue (or only fuzzy there): said in English.
    assert i18n.said(phrase("the game is over")) == "the game is over"
    # A screen's text (`t`) too, the shared domain's and a ruleset's (medfan.po beside
    # it); one the language's catalogues lack is said in English.
    assert i18n.t("Pass the keyboard to {name}", name="bob") == "Donu la klavaron al bob"
    assert i18n.t("Council of Archmages") == "Konsilio de Ĉefmagiistoj"
    assert i18n.t("Turn {turn}", turn=3) == "Turn 3"


def test_a_language_without_catalogues_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown language 'xx'"):
        i18n.set_language("xx")


def test_our_po_reader_reads_every_catalogue_as_babel_does() -> None:
    files = [*ROOT.joinpath("hexterm").rglob("*.po"), *FIXTURES.rglob("*.po")]
    assert len(files) >= 3
    for path in files:
        with path.open("rb") as source:
            theirs = {m.id if isinstance(m.id, str) else tuple(m.id):
                      m.string if isinstance(m.string, str) else tuple(m.string)
                      for m in babel_read_po(source) if m.id and not m.fuzzy}
        ours = {e.msgid if e.plural is None else (e.msgid, e.plural):
                e.strings[0] if e.plural is None else tuple(e.strings.values())
                for e in read_po(path.read_text(encoding="utf-8"))
                if e.msgid and "fuzzy" not in e.flags}
        assert ours == theirs, path


def test_a_malformed_po_is_one_sentence_with_its_line() -> None:
    with pytest.raises(PoError, match="line 2: 'msgsrt' is not a keyword"):
        read_po('msgid "a"\nmsgsrt "b"\n')
    with pytest.raises(PoError, match="line 1: a quoted string was expected"):
        read_po("msgid a\n")
    assert mo_bytes(read_po('msgid "a"\nmsgstr ""\n'))  # untranslated: left out, no error


def test_the_message_type_is_plain_data() -> None:
    said = Message("x {a}", {"a": 1})
    assert said == Message("x {a}", {"a": 1}) and said.names() == {"a"}


def test_a_po_edited_after_its_mo_is_the_one_read(tmp_path: Path) -> None:
    """A translator edits the .po of a checkout where a .mo was compiled: the edit is
    what the game says, not the older .mo."""
    folder = tmp_path / "eo" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    po = folder / "hexterm.po"
    po.write_text('msgid "the game is over"\nmsgstr "malnova"\n', encoding="utf-8")
    (folder / "hexterm.mo").write_bytes(mo_bytes(read_po(po.read_text(encoding="utf-8"))))
    po.write_text('msgid "the game is over"\nmsgstr "la ludo finiĝis"\n', encoding="utf-8")
    os.utime(folder / "hexterm.mo", (1, 1))  # compiled long before the edit
    catalogues.use_folder(tmp_path)
    try:
        assert catalogues.render(phrase("the game is over"), "eo") == "la ludo finiĝis"
    finally:
        catalogues.forget_folder(tmp_path)
