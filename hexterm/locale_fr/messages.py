"""French of the engine's sentences (see `hexterm.i18n.said`): each key is the English
pattern a refused or malformed input's message is written from, a field for each value;
the words that come as values (what a number is, a role) are here too: those of the
engine's shared modules (the reader of numbers and battle results, engine/typed.py; a
turn's steps, the take-back, the roles). A ruleset's own sentences are in its French
(`MESSAGES` in its screen folder's `french.py`)."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # where a message is
    "line {line}: {said}": "ligne {line} : {said}",
    "[[unit]] {n}: {said}": "[[unit]] {n} : {said}",
    "[[upgrade]] {n}: {said}": "[[upgrade]] {n} : {said}",
    # what a scenario gives the seats of a new game (Ruleset.seat_form)
    "the scenario has no [[faction]] for the seats to play":
        "le scénario n'a aucune [[faction]] que les joueurs puissent jouer",
    "the scenario's sides ({sides}) are one a seat: it is played by {count} seats, not "
    "{seats}": "les camps du scénario ({sides}) sont chacun à un joueur : il se joue à "
               "{count} joueurs, pas {seats}",
    # numbers and words typed (engine/typed.py)
    "{what} is a whole number, not {value}": "{what} est un nombre entier, pas {value}",
    "{what} is a whole number from {lo} to {hi}, not {value}":
        "{what} est un nombre entier de {lo} à {hi}, pas {value}",
    "{what} is true or false, not {value}": "{what} est true ou false, pas {value}",
    "the winner is already given": "le vainqueur est déjà donné",
    "a battle's result says 'winner SEAT' or 'draw'":
        "le résultat d'une bataille dit « vainqueur JOUEUR » ou « nul »",
    "figures": "le nombre de figurines", "cost": "le coût", "the objective": "l'objectif",
    "the scenario": "le scénario", "a die": "un dé", "the die": "le dé",
    "the turns": "le nombre de tours", "the figures lost": "le nombre de figurines perdues",
    "the territory": "le territoire", "the value": "la valeur", "the cost": "le coût",
    "keep": "keep",
    "{word} is not a role ({roles})": "{word} n'est pas un rôle ({roles})",
    "{seat}'s {name} fights with {n} figures, not {gone}":
        "{name} de {seat} combat avec {n} figurines, pas {gone}",
    "the campaign is at the step {step}": "la campagne en est à l'étape {step}",
    "step {n}: {said}": "étape {n} : {said}",
    "there is no input to take back": "il n'y a pas de saisie à reprendre",
    "{seat} has no input to take back: only one's own last input, before anyone else "
    "gives theirs": "{seat} n'a rien à reprendre : seulement sa dernière saisie, avant que "
                    "quelqu'un d'autre ne donne la sienne",
    "{seat} can no longer take back: another input was given":
        "{seat} ne peut plus reprendre : une autre saisie a été donnée",
    # the roles the organiser gives a seat (hexterm seat role)
    "{seat} now holds the roles {roles}": "{seat} tient désormais les rôles {roles}",
    "seat {seat} holds the roles {roles} already": "le joueur {seat} tient déjà les rôles {roles}",
    "the game is over: seat {seat}'s roles can no longer change":
        "la partie est finie : les rôles du joueur {seat} ne peuvent plus changer",
    "seat {seat}: {said}": "joueur {seat} : {said}",
    "{role} is not a role (known: {known})": "{role} n'est pas un rôle (connus : {known})",
    # a battle's result as typed in both campaigns (engine/battle_entry.py)
    "write winner SEAT or draw, then left {owner} UNIT N (the figures left) or lost {again} "
    "UNIT N (the figures lost), or auto":
        "écrivez vainqueur JOUEUR ou nul, puis reste {owner} UNITÉ N (les figurines "
        "restantes) ou perdu {again} UNITÉ N (les figurines perdues), ou auto",
    "the unit {unit} of {owner} is given twice": "l'unité {unit} de {owner} est donnée deux "
                                                  "fois",
    "the figures left": "le nombre de figurines restantes",
    "{where} fights with {n} figures, not {count}":
        "{where} combat avec {n} figurines, pas {count}",
    "{entry} does not fight at {terrain} ({seats})":
        "{entry} ne combat pas à {terrain} ({seats})",
    "no unit {unit} of band {band} fights at {terrain}":
        "aucune unité {unit} de la bande {band} ne combat à {terrain}",
}
