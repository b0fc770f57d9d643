"""The French catalogue of the screens, keyed by their English (see `hexterm.i18n`).

One module a part of the program, merged here: `screens` (title, hand-off, map,
dashboard, reports), and the others as they are added. A key defined twice is an error
caught by tests/test_i18n.py.
"""

from __future__ import annotations

from hexterm.locale_fr.screens import SCREENS

PARTS: tuple[dict[str, str], ...] = (SCREENS,)
FRENCH: dict[str, str] = {key: text for part in PARTS for key, text in part.items()}
