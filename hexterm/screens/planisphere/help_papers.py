"""The help of the documents, accords, annotations and quests screens, in both languages.

Topics: "papers" (the documents screen: documents, grand accords, annotations,
loyalty), "issue" (the forms that write a paper line: a diplomat's new document or
accord, a hire, a safe-conduct attached, a secession), "quests" (the reports with the
answers to the quests found). What hexterm does is docs/rules/diplomacy.md and
docs/rules/quests-influence.md.
"""

from __future__ import annotations

from hexterm.helptexts.helptext import HelpText

HELP_EN: dict[str, HelpText] = {}
HELP_FR: dict[str, HelpText] = {}

HELP_EN["papers"] = HelpText("Documents, accords, annotations, loyalty", (
    ("left, right", "change tab: Documents, Accords, Annotations, Loyalty"),
    ("up, down", "choose a row; its description is under the list"),
    ("n", "issue a document or propose an accord (diplomats)"),
    ("u, enter", "use the document chosen (attach, hire, present)"),
    ("a, r", "accept or refuse the accord chosen (diplomats)"),
    ("l", "leave the ratified accord chosen (diplomats)"),
    ("v, f", "reveal your annotation: its title (1 DA), with its text"),
    ("", "(1 DO) (cartographers)"),
    ("s, j", "secede, or join a faction that split from yours"),
    ("x", "take back the line about the row chosen"),
    ("escape", "back to the map, with your draft"),
    ("?", "this help"),
), """\
# Papers are lines of your orders
Everything done here writes a line into your draft orders, before the
units (t on the map shows the whole text), checked at once by the
rules: a problem is one sentence under the list. Nothing happens
before the turn is resolved, in phase 1 (Déploiement), before the
deployments. x takes a line back.

# Documents (Diplomatie)
A diplomat signs papers for their faction, to a seat of another
faction. Each is private to its issuer and its holder until it is
used, and it is used once, from the turn after it is issued.
- Safe-conduct (sauf-conduit): a unit, the units of the holder's
  faction, or any unit of the holder's (au porteur) crosses the hexes
  the issuer's faction defends, and stops short of a hex where its
  units stand instead of fighting. It may be limited to this session
  or to some of its turns. Use it by attaching it to a unit's order.
- Mercenary contract (contrat de mercenariat): lends one card of a
  Mercenaire unit type from the issuer's reserve; you deploy it from
  one of your nodes (hire), and it goes back to its own reserve.
- Weapon-master contract (contrat de maître d'arme): presented, it
  hands one of the issuer's weapon masters to your faction.

# Grand accords (Grands Accords)
A diplomat proposes an accord to other factions; a diplomat of each
answers. Signed by every faction named, it is ratified once the
authorities of each (the organiser) accept it; it is refused as soon
as one faction's diplomats or authorities refuse it (Grands Accords:
"accepté par les autorités de chaque faction concernée"). It binds
each pair of its factions by its clauses, and nobody else (accords do
not chain):
- passage: their units cross each other's defended hexes;
- non-aggression: their units ending on one hex do not fight;
- alliance: they fight as one party in a conflict (and not each other).
A faction at peace with every other on a hex stands aside from its
battle. A diplomat of a party may leave a ratified accord, which ends it.

# Annotations
A cartographer's annotations are notes on hexes from the start of the
game. Revealed, the Bourse pays 1 DA for the title alone and 1 DO with
the description; the annotation is public until the session ends.

# Loyalty (La Loyauté et les Guerres Civiles)
A commander who founded a node may secede: a daughter faction is born
with the nodes they founded and the units they deployed this session.
The other commanders may join it. The mother's accords, safe-conducts
and contracts do not cover the daughter. Seceding or joining is asked
twice, and that turn the seat writes no other order.
""")

