"""French of the tactical board (found by `hexterm.locale_fr.ruleset_words`): its title
and screens (the board's side panel, the unit cards, the activation traced, the tests
and the log); its engine's sentences are in `french_messages`."""

from __future__ import annotations

from hexterm.screens.tactical.french_messages import MESSAGES

FRENCH: dict[str, str] = {
    "Tactical board": "Plateau tactique",
    "Turn {turn} of {turns}": "Tour {turn} sur {turns}",  # its turn (its screen set)
    "Side": "Camp",  # what a seat plays (its seat form)
    "(nothing yet)": "(rien encore)",
    ", a cave": ", une grotte",
    ": routed": " : en déroute",
    ": shaken": " : ébranlée",
    "A failure shakes the unit; a shaken unit that fails routs.":
        "Un échec ébranle l'unité ; une unité ébranlée qui échoue part en déroute.",
    "Play it out at the table and type pass or fail, or type roll DIE with the die rolled, "
    "or roll for the program to roll: {n}+ passes.":
        "Jouez-le à la table et tapez réussi ou raté, ou lancer DÉ avec le dé lancé, ou "
        "lancer pour que le programme le lance : {n}+ réussit.",
    "Refused: {why}": "Refusé : {why}",
    "The log, latest first:": "Le journal, le plus récent d'abord :",
    "There is no move to take back.": "Il n'y a pas de mouvement à reprendre.",
    "Turn {turn} of {turns} · {step} · {who}": "Tour {turn} sur {turns} · {step} · {who}",
    "Type UNIT: PATH, or pick a unit on the board (enter).":
        "Tapez UNITÉ: CHEMIN, ou choisissez une unité sur la carte (entrée).",
    "activated this turn": "activée ce tour",
    "allocation {points} PMvt · stacking {n}": "allocation {points} PMvt · empilement {n}",
    "at {hex} facing {facing} · {placement}": "en {hex} face au {facing} · {placement}",
    "destroyed": "détruite",
    "ends: {where}": "finit : {where}",
    "engaged by {units}": "engagée par {units}",
    "engages {units}": "engage {units}",
    "off the map": "hors de la carte",
    "off": "hors de la carte",
    "then: {tests}": "ensuite : {tests}",
    "to activate this turn": "à activer ce tour",
    "{hex}: {ground} ground{cave}": "{hex} : terrain {ground}{cave}",
    "{name} ({seat}) · {kind} of {figures} · {cls}":
        "{name} ({seat}) · {kind} de {figures} · {cls}",
    "{seat} takes back their last move": "{seat} reprend son dernier mouvement",
    "{unit} ({seat}) takes its {test}.": "{unit} ({seat}) passe son {test}.",
    "{unit} faces {facing}": "{unit} fait face au {facing}",
    "{unit} fails its {test}": "{unit} rate son {test}",
    ": its movement stops at {hex}": " : son mouvement s'arrête en {hex}",
    "{unit} has nowhere to flee: destroyed": "{unit} n'a nulle part où fuir : détruite",
    "{unit} holds": "{unit} reste en place",
    "{unit} holds.": "{unit} reste en place.",
    "{unit} passes its {test}": "{unit} réussit son {test}",
    "{unit}, step by step (PMvt):": "{unit}, pas à pas (PMvt) :",
    "Take back my last move": "Reprendre mon dernier mouvement",
    "Pick": "Choisir",
    "The game has moved: the last move was taken back.":
        "La partie a changé : le dernier mouvement a été repris.",
    "the tactical board": "le plateau tactique",
    "{unit} reaches it facing: {facings}": "{unit} l'atteint face au : {facings}",
    "Activate a unit": "Activer une unité",
    "troop": "troupe", "formation": "formation", "character": "personnage",
    "foot": "infanterie", "mounted": "cavalerie", "light foot": "infanterie légère",
    "engine": "engins", "flier": "volants", "aquatic": "aquatiques",
    "engagement test": "test d'engagement", "crossing test": "test de traversée",
    "disengagement test": "test de dégagement", "discipline test": "test de discipline",
    "pursuit test": "test de poursuite",
    "clear": "clair", "road": "route", "rough": "accidenté", "difficult": "difficile",
    "water": "eau",
    "deep-infiltration": "infiltration", "close-infiltration": "infiltration rapprochée",
    "ground": "au sol", "close-flight": "vol rapproché", "flight": "en vol",
    "charge": "marqueur Charge", "contact": "marqueur Contact",
    "order particular": "ordre particulier", "order attack": "consigne d'attaque",
    "shield-wall": "mur de boucliers", "tortoise": "tortue", "hedgehog": "hérisson",
    "out of breath": "à bout de souffle", "shaken": "ébranlée", "rout": "en déroute",
    "Test: {test} of {unit}": "Test : {test} de {unit}",
    # the prompt, and ctrl+b's question
    "Type UNIT: PATH, the steps apart by spaces, commas or -> (the unit's own hex may come "
    "first), as in {example}; or UNIT hold, or pass.":
        "Tapez UNITÉ: CHEMIN, étapes séparées par espaces, virgules ou -> (l'hex de l'unité "
        "peut venir d'abord), comme {example} ; ou UNITÉ reste, ou passe.",
    "The move: {move}": "Le mouvement : {move}",
    "Take back your last move?": "Reprendre votre dernier mouvement ?",
    "Take back {seat}'s last move?": "Reprendre le dernier mouvement de {seat} ?",
    "{seat} plays this go again, from where the units stood.":
        "{seat} rejoue ce tour d'activation, depuis où étaient les unités.",
    "Pass the keyboard to {seat}.": "Passez le clavier à {seat}.",
    "I am {seat}, or the organiser: take it back":
        "Je suis {seat} ou l'organisateur : reprendre",
    "Take it back": "Le reprendre",
    "Keep the move": "Garder le mouvement",
    "{seat}'s PIN": "PIN de {seat}",
    "That is not {seat}'s PIN: the move stays.":
        "Ce n'est pas le PIN de {seat} : le mouvement reste.",
}
__all__ = ["FRENCH", "MESSAGES"]
