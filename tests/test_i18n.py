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


def english_texts() -> dict[str, str]:
    """Every literal text given to t() in hexterm/, and every key description in a
    BINDINGS list, with the file it is in."""
    import ast
    from pathlib import Path

    import hexterm

    found: dict[str, str] = {}
    for path in Path(hexterm.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "t" \
                    and node.args and isinstance(node.args[0], ast.Constant):
                found.setdefault(node.args[0].value, path.name)
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.List) and any(
                    getattr(target, "id", "") == "BINDINGS" for target in node.targets):
                for item in node.value.elts:
                    parts = item.elts if isinstance(item, ast.Tuple) else getattr(
                        item, "args", [])
                    if len(parts) >= 3 and isinstance(parts[2], ast.Constant):
                        found.setdefault(parts[2].value, path.name)
    return found


def test_every_text_of_the_screens_has_its_french() -> None:
    from hexterm.screens.planisphere.play import SCORE_MARKS
    from hexterm.screens.planisphere.reports import SECTIONS
    from hexterm.screens.planisphere.widgets.order_form import SCORES, VERB_NAMES

    texts = english_texts()
    # Texts looked up through a table rather than written in the call:
    for table, values in (("order_form", VERB_NAMES.values()), ("order_form", SCORES),
                          ("play", SCORE_MARKS.values()),
                          ("reports", [title for title, _ in SECTIONS])):
        texts.update(dict.fromkeys(values, table))
    assert len(texts) > 100  # the scan does find the screens' texts
    missing = sorted(f"{where}: {text!r}" for text, where in texts.items()
                     if any(c.isalpha() for c in text) and text not in FRENCH)
    assert not missing, "no French for:\n" + "\n".join(missing)
