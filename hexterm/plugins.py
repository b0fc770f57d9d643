"""Rulesets that live outside hexterm, found through their packages' entry points.

A package that brings a ruleset declares it in its `pyproject.toml`::

    [project.entry-points."hexterm.rulesets"]
    myrules = "mypackage.rules:MYRULES"

and once it is installed beside hexterm, `load` (run by the command line before
anything else) registers it with `engine.rulesets.register`, so a game of it is created,
played, saved and served like a shipped one; with no screens of its own it is played
with the step entry screen. The engine itself reads no package metadata. A plug-in
never takes the name of a ruleset hexterm ships.
"""

from __future__ import annotations

from importlib.metadata import entry_points

from hexterm.engine import rulesets

GROUP = "hexterm.rulesets"


def load() -> list[str]:
    """Register every installed plug-in ruleset; their names."""
    found = []
    for point in entry_points(group=GROUP):
        if point.name not in rulesets.names():
            rulesets.register(point.name, point.value)
            found.append(point.name)
    return found
