"""The help in English: the rulebook's French terms kept, and explained."""

from __future__ import annotations

from hexterm.helptexts.helptext import HelpText

HELP: dict[str, HelpText] = {}

HELP["title"] = HelpText("The title screen", (
    ("up, down, tab", "move between the buttons"),
    ("enter", "choose: New game, Load game or Quit"),
    ("left, right", "the help of each game, page by page"),
    ("?", "this help"),
    ("escape", "quit"),
), """\
# hexterm
hexterm plays hex-map games and campaigns in the terminal, for a group:
at one keyboard, taking turns, or each player at their own terminal.
The next pages (right) say what each game is, how a turn goes and what
to type at each step; ? in a game shows its own.

# Hot-seat
The players take turns at one keyboard. What a sealed step asks (the
orders, a bid) is written in secret: the screen shows nothing of
anyone's game until the player called is at the keyboard. When every
input is in, the step is resolved, and each player then reads their
reports.

# Saves
Games are saved in the saves folder (saves/ where hexterm was started,
or the folder given with --saves), one NAME.hexsave file a game. Every
input given and every step resolved is saved at once, and the three
versions before it are kept next to it: NAME.hexsave.1, .2, .3.
""")

HELP["new_game"] = HelpText("New game", (
    ("tab, shift+tab", "move between the fields"),
    ("Add a seat / Remove a seat", "these buttons add or remove a seat"),
    ("enter on Start", "start the game"),
    ("escape", "back to the title screen"),
), """\
# Seats
A seat is one player. The seats depend on the game: its rules say how
many it takes (the form adds and removes seats within them) and what a
seat chooses: a faction from the scenario's list (and, in some rules,
its roles: diplomat, cartographer), or a name for its nation, army
or side. When a scenario names its seats, their names are fixed. The
line under the seats says what this game's rows need.
- PIN: optional, at least 4 characters, typed twice (PIN, then
  again). At each hand-off the seat's game is shown only once its PIN
  is typed, so that the other players cannot look at it.
- Bot: the program plays the seat and writes its own orders when the
  turn is resolved. Nobody needs to sit at the keyboard for it.

# Seed
The seed fixes every random draw of the game, the bots' choices
included: the same seed and the same orders give the same game, turn
after turn. Note it, or type one, to play a game again.

The new game is saved at once in the saves folder, under its name.
""")

HELP["load"] = HelpText("Load a game", (
    ("up, down", "choose a save"),
    ("enter", "load it"),
    ("escape", "back to the title screen"),
), """\
# Saves
The list shows the saves of the saves folder, newest first, with their
world, ruleset, turn, seats and date.

A damaged save (cut short, changed on disk, not a hexterm save) is
marked as such and cannot be loaded: choosing it says what is wrong.

hexterm keeps the three versions before the last change next to each
save: NAME.hexsave.1 (the newest), NAME.hexsave.2 and NAME.hexsave.3.
To go back one step, copy the .1 file over the save, outside hexterm.
""")

HELP["handoff"] = HelpText("Passing the keyboard", (
    ("enter", "confirm: I am the player called (type the PIN first, if"),
    ("", "the seat has one)"),
    ("escape", "quit hexterm (every submission is already saved)"),
    ("w", "waiting screen, own terminal: take your orders back"),
    ("r", "waiting screen: your last reports"),
    ("ctrl+q", "quit (your orders given stay given)"),
), """\
# Nothing is shown until the player confirms
This screen is the only one shown between two players. It names the
player called and tells who has given their orders and who is awaited:
no map, no unit, no chest, no orders of anyone. Hand the keyboard over,
and the player called confirms, with their PIN if their seat has one.
A wrong PIN is refused.

When every player has given their orders, the turn is resolved: the
bots write theirs, everything is saved, and the round starts again,
each player reading their reports first.

# Each player at their own terminal
With hexterm play SAVE --as SEAT, each player plays their own seat from
their own terminal, on the same save, at the same time. The PIN is
asked once. After submitting, the waiting screen lists who has given
their orders and who is awaited (names only) and follows the others
within a second or two. The last player to submit resolves the turn;
every screen then opens the new turn with its reports, or the outcome
when the game is over. Until the last player submits, w takes your
orders back to change them; once the turn is resolved, nothing can be
taken back. A player connected through hexterm serve plays this way,
without the PIN (the server asked for it), and an idle session ends.
""")

HELP["map"] = HelpText("The map and the turn", (
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

HELP["order_form"] = HelpText("The order form (Modèle d'Ordre)", (
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
  node trades 10 of a commodity a turn per Inventaire point, a Cité
  without limit; a listing closes when its quantity is reached. m on
  the map writes a trade from the market place itself.
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

HELP["orders_text"] = HelpText("Orders as text", (
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

HELP["reports"] = HelpText("Reports", (
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
