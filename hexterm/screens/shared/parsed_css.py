"""Textual's parsed CSS, kept for every app of the process.

Textual parses the styles (the `.tcss` files and every widget's `DEFAULT_CSS`) again
for each `App`, into a cache of its stylesheet's own: about a fifth of what a player's
program does between its start and its first map. `share` gives the stylesheets
the process's parses instead (every stylesheet's: Textual makes fresh ones to parse
again when a screen brings its own styles), keyed also by the stylesheet's variables
(a theme's), so a parse made for one set of variables is never given to another. A
served game's fork server parses every style once (`warm`) before it forks the
players' programs, which then find them parsed.
"""

from __future__ import annotations

import contextlib
import inspect
import os
from collections.abc import Iterator
from pathlib import Path, PurePath
from types import SimpleNamespace
from typing import Any

from textual.css.model import RuleSet
from textual.css.stylesheet import Stylesheet
from textual.dom import DOMNode
from textual.screen import Screen

_PARSED: dict[tuple[Any, ...], list[RuleSet]] = {}
_TEXTUALS = Stylesheet._parse_rules
_last: list[tuple[dict[str, str], tuple[tuple[str, str], ...]]] = []  # the variables' key


def _variables_key(variables: dict[str, str]) -> tuple[tuple[str, str], ...]:
    if _last and _last[0][0] == variables:
        return _last[0][1]
    key = tuple(sorted(variables.items()))
    _last[:] = [(dict(variables), key)]
    return key


def _parse_rules(self: Stylesheet, css: str, read_from: Any, is_default_rules: bool = False,
                 tie_breaker: int = 0, scope: str = "") -> list[RuleSet]:
    """Textual's `Stylesheet._parse_rules`, its parses kept for the process."""
    key = (css, read_from, is_default_rules, tie_breaker, scope,
           _variables_key(self._variables))
    found = _PARSED.get(key)
    if found is None:
        found = _TEXTUALS(self, css, read_from, is_default_rules, tie_breaker, scope)
        _PARSED[key] = found
    return found


_KNOWN = ["self", "css", "read_from", "is_default_rules", "tie_breaker", "scope"]
"""The parameters of the `Stylesheet._parse_rules` this module stands in for."""


def share() -> None:
    """Every stylesheet of the process (an app's, and the fresh ones Textual makes to
    parse its sources again when a screen brings its own) parses through the
    process's parses from now on. A Textual whose `_parse_rules` (a private method)
    takes other parameters is left as it is: its styles are parsed as Textual does."""
    if list(inspect.signature(_TEXTUALS).parameters) != _KNOWN:
        return
    Stylesheet._parse_rules = _parse_rules  # type: ignore[method-assign]


def _classes(base: type[DOMNode]) -> Iterator[type[DOMNode]]:
    for cls in base.__subclasses__():
        yield cls
        yield from _classes(cls)


def _css_paths(cls: type[DOMNode]) -> list[Path]:
    """The files of a screen class's `CSS_PATH`, found as Textual finds them."""
    named = getattr(cls, "CSS_PATH", None)
    if not named:
        return []
    base = Path(getattr(cls, "_BASE_PATH", None) or inspect.getfile(cls))
    listed = [named] if isinstance(named, (str, PurePath)) else list(named)
    return [Path(path) if Path(path).is_absolute() else (base.parent / path).resolve()
            for path in listed]


def warm(sheet: Stylesheet, css_paths: list[Path]) -> None:
    """Parse, with `sheet`'s variables, every style an app may read: the app's files,
    every screen's, every widget class's default CSS (at each place it may take among
    a subclass's). What will not parse is left for the app to report."""
    share()
    paths = list(css_paths)
    for cls in set(_classes(Screen)):
        with contextlib.suppress(Exception):
            paths += _css_paths(cls)
    for path in dict.fromkeys(paths):
        with contextlib.suppress(Exception):
            css = path.read_text(encoding="utf-8")
            sheet._parse_rules(css, (os.path.abspath(path), ""))
    for cls in set(_classes(DOMNode)):
        node = SimpleNamespace(_node_bases=DOMNode._css_bases(cls))
        with contextlib.suppress(Exception):
            for read_from, css, tie_breaker, scope in DOMNode._get_default_css(node):  # type: ignore[arg-type]
                sheet._parse_rules(css, read_from, True, tie_breaker, scope)
