"""The help of the Planisphère's order form (Modèle d'Ordre) and of its orders as text,
in both languages: the rulebook's French terms kept, and explained in English. Lines
are at most 76 characters (see `hexterm.helptexts`)."""

from __future__ import annotations

from hexterm.helptexts.helptext import HelpText

HELP_EN: dict[str, HelpText] = {}
HELP_FR: dict[str, HelpText] = {}

HELP_EN["order_form"] = HelpText("The order form (Modèle d'Ordre)", (
    ("tab, shift+tab", "move between the fields"),
    ("up, down, enter", "choose the first and the second action in a list"),
    ("q w e / a s d", "move: add a step NW N NE / SW S SE to the path, drawn"),
    ("", "on the map (the arrows too); the path's cost and the"),
    ("", "hex where it would stop are shown"),
    ("backspace", "remove the last step"),
    ("space, enter", "tick an item or a document in a list"),
    ("0-9", "an amount beside a resource or a listing"),
    ("enter, ctrl+s", "save this unit's order"),
    ("ctrl+r", "on a reserve card: the reserve orders' form (convert,"),
    ("", "sacrifice, train)"),
    ("escape", "back to the map"),
), """\
# The Modèle d'Ordre
One order for each unit card (carte d'unité) each turn: at most two
different actions, each once. Any two go together except Attaquer and
Défendre, e.g. Déployer + Se déplacer, Se déplacer + Attaquer, Se
déplacer + Reconnaissance. A unit without an order defends. Actions run
in the order of the phases, not in the order you chose them. A saved
order goes into your draft of the turn: nothing is sent until you
submit the turn from the map (ctrl+s).

# The actions
Déployer (deploy), phase 1: a card of your faction's reserve enters the
  map at one of your nodes, on its hex or on a neighbour, where it can
  stand. It costs 1 DA per characteristic point and 1 DA per capability
  (+10 DO if Onéreux). Each commander deploys at most 10 % of the
  reserve a turn, at least 1 (the deployment capacity).
Se déplacer (move), phase 4: 1 to 12 steps, one hex each.
Attaquer (attack): after all moves, one more step into the target
  unit's hex, paid from the movement left; the target must then be next
  to the unit. Never a unit of your own faction. Done if you win. The
  target is any enemy unit you know of (seen or reported); under it
  the form says whether the extra step can be paid after the move
  drawn, before you submit.
Défendre (defend): the unit holds its hex. The default.
  À mort (to the death), for Attaquer and Défendre: if a unit of the
  winning side fights à mort, the losers are destroyed, not put to
  flight; a loser that fights à mort is destroyed too.
Reconnaissance (recon), phase 6: reports on the unit's hex and on as
  many neighbours as its Reconnaissance; hidden units there are revealed.

# Actions that need a capability
Se cacher (hide), Discrète units only: the unit leaves the public map
  after the conflicts, until a recon finds it.
Construire (build), Bâtisseur units only, phase 8: founds a Camp on a
  hex without a node (never next to one), or raises a score of your
  node there by 1.
Saper (sap), Sapeur units only, phase 8: lowers by 1 a score of the
  node on the unit's hex or next to it.
Construire and Saper use the unit up. Immobile units (a capability
too) can neither move nor attack.

# The economy's actions
The form offers them only when they can be done from where the unit
stands (the others are not in the list).
Équiper (equip), phase 2: tick item cards of the chest; a unit equips
  at most its Équipement. Déséquiper (unequip): tick items it has; they
  go back to the chest with the report.
Charger (load), phase 3: an amount of each resource to take from the
  chest into the unit's Inventaire (10 a point). Décharger (unload):
  amounts to put back, none for everything. Not both in one turn; either
  costs 1 DO.
Acheter / Vendre (trade), phase 7: choose a node within reach (its
  market serves its own hex and the next ones), then amounts to buy of
  what it sells and to sell of what it buys. The price is in DA; a
  node trades a lot a turn per Inventaire point (a lot: up to 10 of one
  commodity, bought or sold), a Cité without limit; a listing closes
  when its quantity is reached. m on the map writes a trade from the
  market place itself.
Exploiter (exploit), Exploitant units only, phase 9: the resources of
  the hex go into the unit's inventory, the surplus into the chest.
Résoudre une quête (quest), phase 10: a choice, A to D, of a quest your
  faction knows (a recon reveals them) on the hex where the unit ends.
  An item a quest needs must be equipped.
Any action may carry a document you hold ("attach D3", with D3 in the
orders file), like a safe-conduct (sauf-conduit) for a move.

# Movement
A move has the card's Déplacement in points; they do not carry over.
Entering a hex costs 1, plus one modifier for each kind of terrain on
it: obstacle +1 (Forêt, Marais, Fleuve, Hauts-fonds, Neige éternelle),
relief +3 (Montagne, Récifs), civilisation -1 (Route, Route maritime,
Pont, Canal); never below 1 nor above 6. Plaine 1, Forêt 2, Forêt with
a Route 1, Montagne 4, Montagne with a Forêt 5. A unit enters only a
hex with a terrain it can cross. Sylvestre, Montagnard and Léger units
ignore the modifier of Forêt, Montagne, Fleuve; Volant units pay 1
everywhere; Maritime, Côtier, Fluvial ones keep to Mer, Côte, Fleuve.

# What stops a move
- The edge of the map, a terrain the unit cannot cross, or a cost above
  the points left: the move stops there (partly done), and the other
  action is tried from where the unit stands.
- A hex defended by another faction's unit (any unit that neither moves
  nor attacks this turn): the unit stops there, and fights. So does a
  hex around a strategic hex that another faction holds, if the
  scenario says it controls its neighbours.
All units move together, step by step. Units that only cross each other
do not fight; units of different factions that end on one hex do.
""")

