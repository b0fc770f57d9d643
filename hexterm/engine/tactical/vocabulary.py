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
"""

from __future__ import annotations

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
