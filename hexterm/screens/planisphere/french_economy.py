"""French of the Planisphère's chest, market and influence chart still looked up
by key with `t()` (given with its French by `french`, which says why): the keys'
descriptions and the economy actions of the order form's list.

Rule terms follow the rulebook: Équiper, Déséquiper, Charger, Décharger, Acheter /
Vendre, Exploiter, Résoudre une quête.
"""

from __future__ import annotations

ECONOMY: dict[str, str] = {
    # the map: keys, side panel, command palette
    "Influence chart": "Courbes d'influence",
    # the chest (coffre de faction)
    "Influence over the turns": "Influence au fil des tours",
    # the market places (places de marché)
    "Write the trade order": "Écrire l'ordre d'achat / vente",
    # the order form's economy actions and fields
    "Equip": "Équiper",
    "Unequip": "Déséquiper",
    "Load": "Charger",
    "Unload": "Décharger",
    "Buy / sell": "Acheter / Vendre",
    "Exploit": "Exploiter",
    "Resolve a quest": "Résoudre une quête",
}
