"""The help of the Novlémia screens (the turn screen and the action planner), in both
languages. Lines are at most 76 characters (see `hexterm.helptexts`)."""

from __future__ import annotations

from hexterm.helptexts.helptext import HelpText

HELP_EN: dict[str, HelpText] = {}
HELP_FR: dict[str, HelpText] = {}

HELP_EN["nation_map"] = HelpText("Novlémia: your turn", (
    ("arrows", "move the cursor (up/down: N/S; left/right: next column)"),
    ("q w e a s d", "move the cursor NW N NE SW S SE"),
    ("o, enter", "the action planner: three actions and the free lines"),
    ("t", "the orders as text, checked as you type"),
    ("ctrl+s", "submit the turn (y confirms)"),
    ("c", "your cities, your stock and the market"),
    ("r", "the reports, with every die rolled"),
    ("g", "the ranking and the production chart"),
    ("escape", "back"),
), """\
# The map
A known cell shows its terrain (~ Eau, " Plaine, ♣ Forêt, n Collines,
^ Montagnes, : Désert), its resource once prospected (A food, B wood,
E energy, M ore, X nothing) and a mark: an explorer (its nation's
letter, yours in lower case) or * for a city. Owned cells take their
nation's colour. Unknown cells are blank.

# A turn
Three actions: move one step, explore every unknown neighbour, prospect
the explorer's cell and your cells around it, colonise (found a city).
Market purchases, trades, consents and names are free. Cities produce
at the end of the turn, then pay their upkeep 1A+1B+1E+1M.
""")

HELP_FR["nation_map"] = HelpText("Novlémia : votre tour", (
    ("flèches", "déplacent le curseur (haut/bas : N/S ; côtés : colonne)"),
    ("q w e a s d", "déplacent le curseur NO N NE SO S SE"),
    ("o, entrée", "le planificateur : trois actions et les lignes libres"),
    ("t", "les ordres en texte, vérifiés à la frappe"),
    ("ctrl+s", "envoyer le tour (y confirme)"),
    ("c", "vos villes, votre stock et le marché"),
    ("r", "les rapports, avec chaque dé lancé"),
    ("g", "le classement et le graphique de production"),
    ("échap", "retour"),
), """\
# La carte
Une case connue montre son terrain (~ Eau, " Plaine, ♣ Forêt,
n Collines, ^ Montagnes, : Désert), sa ressource une fois prospectée
(A nourriture, B bois, E énergie, M minerai, X rien) et une marque : un
explorateur (la lettre de sa nation, la vôtre en minuscule) ou * pour une
ville. Les cases possédées prennent la couleur de leur nation ; les
inconnues sont vides.

# Un tour
Trois actions : se déplacer d'une case, explorer toutes les voisines
inconnues, prospecter la case de l'explorateur et vos cases autour,
coloniser (fonder une ville). Achats au marché, échanges, accords et noms
sont libres. Les villes produisent en fin de tour, puis paient leur
entretien 1A+1B+1E+1M.
""")
