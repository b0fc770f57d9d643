"""The Planisphère in the world editor (`hexterm edit`, `screens/shared/editor.py`): its
map drawn as in play (the seat map `HexMap`, with the organiser's board: everything
shown), the hexes at fault marked, and the edits of its scenario format
(docs/scenarios.md): a hex's glyph in `[map] terrain` painted with one of the legend's,
a `[[node]]` or a `[[unit]]` placed, moved or removed; a faction edited in its form
(`editing_forms.py`).
"""

from __future__ import annotations

from typing import Any

import tomlkit
from rich.style import Style
from tomlkit.toml_document import TOMLDocument

from hexterm.editor.document import Document
from hexterm.engine.dice import SeededDice
from hexterm.engine.errors import ScenarioError
from hexterm.engine.hexgrid import Hex, format_label
from hexterm.engine.planisphere.io.scenario import build_state
from hexterm.engine.planisphere.model import PlanState
from hexterm.engine.planisphere.terrain import LABELS
from hexterm.engine.planisphere.views.board import Board, board
from hexterm.engine.seats import Seat
from hexterm.i18n import error_said, t
from hexterm.screens.planisphere.editing_forms import faction_form, market_form, unit_type_form
from hexterm.screens.planisphere.editing_quests_accords import accord_form, quest_form
from hexterm.screens.planisphere.map import HexMap, layout_for
from hexterm.screens.shared.editor_kit import (
    Edit,
    EditRefused,
    Form,
    Spot,
    WorldEditing,
    add_to,
    new_map_document,
    tables_of,
)
from hexterm.widgets.hexgrid import BLOCKED_STYLE

SEEDED = "...TT^%~"  # the glyphs a world made from a seed draws from, plains most often
UNDER = {"route": "plaine", "route-maritime": "mer", "pont": "fleuve", "canal": "fleuve",
         "hauts-fonds": "mer", "recifs": "mer", "neige": "montagne"}
"""A new world's legend: the label a glyph's own label goes with (a road on a plain)."""
LINES = {"road": "route", "river": "fleuve"}
"""The lines drawn across the map, hex by hex: the label each is (docs/scenarios.md)."""
NEW_FACTIONS = (("nord", "Nord", "NOR"), ("sud", "Sud", "SUD"))
"""A new world's factions: key, name, the prefix of their units' codes; a camp each."""
FREE_GLYPHS = "abcdefghijklmnopqrstuvwyzABDEGHIJKLMOPQRSUWXYZ0123456789&@$?"
"""The glyphs a new combination of labels takes in the legend, the first free one."""


ANYONE = Seat("", "")
"""A seat of no faction: what every player sees of the map (reading H1)."""


class EditedMap(HexMap):
    """The seat map drawn for the organiser, the hexes at fault marked."""

    def __init__(self, data: Board) -> None:
        self.faults: set[int] = set()
        super().__init__(data, id="editor-map")

    def cell(self, col: int, row: int) -> tuple[str, Style | None]:
        text, style = super().cell(col, row)
        if row * self.layout_.cols + col in self.faults:
            return text[:-1] + "!", BLOCKED_STYLE
        return text, style


