"""The help of the Planisphère's map (the turn, its keys and rules) and of its reports,
in both languages: the rulebook's French terms kept, and explained in English. Lines
are at most 76 characters (see `hexterm.helptexts`)."""

from __future__ import annotations

from hexterm.helptexts.helptext import HelpText

HELP_EN: dict[str, HelpText] = {}
HELP_FR: dict[str, HelpText] = {}

HELP_EN["map"] = HelpText("The map and the turn", (
    ("arrows", "move the cursor: up/down N/S, left/right next column"),
    ("q w e / a s d", "move the cursor NW N NE / SW S SE"),
    ("mouse click", "pick a hex"),
    ("l", "next map layer: terrain, owner and nodes, units,"),
    ("", "influence, population"),
    ("i", "next faction for the influence layer"),
    ("enter, o", "order form of the unit under the cursor"),
    ("u", "your units and their orders"),
    ("t", "your orders as text"),
    ("ctrl+s", "submit the turn (asks for confirmation)"),
    ("r", "reports of the turns already resolved"),
    ("c", "your faction's chest: money, resources, items, cargo"),
    ("m", "the market of the node at or next to the cursor (and"),
    ("", "of every other node); write a trade order there"),
    ("h", "every faction's influence on the hex under the cursor,"),
    ("", "turn by turn"),
    ("p", "papers: documents, accords, annotations, loyalty"),
    ("?", "this help"),
    ("ctrl+q", "save and quit (every submission is already saved)"),
    ("ctrl+p", "command palette"),
), """\
# The turn
Each turn you give each of your unit cards (cartes d'unité) on the map
one order, as on the rulebook's paper order form, the "Modèle d'Ordre":
at most two different actions. A unit without an order defends its hex
(Défendre). Orders are secret. Once every player has submitted, all
orders are resolved together, in the rulebook's twelve phases:
   1 Déploiement                  7 Achat / Vente
   2 Équipement                   8 Constructions de Camps
   3 Chargement / Déchargement    9 Exploitation
   4 Déplacements                10 Résoudre une quête
   5 Conflits/Batailles          11 Gains / Pertes
   6 Reconnaissances             12 Transmission des rapports des unités
That is: deployment, equipment, loading, movements, conflicts, recon,
buying and selling, building, exploitation, quests, gains and losses,
unit reports. Phase 8 also carries out Saper (sapping).

# The map
A hex is two lines: its terrain and a mark, then its label (D02 is row
D, column 02; even columns sit half a hex lower). Terrain glyphs:
   .  Plaine     ~  Mer        o  Lac        ,  Côte      !  Fléau
   T  Forêt      %  Marais     =  Fleuve     -  Hauts-fonds
   *  Neige éternelle          ^  Montagne   x  Récifs
   +  Route      :  Route maritime           #  Pont      |  Canal
The mark after the terrain:
   c  V  C   a civilisation node (nœud de civilisation): Camp, Ville or
             Cité, in its owner's colour
   G  L …    a unit, by its faction's letter (the first if several)
   g  l …    lower case: your own unit
   ?         a unit whose faction is not shown (Clandestine)
   1 2 …     the move being drawn, step by step; (x) where it stops
No faction has the letter C or V: those always mean a node.
The side panel names the terrain, node and units of the hex under the
cursor, and shows your faction: population, chest (DA, DO, its two
currencies), reserve, deployment capacity, nodes with their scores,
units with the order written so far, and where you have influence.
Other factions' hidden units never show.
Other layers: owner (node and owner's letter), units (how many),
influence (0 to 6; every faction's is public, i shows the next
faction's), population (k thousands, M millions).

# The chest, the markets, the influence over the turns
c opens the faction chest (coffre de faction), which only your
faction's seats see. m opens the market places (places de marché) of
the nodes, all public; a node whose market has listings open says so
in the side panel ("market: 3/4 open"). h charts every faction's
influence on the hex under the cursor, turn by turn; in the chest, h
charts your faction's influence on each hex. At 80 columns these keys
are not in the footer: they are here and in the command palette.

# Conflicts (Conflits)
Units of different factions that end their move on one hex fight, and
so does a unit on another faction's node. Each side scores the Combat
of its units, plus its node's Combat and the hex's defence bonus if it
held the hex, minus the Défense of every opposing unit and node (never
below 0). The highest score wins. On a tie, Vétérans units give +1;
then the side that held the hex keeps it; else nobody wins. Losers flee
to a neighbouring hex of their own or an empty one, else they are
dissolved back to their reserve; "à mort" (to the death) destroys them.
""")

HELP_EN["reports"] = HelpText("Reports", (
    ("left, right", "earlier or later turn"),
    ("escape", "back"),
), """\
# What a report holds
A turn's report is what your units sent back, each line marked with
its phase ([4 movement], [5 conflicts], ...):
- each action of your orders, done, partly or failed, with the reason
  (e.g. "stopped at C04, defended by Empire de Libéria");
- each battle your faction fought: every side's score, who holds the
  hex, and what became of each unit (holds, fled to a hex, destroyed,
  dissolved back to the reserve);
- what your reconnaissances saw: terrain, population, resources,
  node, and every unit there, hidden ones included;
- where each of your units stands at the end of the turn.

Earlier turns stay readable: left and right go through them. After a
resolution each player reads their reports before the map.
""")

