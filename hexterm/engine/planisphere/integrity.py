"""Whether a Planisphère state read from a save holds together (`Ruleset.check_state`).

The codec has already turned every value into its type; here every reference the rules
follow is checked: hexes on the map, the factions, unit types, resources, items and
seats that units, nodes, chests, papers and influence name, and counts that cannot be
negative. Each refusal is one sentence that says what is wrong and where.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from hexterm.engine.errors import StateError
from hexterm.engine.hexgrid import Hex, format_label
from hexterm.engine.planisphere.model import CHARACTERISTICS, NODE_SCORES, PlanState, Status
from hexterm.engine.planisphere.words import WORDS
from hexterm.engine.seats import Seat

MAX_INFLUENCE = 6


def check_state(state: PlanState, seats: Sequence[Seat]) -> None:
    """Raise StateError when `state` names what does not exist or counts what cannot be."""
    _Checker(state, seats).check()


class _Checker:
    def __init__(self, state: PlanState, seats: Sequence[Seat]) -> None:
        self.state = state
        self.seats = {seat.name for seat in seats}
        self.seat_list = seats

    # --- the words of a refusal ---------------------------------------------------------

    def on_map(self, place: Hex, what: str) -> None:
        if place not in self.state.size:
            size = self.state.size
            col, row = place.to_offset()
            where = format_label(col, row) if col >= 0 and row >= 0 else f"{place}"
            raise StateError(WORDS.phrase("{what} is on hex {where}, off the {cols}×{rows} map",
                                          what=what, where=where, cols=size.cols, rows=size.rows))

    def known(self, key: str, table: Mapping[str, object] | set[str], kind: str,
              what: str) -> None:
        if key not in table:
            raise StateError(WORDS.phrase("{what} names the {kind} {key!r}, which does not exist",
                                          what=what, kind=kind, key=key))

    def faction(self, key: str, what: str) -> None:
        self.known(key, self.state.factions, "faction", what)

    def seat(self, name: str, what: str) -> None:
        self.known(name, self.seats, "seat", what)

    def count(self, value: int, what: str, least: int = 0) -> None:
        if value < least:
            raise StateError(WORDS.phrase("{what} is {value}, below {least}", what=what,
                                          value=value, least=least))

    def goods(self, counts: Mapping[str, int], table: Mapping[str, object], kind: str,
              what: str) -> None:
        for key, amount in counts.items():
            self.known(key, table, kind, what)
            self.count(amount, f"{what}'s {key}")

    # --- the state ----------------------------------------------------------------------

    def check(self) -> None:
        state = self.state
        for value, what, least in ((state.session, "the session number", 1),
                                   (state.turn_in_session, "the turn of the session", 1),
                                   (state.turns_per_session, "the turns per session", 1),
                                   (state.sessions, "the number of sessions", 1),
                                   (state.next_paper, "the next paper number", 1),
                                   (state.da_per_do, "the DA per DO", 1)):
            self.count(value, what, least)
        for seat in self.seat_list:
            self.faction(seat.faction, f"seat {seat.name}")
        for name, key in state.allegiance.items():
            self.seat(name, "the allegiances")
            self.faction(key, f"the allegiance of {name}")
        self.cells()
        self.factions()
        self.nodes()
        self.units()
        self.papers()

    def cells(self) -> None:
        state = self.state
        for place, cell in state.cells.items():
            self.on_map(place, "a cell")
            self.count(cell.population, f"the population of {place.label}")
            for key in cell.labels:
                self.known(key, state.labels, "terrain", f"hex {place.label}")
            self.influence(cell.influence, f"hex {place.label}")
        for place, key, _ in state.boosts:
            self.on_map(place, "an influence boost")
            self.faction(key, f"the influence boost on {place.label}")
        for _, place, key, value in state.influence_log:
            self.on_map(place, "the influence history")
            self.faction(key, f"the influence history of {place.label}")
            self.influence({key: value}, f"the influence history of {place.label}")

    def influence(self, values: Mapping[str, int], what: str) -> None:
        for key, value in values.items():
            self.faction(key, f"the influence on {what}")
            if not 0 <= value <= MAX_INFLUENCE:
                raise StateError(WORDS.phrase("the influence of {key} on {what} is {value}, not "
                                              "0 to {max_influence}", key=key, what=what,
                                              value=value, max_influence=MAX_INFLUENCE))

    def factions(self) -> None:
        state = self.state
        for key, faction in state.factions.items():
            what = f"faction {key}"
            if faction.key != key:
                raise StateError(WORDS.phrase("{what} is filed under another key ({key!r})",
                                              what=what, key=faction.key))
            for value, name in ((faction.da, "DA"), (faction.do, "DO")):
                self.count(value, f"{what}'s {name}")
            self.count(faction.next_number, f"{what}'s next unit number", 1)
            if faction.mother:
                self.faction(faction.mother, f"{what} (its mother faction)")
            for kind in faction.catalogue:
                self.known(kind, state.types, "unit type", f"{what}'s catalogue")
            self.goods(faction.goods, state.resources, "resource", f"{what}'s chest")
            self.goods(faction.items, state.items, "item", f"{what}'s chest")
        for key, unit_type in state.types.items():
            for stat in CHARACTERISTICS:
                self.count(getattr(unit_type, stat), f"the {stat} of unit type {key}")

    def nodes(self) -> None:
        state = self.state
        for place, node in state.nodes.items():
            what = f"the node {node.name or place.label}"
            self.on_map(place, what)
            if node.faction:
                self.faction(node.faction, what)
            self.count(node.population, f"the population of {what}")
            for score in NODE_SCORES:
                self.count(getattr(node, score), f"the {score} of {what}")
            for listing in node.market:
                self.known(listing.good, {**state.resources, **state.items}, "commodity",
                           f"the market of {what}")
                self.count(listing.price, f"a price at the market of {what}")
                self.count(listing.left, f"a quantity at the market of {what}")
            for key in node.trades:
                self.faction(key, f"the trades of {what}")

    def units(self) -> None:
        state = self.state
        for code, unit in state.units.items():
            what = f"unit {code}"
            if unit.code != code:
                raise StateError(WORDS.phrase("{what} is filed under another code ({unit!r})",
                                              what=what, unit=unit.code))
            self.known(unit.type, state.types, "unit type", what)
            self.faction(unit.origin, f"{what} (its origin)")
            self.faction(unit.faction, what)
            if unit.hex is not None:
                self.on_map(unit.hex, what)
            elif unit.status is Status.DEPLOYED:
                raise StateError(WORDS.phrase("{what} is deployed but stands on no hex",
                                              what=what))
            if unit.commander:
                self.seat(unit.commander, f"{what} (its commander)")
            self.goods(unit.cargo, state.resources, "resource", f"{what}'s cargo")
            for key in unit.gear:
                self.known(key, state.items, "item", f"{what}'s gear")

    def papers(self) -> None:
        state = self.state
        for code, doc in state.documents.items():
            what = f"document {code}"
            self.seat(doc.issuer, f"{what} (its issuer)")
            self.seat(doc.holder, f"{what} (its holder)")
            self.faction(doc.faction, what)
        for code, accord in state.accords.items():
            for key in _all(accord.proposer, accord.factions, accord.accepted):
                self.faction(key, f"the grand accord {code}")
        for code, note in state.annotations.items():
            self.seat(note.seat, f"annotation {code}")
            try:
                place = Hex.parse(note.hex_label)
            except ValueError:
                raise StateError(WORDS.phrase("annotation {code} is on {hex_label!r}, which is "
                                              "not a hex", code=code,
                                              hex_label=note.hex_label)) from None
            self.on_map(place, f"annotation {code}")
        for key, quest in state.quests.items():
            self.on_map(quest.hex, f"quest {key}")
        for key in state.quests_known:
            self.faction(key, "the quests known")


def _all(first: str, *rest: Iterable[str]) -> list[str]:
    return [first, *(key for keys in rest for key in keys)]
