"""The help of a Med-Fan campaign (`?` in its game, and from the title), in both
languages: what it is, a turn's steps, what to type at each, the keys. It says what
docs/rules/medfan.md says hexterm plays ("The steps of a campaign turn"). Lines are at
most 76 characters (see `hexterm.helptexts`)."""

from __future__ import annotations

from hexterm.helptexts.helptext import HelpText

GUIDE: dict[str, HelpText] = {}

GUIDE["en"] = HelpText("Med-Fan campaign", (
    ("(type)", "the input of the step, checked as you type"),
    ("ctrl+s", "give it (the rules check it first)"),
    ("ctrl+t", "the territory sheet"),
    ("ctrl+o", "the armies"),
    ("ctrl+r", "the log of each battle, with the ranking"),
    ("ctrl+p", "command palette (a battle on the tactical board)"),
    ("?", "this help"),
    ("ctrl+q", "quit (what is given stays given)"),
), """\
# What it is
A territory campaign for 2 to 8 players around tabletop battles: each
player holds territories with capabilities, pays an army from a
treasury (#), fights one battle a campaign turn, and gains or loses
figures, gold and territories by the campaign's tables. The campaign
ends after its number of battles, or when a player holds more than
their share of the territories; the most territories win.

# A campaign turn, step by step
The first turn opens with the armies (sealed): one unit a line, its
name, its figures, the cost of one figure, then hero or its roles
(general, chief, healer, standard, mage), spell=NAME, armour=COST or
weapon=COST; keep 1 or keep 2 with the generous start; name NAME for
the first territory.
    Aldric     1   120   general healer armour=15
    Maelis     1   90    mage spell=Boule-de-feu
    Spearmen   10  8
Then each turn is one battle:
1 The pairing (open, the challenger or the organiser): who attacks
  whom, the scenario (a number or roll), the length (6 or rolled);
  the organiser alone may add that the players agreed a unit's
  upgrades pass the limits (one a characteristic, 5 at most).
    battle alice bob
    scenario roll
    length 6
    agree bob Grak
2 The objectives (sealed, the two fighters): a number or roll.
    objective 3
3 The result (open, both fighters alike, or the organiser): the
  winner or draw, each unit's figures lost, the turns a rolled battle
  lasted; or auto for the dice helper.
    winner alice
    lost bob Spearmen 4
    turns 6
4 After the battle (open, each fighter): the survival dice as rolled at
  the table (none: the program rolls), the winner's target territory,
  the name of a territory found, the fifth unique's choice.
    dice 3 5 1
    target 4
    name 7 Forêt des âmes
    fifth council
5 The spending (sealed, everyone): roster lines to buy units, and
  upgrades: the unit, the characteristic (or the table's die), the
  new value or a named ability (one word), the cost.
    upgrade Aldric life 4 30
    upgrade Aldric melee lance 20
""")

GUIDE["fr"] = HelpText("Campagne Med-Fan", (
    ("(frappe)", "la saisie de l'étape, vérifiée à la frappe"),
    ("ctrl+s", "la remettre (les règles la vérifient d'abord)"),
    ("ctrl+t", "la fiche des territoires"),
    ("ctrl+o", "les armées"),
    ("ctrl+r", "le journal de chaque bataille, avec le classement"),
    ("ctrl+p", "palette (une bataille sur le plateau tactique)"),
    ("?", "cette aide"),
    ("ctrl+q", "quitter (ce qui est remis le reste)"),
), """\
# Ce que c'est
Une campagne de territoires de 2 à 8 joueurs autour de batailles sur
table : chaque joueur tient des territoires à capacités, paie une armée
sur son trésor (#), livre une bataille par tour de campagne, et gagne
ou perd figurines, or et territoires selon les tables de la campagne.
La campagne finit après son nombre de batailles, ou quand un joueur
tient plus que sa part des territoires ; le plus de territoires gagne.

# Un tour de campagne, étape par étape
Le premier tour s'ouvre sur les armées (scellé) : une unité par ligne,
son nom, ses figurines, le coût d'une figurine, puis héros ou ses rôles
(général, chef, guérisseur, porte-étendard, mage), sort=NOM, armure=COÛT
ou arme=COÛT ; garder 1 ou garder 2 avec le départ généreux ; nom NOM
pour le premier territoire. Les mots anglais de ces lignes sont lus
aussi.
    Aldric     1   120   général guérisseur armure=15
    Maelis     1   90    mage sort=Boule-de-feu
    Spearmen   10  8
Puis chaque tour est une bataille :
1 L'appariement (ouvert, le challenger ou l'organisateur) : qui
  attaque qui, le scénario (un numéro ou dé), la durée (6 ou dé) ;
  l'organisateur seul peut ajouter que les joueurs ont accordé à une
  unité des améliorations au-delà des limites (une par caractéristique,
  5 au plus).
    bataille alice bob
    scénario dé
    durée 6
    accord bob Grak
2 Les objectifs (scellés, les deux combattants) : un numéro ou dé.
    objectif 3
3 Le résultat (ouvert, les deux combattants de même, ou
  l'organisateur) : le vainqueur ou nul, les figurines perdues de
  chaque unité, les tours d'une bataille de durée tirée ; ou auto pour
  l'aide aux dés.
    vainqueur alice
    perdu bob Spearmen 4
    tours 6
4 Après la bataille (ouvert, chaque combattant) : les dés de survie
  lancés à la table (aucun : le programme les lance), le territoire
  visé par le vainqueur, le nom d'un territoire trouvé, le choix du
  cinquième unique.
    dés 3 5 1
    cible 4
    nom 7 Forêt des âmes
    cinquième conseil
5 Les dépenses (scellées, tous) : des lignes d'armée pour acheter des
  unités, et des améliorations : l'unité, la caractéristique (ou le dé
  de la table), la nouvelle valeur ou une capacité nommée (un seul
  mot), le coût.
    amélioration Aldric vie 4 30
    amélioration Aldric mêlée lance 20
""")
