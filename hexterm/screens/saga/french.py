"""French of the SAGA campaign (its title, its screens and steps; found by
`hexterm.locale_fr.ruleset_words`) (the rulebook's words: faveur des
dieux, mise, bande, seigneur, village, terrain sacré, PP, piste de la mémoire)."""

from __future__ import annotations

FRENCH: dict[str, str] = {
    "SAGA campaign": "Campagne SAGA",
    "Bid for the favour of the gods": "Miser pour la faveur des dieux",
    "Order the tied players": "Départager les ex aequo",
    "Recruit and transfer": "Recruter et transférer",
    "Declare a movement": "Déclarer un mouvement",
    "Battle": "Combat",
    "Battle at {terrain}": "Combat à {terrain}",
    "Battles at {terrains}": "Combats à {terrains}",
    "Muster at {terrain}": "Rassemblement à {terrain}",
    "Battle at {terrain} · awaited: {names}": "Combat à {terrain} · attendus : {names}",
    "You may enter {count} battles ({battles}), in any order: begin the entry with at "
    "TERRAIN (ctrl+n writes the next).":
        "Vous pouvez saisir {count} combats ({battles}), dans l'ordre que vous voulez : "
        "commencez la saisie par à TERRAIN (ctrl+n écrit le suivant).",
    "Next battle": "Combat suivant",
    "Muster at {terrain} · awaited: {names}": "Rassemblement à {terrain} · attendus : {names}",
    "Before the result, muster: transfer UNIT from BAND to BAND (your bands there, each 4 "
    "to 10 points) · take BAND UNIT (from the village's reserve, 10 points a band at "
    "most) · reserve UNIT… or reserve none (a reserve defending alone, 4 to 10 points)":
        "Avant le résultat, rassemblez : transférer UNITÉ de BANDE à BANDE (vos bandes "
        "là, chacune de 4 à 10 points) · prendre BANDE UNITÉ (de la réserve du village, 10 "
        "points par bande au plus) · réserve UNITÉ… ou réserve aucune (une réserve qui "
        "défend seule, de 4 à 10 points)",
    "Nothing, or keep, keeps things as they are: ctrl+s on the empty box.":
        "Rien, ou garder, laisse tout comme c'est : ctrl+s sur la zone vide.",
    "Management": "Gestion",
    "Scroll up": "Remonter",
    "Scroll down": "Descendre",
    "retreat": "retraite",
    "* prestigious · + developed · V village · S sacred terrain · ! a battle to come":
        "* prestigieux · + développé · V village · S terrain sacré · ! un combat à venir",
    "Turn {turn}/{turns} · initiative: {order} (favour of the gods: {first})":
        "Tour {turn}/{turns} · initiative : {order} (faveur des dieux : {first})",
    "Memory ({need} to win): {slots}": "Mémoire ({need} pour gagner) : {slots}",
    "{seat}: {pp} PP (+{income} −{upkeep}) · villages {villages}/{most} · "
    "lords {lords}/{lords_most} · {bands}":
        "{seat} : {pp} PP (+{income} −{upkeep}) · villages {villages}/{most} · "
        "seigneurs {lords}/{lords_most} · {bands}",
    "{seat}: {band} {start} → {path}": "{seat} : {band} {start} → {path}",
    "You have {pp} PP. The highest bid speaks last and moves best; a bid "
    "you cannot pay counts 0 and goes last.":
        "Vous avez {pp} PP. La plus haute mise parle en dernier et bouge au mieux ; une "
        "mise que vous ne pouvez pas payer compte 0 et passe en fin de liste.",
    "Write a whole number of PP.": "Écrivez un nombre entier de PP.",
    "Tied: {tied}.": "Ex aequo : {tied}.",
    "You have {pp} PP; your villages: {villages}.":
        "Vous avez {pp} PP ; vos villages : {villages}.",
    "The first initiative, by 3d6 (the tied rolling again): {rolled}":
        "La première initiative, par 3d6 (les ex aequo relançant) : {rolled}",
    "Write: order NAME NAME… (best first)": "Écrivez : ordre NOM NOM… (le meilleur d'abord)",
    "Write, one a line: band LORD at VILLAGE · recruit BAND KIND POINTS "
    "(hearthguards, warriors, levies; 1 PP a point) · take BAND UNIT · "
    "reinforce BAND UNIT · transfer UNIT from BAND to BAND":
        "Écrivez, une par ligne : bande SEIGNEUR à VILLAGE · recruter BANDE TYPE POINTS "
        "(gardes, guerriers, levées ; 1 PP le point) · "
        "prendre BANDE UNITÉ · renforcer BANDE UNITÉ · transférer UNITÉ de BANDE à BANDE",
    "A band has 4 to 10 points, raised and recruited in your villages.":
        "Une bande a de 4 à 10 points, levée et recrutée dans vos villages.",
    "Whose go: {seat}": "À qui de jouer : {seat}",
    "This turn: {said}": "Ce tour : {said}",
    "{band} at {terrain}: {near}": "{band} à {terrain} : {near}",
    "; by two roads: {far}": " ; par deux routes : {far}",
    "Write: move BAND TERRAIN [TERRAIN], or pass (for the rest of "
    "the turn)": "Écrivez : déplacer BANDE TERRAIN [TERRAIN], ou passer (pour le reste du tour)",
    "Battle at {terrain}:": "Combat à {terrain} :",
    "Then: {battles}": "Ensuite : {battles}",
    "Write: winner SEAT or draw, then left BAND UNIT FIGURES for each "
    "unit that lost figures; or auto for the dice helper":
        "Écrivez : vainqueur JOUEUR ou égalité, puis reste BANDE UNITÉ FIGURINES pour "
        "chaque unité qui a perdu des figurines ; ou auto pour l'aide aux dés",
    "Income +{income} PP; upkeep of {points} points: −{upkeep} PP "
    "(points → PP: {table}).":
        "Revenu +{income} PP ; entretien de {points} points : −{upkeep} PP "
        "(points → PP : {table}).",
    "Write, one a line: village TERRAIN (2 PP) · sacred TERRAIN (1 PP) · "
    "demobilise BAND UNIT [VILLAGE] · rally BAND VILLAGE · invade TERRAIN LORD "
    "KIND POINTS… (outer factions, 5 PP and the band)":
        "Écrivez, une par ligne : village TERRAIN (2 PP) · sacré TERRAIN (1 PP) · "
        "démobiliser BANDE UNITÉ [VILLAGE] · rallier BANDE VILLAGE · envahir TERRAIN SEIGNEUR "
        "TYPE POINTS… (factions extérieures, 5 PP et la bande)",
    "entered at the table": "saisi à la table",
    "from the tactical board": "venu du plateau tactique",
    "BAND": "BANDE",  # who a battle's result names (left BAND UNIT N)
    "drawn by the dice helper": "tiré par l'aide aux dés",
    "The bids: {bids}": "Les mises : {bids}",
    "{seat} cannot pay a bid of {bid} PP: it counts 0 and goes last":
        "{seat} ne peut pas payer sa mise de {bid} PP : elle compte 0 et passe en dernier",
    "Initiative: {order}; {first} has the favour of the gods":
        "Initiative : {order} ; {first} a la faveur des dieux",
    "{seat}, favourite of the gods, orders the tied players: {order}":
        "{seat}, favori des dieux, départage les ex aequo : {order}",
    "{seat} raises the band of {w0} at {w1}": "{seat} lève la bande de {w0} à {w1}",
    "{w0} recruits {w1} for {w2} PP": "{w0} recrute des {w1} pour {w2} PP",
    "{w0} takes {w1} from the reserve": "{w0} prend {w1} dans la réserve",
    "{w0} brings {w1} back to full": "{w0} remet {w1} au complet",
    "{w0} goes from {w1} to {w2}": "{w0} passe de {w1} à {w2}",
    "{seat} moves {band} from {from} to {path}": "{seat} déplace {band} de {from} à {path}",
    "Battle at {terrain}: {seats}": "Combat à {terrain} : {seats}",
    "The reserve at {terrain} fights with {units}": "La réserve à {terrain} combat avec "
                                                   "{units}",
    "The reserve at {terrain} does not defend: its units stay at the tavern":
        "La réserve à {terrain} ne défend pas : ses unités restent à la taverne",
    "{seat} takes {terrain}": "{seat} prend {terrain}",
    "{seat} plunders and razes the village of {owner} at {terrain}":
        "{seat} pille et rase le village de {owner} à {terrain}",
    "{seat} takes the prestigious {terrain}: a point on the memory track":
        "{seat} prend le terrain prestigieux {terrain} : un point sur la piste de la mémoire",
    "Battle at {terrain} ({source}): {winner}": "Combat à {terrain} ({source}) : {winner}",
    "The lord {lord} dies after {battles} battles":
        "Le seigneur {lord} meurt après {battles} combats",
    "Band {band} after the battle: {units}": "La bande {band} après le combat : {units}",
    "Band {band} retreats": "La bande {band} fait retraite",
    "Band {band} stands back at {terrain}": "La bande {band} reste à {terrain}",
    "At {terrain}, the latecomers meet the winner: {seats}":
        "À {terrain}, les derniers arrivés affrontent le gagnant : {seats}",
    "The results entered for the battle at {terrain} differ; nothing is applied: "
    "{differences}":
        "Les résultats saisis pour le combat à {terrain} diffèrent ; rien n'est appliqué : "
        "{differences}",
    "{seat} has no village left: its bands vanish and it gets {pp} PP back":
        "{seat} n'a plus de village : ses bandes disparaissent et il regagne {pp} PP",
    "{units} of {seat} join the reserve at {terrain}":
        "{units} de {seat} rejoignent la réserve de {terrain}",
    "{seat} collects {pp} PP": "{seat} collecte {pp} PP",
    "{seat} pays {pp} PP of upkeep": "{seat} paie {pp} PP d'entretien",
    "{unit} of band {band} is demobilised": "{unit} de la bande {band} est démobilisée",
    "Band {band} falls under 4 points and falls back to a village":
        "La bande {band} passe sous 4 points et se replie sur un village",
    "{seat} builds a village at {terrain}": "{seat} construit un village à {terrain}",
    "{seat} builds a sacred terrain at {terrain}":
        "{seat} construit un terrain sacré à {terrain}",
    "{seat} invades at {terrain} with the band of {band}":
        "{seat} envahit {terrain} avec la bande de {band}",
    "Band {band} comes back to {terrain}": "La bande {band} revient à {terrain}",
    "{seat} wins the campaign on the memory track":
        "{seat} gagne la campagne sur la piste de la mémoire",
    "The last turn ({turn}) is over": "Le dernier tour ({turn}) est fini",
    "Line {line} of {seat} is not carried out: {reason}":
        "La ligne {line} de {seat} n'est pas exécutée : {reason}",
    "Final ranking (PP + the points of the bands + 3 a village):":
        "Classement final (PP + les points des bandes + 3 par village) :",
    # The screen at 80×24: the players' table, the band in hand, what is out of sight.
    "Player|PP|Income|Upkeep (points)|Villages|Lords|Bands":
        "Joueur|PP|Revenu|Entretien (points)|Villages|Seigneurs|Bandes",
    "Type move BAND: the map shows where it can go (›).":
        "Écrivez déplacer BANDE : la carte montre où elle peut aller (›).",
    "› reversed: where the band in hand can go": "› en inverse : où la bande en main peut aller",
    "what to type": "quoi écrire",
    "the map": "la carte",
    "the legend": "la légende",
    "this turn's reports": "les rapports du tour",
    "the players' PP": "les PP des joueurs",
    "▲ pgup: {parts}": "▲ pgup : {parts}",
    "▼ pgdn: {parts}": "▼ pgdn : {parts}",
    "◀▶ alt+←/→: the map goes on sideways": "◀▶ alt+←/→ : la carte continue sur le côté",
    "This turn, the latest first:": "Ce tour, le plus récent d'abord :",
    "{band} ({points} points) at {terrain}: {units}":
        "{band} ({points} points) à {terrain} : {units}",
    "{band} ({points} points) in retreat: {units}":
        "{band} ({points} points) en retraite : {units}",
    "Reserve at {village}: {units}": "Réserve à {village} : {units}",
    "Map left": "Carte à gauche",
    "Map right": "Carte à droite",
}

MESSAGES: dict[str, str] = {
    # the step titles of the battles (engine/saga/turn.py); every refusal and event of
    # the campaign is a message of its catalogue domain (locale/fr/LC_MESSAGES/saga.po)
    "Battle at {terrain}": "Combat à {terrain}",
    "Battles at {terrains}": "Combats à {terrains}",
    "Muster at {terrain}": "Rassemblement à {terrain}",
}
__all__ = ["FRENCH", "MESSAGES"]
