"""French of the Planisphère's own screens (found by `hexterm.locale_fr.ruleset_words`):
the map and its side panel, the reports, the order form (Modèle d'Ordre), the units
list and the reserve orders; the chest, market and influence chart are in
`french_economy`, the documents, accords, annotations and quests in `french_diplomacy`.

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
    "inhabitants": "habitants",
    "hidden": "caché",
    "Reserve": "Réserve",
    "limit": "limite",
    "Chest": "Coffre",
    "Deployment capacity": "Capacité de déploiement",
    "Nodes": "Nœuds",
    "Units": "Unités",
    "no order: defends": "pas d'ordre : défend",
    "Nothing to report for turn {turn}.": "Rien à signaler pour le tour {turn}.",
    "Population": "Population",
    "Influence": "Influence",
    "Battles": "Batailles",
    "Seen": "Vu",
    "Your units": "Vos unités",
    "The session": "La session",
    "Other": "Autre",
    "Influence of": "Influence de",
    # the command palette
    "the order of the unit under the cursor": "l'ordre de l'unité sous le curseur",
    "choose a unit to give it an order": "choisir une unité pour lui donner un ordre",
    "Next map layer": "Calque suivant",
    "terrain, owner, units, influence, population":
        "terrain, propriétaire, unités, influence, population",
    "Influence of the next faction": "Influence de la faction suivante",
    "the influence layer": "le calque d'influence",
    "the keys and the rules at hand": "les touches et les règles du moment",
    "… and {more} more (u lists them all)": "… et {more} de plus (u les liste toutes)",
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
    "Order form": "Modèle d'Ordre",
    "in the reserve": "en réserve",
    "recon": "reconnaissance",
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
    "Undo step": "Défaire un pas",
    "Order": "Ordre",
    # the units list and the confirmation
    "Your units and their orders": "Vos unités et leurs ordres",
    "Unit": "Unité",
    "Card": "Carte",
    "Hex": "Hexagone",
    "stays in the reserve": "reste en réserve",
    "Units with an order: {ordered} · defending without one: {defending} · cards "
    "deploying: {deploying}":
        "Unités avec un ordre : {ordered} · qui défendent sans ordre : {defending} · "
        "cartes déployées : {deploying}",
    # the attack's target and its extra step
    "unknown faction": "faction inconnue",
    "{target} stands where the move ends: no step to pay.":
        "{target} se tient là où finit le déplacement : pas de case à payer.",
    "The step into {hex} costs {cost}, {left} movement left: it can be paid.":
        "Entrer en {hex} coûte {cost}, il reste {left} de déplacement : c'est payable.",
    "The step into {hex} costs {cost}, only {left} movement left: it cannot be paid.":
        "Entrer en {hex} coûte {cost}, il ne reste que {left} de déplacement : ce n'est "
        "pas payable.",
    "This unit cannot cross {hex}: the attack cannot step there.":
        "Cette unité ne peut franchir {hex} : l'attaque ne peut y entrer.",
    "{target} at {hex} is not next to {start}, where the move ends: the attack fails "
    "unless it comes closer.":
        "{target} en {hex} n'est pas adjacente à {start}, où finit le déplacement : "
        "l'attaque échoue à moins qu'elle ne s'approche.",
    "The move stops before its end: an attack after it fails.":
        "Le déplacement s'arrête avant sa fin : une attaque après lui échoue.",
    "You know of no unit {target} on the map: the attack may find it hidden next to the "
    "unit, or fail.":
        "Vous ne connaissez aucune unité {target} sur la carte : l'attaque peut la trouver "
        "cachée à côté de l'unité, ou échouer.",
    # a safe-conduct on a unit that stays
    "{code} goes with {unit}, which does not move this turn: a safe-conduct only helps a "
    "unit that moves, and it is used up all the same.":
        "{code} accompagne {unit}, qui ne se déplace pas ce tour-ci : un sauf-conduit "
        "n'aide qu'une unité qui se déplace, et il est consommé quand même.",
    # the reserve orders (convertir, sacrifier, former)
    "Reserve orders": "Ordres de réserve",
    "Reserve orders (ctrl+r)": "Ordres de réserve (ctrl+r)",
    "Reserve orders · {seat}": "Ordres de réserve · {seat}",
    "Convert recruits (convertir)": "Convertir des recrues",
    "Sacrifice a card to a weapon master (sacrifier)":
        "Sacrifier une carte : elle devient maître d'arme",
    "Train a card with weapon masters (former)": "Former une carte avec des maîtres d'arme",
    "Into": "En",
    "New entry": "Nouvelle entrée",
    "Masters teach": "Enseignement",
    "{name} ({key}) · {n} recruits": "{name} ({key}) · {n} recrues",
    "{name} ({key}) · {n} recruits + {material}": "{name} ({key}) · {n} recrues + {material}",
    "an entry of your catalogue": "une entrée de votre catalogue",
    "a card of your reserve": "une carte de votre réserve",
    "its catalogue key, like cavalerie-est": "sa clé au catalogue, comme cavalerie-est",
    "Choose the reserve order.": "Choisissez l'ordre de réserve.",
    "Choose the catalogue entry.": "Choisissez l'entrée du catalogue.",
    "Choose the reserve card.": "Choisissez la carte de la réserve.",
    "Write the new entry's key, like cavalerie-est.":
        "Écrivez la clé de la nouvelle entrée, comme cavalerie-est.",
    "Tick what the weapon masters teach.": "Cochez ce qu'enseignent les maîtres d'arme.",
    "Carried out at the start of phase 1, before any deployment. Your reserve holds {n} "
    "recruit cards to convert.":
        "Exécuté au début de la phase 1, avant tout déploiement. Votre réserve compte {n} "
        "cartes Recrue à convertir.",
    "No weapon master yet: sacrifice a card to make one.":
        "Aucun maître d'arme encore : sacrifiez une carte pour en faire un.",
    "Take back an order of your draft": "Reprendre un ordre de votre brouillon",
    "Choose the order to take back.": "Choisissez l'ordre à reprendre.",
    "no reserve order": "aucun ordre de réserve",
}

FRENCH: dict[str, str] = {**MAP, **ORDERS, **ECONOMY, **DIPLOMACY}