HELP_EN["orders_text"] = HelpText("Orders as text", (
    ("ctrl+s", "submit the turn"),
    ("escape", "back to the map"),
), """\
# The orders file
The same orders as the order form (Modèle d'Ordre), written as text:
one line a unit, "unit CODE: action; action". Lines for the reserve
come first, before any unit:
   convert KIND      turn recruits into a card of your catalogue
   sacrifice CARD    a reserve card becomes a weapon master
   train CARD as KEY with MASTER:WHAT ...   train a card with masters
For example:
   convert legion
   unit GLA3: deploy at B02 S; move S S
   unit GLA4: move NW N NW; recon N
   unit GLA5: attack LIB1 to-death

# Words
deploy [at] HEX [DIR], move DIR..., attack CODE [to-death], defend
[to-death], hide, recon [DIR...], build [SCORE], sap [HEX] SCORE,
equip ITEM..., unequip ITEM..., load GOOD:N..., unload [GOOD:N...],
trade [at HEX] buy GOOD:N... sell GOOD:N..., exploit, quest A-D;
"with D3" after an action attaches a document. The French verbs work
too: déployer, se-déplacer, attaquer, défendre, se-cacher,
reconnaissance, construire, saper, équiper, déséquiper, charger,
décharger, exploiter, quête; à-mort for to-death.
Directions: N NE SE S SW NW (SO and NO too). Hexes: B02, not B2.
Scores: combat, defence, recon, equipment, inventory, recruits.
Everything after a # is a comment. Units you do not name defend.

# Checked as you type
Each change is checked against the rules, and the first problem is
shown under the text with its line. A text with a problem is never
submitted. Submitting again in the same turn replaces the whole text.
""")

