"""French texts of the order forms that more than one ruleset's screens use, and of the
submission (the orders as text, the confirmation). A ruleset's own order form speaks
through its screen folder's French (see `hexterm.locale_fr.ruleset_words`).
"""

from __future__ import annotations

ORDERS: dict[str, str] = {
    # an action, a score
    "Move": "Se déplacer",
    "defence": "défense",
    # the form
    "Action {n}": "Action {n}",
    "movement": "déplacement",
    "target": "cible",
    "Keep": "Garder",
    "As text": "En texte",
    "Submit": "Remettre",
    "The text has a problem: your earlier orders are kept.":
        "Le texte a un problème : vos ordres précédents sont gardés.",
    # the submission
    "reserve": "réserve",
    "Submit your orders for turn {turn}?": "Remettre vos ordres du tour {turn} ?",
    "Once submitted, the orders cannot be changed this turn.":
        "Une fois remis, les ordres ne peuvent plus changer ce tour-ci.",
}
