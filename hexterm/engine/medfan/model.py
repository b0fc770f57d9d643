"""The things a Med-Fan campaign is made of: its territories (no map: a list), each
with a name and capability once determined, an owner or none, and whether it is
unusable for the turn."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Territory:
    """A territory: its number in the campaign, its name and capability (kept whoever
    holds it; both empty while it is unknown), its owner (None: unoccupied), whether it
    is unusable this turn, and the player who brought it."""

    number: int
    name: str = ""
    capability: str = ""
    owner: str | None = None
    unusable: bool = False
    brought_by: str = ""

    @property
    def known(self) -> bool:
        """Whether it has been determined."""
        return bool(self.capability)
