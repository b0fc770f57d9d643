"""The shape of one help text: a title, the keys of the screen, the rules at hand."""

from __future__ import annotations

from typing import NamedTuple


class HelpText(NamedTuple):
    """The help of one screen in one language."""

    title: str
    keys: tuple[tuple[str, str], ...]  # (key as shown, what it does); "": goes on
    rules: str  # paragraphs; a line starting with "# " is a heading