HELP_FR["papers"] = HelpText("Documents, accords, annotations, loyauté", (
    ("gauche, droite", "changer d'onglet : Documents, Grands Accords,"),
    ("", "Annotations, Loyauté"),
    ("haut, bas", "choisir une ligne ; sa description est sous la liste"),
    ("n", "émettre un document ou proposer un accord (diplomates)"),
    ("u, entrée", "utiliser le document choisi (joindre, engager,"),
    ("", "présenter)"),
    ("a, r", "accepter ou refuser l'accord choisi (diplomates)"),
    ("l", "quitter l'accord ratifié choisi (diplomates)"),
    ("v, f", "révéler votre annotation : son titre (1 DA), avec sa"),
    ("", "description (1 DO) (cartographes)"),
    ("s, j", "faire sécession, ou rejoindre une faction fille de la"),
    ("", "vôtre"),
    ("x", "retirer de vos ordres ce qui concerne le choix"),
    ("échap", "retour à la carte, avec vos ordres"),
    ("?", "cette aide"),
), """\
# Les documents sont des lignes de vos ordres
Tout ce qui se fait ici écrit une ligne dans vos ordres, avant les
unités (t sur la carte montre le texte entier), vérifiée aussitôt par
les règles : un problème tient en une phrase sous la liste. Rien ne se
passe avant la résolution du tour, en phase 1 (Déploiement), avant les
déploiements. x reprend une ligne.

# Documents (Diplomatie)
Un diplomate signe des documents au nom de sa faction, pour un joueur
d'une autre faction. Chacun reste privé entre son émetteur et son
détenteur jusqu'à son usage, et ne sert qu'une fois, dès le tour qui
suit son émission.
- Sauf-conduit : une unité, les unités de la faction du détenteur, ou
  toute unité du détenteur (au porteur) traverse les hexagones que
  défend la faction de l'émetteur, et s'arrête avant un hexagone où se
  tiennent ses unités au lieu de combattre. Il peut être limité à la
  session en cours ou à certains de ses tours. On l'utilise en le
  joignant à l'ordre d'une unité.
- Contrat de mercenariat : prête une carte d'un type d'unité
  Mercenaire de la réserve de l'émetteur ; vous la déployez depuis un
  de vos nœuds (engager), et elle retourne ensuite à sa réserve.
- Contrat de maître d'arme : présenté, il cède à votre faction un
  maître d'arme de l'émetteur.

# Grands Accords
Un diplomate propose un accord à d'autres factions ; un diplomate de
chacune répond. Signé par chaque faction nommée, l'accord est ratifié
une fois accepté par les autorités de chacune (l'organisateur) ; il est
refusé dès que les diplomates ou les autorités d'une faction le
refusent (« accepté par les autorités de chaque faction concernée »).
Il engage chaque paire de ses factions par ses clauses, et personne
d'autre (les accords ne s'enchaînent pas) :
- passage : leurs unités traversent les hexagones défendus de l'autre ;
- non-agression : leurs unités qui terminent sur un même hexagone ne
  se combattent pas ;
- alliance : elles combattent comme une seule partie dans un conflit
  (et pas l'une contre l'autre).
Une faction en paix avec toutes les autres d'un hexagone se tient à
l'écart de sa bataille. Un diplomate d'une partie peut quitter un
accord ratifié, ce qui y met fin.

# Annotations
Les annotations d'un cartographe sont des notes sur des hexagones
obtenues en début de jeu. Révélée, la Bourse paie 1 DA pour le titre
seul et 1 DO avec la description ; l'annotation reste publique
jusqu'à la fin de la session.

# La Loyauté et les Guerres Civiles
Un commandant qui a fondé un nœud peut faire sécession : une faction
fille naît, avec les nœuds qu'il a fondés et les unités déployées
cette session. Les autres commandants peuvent la rejoindre. Les
accords, sauf-conduits et contrats de la faction mère ne couvrent pas
la fille. Faire sécession ou rejoindre est demandé deux fois, et ce
tour-là le joueur ne donne aucun autre ordre.
""")

HELP_EN["issue"] = HelpText("Writing a paper", (
    ("tab, shift+tab", "move between the fields"),
    ("enter", "open a choice, then choose in it"),
    ("space", "tick or untick a faction or a clause of an accord"),
    ("ctrl+s", "add the line to your draft (when the rules accept it)"),
    ("escape", "back, without the line"),
    ("?", "this help"),
), """\
# The line and its check
The form writes one line of your orders, shown under the fields as it
will stand in the orders file, and checks it with your whole draft as
you type: what is still missing, or the rules' one sentence, shows in
yellow; ✓ when the line can go in. Seceding and joining a faction ask
once more before the line goes into the draft.

# What a diplomat issues
- Safe-conduct (sauf-conduit): held by a seat of another faction; it
  covers one of its units (by code), every unit of its faction, or any
  unit it commands (au porteur). Limit: none, this session, or some
  turns of this session, after this one (like 2,3).
- Mercenary contract (contrat de mercenariat): one card of a Mercenaire
  type of your faction, the items it comes with (item keys, no more
  than its Équipement), and the last game turn it may be hired.
- Weapon-master contract (contrat de maître d'arme): one of your
  faction's weapon masters.
- Grand accord proposal: its name, the other factions it binds, its
  clauses (passage, non-aggression, alliance: at least one), and its
  text (without ; or #, which end a line of the orders).
The paper gets its code (D…, A…) when the turn is resolved; you and
its holder read it in your reports.
""")

