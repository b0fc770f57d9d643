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
as they are typed. `said_in` says an input kept in the English words back in a
language's words (`TYPED_IN`), `canonical`'s inverse.
"""

from __future__ import annotations

from collections.abc import Mapping

from hexterm.engine.battle_entry import TYPED
from hexterm.engine.battle_entry import TYPED_IN as RESULT_IN
from hexterm.engine.typed import Say, folded, line_by_line, word_in, word_said

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

FRENCH: dict[str, str] = {
    **RESULT_IN["fr"], "turns": "tours", "keep": "garder", "name": "nom",
    "battle": "bataille", "scenario": "scénario", "length": "durée", "agree": "accord",
    "objective": "objectif", "dice": "dés", "target": "cible", "fifth": "cinquième",
    "upgrade": "amélioration", "spells": "sorts", "roll": "dé", "rolled": "dé",
    "council": "conseil", "academy": "académie", "movement": "déplacement",
    "melee": "mêlée", "shooting": "tir", "defence": "défense", "mental": "mental",
    "life": "vie", "general": "général", "chief": "chef", "healer": "guérisseur",
    "standard": "porte-étendard", "mage": "mage", "hero": "héros", "spell": "sort",
    "armour": "armure", "weapon": "arme",
}
"""Each English word's French, the rulebook's as the tables above read it (accented)."""

TYPED_IN: dict[str, dict[str, str]] = {"fr": FRENCH}
"""The words a player of each language types, by the English word (`said_in`)."""


def _roster_word(word: str, say: Say = word_in) -> str:
    """A roster line's role, or its OPTION=VALUE's option, through `say` (reading:
    `word_in`; saying back: `word_said`)."""
    key, sep, value = word.partition("=")
    return f"{say(key, OPTIONS)}={value}" if sep else say(word, ROLES)


def _keyword_line(verb: str, words: list[str], say: Say) -> list[str]:
    """The words after a keyword `verb`, each through `say` with the table of the words
    its place takes (reading and saying back walk it alike)."""
    if verb in VALUES and len(words) == 2:
        words[1] = say(words[1], VALUES[verb])
    if verb == "upgrade" and len(words) > 2:
        words[2] = say(words[2], CHARACTERISTICS)
    return words


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
        return _keyword_line(verb, [verb, *words[1:]], word_in)
    if step in ("army", "spending"):  # a roster line: NAME FIGURES COST roles…
        return [*words[:3], *(_roster_word(w) for w in words[3:])]
    return words


def said_in(step: str, text: str, language: str) -> str:
    """The input of the step `step` in the English words the saves keep, in the words
    a player of `language` types (`TYPED_IN`), which `canonical` reads back the same;
    names as they are, the text as it is for a language without words here."""
    said = TYPED_IN.get(language)
    return text if said is None else line_by_line(text, lambda w: _said(step, w, said))


def _said(step: str, words: list[str], said: dict[str, str]) -> list[str]:
    """A line's words of the step `step`, the English ones `_english` reads in the
    player's words."""
    def say(word: str, table: Mapping[str, str]) -> str:
        return word_said(word, table, said)

    keywords = KEYWORDS.get(step, {})
    if len(words) == 1 and words[0] in ALONE.get(step, {}).values():
        return [said.get(words[0], words[0])]
    if words[0] in keywords.values():
        verb = words[0]
        return _keyword_line(verb, [said.get(verb, verb), *words[1:]], say)
    if step in ("army", "spending"):  # a roster line: NAME FIGURES COST roles…
        return [*words[:3], *(_roster_word(w, say) for w in words[3:])]
    return words
