"""The state of a SAGA campaign: players and their PP, bands and their lords, the
owners of the terrains, villages and their reserves, sacred terrains, the initiative
and memory tracks, and where the turn stands (its phase, the declarations, the battles
waiting for their results).

Values are frozen dataclasses; the rules build new ones and never change a state in
place. SAGA points are counted in halves (`tables.Halves`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum

from hexterm.engine.saga.board import Board
from hexterm.engine.saga.tables import FIGURES_PER_POINT, Halves, PlayersRow


class Phase(StrEnum):
    """Where a turn stands: each is one kind of step (`hexterm.engine.steps`)."""

    BID = "bid"  # sealed bids for the favour of the gods (from the second turn)
    FAVOUR = "favour"  # the favourite of the gods orders the tied players
    PREPARE = "prepare"  # recruiting, reserves, transfers (sealed)
    DECLARE = "declare"  # movements declared one band at a time (open)
    BATTLE = "battle"  # a battle's result entered (open; the organiser may enter it)
    MANAGE = "manage"  # villages, sacred terrains, invasions, demobilising (sealed)
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Unit:
    """A unit of a band or a reserve: `points` SAGA points of one kind when whole, and
    the `figures` it has now (fewer after a battle). Its worth follows its figures,
    rounded down to the half point (reading S6)."""

    name: str
    kind: str
    points: int
    figures: int

    @property
    def full(self) -> int:
        """Its figures when whole."""
        return self.points * FIGURES_PER_POINT[self.kind]

    @property
    def halves(self) -> Halves:
        return 2 * self.points * self.figures // self.full


def new_unit(name: str, kind: str, points: int) -> Unit:
    """A whole unit."""
    return Unit(name, kind, points, points * FIGURES_PER_POINT[kind])


@dataclass(frozen=True, slots=True)
class Lord:
    """A band's lord: his experience is the number of battles he came out of alive."""

    name: str
    battles: int = 0


@dataclass(frozen=True, slots=True)
class Away:
    """A band in retreat: gone since `turn`, from the battle at `terrain`; it comes back
    to the nearest village at the start of the next turn (its lord alive) or at the
    end of it (`late`, its lord dead, the units going to the reserve); `chooser` picks
    among villages as near."""

    turn: int
    terrain: str
    late: bool
    chooser: str


@dataclass(frozen=True, slots=True)
class Band:
    """A lord and his units. `terrain` is "" while the band is away in retreat;
    `came_from` is where it stood before this turn's move ("" if it did not move)."""

    name: str
    seat: str
    terrain: str
    lord: Lord | None
    units: tuple[Unit, ...] = ()
    moved: bool = False
    came_from: str = ""
    arrival: int = 0  # this turn's declaration that brought it here (0: none)
    away: Away | None = None

    @property
    def halves(self) -> Halves:
        return sum(unit.halves for unit in self.units)

    def unit(self, name: str) -> Unit | None:
        return next((u for u in self.units if u.name.casefold() == name.casefold()), None)


@dataclass(frozen=True, slots=True)
class Village:
    """A village on a terrain, its owner, and its reserve of units waiting for a lord."""

    terrain: str
    seat: str
    reserve: tuple[Unit, ...] = ()

    @property
    def halves(self) -> Halves:
        return sum(unit.halves for unit in self.reserve)


@dataclass(frozen=True, slots=True)
class Player:
    """A seat's faction, its PP, and its dead lords (their experience noted)."""

    seat: str
    faction: str
    pp: int
    outer: bool = False  # an outer faction that may invade (Outremonde, underground)
    fallen: tuple[Lord, ...] = ()


@dataclass(frozen=True, slots=True)
class BattleSide:
    """A seat in a battle with its bands there; `reserve` when a village's reserve
    defends it, `bands` then naming the reserve's units that fight (none named: the
    program's choice, S12, as older saves hold it)."""

    seat: str
    bands: tuple[str, ...] = ()
    attacker: bool = False
    reserve: bool = False


