"""The Planisphère's world: hexes, factions, civilisation nodes, unit types and cards.

Vocabulary (the rulebook's French in brackets): a `Cell` is a hex of the map
(hexagone), a `Node` a civilisation node (nœud de civilisation: Camp, Ville, Cité), a
`UnitType` an entry of a faction's catalogue, a `Unit` one unit card (carte d'unité)
which sits in its faction's reserve (réserve), is deployed on the map, or is destroyed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from functools import lru_cache
from types import MappingProxyType

from hexterm.engine.hexgrid import GridSize, Hex
from hexterm.engine.planisphere.diplomacy.papers import Annotation, Document, GrandAccord
from hexterm.engine.planisphere.economy.goods import Item, Listing, Resource
from hexterm.engine.planisphere.quests.book import Quest
from hexterm.engine.planisphere.terrain import LABELS, Label

CHARACTERISTICS = ("move", "combat", "defence", "recon", "equipment", "inventory")
NODE_SCORES = ("combat", "defence", "recon", "equipment", "inventory", "recruits")
CAPABILITIES = (
    "amphibie", "artificiel", "autonome", "batisseur", "berserker", "clandestine",
    "discrete", "exploitant", "immobile", "leger", "martyr", "mercenaire", "montagnard",
    "maritime", "cotier", "fluvial", "onereux", "sapeur", "sylvestre", "veterans", "volant",
)
MAX_SCORE = 6
MAX_INFLUENCE = 6


class Status(Enum):
    """Where a unit card is."""

    RESERVE = "reserve"
    DEPLOYED = "deployed"
    DESTROYED = "destroyed"
    SPENT = "spent"  # converted into another card, sacrificed to a weapon master, retrained


class Quality(Enum):
    """A node's quality (qualité); it never goes back down."""

    CAMP = "camp"
    VILLE = "ville"
    CITE = "cite"


@dataclass(frozen=True, slots=True)
class UnitType:
    """A kind of unit card: its characteristics (0-6), crossable terrains, capabilities."""

    key: str
    name: str
    move: int
    combat: int
    defence: int
    recon: int
    equipment: int
    inventory: int
    terrains: frozenset[str]
    capabilities: frozenset[str] = frozenset()
    requirements: str = ""
    recruits: int = 0  # the recruits its card asks for a conversion; 0: the general rule
    material: tuple[str, ...] = ()  # item keys a conversion takes from the chest, one each

    @property
    def deploy_cost_da(self) -> int:
        """1 DA per characteristic point and 1 DA per capability."""
        points = (self.move + self.combat + self.defence + self.recon + self.equipment
                  + self.inventory)
        return points + len(self.capabilities)

    @property
    def deploy_cost_do(self) -> int:
        """10 DO more for an Onéreux unit."""
        return 10 if "onereux" in self.capabilities else 0

    @property
    def recruits_to_convert(self) -> int:
        """Recruit cards turned into one card of this type: what its card says, else 1,
        plus 1 per full 4 DA of cost ("En général, le ratio est de 1 Recrue à convertir +1
        par 4DA de déploiement")."""
        return self.recruits or 1 + self.deploy_cost_da // 4


@dataclass(slots=True)
class Unit:
    """One unit card of a faction; `code` is its unique number (code de l'unité)."""

    code: str
    type: str
    origin: str
    faction: str
    status: Status = Status.RESERVE
    hex: Hex | None = None
    commander: str = ""
    to_death: bool = False
    hidden: bool = False
    last_order: str = ""  # an Autonome unit's last order of the session, as written
    cargo: dict[str, int] = field(default_factory=dict)  # resources in its inventory
    gear: tuple[str, ...] = ()  # items equipped, in the order they were equipped
    deployed_session: int = 0  # the session it was last deployed in (loyalty)

    def copy(self) -> Unit:
        """An independent copy (faster than `dataclasses.replace` for thousands)."""
        return Unit(self.code, self.type, self.origin, self.faction, self.status, self.hex,
                    self.commander, self.to_death, self.hidden, self.last_order,
                    dict(self.cargo) if self.cargo else {}, self.gear,
                    self.deployed_session)


@dataclass(slots=True)
class Node:
    """A civilisation node: a Camp, Ville or Cité on one hex, owned by a faction."""

    name: str
    faction: str
    founder: str
    quality: Quality
    population: int
    combat: int = 0
    defence: int = 0
    recon: int = 0
    equipment: int = 1
    inventory: int = 1
    recruits: int = 1
    market: list[Listing] = field(default_factory=list)
    trades: dict[str, int] = field(default_factory=dict)
    """Transactions made here this session, per faction (for the top trader's +1)."""

    def copy(self) -> Node:
        return replace(self, market=[replace(li) for li in self.market],
                       trades=dict(self.trades))


@dataclass(frozen=True, slots=True)
class Cell:
    """A hex of the map: terrain labels, inhabitants, resources, influence, strategy.

    A cell is a value: the rules change a hex by putting a new cell in the state's
    ``cells`` (``dataclasses.replace``), so states and saves may share cells freely.
    """

    labels: tuple[str, ...]
    population: int = 0
    resources: tuple[str, ...] = ()
    influence: Mapping[str, int] = field(default_factory=lambda: NO_INFLUENCE)
    defence_bonus: int = 0
    controls_neighbours: bool = False

    @property
    def plain(self) -> bool:
        """Whether only the terrain and the inhabitants are set (most of any map)."""
        return not (self.resources or self.influence or self.defence_bonus
                    or self.controls_neighbours)


