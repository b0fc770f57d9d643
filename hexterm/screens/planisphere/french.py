"""French of the Planisphère's screens that is still looked up by key with
`hexterm.i18n.t` (found by `hexterm.locale_fr.ruleset_words`). The sentences its screens
write are messages of the domain planisphere (`words.phrase`, their French in
locale/fr/LC_MESSAGES/planisphere.po); what stays here is what `t()` is given as a
variable, not a literal: the keys' descriptions of the screens' BINDINGS (translated by
the shared footer and palette, `hexterm.widgets.localised`), the actions of the order
form's list (`widgets.action_row.VERB_NAMES`), a node's scores whole and short
(`SCORES`, `play.SCORE_MARKS`), the report's section titles (`reports.SECTIONS`), the
map's layers and the seat's roles. The chest's and market's keys are in
`french_economy`, the papers' in `french_diplomacy`.

Rule terms follow the rulebook: the actions are those of the Modèle d'Ordre (Se
déplacer, Attaquer, Défendre, Se cacher, Reconnaissance, Construire, Saper,
Déployer) and a node's scores keep their French names.
"""

from __future__ import annotations

from hexterm.screens.planisphere.french_diplomacy import DIPLOMACY
from hexterm.screens.planisphere.french_economy import ECONOMY

MAP: dict[str, str] = {
    # the map's layers, side panel and reports
    "Layer": "Calque",
    "influence": "influence",
    "population": "population",
    "Chest": "Coffre",
    "Units": "Unités",
    "Battles": "Batailles",
    "Seen": "Vu",
    "Your units": "Vos unités",
    "The session": "La session",
    "Other": "Autre",
    "Influence of": "Influence de",
}

ORDERS: dict[str, str] = {
    # the actions of the Modèle d'Ordre
    "Deploy": "Déployer",
    "Attack": "Attaquer",
    "Defend": "Défendre",
    "Hide": "Se cacher",
    "Recon": "Reconnaissance",
    "Build": "Construire",
    "Sap": "Saper",
    # a node's scores, whole and short
    "combat": "combat",
    "equipment": "équipement",
    "inventory": "inventaire",
    "recruits": "recrues",
    "cmb": "com",
    "def": "déf",
    "rec": "rec",
    "eqp": "équ",
    "inv": "inv",
    "rcr": "rcr",
    # the form
    "recon": "reconnaissance",
    "Undo step": "Défaire un pas",
    "Order": "Ordre",
    # the reserve orders (convertir, sacrifier, former)
    "Reserve orders": "Ordres de réserve",
}

FRENCH: dict[str, str] = {**MAP, **ORDERS, **ECONOMY, **DIPLOMACY}
