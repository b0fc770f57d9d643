"""The help texts, one per screen ("topic") and language: the keys, then the rules.

Each language module (`en`, `fr`) holds a `HELP` mapping of topic -> `HelpText`;
`economy` (chest, markets, influence charts) and `papers` (documents, accords,
annotations, quests) hold their screens' help in both languages. The
texts say what hexterm does (docs/rules/planisphere.md, docs/orders.md and the code
are the truth where they made a reading), with the rulebook's French terms: kept as
they are in French, kept and explained in English. Lines are at most 76 characters,
so that a text reads whole at 80 columns; `#` at the start of a rules line marks a
heading, and a keys entry with an empty key continues the entry above.
"""

from __future__ import annotations

from hexterm.helptexts import economy, en, fr, novlemia, papers
from hexterm.helptexts.helptext import HelpText

TOPICS = ("title", "new_game", "load", "handoff", "map", "order_form", "orders_text",
          "reports", "chest", "market", "influence_chart", *papers.HELP_EN,
          *novlemia.HELP_EN)
"""Every screen's help; those of the documents, accords, annotations and quests screens
are the topics `papers` writes."""
DEFAULT_TOPIC = "map"

TEXTS: dict[str, dict[str, HelpText]] = {
    "en": {**en.HELP, **economy.HELP_EN, **papers.HELP_EN, **novlemia.HELP_EN},
    "fr": {**fr.HELP, **economy.HELP_FR, **papers.HELP_FR, **novlemia.HELP_FR},
}


def help_text(topic: str, lang: str) -> HelpText:
    """The help of `topic` in `lang` ("en" or "fr"); the map's for an unknown topic."""
    texts = TEXTS.get(lang, TEXTS["en"])
    return texts.get(topic, texts[DEFAULT_TOPIC])
