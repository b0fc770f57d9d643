"""Who engages whom on the tactical board, and how many movement points a unit needs to
engage a hex (docs/rules/tactical.md, readings T12–T15).

A unit engages the enemy units in the three hexes of its front zone (T12); it is
*engaged* when it engages an enemy or an enemy engages it, *engaged on the flank or the
rear* when an enemy engaging it stands in one of its three rear hexes. A unit in flight
(distant, "En Vol") neither engages nor is engaged. The points a unit needs to engage a
hex are those of its cheapest state (hex, facing, placement) with that hex in its front
zone, on the ground or in close flight, hexes closed as the caller says: the "nearest
enemy" of an attack movement (friends' hexes closed) and the "nearest threat" of a
flight (every unit ignored) are measured so.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass, replace

from hexterm.engine.hexgrid import Hex
from hexterm.engine.tactical.board import Board
from hexterm.engine.tactical.classes import Placement
from hexterm.engine.tactical.envelope import envelope
from hexterm.engine.tactical.model import Battle, Unit
from hexterm.engine.tactical.movers import Mover

FAR = 400
"""The most half points the reach searches look (200 PMvt): beyond, a hex is out of
reach."""


def front(hex: Hex, facing: int) -> tuple[Hex, Hex, Hex]:
    """The three hexes of the front zone of a unit at `hex` facing `facing`."""
    around = hex.neighbours()
    return around[(facing + 5) % 6], around[facing], around[(facing + 1) % 6]


def engages(a: Unit, b: Unit, *, at: tuple[Hex, int, Placement] | None = None) -> bool:
    """Whether `a` (or `a` standing as `at` says) engages `b`."""
    hex, facing, placement = at or (a.hex, a.facing, a.placement)
    if a.seat == b.seat or hex is None or b.hex is None or b.destroyed:
        return False
    if placement is Placement.FLIGHT or b.placement is Placement.FLIGHT:
        return False
    return b.hex in front(hex, facing)


@dataclass(frozen=True, slots=True)
class Contact:
    """A unit's contact with the enemy in one state: the enemies it engages, those that
    engage it, and those of them on its flank or rear."""

    engages: tuple[str, ...] = ()
    engaged_by: tuple[str, ...] = ()
    behind: tuple[str, ...] = ()

    @property
    def engaged(self) -> bool:
        return bool(self.engages or self.engaged_by)


def contact(battle: Battle, unit: Unit, at: tuple[Hex, int, Placement] | None = None,
            *, ignore: Collection[str] = ()) -> Contact:
    """`unit`'s contact, where it is or as `at` would have it (`ignore`: units left
    out, such as those it carries)."""
    hex, facing, placement = at or (unit.hex, unit.facing, unit.placement)
    if hex is None:
        return Contact()
    moved = replace(unit, hex=hex, facing=facing, placement=placement)
    enemies = [u for u in battle.on_board() if u.seat != unit.seat and u.name not in ignore]
    by = [e for e in enemies if engages(e, moved)]
    rear = front(hex, (facing + 3) % 6)
    return Contact(tuple(e.name for e in enemies if engages(moved, e)),
                   tuple(e.name for e in by),
                   tuple(e.name for e in by if e.hex in rear))


def adjacent_enemies(battle: Battle, seat: str, hex: Hex) -> list[Unit]:
    """The enemies of `seat` next to `hex` (in flight or not)."""
    return [u for u in battle.on_board() if u.seat != seat and u.hex is not None
            and u.hex.distance(hex) == 1]


def engaging_costs(board: Board, mover: Mover, closed: Iterable[Hex] = (),
                   budget: int = FAR) -> dict[Hex, int]:
    """For each hex, the fewest half points `mover` needs to engage it (to stand with it
    in its front zone, not in distant flight), `closed` hexes impassable; hexes out of
    reach (or costing more than `budget`) are missing."""
    found = envelope(board, mover, budget, enemies=set(closed))
    best: dict[Hex, int] = {}
    for (hex, facing, placement), cost in found.costs.items():
        if placement is Placement.FLIGHT:
            continue
        for target in front(hex, facing):
            if cost < best.get(target, FAR + 1):
                best[target] = cost
    return best


def attack_reach(battle: Battle, unit: Unit, at: tuple[Hex, int, Placement],
                 budget: int | None = None) -> dict[str, int]:
    """The points `unit`, standing as `at`, needs to engage each enemy it can reach, its
    friends' hexes impassable (003, "Mouvement d'Attaque"); with a `budget`, only the
    enemies within it; without, the search widens until it finds one."""
    hex, facing, placement = at
    mover = replace(unit.mover(battle.classes), hex=hex, facing=facing, placement=placement)
    closed = {u.hex for u in battle.on_board() if u.hex is not None and u.hex != hex
              and u.name != unit.name}  # friends impassable, enemies closed
    enemies = [u for u in battle.on_board() if u.seat != unit.seat and u.hex is not None]
    limit = budget if budget is not None else 16
    while True:
        costs = engaging_costs(battle.board, mover, closed, limit)
        found = {u.name: costs[u.hex] for u in enemies if u.hex is not None
                 and u.hex in costs and u.placement is not Placement.FLIGHT}
        if found or budget is not None or limit >= FAR:
            return found
        limit *= 4


def nearest(costs: dict[str, int]) -> set[str]:
    """The names with the fewest points (the player chooses among them)."""
    if not costs:
        return set()
    least = min(costs.values())
    return {name for name, cost in costs.items() if cost == least}


def threats(battle: Battle, unit: Unit) -> dict[str, dict[Hex, int]]:
    """For each enemy, the points it needs to engage each hex, every unit ignored (the
    "Menace La Plus Proche" of a flight)."""
    return {e.name: engaging_costs(battle.board, e.mover(battle.classes)) for e in battle.on_board()
            if e.seat != unit.seat and e.hex is not None}
