"""The sentences of the Med-Fan screens, from the campaign's catalogue domain (medfan:
hexterm/screens/medfan/locale/, docs/translating.md), beside its engine's messages."""

from __future__ import annotations

from hexterm.engine.medfan.words import WORDS
from hexterm.i18n import said


def phrase(text: str, **fields: object) -> str:
    """`text` in the player's language, its fields filled in (French elision too): a
    sentence of the campaign's screens. `text` is a literal, the English identifier the
    catalogues' extraction reads (as `WORDS.phrase`'s, whose message this says)."""
    return said(WORDS.phrase(text, **fields))