NO_INFLUENCE: Mapping[str, int] = MappingProxyType({})


@dataclass(slots=True)
class Faction:
    """A faction: its name, the prefix of its unit codes, its money and catalogue."""

    key: str
    name: str
    prefix: str
    da: int = 0
    do: int = 0
    catalogue: tuple[str, ...] = ("recrue",)
    next_number: int = 1
    masters: dict[str, str] = field(default_factory=dict)
    """Weapon masters (maîtres d'armes): code -> the unit type whose characteristics and
    capabilities the master can teach. A master sacrificed from a card has its code."""
    goods: dict[str, int] = field(default_factory=dict)  # resources in the chest
    items: dict[str, int] = field(default_factory=dict)  # item cards in the chest
    mother: str = ""  # a dissident (daughter) faction: the faction it split from

    def copy(self) -> Faction:
        return replace(self, masters=dict(self.masters), goods=dict(self.goods),
                       items=dict(self.items))


@dataclass(slots=True)
class PlanState:
    """Everything of a Planisphère game that the rules read and change."""

    size: GridSize
    cells: dict[Hex, Cell]
    factions: dict[str, Faction]
    nodes: dict[Hex, Node]
    types: dict[str, UnitType]
    units: dict[str, Unit]
    labels: dict[str, Label] = field(default_factory=lambda: dict(LABELS))
    session: int = 1
    turn_in_session: int = 1
    turns_per_session: int = 8
    sessions: int = 3
    title: str = ""
    resources: dict[str, Resource] = field(default_factory=dict)
    items: dict[str, Item] = field(default_factory=dict)
    quests: dict[str, Quest] = field(default_factory=dict)  # the quests still open
    quests_known: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """Faction -> the keys of the quests its reconnaissances have revealed."""
    documents: dict[str, Document] = field(default_factory=dict)
    accords: dict[str, GrandAccord] = field(default_factory=dict)
    annotations: dict[str, Annotation] = field(default_factory=dict)
    allegiance: dict[str, str] = field(default_factory=dict)
    """Seat -> the faction it serves now (every seat; a civil war changes it)."""
    influence_log: list[tuple[int, Hex, str, int]] = field(default_factory=list)
    """(game turn, hex, faction, new value) for every change of influence in play."""
    boosts: list[tuple[Hex, str, int]] = field(default_factory=list)
    """Influence given for the session only (hex, faction, amount), taken back at its end."""
    next_paper: int = 1  # the number of the next document, accord or annotation code
    da_per_do: int = 10  # the scenario's rate: 1 DO is worth this many DA (never converted)

    def deployed(self) -> list[Unit]:
        return [u for u in self.units.values() if u.status is Status.DEPLOYED]

    def reserve(self, faction: str) -> list[Unit]:
        return [
            u for u in self.units.values() if u.status is Status.RESERVE and u.origin == faction
        ]

    def counted_reserve(self, faction: str) -> int:
        """Cards of the reserve that count against its limits: Artificiel cards do not."""
        return sum(1 for u in self.reserve(faction)
                   if "artificiel" not in self.types[u.type].capabilities)

    def unit_type(self, unit: Unit) -> UnitType:
        """The unit's characteristics, with the effects of the items it has equipped."""
        kind = self.types[unit.type]
        if not unit.gear:
            return kind
        return equipped(kind, tuple(self.items[k] for k in unit.gear if k in self.items))

    def faction_of(self, seat_name: str, first: str) -> str:
        """The faction a seat serves now (`first`: the faction it was given)."""
        return self.allegiance.get(seat_name, first)

    def seats_serving(self, faction: str) -> tuple[str, ...]:
        """The seats that serve `faction` now, by name (`allegiance` knows every seat:
        the scenario fills it, and each resolution adds seats an older save lacks)."""
        return tuple(sorted(s for s, f in self.allegiance.items() if f == faction))

    def recruits_per_session(self, faction: str) -> int:
        """Recruits a faction's nodes produce a session: their production score plus the
        faction's influence on each node's hex."""
        return sum(node.recruits + self.cells[place].influence.get(faction, 0)
                   for place, node in self.nodes.items() if node.faction == faction)

    def reserve_limit(self, faction: str) -> int:
        """10 × recruits produced a session, +1 per full 10,000 inhabitants."""
        population = sum(n.population for n in self.nodes.values() if n.faction == faction)
        return 10 * self.recruits_per_session(faction) + population // 10_000

    def deploy_capacity(self, faction: str) -> int:
        """10 % of the reserve, rounded down, at least 1 (per commander and turn).

        Artificiel cards neither count in the reserve here nor use up the capacity."""
        return max(1, self.counted_reserve(faction) // 10)


@lru_cache(maxsize=4096)
def equipped(kind: UnitType, items: tuple[Item, ...]) -> UnitType:
    """`kind` with the bonuses, terrains and capabilities of `items` added."""
    return replace(
        kind,
        move=kind.move + sum(i.move for i in items),
        combat=kind.combat + sum(i.combat for i in items),
        defence=kind.defence + sum(i.defence for i in items),
        recon=kind.recon + sum(i.recon for i in items),
        inventory=kind.inventory + sum(i.inventory for i in items),
        terrains=kind.terrains.union(*(i.terrains for i in items)),
        capabilities=kind.capabilities.union(*(i.capabilities for i in items)),
    )
