"""The SAGA campaign map: terrains joined by roads, a graph (never hexes).

A move is counted in terrains along roads (rules-notes, "SAGA campaign"). `Board`
answers what the rules ask of the map: a terrain's kind, its neighbours, the distance
between two terrains, the nearest of several, and where a band can go.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass

from hexterm.engine.saga.tables import Kind


@dataclass(frozen=True, slots=True)
class Terrain:
    """A place of the map: its name (one word), its kind, and where the map is drawn
    with it (column, row)."""

    name: str
    kind: Kind
    at: tuple[int, int] = (0, 0)


@dataclass(frozen=True, slots=True)
class Board:
    """The terrains in the scenario's order, and the roads as sorted pairs of names."""

    terrains: tuple[Terrain, ...]
    roads: tuple[tuple[str, str], ...]

    def names(self) -> tuple[str, ...]:
        return tuple(t.name for t in self.terrains)

    def kind(self, name: str) -> Kind:
        for terrain in self.terrains:
            if terrain.name == name:
                return terrain.kind
        raise KeyError(name)

    def find(self, text: str) -> str | None:
        """The terrain named `text`, whatever its case, or None."""
        wanted = text.casefold()
        for terrain in self.terrains:
            if terrain.name.casefold() == wanted:
                return terrain.name
        return None

    def neighbours(self, name: str) -> tuple[str, ...]:
        """The terrains one road away from `name`, in name order."""
        found = [b for a, b in self.roads if a == name] + [a for a, b in self.roads if b == name]
        return tuple(sorted(found))

    def joined(self, a: str, b: str) -> bool:
        return (min(a, b), max(a, b)) in self.roads

    def distances(self, start: str) -> dict[str, int]:
        """The number of roads from `start` to every terrain it can reach."""
        seen = {start: 0}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            for there in self.neighbours(here):
                if there not in seen:
                    seen[there] = seen[here] + 1
                    queue.append(there)
        return seen

    def nearest(self, start: str, among: Iterable[str]) -> tuple[str, ...]:
        """The terrains of `among` nearest to `start` along the roads (all those at the
        same distance, in name order); none when none can be reached."""
        far = self.distances(start)
        reached = [(far[name], name) for name in among if name in far]
        if not reached:
            return ()
        best = min(d for d, _ in reached)
        return tuple(sorted(name for d, name in reached if d == best))


def make_board(terrains: Iterable[Terrain], roads: Iterable[tuple[str, str]]) -> Board:
    """A board with its roads in a fixed order (the same map always saves the same)."""
    pairs = sorted({(min(a, b), max(a, b)) for a, b in roads})
    return Board(tuple(terrains), tuple(pairs))
