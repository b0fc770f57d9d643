"""The words a Med-Fan player types, in English or in the rulebook's French, read as
the canonical (English) words the saves keep: whoever types `bataille alice bob` or
`battle alice bob`, the step's input is written `battle alice bob` (saves are the same
in every language, and both languages are read in every game).

Each step has its keywords (the first word of a line) and the values some of them take
(`scénario dé`, `cinquième conseil`); a roster line's roles and options follow its
NAME FIGURES COST (`général`, `héros`, `sort=…`), an upgrade's characteristic its unit
(`amélioration Aldric mêlée 4 30`). The French are the rulebook's (001: "objectif",
"scénario", "vainqueur", "jet de survie", "amélioration", the characteristics
Déplacement, Mêlée, Tir, Défense, Mental, Vie, the roles général, chef, guérisseur);
a word is read with or without its accents, in any case. Names (seats, units) are left
as they are typed.
"""

from __future__ import annotations

from hexterm.engine.battle_entry import TYPED
from hexterm.engine.typed import folded, line_by_line, word_in

KEYWORDS: dict[str, dict[str, str]] = {
    "army": {"garder": "keep", "nom": "name"},
    "pairing": {"bataille": "battle", "scenario": "scenario", "duree": "length",
                "accord": "agree"},
    "objectives": {"objectif": "objective"},
    "battle": {**TYPED, "tours": "turns"},  # a result's words are the shared reader's
    "after": {"des": "dice", "cible": "target", "nom": "name", "cinquieme": "fifth"},
    "spending": {"amelioration": "upgrade", "ameliorer": "upgrade", "sorts": "spells",
                 "garder": "keep"},
}
"""Each step's French keywords (folded: no accents, lower case), by the step's key."""

VALUES: dict[str, dict[str, str]] = {
    "scenario": {"de": "roll"}, "length": {"de": "rolled"}, "objective": {},
    "fifth": {"conseil": "council", "academie": "academy"},
}
"""The French values a keyword takes (`scénario dé`: the scenario rolled)."""

ALONE: dict[str, dict[str, str]] = {"objectives": {"de": "roll"}}
"""A line of one French word standing for an English one (`dé`: the objective rolled)."""

CHARACTERISTICS: dict[str, str] = {
    "deplacement": "movement", "mouvement": "movement", "melee": "melee", "tir": "shooting",
    "defense": "defence", "mental": "mental", "vie": "life",
}
"""The upgrade table's characteristics (001, "Table d'amélioration")."""

ROLES: dict[str, str] = {
    "general": "general", "chef": "chief", "guerisseur": "healer",
    "porte-etendard": "standard", "etendard": "standard", "mage": "mage", "heros": "hero",
}
"""A roster line's roles, and `héros`."""

OPTIONS: dict[str, str] = {"sort": "spell", "armure": "armour", "arme": "weapon"}
"""A roster line's options (`sort=Feu`, `armure=COÛT`, `arme=COÛT`)."""

def _roster_word(word: str) -> str:
    key, sep, value = word.partition("=")
    if sep:
        return f"{OPTIONS.get(folded(key), key)}={value}"
    return word_in(word, ROLES)


def canonical(step: str, text: str) -> str:
    """The input of the step `step` (its key) with its French words read as the
    English ones; every line stays on its line (a refusal names the line typed)."""
    return line_by_line(text, lambda words: _english(step, words))


def _english(step: str, words: list[str]) -> list[str]:
    """A line's words of the step `step`, its French ones read as the English ones."""
    keywords = KEYWORDS.get(step, {})
    first = folded(words[0])
    if len(words) == 1 and first in ALONE.get(step, {}):
        return [ALONE[step][first]]
    if first in keywords or words[0].lower() in keywords.values():
        verb = keywords.get(first, words[0].lower())
        words = [verb, *words[1:]]
        if verb in VALUES and len(words) == 2:
            words[1] = word_in(words[1], VALUES[verb])
        if verb == "upgrade" and len(words) > 2:
            words[2] = word_in(words[2], CHARACTERISTICS)
        return words
    if step in ("army", "spending"):  # a roster line: NAME FIGURES COST roles…
        return [*words[:3], *(_roster_word(w) for w in words[3:])]
    return words
