"""Spending a Med-Fan treasury after a battle (001, "Après la bataille", "Précisions
sur les améliorations", the unique capabilities).

A player buys units (troops and heroes, written as roster lines) and upgrades (one
characteristic of one unit, its new value and its cost as the players' game gives
them; or the upgrade table's d6). Four unique territories halve a total, rounded up:
the Mercenary Camp the troops bought, the Tavern the heroes, the Training Ground the
troops' upgrades, the Labyrinth of Trials the heroes' upgrades (a capability held twice
halves once). Upgrades are bought only with those two: the Training Ground for troops,
the Labyrinth for heroes ("Sauf capacité d'un territoire, un joueur ne peut qu'acheter
des unités": reading M15). One upgrade a characteristic a unit; 5 at most, except the
movement. An upgrade is a new value or a named ability (reading M22).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.medfan.roster import Unit
from hexterm.engine.medfan.tables import MOST_A_CHARACTERISTIC, UPGRADES, reduced
from hexterm.engine.medfan.told import key_said
from hexterm.engine.medfan.words import WORDS
from hexterm.engine.messages import Listing


@dataclass(frozen=True, slots=True)
class Upgrade:
    """One characteristic of one unit raised to `value`, or given a named `ability`
    (lance, effrayant, perforant-1, a second attack…), for `cost` #: the
    characteristic the player's choice, or the upgrade table's `die` rolled at the
    table."""

    unit: str
    characteristic: str
    value: int
    cost: int
    die: int = 0  # the upgrade table's die, when the characteristic was rolled
    ability: str = ""  # a named ability instead of a value

    @property
    def said(self) -> str:
        """What the upgrade gives: the new value, or the ability."""
        return self.ability or str(self.value)


@dataclass(frozen=True, slots=True)
class Bill:
    """What a purchase costs, part by part, the halved parts marked."""

    troops: int
    heroes: int
    troop_upgrades: int
    hero_upgrades: int
    halved: tuple[str, ...]

    @property
    def total(self) -> int:
        return self.troops + self.heroes + self.troop_upgrades + self.hero_upgrades


def bill(units: Sequence[Unit], upgrades: Sequence[Upgrade], roster: Sequence[Unit],
         held: Collection[str]) -> Bill:
    """What `units` and `upgrades` cost a player holding the capabilities `held`."""
    known = {u.name.casefold(): u for u in (*roster, *units)}
    parts = {"troops": sum(u.price for u in units if not u.hero),
             "heroes": sum(u.price for u in units if u.hero),
             "troop_upgrades": sum(g.cost for g in upgrades
                                   if not known[g.unit.casefold()].hero),
             "hero_upgrades": sum(g.cost for g in upgrades if known[g.unit.casefold()].hero)}
    halving = {"troops": "mercenary-camp", "heroes": "tavern",
               "troop_upgrades": "training-ground", "hero_upgrades": "labyrinth"}
    halved = tuple(part for part, key in halving.items() if key in held and parts[part])
    for part in halved:
        parts[part] = reduced(parts[part])
    return Bill(parts["troops"], parts["heroes"], parts["troop_upgrades"],
                parts["hero_upgrades"], halved)


UPGRADING = {False: ("training-ground", "Training Ground", "troops"),
             True: ("labyrinth", "Labyrinth of Trials", "heroes")}
"""What lets a player upgrade troops, and heroes (reading M15)."""
UPGRADED_KINDS = {"troops": WORDS.phrase("troops"), "heroes": WORDS.phrase("heroes")}
UPGRADING_PLACES = {"Training Ground": WORDS.phrase("Training Ground"),
                    "Labyrinth of Trials": WORDS.phrase("Labyrinth of Trials")}
"""The kinds and the places of `UPGRADING`, as a refusal says them."""


def check_upgrades(upgrades: Sequence[Upgrade], roster: Sequence[Unit],
                   done: Collection[tuple[str, str]], held: Collection[str],
                   agreed: Collection[str] = ()) -> None:
    """Raise an IllegalOrderError for an upgrade the rules refuse: a unit not in the
    army, troops upgraded without the Training Ground or heroes without the Labyrinth
    of Trials (`held`: the capabilities held; "Sauf capacité d'un territoire, un joueur
    ne peut qu'acheter des unités"), a characteristic the table does not have, a second
    upgrade of one characteristic (`done`: those made before), over 5 except the
    movement; "sauf accord entre joueurs": the units `agreed` are free of those two
    limits (reading M23)."""
    units = {u.name.casefold(): u for u in roster}
    free = {name.casefold() for name in agreed}
    seen = {(u.casefold(), c) for u, c in done}
    for upgrade in upgrades:
        where = WORDS.phrase("{unit} {characteristic}", unit=upgrade.unit,
                             characteristic=key_said(upgrade.characteristic))
        if upgrade.unit.casefold() not in units:
            raise IllegalOrderError(WORDS.phrase("{unit} is not in the army",
                                                 unit=upgrade.unit))
        needed, place, kind = UPGRADING[units[upgrade.unit.casefold()].hero]
        if needed not in held:
            raise IllegalOrderError(WORDS.phrase(
                "{unit}: {kind} are upgraded only with the {place} (without a territory's "
                "capability, a player buys units only)", unit=upgrade.unit,
                kind=UPGRADED_KINDS[kind], place=UPGRADING_PLACES[place]))
        if upgrade.characteristic not in UPGRADES.values():
            raise IllegalOrderError(WORDS.phrase(
                "{what!r} is not one of {known}", what=upgrade.characteristic,
                known=Listing(tuple(key_said(c) for c in UPGRADES.values()))))
        key = (upgrade.unit.casefold(), upgrade.characteristic)
        if key[0] in free:
            continue
        if key in seen:
            raise IllegalOrderError(WORDS.phrase("{where}: one upgrade a characteristic",
                                                 where=where))
        seen.add(key)
        if not upgrade.ability and upgrade.characteristic != "movement" \
                and upgrade.value > MOST_A_CHARACTERISTIC:
            raise IllegalOrderError(WORDS.phrase("{where}: {value} is over {most}", where=where,
                                                 value=upgrade.value,
                                                 most=MOST_A_CHARACTERISTIC))
