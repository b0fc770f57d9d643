"""French of the engine's sentences (see `hexterm.i18n.said`): each key is the English
pattern a refused or malformed input's message is written from, a field for each value;
the words that come as values (what a number is, a role) are here too. Med-Fan's
inputs, the tactical board's paths and activations, and the shared reader of battle
results (engine/typed.py) so far."""

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
    "the winner is already given": "le vainqueur est déjà donné",
    "a battle's result says 'winner SEAT' or 'draw'":
        "le résultat d'une bataille dit 'winner JOUEUR' ou 'draw'",
    "figures": "le nombre de figurines", "cost": "le coût", "the objective": "l'objectif",
    "the scenario": "le scénario", "a die": "un dé", "the die": "le dé",
    "the turns": "le nombre de tours", "the figures lost": "le nombre de figurines perdues",
    "the territory": "le territoire", "the value": "la valeur", "the cost": "le coût",
    "keep": "keep",
    # Med-Fan's rosters
    "write NAME FIGURES COST [ROLES…]": "écrivez NOM FIGURINES COÛT [RÔLES…]",
    "{name} is not a name (one word)": "{name} n'est pas un nom (un seul mot)",
    "{word} is not one of spell=…, armour=COST, weapon=COST":
        "{word} n'est ni spell=…, ni armour=COÛT, ni weapon=COÛT",
    "{key} is a cost in #, not {value}": "{key} est un coût en #, pas {value}",
    "{word} is not a role ({roles})": "{word} n'est pas un rôle ({roles})",
    "two units are called {name}": "deux unités s'appellent {name}",
    "{name} has no figure": "{name} n'a aucune figurine",
    "{name}: a hero is one figure": "{name} : un héros est une seule figurine",
    "{name} and {other} are both {role}: an army has one at most":
        "{name} et {other} sont tous deux {role} : une armée en a un au plus",
    "general": "général", "chief": "chef", "healer": "guérisseur",
    "standard": "porte-étendard", "mage": "mage",
    "{name} has a spell but is no mage": "{name} a un sort mais n'est pas mage",
    "{name} is a mage: name his spell (spell=…)": "{name} est mage : nommez son sort (spell=…)",
    "{name} knows {n} spells: a mage has {most} (4 with the Council of Archmages)":
        "{name} connaît {n} sorts : un mage en a {most} (4 avec le Conseil des Archimages)",
    "{name} knows {n} spells: a mage has {most} when the army has two":
        "{name} connaît {n} sorts : un mage en a {most} quand l'armée en a deux",
    "{name}: only the general has a magic armour or weapon":
        "{name} : seul le général a une armure ou une arme magique",
    "{name}: a magic armour or a magic weapon, not both":
        "{name} : une armure magique ou une arme magique, pas les deux",
    "the army costs {cost} # and the treasury holds {treasury}":
        "l'armée coûte {cost} # et le magot contient {treasury} #",
    # Med-Fan's steps
    "write keep 1 or keep 2": "écrivez keep 1 ou keep 2",
    "write name NAME (your first territory's)": "écrivez name NOM (celui de votre premier "
                                                "territoire)",
    "name is the first territory's name, not {value}":
        "name est le nom du premier territoire, pas {value}",
    "write battle ATTACKER DEFENDER, scenario N or roll, length 6 or rolled":
        "écrivez battle ATTAQUANT DÉFENSEUR, scenario N ou roll, length 6 ou rolled",
    "say who fights: battle ATTACKER DEFENDER": "dites qui combat : battle ATTAQUANT DÉFENSEUR",
    "write objective N (1 to 6), or roll": "écrivez objective N (1 à 6), ou roll",
    "write turns N (5, 6 or 7)": "écrivez turns N (5, 6 ou 7)",
    "write winner SEAT or draw, lost SEAT UNIT FIGURES, turns N, or auto":
        "écrivez winner JOUEUR ou draw, lost JOUEUR UNITÉ FIGURINES, turns N, ou auto",
    "write dice D…, target N, name N NAME, or fifth council/academy":
        "écrivez dice D…, target N, name N NOM, ou fifth council/academy",
    "write upgrade UNIT CHARACTERISTIC VALUE COST (or the upgrade table's die for the "
    "characteristic)": "écrivez upgrade UNITÉ CARACTÉRISTIQUE VALEUR COÛT (ou le dé de la "
                       "table d'amélioration pour la caractéristique)",
    "territory {n} is not one of {seat}'s": "le territoire {n} n'est pas à {seat}",
    "{unit} is not in the army": "{unit} n'est pas dans l'armée",
    "{unit}: {kind} are upgraded only with the {place} (without a territory's capability, a "
    "player buys units only)": "{unit} : on n'améliore les {kind} qu'avec le {place} (sans "
                               "capacité d'un territoire, un joueur n'achète que des unités)",
    "troops": "troupes", "heroes": "héros", "Training Ground": "Terrain d'Entraînement",
    "Labyrinth of Trials": "Labyrinthe des Épreuves",
    "{what} is not one of {known}": "{what} n'est pas parmi {known}",
    "{what} is not one of {known} here": "{what} n'est pas parmi {known} ici",
    "{where}: one upgrade a characteristic": "{where} : une amélioration par caractéristique",
    "{where}: {value} is over {most}": "{where} : {value} dépasse {most}",
    "{seat} is not a player of the campaign": "{seat} ne joue pas dans la campagne",
    "a player does not fight themself": "un joueur ne se combat pas lui-même",
    "{seat} does not fight this battle": "{seat} ne livre pas cette bataille",
    "{seat}'s {name} fights with {n} figures, not {gone}":
        "{name} de {seat} combat avec {n} figurines, pas {gone}",
    "{seat} has no unit {name} in this battle":
        "{seat} n'a pas d'unité {name} dans cette bataille",
    "this battle lasts {n} turns, not {turns}": "cette bataille dure {n} tours, pas {turns}",
    "that costs {cost} # and the treasury holds {treasury}":
        "cela coûte {cost} # et le magot contient {treasury} #",
    "the campaign is at the step {step}": "la campagne en est à l'étape {step}",
    # Med-Fan's TOML rosters
    "{where} is not a table": "{where} n'est pas une table",
    "{key} = {value} is not what it takes": "{key} = {value} n'est pas ce qu'il faut",
    "say its {key}": "il manque {key}",
    "unit {name}: names and spells are one word each":
        "unité {name} : noms et sorts sont d'un seul mot",
    "the TOML roster cannot be read: {said}": "la liste TOML ne peut être lue : {said}",
    "keep is 1 or 2, not {value}": "keep vaut 1 ou 2, pas {value}",
    # the tactical board's paths and activations
    "step {n}: {said}": "étape {n} : {said}",
    "{hex} is off the board": "{hex} est hors de la carte",
    "{step} brings the movement to {spent} PMvt, over the allocation of {allocation}":
        "{step} porte le mouvement à {spent} PMvt, au-delà de l'allocation de {allocation}",
    "a formation in hedgehog does not move": "une formation en hérisson ne bouge pas",
    "the unit has already reoriented at {hex}: one reorientation between two hexes":
        "l'unité s'est déjà réorientée en {hex} : une réorientation entre deux hex",
    "a formation only turns about (180°)": "une formation ne fait que se retourner (180°)",
    "a formation of {cls} does not turn": "une formation de {cls} ne pivote pas",
    "the unit already faces {facing}": "l'unité fait déjà face au {facing}",
    "{cls} do not take the placement {step}": "{cls} : pas de placement {step}",
    "a placement changes one step at a time (infiltration ⇔ close infiltration ⇔ ground ⇔ "
    "close flight ⇔ flight)": "le placement change d'un cran à la fois (infiltration ⇔ "
                               "infiltration rapprochée ⇔ au sol ⇔ vol rapproché ⇔ en vol)",
    "the unit has already reoriented or changed placement at {hex}":
        "l'unité s'est déjà réorientée ou a déjà changé de placement en {hex}",
    "infiltrated, a placement step takes the whole allocation: nothing may come before it":
        "en infiltration, un changement de placement prend toute l'allocation : rien avant",
    "infiltrated, a hex takes the whole allocation: nothing may come before it":
        "en infiltration, un hex prend toute l'allocation : rien avant",
    "{hex} is not next to {here}": "{hex} n'est pas voisin de {here}",
    "{hex} is not in the front zone (facing {facing}: {zone})":
        "{hex} n'est pas dans la zone avant (face au {facing} : {zone})",
    "{hex} is held by the enemy": "{hex} est tenu par l'ennemi",
    "a formation does not stack with a friend": "une formation ne s'empile pas avec une amie",
    "{cls} do not change hex in flight": "{cls} : pas de changement d'hex en vol",
    "{cls} cannot enter {ground} ground": "{cls} : pas d'entrée en terrain {ground}",
    "{cls} enter {ground} ground only by a Mouvement Minimal":
        "{cls} : terrain {ground} par Mouvement Minimal seulement",
    "{cls} cannot cross a rough hex side": "{cls} : pas de franchissement de côté d'hex "
                                           "accidenté",
    "{hex} costs {cost} PMvt, {left} left": "{hex} coûte {cost} PMvt, il en reste {left}",
    "{part} is not a hex, turn DIRECTION, place PLACEMENT or exit DIRECTION":
        "{part} n'est ni un hex, ni turn DIRECTION, ni place PLACEMENT, ni exit DIRECTION",
    "{odd} does not separate the steps of a path: write spaces, commas or -> between them, "
    "as in {example}": "{odd} ne sépare pas les étapes d'un chemin : séparez-les par des "
                       "espaces, des virgules ou ->, comme dans {example}",
    "{verb} names what it goes to (for instance {example})":
        "{verb} dit vers quoi il va (par exemple {example})",
    "there is no move to take back": "il n'y a pas de mouvement à reprendre",
    "there is no input to take back": "il n'y a pas de saisie à reprendre",
    "{unit}'s path names only its own hex: write the steps that follow it, or {hold}":
        "le chemin de {unit} ne nomme que son propre hex : écrivez les étapes qui le "
        "suivent, ou {hold}",
    "{who} cannot take back this move: only {seat}, who made it, or the organiser can":
        "{who} ne peut pas reprendre ce mouvement : seuls {seat}, qui l'a fait, ou "
        "l'organisateur le peuvent",
    "write UNIT: PATH, UNIT extra|minimal|charge|flee|back: PATH, UNIT face: DIRECTION, "
    "UNIT with CHARACTER: PATH, UNIT hold or pass":
        "écrivez UNITÉ: CHEMIN, UNITÉ extra|minimal|charge|flee|back: CHEMIN, UNITÉ face: "
        "DIRECTION, UNITÉ with PERSONNAGE: CHEMIN, UNITÉ hold ou pass",
    "{word} is not understood: {usage}": "{word} n'est pas compris : {usage}",
    "with names the characters carried: UNIT with HERO: PATH":
        "with nomme les personnages portés : UNITÉ with HÉROS: CHEMIN",
    "{unit} is routed: it flees (UNIT flee: PATH)":
        "{unit} est en déroute : elle fuit (UNITÉ flee: CHEMIN)",
    "{unit} must make an attack movement (it has {why}): {hex} brings it nearer the enemy":
        "{unit} doit faire un Mouvement d'Attaque ({why}) : {hex} la rapproche de l'ennemi",
    "a charge marker": "elle a un marqueur Charge",
    "an attack instruction": "elle a une consigne d'attaque",
    "{unit} is engaged: it may not make a Mouvement (back, flee or face)":
        "{unit} est engagée : pas d'Action de Mouvement (repli, fuite ou faire face)",
    "{unit} may not make contact: only a character, a unit with a charge marker, an "
    "attack instruction or a particular order":
        "{unit} ne peut pas contacter : seuls un personnage, une unité avec un marqueur "
        "Charge, une consigne d'attaque ou un ordre particulier le peuvent",
    "{unit} is {why}: it may not make contact": "{unit} est {why} : pas de contact",
    "out of breath": "à bout de souffle", "shaken": "ébranlée",
    "{unit} has a charge marker: no repli": "{unit} a un marqueur Charge : pas de repli",
    "a repli is one step: a rear hex (exit DIRECTION off the map), or a formation's turn "
    "about": "un repli est un seul pas : un hex arrière (exit DIRECTION hors de la carte), "
             "ou le retournement d'une formation",
    "a repli turns only a formation, about (180°)":
        "un repli ne fait pivoter qu'une formation, d'un retournement (180°)",
    "a repli goes back a hex: a rear hex, or exit DIRECTION":
        "un repli recule d'un hex : un hex arrière, ou exit DIRECTION",
    "{step} is not one of {unit}'s rear hexes": "{step} n'est pas un hex arrière de {unit}",
    "{said}: a repli then uses the Mouvement Minimal (UNIT back minimal: HEX)":
        "{said} : le repli prend alors le Mouvement Minimal (UNITÉ back minimal: HEX)",
    "faire face names the side to face: UNIT face: DIRECTION":
        "faire face nomme le côté à regarder : UNITÉ face: DIRECTION",
    "{unit} is routed: it does not face": "{unit} est en déroute : elle ne fait pas face",
    "{unit} is not engaged by an enemy it does not engage: nothing to face":
        "{unit} n'est engagée par aucun ennemi qu'elle n'engage pas : rien à quoi faire face",
    "{unit} engages an enemy that engages it: it does not face":
        "{unit} engage un ennemi qui l'engage : elle ne fait pas face",
    "a formation faces by a pivot forward or back (one vertex) or a turn about":
        "une formation fait face par un pivotement avant ou arrière (un sommet) ou un "
        "retournement",
    "facing {facing}, {unit} engages none of the enemies that engage it":
        "face au {facing}, {unit} n'engage aucun des ennemis qui l'engagent",
    "{unit} cannot carry {name}: not one of its side's units on the board":
        "{unit} ne peut porter {name} : pas une unité de son camp sur la carte",
    "{unit} cannot carry {name}: a troop carries characters only":
        "{unit} ne peut porter {name} : une troupe ne porte que des personnages",
    "{unit} cannot carry {name}: it is not stacked with it":
        "{unit} ne peut porter {name} : ils ne sont pas empilés",
    "{unit} has no particular order: no Mouvement Supplémentaire":
        "{unit} n'a pas d'ordre particulier : pas de Mouvement Supplémentaire",
    "an attack movement brings the unit nearer its nearest enemy at every hex; {hex} does "
    "not": "un Mouvement d'Attaque rapproche l'unité de l'ennemi le plus proche à chaque hex ; "
           "{hex} ne le fait pas",
    "an attack movement of two hexes or more spends at least half the allocation ({n} PMvt)":
        "un Mouvement d'Attaque de deux hex ou plus dépense au moins la moitié de "
        "l'allocation ({n} PMvt)",
    "at {hex} facing {facing} the unit would be engaged on its flank or rear (by {units})":
        "en {hex} face au {facing}, l'unité serait engagée de flanc ou de dos (par {units})",
    "at {hex} facing {facing} the unit is next to the enemy: it must engage one as it "
    "enters the hex": "en {hex} face au {facing}, l'unité est au contact : elle doit engager "
                      "un ennemi dès qu'elle entre dans l'hex",
    "at {hex} facing {facing} the unit is engaged: its movement stops there":
        "en {hex} face au {facing}, l'unité est engagée : son mouvement s'arrête là",
    "at {hex} facing {facing} the unit engages the enemy: under a charge marker or an "
    "attack instruction it stops there":
        "en {hex} face au {facing}, l'unité engage l'ennemi : sous marqueur Charge ou "
        "consigne d'attaque, elle s'arrête là",
    "{step} would bring the unit into contact with the enemy: a Mouvement does not engage "
    "(declare a charge: UNIT charge: PATH)":
        "{step} mettrait l'unité au contact de l'ennemi : un Mouvement n'engage pas "
        "(déclarez une charge : UNITÉ charge: CHEMIN)",
    "{step} leaves the map: it can only be the last step":
        "{step} sort de la carte : ce ne peut être que le dernier pas",
    "{step}: that side is not in the front zone (facing {facing})":
        "{step} : ce côté n'est pas dans la zone avant (face au {facing})",
    "{step}: {hex} is not on the edge of the map that way":
        "{step} : {hex} n'est pas au bord de la carte de ce côté",
    "{step}: {cls} cannot leave the map from here":
        "{step} : {cls} ne peuvent pas sortir de la carte d'ici",
    "{unit} is a formation: a formation does not flee":
        "{unit} est une formation : une formation ne fuit pas",
    "{unit} has a charge marker: it does not flee":
        "{unit} a un marqueur Charge : elle ne fuit pas",
    "{unit} is on top of a stack with a unit under it: it does not flee":
        "{unit} est devant dans une pile avec une unité derrière : elle ne fuit pas",
    "a flight's free pivot lets its first hex bring it nearer its edge of the map":
        "le pivotement gratuit de la fuite permet à son premier hex de la rapprocher de "
        "son bord de fuite",
    "{unit} can flee ({path}): a flight moves at least a hex":
        "{unit} peut fuir ({path}) : une fuite avance d'au moins un hex",
    "a flight moves hex to hex: no change of placement":
        "une fuite va d'hex en hex : pas de changement de placement",
    "{hex} is next to the enemy: a flight keeps away from it":
        "{hex} est au contact de l'ennemi : une fuite s'en tient à l'écart",
    "{hex} is not further from the nearest threat":
        "{hex} n'éloigne pas de la menace la plus proche",
    "the flight must go on while it can: {path} is still within reach":
        "la fuite doit continuer tant qu'elle le peut : {path} est encore à portée",
    "write pass, fail, roll (the program rolls a d6: {n}+ passes) or roll DIE (the die "
    "rolled)": "écrivez pass, fail, roll (le programme lance un d6 : {n}+ réussit) ou roll DÉ "
               "(le dé lancé)",
    "a die shows 1 to 6, not {die}": "un dé montre 1 à 6, pas {die}",
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
    "a Mouvement Minimal is one step: a hex or a turn":
        "un Mouvement Minimal est un seul pas : un hex ou un pivot",
    "there is no unit {unit}": "il n'y a pas d'unité {unit}",
    "{unit} is not {seat}'s": "{unit} n'est pas à {seat}",
    "{unit} has already been activated this turn": "{unit} a déjà été activée ce tour",
    "{unit} is out of breath: no Mouvement {what}":
        "{unit} est à bout de souffle : pas de Mouvement {what}",
    "foot": "infanterie", "mounted": "cavalerie", "light foot": "infanterie légère",
    "engine": "engins", "flier": "volants", "aquatic": "aquatiques",
    "road": "route", "clear": "clair", "rough": "accidenté", "difficult": "difficile",
    "water": "eau",
    "{hex} would hold {n} stacking points, more than {most}":
        "{hex} contiendrait {n} points d'empilement, plus de {most}",
    "the units at {hex} do not let another join them (a full formation)":
        "les unités en {hex} ne laissent personne s'empiler (une formation complète)",
    "the units at {hex} may not be crossed (a formation of more than four figures, or in "
    "hedgehog)": "les unités en {hex} ne peuvent être traversées (une formation de plus de "
                 "quatre figurines, ou en hérisson)",
    "an infiltrated unit does not cross a friend":
        "une unité en infiltration ne traverse pas une amie",
    "{hex} would hold more than {most} stacking points to cross it":
        "{hex} contiendrait plus de {most} points d'empilement pour la traverser",
    # a battle's result as typed in both campaigns (engine/battle_entry.py)
    "write winner SEAT or draw, then left {owner} UNIT N (the figures left) or lost {again} "
    "UNIT N (the figures lost), or auto":
        "écrivez winner JOUEUR ou draw, puis left {owner} UNITÉ N (les figurines restantes) "
        "ou lost {again} UNITÉ N (les figurines perdues), ou auto",
    "the unit {unit} of {owner} is given twice": "l'unité {unit} de {owner} est donnée deux "
                                                  "fois",
    "the figures left": "le nombre de figurines restantes",
    "{where} fights with {n} figures, not {count}":
        "{where} combat avec {n} figurines, pas {count}",
    "{entry} does not fight at {terrain} ({seats})":
        "{entry} ne combat pas à {terrain} ({seats})",
    "no unit {unit} of band {band} fights at {terrain}":
        "aucune unité {unit} de la bande {band} ne combat à {terrain}",
    # what a Med-Fan fighter gives after the battle (engine/medfan/aftermath.py)
    "{n} survival dice for {m} figures of {seat} eliminated: one die a figure eliminated, "
    "no more":
        "{n} dés de survie pour {m} figurines de {seat} éliminées : un dé par figurine "
        "éliminée, pas plus",
    "{seat} chooses no territory to strike: only the winner of a Pillage or a Destruction "
    "does":
        "{seat} ne choisit aucun territoire à viser : seul le vainqueur d'un Pillage ou d'une "
        "Destruction le fait",
    "territory {n} is not one of {seat}'s ({numbers})":
        "le territoire {n} n'est pas l'un de ceux de {seat} ({numbers})",
    "{seat} finds no territory after this battle: a territory found is named by the one "
    "who finds it":
        "{seat} ne découvre aucun territoire après cette bataille : un territoire découvert "
        "est nommé par celui qui le découvre",
    "territory {n} is not one {seat} may find ({numbers})":
        "le territoire {n} n'est pas l'un de ceux que {seat} peut découvrir ({numbers})",
}
