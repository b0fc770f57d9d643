"""French of the Novlémia screens (found by `hexterm.locale_fr.ruleset_words`): the turn
screen, the action planner, the reports, the cities and market sheet, the ranking (the
rulebook's words: explorateur, prospecter, coloniser, ville, stock, marché). Its engine's
messages, its report's lines and its screens' sentences are in the gettext catalogue of
the domain "novlemia" (hexterm/screens/novlemia/locale/, docs/translating.md); the words
here are those looked up by key, the old way: by the shared screens (the seat form, the
options, the keys' descriptions) and through this folder's tables (terrains,
resources, verbs, hints, scores)."""

from __future__ import annotations

FRENCH: dict[str, str] = {
    "Nation": "Nation",  # what a seat plays (its seat form)
    "Plan": "Planifier",
    "Cities": "Villes",
    "Ranking": "Classement",
    "unknown": "inconnue",
    "net": "net",
    "rare": "rare",
    # Texts looked up through a table (terrains, resources, verbs, hints, scores).
    "Eau": "Eau", "Plaine": "Plaine", "Forêt": "Forêt", "Collines": "Collines",
    "Montagnes": "Montagnes", "Désert": "Désert",
    "food": "nourriture", "wood": "bois", "energy": "énergie", "ore": "minerai",
    "nothing": "rien",
    "Explore": "Explorer", "Prospect": "Prospecter", "Colonise": "Coloniser",
    "a cell or a direction: E02, SE": "une case ou une direction : E02, SE",
    "cells to explore first (optional)": "cases à explorer d'abord (facultatif)",
    "nothing to add": "rien à ajouter",
    "the city's name": "le nom de la ville",
    "cells owned": "cases possédées",
    "cities": "villes",
    "production": "production",
    # the new-game form's options
    "Victory": "Victoire",
    "cells": "cases",
}