HELP_FR["order_form"] = HelpText("Le Modèle d'Ordre", (
    ("tab, maj+tab", "passer d'un champ à l'autre"),
    ("haut, bas, entrée", "choisir la première et la seconde action"),
    ("q w e / a s d", "déplacement : ajouter un pas NO N NE / SO S SE au"),
    ("", "chemin tracé sur la carte (les flèches aussi) ; le coût"),
    ("", "du chemin et la case où il s'arrêterait s'affichent"),
    ("retour arrière", "retirer le dernier pas"),
    ("espace, entrée", "cocher un objet ou un document dans une liste"),
    ("0-9", "une quantité à côté d'une ressource ou d'une offre"),
    ("entrée, ctrl+s", "enregistrer l'ordre de cette unité"),
    ("ctrl+r", "sur une carte de la réserve : le formulaire des ordres"),
    ("", "de réserve (convertir, sacrifier, former)"),
    ("échap", "revenir à la carte"),
), """\
# Le Modèle d'Ordre
Un ordre par carte d'unité et par tour : au plus deux actions
différentes, chacune une fois. Toutes vont ensemble deux à deux sauf
Attaquer et Défendre : par exemple Déployer + Se déplacer, Se déplacer
+ Attaquer, Se déplacer + Reconnaissance. Une unité sans ordre défend.
Les actions se font dans l'ordre des étapes de résolution, pas dans
celui où vous les avez choisies. Un ordre enregistré va dans votre
brouillon du tour : rien n'est remis avant que vous remettiez les
ordres depuis la carte (ctrl+s).

# Les actions
Déployer, étape 1 : une carte de la réserve de votre faction entre sur
  la carte à l'un de vos nœuds, sur sa case ou une case voisine, là où
  elle peut se tenir. Elle coûte 1 DA par point de caractéristique et
  1 DA par capacité (+10 DO si Onéreux). Chaque Commandant déploie au
  plus 10 % de la Réserve par tour, au moins 1 (capacité de déploiement).
Se déplacer, étape 4 : de 1 à 12 pas, d'une case chacun.
Attaquer : après tous les déplacements, un pas de plus vers la case de
  l'unité ciblée, payé avec le déplacement restant ; la cible doit alors
  être voisine. Jamais une unité de votre faction. Réussi si vous gagnez.
  La cible est toute unité ennemie que vous connaissez (vue ou
  rapportée) ; sous elle, le formulaire dit si le pas de plus pourra
  être payé après le déplacement tracé, avant que vous remettiez.
Défendre : l'unité tient sa case. C'est l'action par défaut.
  À mort, pour Attaquer et Défendre : si une unité de la partie
  victorieuse combat à mort, les vaincus sont détruits au lieu de fuir ;
  un vaincu qui combat à mort est détruit aussi.
Reconnaissance, étape 6 : rapport sur la case de l'unité et sur autant
  de cases voisines que sa Reconnaissance ; les unités cachées qui s'y
  trouvent sont révélées.

# Les actions qui demandent une capacité
Se cacher, unités Discrètes seulement : l'unité quitte la carte
  publique après les conflits, jusqu'à ce qu'une reconnaissance la
  trouve.
Construire, unités Bâtisseur seulement, étape 8 : fonde un Camp sur une
  case sans nœud (jamais à côté d'un nœud), ou augmente de 1 une
  caractéristique de votre nœud sur la case.
Saper, unités Sapeur seulement, étape 8 : diminue de 1 une
  caractéristique du nœud sur la case de l'unité ou à côté.
Construire et Saper détruisent l'unité. Une unité Immobile (une
capacité aussi) ne peut ni se déplacer ni attaquer.

# Les actions de l'économie
Le formulaire ne les propose que si elles sont possibles depuis la
case de l'unité (les autres ne sont pas dans la liste).
Équiper, étape 2 : cochez des cartes d'objet du coffre ; une unité en
  équipe au plus son Équipement. Déséquiper : cochez des objets qu'elle
  porte ; ils reviennent au coffre avec le rapport.
Charger, étape 3 : une quantité de chaque ressource à prendre du coffre
  dans l'Inventaire de l'unité (10 par point). Décharger : les
  quantités à rendre, aucune pour tout. Pas les deux le même tour ;
  chacune coûte 1 DO.
Acheter / Vendre, étape 7 : choisissez un nœud à portée (son marché
  sert sa case et les voisines), puis les quantités à acheter de ce
  qu'il vend et à vendre de ce qu'il achète. Le prix est en DA ; un
  nœud échange un lot par tour et par point d'Inventaire (un lot :
  jusqu'à 10 d'une denrée, achetée ou vendue), une Cité sans limite ;
  une offre se ferme quand sa quantité est atteinte. m sur la carte
  écrit un achat / vente depuis la place de marché.
Exploiter, unités Exploitant seulement, étape 9 : les ressources de la
  case vont dans l'inventaire de l'unité, le surplus au coffre.
Résoudre une quête, étape 10 : un choix, de A à D, d'une quête que
  votre faction connaît (une reconnaissance les révèle) sur la case où
  l'unité finit. Un objet dont la quête a besoin doit être équipé.
Toute action peut emporter un document que vous détenez (« joindre
D3 », avec D3 dans le fichier d'ordres), comme un sauf-conduit pour un
déplacement.

# Le déplacement
Un déplacement a autant de points que la caractéristique Déplacement
de la carte ; ceux qui restent sont perdus. Entrer sur une case coûte
1, plus un modificateur par catégorie de terrain présente : Obstacles
+1 (Forêt, Marais, Fleuve, Hauts-fonds, Neige éternelle), Relief +3
(Montagne, Récifs), Civilisation -1 (Route, Route maritime, Pont,
Canal) ; jamais moins de 1 ni plus de 6. Plaine 1, Forêt 2, Forêt avec
Route 1, Montagne 4, Montagne avec Forêt 5. Une unité n'entre que sur
une case dont elle peut franchir un terrain. Sylvestre, Montagnard et
Léger ignorent le modificateur de Forêt, Montagne, Fleuve ; Volant paie
1 partout ; Maritime, Côtier, Fluvial restent sur Mer, Côte, Fleuve.

# Ce qui arrête un déplacement
- Le bord de la carte, un terrain que l'unité ne peut pas franchir, ou
  un coût plus grand que le déplacement restant : l'unité s'arrête là
  (séquence partiellement réalisée), et l'autre action est tentée
  depuis sa position.
- Une case défendue par une unité d'une autre faction (toute unité qui
  ne se déplace ni n'attaque ce tour) : l'unité s'y arrête, et combat.
  De même autour d'une case stratégique tenue par une autre faction, si
  le scénario dit qu'elle contrôle ses voisines.
Toutes les unités avancent ensemble, pas à pas. Des unités qui ne font
que se croiser ne combattent pas ; celles de factions différentes qui
finissent sur une même case, si.
""")

