"""The Med-Fan campaign's tables (../shared/seeds/001_0b499d23ddac8c41.txt, "Tables"):
the territory names, the capability tables (general, unique, rare, common), the
objective table, the battle table (d12), the survival tables and the upgrade table,
as data. Readings in docs/rules/medfan.md (M1…).

The names of the capabilities, objectives and battles are the rulebook's, in English
here (the French catalogue gives them back in the rulebook's words).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from hexterm.engine.messages import titled


class Rarity(StrEnum):
    UNIQUE = titled("unique")
    RARE = "rare"
    COMMON = titled("common")


GENERAL: dict[int, Rarity] = {1: Rarity.UNIQUE, 2: Rarity.RARE, 3: Rarity.RARE,
                              4: Rarity.COMMON, 5: Rarity.COMMON, 6: Rarity.COMMON}
"""The general table: a d6 says which specific table to roll on."""


@dataclass(frozen=True, slots=True)
class Capability:
    """What a territory does: its key, its name, its table, and what it yields at each
    gains phase when that is a fixed sum (#)."""

    key: str
    name: str
    rarity: Rarity
    income: int = 0


def _c(key: str, name: str, rarity: Rarity, income: int = 0) -> Capability:
    return Capability(key, name, rarity, income)


MERCENARY_CAMP = _c("mercenary-camp", titled("Mercenary Camp"), Rarity.UNIQUE)
TAVERN = _c("tavern", titled("Tavern"), Rarity.UNIQUE)
TRAINING_GROUND = _c("training-ground", "Training Ground", Rarity.UNIQUE)
LABYRINTH = _c("labyrinth", "Labyrinth of Trials", Rarity.UNIQUE)
ARCHMAGE_COUNCIL = _c("archmage-council", titled("Council of Archmages"), Rarity.UNIQUE)
MILITARY_ACADEMY = _c("military-academy", titled("Military Academy"), Rarity.UNIQUE)
HEALERS_HOUSE = _c("healers-house", titled("House of Healers"), Rarity.UNIQUE)
BLOOD_ALTAR = _c("blood-altar", titled("Altar of Blood"), Rarity.RARE)
THIEVES_GUILD = _c("thieves-guild", titled("Thieves' Guild"), Rarity.RARE)
TREASURE_CACHE = _c("treasure-cache", titled("Treasure Cache"), Rarity.RARE)
SMUGGLERS_DEN = _c("smugglers-den", titled("Smugglers' Den"), Rarity.RARE)
VOLCANIC_MINE = _c("volcanic-mine", titled("Volcanic Mine"), Rarity.RARE)
REFUGEE_CAMP = _c("refugee-camp", titled("Refugee Camp"), Rarity.RARE)
CASINO = _c("casino", titled("Casino"), Rarity.COMMON)
RICH_EXPLOITATION = _c("rich-exploitation", titled("Prosperous Exploitation"), Rarity.COMMON, 60)
EXPLOITATION = _c("exploitation", titled("Exploitation"), Rarity.COMMON, 40)
POOR_EXPLOITATION = _c("poor-exploitation", titled("Poor Exploitation"), Rarity.COMMON, 20)
DEVASTATED_LANDS = _c("devastated-lands", titled("Devastated Lands"), Rarity.COMMON)

FIFTH_UNIQUE = (ARCHMAGE_COUNCIL, MILITARY_ACADEMY)
"""A 5 on the unique table: the Council of Archmages or the Military Academy, as the
player chooses; one who holds either counts a 5 as already held (and rolls again)."""

SPECIFIC: dict[Rarity, dict[int, Capability | tuple[Capability, ...]]] = {
    Rarity.UNIQUE: {1: MERCENARY_CAMP, 2: TAVERN, 3: TRAINING_GROUND, 4: LABYRINTH,
                    5: FIFTH_UNIQUE, 6: HEALERS_HOUSE},
    Rarity.RARE: {1: BLOOD_ALTAR, 2: THIEVES_GUILD, 3: TREASURE_CACHE, 4: SMUGGLERS_DEN,
                  5: VOLCANIC_MINE, 6: REFUGEE_CAMP},
    Rarity.COMMON: {1: CASINO, 2: RICH_EXPLOITATION, 3: EXPLOITATION, 4: EXPLOITATION,
                    5: POOR_EXPLOITATION, 6: DEVASTATED_LANDS},
}

CAPABILITIES: dict[str, Capability] = {
    c.key: c for c in (MERCENARY_CAMP, TAVERN, TRAINING_GROUND, LABYRINTH, ARCHMAGE_COUNCIL,
                       MILITARY_ACADEMY, HEALERS_HOUSE, BLOOD_ALTAR, THIEVES_GUILD,
                       TREASURE_CACHE, SMUGGLERS_DEN, VOLCANIC_MINE, REFUGEE_CAMP, CASINO,
                       RICH_EXPLOITATION, EXPLOITATION, POOR_EXPLOITATION, DEVASTATED_LANDS)}

REDUCED = 50  # "Prix réduit": the total price less 50 %, rounded up
BATTLE_GAIN = 10  # % of the enemy figures eliminated, rounded up
BLOOD_ALTAR_GAIN = 20  # rules-notes: the Altar raises the share to 20 %
REFUGEE_COST = 10  # # at each gains phase, or the territory is lost
START_TREASURY = 500
TERRITORIES_A_PLAYER = 5


def reduced(price: int) -> int:
    """A price at 50 % off, rounded up to the next whole #."""
    return -(-price * (100 - REDUCED) // 100)


def share(total: int, percent: int) -> int:
    """`percent` of `total`, rounded up (every "arrondi au supérieur")."""
    return -(-total * percent // 100)


class Objective(StrEnum):
    """The objective table (d6)."""

    EXPANSION = "expansion"  # win: 2 unoccupied territories
    INVASION = "invasion"  # win: steal an occupied territory
    ALL_OR_NOTHING = "all-or-nothing"  # win: steal 2; lose: give 1
    RAID = "raid"  # win: the adversary loses 3 territories, unoccupied again
    PILLAGE = "pillage"  # win: 2d6×10 # from the adversary, one territory unusable
    DESTRUCTION = "destruction"  # win: one territory becomes a Refugee Camp


OBJECTIVES: dict[int, Objective] = dict(enumerate(Objective, 1))
OBJECTIVE_NAMES: dict[str, str] = {
    "expansion": titled("Expansion"), "invasion": titled("Invasion"),
    "all-or-nothing": titled("All or nothing"),
    "raid": titled("Raid"), "pillage": titled("Pillage"), "destruction": titled("Destruction")}
"""The objectives' names, as the rulebook writes them (in English here)."""

BATTLES: dict[int, str] = {
    1: "Pitched battle", 2: "Holding the ground", 3: "King of the hill", 4: "Rescue",
    5: "The cursed gem", 6: "Assassination", 7: "Breakthrough", 8: "Witch hunt",
    9: "Behead the command", 10: "Sabotage", 11: "Terror", 12: "Loot",
}
"""The battle table (d12: rules-notes), by the rulebook's order."""

BATTLE_RULES: dict[int, str] = {
    1: titled("the winner has killed the most enemies, in #"),
    2: titled("a piece of scenery is held by whoever has the most figures on it; the winner holds "
       "the most at the end"),
    3: titled("a large piece of scenery in the centre; the winner has the most figures on it at "
       "the end"),
    4: titled("the defender places a prison; in it, a free copy of one of the attacker's heroes, "
       "without abilities, freed by an allied action in contact, then 20 cm a turn at most, "
       "no flying; the attacker wins if the prisoner is free and alive or has left the "
       "table, the defender otherwise"),
    5: titled("the gem in the centre, picked up by an action in contact, carried 20 cm a turn at "
       "most (no flying), passed once a turn to an ally; the winner has it in the "
       "adversary's half at the end"),
    6: titled("the winner has killed the most enemy heroes, in #; a wounded one counts half"),
    7: titled("the winner has the most figures, in #, in the adversary's deployment zone (those "
       "gone off by the adversary's edge count double)"),
    8: titled("a mage killed is 2 victory points, a mage wounded 1"),
    9: titled("a general killed is 2 victory points, wounded 1; a chief killed 1, wounded 0"),
    10: titled("3 buildings in each camp; destroying one takes an action in contact and is 1 "
        "victory point"),
    11: titled("each morale test the adversary fails is 1 victory point"),
    12: titled("5 treasures in the neutral centre; 1 victory point for each in one's deployment "
        "zone at the end; picked up by an action in contact, carried 20 cm a turn at most "
        "(no flying), passed once a turn to an ally"),
}
"""What each battle of the table asks, in a few words (001, "Table de bataille")."""


class Survival(StrEnum):
    """What a survival roll says of an eliminated figure."""

    READY = titled("ready")  # alive and ready to fight
    MISSES = "misses"  # alive, but misses the next battle
    DEAD = titled("dead")  # eliminated for good


def survival(die: int, healer: bool, house: bool) -> Survival:
    """The survival table for `die`: the basic one, with a healer (who is not himself
    rolling) or the House of Healers, or with both."""
    if healer and house:
        ready, misses = 2, 5
    elif healer or house:
        ready, misses = 2, 4
    else:
        ready, misses = 1, 3
    return Survival.READY if die <= ready else Survival.MISSES if die <= misses else Survival.DEAD


UPGRADES: dict[int, str] = {1: "movement", 2: "melee", 3: "shooting", 4: "defence",
                            5: "mental", 6: "life"}
"""The upgrade table (d6), or the player's choice."""
MOST_A_CHARACTERISTIC = 5  # except the movement

NOUNS: tuple[str, ...] = (
    "Terres", "Plaine", "Prairie", "Vallée", "Champ", "Désert", "Marécage", "Montagne",
    "Monts", "Pic", "Cimes", "Forêt", "Bois", "Bosquet", "Collines", "Falaises", "Plages",
    "Steppes", "Toundra", "Jungle", "Rivière", "Lac", "Île", "Cavernes", "Grottes", "Mines",
    "Cité", "Ville", "Village", "Campement", "Tour", "Donjon", "Forteresse", "Château",
    "Manoir", "Ruines", "Tertre", "Tombes", "Cryptes", "Sables", "Neiges")
"""The table of nouns (one is drawn), as the rulebook lists them."""

QUALIFIERS: tuple[str, ...] = (
    "grand", "petit", "sombre", "ténébreux", "lumineux", "mortel", "giboyeux", "aride",
    "luxuriant", "terrible", "fabuleux", "brumeux", "nuageux", "pluvieux", "orageux",
    "lointain", "proche", "perdu", "abandonné", "retrouvé", "sauvage", "nouveau", "ancien",
    "éternel", "de foudre", "de tempête", "de lune", "des étoiles", "des éclairs", "du ciel",
    "rouge", "bleu", "vert", "jaune", "orange", "violet", "noir", "blanc", "marron",
    "argenté", "doré", "d'airain", "d'acier", "de fer", "de bronze", "de diamant",
    "de pierre", "d'émeraude", "de rubis", "de cristal", "de saphir", "d'obsidienne",
    "d'améthyste", "d'opale", "de granit", "de calcaire", "d'ardoise", "de marbre",
    "de glace", "de feu", "de roc", "de vent", "de sable", "de neige", "sacré", "saint",
    "divin", "démoniaque", "infernal", "du chaos", "de l'ours", "du loup", "du renard",
    "de l'aigle", "du buffle", "du serpent", "de la baleine", "du requin", "du corbeau",
    "de la chauve-souris", "du chien", "de la hyène", "du tigre", "du chat", "du rat",
    "du lièvre", "de la loutre", "de l'hirondelle", "du dragon", "du sanglier", "du cerf",
    "du koala", "du bouc", "de l'anguille", "de l'araignée", "des fourmis",
    "des sauterelles", "du cheval", "du scorpion", "du pégase", "de l'hydre",
    "de la licorne", "du troll", "de l'ogre", "du géant", "du nain", "de l'elfe",
    "du gnome", "de l'orque", "du kobold", "des fées", "des esprits", "des fantômes",
    "des ancêtres", "des âmes", "des tombes", "du chêne", "de l'orme", "du saule",
    "du châtaigner", "du pin", "du frêne", "du malorne", "des ronces", "du lierre",
    "des roses", "de l'iris", "du séquoia", "des fougères")
"""The table of qualifiers (one or two are drawn), as the rulebook lists them ("sauvage",
listed twice there, once here)."""
