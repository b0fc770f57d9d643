"""The words a player types on the tactical board, in English and in the Fiche
Mouvement's French, both read in every game whatever the screen's language (a group may
mix them); each is read as its English word, the one the save writes (saves stay the
same in every language).

    Lanciers fuite: pivot S -> B06       Scouts flee: turn S -> B06
    Lanciers supplémentaire: B03 B04     Spears extra: B03 B04
    Lanciers faire face: NO              Spears face: NW
    Gardes avec Héros: B03               Guards with Hero: B03
    Lanciers reste / passe               Spears hold / pass
    … placement vol-rapproché, sortie N  … place close-flight, exit N
    réussi, raté, lancer, lancer 5       pass, fail, roll, roll 5 (a test)

`activation_in` and `verdict_in` say an input kept in the English words back in the
French ones, the first French word of each table below, which read back the same.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from hexterm.engine.hexgrid import Direction
from hexterm.engine.tactical.classes import Placement

ACTIONS = {"move": "move", "mouvement": "move",  # Action de Mouvement
           "charge": "charge", "contact": "charge",  # Contact (ou Charge)
           "flee": "flee", "fuite": "flee", "fuir": "flee",  # Action de Fuite
           "back": "back", "repli": "back",  # Action de Repli
           "face": "face", "faire-face": "face"}  # Action Faire Face
MODES = {"extra": "extra", "supplémentaire": "extra", "supplementaire": "extra",
         "minimal": "minimal"}  # Mouvement Supplémentaire, Mouvement Minimal
WITH = ("with", "avec")
HOLD = ("hold", "reste")
PASS = ("pass", "passe")
VERBS = {"turn": "turn", "pivot": "turn", "place": "place", "placement": "place",
         "exit": "exit", "sortie": "exit"}
"""A path's steps other than a hex: a reorientation, a change of placement, off the map."""
FRENCH_VERBS = ("pivot", "placement", "sortie")
PLACEMENTS = {p.name.lower().replace("_", "-"): p for p in Placement} | {
    "infiltration": Placement.DEEP_INFILTRATION,
    "infiltration-rapprochée": Placement.CLOSE_INFILTRATION,
    "infiltration-rapprochee": Placement.CLOSE_INFILTRATION,
    "sol": Placement.GROUND, "au-sol": Placement.GROUND,
    "vol-rapproché": Placement.CLOSE_FLIGHT, "vol-rapproche": Placement.CLOSE_FLIGHT,
    "vol": Placement.FLIGHT, "en-vol": Placement.FLIGHT}
VERDICTS = {"pass": "pass", "réussi": "pass", "reussi": "pass",
            "fail": "fail", "raté": "fail", "rate": "fail",
            "roll": "roll", "lancer": "roll"}
"""A test's result as entered: passed, failed, or a die (rolled by the program)."""


def one_faire_face(words: list[str]) -> list[str]:
    """The words of an activation, "faire face" read as one."""
    out: list[str] = []
    for word in words:
        if word.lower() == "face" and out and out[-1].lower() == "faire":
            out[-1] = "faire-face"
        else:
            out.append(word)
    return out


def _first_french(table: Iterable[tuple[str, str]]) -> dict[str, str]:
    """Each English word's first French word in a table of (typed, English) pairs."""
    found: dict[str, str] = {}
    for typed, english in table:
        if typed != english:
            found.setdefault(english, typed)
    return found


FRENCH: dict[str, str] = {
    **_first_french(ACTIONS.items()), **_first_french(MODES.items()),
    **_first_french(VERBS.items()), WITH[0]: WITH[1], HOLD[0]: HOLD[1], PASS[0]: PASS[1],
    **_first_french((typed, p.name.lower().replace("_", "-"))
                    for typed, p in PLACEMENTS.items()),
    **{d.name: d.french for d in Direction},
    "charge": "charge",  # the Fiche's "Contact (ou Charge)", as the French prompt says it
}
"""An activation's English words in French (fuite, repli, faire-face, supplémentaire,
avec, reste, passe, pivot, placement, sortie, vol-rapproché, NO, SO…)."""
VERDICTS_FRENCH = _first_french(VERDICTS.items())
"""A test's result in French (réussi, raté, lancer)."""
TYPED_IN: dict[str, tuple[Mapping[str, str], Mapping[str, str]]] = {
    "fr": (FRENCH, VERDICTS_FRENCH)}
"""The words a player of each language types: an activation's, a test's."""


def activation_in(text: str, language: str) -> str:
    """An activation kept in the English words (`format_activation`), in the words a
    player of `language` types; unit and character names, hexes as they are."""
    said = TYPED_IN.get(language, ({}, {}))[0]
    line = text.rstrip("\n")
    head, colon, path = line.partition(":")
    words = head.split()
    if words == [PASS[0]]:
        return said.get(PASS[0], PASS[0]) + text[len(line):]
    carried = words.index(WITH[0]) if WITH[0] in words else len(words)
    words = [words[0], *(said.get(w, w) for w in words[1:carried + 1]), *words[carried + 1:]]
    steps = [" ".join(said.get(w, w) for w in step.split()) for step in path.split(" → ")]
    return " ".join(words) + (f": {' → '.join(steps)}" if colon else "") + text[len(line):]


def verdict_in(text: str, language: str) -> str:
    """A test's result kept in the English words (`format_verdict`), in the words a
    player of `language` types (`lancer 5`)."""
    said = TYPED_IN.get(language, ({}, {}))[1]
    line = text.rstrip("\n")
    words = line.split()
    return " ".join([said.get(words[0], words[0]), *words[1:]]) + text[len(line):] \
        if words else text
