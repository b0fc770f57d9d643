"""The words a SAGA player types, in English or in French, read as the canonical
(English) words the saves keep: whoever types `recruter Ragnar guerriers 2` or
`recruit Ragnar warriors 2`, the input is written `recruit Ragnar warriors 2` (saves
are the same in every language, and both languages are read in every game).

The French are the French edition's kinds (Gardes, Guerriers, Levées) and the
campaign rulebook's words where it has them (mise, bande, recruter, transférer,
réserve, démobiliser, rallier, invasion, terrain sacré, passer, vainqueur, égalité,
pertes); else natural French (docs/rules/saga.md, "Words typed"). A word is read with
or without its accents, in any case. Names (seats, bands, units, terrains) are left
as they are typed.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping

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
}
"""Each English word's French, as the French prompts and help show them."""


def folded(word: str) -> str:
    """The word without its accents, in lower case (`Levées` → `levees`)."""
    decomposed = unicodedata.normalize("NFD", word.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _word(word: str, table: Mapping[str, str]) -> str:
    return table.get(folded(word), word)


def canonical(text: str) -> str:
    """An input with its French words read as the English ones; every line stays on
    its line (a refusal names the line typed)."""
    lines = []
    for line in text.split("\n"):
        body, hash_, comment = line.partition("#")
        words = body.split()
        if not words:
            lines.append(line)
            continue
        verb = _word(words[0], VERBS)
        words = [verb, *words[1:]]
        for place, table in TOKENS.get(verb, {}).items():
            if place < len(words):
                words[place] = _word(words[place], table)
        if verb == "recruit" and len(words) > 2:
            words[2] = _word(words[2], KINDS)
        if verb == "invade":
            words = [*words[:3], *(_word(w, KINDS) if n % 2 == 0 else w
                                   for n, w in enumerate(words[3:]))]
        lines.append(" ".join(words) + (hash_ + comment if hash_ else ""))
    return "\n".join(lines)
