"""hexterm's screens: a folder per ruleset, and the `shared` one (with the registry of
screen sets, `shared.screen_sets`).

A ruleset's screen folder, `hexterm/screens/<name>/`, holds all that the screens have of
it: its screens (found through its screen set), its help (`help.py`: the game's guide,
and the help of its own screens, `HELP_EN`/`HELP_FR` by topic) and its French
(`french.py`: `FRENCH`, and `MESSAGES` for its engine's sentences). `ruleset_modules`
finds the help and the French of every ruleset the engine's registry knows, so that
nothing outside the folder names the ruleset.
"""

from __future__ import annotations

from importlib import import_module
from types import ModuleType

from hexterm.engine import rulesets


def ruleset_modules(part: str) -> list[ModuleType]:
    """The module `part` ("french", "help") of the screen folder of each ruleset known
    (`engine.rulesets.names()`), for those that have one, in the order of their names."""
    found = []
    for name in rulesets.names():
        folder = f"{__name__}.{name}"
        try:
            found.append(import_module(f"{folder}.{part}"))
        except ModuleNotFoundError as missing:  # no such module, or no folder (a plug-in)
            if missing.name not in (folder, f"{folder}.{part}"):
                raise  # a module it imports is missing: that is an error of its own
    return found