HELP_FR["issue"] = HelpText("Écrire un document", (
    ("tab, maj+tab", "passer d'un champ à l'autre"),
    ("entrée", "ouvrir une liste, puis y choisir"),
    ("espace", "cocher ou décocher une faction ou une clause d'un accord"),
    ("ctrl+s", "ajouter la ligne à vos ordres (si les règles l'acceptent)"),
    ("échap", "retour, sans la ligne"),
    ("?", "cette aide"),
), """\
# La ligne et sa vérification
Le formulaire écrit une ligne de vos ordres, montrée sous les champs
telle qu'elle figurera dans le fichier d'ordres, et la vérifie avec
tous vos ordres à la frappe : ce qui manque encore, ou la phrase des
règles, s'affiche en jaune ; ✓ quand la ligne peut entrer. Faire
sécession et rejoindre une faction demandent une confirmation de plus.

# Ce qu'émet un diplomate
- Sauf-conduit : détenu par un joueur d'une autre faction ; il couvre
  une de ses unités (par son code), toute unité de sa faction, ou toute
  unité qu'il commande (au porteur). Limite : aucune, la session en
  cours, ou des tours de cette session après celui-ci (comme 2,3).
- Contrat de mercenariat : une carte d'un type Mercenaire de votre
  faction, les objets qui l'accompagnent (clés d'objets, pas plus que
  son Équipement), et le dernier tour de jeu où l'engager.
- Contrat de maître d'arme : un des maîtres d'arme de votre faction.
- Proposition de Grand Accord : son nom, les autres factions qu'il
  engage, ses clauses (passage, non-agression, alliance : au moins
  une), et son texte (sans ; ni #, qui terminent une ligne).
Le document reçoit son code (D…, A…) à la résolution du tour ; vous
et son détenteur le lisez dans vos rapports.
""")

HELP_EN["quests"] = HelpText("Reports and quests", (
    ("left, right", "earlier or later turn"),
    ("q", "go to the answers of the quests found"),
    ("up, down, enter", "choose an answer: it goes into the unit's order"),
    ("escape, r", "back, with your draft"),
    ("?", "this help"),
), """\
# Résoudre une quête
A reconnaissance that explores a quest's hex reveals the quest to your
faction: the report of the unit's commander gives its title, its text,
the hint a translation or a sage adds, and its 2 to 4 choices (A-D).

The latest report lists the answers: your units that found a quest or
stand on its hex, each with each choice. Choosing one writes quest X
into that unit's order in your draft (replacing an earlier choice); an
order holds two actions at most, and the rules check that the unit
will stand on the quest's hex in phase 10 (Résoudre une quête), after
its move. Only the items the unit has equipped count (Équiper, phase
2). The first outcome of the choice whose needs the unit meets
happens; rewards go into the faction chest.
""")

HELP_FR["quests"] = HelpText("Rapports et quêtes", (
    ("gauche, droite", "tour précédent ou suivant"),
    ("q", "aller aux réponses des quêtes trouvées"),
    ("haut, bas, entrée", "choisir une réponse : elle va dans l'ordre de l'unité"),
    ("échap, r", "retour, avec vos ordres"),
    ("?", "cette aide"),
), """\
# Résoudre une quête
Une Reconnaissance qui explore l'hexagone d'une quête la révèle à votre
faction : le rapport du commandant de l'unité donne son titre, son
texte, l'indication qu'ajoute une traduction ou un sage, et ses 2 à 4
choix (A-D).

Le dernier rapport liste les réponses : vos unités qui ont trouvé une
quête ou se tiennent sur son hexagone, chacune avec chaque choix. En
choisir une écrit quête X dans l'ordre de cette unité (à la place d'un
choix précédent) ; un ordre tient deux actions au plus, et les règles
vérifient que l'unité sera sur l'hexagone de la quête en phase 10
(Résoudre une quête), après son déplacement. Seuls les objets équipés
à l'unité comptent (Équiper, phase 2). Le premier résultat du choix
dont l'unité remplit les conditions se produit ; les gains vont au
coffre de faction.
""")
