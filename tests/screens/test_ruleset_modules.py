"""A ruleset's French and help are found in its screen folder by its name alone
(`hexterm.locale_fr.ruleset_words`): every shipped ruleset's help is the one its screen
set gives, its French is in the catalogue the screens read, and a ruleset without a
screen folder (a test's, a plug-in) has none, without an error."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator

import pytest

from hexterm import i18n
from hexterm.engine import rulesets
from hexterm.locale_fr import FRENCH
from hexterm.locale_fr.ruleset_words import ruleset_modules
from hexterm.screens.shared.screen_sets import screens_for

SHIPPED = ("medfan", "novlemia", "planisphere", "saga", "tactical")


@pytest.fixture
def tiny() -> Iterator[None]:
    rulesets.register("tinysteps", "tests.helpers.tiny_steps:TINY")
    yield
    rulesets.forget("tinysteps")


def test_each_shipped_rulesets_help_is_its_screen_sets(tiny: None) -> None:
    found = {module.__name__: module for module in ruleset_modules("help")}
    assert sorted(found) == [f"hexterm.screens.{name}.help" for name in SHIPPED]
    for name in SHIPPED:
        assert screens_for(name).help is found[f"hexterm.screens.{name}.help"].GUIDE


def test_each_rulesets_french_is_in_the_catalogue(tiny: None) -> None:
    """What is left of a ruleset's older French (`french.py`, when it still has one:
    Novlémia's, Med-Fan's and SAGA's are all in their gettext catalogues) is merged into the
    shared one."""
    found = ruleset_modules("french")
    assert [module.__name__ for module in found] == [
        f"hexterm.screens.{name}.french" for name in SHIPPED
        if name not in ("novlemia", "medfan", "saga")]
    for module in found:
        assert getattr(module, "FRENCH", {}).items() <= FRENCH.items()
        assert not hasattr(module, "MESSAGES")  # no English sentence is read back


def test_a_rulesets_title_and_sentences_are_said_in_french() -> None:
    try:
        i18n.set_language("fr")
        assert [i18n.t(rulesets.get_ruleset(name).title) for name in ("saga", "medfan")] \
            == ["Campagne SAGA", "Campagne Med-Fan"]
        from hexterm.engine.tactical.words import WORDS, step_said  # a catalogue's message

        off = step_said(2, WORDS.phrase("{hex} is off the board", hex="Z09"))
        assert i18n.said(off) == "étape 2 : Z09 est hors de la carte"
    finally:
        i18n.set_language("en")


def test_a_part_no_ruleset_has_is_none() -> None:
    assert ruleset_modules("no_such_part") == []


def test_a_rulesets_screen_topics_are_known_whichever_is_imported_first() -> None:
    """A ruleset's help module imports `HelpText` from `hexterm.helptexts`, which gathers
    the rulesets' topics: imported first, in a fresh interpreter, its topics still
    count."""
    for first in ("hexterm.screens.novlemia.play", "hexterm.screens.novlemia.help",
                  "hexterm.helptexts"):
        code = (f"import {first}\nfrom hexterm.helptexts import TEXTS, TOPICS\n"
                "print('nation_map' in TOPICS, TEXTS['fr']['nation_map'].title)")
        ran = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             check=True)
        assert ran.stdout.strip() == "True Novlémia : votre tour", first
