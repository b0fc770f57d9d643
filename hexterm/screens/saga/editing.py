"""The SAGA campaign's world in the world editor (`hexterm edit`,
`screens/shared/editor.py`): its road map drawn as in play (`editing_map`), the
terrains at fault marked, and the edits of its format (docs/scenarios/saga.md).

The cursor stands on a place of the map's grid (a terrain's `at`). Space paints the
terrain there with the kind chosen (`p`: normal, developed, prestigious), or puts a new
terrain of that kind on an empty place; `r` marks a terrain, `r` on another draws the
road between them or takes it away; `f` chooses a number of players and `n` makes the
terrain a home of theirs (the next player's, in seat order) or no longer one; `t`
chooses a seat and `u` puts a village of theirs on the terrain (a campaign set at some
point); `x` takes away the terrain's village, else its last band, else the terrain with
its roads and homes; `m` moves a terrain to an empty place; `F` renames it (and says
who holds it), `T` puts a band on it (`editing_forms`); `M` gives it a village with its
reserve, `G` sets the campaign's turns, phase, initiative, PP and memory
(`editing_campaign`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import tomlkit
from tomlkit.toml_document import TOMLDocument

from hexterm.editor.document import Document
from hexterm.engine.mistakes import Where
from hexterm.engine.saga.tables import PLAYERS_TABLE
from hexterm.i18n import t
from hexterm.screens.saga.editing_campaign import campaign_form, village_form
from hexterm.screens.saga.editing_forms import appended, band_form, terrain_form
from hexterm.screens.saga.editing_map import (
    KINDS,
    EditedSagaMap,
    SagaBoard,
    guarded,
    place_of,
    seats_named,
    tables,
    terrain_at,
)
from hexterm.screens.saga.editing_words import campaign_set, entry_of, homes_said
from hexterm.screens.shared.editor_kit import (
    Edit,
    EditRefused,
    Form,
    Spot,
    WorldEditing,
    new_document,
)

COUNTS = tuple(str(n) for n in sorted(PLAYERS_TABLE))  # the numbers of players: "2" … "6"
SEATS = ("alice", "bob", "carol", "dave", "erin", "frank")
"""The seats a village may be given beyond those the scenario names."""
MARKS = {"normal": " ", "developed": "+", "prestigious": "*"}  # as the map marks them
MOST_SIDE = 12  # a new map's side, at most, in terrains
WEIGHTS = (16, 6, 5)  # the rulebook's map: 16 normal, 6 developed, 5 prestigious terrains


def fresh_name(doc: Mapping[str, Any]) -> str:
    """A name no terrain has yet: T1, T2…"""
    taken = {str(item.get("name", "")).casefold() for item in tables(doc, "terrain")}
    return next(f"T{n}" for n in range(1, 10_000) if f"t{n}" not in taken)


class SagaEditing(WorldEditing):
    """The SAGA road map in the editor."""

    EDITS = frozenset({"line", "node", "unit"})
    BINDINGS = [("f", "faction", "Player count"), ("t", "unit_type", "Seat"),
                ("n", "node", "Home"), ("u", "unit", "Village"),
                ("M", "form('market')", "Village form"), ("G", "form('accord')", "Campaign form")]
    NEW_SIZE = "5x4"  # twenty terrains: about the rulebook's map of 27

    def takes(self, action: str, parameters: tuple[object, ...]) -> bool:
        """No river on the road map: `v` not shown."""
        return parameters != ("river",)

    def __init__(self, document: Document) -> None:
        super().__init__(document)
        self.widget: EditedSagaMap | None = None
        self.road_from: str | None = None  # the terrain `r` marked: a road's first end

    # --- new worlds ------------------------------------------------------------------

    @staticmethod
    def new_world(cols: int, rows: int, seed: int | None) -> str:
        """A grid of `cols`×`rows` terrains, each joined by a road to its neighbours,
        all normal, or their kinds drawn from `seed` as the rulebook's map has them; the
        homes of 2 to 6 players spread over them (normal terrains)."""
        count = cols * rows
        if not (1 <= cols <= MOST_SIDE and 1 <= rows <= MOST_SIDE and count >= 2):
            raise EditRefused(t("A SAGA map is 1 to {most} terrains a side and two terrains "
                                "or more, not {cols}x{rows}.", most=MOST_SIDE, cols=cols,
                                rows=rows))
        names = [f"T{n}" for n in range(1, count + 1)]
        places = [(x, y) for y in range(rows) for x in range(cols)]
        doc = new_document("A SAGA map", "saga", "docs/scenarios/saga.md", cols, rows)
        roads = tomlkit.array()
        for n, (x, y) in enumerate(places):
            for other in (n + 1 if x + 1 < cols else None, n + cols if y + 1 < rows else None):
                if other is not None:
                    roads.append([names[n], names[other]])
        doc.add("roads", roads)
        homes = tomlkit.table()
        homed: set[int] = set()
        for players in range(2, min(max(PLAYERS_TABLE), count) + 1):
            chosen = [round(k * (count - 1) / (players - 1)) for k in range(players)]
            homed.update(chosen)
            homes.add(str(players), [names[k] for k in chosen])
        doc.add(tomlkit.nl())
        doc.add("homes", homes)
        dice = random.Random(seed)
        terrain = tomlkit.aot()
        for n, (name, (x, y)) in enumerate(zip(names, places, strict=True)):
            kind = "normal" if seed is None or n in homed else \
                dice.choices(KINDS, WEIGHTS)[0]
            table = tomlkit.table()
            table.add("name", name)
            table.add("kind", kind)
            table.add("at", [x, y])
            terrain.append(table)
        doc.add("terrain", terrain)
        return doc.as_string()

    # --- the map ---------------------------------------------------------------------

    def map(self, public: bool = False) -> Any:
        """The map (with `public`, for a picture), or in the editor the map in a
        container that scrolls it to keep the cursor in sight."""
        widget = EditedSagaMap(self.document.data(), id="editor-map", public=public)
        if public:
            return widget
        self.widget = widget
        return SagaBoard(widget)

    def redraw(self, faults: set[Spot]) -> list[str]:
        """The map drawn again (a world with mistakes is drawn as far as it can be)."""
        if self.widget is not None:
            self.widget.set_view(self.document.data(), faults)
        return []

    def label(self, spot: Spot) -> str:
        found = terrain_at(self.document.data(), spot)
        return str(found[1].get("name")) if found else f"[{spot[0]}, {spot[1]}]"

    def mistake_place(self, scenario: Mapping[str, Any], where: Where, spot: Spot) -> str:
        """A mistake's terrain, and the band or village there it is of."""
        terrain = self.label(spot)
        entry = entry_of(scenario, where)
        if where[:1] == ("band",) and isinstance(entry, Mapping) and \
                isinstance(entry.get("name"), str):
            return t("{terrain}, band {band}", terrain=terrain, band=entry["name"])
        if where[:1] == ("village",) and isinstance(entry, Mapping) and \
                isinstance(entry.get("seat"), str):
            return t("{terrain}, village of {seat}", terrain=terrain, seat=entry["seat"])
        return terrain

    def spot_of(self, scenario: Mapping[str, Any], where: Where) -> Spot | None:
        """A terrain's place; a road's, a home's, a village's or a band's terrain."""
        if len(where) < 2:
            return None
        key, n = where[0], where[1]
        entries = scenario.get(str(key))
        entry = entry_of(scenario, where)
        named: object = None
        if key == "terrain" and isinstance(entry, Mapping) and isinstance(n, int):
            return place_of(n + 1, entry)
        if key == "roads" and isinstance(entry, list):
            named = next((end for end in entry if self.named(scenario, end)), None)
        elif key == "homes" and len(where) >= 3 and isinstance(entries, Mapping):
            listed, k = entries.get(str(n)), where[2]
            named = listed[k] if isinstance(listed, list) and isinstance(k, int) and \
                0 <= k < len(listed) else None
        elif key in ("village", "band") and isinstance(entry, Mapping):
            named = entry.get("terrain")
        return self.named(scenario, named)

    @staticmethod
    def named(scenario: Mapping[str, Any], name: object) -> Spot | None:
        """The place of the terrain called `name`, if there is one."""
        for n, item in enumerate(tables(scenario, "terrain"), 1):
            if isinstance(name, str) and item.get("name") == name:
                return place_of(n, item)
        return None

    # --- what the world holds ----------------------------------------------------------

    def palette(self) -> list[tuple[str, str]]:
        return [(kind, MARKS[kind].strip()) for kind in KINDS]

    def factions(self) -> list[str]:
        """The numbers of players whose homes `n` edits."""
        return list(COUNTS)

    def unit_types(self, faction: str) -> list[str]:
        """The seats a village may be given: the scenario's, then one more."""
        named = list(seats_named(self.document.data()))
        more = (*SEATS, *(f"seat{n}" for n in range(len(SEATS) + 1, len(named) + 8)))
        return [*named, next(s for s in more if s not in named)]

    def choices_said(self, faction: str, kind: str | None) -> list[str]:
        """The home list for the number of players chosen, as the file gives it (in
        seat order), and whether it is read; the seat a village is given."""
        data = self.document.data()
        homes = ", ".join(self.homes_of(data, faction)) or t("none")
        homes_said = t("Homes for {n} players: {homes} (not read: the villages and bands "
                       "set the campaign)", n=faction, homes=homes) if campaign_set(data) \
            else t("Homes for {n} players: {homes}", n=faction, homes=homes)
        return [homes_said, t("Village of: {seat}", seat=kind or "")]

    def glyph_said(self, glyph: str) -> str:
        """A terrain's kind in the player's words."""
        return {"normal": t("normal"), "developed": t("developed"),
                "prestigious": t("prestigious")}.get(glyph, glyph)

    def notes(self) -> list[str]:
        if self.road_from is None:
            return []
        return [t("Road from {terrain}", terrain=self.road_from)]

    @staticmethod
    def homes_of(data: Mapping[str, Any], count: str) -> list[str]:
        lists = data.get("homes")
        listed = lists.get(count) if isinstance(lists, Mapping) else None
        return [str(h) for h in listed] if isinstance(listed, list) else []

    def describe(self, spot: Spot) -> str:
        data = self.document.data()
        found = terrain_at(data, spot)
        if found is None:
            return t("[{x}, {y}]: no terrain: space puts one here", x=spot[0], y=spot[1])
        name = str(found[1].get("name"))
        kind = found[1].get("kind")
        parts = [name, *([self.glyph_said(kind)] if isinstance(kind, str) and kind else [])]
        roads = data.get("roads", [])
        ends = [str(pair[1 - pair.index(name)]) for pair in roads if isinstance(pair, list)
                and name in pair and len(pair) == 2] if isinstance(roads, list) else []
        parts.append(t("roads to {terrains}", terrains=", ".join(ends)) if ends
                     else t("no road"))
        parts += homes_said(data, name)
        for village in tables(data, "village"):
            if village.get("terrain") == name:
                parts.append(t("village of {seat}", seat=village.get("seat")))
        for band in tables(data, "band"):
            if band.get("terrain") == name:
                parts.append(t("band {name}", name=band.get("name")))
        return " · ".join(parts)

    # --- edits -------------------------------------------------------------------------

    def name_at(self, doc: Mapping[str, Any], spot: Spot) -> str:
        found = terrain_at(doc, spot)
        if found is None:
            raise EditRefused(t("There is no terrain at [{x}, {y}]: space puts one there.",
                                x=spot[0], y=spot[1]))
        return str(found[1].get("name"))

    def paint(self, spot: Spot, terrain: str) -> Edit:
        def edit(doc: TOMLDocument) -> None:
            found = terrain_at(doc, spot)
            if found is not None:
                found[1]["kind"] = terrain
                return
            table = tomlkit.table()
            table.add("name", fresh_name(doc))
            table.add("kind", terrain)
            table.add("at", list(spot))
            appended(doc, "terrain", table)

        return guarded(edit)

    def toggle(self, spot: Spot, line: str) -> Edit:
        def edit(doc: TOMLDocument) -> None:
            if line != "road":
                raise EditRefused(t("The SAGA map has roads, no rivers."))
            name = self.name_at(doc, spot)
            start, self.road_from = self.road_from, None
            if start is None:
                self.road_from = name
                raise EditRefused(t("Road from {terrain}: press r on the terrain at its "
                                    "other end.", terrain=name))
            if start == name:
                raise EditRefused(t("No road from {terrain}: given up.", terrain=name))
            roads: Any = doc.get("roads")
            if roads is None:
                doc["roads"] = roads = tomlkit.array()
            ends = {start, name}
            for n, pair in enumerate(list(roads)):
                if isinstance(pair, list) and set(pair) == ends:
                    del roads[n]
                    return
            roads.append([start, name])

        return guarded(edit)

    def place_node(self, spot: Spot, faction: str) -> Edit:
        """The terrain made a home of the next player for `faction` players, or no
        longer a home of theirs."""
        def edit(doc: TOMLDocument) -> None:
            name = self.name_at(doc, spot)
            homes: Any = doc.get("homes")
            if homes is None:
                doc["homes"] = homes = tomlkit.table()
            listed: Any = homes.get(faction)
            if listed is None:
                homes[faction] = listed = tomlkit.array()
            if name in listed:
                listed.remove(name)
                if not listed:
                    del homes[faction]
                return
            if len(listed) >= int(faction):
                raise EditRefused(t("The homes for {n} players are all given: n on one of "
                                    "them takes it away.", n=faction))
            listed.append(name)

        return guarded(edit)

    def place_unit(self, spot: Spot, faction: str, kind: str) -> Edit:
        """A village of the seat `kind` on the terrain (the village there given to it)."""
        def edit(doc: TOMLDocument) -> None:
            name = self.name_at(doc, spot)
            for village in doc.get("village", []):
                if village.get("terrain") == name:
                    village["seat"] = kind
                    return
            table = tomlkit.table()
            table.add("terrain", name)
            table.add("seat", kind)
            appended(doc, "village", table)

        return guarded(edit)

    def remove(self, spot: Spot) -> Edit:
        def edit(doc: TOMLDocument) -> None:
            name = self.name_at(doc, spot)
            for key in ("village", "band"):
                items: Any = doc.get(key, [])
                standing = [n for n, item in enumerate(items) if item.get("terrain") == name]
                if standing:
                    del items[standing[-1]]
                    if not items:
                        del doc[key]
                    return
            self.forget(doc, name)

        return guarded(edit)

    @staticmethod
    def forget(doc: TOMLDocument, name: str) -> None:
        """The terrain `name` taken away, with its roads and its homes."""
        items: Any = doc["terrain"]
        del items[next(n for n, item in enumerate(items) if item.get("name") == name)]
        roads: Any = doc.get("roads", [])
        for n in reversed(range(len(roads))):
            if isinstance(roads[n], list) and name in roads[n]:
                del roads[n]
        homes: Any = doc.get("homes", {})
        for listed in homes.values():
            if isinstance(listed, list) and name in listed:
                listed.remove(name)

    def move(self, source: Spot, target: Spot) -> Edit:
        def edit(doc: TOMLDocument) -> None:
            found = terrain_at(doc, source)
            if found is None:
                raise EditRefused(t("There is no terrain at [{x}, {y}]: space puts one there.",
                                    x=source[0], y=source[1]))
            if terrain_at(doc, target) is not None:
                raise EditRefused(t("{terrain} is drawn at [{x}, {y}]: a terrain moves to an "
                                    "empty place.", terrain=self.label(target), x=target[0],
                                    y=target[1]))
            found[1]["at"] = list(target)

        return guarded(edit)

    def form(self, kind: str, faction: str | None, unit_type: str | None,
             spot: Spot) -> Form | None:
        """`F`: the terrain's form (its name and kind, who holds it); `T`: a band's;
        `M`: its village's (`editing_campaign`); `G`: the campaign's."""
        if kind == "accord":
            return campaign_form(self.document)
        if kind == "market":
            return village_form(self.document, self.name_at(self.document.data(), spot))
        if kind == "unit-type":
            return band_form(self.document, self.name_at(self.document.data(), spot))
        if kind != "faction":
            return None
        return terrain_form(self.document, spot, self.name_at(self.document.data(), spot))

EDITING = SagaEditing
