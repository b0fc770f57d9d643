"""The help texts, one per screen ("topic") and language: the keys, then the rules.

Each language module (`en`, `fr`) holds a `HELP` mapping of topic -> `HelpText` for
the shared screens (title, new game, load, hand-off); the help of a ruleset's own
screens (`HELP_EN`, `HELP_FR`, and `DEFAULT_TOPIC`, the topic shown for one nobody
wrote) and of its game (`GUIDE`, given by its screen set) live in its screen folder
(`help.py`, see `hexterm.screens`). The
texts say what hexterm does (the rules docs/rules/ and docs/orders.md describe, and the
code, are the truth where they made a reading), with the rulebook's French terms: kept as
they are in French, kept and explained in English. Lines are at most 76 characters,
so that a text reads whole at 80 columns; `#` at the start of a rules line marks a
heading, and a keys entry with an empty key continues the entry above.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from hexterm.engine import rulesets
from hexterm.helptexts import en, fr
from hexterm.helptexts.helptext import HelpText
from hexterm.locale_fr.ruleset_words import ruleset_module, ruleset_modules

SHARED_TOPICS = ("title", "new_game", "load", "overview", "handoff", "organiser")
"""The help of the shared screens."""


@cache
def _gathered() -> tuple[tuple[str, ...], dict[str, dict[str, HelpText]]]:
    """(TOPICS, TEXTS): the shared topics, then those of the rulesets' own screens."""
    rulesets_en: dict[str, HelpText] = {}
    rulesets_fr: dict[str, HelpText] = {}
    for found in ruleset_modules("help"):
        rulesets_en.update(getattr(found, "HELP_EN", {}))
        rulesets_fr.update(getattr(found, "HELP_FR", {}))
    return (*SHARED_TOPICS, *rulesets_en), {
        "en": {**en.HELP, **rulesets_en},
        "fr": {**fr.HELP, **rulesets_fr},
    }


@cache
def _default_topic() -> str:
    """The topic shown for one nobody wrote: the one the help of the default ruleset's
    screens names (the game a new game plays when none is named), else the title's."""
    found = ruleset_module(rulesets.DEFAULT_RULESET, "help")
    topic: str = getattr(found, "DEFAULT_TOPIC", SHARED_TOPICS[0])
    return topic


def __getattr__(name: str) -> Any:
    """`TOPICS` (every screen's help), `TEXTS` (language -> topic -> text) and
    `DEFAULT_TOPIC`, gathered the first time one is asked for: a ruleset's help module
    imports `HelpText` from this package, so it is read once this package and it are
    both whole."""
    if name == "DEFAULT_TOPIC":
        return _default_topic()
    if name == "TOPICS":
        return _gathered()[0]
    if name == "TEXTS":
        return _gathered()[1]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def help_text(topic: str, lang: str) -> HelpText:
    """The help of `topic` in `lang` ("en" or "fr"); `DEFAULT_TOPIC`'s for an unknown
    topic."""
    texts = _gathered()[1]
    found = texts.get(lang, texts["en"])
    return found.get(topic, found[_default_topic()])
