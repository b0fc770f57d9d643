"""The help of the chest, the market places and the influence charts, in both languages.

The English keeps the rulebook's French terms and explains them; the French is the
rulebook's. Lines are at most 76 characters (see `hexterm.helptexts`).
"""

from __future__ import annotations

from hexterm.helptexts.helptext import HelpText

HELP_EN: dict[str, HelpText] = {}
HELP_FR: dict[str, HelpText] = {}

HELP_EN["chest"] = HelpText("The faction chest (coffre de faction)", (
    ("up, down", "scroll"),
    ("h", "your faction's influence on each hex, turn by turn"),
    ("?", "this help"),
    ("escape, c", "back to the map"),
), """\
# What the chest holds
Only your faction's seats see it. Money comes in two currencies, DA
and DO; a cost in DO is paid in DO, never changed from DA.
Resources (ressources, denrées) are grouped by rarity: common (commune),
rare, mythic (mythique). Item cards (objets) say what they do while a
unit has them equipped: bonuses to its characteristics, terrains it may
cross, capabilities; an item with influence is used up when equipped.

# What your units carry
Each unit of your faction on the map, with its inventory (10 resources
per Inventaire point) and what it has equipped (at
most its Équipement). Charger and Décharger move resources between the
chest and a unit; Équiper and Déséquiper, items. What a unit gains by
trading or by a quest goes to the chest; what it exploits, to its own
inventory first.
""")

HELP_EN["market"] = HelpText("The market places (places de marché)", (
    ("up, down", "choose a node"),
    ("enter, tab", "on to the amounts"),
    ("0-9", "an amount beside a listing"),
    ("ctrl+s, enter", "write the trade order for the unit chosen"),
    ("?", "this help"),
    ("escape", "back to the map"),
), """\
# A node's market
Every node (Camp, Ville, Cité) has a market place, public like the map.
Each listing is a commodity the node buys (you sell) or sells (you
buy), its price in DA and the quantity left: at 0 it is closed for the
turns after. A node trades one lot a turn per point of its Inventaire,
a lot being up to 10 of one commodity, bought or sold (Inventaire 2:
sell 10 and buy 10, or sell 20); a Cité has no limit. A unit trades at
a node on its own hex or next to it, after the moves (phase 7, Achat /
Vente). When more lots are asked of a node than it has, or more of a
listing than is left, the smallest requests are served first while
they fit; the others fail and say so.

# Influence
Each session, the faction that made the most transactions at a node
gains 1 influence there; filling a listing whole in one transaction
gives 1 too. The market shows your transactions there this session.

# Writing a trade
Type amounts beside the listings, choose one of your units that can
reach the node this turn, and write the order: the map opens that
unit's order form with the trade in it (trade at HEX buy GOOD:N sell
GOOD:N), checked by the rules there; ctrl+s keeps it. Prices and
quantities are those of now; other players may trade first.
""")

HELP_EN["influence_chart"] = HelpText("Influence over the turns", (
    ("up, down", "scroll"),
    ("?", "this help"),
    ("escape, h", "back"),
), """\
# Reading the chart
Each line is one faction (on a hex) or one hex (for your faction). A
bar for each game turn, from turn 0 (the start) to the last turn
resolved, as high as the influence then, 0 to 6; a digit under the bars
marks each change, and the value now is at the right. The axis numbers
the turns and marks where each session begins.

# Influence (L'Influence)
A faction's influence on the people of a hex goes from 0 to 6. It
changes with quests, items (some for the session only), trade at a
node's market, and migration between sessions: where another faction
has more influence than a node's owner, it takes 2 % of the people and
loses 1 influence there. Every faction's influence is public.
""")

