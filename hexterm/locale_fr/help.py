"""French texts of the help screens."""

from __future__ import annotations

HELP: dict[str, str] = {
}