HELP_FR["map"] = HelpText("La carte et le tour", (
    ("flèches", "déplacer le curseur : haut/bas N/S, gauche/droite"),
    ("", "colonne voisine"),
    ("q w e / a s d", "déplacer le curseur NO N NE / SO S SE"),
    ("clic souris", "choisir un hexagone"),
    ("l", "calque suivant : terrain, propriétaire et nœuds, unités,"),
    ("", "influence, population"),
    ("i", "faction suivante pour le calque d'influence"),
    ("entrée, o", "Modèle d'Ordre de l'unité sous le curseur"),
    ("u", "vos unités et leurs ordres"),
    ("t", "vos ordres en texte"),
    ("ctrl+s", "remettre les ordres du tour (demande confirmation)"),
    ("r", "rapports des tours déjà résolus"),
    ("c", "le coffre de faction : argent, ressources, objets"),
    ("m", "le marché du nœud sous le curseur ou voisin (et ceux"),
    ("", "des autres nœuds) ; y écrire un achat / vente"),
    ("h", "l'influence de chaque faction sur la case sous le"),
    ("", "curseur, tour par tour"),
    ("p", "documents, Grands Accords, annotations, loyauté"),
    ("?", "cette aide"),
    ("ctrl+q", "enregistrer et quitter (chaque remise est déjà"),
    ("", "enregistrée)"),
    ("ctrl+p", "palette de commandes"),
), """\
# Le tour
À chaque tour, vous donnez un ordre à chacune de vos cartes d'unité sur
la carte, comme sur le Modèle d'Ordre du livret : au plus deux actions
différentes. Une unité sans ordre défend sa case (Défendre). Les ordres
sont secrets. Une fois que tous les joueurs les ont remis, ils sont
résolus ensemble, dans les douze étapes des Résolutions :
   1 Déploiement                  7 Achat / Vente
   2 Équipement                   8 Constructions de Camps
   3 Chargement / Déchargement    9 Exploitation
   4 Déplacements                10 Résoudre une quête
   5 Conflits/Batailles          11 Gains / Pertes
   6 Reconnaissances             12 Transmission des rapports des unités
L'étape 8 résout aussi Saper.

# La carte
Un hexagone tient sur deux lignes : son terrain et une marque, puis son
nom (D02 : ligne D, colonne 02 ; les colonnes paires sont décalées d'un
demi-hexagone vers le bas). Les signes des terrains :
   .  Plaine     ~  Mer        o  Lac        ,  Côte      !  Fléau
   T  Forêt      %  Marais     =  Fleuve     -  Hauts-fonds
   *  Neige éternelle          ^  Montagne   x  Récifs
   +  Route      :  Route maritime           #  Pont      |  Canal
La marque après le terrain :
   c  V  C   un nœud de civilisation : Camp, Ville ou Cité, à la
             couleur de sa faction
   G  L …    une unité, par la lettre de sa faction (la première s'il
             y en a plusieurs)
   g  l …    en minuscule : une de vos unités
   ?         une unité dont la faction n'est pas montrée (Clandestine)
   1 2 …     le déplacement en cours de tracé ; (x) là où il s'arrête
Aucune faction n'a la lettre C ou V : elles marquent toujours un nœud.
Le panneau de droite décrit le terrain, le nœud et les unités de la
case sous le curseur, et votre faction : population, coffre (DA, DO),
réserve, capacité de déploiement, nœuds et leurs scores, unités avec
l'ordre écrit jusqu'ici, et où vous avez de l'influence. Les unités
cachées des autres factions n'apparaissent jamais.
Autres calques : propriétaire (nœud et lettre de sa faction), unités
(combien), influence (de 0 à 6 ; celle de chaque faction est publique,
i montre la suivante), population (k milliers, M millions).

# Le coffre, les marchés, l'influence au fil des tours
c ouvre le coffre de faction, que seuls les joueurs de votre faction
voient. m ouvre les places de marché des nœuds, toutes publiques ; le
panneau de droite signale un nœud dont le marché a des offres ouvertes
(« marché : 3/4 ouvertes »). h trace l'influence de chaque faction sur
la case sous le curseur, tour par tour ; dans le coffre, h trace celle
de votre faction sur chaque case. À 80 colonnes ces touches ne sont pas
en bas de l'écran : elles sont ici et dans la palette de commandes.

# Conflits
Des unités de factions différentes qui finissent leur déplacement sur
une même case entrent en conflit, de même qu'une unité sur le nœud
d'une autre faction. Chaque partie additionne le Combat de ses unités,
plus le Combat de son nœud et le bonus de défense de la case si elle la
tenait, moins la Défense de chaque unité et nœud adverses (jamais sous
0). Le plus haut score l'emporte. En cas d'égalité, les Vétérans
donnent +1 ; puis la partie qui tenait la case la garde ; sinon
personne ne gagne. Les vaincus fuient sur une case voisine qu'ils
contrôlent ou inoccupée, sinon ils sont dissous et réintègrent la
réserve ; « à mort », ils sont détruits.
""")

HELP_FR["reports"] = HelpText("Les rapports", (
    ("gauche, droite", "tour précédent ou suivant"),
    ("échap", "retour"),
), """\
# Ce que contient un rapport
Le rapport d'un tour est ce que vos unités ont transmis, chaque ligne
marquée de son étape ([4 movement], [5 conflicts]…) :
- chaque action de vos ordres, réussie (done), partielle (partly) ou
  échouée (failed), avec sa raison ;
- chaque bataille de votre faction : le score de chaque partie, qui
  tient la case, et ce qu'est devenue chaque unité (tient, fuit vers une
  case, détruite, dissoute et rendue à la réserve) ;
- ce qu'ont vu vos reconnaissances : terrain, population, ressources,
  nœud, et toutes les unités présentes, même cachées ;
- où se trouve chacune de vos unités à la fin du tour.

Les tours précédents restent lisibles : gauche et droite les
parcourent. Après une résolution, chaque joueur lit ses rapports avant
la carte.
""")
