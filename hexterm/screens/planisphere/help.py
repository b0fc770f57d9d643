"""The help of a Planisphère game (`?` in its game, and from the title), in both
languages: what it is, how a turn goes, what to type, the keys. It says what
docs/orders.md and docs/rules/planisphere.md say hexterm plays; the help of its own
screens (`HELP_EN`, `HELP_FR` by topic) says the rest: the map and the reports
(`help_map`), the order form and the orders as text (`help_orders`), the chest,
markets and influence chart (`help_economy`), the papers (`help_papers`). Lines are
at most 76 characters (see `hexterm.helptexts`)."""

from __future__ import annotations

from hexterm.helptexts.helptext import HelpText
from hexterm.screens.planisphere import help_economy, help_map, help_orders, help_papers

_PARTS = (help_map, help_orders, help_economy, help_papers)
HELP_EN: dict[str, HelpText] = {topic: text for part in _PARTS
                                for topic, text in part.HELP_EN.items()}
HELP_FR: dict[str, HelpText] = {topic: text for part in _PARTS
                                for topic, text in part.HELP_FR.items()}
DEFAULT_TOPIC = "map"
"""The help shown for a topic nobody wrote: the map's, where a game is played."""

GUIDE: dict[str, HelpText] = {}

GUIDE["en"] = HelpText("Planisphère", (
    ("enter, o", "the order form (Modèle d'Ordre) of the unit under the"),
    ("", "cursor"),
    ("t", "your orders as text, checked as you type"),
    ("ctrl+s", "submit the turn (y confirms)"),
    ("r", "the reports of the turns resolved"),
    ("c, m, h, p", "chest, markets, influence chart, papers"),
    ("?", "the map's help, then this one"),
    ("ctrl+q", "quit (every submission is already saved)"),
), """\
# What it is
The Planisphère of Les Chroniques de Môhäj (the French rulebook
"Règles du Planisphère", version 2.0), for 2 to 8 players: factions
hold civilisation nodes (Camp, Ville, Cité) on a map of hexes and give
orders to their unit cards (cartes d'unité); markets, influence,
quests, diplomacy and loyalty make the rest.

# A turn
One sealed step: every player writes the orders of their units in
secret, the keyboard passing from player to player (a hand-off, with
the seat's PIN if it has one). When every human player has submitted,
the bots write theirs and all the orders are resolved together, in the
rulebook's twelve phases; each player then reads their reports first.

# What to type
An order a unit, at most two different actions, as on the paper form:
    unit GLA4
      move SE S
      recon N
    unit GLA3: deploy at B02 S
A unit without an order defends its hex. The order form writes these
lines for you; t shows them as text, checked as you type (the verbs in
English or French: docs/orders.md in the repository lists them all).
""")

GUIDE["fr"] = HelpText("Planisphère", (
    ("entrée, o", "le Modèle d'Ordre de l'unité sous le curseur"),
    ("t", "vos ordres en texte, vérifiés à la frappe"),
    ("ctrl+s", "remettre le tour (y confirme)"),
    ("r", "les rapports des tours résolus"),
    ("c, m, h, p", "coffre, marchés, courbe d'influence, papiers"),
    ("?", "l'aide de la carte, puis celle-ci"),
    ("ctrl+q", "quitter (chaque remise est déjà enregistrée)"),
), """\
# Ce que c'est
Le Planisphère des Chroniques de Môhäj (« Règles du Planisphère »,
version 2.0), de 2 à 8 joueurs : des factions tiennent des nœuds de
civilisation (Camp, Ville, Cité) sur une carte d'hexagones et donnent
des ordres à leurs cartes d'unité ; marchés, influence, quêtes,
diplomatie et loyauté font le reste.

# Un tour
Une étape scellée : chaque joueur écrit en secret les ordres de ses
unités, le clavier passant de joueur en joueur (avec le code de la
place si elle en a un). Quand tous les joueurs humains ont remis, les
robots écrivent les leurs et tous les ordres sont résolus ensemble,
dans les douze phases du livret ; chaque joueur lit d'abord ses
rapports.

# Ce qu'on écrit
Un ordre par unité, au plus deux actions différentes, comme sur le
Modèle d'Ordre :
    unité GLA4
      déplacer SE S
      reconnaissance N
    unité GLA3 : déployer à B02 S
Une unité sans ordre défend son hexagone. Le Modèle d'Ordre écrit ces
lignes pour vous ; t les montre en texte, vérifiées à la frappe (les
verbes en français ou en anglais : docs/orders.md du dépôt les donne
tous).
""")
