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

from hexterm.helptexts import economy, en, fr, papers
from hexterm.helptexts.helptext import HelpText
from hexterm.screens import ruleset_modules

_RULESETS_EN: dict[str, HelpText] = {}
_RULESETS_FR: dict[str, HelpText] = {}
for _help in ruleset_modules("help"):
    _RULESETS_EN.update(getattr(_help, "HELP_EN", {}))
    _RULESETS_FR.update(getattr(_help, "HELP_FR", {}))

TOPICS = ("title", "new_game", "load", "handoff", "map", "order_form", "orders_text",
          "reports", "chest", "market", "influence_chart", *papers.HELP_EN,
          *_RULESETS_EN)
"""Every screen's help; those of the documents, accords, annotations and quests screens
are the topics `papers` writes, then those of the rulesets' own screens."""
DEFAULT_TOPIC = "map"

TEXTS: dict[str, dict[str, HelpText]] = {
    "en": {**en.HELP, **economy.HELP_EN, **papers.HELP_EN, **_RULESETS_EN},
    "fr": {**fr.HELP, **economy.HELP_FR, **papers.HELP_FR, **_RULESETS_FR},
}


def help_text(topic: str, lang: str) -> HelpText:
    """The help of `topic` in `lang` ("en" or "fr"); the map's for an unknown topic."""
    texts = TEXTS.get(lang, TEXTS["en"])
    return texts.get(topic, texts[DEFAULT_TOPIC])
