"""Phase 7 (issue 5, being written): Acheter / Vendre at the nodes' markets."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from hexterm.engine.planisphere.resolution import Turn


def trade_phase(turn: Turn) -> None:
    """Phase 7: the market transactions, simultaneous."""
