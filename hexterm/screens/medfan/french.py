"""French of the Med-Fan campaign's screens still looked up by `t()` (the rulebook's
words: magot, territoire, capacité, objectif, jet de survie, guérisseur, amélioration;
the names of the capabilities, objectives and battles as the rulebook writes them),
found by `hexterm.locale_fr.ruleset_words`: the words the screens look up from the
engine's tables and views (a capability, a battle's rules, what a territory does, a
survival's fate) and the log's sentences made again from each event. The screens' own
sentences and the engine's messages are in the domain medfan's catalogue
(`locale/fr/LC_MESSAGES/medfan.po`)."""

from __future__ import annotations

NAMES: dict[str, str] = {
    "Med-Fan campaign": "Campagne Med-Fan",
    # what a seat plays, and the campaign's options (its seat form)
    "Army": "Armée",
    "Treasury": "Trésor",
    "Generous start": "Départ généreux",
    "Battles (0: no limit)": "Batailles (0 : sans limite)",
    "Share of the territories that wins (%)": "Part des territoires qui gagne (%)",
    # capabilities
    "Mercenary Camp": "Camp Mercenaire", "Tavern": "Taverne",
    "Training Ground": "Terrain d'Entraînement", "Labyrinth of Trials": "Labyrinthe des Épreuves",
    "Council of Archmages": "Conseil des Archimages", "Military Academy": "Académie Militaire",
    "House of Healers": "Maison des Guérisseurs", "Altar of Blood": "Autel du Sang",
    "Thieves' Guild": "Guilde des Voleurs", "Treasure Cache": "Cache au Trésor",
    "Smugglers' Den": "Planque de Contrebandiers", "Volcanic Mine": "Mine Volcanique",
    "Refugee Camp": "Camp de Réfugiés", "Casino": "Casino",
    "Prosperous Exploitation": "Exploitation Prospère", "Exploitation": "Exploitation",
    "Poor Exploitation": "Exploitation Pauvre", "Devastated Lands": "Étendues Dévastées",
    "unique": "unique", "common": "commune",
    # objectives
    "Expansion": "Expansion", "Invasion": "Invasion", "All or nothing": "Tout ou rien",
    "Raid": "Raid", "Pillage": "Pillage", "Destruction": "Destruction",
    # battles
    "Pitched battle": "Bataille rangée", "Holding the ground": "Occupation du terrain",
    "King of the hill": "Roi de la colline", "Rescue": "Sauvetage",
    "The cursed gem": "La gemme maudite", "Assassination": "Assassinat",
    "Breakthrough": "Percée", "Witch hunt": "Chasse aux sorcières",
    "Behead the command": "Décapiter le commandement", "Sabotage": "Sabotage",
    "Terror": "Terreur", "Loot": "Butin",
    # characteristics, roles, parts of a bill
    "melee": "mêlée", "shooting": "tir",
    "mental": "mental", "life": "vie", "general": "général", "chief": "chef",
    "healer": "guérisseur", "standard": "porte-étendard", "mage": "mage", "hero": "héros",
    "troops": "troupes", "heroes": "héros", "troop upgrades": "améliorations des troupes",
    "hero upgrades": "améliorations des héros",
    # steps
    "Buy your army": "Acheter son armée", "Name the battle": "Désigner la bataille",
    "Declare your objective": "Annoncer son objectif", "Enter the battle": "Saisir la bataille",
    "After the battle": "Après la bataille", "Spending": "Dépenses",
}

