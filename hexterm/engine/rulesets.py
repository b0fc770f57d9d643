"""The rulesets hexterm knows, by name."""

from __future__ import annotations

from typing import Any

from hexterm.engine.errors import RulesetError
from hexterm.engine.novlemia import NOVLEMIA
from hexterm.engine.planisphere import PLANISPHERE
from hexterm.engine.ruleset import Ruleset

RULESETS: dict[str, Ruleset[Any, Any]] = {r.name: r for r in (PLANISPHERE, NOVLEMIA)}


def get_ruleset(name: str) -> Ruleset[Any, Any]:
    """The ruleset called `name`, or a RulesetError listing the known ones."""
    try:
        return RULESETS[name]
    except KeyError:
        known = ", ".join(sorted(RULESETS))
        raise RulesetError(f"unknown ruleset {name!r} (known: {known})") from None