@dataclass(frozen=True, slots=True)
class Battle:
    """A contested terrain: the sides fighting now (the defender first), and the
    latecomers who will meet the winner (five or more players on one terrain)."""

    terrain: str
    sides: tuple[BattleSide, ...]
    late: tuple[BattleSide, ...] = ()
    muster: tuple[str, ...] = ()
    """The seats whose muster (`hexterm.engine.saga.muster`) is awaited before the
    result; none: the battle awaits its result."""
    round: int = 1
    """The terrain's first battle of the turn, or (2) the latecomers' after it."""

    def seats(self) -> tuple[str, ...]:
        return tuple(side.seat for side in self.sides)

    @property
    def key(self) -> str:
        """The word an entry names it by: its terrain, the latecomers' battle after it
        TERRAIN/2 (an entry typed for the first is not taken for it)."""
        return self.terrain if self.round == 1 else f"{self.terrain}/{self.round}"


@dataclass(frozen=True, slots=True)
class SagaState:
    """A whole campaign."""

    board: Board
    row: PlayersRow
    players: tuple[Player, ...]
    owners: Mapping[str, str] = field(default_factory=dict)
    villages: Mapping[str, Village] = field(default_factory=dict)
    sacred: Mapping[str, str] = field(default_factory=dict)
    bands: tuple[Band, ...] = ()
    initiative: tuple[str, ...] = ()  # best first: the first is the favourite of the gods
    memory: tuple[str, ...] = ()  # the memory track, oldest first
    turn: int = 1
    phase: Phase = Phase.PREPARE
    bids: Mapping[str, int] = field(default_factory=dict)  # this turn's, once revealed
    ties: tuple[tuple[str, ...], ...] = ()  # groups the favourite is to order
    speakers: tuple[str, ...] = ()  # this turn's declarations: reverse initiative
    passed: tuple[str, ...] = ()
    cursor: int = 0  # the index in `speakers` of the next to speak
    battles: tuple[Battle, ...] = ()
    invaded: tuple[str, ...] = ()  # the seats that invaded this turn
    winner: str = ""  # an immediate victory on the memory track
    rolls: tuple[tuple[str, tuple[int, ...]], ...] = ()  # the first turn's 3d6

    # --- looking things up -----------------------------------------------------------

    def player(self, seat: str) -> Player:
        return next(p for p in self.players if p.seat == seat)

    def band(self, name: str) -> Band | None:
        return next((b for b in self.bands if b.name.casefold() == name.casefold()), None)

    def bands_of(self, seat: str) -> tuple[Band, ...]:
        return tuple(b for b in self.bands if b.seat == seat)

    def bands_at(self, terrain: str) -> tuple[Band, ...]:
        return tuple(b for b in self.bands if b.terrain == terrain)

    def villages_of(self, seat: str) -> tuple[str, ...]:
        return tuple(t for t in self.board.names() if t in self.villages
                     and self.villages[t].seat == seat)

    def lords_of(self, seat: str) -> int:
        """The seat's lords alive (in its bands, here or away)."""
        return sum(1 for b in self.bands_of(seat) if b.lord is not None)

    def memory_points(self, seat: str) -> int:
        return self.memory.count(seat)

    # --- new states ------------------------------------------------------------------

    def with_band(self, band: Band) -> SagaState:
        """The state with `band` put in (in place of the band of its name, or last)."""
        if any(b.name == band.name for b in self.bands):
            return replace(self, bands=tuple(band if b.name == band.name else b
                                             for b in self.bands))
        return replace(self, bands=(*self.bands, band))

    def without_bands(self, names: Iterable[str]) -> SagaState:
        gone = set(names)
        return replace(self, bands=tuple(b for b in self.bands if b.name not in gone))

    def with_player(self, player: Player) -> SagaState:
        return replace(self, players=tuple(player if p.seat == player.seat else p
                                           for p in self.players))

    def with_pp(self, seat: str, change: int) -> SagaState:
        player = self.player(seat)
        return self.with_player(replace(player, pp=player.pp + change))

    def with_village(self, terrain: str, village: Village | None) -> SagaState:
        villages = {k: v for k, v in self.villages.items() if k != terrain}
        if village is not None:
            villages[terrain] = village
        return replace(self, villages=dict(sorted(villages.items())))

    def with_owner(self, terrain: str, seat: str | None) -> SagaState:
        owners = {k: v for k, v in self.owners.items() if k != terrain}
        if seat is not None:
            owners[terrain] = seat
        return replace(self, owners=dict(sorted(owners.items())))


def fresh_name(units: Iterable[Unit], kind: str) -> str:
    """A name for a new unit of `kind` that no unit of `units` has: warriors1, warriors2…"""
    taken = {u.name.casefold() for u in units}
    number = 1
    while f"{kind}{number}" in taken:
        number += 1
    return f"{kind}{number}"
