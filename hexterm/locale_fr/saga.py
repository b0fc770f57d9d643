"""French of the SAGA campaign's screens and steps (the rulebook's words: faveur des
dieux, mise, bande, seigneur, village, terrain sacré, PP, piste de la mémoire)."""

from __future__ import annotations

SAGA: dict[str, str] = {
    "Bid for the favour of the gods": "Miser pour la faveur des dieux",
    "Order the tied players": "Départager les ex aequo",
    "Recruit and transfer": "Recruter et transférer",
    "Declare a movement": "Déclarer un mouvement",
    "Battle": "Combat",
    "Battle at {terrain}": "Combat à {terrain}",
    "Management": "Gestion",
    "sealed": "sous pli",
    "open": "ouvert",
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
    "{seat} passes": "{seat} passe",
    "You have {pp} PP. The highest bid speaks last and moves best; a bid "
    "you cannot pay counts 0 and goes last.":
        "Vous avez {pp} PP. La plus haute mise parle en dernier et bouge au mieux ; une "
        "mise que vous ne pouvez pas payer compte 0 et passe en fin de liste.",
    "Write a whole number of PP.": "Écrivez un nombre entier de PP.",
    "Tied: {tied}.": "Ex aequo : {tied}.",
    "Write: order NAME NAME… (best first)": "Écrivez : order NOM NOM… (le meilleur d'abord)",
    "Write, one a line: band LORD at VILLAGE · recruit BAND KIND POINTS "
    "(hearthguards, warriors, levies; 1 PP a point) · take BAND UNIT · "
    "reinforce BAND UNIT · transfer UNIT from BAND to BAND":
        "Écrivez, une par ligne : band SEIGNEUR at VILLAGE · recruit BANDE TYPE POINTS "
        "(hearthguards : gardes, warriors : guerriers, levies : levées ; 1 PP le point) · "
        "take BANDE UNITÉ · reinforce BANDE UNITÉ · transfer UNITÉ from BANDE to BANDE",
    "A band has 4 to 10 points, raised and recruited in your villages.":
        "Une bande a de 4 à 10 points, levée et recrutée dans vos villages.",
    "Whose go: {seat}": "À qui de jouer : {seat}",
    "This turn: {said}": "Ce tour : {said}",
    "{band} at {terrain}: {near}": "{band} à {terrain} : {near}",
    "; by two roads: {far}": " ; par deux routes : {far}",
    "Write: move BAND TERRAIN [TERRAIN], or pass (for the rest of "
    "the turn)": "Écrivez : move BANDE TERRAIN [TERRAIN], ou pass (pour le reste du tour)",
    "Battle at {terrain}:": "Combat à {terrain} :",
    "Write: winner SEAT or draw, then left BAND UNIT FIGURES for each "
    "unit that lost figures; or auto for the dice helper":
        "Écrivez : winner JOUEUR ou draw (égalité), puis left BANDE UNITÉ FIGURINES pour "
        "chaque unité qui a perdu des figurines ; ou auto pour l'aide aux dés",
    "Income +{income} PP; upkeep of {points} points: −{upkeep} PP "
    "(points → PP: {table}).":
        "Revenu +{income} PP ; entretien de {points} points : −{upkeep} PP "
        "(points → PP : {table}).",
    "Write, one a line: village TERRAIN (2 PP) · sacred TERRAIN (1 PP) · "
    "demobilise BAND UNIT · rally BAND VILLAGE · invade TERRAIN LORD KIND "
    "POINTS… (outer factions, 5 PP and the band)":
        "Écrivez, une par ligne : village TERRAIN (2 PP) · sacred TERRAIN (1 PP) · "
        "demobilise BANDE UNITÉ · rally BANDE VILLAGE · invade TERRAIN SEIGNEUR TYPE "
        "POINTS… (factions extérieures, 5 PP et la bande)",
}
