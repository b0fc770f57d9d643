"""French texts of the chest, the market, the influence chart and the economy's order fields."""

from __future__ import annotations

ECONOMY: dict[str, str] = {}
