"""The French catalogue of the screens, keyed by their English (see `hexterm.i18n`).

One module a part of the program, merged here: `screens` (title, hand-off, map,
dashboard, reports), `new_game` (new game, load), `orders` (order form, units,
submission) and `help` (the help screens). A key defined twice is an error
caught by tests/test_i18n.py.
"""

from __future__ import annotations

from hexterm.locale_fr.help import HELP
from hexterm.locale_fr.new_game import NEW_GAME
from hexterm.locale_fr.orders import ORDERS
from hexterm.locale_fr.screens import SCREENS

PARTS: tuple[dict[str, str], ...] = (SCREENS, NEW_GAME, ORDERS, HELP)
FRENCH: dict[str, str] = {key: text for part in PARTS for key, text in part.items()}