BATTLE_RULES: dict[str, str] = {
    "the winner has killed the most enemies, in #":
        "le vainqueur est celui ayant tué le plus d'ennemis en #",
    "a piece of scenery is held by whoever has the most figures on it; the winner holds "
    "the most at the end": "un élément de décor est occupé par quiconque y a le plus de "
                           "figurines ; le vainqueur en a capturé le plus à la fin",
    "a large piece of scenery in the centre; the winner has the most figures on it at the "
    "end": "un grand élément de décor au centre ; le vainqueur y a le plus de figurines à "
           "la fin",
    "the defender places a prison; in it, a free copy of one of the attacker's heroes, "
    "without abilities, freed by an allied action in contact, then 20 cm a turn at most, "
    "no flying; the attacker wins if the prisoner is free and alive or has left the "
    "table, the defender otherwise":
        "le défenseur place une prison ; dedans, un héros gratuit au profil d'un des héros "
        "de l'attaquant, sans capacité, libéré par une action alliée au contact, puis 20 cm "
        "par tour au plus, sans voler ; l'attaquant gagne si le prisonnier est libre et "
        "vivant ou a quitté la table, le défenseur sinon",
    "the gem in the centre, picked up by an action in contact, carried 20 cm a turn at "
    "most (no flying), passed once a turn to an ally; the winner has it in the "
    "adversary's half at the end":
        "la gemme au centre, ramassée par une action au contact, portée 20 cm par tour au "
        "plus (sans voler), transmise une fois par tour à un allié ; le vainqueur l'a mise "
        "dans la moitié de table adverse à la fin",
    "the winner has killed the most enemy heroes, in #; a wounded one counts half":
        "le vainqueur a tué le plus de héros ennemis en # ; un blessé compte la moitié",
    "the winner has the most figures, in #, in the adversary's deployment zone (those gone "
    "off by the adversary's edge count double)":
        "le vainqueur a le plus de figurines (en #) dans la zone de départ adverse (celles "
        "sorties par son côté comptent double)",
    "a mage killed is 2 victory points, a mage wounded 1":
        "un mage tué rapporte 2 points de victoire, un mage blessé 1",
    "a general killed is 2 victory points, wounded 1; a chief killed 1, wounded 0":
        "un général tué rapporte 2 points de victoire, blessé 1 ; un chef tué 1, blessé 0",
    "3 buildings in each camp; destroying one takes an action in contact and is 1 victory "
    "point": "3 bâtiments dans chaque camp ; en détruire un demande une action au contact "
             "et rapporte 1 point de victoire",
    "each morale test the adversary fails is 1 victory point":
        "chaque test de moral adverse échoué rapporte 1 point de victoire",
    "5 treasures in the neutral centre; 1 victory point for each in one's deployment zone "
    "at the end; picked up by an action in contact, carried 20 cm a turn at most (no "
    "flying), passed once a turn to an ally":
        "5 trésors dans la zone neutre centrale ; 1 point de victoire par trésor dans sa "
        "zone de déploiement à la fin ; ramassé par une action au contact, porté 20 cm par "
        "tour au plus (sans voler), transmis une fois par tour à un allié",
}

DOES: dict[str, str] = {
    "troops bought at half price": "troupes achetées à prix réduit",
    "heroes bought at half price": "héros achetés à prix réduit",
    "troops' upgrades at half price": "améliorations des troupes à prix réduit",
    "heroes' upgrades at half price": "améliorations des héros à prix réduit",
    "3 more spells, or a second mage hero": "trois sorts de plus, ou un héros mage de plus",
    "every hero is a chief": "tous les héros sont chefs",
    "a better survival table": "une meilleure table de survie",
    "20 % of the enemy eliminated instead of 10 %":
        "20 % des ennemis éliminés au lieu de 10 %",
    "{n} # taken from the last adversary": "{n} # pris au dernier adversaire",
    "4d6 × 10 # once, then a Poor Exploitation":
        "4D6 × 10 # une fois, puis Exploitation Pauvre",
    "2d6 × 10 #; a double: a Poor Exploitation": "2D6 × 10 # ; un double : Exploitation Pauvre",
    "2d6 × 10 + 30 #; a double: Devastated Lands":
        "2D6 × 10 + 30 # ; un double : Étendues Dévastées",
    "costs 10 # a battle, or it is lost": "coûte 10 # par bataille, sinon il est perdu",
    "2d6 × 10 #; a double loses as much": "2D6 × 10 # ; un double fait perdre autant",
    "{n} # a battle": "{n} # par bataille",
    "a win: 2 unoccupied territories": "victoire : 2 territoires inoccupés",
    "a win: 1 of the adversary's territories": "victoire : 1 territoire de l'adversaire",
    "a win: 2 of the adversary's; a defeat: 1 of yours to them":
        "victoire : 2 de l'adversaire ; défaite : 1 des vôtres lui est donné",
    "a win: 3 of the adversary's left unoccupied":
        "victoire : 3 de l'adversaire redeviennent inoccupés",
    "a win: 2d6 × 10 # of theirs, one of their territories unusable":
        "victoire : 2D6 × 10 # de son magot, un de ses territoires inutilisable",
    "a win: one of their territories becomes a Refugee Camp":
        "victoire : un de ses territoires devient Camp de Réfugiés",
    "rolled: at turn 5 it ends on 5–6, at turn 6 on 3–6, else after turn 7":
        "au dé : au tour 5 elle s'achève sur 5–6, au tour 6 sur 3–6, sinon après le tour 7",
}

SCREENS: dict[str, str] = {
    "Territories": "Territoires", "Armies": "Armées", "Log": "Journal",
    "the basic table": "la table de base", "with the healer": "avec le guérisseur",
    "with the House of Healers": "avec la Maison des Guérisseurs",
    "with the healer and the House": "avec le guérisseur et la Maison",
    "ready": "prête", "misses the next battle": "manque la prochaine bataille",
    "dead": "morte",
    " and ": " et ",
}

LOG: dict[str, str] = {
    "rolled": "tiré au dé",
}

FRENCH: dict[str, str] = {**NAMES, **BATTLE_RULES, **DOES, **SCREENS, **LOG}
__all__ = ["FRENCH"]
