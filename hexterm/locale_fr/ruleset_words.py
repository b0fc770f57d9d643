"""The words of each ruleset (its French, its help), found by its name in its screen
folder, `hexterm/screens/<name>/` (see `hexterm.screens`): `french.py` (`FRENCH`; its
engine's sentences are messages) and `help.py` (its game's `GUIDE`, and
`HELP_EN`/`HELP_FR` by topic for its own screens). The modules are imported by name,
as the registry of rulesets imports a ruleset: they are data, and nothing outside the
folder names the ruleset."""

from __future__ import annotations

from importlib import import_module
from types import ModuleType

from hexterm.engine import rulesets

SCREENS = "hexterm.screens"
"""The package whose folders are the rulesets' screen folders, one by ruleset name."""


def ruleset_module(name: str, part: str) -> ModuleType | None:
    """The module `part` ("french", "help") of the screen folder of the ruleset `name`,
    or None when it has none (no such module, or no folder: a plug-in)."""
    folder = f"{SCREENS}.{name}"
    try:
        return import_module(f"{folder}.{part}")
    except ModuleNotFoundError as missing:
        if missing.name not in (folder, f"{folder}.{part}"):
            raise  # a module it imports is missing: that is an error of its own
        return None


def ruleset_modules(part: str) -> list[ModuleType]:
    """The module `part` ("french", "help") of the screen folder of each ruleset known
    (`engine.rulesets.names()`), for those that have one, in the order of their names."""
    found = [ruleset_module(name, part) for name in rulesets.names()]
    return [module for module in found if module is not None]
