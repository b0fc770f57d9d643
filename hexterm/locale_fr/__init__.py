"""What is left of the older French dictionaries (see `hexterm.i18n`): the few texts
`hexterm.i18n.t` is given that the gettext catalogues cannot hold yet (`FRENCH`, from
each ruleset's screen folder, `french.py`, found by `hexterm.locale_fr.ruleset_words`):
a text whose French differs from that of the same identifier in its domain's
catalogue, or a line of a report not yet made a message. Every other text `t` says is
in the catalogues, and the engine's sentences are messages (docs/translating.md).
"""

from __future__ import annotations

from hexterm.locale_fr.ruleset_words import ruleset_modules

_RULESETS = ruleset_modules("french")
PARTS: tuple[dict[str, str], ...] = tuple(getattr(french, "FRENCH", {}) for french in _RULESETS)
FRENCH: dict[str, str] = {key: text for part in PARTS for key, text in part.items()}
__all__ = ["FRENCH", "PARTS"]
