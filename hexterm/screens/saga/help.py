"""The help of a SAGA campaign (`?` in its game, and from the title), in both
languages: what it is, a turn's steps, what to type at each, the keys. It says what
docs/rules/saga.md says hexterm plays ("A turn", "Inputs"). Lines are at most 76
characters (see `hexterm.helptexts`)."""

from __future__ import annotations

from hexterm.helptexts.helptext import HelpText

GUIDE: dict[str, HelpText] = {}

GUIDE["en"] = HelpText("SAGA campaign", (
    ("(type)", "the input of the step, checked as you type"),
    ("ctrl+s", "give it (the rules check it first)"),
    ("page up/down", "scroll the map, the legend and the players"),
    ("ctrl+r", "the reports of every step"),
    ("ctrl+n", "in two battles or more: the next one (at TERRAIN)"),
    ("ctrl+p", "command palette (a battle on the tactical board)"),
    ("?", "this help"),
    ("ctrl+q", "quit (what is given stays given)"),
), """\
# What it is
A campaign for 2 to 6 players between tabletop battles of SAGA. Each
player leads bands, each a lord and his warriors, over a map of
terrains joined by roads. Bands meet and fight at the table; the
players enter what came of the battle, and hexterm applies the
campaign: losses, retreats, terrains taken, villages razed, power
points (PP) earned and spent, the memory of great deeds.

# A turn, step by step
A sealed step hides each input until all are in (the keyboard passes
from player to player); an open step is seen by all at once.
1 Bids (sealed; from turn 2): PP bid for the favour of the gods.
    3
2 The favourite's choice (open; only on a tie): the favourite orders
  the tied players.
    order carol alice
3 Preparation (sealed): raise a band at a village, recruit (1 PP a
  point), take from a village's reserve, reinforce, transfer.
    band Ragnar at Varn
    recruit Ragnar warriors 2
    take Ragnar levies1
    reinforce Ragnar warriors1
    transfer warriors1 from Ragnar to Sigurd
4 Declarations (open, one at a time, the favourite last): move a band
  that has not moved along the roads, or pass for the rest of the turn.
    move Ragnar Ask Kvern
    pass
5 Battles (open, every battle at once, entered in any order): its
  players or the organiser say the winner and the figures left of each
  unit (units not named lost none; a lord at 0 died; a defending
  reserve is "reserve"), or auto; in two battles or more, the first
  line says which: at TERRAIN. Before the result, a player with a choice
  musters: transfer UNIT from BAND to BAND (two bands there), take BAND
  UNIT (the village's reserve into a band there), reserve UNIT... or
  reserve none (a reserve defending alone); keep, or nothing: as it is.
    at Cromlech
    winner bob
    left Ragnar warriors1 3
    left Ragnar lord 0
6 Management (sealed): income and upkeep are counted; demobilise,
  build a village (2 PP) or a sacred terrain (1 PP), invade (an outer
  faction, 5 PP), rally a band in retreat. A demobilised unit goes to
  the nearest village; among villages as near, name one.
    demobilise Ragnar levies1
    demobilise Ragnar warriors2 Varn
    village Ask
    sacred Kvern
    invade Cromlech Hel warriors 2 hearthguards 2
    rally Ragnar Varn

# The end
A player with the table's number of points on the memory track wins at
once; otherwise, after the last turn, PP, the points of the bands and 3
a village are scored, and the best initiative wins a tie.
""")

GUIDE["fr"] = HelpText("Campagne SAGA", (
    ("(frappe)", "la saisie de l'étape, vérifiée à la frappe"),
    ("ctrl+s", "la remettre (les règles la vérifient d'abord)"),
    ("pg préc., pg suiv.", "font défiler carte, légende et joueurs"),
    ("ctrl+r", "les rapports de chaque étape"),
    ("ctrl+n", "dans deux combats ou plus : le suivant (à TERRAIN)"),
    ("ctrl+p", "palette (une bataille sur le plateau tactique)"),
    ("?", "cette aide"),
    ("ctrl+q", "quitter (ce qui est remis le reste)"),
), """\
# Ce que c'est
Une campagne de 2 à 6 joueurs entre des batailles de SAGA sur table.
Chaque joueur mène des bandes, chacune un seigneur et ses guerriers,
sur une carte de terrains reliés par des routes. Les bandes se
rencontrent et se battent sur la table ; les joueurs saisissent
l'issue de la bataille et hexterm applique la campagne : pertes,
retraites, terrains pris, villages rasés, points de puissance (PP)
gagnés et dépensés, mémoire des hauts faits.

# Un tour, étape par étape
Une étape scellée cache chaque saisie jusqu'à ce que tout soit remis
(le clavier passe de joueur en joueur) ; une étape ouverte est vue de
tous aussitôt.
1 Enchères (scellée ; dès le tour 2) : des PP pour la faveur des dieux.
    3
2 Choix du favori (ouverte ; seulement en cas d'égalité) : le favori
  ordonne les joueurs à égalité.
    ordre carol alice
3 Préparation (scellée) : lever une bande dans un village, recruter
  (1 PP le point), prendre dans la réserve d'un village, renforcer,
  transférer.
    bande Ragnar à Varn
    recruter Ragnar guerriers 2
    prendre Ragnar levies1
    renforcer Ragnar warriors1
    transférer warriors1 de Ragnar à Sigurd
4 Déclarations (ouvertes, une à la fois, le favori en dernier) :
  déplacer par les routes une bande qui n'a pas bougé, ou passer pour
  le reste du tour.
    déplacer Ragnar Ask Kvern
    passer
5 Combats (ouverts, tous à la fois, saisis dans n'importe quel
  ordre) : ses joueurs ou l'organisateur disent le vainqueur et les
  figurines restantes de chaque unité (une unité non nommée n'a rien
  perdu ; un seigneur à 0 est mort ; une réserve qui défend est
  « réserve »), ou auto ; dans deux combats ou plus, la première ligne
  dit lequel : à TERRAIN. Avant le résultat, un joueur qui a un choix
  rassemble : transférer UNITÉ de BANDE à BANDE (deux bandes là),
  prendre BANDE UNITÉ (la réserve du village dans une bande là),
  réserve UNITÉ... ou réserve aucune (une réserve qui défend seule) ;
  garder, ou rien : tel quel. Les mots anglais sont lus aussi.
    à Cromlech
    vainqueur bob
    reste Ragnar warriors1 3
    reste Ragnar seigneur 0
6 Gestion (scellée) : revenus et entretien sont comptés ; démobiliser,
  bâtir un village (2 PP) ou un terrain sacré (1 PP), envahir (une
  faction d'Outremonde, 5 PP), rallier une bande en retraite. Une unité
  démobilisée va au village le plus proche ; entre villages aussi
  proches, nommez-en un.
    démobiliser Ragnar levies1
    démobiliser Ragnar warriors2 Varn
    village Ask
    sacré Kvern
    envahir Cromlech Hel guerriers 2 gardes 2
    rallier Ragnar Varn

# La fin
Un joueur qui atteint sur la piste de mémoire le nombre de points de la
table gagne aussitôt ; sinon, après le dernier tour, on compte les PP,
les points des bandes et 3 par village, et la meilleure initiative
départage.
""")
