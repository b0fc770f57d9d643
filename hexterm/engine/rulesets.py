"""The rulesets hexterm knows, by name, imported only when a game asks for one.

Each ruleset is a plug-in: its package and the name of the `Ruleset` object in it are
listed here (one line each), and nothing else of the engine names it. A ruleset is
imported the first time `get_ruleset` asks for it, so the engine's core (a game, a
save, a turn's steps) loads no ruleset it does not play. `register` adds one at run
time: a test's own ruleset, or one that lives outside hexterm.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from hexterm.engine.errors import RulesetError
from hexterm.engine.messages import phrase
from hexterm.engine.ruleset import Ruleset

_PLACES: dict[str, str] = {
    "planisphere": "hexterm.engine.planisphere.ruleset:PLANISPHERE",
    "novlemia": "hexterm.engine.novlemia.ruleset:NOVLEMIA",
    "saga": "hexterm.engine.saga.ruleset:SAGA",
    "medfan": "hexterm.engine.medfan.ruleset:MEDFAN",
    "tactical": "hexterm.engine.tactical.ruleset:TACTICAL",
}
_LOADED: dict[str, Ruleset[Any, Any]] = {}
_CATALOGUES: dict[str, str] = {
    "novlemia": "hexterm.screens.novlemia",
    "medfan": "hexterm.screens.medfan",
    "tactical": "hexterm.screens.tactical",
    "planisphere": "hexterm.screens.planisphere",
    "saga": "hexterm.screens.saga",
}
"""Where a ruleset's catalogues are: the package whose `locale/` folder holds its
domain's `.po` and `.mo` (the domain is the ruleset's name; see hexterm.catalogues).
A ruleset not listed has no catalogue of its own yet."""

DEFAULT_RULESET = "planisphere"
"""The ruleset of a new game when none is named."""


def register(name: str, place: str, catalogues: str = "") -> None:
    """Know the ruleset `name` as the object at `place` ("package.module:NAME"), its
    catalogues in the package `catalogues` when it has some."""
    module, _, attribute = place.partition(":")
    if not module or not attribute:
        raise RulesetError(phrase("a ruleset's place is 'module:NAME', not {place!r}",
                                  place=place))
    _PLACES[name] = place
    _LOADED.pop(name, None)
    if catalogues:
        _CATALOGUES[name] = catalogues


def forget(name: str) -> None:
    """No longer know the ruleset `name` (one that `register` added)."""
    _PLACES.pop(name, None)
    _LOADED.pop(name, None)
    _CATALOGUES.pop(name, None)


def place_of(name: str) -> str:
    """Where the ruleset `name` is ("package.module:NAME"), or a RulesetError."""
    place = _PLACES.get(name)
    if place is None:
        raise _unknown(name)
    return place


def catalogue_place(name: str) -> str | None:
    """The package holding the catalogues of the ruleset `name` (its `locale/` folder),
    or None when it has none."""
    return _CATALOGUES.get(name)


def names() -> list[str]:
    """The names of every ruleset known, sorted."""
    return sorted(_PLACES)


def get_ruleset(name: str) -> Ruleset[Any, Any]:
    """The ruleset called `name`, or a RulesetError listing the known ones."""
    found = _LOADED.get(name)
    if found is not None:
        return found
    place = _PLACES.get(name)
    if place is None:
        raise _unknown(name)
    module, _, attribute = place.partition(":")
    rules = getattr(import_module(module), attribute)
    if not isinstance(rules, Ruleset) or rules.name != name:
        raise RulesetError(phrase("{place} is not the ruleset {name!r}", place=place,
                                  name=name))
    _LOADED[name] = rules
    return rules


def _unknown(name: str) -> RulesetError:
    return RulesetError(phrase("unknown ruleset {name!r} (known: {known})", name=name,
                               known=", ".join(names())))


def all_rulesets() -> list[Ruleset[Any, Any]]:
    """Every ruleset known (each imported), in the order of their names."""
    return [get_ruleset(name) for name in names()]