HELP_FR["orders_text"] = HelpText("Les ordres en texte", (
    ("ctrl+s", "remettre les ordres du tour"),
    ("échap", "revenir à la carte"),
), """\
# Le fichier d'ordres
Les mêmes ordres que sur le Modèle d'Ordre, écrits en texte : une ligne
par unité, « unité CODE : action ; action ». Les lignes pour la Réserve
viennent d'abord, avant toute unité :
   convertir TYPE    convertir des Recrues en une carte du catalogue
   sacrifier CARTE   une carte de la réserve devient Maître d'Arme
   former CARTE en CLÉ avec MAÎTRE:QUOI ...   former une carte
Par exemple :
   convertir legion
   unité GLA3 : déployer à B02 S ; se-déplacer S S
   unité GLA4 : se-déplacer NO N NO ; reconnaissance N
   unité GLA5 : attaquer LIB1 à-mort

# Les mots
déployer [à] CASE [DIR], se-déplacer DIR..., attaquer CODE [à-mort],
défendre [à-mort], se-cacher, reconnaissance [DIR...], construire
[CARAC], saper [CASE] CARAC, équiper OBJET..., déséquiper OBJET...,
charger BIEN:N..., décharger [BIEN:N...], acheter-vendre [à CASE]
achat BIEN:N... vente BIEN:N..., exploiter, quête A-D ; « avec D3 »
après une action joint un document. Les verbes anglais marchent aussi
(deploy, move, attack, defend, hide, recon, build, sap, equip,
unequip, load, unload, trade, exploit, quest ; to-death, with), et
« unité » pour « unit ». Directions : N NE SE S SO NO (ou SW, NW).
Cases : B02, pas B2. Caractéristiques : combat, défense,
reconnaissance, équipement, inventaire, recrues. Tout ce qui suit un #
est un commentaire. Les unités que vous ne nommez pas défendent.

# Vérifié pendant la frappe
Chaque modification est vérifiée selon les règles, et le premier
problème s'affiche sous le texte avec sa ligne. Un texte qui a un
problème n'est jamais remis. Remettre à nouveau dans le même tour
remplace tout le texte.
""")