class PlanisphereEditing(WorldEditing):
    """The Planisphère's world in the editor."""

    def __init__(self, document: Document) -> None:
        super().__init__(document)
        self.state: PlanState | None = None
        self.widget: EditedMap | None = None
        self.read()

    def read(self) -> list[str]:
        """The world read again from the document; the loader's refusal, if any (the
        last world read is kept; a world refused when the editor opens it is drawn from
        its map alone, so that its mistake can be put right)."""
        data = self.document.data()
        try:
            self.state = build_state(data, ())
        except ScenarioError as exc:
            if self.state is None:
                self.state = map_alone(data)
            return [error_said(exc)]
        return []

    # --- new worlds ------------------------------------------------------------------

    @staticmethod
    def new_world(cols: int, rows: int, seed: int | None) -> str:
        if seed is None:
            terrain = ["." * cols] * rows
        else:
            dice = SeededDice(seed, "new-world")
            terrain = ["".join(SEEDED[dice.below(len(SEEDED))] for _ in range(cols))
                       for _ in range(rows)]
        doc, world = new_map_document("A Planisphère world", "planisphere",
                                      "docs/scenarios.md", cols, rows)
        lines = tomlkit.array()
        lines.extend(terrain)
        lines.multiline(True)
        world.add("terrain", lines)
        legend = tomlkit.table()
        for label in LABELS.values():
            legend.add(label.glyph, [UNDER[label.key], label.key] if label.key in UNDER
                       else [label.key])
        world.add("legend", legend)
        doc.add("map", world)
        doc.add("faction", tables_of((("key", key), ("name", name), ("prefix", prefix),
                                      ("catalogue", ["recrue"]), ("reserve", {"recrue": 4}))
                                     for key, name, prefix in NEW_FACTIONS))
        camps: list[tuple[tuple[str, Any], ...]] = []  # near opposite corners: it plays
        land = [(col, row) for row in range(rows) for col in range(cols)
                if terrain[row][col] != "~"]
        near = {"nord": (1, 1), "sud": (cols - 2, rows - 2)}
        for key in ("nord", "sud"):  # the land hex nearest the corner (a sea: none)
            if not land:
                break
            aim = near[key]
            spot = min(land, key=lambda at: (abs(at[0] - aim[0]) + abs(at[1] - aim[1]), at))
            land.remove(spot)
            place = format_label(*spot)
            camps.append((("name", place), ("hex", place), ("faction", key),
                          ("quality", "camp"), ("recruits", 1)))
        doc.add("node", tables_of(camps))
        return doc.as_string()

    # --- the map ---------------------------------------------------------------------

    def board(self, public: bool = False) -> Board:
        """The organiser's board (everything), or with `public` what every player sees
        (a seat of no faction: no hidden unit, a Clandestine unit with no faction)."""
        assert self.state is not None
        return board(self.state, ANYONE if public else None)

    def map(self, public: bool = False) -> EditedMap:
        if self.state is None:
            raise EditRefused(t("{path}: this world cannot be drawn: {said}",
                                path=str(self.document.path), said=self.read()[0]))
        widget = EditedMap(self.board(public))
        if not public:
            self.widget = widget
        return widget

    def redraw(self, faults: set[Spot]) -> list[str]:
        refused = self.read()
        widget = self.widget
        if widget is None:
            return refused
        data = self.board()
        if (data.cols, data.rows) != (widget.data.cols, widget.data.rows):
            widget.set_layout(layout_for(data))
        widget.data = data
        widget.faults = {row * data.cols + col for col, row in faults}
        widget.refresh()
        return refused

    # --- what the world holds ----------------------------------------------------------

    def palette(self) -> list[tuple[str, str]]:
        legend = self.document.data().get("map", {}).get("legend", {})
        labels = self.state.labels if self.state is not None else LABELS
        return [(str(glyph), ", ".join(labels[k].name if k in labels else str(k)
                                       for k in keys))
                for glyph, keys in legend.items()]

    def factions(self) -> list[str]:
        return [str(f.get("key", "")) for f in self.document.data().get("faction", ())]

    def unit_types(self, faction: str) -> list[str]:
        spec: dict[str, Any] = next((f for f in self.document.data().get("faction", ())
                                     if f.get("key") == faction), {})
        return [str(kind) for kind in spec.get("catalogue", ("recrue",))]

    def describe(self, spot: Spot) -> str:
        label = format_label(*spot)
        data = self.document.data()
        parts = [label]
        if self.state is not None and self.widget is not None:
            i = spot[1] * self.state.size.cols + spot[0]
            if i < len(self.widget.data.labels):
                parts.append(self.widget.data.labels[i])
        parts += [t("node {name} ({faction})", name=str(n.get("name", "")),
                    faction=str(n.get("faction", "")))
                  for n in data.get("node", ()) if n.get("hex") == label]
        units = [f"{u.get('type', '')} ({u.get('faction', '')})"
                 for u in data.get("unit", ()) if u.get("hex") == label]
        if units:
            parts.append(t("units: {units}", units=", ".join(units)))
        return " · ".join(parts)

    # --- edits -------------------------------------------------------------------------

    def paint(self, spot: Spot, terrain: str) -> Edit:
        col, row = spot

        def edit(doc: TOMLDocument) -> None:
            lines: Any = doc.get("map", {}).get("terrain")
            if not lines or row >= len(lines):
                raise EditRefused(t("This map has no terrain rows to paint: add `terrain` "
                                    "to its [map] table."))
            line = str(lines[row])
            at = [i for i, c in enumerate(line) if c != " "]
            if col >= len(at):
                raise EditRefused(t("Terrain row {row} is shorter than the map.", row=row + 1))
            lines[row] = line[:at[col]] + terrain + line[at[col] + 1:]
            hexes: Any = doc.get("hex", {})
            spec = hexes.get(format_label(col, row))
            if spec is not None and "labels" in spec:
                del spec["labels"]  # the hex's own labels would hide the paint

        return edit

    def toggle(self, spot: Spot, line: str) -> Edit:
        col, row = spot
        label = LINES[line]
        place = format_label(col, row)

        def edit(doc: TOMLDocument) -> None:
            if self.state is None:
                raise EditRefused(t("{path}: this world cannot be drawn: {said}",
                                    path=str(self.document.path), said=self.read()[0]))
            here = self.state.cells[Hex.from_offset(col, row)].labels
            wanted = set(here) ^ {label}
            if not wanted:
                raise EditRefused(t("{hex} would have no terrain left.", hex=place))
            order = list(self.state.labels)
            labels = sorted(wanted, key=lambda k: order.index(k) if k in order else len(order))
            hexes: Any = doc.get("hex", {})
            spec = hexes.get(place)
            if spec is not None and "labels" in spec:
                spec["labels"] = labels  # the hex's own labels stand over its glyph
                return
            self.paint(spot, glyph_for(doc, labels))(doc)

        return edit

    def place_node(self, spot: Spot, faction: str) -> Edit:
        label = format_label(*spot)

        def edit(doc: TOMLDocument) -> None:
            nodes: Any = doc.get("node")
            for node in nodes or ():
                if node.get("hex") == label:
                    node["faction"] = faction
                    return
            table = tomlkit.table()
            for field, value in (("name", label), ("hex", label), ("faction", faction),
                                 ("quality", "camp")):
                table.add(field, value)
            add_to(doc, "node", table)

        return edit

    def place_unit(self, spot: Spot, faction: str, kind: str) -> Edit:
        label = format_label(*spot)

        def edit(doc: TOMLDocument) -> None:
            table = tomlkit.table()
            for field, value in (("type", kind), ("faction", faction), ("hex", label)):
                table.add(field, value)
            add_to(doc, "unit", table)

        return edit

    def remove(self, spot: Spot) -> Edit:
        label = format_label(*spot)

        def edit(doc: TOMLDocument) -> None:
            for key in ("unit", "node"):
                found: Any = doc.get(key)
                here = [i for i, spec in enumerate(found or ()) if spec.get("hex") == label]
                if here:
                    del found[here[-1]]
                    if not found:
                        del doc[key]
                    return
            raise EditRefused(t("There is no unit or node on {hex} to remove.", hex=label))

        return edit

    def move(self, source: Spot, target: Spot) -> Edit:
        start, end = format_label(*source), format_label(*target)

        def edit(doc: TOMLDocument) -> None:
            for key in ("unit", "node"):
                found: Any = doc.get(key)
                here = [spec for spec in found or () if spec.get("hex") == start]
                if here:
                    here[-1]["hex"] = end
                    return
            raise EditRefused(t("There is no unit or node on {hex} to move.", hex=start))

        return edit

    def form(self, kind: str, faction: str | None, unit_type: str | None,
             spot: Spot) -> Form | None:
        """The faction's form (`editing_forms`), its reserve limit from the world read;
        the unit type's (a new one when the file does not declare it); a market listing
        of the node on `spot`; a grand accord; the quest on `spot`."""
        if kind == "unit-type":
            return unit_type_form(self.document.data(), unit_type)
        if kind == "market":
            return market_form(self.document.data(), format_label(*spot))
        if kind == "accord":
            return accord_form(self.document.data(), faction)
        if kind == "quest":
            return quest_form(self.document.data(), format_label(*spot))
        if kind != "faction" or faction is None:
            return None
        state = self.state
        limit = state.reserve_limit(faction) if state and faction in state.factions else None
        return faction_form(self.document.data(), faction, limit)


def map_alone(data: dict[str, Any]) -> PlanState | None:
    """The world of `data` with its map and nothing on it (None when even its map is
    refused): what the editor draws of a world whose pieces the loader refuses."""
    bare: dict[str, Any] = {key: data[key] for key in ("map", "labels", "hex") if key in data}
    bare["faction"] = [{"key": "a"}, {"key": "b"}]
    try:
        return build_state(bare, ())
    except ScenarioError:
        return None


def glyph_for(doc: TOMLDocument, labels: list[str]) -> str:
    """The legend's glyph of exactly `labels`, or a new one added to the legend."""
    world: Any = doc["map"]
    legend: Any = world.get("legend")
    if legend is None:
        legend = tomlkit.table()
        world.add("legend", legend)
    for glyph, keys in legend.items():
        if sorted(str(k) for k in keys) == sorted(labels):
            return str(glyph)
    glyph = next(c for c in FREE_GLYPHS if c not in legend)
    legend.add(glyph, labels)
    return glyph


EDITING = PlanisphereEditing
