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
from hexterm.engine.messages import Message
from hexterm.engine.planisphere.model import CHARACTERISTICS, NODE_SCORES, PlanState, Status
from hexterm.engine.planisphere.words import WORDS
from hexterm.engine.seats import Seat

MAX_INFLUENCE = 6
BONUSES = ("move", "combat", "defence", "recon", "inventory")
"""The characteristics an item adds to a unit's (`model.equipped`)."""
MOST_CHARACTERISTIC = 99
"""A card's characteristic (or an item's bonus to one) has two digits at most: the cards
print two, the built-in worlds' highest is under ten, and a bigger one would make a
unit's move or reconnaissance a count no turn can walk through."""


def check_state(state: PlanState, seats: Sequence[Seat]) -> None:
    """Raise StateError when `state` names what does not exist or counts what cannot be."""
    _Checker(state, seats).check()


class _Checker:
    def __init__(self, state: PlanState, seats: Sequence[Seat]) -> None:
        self.state = state
        self.seats = {seat.name for seat in seats}
        self.seat_list = seats

    # --- the words of a refusal ---------------------------------------------------------

    def on_map(self, place: Hex, what: Message) -> None:
        if place not in self.state.size:
            size = self.state.size
            col, row = place.to_offset()
            where = format_label(col, row) if col >= 0 and row >= 0 else f"{place}"
            raise StateError(WORDS.phrase("{what} is on hex {where}, off the {cols}×{rows} map",
                                          what=what, where=where, cols=size.cols, rows=size.rows))

    def known(self, key: str, table: Mapping[str, object] | set[str], kind: Message,
              what: Message) -> None:
        if key not in table:
            raise StateError(WORDS.phrase("{what} names the {kind} {key!r}, which does not exist",
                                          what=what, kind=kind, key=key))

    def faction(self, key: str, what: Message) -> None:
        self.known(key, self.state.factions, WORDS.phrase("faction"), what)

    def seat(self, name: str, what: Message) -> None:
        self.known(name, self.seats, WORDS.phrase("seat"), what)

    def count(self, value: int, what: Message, least: int = 0,
              most: int | None = None) -> None:
        if value < least:
            raise StateError(WORDS.phrase("{what} is {value}, below {least}", what=what,
                                          value=value, least=least))
        if most is not None and value > most:
            raise StateError(WORDS.phrase("{what} is {value}, above {most}", what=what,
                                          value=value, most=most))

    def goods(self, counts: Mapping[str, int], table: Mapping[str, object], kind: Message,
              what: Message) -> None:
        for key, amount in counts.items():
            self.known(key, table, kind, what)
            self.count(amount, WORDS.phrase("{what}: {key}", what=what, key=key))

    # --- the state ----------------------------------------------------------------------

    def check(self) -> None:
        state = self.state
        for value, what, least in ((state.session, WORDS.phrase("the session number"), 1),
                                   (state.turn_in_session,
                                    WORDS.phrase("the turn of the session"), 1),
                                   (state.turns_per_session,
                                    WORDS.phrase("the turns per session"), 1),
                                   (state.sessions, WORDS.phrase("the number of sessions"), 1),
                                   (state.next_paper, WORDS.phrase("the next paper number"), 1),
                                   (state.da_per_do, WORDS.phrase("the DA per DO"), 1)):
            self.count(value, what, least)
        for seat in self.seat_list:
            self.faction(seat.faction, WORDS.phrase("seat {seat}", seat=seat.name))
        for name, key in state.allegiance.items():
            self.seat(name, WORDS.phrase("the allegiances"))
            self.faction(key, WORDS.phrase("the allegiance of {seat}", seat=name))
        self.cells()
        self.factions()
        self.nodes()
        self.units()
        self.papers()

    def cells(self) -> None:
        state = self.state
        for place, cell in state.cells.items():
            self.on_map(place, WORDS.phrase("a cell"))
            self.count(cell.population, WORDS.phrase("the population of {what}", what=place.label))
            for key in cell.labels:
                self.known(key, state.labels, WORDS.phrase("terrain"),
                           WORDS.phrase("hex {hex}", hex=place.label))
            self.influence(cell.influence, WORDS.phrase("hex {hex}", hex=place.label))
        for place, key, _ in state.boosts:
            self.on_map(place, WORDS.phrase("an influence boost"))
            self.faction(key, WORDS.phrase("the influence boost on {hex}", hex=place.label))
        for _, place, key, value in state.influence_log:
            self.on_map(place, WORDS.phrase("the influence history"))
            history = WORDS.phrase("the influence history of {hex}", hex=place.label)
            self.faction(key, history)
            self.influence({key: value}, history)

    def influence(self, values: Mapping[str, int], what: Message) -> None:
        for key, value in values.items():
            self.faction(key, WORDS.phrase("the influence on {what}", what=what))
            if not 0 <= value <= MAX_INFLUENCE:
                raise StateError(WORDS.phrase("the influence of {key} on {what} is {value}, not "
                                              "0 to {max_influence}", key=key, what=what,
                                              value=value, max_influence=MAX_INFLUENCE))

    def factions(self) -> None:
        state = self.state
        for key, faction in state.factions.items():
            what = WORDS.phrase("faction {key}", key=key)
            if faction.key != key:
                raise StateError(WORDS.phrase("{what} is filed under another key ({key!r})",
                                              what=what, key=faction.key))
            for value, name in ((faction.da, "DA"), (faction.do, "DO")):
                self.count(value, WORDS.phrase("{what}: {key}", what=what, key=name))
            self.count(faction.next_number, WORDS.phrase("{what}: its next unit number",
                                                         what=what), 1)
            if faction.mother:
                self.faction(faction.mother, WORDS.phrase("{what} (its mother faction)", what=what))
            for kind in faction.catalogue:
                self.known(kind, state.types, WORDS.phrase("unit type"),
                           WORDS.phrase("{what}: its catalogue", what=what))
            self.goods(faction.goods, state.resources, WORDS.phrase("resource"),
                       WORDS.phrase("{what}: its chest", what=what))
            self.goods(faction.items, state.items, WORDS.phrase("item"),
                       WORDS.phrase("{what}: its chest", what=what))
        for key, unit_type in state.types.items():
            for stat in CHARACTERISTICS:
                self.count(getattr(unit_type, stat), WORDS.phrase("the {stat} of unit type {key}",
                                                                  stat=stat, key=key),
                           most=MOST_CHARACTERISTIC)
        for key, item in state.items.items():
            for stat in BONUSES:
                self.count(getattr(item, stat), WORDS.phrase("the {stat} bonus of item {key}",
                                                             stat=stat, key=key),
                           -MOST_CHARACTERISTIC, MOST_CHARACTERISTIC)

    def nodes(self) -> None:
        state = self.state
        for place, node in state.nodes.items():
            what = WORDS.phrase("the node {node}", node=node.name or place.label)
            self.on_map(place, what)
            if node.faction:
                self.faction(node.faction, what)
            self.count(node.population, WORDS.phrase("the population of {what}", what=what))
            for score in NODE_SCORES:
                self.count(getattr(node, score), WORDS.phrase("{what}: {key}", what=what,
                                                              key=score))
            for listing in node.market:
                self.known(listing.good, {**state.resources, **state.items},
                           WORDS.phrase("commodity"),
                           WORDS.phrase("the market of {what}", what=what))
                self.count(listing.price, WORDS.phrase("a price at the market of {what}",
                                                       what=what))
                self.count(listing.left, WORDS.phrase("a quantity at the market of {what}",
                                                      what=what))
            for key in node.trades:
                self.faction(key, WORDS.phrase("the trades of {what}", what=what))

    def units(self) -> None:
        state = self.state
        for code, unit in state.units.items():
            what = WORDS.phrase("unit {unit}", unit=code)
            if unit.code != code:
                raise StateError(WORDS.phrase("{what} is filed under another code ({unit!r})",
                                              what=what, unit=unit.code))
            self.known(unit.type, state.types, WORDS.phrase("unit type"), what)
            self.faction(unit.origin, WORDS.phrase("{what} (its origin)", what=what))
            self.faction(unit.faction, what)
            if unit.hex is not None:
                self.on_map(unit.hex, what)
            elif unit.status is Status.DEPLOYED:
                raise StateError(WORDS.phrase("{what} is deployed but stands on no hex",
                                              what=what))
            if unit.commander:
                self.seat(unit.commander, WORDS.phrase("{what} (its commander)", what=what))
            self.goods(unit.cargo, state.resources, WORDS.phrase("resource"),
                       WORDS.phrase("{what}: its cargo", what=what))
            for key in unit.gear:
                self.known(key, state.items, WORDS.phrase("item"),
                           WORDS.phrase("{what}: its gear", what=what))

    def papers(self) -> None:
        state = self.state
        for code, doc in state.documents.items():
            what = WORDS.phrase("document {code}", code=code)
            self.seat(doc.issuer, WORDS.phrase("{what} (its issuer)", what=what))
            self.seat(doc.holder, WORDS.phrase("{what} (its holder)", what=what))
            self.faction(doc.faction, what)
        for code, accord in state.accords.items():
            for key in _all(accord.proposer, accord.factions, accord.accepted,
                            accord.ratified):
                self.faction(key, WORDS.phrase("the grand accord {code}", code=code))
        for code, note in state.annotations.items():  # its seat may be none: D27
            try:
                place = Hex.parse(note.hex_label)
            except ValueError:
                raise StateError(WORDS.phrase("annotation {code} is on {hex_label!r}, which is "
                                              "not a hex", code=code,
                                              hex_label=note.hex_label)) from None
            self.on_map(place, WORDS.phrase("annotation {code}", code=code))
        for key, quest in state.quests.items():
            self.on_map(quest.hex, WORDS.phrase("quest {key}", key=key))
        for key in state.quests_known:
            self.faction(key, WORDS.phrase("the quests known"))


def _all(first: str, *rest: Iterable[str]) -> list[str]:
    return [first, *(key for keys in rest for key in keys)]
