"""The French catalogue of the screens, keyed by their English (see `hexterm.i18n`).

One module a part of the program, merged here: `screens` (title, hand-off, reports,
the dialogs, the words more than one ruleset uses), `new_game` (new game, load),
`orders` (the order forms' shared words, submission), `help` (the help screens); then
the French of each ruleset the registry knows, which lives in its screen folder
(`french.py`, found by `hexterm.locale_fr.ruleset_words`). The engine's sentences
are messages, their French in the gettext catalogues (docs/translating.md). A key
defined twice is an error caught by tests/test_i18n.py.
"""

from __future__ import annotations

from hexterm.locale_fr.help import HELP
from hexterm.locale_fr.new_game import NEW_GAME
from hexterm.locale_fr.orders import ORDERS
from hexterm.locale_fr.players import PLAYERS
from hexterm.locale_fr.ruleset_words import ruleset_modules
from hexterm.locale_fr.screens import SCREENS

_RULESETS = ruleset_modules("french")
PARTS: tuple[dict[str, str], ...] = (SCREENS, NEW_GAME, ORDERS, HELP, PLAYERS,
                                     *(french.FRENCH for french in _RULESETS))
FRENCH: dict[str, str] = {key: text for part in PARTS for key, text in part.items()}
__all__ = ["FRENCH", "PARTS"]
