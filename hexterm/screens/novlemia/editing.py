"""Novlémia's world in the world editor (`hexterm edit`, `screens/shared/editor.py`):
its map drawn as in play (`map.NovMap`, the organiser's view: every cell the scenario
makes known), the cells at fault marked, and the edits of its format
(docs/scenarios/novlemia.md): a `[cell.LABEL]` given a terrain, a city of a nation put
on a cell (the cell its nation's), a cell moved, or taken away (back to the cells the
dice draw as the explorers find them). Novlémia places no unit: the explorers start on
column 01 by their nation's latitude.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import tomlkit
from rich.style import Style
from tomlkit.toml_document import TOMLDocument

from hexterm.editor.document import Document
from hexterm.editor.faults import hex_of, spot
from hexterm.engine.hexgrid import format_label
from hexterm.engine.mistakes import Where
from hexterm.engine.mistakes_found import Found
from hexterm.engine.novlemia.scenario import known_nations, opening
from hexterm.engine.novlemia.scenario_check import MOST_SEATS
from hexterm.engine.novlemia.views import view
from hexterm.engine.seats import Seat
from hexterm.i18n import t
from hexterm.screens.novlemia.map import GLYPHS, TERRAIN_NAMES, NovMap
from hexterm.screens.shared.editor_kit import (
    Edit,
    EditRefused,
    Spot,
    WorldEditing,
    new_map_document,
    tables_of,
)
from hexterm.widgets.hexgrid import BLOCKED_STYLE

TERRAINS = {glyph: key for key, glyph in GLYPHS.items()}
"""The terrain a glyph of the palette writes in a cell's `terrain`."""
NEW_NATIONS = (("nord", "Nord", 60.0), ("sud", "Sud", -30.0))
"""A new world's nations: key, name, latitude."""


