"""The things a Med-Fan campaign is made of: its territories (no map: a list), each
with a name and capability once determined, an owner or none, and whether it is
unusable for the turn; the players with their treasury and army; the campaign's
options and where its turn stands (`MedState`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum

from hexterm.engine.medfan.roster import Unit
from hexterm.engine.medfan.tables import CAPABILITIES, Objective


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


class Phase(StrEnum):
    """Where a campaign turn stands: each is one kind of step."""

    ARMY = "army"  # the first turn: each player's army bought (sealed)
    PAIRING = "pairing"  # the organiser says who fights whom, the scenario, the length
    OBJECTIVES = "objectives"  # the two players' objectives (sealed)
    BATTLE = "battle"  # the battle's result, entered by both or the organiser (open)
    AFTER = "after"  # survival dice and the winner's choices (open)
    SPENDING = "spending"  # purchases and upgrades (sealed)
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Options:
    """What the players chose when the campaign was created."""

    treasury: int = 500
    generous: bool = False  # the first territory determined twice, one kept
    battles: int = 0  # the campaign ends after this many battles (0: no limit)
    share: int = 50  # … or when a player holds more than this % (0: never)
    rolled_length: bool = False  # the battle ends on the rolls of turns 5 and 6
    yields: Mapping[str, int] = field(default_factory=dict)  # territories' yields adapted

    def income(self, capability: str) -> int:
        """What a territory of this capability yields a battle: the rulebook's, or the
        scenario's ("éventuellement adapter les valeurs de gains dus aux terrains")."""
        return self.yields.get(capability, CAPABILITIES[capability].income)


@dataclass(frozen=True, slots=True)
class Player:
    """A seat's treasury, army, figures missing the next battle, upgrades made, and
    the first territory's second try (generous option) until one is kept, with the #
    each try found (a Treasure Cache's), paid for the one kept."""

    seat: str
    faction: str
    treasury: int
    army: Sequence[Unit] = ()
    """Its units: a tuple, or for a player read from a save its rows as the save keeps
    them, made units when first asked for (`codec.Ranks`)."""
    missing: Mapping[str, int] = field(default_factory=dict)
    upgraded: tuple[tuple[str, str], ...] = ()
    second: Territory | None = None
    treasures: tuple[int, ...] = ()
    agreed: tuple[str, ...] = ()  # units the players agreed may pass the upgrades' limits


@dataclass(frozen=True, slots=True)
class MedState:
    """A whole campaign."""

    options: Options
    players: tuple[Player, ...]
    territories: tuple[Territory, ...]
    phase: Phase = Phase.ARMY
    battles: int = 0  # fought
    fighters: tuple[str, ...] = ()  # this turn's battle: (attacker, defender)
    scenario: int = 0  # the battle table's number
    length: int = 6  # turns of the battle (or 0: rolled at turns 5 and 6)
    objectives: Mapping[str, Objective] = field(default_factory=dict)
    winner: str | None = None  # of this turn's battle, once entered
    eliminated: Mapping[str, Mapping[str, int]] = field(default_factory=dict)
    adversaries: Mapping[str, str] = field(default_factory=dict)  # of the last battle

    def player(self, seat: str) -> Player:
        return next(p for p in self.players if p.seat == seat)

    def held(self, seat: str) -> frozenset[str]:
        """The capabilities of the territories `seat` holds and may use (a pillaged
        territory "est inutilisable pour ce tour de campagne": its capability too)."""
        return frozenset(t.capability for t in self.territories
                         if t.owner == seat and t.known and not t.unusable)

    def with_player(self, player: Player) -> MedState:
        return replace(self, players=tuple(player if p.seat == player.seat else p
                                           for p in self.players))
