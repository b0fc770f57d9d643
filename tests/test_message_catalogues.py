"""A check that cannot miss: every message of the source (the first argument of each
`phrase`/`phrase_n`/`titled`, extracted with Babel as the translators' tool does; the
literal text of each `t(...)` and each key description of a BINDINGS list) has its
French in its domain's catalogue, with the same fields; no message is made from an
f-string (extraction could not read it)."""

from __future__ import annotations

import re

from hexterm import catalogue_tool
from hexterm.engine.messages import SHARED


def test_every_message_of_the_source_has_its_french_with_the_same_fields() -> None:
    found = {domain.name: catalogue_tool.extract(domain) for domain in catalogue_tool.domains()}
    assert ("line {line}: {said}", None) in found[SHARED]  # the extraction read the source
    assert catalogue_tool.missing("fr") == []


def test_a_missing_or_mismatched_translation_is_caught(tmp_path, monkeypatch) -> None:
    shared = next(d for d in catalogue_tool.domains() if d.name == SHARED)
    (tmp_path / "fr" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "fr" / "LC_MESSAGES" / "hexterm.po").write_text(
        'msgid "line {line}: {said}"\nmsgstr "ligne {ligne} : {said}"\n')
    monkeypatch.setattr(catalogue_tool, "domains", lambda: [
        catalogue_tool.Domain(SHARED, tmp_path, shared.sources, shared.left_out)])
    problems = catalogue_tool.missing("fr")
    assert any("the fr of 'line {line}: {said}' has the fields ['ligne', 'said']" in p
               for p in problems)
    assert len(problems) == len(catalogue_tool.extract(shared))


def test_no_message_is_made_from_an_f_string() -> None:
    made = re.compile(r"\bphrase(?:_n)?\(\s*f[\"']")
    for domain in catalogue_tool.domains():
        for path in domain.files():
            assert not made.search(path.read_text(encoding="utf-8")), path


def test_every_call_that_makes_a_message_is_extracted() -> None:
    """A `phrase(...)` written where the extraction cannot read it (inside an f-string's
    braces, before Python 3.12) would be missing from every catalogue and never caught:
    each call in the source is one message extracted, at its line."""
    call = re.compile(r"(?<![\w])(?:phrase(?:_n)?|titled|t)\(\s*[\"']")
    for domain in catalogue_tool.domains():
        places = [where for wheres in catalogue_tool.extract(domain).values()
                  for where in wheres]
        for path in domain.files():
            name = str(path.relative_to(catalogue_tool.ROOT.parent))
            written = len(call.findall(path.read_text(encoding="utf-8")))
            written += len(catalogue_tool.bindings(path))  # the keys' descriptions
            if domain.name == SHARED and str(path.relative_to(catalogue_tool.ROOT)) in \
                    catalogue_tool.HELPED:  # argparse's help strings, messages too
                written += len(catalogue_tool.helps(path))
            assert written == sum(1 for file, _ in places if file == name), name


def test_the_medfan_domain_is_found_through_its_registry_entry() -> None:
    """Med-Fan's messages are its own domain's, extracted from its engine package and
    its screen folder, its French beside its screens."""
    medfan = next(d for d in catalogue_tool.domains() if d.name == "medfan")
    assert medfan.po("fr") == (catalogue_tool.ROOT / "screens" / "medfan" / "locale" / "fr"
                               / "LC_MESSAGES" / "medfan.po")
    found = catalogue_tool.extract(medfan)
    assert ("two units are called {name}", None) in found
    assert ("{seat}: {treasury} #, {n} territory, {figures} figures",
            "{seat}: {treasury} #, {n} territories, {figures} figures") in found
    shared = next(d for d in catalogue_tool.domains() if d.name == SHARED)
    assert ("two units are called {name}", None) not in catalogue_tool.extract(shared)


def test_a_text_given_to_t_without_french_is_caught(tmp_path, monkeypatch) -> None:
    """A screen's `t("...")`, a word of a table marked `titled`, and a key's description
    are messages of their file's domain: one without French is a problem."""
    screens = tmp_path / "hexterm" / "screens"
    screens.mkdir(parents=True)
    (screens / "panel.py").write_text(
        'from hexterm.i18n import t\n'
        'KINDS = {"troop": titled("a word of a table")}\n'
        'BINDINGS = [("q", "quit", "Leave the panel")]\n'
        'def label(name):\n'
        '    return t("Nothing is said of {name}", name=name) + t(KINDS["troop"])\n')
    (tmp_path / "fr" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "fr" / "LC_MESSAGES" / "panel.po").write_text(
        'msgid "a word of a table"\nmsgstr "un mot d\'une table"\n')
    monkeypatch.setattr(catalogue_tool, "domains", lambda: [
        catalogue_tool.Domain("panel", tmp_path, (screens,))])
    monkeypatch.setattr(catalogue_tool, "ROOT", tmp_path / "hexterm")
    problems = catalogue_tool.missing("fr")
    assert problems == ["hexterm/screens/panel.py:3: panel: no fr for 'Leave the panel'",
                        "hexterm/screens/panel.py:5: panel: no fr for "
                        "'Nothing is said of {name}'"]
