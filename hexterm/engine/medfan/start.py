"""The territories a Med-Fan player brings, a territory found, and the end of the
campaign (001, "Création d'armée", "Déterminer un territoire", "Victoire", "Cache au
Trésor").

- Each player brings 5 unknown territories, at the start or when joining a running
  campaign: the first is determined and theirs (with the generous option, determined
  twice and the player keeps one of the two), the other four unoccupied.
- A territory found (determined when first held) gets its capability and a name (drawn,
  or typed by its player); a Treasure Cache yields 4d6 × 10 # at once and becomes a
  Poor Exploitation.
- The campaign is won by holding the most territories: it ends after its number of
  battles, or as soon as a player holds more than its share of all territories (the
  rulebook's example: more than half). Ties go to the larger treasury, then the seats'
  order (reading M7).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, replace

from hexterm.engine.dice import Dice
from hexterm.engine.medfan.model import Territory
from hexterm.engine.medfan.tables import (
    ARCHMAGE_COUNCIL,
    POOR_EXPLOITATION,
    TERRITORIES_A_PLAYER,
    TREASURE_CACHE,
)
from hexterm.engine.medfan.territories import Roll, determine_capability, draw_name


@dataclass(frozen=True, slots=True)
class Found:
    """A territory once found, the # it gave at once, and the dice."""

    territory: Territory
    treasure: int
    rolls: tuple[Roll, ...]


def find(territory: Territory, seat: str, held: Collection[str], dice: Dice, *,
         name: str = "", fifth: str = ARCHMAGE_COUNCIL.key) -> Found:
    """`territory` determined by `seat` (holding the capabilities `held`)."""
    determined = determine_capability(held, dice, fifth)
    rolls = list(determined.rolls)
    if not name:
        name, named = draw_name(dice)
        rolls += named
    capability, treasure = determined.capability.key, 0
    if capability == TREASURE_CACHE.key:
        dice4 = [dice.roll() for _ in range(4)]
        treasure = sum(dice4) * 10
        rolls += [Roll("treasure", d, "4d6 × 10") for d in dice4]
        capability = POOR_EXPLOITATION.key
    found = replace(territory, name=name, capability=capability, owner=seat)
    return Found(found, treasure, tuple(rolls))


def bring(seat: str, first: int, dice: Dice, *, generous: bool = False
          ) -> tuple[tuple[Territory, ...], tuple[Found, ...]]:
    """The 5 territories `seat` brings, numbered from `first`: the first of them found
    (twice with the generous option: the player then keeps one), the others unknown."""
    brought = tuple(Territory(first + n, brought_by=seat) for n in range(TERRITORIES_A_PLAYER))
    tries = tuple(find(brought[0], seat, (), dice) for _ in range(2 if generous else 1))
    return (tries[0].territory, *brought[1:]), tries


def holdings(territories: Sequence[Territory], seats: Sequence[str]) -> dict[str, int]:
    """How many territories each seat holds."""
    return {seat: sum(1 for t in territories if t.owner == seat) for seat in seats}


def ended(territories: Sequence[Territory], seats: Sequence[str], battles: int,
          most_battles: int, share: int) -> bool:
    """Whether the campaign is over: `most_battles` fought (0: no limit), or a player
    holding more than `share` % of all territories (0: no share)."""
    if most_battles and battles >= most_battles:
        return True
    held = holdings(territories, seats)
    return bool(share) and any(100 * n > share * len(territories) for n in held.values())


def ranking(territories: Sequence[Territory], seats: Sequence[str],
            treasuries: Mapping[str, int]) -> tuple[str, ...]:
    """The players by territories held, then treasury, then seat order."""
    held = holdings(territories, seats)
    return tuple(sorted(seats, key=lambda s: (-held[s], -treasuries[s], seats.index(s))))
