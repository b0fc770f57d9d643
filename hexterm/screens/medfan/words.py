"""The sentences of the Med-Fan screens, from the campaign's catalogue domain (medfan:
hexterm/screens/medfan/locale/, docs/translating.md), beside its engine's messages."""

from __future__ import annotations

from dataclasses import replace

from hexterm.engine.medfan.words import WORDS
from hexterm.engine.messages import Message
from hexterm.i18n import said


def phrase(text: str, **fields: object) -> str:
    """`text` in the player's language, its fields filled in (French elision too): a
    sentence of the campaign's screens. `text` is a literal, the English identifier the
    catalogues' extraction reads (as `WORDS.phrase`'s, whose message this says)."""
    return said(WORDS.phrase(text, **fields))


def filled(message: Message, **fields: object) -> str:
    """A message of the campaign chosen at run time (a log's sentence by its event's
    key), said in the player's language with `fields` (a KeyError for one missing)."""
    return said(replace(message, fields=fields))
