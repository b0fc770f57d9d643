"""The single words of a unit's card that `hexterm.i18n.t` still finds here (found by
`hexterm.locale_fr.ruleset_words`): its placement (`views.Card.placement`) as the card
says it, "au sol", "en vol", where the domain's catalogue says the same identifiers as
the words typed ("sol", "vol"); and a campaign battle's source when the board fought it,
made from its name, not a literal. Every other text of the board, its engine's and its
screens', is in the domain tactical's catalogue (`locale/fr/LC_MESSAGES/tactical.po`;
docs/translating.md)."""

from __future__ import annotations

FRENCH: dict[str, str] = {
    "close-infiltration": "infiltration rapprochée",
    "ground": "au sol",
    "close-flight": "vol rapproché",
    "flight": "en vol",
    # a campaign battle's result handed back by the board, as its log says it
    # (engine/battle.py Source.said: "from {board}" made with the board's name)
    "from the tactical board": "venu du plateau tactique",
}
__all__ = ["FRENCH"]
