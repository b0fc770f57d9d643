"""French of the Novlémia screens (found by `hexterm.locale_fr.ruleset_words`): the turn
screen, the action planner, the reports, the cities and market sheet, the ranking (the
rulebook's words: explorateur, prospecter, coloniser, ville, stock, marché). Its engine's
messages and its report's lines are in the gettext catalogue of the domain "novlemia"
(hexterm/screens/novlemia/locale/, docs/translating.md); the words here are the
screens' labels, said the old way until they move there too."""

from __future__ import annotations

FRENCH: dict[str, str] = {
    "Nation": "Nation",  # what a seat plays (its seat form)
    "Plan": "Planifier",
    "Cities": "Villes",
    "Ranking": "Classement",
    "to {cell}": "vers {cell}",
    "explores {cells}": "explore {cells}",
    "(after the dice: {cells})": "(selon les dés : {cells})",
    "unknown": "inconnue",
    "owner: {nation}": "à : {nation}",
    "nobody's": "à personne",
    "not prospected": "non prospectée",
    "city {name}, founded turn {turn}": "ville {name}, fondée au tour {turn}",
    "explorer of {nation}": "explorateur de {nation}",
    "prospects {cells}": "prospecte {cells}",
    "founds a city working {cells}": "fonde une ville exploitant {cells}",
    "resource: {letter} ({name})": "ressource : {letter} ({name})",
    "worked by {name}": "exploitée par {name}",
    "Stock": "Stock",
    "Explorer": "Explorateur",
    "Actions planned": "Actions prévues",
    "none yet (o plans them)": "aucune encore (o pour les prévoir)",
    "These orders cannot be sent": "Ces ordres ne peuvent pas être envoyés",
    "net": "net",
    "Stock: {stock} · market price of one unit: {rates}":
        "Stock : {stock} · prix d'une unité au marché : {rates}",
    "The plan has a problem: your earlier orders are kept.":
        "Le plan a un problème : vos ordres précédents sont gardés.",
    "Market, trades, consents, names (one a line):":
        "Marché, échanges, accords, noms (un par ligne) :",
    "the rules accept these orders": "les règles acceptent ces ordres",
    "Actions planned: {actions}": "Actions prévues : {actions}",
    "explorer at {cell}": "explorateur en {cell}",
    "Plan the turn": "Planifier le tour",
    "{cells} cells, {cities} cities, {production} produced":
        "{cells} cases, {cities} villes, {production} produits",
    "No turn has been resolved yet.": "Aucun tour n'a encore été résolu.",
    "Price of one unit, paid in other resources:":
        "Prix d'une unité, payé en autres ressources :",
    "Produced by all last turn: {goods}": "Produit par tous au dernier tour : {goods}",
    "No city yet: colonise founds one on the explorer's cell.":
        "Aucune ville : coloniser en fonde une sur la case de l'explorateur.",
    "idle next turn": "à l'arrêt au prochain tour",
    "works {cells}": "exploite {cells}",
    "production {production} · upkeep {upkeep} · net {net}":
        "production {production} · entretien {upkeep} · net {net}",
    "rare": "rare",
    "by {score}": "par {score}",
    "turn {turn} of {turns}": "tour {turn} sur {turns}",
    "Production per turn": "Production par tour",
    "nothing resolved yet": "rien de résolu encore",
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
    # the command palette of a Novlémia turn
    "the action planner: three slots and the free lines":
        "le planificateur : trois emplacements d'action et les lignes libres",
    "your cities, their upkeep and the market": "vos cités, leur entretien et le marché",
    "the nations' ranking and the production chart":
        "le classement des nations et le graphique de production",
    "keys and rules": "touches et règles",
}
