"""French texts of the order form, the units list and the submission.

Rule terms follow the rulebook: the actions are those of the Modèle d'Ordre (Se
déplacer, Attaquer, Défendre, Se cacher, Reconnaissance, Construire, Saper,
Déployer) and a node's scores keep their French names.
"""

from __future__ import annotations

ORDERS: dict[str, str] = {
    # the actions of the Modèle d'Ordre
    "Deploy": "Déployer",
    "Move": "Se déplacer",
    "Attack": "Attaquer",
    "Defend": "Défendre",
    "Hide": "Se cacher",
    "Recon": "Reconnaissance",
    "Build": "Construire",
    "Sap": "Saper",
    # a node's scores, whole and short
    "combat": "combat",
    "defence": "défense",
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
    "Order form": "Modèle d'Ordre",
    "Action {n}": "Action {n}",
    "in the reserve": "en réserve",
    "movement": "déplacement",
    "recon": "reconnaissance",
    "target": "cible",
    "to the death (à mort)": "à mort",
    "extra hexes, like N NE": "hexagones en plus, comme N NE",
    "score (none: a camp)": "score (aucun : un camp)",
    "hex (none: here)": "hexagone (aucun : ici)",
    "node": "nœud",
    "on the node": "sur le nœud",
    "press q w e a s d to draw the move": "q w e a s d tracent le déplacement",
    "{spent}/{budget} movement spent, ends at {end}":
        "{spent}/{budget} de déplacement dépensés, arrivée en {end}",
    "stops: {why}": "s'arrête : {why}",
    "an action is done once a turn": "une action ne se fait qu'une fois par tour",
    "Keep": "Garder",
    "Undo step": "Défaire un pas",
    "Order": "Ordre",
    "As text": "En texte",
    "Submit": "Remettre",
    "The text has a problem: your earlier orders are kept.":
        "Le texte a un problème : vos ordres précédents sont gardés.",
    # the units list and the confirmation
    "Your units and their orders": "Vos unités et leurs ordres",
    "Unit": "Unité",
    "Card": "Carte",
    "Hex": "Hexagone",
    "reserve": "réserve",
    "stays in the reserve": "reste en réserve",
    "Submit your orders for turn {turn}?": "Remettre vos ordres du tour {turn} ?",
    "Units with an order: {ordered} · defending without one: {defending} · cards "
    "deploying: {deploying}":
        "Unités avec un ordre : {ordered} · qui défendent sans ordre : {defending} · "
        "cartes déployées : {deploying}",
    "Once submitted, the orders cannot be changed this turn.":
        "Une fois remis, les ordres ne peuvent plus changer ce tour-ci.",
}
