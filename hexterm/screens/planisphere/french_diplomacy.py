"""French of the Planisphère's documents, accords, annotations and quests screens
still looked up by key with `t()` (given with its French by `french`, which says why):
the keys' descriptions and the seat's roles.

Rule terms follow the rulebook: Grand Accord, Diplomatie, cartographe, Résoudre une
quête.
"""

from __future__ import annotations

DIPLOMACY: dict[str, str] = {
    # the seat's roles, as the heading names them
    "diplomat": "diplomate",
    "cartographer": "cartographe",
    # the documents screen: tabs, columns, keys
    "Papers": "Documents et accords",
    "Code": "Code",
    "Issue": "Émettre",
    "Use": "Utiliser",
    "Accept": "Accepter",
    "Refuse": "Refuser",
    "Leave": "Quitter",
    "Reveal (1 DA)": "Révéler (1 DA)",
    "With text (1 DO)": "Avec description (1 DO)",
    "Secede": "Faire sécession",
    "Join": "Rejoindre",
    "Tab": "Onglet",
    # the forms
    "Add to the draft": "Ajouter aux ordres",
    # quests in the reports
    "Quests": "Quêtes",
    "Answer a quest": "Répondre à une quête",
}
