"""The help texts, one per screen ("topic") and language: the keys, then the rules.

Each language module (`en`, `fr`) holds a `HELP` mapping of topic -> `HelpText`;
`economy` (chest, markets, influence charts) and `papers` (documents, accords,
annotations, quests) hold their screens' help in both languages; the help of a
ruleset's own screens (`HELP_EN`, `HELP_FR`) and of its game (`GUIDE`, given by its
screen set) live in its screen folder (`help.py`, see `hexterm.screens`). The
texts say what hexterm does (the rules docs/rules/ and docs/orders.md describe, and the
code, are the truth where they made a reading), with the rulebook's French terms: kept as
they are in French, kept and explained in English. Lines are at most 76 characters,
so that a text reads whole at 80 columns; `#` at the start of a rules line marks a
heading, and a keys entry with an empty key continues the entry above.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from hexterm.helptexts import economy, en, fr, papers
from hexterm.helptexts.helptext import HelpText
from hexterm.locale_fr.ruleset_words import ruleset_modules

SHARED_TOPICS = ("title", "new_game", "load", "handoff", "map", "order_form", "orders_text",
                 "reports", "chest", "market", "influence_chart", *papers.HELP_EN)
"""The help of the shared screens and the map's; those of the documents, accords,
annotations and quests screens are the topics `papers` writes."""
DEFAULT_TOPIC = "map"


@cache
def _gathered() -> tuple[tuple[str, ...], dict[str, dict[str, HelpText]]]:
    """(TOPICS, TEXTS): the shared topics, then those of the rulesets' own screens."""
    rulesets_en: dict[str, HelpText] = {}
    rulesets_fr: dict[str, HelpText] = {}
    for found in ruleset_modules("help"):
        rulesets_en.update(getattr(found, "HELP_EN", {}))
        rulesets_fr.update(getattr(found, "HELP_FR", {}))
    return (*SHARED_TOPICS, *rulesets_en), {
        "en": {**en.HELP, **economy.HELP_EN, **papers.HELP_EN, **rulesets_en},
        "fr": {**fr.HELP, **economy.HELP_FR, **papers.HELP_FR, **rulesets_fr},
    }


def __getattr__(name: str) -> Any:
    """`TOPICS` (every screen's help) and `TEXTS` (language -> topic -> text), gathered
    the first time one is asked for: a ruleset's help module imports `HelpText` from
    this package, so it is read once this package and it are both whole."""
    if name == "TOPICS":
        return _gathered()[0]
    if name == "TEXTS":
        return _gathered()[1]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def help_text(topic: str, lang: str) -> HelpText:
    """The help of `topic` in `lang` ("en" or "fr"); the map's for an unknown topic."""
    texts = _gathered()[1]
    found = texts.get(lang, texts["en"])
    return found.get(topic, found[DEFAULT_TOPIC])
