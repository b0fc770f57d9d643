"""What the world editor asks of a ruleset: its map drawn from the scenario being
edited, and the edits its format takes (`WorldEditing`, subclassed in the ruleset's
screen folder; the registry `screen_sets.editing_for` finds it by the scenario's
ruleset).

An edit is a function of the tomlkit document (`hexterm.editor.document`), made by the
`Document`, which keeps it for undo; an edit that cannot be made raises an `EditRefused`
with its sentence, and changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import tomlkit
from tomlkit.items import AoT, Table
from tomlkit.toml_document import TOMLDocument

from hexterm.editor.document import Document
from hexterm.editor.faults import hex_of
from hexterm.engine.errors import HextermError
from hexterm.engine.hexgrid import format_label
from hexterm.engine.mistakes import Where
from hexterm.i18n import t
from hexterm.widgets.hexgrid import HexGrid

Edit = Callable[[TOMLDocument], None]
Spot = tuple[int, int]  # (col, row)


class EditRefused(HextermError):
    """An edit that cannot be made here: its sentence, already in the player's words."""


@dataclass
class Field:
    """A field of a form: its name (its key in the file), its label in the player's
    words, its value as the file has it now, and a hint (what it takes)."""

    name: str
    label: str
    value: str
    hint: str = ""


@dataclass
class Form:
    """A table of the scenario in a form: `make` turns the fields' values into the edit,
    or raises `EditRefused` with one sentence."""

    title: str
    fields: list[Field]
    make: Callable[[dict[str, str]], Edit]


class WorldEditing:
    """A ruleset's editing of its world: overridden in the ruleset's screen folder."""

    EDITS = frozenset({"line", "node", "unit"})
    """The editor's keys beyond the common ones that this ruleset takes: "line" (road,
    river), "node", "unit" (a unit placed, its type chosen), "side" (a hex side's
    kind), "turn" (a unit's facing)."""

    BINDINGS: list[tuple[str, str, str]] = []
    """The editor's keys this ruleset says in its own words: (key, action, words), the
    words in English (translated as every key's are)."""

    NEW_SIZE = "24x18"
    """The size the title's form offers for a new world of this ruleset (WxH)."""

    def __init__(self, document: Document) -> None:
        self.document = document

    @staticmethod
    def new_world(cols: int, rows: int, seed: int | None) -> str:
        """The text of a new world `cols`×`rows`: all one terrain, or made from `seed`."""
        raise NotImplementedError

    def map(self, public: bool = False) -> HexGrid:
        """The map widget, drawn as in play from the document: as the organiser sees
        it, or with `public` as every player does (a picture for the players)."""
        raise NotImplementedError

    def redraw(self, faults: set[Spot]) -> list[str]:
        """Draw the map again from the document, the hexes `faults` marked; the sentence
        of the ruleset's loader when it refuses the world, if it does (a world it cannot
        read keeps the last map drawn)."""
        raise NotImplementedError

    def palette(self) -> list[tuple[str, str]]:
        """The terrains a hex may be painted with: (what the file writes, their names)."""
        raise NotImplementedError

    def factions(self) -> list[str]:
        """The keys of the world's factions."""
        raise NotImplementedError

    def unit_types(self, faction: str) -> list[str]:
        """The unit types `faction` may field."""
        raise NotImplementedError

    def type_name(self, kind: str) -> str:
        """A unit type as the side panel shows it (as the file writes it by default)."""
        return kind

    def describe(self, spot: Spot) -> str:
        """What stands on hex `spot`, in a line: its terrain, node and units."""
        raise NotImplementedError

    def paint(self, spot: Spot, terrain: str) -> Edit:
        raise NotImplementedError

    def toggle(self, spot: Spot, line: str) -> Edit:
        """Draw a line (`line`: "road" or "river") through hex `spot`, or take it away."""
        raise NotImplementedError

    def place_node(self, spot: Spot, faction: str) -> Edit:
        raise NotImplementedError

    def place_unit(self, spot: Spot, faction: str, kind: str) -> Edit:
        raise NotImplementedError

    def remove(self, spot: Spot) -> Edit:
        """Remove the last unit placed on `spot`, else its node."""
        raise NotImplementedError

    def move(self, source: Spot, target: Spot) -> Edit:
        """Move the last unit placed on `source` to `target`, else its node."""
        raise NotImplementedError

    def spot_of(self, scenario: Mapping[str, Any], where: Where) -> Spot | None:
        """The hex a mistake found at `where` stands on (None: no hex)."""
        return hex_of(scenario, where)

    def hex_side(self, spot: Spot, toward: int) -> Edit:
        """The side of hex `spot` toward direction `toward` (0 N … 5 NW) given its next
        kind (EDITS "side")."""
        raise NotImplementedError

    def turn(self, spot: Spot) -> Edit:
        """The last unit placed on `spot` turned to face the next direction clockwise
        (EDITS "turn")."""
        raise NotImplementedError

    def label(self, spot: Spot) -> str:
        """How the side panel names the place `spot` (a hex's label by default)."""
        return format_label(*spot)

    def mistake_place(self, scenario: Mapping[str, Any], where: Where, spot: Spot) -> str:
        """How the side panel names the place of a mistake found at `where`, standing
        on `spot` (the place's `label` by default; a ruleset may name the table there
        too, a band on a terrain)."""
        return self.label(spot)

    def choices_said(self, faction: str, kind: str | None) -> list[str] | None:
        """The side panel's lines for the faction and unit type chosen, when this
        ruleset's choices are not a faction and a unit type (None: they are)."""
        return None

    def takes(self, action: str, parameters: tuple[object, ...]) -> bool:
        """Whether the editor's key of `action` edits this ruleset's world (True: the
        edits of `EDITS` say it)."""
        return True

    def notes(self) -> list[str]:
        """The side panel's lines on an edit begun and not yet made (none by default)."""
        return []

    def glyph_said(self, glyph: str) -> str:
        """A palette's terrain as the side panel says it (as written, by default)."""
        return glyph

    def form(self, kind: str, faction: str | None, unit_type: str | None,
             spot: Spot) -> Form | None:
        """The form of `kind` ("faction", "unit-type", "market", …) for the faction and
        unit type chosen and the hex under the cursor, or None when the ruleset has no
        such form (`editor_forms.FormScreen` shows it); an `EditRefused` when there is
        nothing there for it (no node on the hex for a market)."""
        return None


