"""Bots for the Med-Fan campaign: an army bought within the treasury, a battle named
against the player holding the most territories, Expansion while there are unoccupied
territories (else a roll or Invasion), battles left to the dice helper, survival dice
rolled, recruits bought with half the treasury."""

from __future__ import annotations

from hexterm.engine.dice import Dice
from hexterm.engine.medfan.inputs import Army, Pairing, Spending
from hexterm.engine.medfan.model import MedState
from hexterm.engine.medfan.roster import Unit
from hexterm.engine.medfan.start import holdings


def army(treasury: int, dice: Dice) -> Army:
    units = [Unit("Captain", 1, 100, ("general",))]
    if treasury >= 300:
        units.append(Unit("Healer", 1, 60, ("healer",)))
    left = treasury - sum(u.price for u in units)
    warriors = max(0, left * (6 + dice.below(3)) // 10 // 10)
    if warriors:
        units.append(Unit("Warriors", warriors, 10))
    archers = (treasury - sum(u.price for u in units)) // 2 // 12
    if archers:
        units.append(Unit("Archers", archers, 12))
    return Army(tuple(u for u in units if u.price <= treasury))


def pairing(state: MedState, seat: str) -> Pairing:
    held = holdings(state.territories, [p.seat for p in state.players])
    others = [p.seat for p in state.players if p.seat != seat]
    return Pairing(seat, max(others, key=lambda s: (held[s], -others.index(s))))


def spending(state: MedState, seat: str) -> Spending:
    player = state.player(seat)
    count = player.treasury // 20
    if count < 2:
        return Spending()
    return Spending((Unit(f"Recruits{state.battles + 1}", count, 10),))


def objective(state: MedState, dice: Dice) -> int:
    """Expansion while there are two unoccupied territories, else a roll or Invasion."""
    free = sum(1 for t in state.territories if t.owner is None)
    return 1 if free >= 2 else 0 if dice.below(2) else 2  # expansion, a roll, invasion
