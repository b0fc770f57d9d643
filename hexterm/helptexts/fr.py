"""L'aide en français, avec les termes des livrets de règles."""

from __future__ import annotations

from hexterm.helptexts.helptext import HelpText

HELP: dict[str, HelpText] = {}

HELP["title"] = HelpText("L'écran d'accueil", (
    ("haut, bas, tab", "passer d'un bouton à l'autre"),
    ("entrée", "choisir : Nouvelle partie, Charger une partie, Quitter"),
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

HELP["map"] = HelpText("La carte et le tour", (
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

HELP["order_form"] = HelpText("Le Modèle d'Ordre", (
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
  nœud échange 10 d'une denrée par tour et par point d'Inventaire, une
  Cité sans limite ; une offre se ferme quand sa quantité est atteinte.
  m sur la carte écrit un achat / vente depuis la place de marché.
Exploiter, unités Exploitant seulement, étape 9 : les ressources de la
  case vont dans l'inventaire de l'unité, le surplus au coffre.
Résoudre une quête, étape 10 : un choix, de A à D, d'une quête que
  votre faction connaît (une reconnaissance les révèle) sur la case où
  l'unité finit. Un objet dont la quête a besoin doit être équipé.
Toute action peut emporter un document que vous détenez (« joindre
D3 », with D3 dans le fichier d'ordres), comme un sauf-conduit pour un
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

HELP["orders_text"] = HelpText("Les ordres en texte", (
    ("ctrl+s", "remettre les ordres du tour"),
    ("échap", "revenir à la carte"),
), """\
# Le fichier d'ordres
Les mêmes ordres que sur le Modèle d'Ordre, écrits en texte : une ligne
par unité, « unit CODE: action; action ». Les lignes pour la Réserve
viennent d'abord, avant toute unité :
   convertir TYPE    convertir des Recrues en une carte du catalogue
   sacrifier CARTE   une carte de la réserve devient Maître d'Arme
   former CARTE en CLÉ avec MAÎTRE:QUOI ...   former une carte
Par exemple :
   convertir legion
   unit GLA3: déployer à B02 S; se-déplacer S S
   unit GLA4: se-déplacer NO N NO; reconnaissance N
   unit GLA5: attaquer LIB1 à-mort

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

HELP["reports"] = HelpText("Les rapports", (
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
