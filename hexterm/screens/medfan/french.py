"""The Med-Fan campaign's engine sentences still said as English sentences (patterns for
`hexterm.i18n.said`, `french_messages`; found by `hexterm.locale_fr.ruleset_words`).
Every text of its screens (`hexterm.i18n.t`), its engine's messages and its tables'
words (marked `titled`) are in the domain medfan's catalogue
(`locale/fr/LC_MESSAGES/medfan.po`; docs/translating.md)."""

from __future__ import annotations

from hexterm.screens.medfan.french_messages import MESSAGES

__all__ = ["MESSAGES"]
