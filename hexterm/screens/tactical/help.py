"""The help of the tactical board (`?` in its game, and from the title), in both
languages: what it is, a turn's steps, what to type at each, the keys. It says what
docs/rules/tactical.md says hexterm plays ("Playing it", "The screen"). Lines are at
most 76 characters (see `hexterm.helptexts`)."""

from __future__ import annotations

from hexterm.helptexts.helptext import HelpText

GUIDE: dict[str, HelpText] = {}

GUIDE["en"] = HelpText("Tactical board", (
    ("(type)", "the activation or the test, checked as you type"),
    ("ctrl+s", "give it (the rules check it first)"),
    ("tab", "from the input to the board and back"),
    ("arrows", "move the board's cursor"),
    ("q w e / a s d", "the same: NW N NE / SW S SE"),
    ("enter", "on the board: a unit, then hexes, into the input"),
    ("ctrl+b", "take back the last activation, after a question"),
    ("u", "the same, on the waiting screen (own terminal)"),
    ("?", "this help"),
    ("ctrl+q", "quit (what is given stays given)"),
), """\
# What it is
The movement sheet (Fiche Mouvement) of a hex skirmish game, played on
a board: units of two sides move by their class's movement points
(PMvt), paying for terrain, hex sides and turns of facing; hexterm
applies every movement rule, and the players enter the tests as played
out at the table. The battle ends after its turns; the board does not
decide who won.

# A turn, step by step
The players activate one unit a go, in turn (an open step: everyone
sees it at once). A turn ends when every unit has been activated; the
next starts with the next player. At your go, write one line:
    Spears: B03 -> turn NE -> B04     a movement along that path
    Spears extra: B03 -> B04 -> A04   the Mouvement Supplémentaire
    Riders minimal: B04               one hex or one turn
    Riders charge: C05 -> C06         a contact or a charge
    Scouts flee: turn S -> B06        a flight (Scouts flee alone: none)
    Spears back: B03                  a repli onto a rear hex
    Spears face: NE                   faire face
    Guards with Hero: B03 -> B04      a troop carrying its characters
    Spears hold                       activated, stays
    pass                              none of your units moves again
The steps of a path are separated by spaces, commas or -> (mixed as
you like), and the path may begin with the unit's own hex: with Spears
on B03, "Spears: B03 B04, turn NE" is read as "Spears: B04 -> turn NE".
A path may end with exit DIRECTION (off the map). The board shows the
unit's envelope (the fewest PMvt on each hex it reaches) and each step
of the path typed with its cost, or the one condition that fails.

# Taking a move back
ctrl+b takes back the last activation, as long as nobody has acted
since, after a question: only the player who made it, or the
organiser, may. At one keyboard the question says whose move it is,
to be answered by that player; at your own terminal only your own
move comes back.

# The tests
A test (engagement, crossing, disengagement, discipline, pursuit) is a
step of its own, for the player whose unit takes it: pass or fail as
played at the table, roll 5 with the die rolled there, or roll for the
program to roll. A failure shakes the unit, or routs it if shaken.
""")

GUIDE["fr"] = HelpText("Plateau tactique", (
    ("(frappe)", "l'activation ou le test, vérifiés à la frappe"),
    ("ctrl+s", "les remettre (les règles vérifient d'abord)"),
    ("tab", "de la saisie au plateau et retour"),
    ("flèches", "déplacent le curseur du plateau"),
    ("q w e / a s d", "de même : NO N NE / SO S SE"),
    ("entrée", "sur le plateau : une unité, puis des hexagones"),
    ("ctrl+b", "reprendre la dernière activation, après une question"),
    ("u", "de même, sur l'écran d'attente (propre terminal)"),
    ("?", "cette aide"),
    ("ctrl+q", "quitter (ce qui est remis le reste)"),
), """\
# Ce que c'est
La Fiche Mouvement d'un jeu d'escarmouche sur hexagones, jouée sur un
plateau : les unités de deux camps se déplacent selon les points de
mouvement (PMvt) de leur classe, en payant terrains, côtés d'hexagone
et changements d'orientation ; hexterm applique chaque règle de
mouvement, et les joueurs saisissent les tests joués à la table. La
bataille finit après ses tours ; le plateau ne dit pas qui a gagné.

# Un tour, étape par étape
Les joueurs activent une unité à la fois, chacun à son tour (une étape
ouverte : tous la voient aussitôt). Un tour finit quand chaque unité a
été activée ; le suivant commence par le joueur suivant. À votre tour,
écrivez une ligne :
    Spears: B03 -> pivot NE -> B04    un mouvement le long du chemin
    Spears supplémentaire: B03 B04    le Mouvement Supplémentaire
    Riders minimal: B04               un hexagone ou un pivot
    Riders charge: C05 -> C06         un contact ou une charge
    Scouts fuite: pivot S -> B06      une fuite (Scouts fuite seul)
    Spears repli: B03                 un repli sur un hexagone arrière
    Spears faire face: NE             faire face
    Gardes avec Héros: B03 -> B04     une troupe portant ses personnages
    Spears reste                      activée, elle reste
    passe                             aucune de vos unités ne bouge plus
Les pas d'un chemin sont séparés par des espaces, des virgules ou ->
(mêlés à volonté), et le chemin peut commencer par l'hexagone de
l'unité : Spears en B03, « Spears: B03 B04, pivot NE » se lit
« Spears: B04 -> pivot NE ». Un changement de placement s'écrit
placement infiltration, infiltration-rapprochée, sol, vol-rapproché
ou vol ; les mots anglais de ces lignes (ceux des règles en anglais) se
lisent aussi.
Un chemin peut finir par sortie DIRECTION (hors de la carte). Le plateau
montre l'enveloppe de l'unité (le moins de PMvt sur chaque hexagone
atteint) et chaque pas du chemin tapé avec son coût, ou la condition
qui manque.

# Reprendre un mouvement
ctrl+b reprend la dernière activation, tant que personne n'a joué
depuis, après une question : seul le joueur qui l'a faite, ou
l'organisateur, le peut. Au même clavier la question dit à qui est ce
mouvement, pour que ce joueur y réponde ; à votre propre terminal,
seul votre propre mouvement revient.

# Les tests
Un test (engagement, franchissement, désengagement, discipline,
poursuite) est une étape à part, pour le joueur dont l'unité le passe :
réussi ou raté comme joué à la table, lancer 5 avec le dé lancé, ou
lancer pour que le programme lance. Un échec ébranle l'unité, ou la met en
déroute si elle l'était déjà.
""")
