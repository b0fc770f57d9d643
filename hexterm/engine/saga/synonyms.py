"""The words a SAGA player types, in English or in French, read as the canonical
(English) words the saves keep: whoever types `recruter Ragnar guerriers 2` or
`recruit Ragnar warriors 2`, the input is written `recruit Ragnar warriors 2` (saves
are the same in every language, and both languages are read in every game).

The French are the French edition's kinds (Gardes, Guerriers, Levées) and the
campaign rulebook's words where it has them (mise, bande, recruter, transférer,
réserve, démobiliser, rallier, invasion, terrain sacré, passer, vainqueur, égalité,
pertes); else natural French (docs/rules/saga.md, "Words typed"); a band's lord is
its seigneur, a reserve defending alone the réserve. A word is read with or without
its accents, in any case. Names (seats, bands, units, terrains) are left as they are
typed. `said_in` says an input kept in the English words back in a language's words
(`TYPED_IN`), `canonical`'s inverse.
"""

from __future__ import annotations

from hexterm.engine.typed import Say, line_by_line, word_in, word_said

VERBS: dict[str, str] = {
    "ordre": "order", "bande": "band", "lever": "band", "recruter": "recruit",
    "recrute": "recruit", "prendre": "take", "prend": "take", "renforcer": "reinforce",
    "renforce": "reinforce", "transferer": "transfer", "transfere": "transfer",
    "deplacer": "move", "deplace": "move", "passer": "pass", "passe": "pass",
    "demobiliser": "demobilise", "demobilise": "demobilise", "sacre": "sacred",
    "envahir": "invade", "envahit": "invade", "rallier": "rally", "rallie": "rally",
    "garder": "keep", "reserve": "reserve", "a": "at",
    "vainqueur": "winner", "egalite": "draw", "nul": "draw", "reste": "left",
    "restent": "left", "perdu": "lost", "perdus": "lost", "pertes": "lost",
}
"""The first word of a line, in French (folded: no accents, lower case)."""

KINDS: dict[str, str] = {"gardes": "hearthguards", "garde": "hearthguards",
                         "guerriers": "warriors", "guerrier": "warriors",
                         "levees": "levies", "levee": "levies"}
"""The kinds of units of the French edition (Gardes, Guerriers, Levées)."""

UNITS: dict[str, str] = {"seigneur": "lord"}
"""A band's lord, the unit a battle's result names `lord` (`reste BANDE seigneur 1`)."""

OWNERS: dict[str, str] = {"reserve": "reserve"}
"""A village's reserve defending alone, the owner a battle's result names `reserve`
(`reste réserve levies1 3`)."""

TOKENS: dict[str, dict[int, dict[str, str]]] = {
    "band": {2: {"a": "at"}},
    "transfer": {2: {"de": "from"}, 4: {"a": "to", "vers": "to"}},
    "reserve": {1: {"aucun": "none", "aucune": "none"}},
}
"""The words a line's grammar wants at a place after its verb (`bande Ragnar à Varn`,
`transférer guerriers1 de Ragnar à Sigurd`, `réserve aucune`)."""

FRENCH: dict[str, str] = {
    "order": "ordre", "band": "bande", "recruit": "recruter", "take": "prendre",
    "reinforce": "renforcer", "transfer": "transférer", "move": "déplacer",
    "pass": "passer", "demobilise": "démobiliser", "village": "village",
    "sacred": "sacré", "invade": "envahir", "rally": "rallier", "keep": "garder",
    "reserve": "réserve", "at": "à", "from": "de", "to": "à", "none": "aucune",
    "winner": "vainqueur", "draw": "égalité", "left": "reste", "lost": "perdu",
    "auto": "auto", "hearthguards": "gardes", "warriors": "guerriers", "levies": "levées",
    "lord": "seigneur",
}
"""Each English word's French, as the French prompts and help show them."""

TYPED_IN: dict[str, dict[str, str]] = {"fr": FRENCH}
"""The words a player of each language types, by the English word (`said_in`)."""


def canonical(text: str) -> str:
    """An input with its French words read as the English ones; every line stays on
    its line (a refusal names the line typed)."""
    return line_by_line(text, _english)


def _english(words: list[str]) -> list[str]:
    """A line's words, its French ones read as the English ones."""
    verb = word_in(words[0], VERBS)
    return _each_word(verb, [verb, *words[1:]], word_in)


def _each_word(verb: str, words: list[str], say: Say) -> list[str]:
    """The words after the verb of a line `verb` heads, each through `say` with the
    table of the words its place takes (reading and saying back walk it alike)."""
    for place, table in TOKENS.get(verb, {}).items():
        if place < len(words):
            words[place] = say(words[place], table)
    if verb == "recruit" and len(words) > 2:
        words[2] = say(words[2], KINDS)
    if verb == "invade":
        words = [*words[:3], *(say(w, KINDS) if n % 2 == 0 else w
                               for n, w in enumerate(words[3:]))]
    if verb in ("left", "lost") and len(words) > 2:
        words[1:3] = [say(words[1], OWNERS), say(words[2], UNITS)]
    return words


def said_in(text: str, language: str) -> str:
    """An input in the English words the saves keep, in the words a player of
    `language` types (`TYPED_IN`), which `canonical` reads back the same; names as
    they are, the text as it is for a language without words here."""
    said = TYPED_IN.get(language)
    return text if said is None else line_by_line(text, lambda words: _said(words, said))


def unit_in(name: str, language: str) -> str:
    """A unit as an input names it, in the words a player of `language` types: a band's
    lord its `seigneur`, the other units by the names the campaign gave them."""
    return word_said(name, UNITS, TYPED_IN.get(language, {}))


def _said(words: list[str], said: dict[str, str]) -> list[str]:
    """A line's words, the English ones `_english` reads in the player's words."""
    verb = words[0]
    if verb not in VERBS.values():  # a name, `from board`, `auto`: as they are
        return words
    rest = _each_word(verb, list(words), lambda word, table: word_said(word, table, said))
    return [said.get(verb, verb), *rest[1:]]
