"""The French catalogue of the screens, keyed by their English (see `hexterm.i18n`).

One module a part of the program, merged here: `screens` (title, hand-off, map,
dashboard, reports), `new_game` (new game, load), `orders` (order form, units,
submission), `help` (the help screens), `economy` (chest, market, influence chart,
the economy's order fields), `diplomacy` (documents, accords, annotations,
quests), `novlemia` (the Novlémia screens), `saga` (the SAGA campaign's) and
`medfan` (the Med-Fan campaign's) and `tactical` (the tactical board's). The
engine's sentences are apart, as patterns (`messages`: MESSAGES, see
`hexterm.i18n.said`). A
key defined twice is an error caught by tests/test_i18n.py.
"""

from __future__ import annotations

from hexterm.locale_fr.diplomacy import DIPLOMACY
from hexterm.locale_fr.economy import ECONOMY
from hexterm.locale_fr.help import HELP
from hexterm.locale_fr.medfan import MEDFAN
from hexterm.locale_fr.messages import MESSAGES
from hexterm.locale_fr.new_game import NEW_GAME
from hexterm.locale_fr.novlemia import NOVLEMIA
from hexterm.locale_fr.orders import ORDERS
from hexterm.locale_fr.saga import SAGA
from hexterm.locale_fr.screens import SCREENS
from hexterm.locale_fr.tactical import TACTICAL

PARTS: tuple[dict[str, str], ...] = (SCREENS, NEW_GAME, ORDERS, HELP, ECONOMY, DIPLOMACY,
                                  NOVLEMIA, SAGA, MEDFAN, TACTICAL)
FRENCH: dict[str, str] = {key: text for part in PARTS for key, text in part.items()}
__all__ = ["FRENCH", "MESSAGES", "PARTS"]
