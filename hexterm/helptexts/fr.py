"""L'aide en français, avec les termes des livrets de règles."""

from __future__ import annotations

from hexterm.helptexts.helptext import HelpText

HELP: dict[str, HelpText] = {}

HELP["title"] = HelpText("L'écran d'accueil", (
    ("haut, bas, tab", "passer d'un bouton à l'autre"),
    ("entrée", "choisir : Nouvelle partie, Charger une partie,"),
    ("", "Parties du dossier, Modifier un monde, Quitter"),
    ("gauche, droite", "l'aide de chaque jeu, page par page"),
    ("?", "cette aide"),
    ("échap", "quitter"),
), """\
# hexterm
hexterm fait jouer au terminal des jeux de cartes d'hexagones et des
campagnes, à plusieurs : au même clavier, chacun à son tour, ou chacun à
son propre terminal. Les pages suivantes (droite) disent ce qu'est
chaque jeu, comment se passe un tour et ce qu'on écrit à chaque étape ;
? dans une partie montre celle de son jeu.

# Chacun son tour au clavier
Les joueurs se passent un même clavier. Ce qu'une étape scellée demande
(des ordres, une enchère) est écrit en secret : l'écran ne montre rien
de la partie de personne tant que le joueur appelé n'est pas au
clavier. Quand tout est remis, l'étape est résolue, puis chaque joueur
lit ses rapports.

# Sauvegardes
Les parties sont enregistrées dans le dossier des sauvegardes (saves/
là où hexterm a été lancé, ou le dossier donné par --saves), un fichier
NOM.hexsave par partie. Chaque remise et chaque étape résolue sont
enregistrées aussitôt, et les trois versions précédentes sont gardées
à côté : NOM.hexsave.1, .2, .3.
""")

HELP["new_game"] = HelpText("Nouvelle partie", (
    ("tab, maj+tab", "passer d'un champ à l'autre"),
    ("Ajouter un joueur / Retirer un joueur", "ces boutons ajoutent ou retirent"),
    ("", "un joueur"),
    ("entrée sur Commencer", "lancer la partie"),
    ("échap", "revenir à l'écran d'accueil"),
), """\
# Les joueurs
Un siège est un joueur. Les sièges dépendent du jeu : ses règles disent
combien il en prend (le formulaire ajoute et retire des sièges dans ces
limites) et ce que choisit un siège : une faction de la liste du
scénario (et, selon les règles, ses rôles : diplomate, cartographe), ou un
nom pour sa nation, son armée ou son camp. Quand un scénario nomme ses
sièges, leurs noms sont fixés. La ligne sous les sièges dit ce qu'il
faut aux lignes de ce jeu.
- Code (PIN) : facultatif, d'au moins 4 caractères, tapé deux fois
  (Code, puis bis). À chaque passage de clavier, la partie d'un joueur
  qui a un code n'est montrée qu'une fois ce code tapé : les autres ne
  peuvent pas la regarder.
- Robot : le programme tient ce siège et écrit ses ordres au moment de
  la résolution du tour. Personne n'a à s'asseoir au clavier pour lui.

# La graine
La graine fixe chaque tirage au hasard de la partie, choix des robots
compris : même graine et mêmes ordres donnent la même partie, tour
après tour. Notez-la, ou tapez-en une, pour rejouer une partie.

La nouvelle partie est enregistrée aussitôt dans le dossier des
sauvegardes, sous son nom.
""")

HELP["load"] = HelpText("Charger une partie", (
    ("haut, bas", "choisir une sauvegarde"),
    ("entrée", "la charger"),
    ("échap", "revenir à l'écran d'accueil"),
), """\
# Les sauvegardes
La liste montre les sauvegardes du dossier, la plus récente d'abord,
avec leur monde, leurs règles, leur tour, leurs joueurs et leur date.

Une sauvegarde abîmée (coupée, modifiée sur le disque, ou qui n'est pas
une sauvegarde hexterm) est signalée comme telle et ne peut pas être
chargée : la choisir dit ce qui ne va pas.

hexterm garde à côté de chaque sauvegarde les trois versions d'avant la
dernière modification : NOM.hexsave.1 (la plus récente), NOM.hexsave.2
et NOM.hexsave.3. Pour revenir d'un pas en arrière, copiez le fichier
.1 sur la sauvegarde, hors de hexterm.
""")

HELP["overview"] = HelpText("Parties du dossier", (
    ("haut, bas", "choisir une partie"),
    ("entrée", "l'ouvrir"),
    ("p", "mettre la partie en pause, ou la reprendre"),
    ("d", "changer son échéance : une durée comme 90s, 30m, 48h, 3d"),
    ("échap", "revenir à l'écran d'accueil"),
), """\
# La vue de l'organisateur
Une ligne par partie du dossier des sauvegardes : son tour et son
étape, le temps qui reste avant son échéance (il décompte), qui est
attendu ; sous le tableau, tout de la partie sous le curseur : la date
de son échéance (UTC), qui a remis, les absences que chaque joueur a
utilisées sur celles qui lui sont excusées, qui a demandé une pause. Un
grand terminal montre plus de colonnes. Les lignes suivent les
sauvegardes : quand un joueur remet, la ligne le dit aussitôt.

# Pause, reprise, échéance
p met en pause la partie sous le curseur (son échéance s'arrête, le
temps qui reste est gardé) ou la reprend (le temps qui restait, à
partir de maintenant). d demande la durée de chaque étape (comme 48h) et
minute l'étape en cours à nouveau à partir de maintenant ; une partie
sans échéance en reçoit une. Les étapes qui ont leur propre durée la
gardent. Une fois le code PIN de l'organisateur posé, p et d le
demandent d'abord.
""")

