"""The one text of the Planisphère's screens `hexterm.i18n.t` still finds here (found by
`hexterm.locale_fr.ruleset_words`): a card's place when it has none, "reserve", said
"réserve" where the domain's catalogue says the same identifier "en réserve" (a unit's
state, `hexterm.engine.planisphere.words`). Every other text of its screens is in the
domain planisphere's catalogue (locale/fr/LC_MESSAGES/planisphere.po;
docs/translating.md)."""

from __future__ import annotations

FRENCH: dict[str, str] = {
    "reserve": "réserve",
}
