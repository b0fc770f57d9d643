"""French of the Med-Fan campaign's engine sentences (patterns for `hexterm.i18n.said`,
given with the campaign's French by `french`): its rosters typed or in TOML, its steps'
inputs, what a fighter gives after the battle."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # Med-Fan's rosters
    "write NAME FIGURES COST [ROLES…]": "écrivez NOM FIGURINES COÛT [RÔLES…]",
    "{name} is not a name (one word)": "{name} n'est pas un nom (un seul mot)",
    "{word} is not one of spell=…, armour=COST, weapon=COST":
        "{word} n'est ni spell=…, ni armour=COÛT, ni weapon=COÛT",
    "{key} is a cost in #, not {value}": "{key} est un coût en #, pas {value}",
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
    "write battle ATTACKER DEFENDER, scenario N or roll, length 6 or rolled, and the "
    "organiser's agree SEAT UNIT":
        "écrivez battle ATTAQUANT DÉFENSEUR, scenario N ou roll, length 6 ou rolled, et pour "
        "l'organisateur agree JOUEUR UNITÉ",
    "say who fights: battle ATTACKER DEFENDER": "dites qui combat : battle ATTAQUANT DÉFENSEUR",
    "write objective N (1 to 6), or roll": "écrivez objective N (1 à 6), ou roll",
    "write turns N (5, 6 or 7)": "écrivez turns N (5, 6 ou 7)",
    "write winner SEAT or draw, lost SEAT UNIT FIGURES, turns N, or auto":
        "écrivez winner JOUEUR ou draw, lost JOUEUR UNITÉ FIGURINES, turns N, ou auto",
    "write dice D…, target N, name N NAME, or fifth council/academy":
        "écrivez dice D…, target N, name N NOM, ou fifth council/academy",
    "write upgrade UNIT CHARACTERISTIC VALUE COST, the value a number or an ability "
    "(upgrade Aldric melee lance 20; the upgrade table's die for the characteristic)":
        "écrivez upgrade UNITÉ CARACTÉRISTIQUE VALEUR COÛT, la valeur un nombre ou une "
        "capacité (upgrade Aldric melee lance 20 ; le dé de la table d'amélioration pour la "
        "caractéristique)",
    "territory {n} is not one of {seat}'s": "le territoire {n} n'est pas à {seat}",
    "{unit} is not in the army": "{unit} n'est pas dans l'armée",
    "write spells MAGE A,B,C (the spells the Council of Archmages teaches a mage of the "
    "army)": "écrivez spells MAGE A,B,C (les sorts que le Conseil des Archimages apprend à "
             "un mage de l'armée)",
    "{name} is not a mage of the army": "{name} n'est pas un mage de l'armée",
    "write agree SEAT UNIT (the players agree that unit may pass the upgrades' limits)":
        "écrivez agree JOUEUR UNITÉ (les joueurs s'accordent pour que cette unité passe les "
        "limites des améliorations)",
    "the army of {seat} has no {unit}: no agreement for it":
        "l'armée de {seat} n'a pas de {unit} : pas d'accord pour elle",
    "only the organiser records an agreement between players (agree SEAT UNIT)":
        "seul l'organisateur enregistre un accord entre joueurs (agree JOUEUR UNITÉ)",
    "the value is a number or an ability (one word: lance, effrayant, perforant-1), not "
    "{ability}": "la valeur est un nombre ou une capacité (un seul mot : lance, effrayant, "
                 "perforant-1), pas {ability}",
    "{name} already knows {spell}": "{name} connaît déjà {spell}",
    "{where}: a mage and his spells, one word each":
        "{where} : un mage et ses sorts, d'un seul mot chacun",
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
    "{seat} has no unit {name} in this battle":
        "{seat} n'a pas d'unité {name} dans cette bataille",
    "this battle lasts {n} turns, not {turns}": "cette bataille dure {n} tours, pas {turns}",
    "that costs {cost} # and the treasury holds {treasury}":
        "cela coûte {cost} # et le magot contient {treasury} #",
    # Med-Fan's TOML rosters
    "{where} is not a table": "{where} n'est pas une table",
    "{key} = {value} is not what it takes": "{key} = {value} n'est pas ce qu'il faut",
    "say its {key}": "il manque {key}",
    "unit {name}: names and spells are one word each":
        "unité {name} : noms et sorts sont d'un seul mot",
    "the TOML roster cannot be read: {said}": "la liste TOML ne peut être lue : {said}",
    "keep is 1 or 2, not {value}": "keep vaut 1 ou 2, pas {value}",
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