HELP["organiser"] = HelpText("L'écran de l'organisateur", (
    ("o", "montrer ou cacher les actes"),
    ("r", "résoudre l'étape maintenant (saisie par défaut aux attendus)"),
    ("p", "mettre la partie en pause, ou la reprendre"),
    ("t", "changer l'échéance de chaque étape : 90s, 30m, 48h, 3d"),
    ("g", "donner la saisie d'un joueur en retard : son écran s'ouvre"),
    ("e", "donner la saisie de l'organisateur (un score, une bataille)"),
    ("n", "remplacer un joueur : le joueur, la personne (ou bot), pourquoi"),
    ("u", "reprendre la dernière saisie, quel que soit son auteur"),
    ("c", "un acte sur la campagne, deux-points, pourquoi (hexterm act)"),
    ("b", "reprendre le tour résolu, avec pourquoi (r : le résoudre à nouveau)"),
    ("échap", "revenir"),
), """\
# Toute la partie
Tout, sans brouillard : sur une carte, chaque unité et chaque nœud de
chaque faction (f montre le tableau de bord de la faction suivante) ;
sinon le résumé de toute la partie. Au-dessus : le tour, qui a remis et
qui est attendu.

# Les actes
Chaque acte va aussitôt dans la sauvegarde, et le journal dit ce qui a
été fait : un joueur remplacé (bob carol parti à l'étranger : carol
joue désormais bob, le PIN et les clés de bob sont retirés ; bot au lieu
d'un nom confie le joueur au programme), une saisie donnée pour un
joueur (le journal dit que l'organisateur l'a donnée), une carte
distribuée, un marché réapprovisionné, un hexagone changé (c : carte
glaces fantassin 2 : récompense d'une quête ; les actes et leurs mots :
hexterm act SAVE --list), un tour repris (ses saisies gardées : r le
résout de nouveau). Un acte refusé dit pourquoi sous les actes et ne
change rien. En ligne de commande : hexterm seat replace, hexterm
orders submit --organiser-for, hexterm undo --organiser, hexterm act,
hexterm takeback, hexterm resolve --force, hexterm pause, hexterm
deadline.

# Le code PIN de l'organisateur
hexterm organiser pin SAUVEGARDE en pose un : dès lors cet écran le
demande d'abord à un seul clavier, et hexterm serve laisse entrer
l'organisateur sous le nom organisateur (ssh organisateur@HÔTE) avec
lui, ou avec une clé (hexterm organiser add-key SAUVEGARDE FICHIER).
""")

HELP["handoff"] = HelpText("Passer le clavier", (
    ("entrée", "confirmer : je suis le joueur appelé (tapez d'abord le"),
    ("", "code, si le siège en a un)"),
    ("échap", "quitter hexterm (chaque remise d'ordres est déjà"),
    ("", "enregistrée)"),
    ("w", "écran d'attente, à son terminal : reprendre ses ordres"),
    ("r", "écran d'attente : vos derniers rapports"),
    ("ctrl+q", "quitter (les ordres donnés restent donnés)"),
), """\
# Rien n'est montré avant que le joueur confirme
Cet écran est le seul qui s'affiche entre deux joueurs. Il nomme le
joueur appelé et dit qui a donné ses ordres et qui est attendu : pas de
carte, pas d'unité, pas de coffre, les ordres de personne. Passez le
clavier ; le joueur appelé confirme, avec son code si son siège en a
un. Un code erroné est refusé.

Quand tous les joueurs ont donné leurs ordres, le tour est résolu : les
robots écrivent les leurs, tout est enregistré, et un nouveau tour de
table commence, chacun lisant d'abord ses rapports.

# Chacun à son terminal
Avec hexterm play SAVE --as SEAT, chaque joueur joue sa place depuis son
propre terminal, sur la même sauvegarde, en même temps. Le code est
demandé une fois. Après la remise, l'écran d'attente dit qui a donné
ses ordres et qui est attendu (les noms seulement) et suit les autres
en une seconde ou deux. Le dernier à remettre ses ordres résout le
tour ; chaque écran ouvre alors le nouveau tour avec ses rapports, ou
l'issue quand la partie est finie. Tant que le dernier n'a pas remis
ses ordres, w reprend les vôtres pour les changer ; une fois le tour
résolu, rien ne se reprend. Un joueur connecté par hexterm serve joue
ainsi, sans code (le serveur l'a demandé), et une session inactive
prend fin.
""")
