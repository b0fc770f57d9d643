"""The gains phase of a Med-Fan campaign: what each player's territories yield (001,
"Phase de gains de # dus aux territoires", "Capacités rares", "Capacités communes").

In this order (reading M4): every player's own yields (the exploitations; the Casino,
the Smugglers' Den and the Volcanic Mine with their 2d6 and their doubles); then the
Thieves' Guilds, each taking a Poor Exploitation's 20 # from its holder's adversary of
the last battle (from that player's gains and treasury, no more than there is); then
each Refugee Camp's 10 #, from the gains and treasury, or the camp is lost. A
territory made unusable for the turn (Pillage) yields nothing. A treasury never goes
below 0: a Casino's double takes what there is. A scenario may adapt the fixed yields
(`yields`: the three exploitations; the Thieves' Guild takes the Poor Exploitation's).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from hexterm.engine.dice import Dice
from hexterm.engine.medfan.model import Territory
from hexterm.engine.medfan.tables import (
    CAPABILITIES,
    DEVASTATED_LANDS,
    POOR_EXPLOITATION,
    REFUGEE_COST,
)


@dataclass(frozen=True, slots=True)
class Gain:
    """What one territory did for (or cost) its holder this phase, with its dice: in
    words (`said`), and as a kind (`how`: yields, casino-won, casino-lost, double,
    guild, refugees, camp-lost) with the other value it names (`other`: the capability
    a double turns it into, the player a guild takes from)."""

    seat: str
    territory: int
    amount: int
    said: str
    dice: tuple[int, ...] = ()
    how: str = "yields"
    other: str = ""


def _two(dice: Dice) -> tuple[int, int]:
    return dice.roll(), dice.roll()


def gains_phase(territories: Sequence[Territory], treasuries: Mapping[str, int],
                adversaries: Mapping[str, str], dice: Dice, yields: Mapping[str, int] = {}
                ) -> tuple[tuple[Territory, ...], dict[str, int], list[Gain]]:
    """The territories (some changed by their doubles or lost), the treasuries and the
    gains of the phase."""
    land = list(territories)
    money = dict(treasuries)
    said: list[Gain] = []
    for place, territory in enumerate(land):
        seat = territory.owner
        if seat is None or territory.unusable:
            continue
        key = territory.capability
        gain: Gain | None = None
        income = yields.get(key, CAPABILITIES[key].income)
        if income:
            gain = Gain(seat, territory.number, income, "yields")
        elif key == "casino":
            a, b = _two(dice)
            amount = (a + b) * 10
            if a == b:
                amount = -min(amount, money[seat])
            gain = Gain(seat, territory.number, amount, "double: loses" if a == b else "wins",
                        (a, b), "casino-lost" if a == b else "casino-won")
        elif key in ("smugglers-den", "volcanic-mine"):
            a, b = _two(dice)
            if a == b:
                after = POOR_EXPLOITATION if key == "smugglers-den" else DEVASTATED_LANDS
                land[place] = replace(territory, capability=after.key)
                gain = Gain(seat, territory.number, 0, f"double: becomes {after.key}", (a, b),
                            "double", after.key)
            else:
                extra = 30 if key == "volcanic-mine" else 0
                gain = Gain(seat, territory.number, (a + b) * 10 + extra, "yields", (a, b))
        if gain is not None:
            money[seat] += gain.amount
            said.append(gain)
    for territory in land:
        seat = territory.owner
        if seat is None or territory.unusable or territory.capability != "thieves-guild":
            continue
        victim = adversaries.get(seat)
        guild = yields.get(POOR_EXPLOITATION.key, POOR_EXPLOITATION.income)
        taken = min(guild, money.get(victim, 0)) if victim else 0
        if victim:
            money[victim] -= taken
        money[seat] += taken
        said.append(Gain(seat, territory.number, taken, f"taken from {victim or 'nobody'}",
                         how="guild", other=victim or ""))
    for place, territory in enumerate(land):
        seat = territory.owner
        if seat is None or territory.capability != "refugee-camp":
            continue
        if money[seat] >= REFUGEE_COST:
            money[seat] -= REFUGEE_COST
            said.append(Gain(seat, territory.number, -REFUGEE_COST, "the refugees' keep",
                             how="refugees"))
        else:
            land[place] = replace(territory, owner=None)
            said.append(Gain(seat, territory.number, 0, "cannot pay: the camp is lost",
                             how="camp-lost"))
    return tuple(land), money, said
