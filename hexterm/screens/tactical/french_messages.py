"""French of the tactical board's engine sentences (patterns for `hexterm.i18n.said`,
given with the board's French by `french`): the paths and activations refused, the
flights, the stacking."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # the tactical board's paths and activations
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
    "{unit} is a formation in hedgehog: it does not move, not even by a Mouvement Minimal":
        "{unit} est une formation en hérisson : elle ne bouge pas, pas même par un "
        "Mouvement Minimal",
    "{unit} is routed and must flee first: its flight comes before any other activation "
    "or a pass ({name} flee: PATH)":
        "{unit} est en déroute et doit fuir d'abord : sa fuite passe avant toute autre "
        "activation, et avant de passer ({name} flee: CHEMIN)",
    "{unit} must make its attack movement first ({why}): it comes before any other "
    "activation or a pass":
        "{unit} doit faire d'abord son Mouvement d'Attaque ({why}) : il passe avant toute "
        "autre activation, et avant de passer",
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
    "{unit} may not fall back onto {hex}, held by a friend: a repli onto a friend is for a "
    "character only": "{unit} ne peut pas se replier en {hex}, tenu par une amie : seul un "
                      "personnage se replie sur une unité amie",
    "{unit} may fall back onto {friend} only facing as it does ({facing}): a repli keeps "
    "the facing": "{unit} ne peut se replier sur {friend} que face comme elle ({facing}) : "
                  "le repli garde l'orientation",
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
    "{unit} is on top of {under}: a unit in front of a stack does not flee, not even "
    "carrying the characters behind it": "{unit} est devant {under} : une unité devant "
                                         "dans une pile ne fuit pas, même en portant les "
                                         "personnages derrière elle",
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
    # a campaign's battle made a board, and handed back (engine/tactical/campaign.py)
    "the tactical board fights two sides of one player each":
        "le plateau tactique oppose deux camps d'un seul joueur chacun",
    "{unit} is not a unit of this battle": "{unit} n'est pas une unité de cette bataille",
    "{winner} does not fight this battle ({seats})":
        "{winner} ne livre pas cette bataille ({seats})",
    # a scenario's class table ([classes.KEY]) and its other fields, refused
    "class {key}": "classe {key}",
    "class {key}: {field}": "classe {key} : {field}",
    "[classes.KEY] must be tables": "les [classes.CLÉ] doivent être des tables",
    "class {key} has no field {name} (its fields: {fields})":
        "la classe {key} n'a pas de champ {name} (ses champs : {fields})",
    "class {key} is new: it needs its {needed}":
        "la classe {key} est nouvelle : il lui faut son champ {needed}",
    # "ground" the field, not the placement: patterns longer than the general ones above
    # (`said` tries the longest first), by their field's long name
    "class {the_key_of_the_new_class} is new: it needs its ground":
        "la classe {the_key_of_the_new_class} est nouvelle : il lui faut son champ ground",
    "class {the_key_of_the_class}: ground": "classe {the_key_of_the_class} : ground",
    "{where} is a number of PMvt in halves, \"-\", \"minimal\" or \"all\", not {value}":
        "{where} est un nombre de PMvt par demi-points, \"-\", \"minimal\" ou \"all\", "
        "pas {value}",
    "{where} is a table of grounds (road, clear, rough, difficult, water)":
        "{where} est une table de terrains (road, clear, rough, difficult, water)",
    "{where} has no ground {name}": "{where} n'a pas de terrain {name}",
    "{where}: name is the class's name, not {value}":
        "{where} : name est le nom de la classe, pas {value}",
    "{where}: base is a number of PMvt, not {value}":
        "{where} : base est un nombre de PMvt, pas {value}",
    "{where}: reorient is [FIRST VERTEX, EACH FURTHER]":
        "{where} : reorient est [PREMIER SOMMET, CHAQUE SUIVANT]",
    "{where}: reorient is two numbers of PMvt": "{where} : reorient est deux nombres de PMvt",
    "{where}: changes lists placements among {places}":
        "{where} : changes énumère des placements parmi {places}",
    "unit {n}": "unité {n}",
    "unit {n}: {field}": "unité {n} : {field}",
    "unit {the_units_number}: shaken": "unité {the_units_number} : shaken",  # the fields
    "unit {the_units_number}: rout": "unité {the_units_number} : rout",  # (long: first)
    "{where}: movement is one of {known}, not {value}":
        "{where} : movement est parmi {known}, pas {value}",
    "the scenario's sides ({sides}) are one a seat: it is played by {count} seat, not "
    "{seats}": "les camps du scénario ({sides}) sont chacun à un joueur : il se joue à "
               "{count} joueur, pas {seats}",
    "side {n}: between is [HEX, HEX]": "côté {n} : between est [HEX, HEX]",
    "side {n}: {a} and {b} are not next to each other":
        "côté {n} : {a} et {b} ne sont pas voisins",
    "side {n}: {text} is not a hex label": "côté {n} : {text} n'est pas une étiquette d'hex",
    "side {n}: {label} is off the {cols}×{rows} board":
        "côté {n} : {label} est hors du plateau de {cols}×{rows}",
    "side {the_sides_number}: kind is one of {known}, not {value}":  # long: before the
        "côté {the_sides_number} : kind est parmi {known}, pas {value}",  # general one
    "[[unit]] must be tables": "les [[unit]] doivent être des tables",
    "{where}: {text} is not a hex label": "{where} : {text} n'est pas une étiquette d'hex",
    "{where}: {label} is off the {cols}×{rows} board":
        "{where} : {label} est hors du plateau de {cols}×{rows}",
    "{where}: {what} is one of {known}, not {value}":
        "{where} : {what} est parmi {known}, pas {value}",
    "a letter": "une lettre",
    "size is [COLUMNS, ROWS], not {value}": "size est [COLONNES, RANGÉES], pas {value}",
    "size's columns": "le nombre de colonnes de size",
    "size's rows": "le nombre de rangées de size",
    "ground is a list of {rows} rows of letters":
        "ground est une liste de {rows} rangées de lettres",
    "ground row {n} is {cols} letters, not {row}":
        "la rangée {n} de ground fait {cols} lettres, pas {row}",
    "ground row {n}": "rangée {n} de ground",
    "{where}: {a} and {b} are not next to each other":
        "{where} : {a} et {b} ne sont pas voisins",
    "{where}: its name is one word, not {name}":
        "{where} : son nom est d'un seul mot, pas {name}",
    "{where}: two units are called {name}": "{where} : deux unités s'appellent {name}",
    "{where}: facing is N, NE, SE, S, SW or NW, not {value}":
        "{where} : facing est N, NE, SE, S, SW ou NW, pas {value}",
    "origin is {place = …, units = [[BOARD NAME, SIDE, NAME], …]}":
        "origin est {{place = …, units = [[NOM SUR LE PLATEAU, CAMP, NOM], …]}}",
}
