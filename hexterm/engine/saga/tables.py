"""The SAGA campaign's numbers: the players table, the upkeep table, what terrains
yield, what things cost, the sizes of bands and of the units a band is made of
(../shared/seeds/004_e40df549565f3375.txt; readings in docs/rules/saga.md).

SAGA points are counted here in **halves** (`Halves`): a unit brought back to half
its figures after a battle is worth half its points, so a band of a 1-point unit at
half and 4 whole points is worth 4½ points, 9 halves. `show_points` writes them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

Halves = int
"""SAGA points counted in halves: 8 halves are 4 points."""


@dataclass(frozen=True, slots=True)
class PlayersRow:
    """One column of the rulebook's players table ("Nombre de joueurs")."""

    turns: int  # "Nombre de tours"
    prestige: int  # "Terrains prestigieux à conquérir": points on the memory track to win
    lords: int  # "Nombre maximum de seigneurs"
    armies: int  # "Armées de départ"
    villages: int  # "Nombre maximal de villages"


PLAYERS_TABLE: dict[int, PlayersRow] = {
    2: PlayersRow(turns=10, prestige=5, lords=7, armies=3, villages=2),
    3: PlayersRow(turns=8, prestige=4, lords=5, armies=3, villages=3),
    4: PlayersRow(turns=8, prestige=3, lords=4, armies=2, villages=2),
    5: PlayersRow(turns=6, prestige=3, lords=3, armies=2, villages=2),
    6: PlayersRow(turns=6, prestige=3, lords=3, armies=2, villages=2),
}
MIN_PLAYERS, MAX_PLAYERS = 2, 6

UPKEEP: tuple[tuple[int, int], ...] = (
    (6, 1), (12, 2), (18, 3), (24, 5), (30, 7), (36, 10), (42, 20), (48, 30))
"""(SAGA points, PP a turn): a total at or over a threshold pays its cost (reading S3)."""


def upkeep(total: Halves) -> int:
    """The PP a turn that bands of `total` halves cost: the cost of the highest threshold
    reached (6 points pay 1 PP, 5½ pay nothing)."""
    cost = 0
    for threshold, pp in UPKEEP:
        if total >= 2 * threshold:
            cost = pp
    return cost


class Kind(StrEnum):
    """The three kinds of terrain."""

    NORMAL = "normal"  # towers, groves, oases: 1 PP
    DEVELOPED = "developed"  # mills, standing stones, caravans: 2 PP
    PRESTIGIOUS = "prestigious"  # the cromlech, the ruined castles, the pyramid, the ziggurat


INCOME: dict[Kind, int] = {Kind.NORMAL: 1, Kind.DEVELOPED: 2, Kind.PRESTIGIOUS: 0}
"""PP a turn of an owned terrain; the rulebook gives prestigious ones none (reading S4)."""
VILLAGE_INCOME = 1  # "rapporte 1 PP supplémentaire"
VILLAGE_COST = 2
SACRED_COST = 1
PORTAL_COST = 5  # an outer faction's portal or tunnel, before its army
START_PP_PER_ARMY = 6  # reading S2: a starting army is a 6-point warband to recruit

BAND_MIN: Halves = 8  # 4 points
BAND_MAX: Halves = 20  # 10 points
FAST_BAND: Halves = 14  # 7 points or fewer move 2 terrains; more move 1 (rules-notes)
RESERVE_DEFENCE: Halves = 8  # a village's reserve defends from 4 points
MEMORY_SLOTS = 8

FIGURES_PER_POINT: dict[str, int] = {"hearthguards": 4, "warriors": 8, "levies": 12}
"""The units a band recruits, and how many figures one SAGA point of each buys (the
lord is one figure, free)."""
MAX_UNIT_POINTS = 4

OUTER_FACTIONS = ("outremonde", "souterrains")
"""Factions that invade the surface ("Peuples souterrains", "Outremonde")."""


def speed(points: Halves) -> int:
    """How many terrains a band of `points` halves moves along the roads."""
    return 2 if points <= FAST_BAND else 1


def show_points(halves: Halves) -> str:
    """Halves as points: 9 → "4½", 8 → "4"."""
    whole, half = divmod(halves, 2)
    if not half:
        return str(whole)
    return f"{whole}½" if whole else "½"
