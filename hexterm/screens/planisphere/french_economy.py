"""French of the Planisphère's chest, market, influence chart and economy order fields
(given with its French by `french`).

Rule terms follow the rulebook: coffre de faction, place de marché, denrée, Équiper,
Déséquiper, Charger, Décharger, Acheter / Vendre, Exploiter, Résoudre une quête,
sauf-conduit, contrat de mercenariat, contrat de maître d'arme, Équipement,
Inventaire; the qualities Camp, Ville, Cité and the money DA, DO stay as they are.
"""

from __future__ import annotations

ECONOMY: dict[str, str] = {
    "1 DO is worth {rate} DA": "1 DO vaut {rate} DA",
    # the map: keys, side panel, command palette
    "Influence chart": "Courbes d'influence",
    "market: {open}/{total} open (m)": "marché : {open}/{total} ouvertes (m)",
    "market: closed (m)": "marché : fermé (m)",
    "  {goods} resources, {items} items (c)": "  {goods} ressources, {items} objets (c)",
    "your faction's money, resources, items and what units carry":
        "l'argent, les ressources et les objets de la faction, ce que portent les unités",
    "the market places of the nodes; write a trade order":
        "les places de marché des nœuds ; écrire un ordre d'achat / vente",
    "Influence on this hex over the turns": "Influence sur cet hexagone au fil des tours",
    "every faction's, turn by turn": "celle de chaque faction, tour par tour",
    "Your influence over the turns": "Votre influence au fil des tours",
    "your faction's, hex by hex": "celle de votre faction, hexagone par hexagone",
    # the chest (coffre de faction)
    "Chest of {faction}": "Coffre de faction · {faction}",
    "Influence over the turns": "Influence au fil des tours",
    "Money": "Argent",
    "Resources": "Ressources",
    "Common": "Communes",
    "Rare": "Rares",
    "Mythic": "Mythiques",
    "Items": "Objets",
    "no item card in the chest": "aucune carte d'objet dans le coffre",
    "Carried by your units": "Ce que portent vos unités",
    "inventory {load}/{room}: {goods}": "inventaire {load}/{room} : {goods}",
    "nothing carried": "rien",
    "equipped {used}/{slots}: {items}": "équipé {used}/{slots} : {items}",
    "nothing equipped": "rien",
    "carries nothing, equips nothing": "ne porte rien, n'équipe rien",
    "no unit on the map": "aucune unité sur la carte",
    "Exploiter yield": "rendement d'Exploiter",
    "influence {n:+d} on the hex, for the session":
        "influence {n:+d} sur l'hexagone, pour la session",
    "influence {n:+d} on the hex, for good": "influence {n:+d} sur l'hexagone, pour toujours",
    "crosses {terrains}": "franchit {terrains}",
    "counts as {tags}": "compte comme {tags}",
    "no effect on the map": "sans effet sur la carte",
    # the market places (places de marché)
    "Markets": "Places de marché",
    "Write the trade order": "Écrire l'ordre d'achat / vente",
    "Write the order": "Écrire l'ordre",
    "{open}/{total} open": "{open}/{total} ouv.",
    "no market": "pas de marché",
    "Commodity": "Denrée",
    "sells": "vend",
    "buys": "achète",
    "closed": "fermée",
    "no limit per turn (a Cité)": "pas de limite par tour (une Cité)",
    "{lots} lots a turn, each ≤10 of one commodity":
        "{lots} lots par tour, chacun ≤10 d'une denrée",
    "your transactions this session: {n}": "vos transactions cette session : {n}",
    "This node's market has no listing.": "Le marché de ce nœud ne propose rien.",
    "your unit": "votre unité",
    "In your chest, of what it buys: {goods}": "Dans votre coffre, de ce qu'il achète : {goods}",
    "{unit} carries: {goods}": "{unit} porte : {goods}",
    "None of your units can reach this node this turn.":
        "Aucune de vos unités ne peut atteindre ce nœud ce tour-ci.",
    "You pay {paid} DA and receive {got} DA.": "Vous payez {paid} DA et recevez {got} DA.",
    "Type an amount beside a listing to buy or to sell.":
        "Tapez une quantité à côté d'une offre pour acheter ou vendre.",
    "Every open listing, by commodity:": "Toutes les offres ouvertes, par denrée :",
    # the influence charts
    "Influence on {hex}, turn by turn": "Influence sur {hex}, tour par tour",
    "Influence of {faction}, turn by turn": "Influence de {faction}, tour par tour",
    "Influence 0 to 6 at the end of each turn; digits mark the changes.":
        "Influence de 0 à 6 en fin de tour ; un chiffre marque chaque changement.",
    "No faction has ever had influence on {hex}.":
        "Aucune faction n'a jamais eu d'influence sur {hex}.",
    "{faction} has never had influence on any hex.":
        "{faction} n'a jamais eu d'influence sur aucun hexagone.",
    "session {n}": "session {n}",
    # the order form's economy actions and fields
    "Equip": "Équiper",
    "Unequip": "Déséquiper",
    "Load": "Charger",
    "Unload": "Décharger",
    "Buy / sell": "Acheter / Vendre",
    "Exploit": "Exploiter",
    "Resolve a quest": "Résoudre une quête",
    "from the chest ({carried}/{room} carried)": "depuis le coffre ({carried}/{room} portés)",
    "{count} in the chest": "{count} au coffre",
    "into the chest (none given: everything)": "vers le coffre (rien d'indiqué : tout)",
    "{count} carried": "{count} portés",
    "buy (the node sells)": "acheter (le nœud vend)",
    "sell (the node buys)": "vendre (le nœud achète)",
    "{price} DA, ≤{left}": "{price} DA, ≤{left}",
    "quest choice": "choix de quête",
    "attach {code}": "joindre {code}",
    "a safe-conduct": "un sauf-conduit",
    "a mercenary contract": "un contrat de mercenariat",
    "a weapon-master contract": "un contrat de maître d'arme",
    "Équipement {slots}; equipped now: {gear}": "Équipement {slots} ; équipé : {gear}",
    "the items go back to the chest with the report":
        "les objets reviennent au coffre avec le rapport",
    "costs 1 DO; loading and unloading in one turn is not allowed":
        "coûte 1 DO ; charger et décharger le même tour n'est pas permis",
    "gathers the hex's resources into the unit's inventory":
        "récolte les ressources de l'hexagone dans l'inventaire de l'unité",
    "no quest known within reach": "aucune quête connue à portée",
    "tick at least one item": "cochez au moins un objet",
    "give an amount of at least one resource": "donnez la quantité d'au moins une ressource",
    "choose the node": "choisissez le nœud",
    "give an amount to buy or to sell": "donnez une quantité à acheter ou à vendre",
    "choose one of the quest's choices": "choisissez l'un des choix de la quête",
    "a unit cannot load and unload in one turn: choose one":
        "une unité ne peut charger et décharger le même tour : choisissez",
    "the trade replaces: {action}": "l'achat / vente remplace : {action}",
    "Keep or leave the order form first (ctrl+s or escape).":
        "Gardez ou quittez d'abord le Modèle d'Ordre (ctrl+s ou échap).",
}
