"""The sentences of the Planisphère's screens, from the game's catalogue domain
(planisphere: hexterm/screens/planisphere/locale/, docs/translating.md), beside its
engine's messages."""

from __future__ import annotations

from hexterm.engine.planisphere.words import WORDS
from hexterm.i18n import said, typeset


def phrase(text: str, **fields: object) -> str:
    """`text` in the player's language, its fields filled in: a sentence of the
    Planisphère's screens. `text` is a literal, the English identifier the catalogues'
    extraction reads (as `WORDS.phrase`'s, whose message this says); in French the
    elision (d'alice), then `hexterm.i18n.typeset`: numbers grouped (205 200), a space
    before : and ;, « » around what is quoted."""
    return typeset(said(WORDS.phrase(text, **fields)))
