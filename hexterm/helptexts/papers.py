"""The help of the documents, accords, annotations and quests screens, in both languages."""

from __future__ import annotations

from hexterm.helptexts.helptext import HelpText

HELP_EN: dict[str, HelpText] = {}
HELP_FR: dict[str, HelpText] = {}