HELP_FR["chest"] = HelpText("Le coffre de faction", (
    ("haut, bas", "défiler"),
    ("h", "l'influence de votre faction sur chaque case, tour par tour"),
    ("?", "cette aide"),
    ("échap, c", "revenir à la carte"),
), """\
# Ce que contient le coffre
Seuls les joueurs de votre faction le voient. L'argent a deux monnaies,
DA et DO ; un coût en DO se paie en DO, jamais converti depuis les DA.
Les ressources (denrées) sont rangées par rareté : communes, rares,
mythiques. Les cartes d'objet disent ce qu'elles font tant qu'une unité
les a équipées : bonus à ses caractéristiques, terrains qu'elle peut
franchir, capacités ; un objet d'influence est consommé quand il est
équipé.

# Ce que portent vos unités
Chaque unité de votre faction sur la carte, avec son inventaire (10
ressources par point d'Inventaire) et ce qu'elle a équipé (au plus son
Équipement). Charger et Décharger déplacent des ressources entre le
coffre et une unité ; Équiper et Déséquiper, des objets. Ce qu'une
unité gagne en commerce ou par une quête va au coffre ; ce qu'elle
exploite, d'abord dans son inventaire.
""")

HELP_FR["market"] = HelpText("Les places de marché", (
    ("haut, bas", "choisir un nœud"),
    ("entrée, tab", "aller aux quantités"),
    ("0-9", "une quantité à côté d'une offre"),
    ("ctrl+s, entrée", "écrire l'ordre d'achat / vente de l'unité choisie"),
    ("?", "cette aide"),
    ("échap", "revenir à la carte"),
), """\
# Le marché d'un nœud
Tout nœud (Camp, Ville, Cité) a une place de marché, publique comme la
carte. Chaque offre est une denrée que le nœud achète (vous vendez) ou
vend (vous achetez), son prix en DA et la quantité restante : à 0 elle
est fermée pour les tours suivants. Un nœud échange un lot par tour et
par point d'Inventaire, un lot étant jusqu'à 10 d'une même denrée,
achetée ou vendue (Inventaire 2 : vendre 10 et acheter 10, ou vendre
20) ; une Cité n'a pas de limite. Une unité commerce avec un nœud sur
sa case ou voisin, après les déplacements (étape 7, Achat / Vente).
Quand on demande à un nœud plus de lots qu'il n'en a, ou plus que ce
qui reste d'une offre, les plus petites demandes passent d'abord tant
qu'elles tiennent ; les autres échouent et le disent.

# L'influence
À chaque session, la faction qui a fait le plus de transactions avec un
nœud y gagne 1 d'influence ; combler une offre entière en une seule
transaction en donne 1 aussi. Le marché montre vos transactions de la
session avec ce nœud.

# Écrire un achat / vente
Tapez des quantités à côté des offres, choisissez une de vos unités qui
peut atteindre le nœud ce tour-ci, et écrivez l'ordre : la carte ouvre
le Modèle d'Ordre de cette unité avec l'achat / vente (commercer à CASE
acheter BIEN:N vendre BIEN:N), vérifié par les règles ; ctrl+s le
garde. Prix et quantités sont ceux du moment ; d'autres joueurs peuvent
commercer avant vous.
""")

HELP_FR["influence_chart"] = HelpText("L'influence au fil des tours", (
    ("haut, bas", "défiler"),
    ("?", "cette aide"),
    ("échap, h", "retour"),
), """\
# Lire les courbes
Chaque ligne est une faction (sur une case) ou une case (pour votre
faction). Une barre par tour de jeu, du tour 0 (le début) au dernier
tour résolu, aussi haute que l'influence d'alors, de 0 à 6 ; un chiffre
sous les barres marque chaque changement, et la valeur actuelle est à
droite. L'axe numérote les tours et marque le début de chaque session.

# L'Influence
L'influence d'une faction sur la population d'une case va de 0 à 6.
Elle change avec les quêtes, les objets (certains pour la session
seulement), le commerce au marché d'un nœud, et les flux migratoires
entre les sessions : là où une autre faction a plus d'influence que le
propriétaire d'un nœud, elle prend 2 % de la population et y perd 1
d'influence. L'influence de chaque faction est publique.
""")
