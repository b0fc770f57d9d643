"""French texts of the documents, accords, annotations and quests screens."""

from __future__ import annotations

DIPLOMACY: dict[str, str] = {}