class EditedNovMap(NovMap):
    """The organiser's map, the cells at fault marked."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.faults: set[Spot] = set()
        super().__init__(data, id="editor-map")

    def cell(self, col: int, row: int) -> tuple[str, Style | None]:
        text, style = super().cell(col, row)
        if (col, row) in self.faults:
            return text[:-1] + "!", BLOCKED_STYLE
        return text, style


class NovlemiaEditing(WorldEditing):
    """Novlémia's world in the editor."""

    EDITS = frozenset({"node"})

    def __init__(self, document: Document) -> None:
        super().__init__(document)
        self.widget: EditedNovMap | None = None

    def organiser_view(self) -> dict[str, Any]:
        """Everything the scenario makes known, as the organiser's view of its opening
        (the nations of `[[faction]]`; what cannot be read left out, and said by the
        checks)."""
        data = self.document.data()
        keys = list(known_nations(data, Found()))
        seats = [Seat(key, key) for key in keys[:MOST_SEATS]] or [Seat("nation", "nation")]
        return view(opening(data, seats, Found(), keys), None)

    # --- new worlds ------------------------------------------------------------------

    @staticmethod
    def new_world(cols: int, rows: int, seed: int | None) -> str:
        if seed is not None:
            raise EditRefused(t("A Novlémia world is drawn by the dice as it is explored: "
                                "--seed makes nothing here."))
        if not (2 <= cols <= 99 and 2 <= rows <= 99):
            raise EditRefused(t("A Novlémia map is 2 to 99 cells a side, not {cols}x{rows}.",
                                cols=cols, rows=rows))
        doc, size = new_map_document("A Novlémia world", "novlemia",
                                     "docs/scenarios/novlemia.md", cols, rows)
        doc.add("map", size)
        doc.add("faction", tables_of((("key", key), ("name", name), ("latitude", latitude))
                                     for key, name, latitude in NEW_NATIONS))
        return doc.as_string()

    # --- the map ---------------------------------------------------------------------

    def map(self, public: bool = False) -> EditedNovMap:
        widget = EditedNovMap(self.organiser_view())
        if not public:
            self.widget = widget
        return widget

    def redraw(self, faults: set[Spot]) -> list[str]:
        """The map drawn again; no sentence of its own: the checks are the loader's."""
        if self.widget is not None:
            self.widget.faults = faults
            self.widget.set_view(self.organiser_view())
        return []

    def spot_of(self, scenario: Mapping[str, Any], where: Where) -> Spot | None:
        """A `[cell.LABEL]`'s cell; a nation's start."""
        if len(where) >= 2 and where[0] == "cell":
            return spot(where[1])
        if len(where) >= 3 and where[0] == "faction" and where[2] == "start":
            nations = scenario.get("faction", [])
            n = where[1]
            if isinstance(n, int) and isinstance(nations, list) and n < len(nations) \
                    and isinstance(nations[n], Mapping):
                return spot(nations[n].get("start"))
        return hex_of(scenario, where)

    # --- what the world holds ----------------------------------------------------------

    def palette(self) -> list[tuple[str, str]]:
        return [(glyph, t(TERRAIN_NAMES[key])) for key, glyph in GLYPHS.items()]

    def factions(self) -> list[str]:
        nations = self.document.data().get("faction", [])
        return [str(f.get("key", "")) for f in nations if isinstance(f, Mapping)] \
            if isinstance(nations, list) else []

    def unit_types(self, faction: str) -> list[str]:
        return []

    def describe(self, spot: Spot) -> str:
        label = format_label(*spot)
        parts = [label]
        cells = self.document.data().get("cell", {})
        spec = cells.get(label) if isinstance(cells, Mapping) else None
        known = self.widget.view["cells"].get(label) if self.widget is not None else None
        if known is None and not isinstance(spec, Mapping):
            return " · ".join([*parts, t("unknown: drawn by the dice")])
        terrain = str((known or spec or {}).get("terrain", ""))
        parts.append(t(TERRAIN_NAMES[terrain]) if terrain in TERRAIN_NAMES else terrain)
        for key, said_as in (("owner", t("owner {value}")), ("resource", t("resource {value}")),
                             ("name", "{value}"), ("city", t("city {value}"))):
            if isinstance(spec, Mapping) and spec.get(key):
                parts.append(said_as.format(value=spec[key]))
        return " · ".join(parts)

    # --- edits -------------------------------------------------------------------------

    @staticmethod
    def cells(doc: TOMLDocument) -> Any:
        """The `[cell]` tables, made (after the others) when there are none; refused
        when `cell` is something else, or one of them is not a table."""
        cells: Any = doc.get("cell")
        if cells is None:
            cells = tomlkit.table(is_super_table=True)
            doc.add("cell", cells)
        if not isinstance(cells, dict) or not all(isinstance(c, dict) for c in cells.values()):
            raise EditRefused(t("[cell.LABEL] must be tables: put it right in the file "
                                "first."))
        return cells

    def cell_table(self, doc: TOMLDocument, label: str) -> Any:
        """The `[cell.LABEL]` table, made (after the others) when there is none."""
        cells = self.cells(doc)
        if label not in cells:
            cells.add(label, tomlkit.table())
        return cells[label]

    def paint(self, spot: Spot, terrain: str) -> Edit:
        label = format_label(*spot)

        def edit(doc: TOMLDocument) -> None:
            if spot[0] == 0:
                raise EditRefused(t("{hex} is on column 01, known and all water at the "
                                    "start.", hex=label))
            self.cell_table(doc, label)["terrain"] = TERRAINS[terrain]

        return edit

    def place_node(self, spot: Spot, faction: str) -> Edit:
        label = format_label(*spot)

        def edit(doc: TOMLDocument) -> None:
            cell = self.cell_table(doc, label)
            if cell.get("terrain", "eau") in ("eau", "water", "mer"):
                raise EditRefused(t("{hex}: a city stands on land: paint it first.",
                                    hex=label))
            cell["owner"] = faction
            if "city" not in cell:
                cell["city"] = label

        return edit

    def remove(self, spot: Spot) -> Edit:
        label = format_label(*spot)

        def edit(doc: TOMLDocument) -> None:
            cells = self.cells(doc)
            if label not in cells:
                raise EditRefused(t("{hex} is not a cell the world makes known.", hex=label))
            if "city" in cells[label]:
                del cells[label]["city"]
                return
            del cells[label]
            if not cells:
                del doc["cell"]

        return edit

    def move(self, source: Spot, target: Spot) -> Edit:
        start, end = format_label(*source), format_label(*target)

        def edit(doc: TOMLDocument) -> None:
            cells = self.cells(doc)
            if start not in cells:
                raise EditRefused(t("{hex} is not a cell the world makes known.", hex=start))
            if target[0] == 0:
                raise EditRefused(t("{hex} is on column 01, known and all water at the "
                                    "start.", hex=end))
            spec = cells[start]
            del cells[start]
            if end in cells:
                del cells[end]
            cells.add(end, spec)

        return edit


EDITING = NovlemiaEditing
