"""French texts of the new-game and load screens."""

from __future__ import annotations

NEW_GAME: dict[str, str] = {
}