def new_document(what: str, ruleset: str, page: str, cols: int, rows: int) -> TOMLDocument:
    """A new world's file as it begins: a comment naming `what` it is and its format's
    `page`, its title (its size) and its `ruleset`."""
    doc = tomlkit.document()
    doc.add(tomlkit.comment(f"{what} made by hexterm edit (the format: {page})."))
    doc.add("title", f"{cols}x{rows}")
    doc.add("ruleset", ruleset)
    return doc


def new_map_document(what: str, ruleset: str, page: str, cols: int, rows: int
                     ) -> tuple[TOMLDocument, Table]:
    """A new world's file as it begins (`new_document`), and its `[map]` table begun
    with its size (`cols`, `rows`), to follow a blank line once the ruleset has written
    the rest of it there (`doc.add("map", table)`)."""
    doc = new_document(what, ruleset, page, cols, rows)
    doc.add(tomlkit.nl())
    size = tomlkit.table()
    size.add("cols", cols)
    size.add("rows", rows)
    return doc, size


def tables_of(rows: Iterable[Iterable[tuple[str, Any]]]) -> AoT:
    """An array of tables (`[[key]]`, a new world's factions): one table a row, each
    (field, value) of the row in that table in its order."""
    tables = tomlkit.aot()
    for row in rows:
        table = tomlkit.table()
        for field, value in row:
            table.add(field, value)
        tables.append(table)
    return tables


def add_to(doc: TOMLDocument, key: str, table: Any) -> None:
    """`table` as the last of the array of tables `key` (made at the end if none); refused
    in one sentence where the file writes `key` otherwise (on one line: a table added
    there would not be TOML)."""
    tables: Any = doc.get(key)
    if tables is not None and not isinstance(tables, AoT):
        raise EditRefused(t("The file writes {key} on one line: write it as [[{key}]] "
                            "tables for this edit.", key=key))
    if tables is None:
        tables = tomlkit.aot()
        tables.append(table)
        doc.add(key, tables)
    else:
        tables.append(table)
