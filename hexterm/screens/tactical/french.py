"""French of the tactical board's words that the shared screens look up with
`hexterm.i18n.t` (found by `hexterm.locale_fr.ruleset_words`): its title, what a seat
plays, its step, and the single words of a unit's card (its kind, class, placement,
states). Every sentence of the board, its engine's and its screens', is a message of
the domain "tactical" (`locale/fr/LC_MESSAGES/tactical.po`; docs/translating.md)."""

from __future__ import annotations

FRENCH: dict[str, str] = {
    "Tactical board": "Plateau tactique",
    "Side": "Camp",  # what a seat plays (its seat form)
    "There is no move to take back.": "Il n'y a pas de mouvement à reprendre.",
    "destroyed": "détruite",
    "off the map": "hors de la carte",
    "off": "hors de la carte",
    "Take back my last move": "Reprendre mon dernier mouvement",
    "Pick": "Choisir",
    "the tactical board": "le plateau tactique",
    "Activate a unit": "Activer une unité",
    "troop": "troupe", "formation": "formation", "character": "personnage",
    "foot": "infanterie", "mounted": "cavalerie", "light foot": "infanterie légère",
    "engine": "engins", "flier": "volants", "aquatic": "aquatiques",
    "engagement test": "test d'engagement", "crossing test": "test de traversée",
    "disengagement test": "test de dégagement", "discipline test": "test de discipline",
    "pursuit test": "test de poursuite",
    "clear": "clair", "road": "route", "rough": "accidenté", "difficult": "difficile",
    "water": "eau",
    "deep-infiltration": "infiltration", "close-infiltration": "infiltration rapprochée",
    "ground": "au sol", "close-flight": "vol rapproché", "flight": "en vol",
    "charge": "marqueur Charge", "contact": "marqueur Contact",
    "order particular": "ordre particulier", "order attack": "consigne d'attaque",
    "shield-wall": "mur de boucliers", "tortoise": "tortue", "hedgehog": "hérisson",
    "out of breath": "à bout de souffle", "shaken": "ébranlée", "rout": "en déroute",
    "{seat}'s PIN": "PIN de {seat}",
}
__all__ = ["FRENCH"]
