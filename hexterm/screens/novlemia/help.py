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

GUIDE: dict[str, HelpText] = {}
"""The game's help (`?` in the game, and from the title): what it is, a turn, what to
type, the keys; found through the Novlémia screen set."""

GUIDE["en"] = HelpText("Novlémia", (
    ("o, enter", "the action planner"),
    ("t", "the orders as text, checked as you type"),
    ("ctrl+s", "submit the turn (y confirms)"),
    ("c, r, g", "cities and market, reports, ranking"),
    ("?", "the turn screen's help, then this one"),
    ("ctrl+q", "quit (every submission is already saved)"),
), """\
# What it is
Exploration and colonisation for 1 to 8 players: each nation's
explorer discovers a continent nobody has seen, cell by cell, prospects
its resources and founds cities that feed on them; nations trade with
each other and on a free market. There is no war. After the game's
turns (24 by default) the nations are ranked by cells, cities or
production.

# A turn
One sealed step: every nation writes its orders in secret, the
keyboard passing from player to player. Then the turn is resolved in
four phases: consents and names, commerce (trades, then the market),
the actions (each nation in turn, in a fixed order that turns by one
nation each turn), production and upkeep.

# What to type
One line an order; three actions (move, explore, prospect, colonise),
the other lines free:
    move E04                   or a direction: move SE
    explore                    every unknown neighbour
    prospect
    colonise Port-Neuf
    buy 2M for 4A+2B           the market
    trade bob give 1A take 1E   bob writes the mirror line
    allow bob                  or forbid bob
    name E04 Mine d'argent
The planner (o) writes them for you; t shows them as text.
""")

GUIDE["fr"] = HelpText("Novlémia", (
    ("o, entrée", "le planificateur d'actions"),
    ("t", "les ordres en texte, vérifiés à la frappe"),
    ("ctrl+s", "remettre le tour (y confirme)"),
    ("c, r, g", "villes et marché, rapports, classement"),
    ("?", "l'aide de l'écran du tour, puis celle-ci"),
    ("ctrl+q", "quitter (chaque remise est déjà enregistrée)"),
), """\
# Ce que c'est
Exploration et colonisation de 1 à 8 joueurs : l'explorateur de chaque
nation découvre case par case un continent que personne n'a vu,
prospecte ses ressources et fonde des villes qui en vivent ; les
nations commercent entre elles et sur un marché libre. Il n'y a pas de
guerre. Après les tours de la partie (24 par défaut), les nations sont
classées par cases, villes ou production.

# Un tour
Une étape scellée : chaque nation écrit ses ordres en secret, le
clavier passant de joueur en joueur. Puis le tour est résolu en quatre
phases : accords et noms, commerce (échanges, puis marché), les actions
(chaque nation à son tour, dans un ordre fixe qui tourne d'une nation
chaque tour), production et entretien.

# Ce qu'on écrit
Une ligne par ordre ; trois actions (déplacer, explorer, prospecter,
coloniser), les autres lignes libres :
    déplacer E04               ou une direction : déplacer SE
    explorer                   toutes les voisines inconnues
    prospecter
    coloniser Port-Neuf
    acheter 2M contre 4A+2B    le marché
    échanger bob donne 1A reçoit 1E   bob écrit la ligne miroir
    autoriser bob              ou interdire bob
    nommer E04 Mine d'argent
Le planificateur (o) les écrit pour vous ; t les montre en texte.
""")
