"""The tactical board in the world editor (`hexterm edit`, `screens/shared/editor.py`):
the board drawn as in play (`board.TacticalMap`), the hexes at fault marked, and the
edits of its scenario format (docs/scenarios/tactical.md): a hex's letter in `ground`
painted, the kind of a hex side (`[[side]]`: the cursor's hex's side toward the
direction chosen) set to road, rough or clear, a `[[unit]]` of a side and a movement
class placed, moved, removed, or turned to face the next direction clockwise.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import tomlkit
from rich.style import Style
from tomlkit.toml_document import TOMLDocument

from hexterm.editor.document import Document
from hexterm.editor.faults import hex_of, spot
from hexterm.engine.dice import SeededDice
from hexterm.engine.errors import ScenarioError
from hexterm.engine.hexgrid import Hex, format_label
from hexterm.engine.mistakes import Where
from hexterm.engine.mistakes_found import Found
from hexterm.engine.tactical.board import DIRECTIONS
from hexterm.engine.tactical.class_table import read_classes
from hexterm.engine.tactical.classes import CLASSES, Ground, MovementClass, Side
from hexterm.engine.tactical.model import Battle
from hexterm.engine.tactical.scenario import (
    LETTERS,
    fair_field,
    read_battle,
    read_board,
    read_units,
    sides_of,
)
from hexterm.engine.tactical.words import class_word, ground_word
from hexterm.i18n import error_said, said, said_or_name, t
from hexterm.screens.shared.editor_kit import (
    Edit,
    EditRefused,
    Spot,
    WorldEditing,
    add_to,
    new_document,
)
from hexterm.screens.tactical.board import ARROWS, TacticalMap
from hexterm.widgets.hexgrid import BLOCKED_STYLE

SIDE_KINDS = ("clear", "road", "rough")
"""A hex side's kinds, in the order the key goes through them (clear: no `[[side]]`)."""
NEW_SIDES = ("alice", "bob")
"""The sides a board with fewer than two offers to place units of."""


class EditedBoard(TacticalMap):
    """The board drawn for the organiser, the hexes at fault marked."""

    def __init__(self, battle: Battle, seats: tuple[str, ...]) -> None:
        self.faults: set[Spot] = set()
        super().__init__(battle, seats, id="editor-map")

    def cell(self, col: int, row: int) -> tuple[str, Style | None]:
        text, style = super().cell(col, row)
        if (col, row) in self.faults:
            return text[:-1] + "!", BLOCKED_STYLE
        return text, style


class TacticalEditing(WorldEditing):
    """The tactical board in the editor."""

    EDITS = frozenset({"side", "turn", "unit"})

    def __init__(self, document: Document) -> None:
        super().__init__(document)
        self.battle: Battle | None = None
        self.widget: EditedBoard | None = None
        self.read()

    def read(self) -> list[str]:
        """The battle read again from the document; the loader's refusal, if any (the
        board and the units it can read are drawn all the same)."""
        data = self.document.data()
        items = data.get("unit", [])
        try:
            self.battle = read_battle(data, sides_of(items))
        except ScenarioError as exc:
            found = Found()
            try:
                board = read_board(data, found)
            except ScenarioError:
                return [error_said(exc)]
            if any(mistake.where[:1] == ("size",) for mistake in found.mistakes):
                return [error_said(exc)]  # not even its size: the last board read is kept
            classes: Mapping[str, MovementClass] = found.read(
                ("classes",), CLASSES, read_classes, data.get("classes"), found)
            units = read_units(items if isinstance(items, list) else [], sides_of(items),
                               board.size, classes, found)
            self.battle = Battle(board, units, classes=classes)
            return [error_said(exc)]
        return []

    # --- new boards ------------------------------------------------------------------

    @staticmethod
    def new_world(cols: int, rows: int, seed: int | None) -> str:
        if not (2 <= cols <= 128 and 2 <= rows <= 128):
            raise EditRefused(t("A tactical board is 2 to 128 hexes a side, not {cols}x{rows}.",
                                cols=cols, rows=rows))
        ground = (["." * cols] * rows if seed is None
                  else fair_field(cols, rows, SeededDice(seed, "new-world")))
        doc = new_document("A tactical board", "tactical", "docs/scenarios/tactical.md",
                           cols, rows)
        doc.add("size", [cols, rows])
        doc.add("turns", 8)
        lines = tomlkit.array()
        lines.extend(ground)
        lines.multiline(True)
        doc.add("ground", lines)
        return doc.as_string()

    # --- the map ---------------------------------------------------------------------

    def map(self, public: bool = False) -> EditedBoard:
        if self.battle is None:
            raise EditRefused(t("{path}: this board cannot be drawn: {said}",
                                path=str(self.document.path), said=self.read()[0]))
        widget = EditedBoard(self.battle, self.factions_of(self.document.data()))
        if not public:
            self.widget = widget
        return widget

    def redraw(self, faults: set[Spot]) -> list[str]:
        """The board drawn again; no sentence of its own: the loader's refusal is one
        of the ruleset's checks already (both are `battle_mistakes`)."""
        self.read()
        widget = self.widget
        if widget is not None and self.battle is not None:
            widget.faults = faults
            widget.set_battle(self.battle)
        return []

    def spot_of(self, scenario: Mapping[str, Any], where: Where) -> Spot | None:
        """A unit's `at`, a side's first hex, a ground row's first wrong letter."""
        if len(where) >= 2 and where[0] in ("unit", "side") and isinstance(where[1], int):
            items = scenario.get(str(where[0]), [])
            item = items[where[1]] if isinstance(items, list) and where[1] < len(items) \
                else {}
            place = item.get("at") if where[0] == "unit" else (item.get("between") or [None])[0]
            return spot(place)
        if len(where) >= 2 and where[0] == "ground" and isinstance(where[1], int):
            rows = scenario.get("ground", [])
            row = rows[where[1]] if isinstance(rows, list) and where[1] < len(rows) else ""
            wrong = [c for c, letter in enumerate(str(row)) if letter not in LETTERS]
            return (wrong[0], where[1]) if wrong else None
        return hex_of(scenario, where)

    # --- what the board holds ----------------------------------------------------------

    def palette(self) -> list[tuple[str, str]]:
        found = [(letter, said(ground_word(ground))) for letter, ground in LETTERS.items()
                 if letter != "C"]
        return [*found, ("C", t("cave"))]

    @staticmethod
    def factions_of(data: Mapping[str, Any]) -> tuple[str, ...]:
        sides = sides_of(data.get("unit", []))
        more = tuple(side for side in NEW_SIDES if side not in sides)
        return sides + more[:max(0, 2 - len(sides))]

    def factions(self) -> list[str]:
        return list(self.factions_of(self.document.data()))

    def unit_types(self, faction: str) -> list[str]:
        classes = self.battle.classes if self.battle is not None else CLASSES
        return list(classes)

    def type_name(self, kind: str) -> str:
        """A movement class: its key and its name ("S, mounted")."""
        classes = self.battle.classes if self.battle is not None else CLASSES
        if kind not in classes:
            return kind
        return f"{kind}, {said_or_name(class_word(classes[kind].name, kind))}"

    def describe(self, spot: Spot) -> str:
        hex = Hex.from_offset(*spot)
        parts = [format_label(*spot)]
        if self.battle is None:
            return parts[0]
        board = self.battle.board
        parts.append(said(ground_word(board.terrain(hex))) +
                     (" " + t("cave") if hex in board.caves else ""))
        for n, toward in enumerate(hex.neighbours()):
            kind = board.side(hex, toward)
            if kind is not Side.CLEAR:
                parts.append(t("side {arrow} {kind}", arrow=ARROWS[n],
                               kind=said(ground_word(Ground(kind.value)))))
        for unit in self.battle.units:
            if unit.hex == hex:
                cls = self.battle.classes[unit.movement]
                named = said_or_name(class_word(cls.name, cls.key))
                parts.append(f"{unit.name} ({unit.seat}, {named} {ARROWS[unit.facing]})")
        return " · ".join(parts)

    # --- edits -------------------------------------------------------------------------

    def paint(self, spot: Spot, terrain: str) -> Edit:
        col, row = spot

        def edit(doc: TOMLDocument) -> None:
            rows: Any = doc.get("ground")
            if not isinstance(rows, list) or row >= len(rows):
                raise EditRefused(t("This board has no ground row {row} to paint: add it to "
                                    "`ground`.", row=row + 1))
            line = str(rows[row])
            if col >= len(line):
                raise EditRefused(t("Ground row {row} is shorter than the board.", row=row + 1))
            rows[row] = line[:col] + terrain + line[col + 1:]

        return edit

    def hex_side(self, spot: Spot, toward: int) -> Edit:
        here = Hex.from_offset(*spot)
        there = here.neighbours()[toward]

        def edit(doc: TOMLDocument) -> None:
            if self.battle is None or there not in self.battle.board.size:
                raise EditRefused(t("{hex} has no side {arrow} on the board.",
                                    hex=here.label, arrow=ARROWS[toward]))
            pair = {here.label, there.label}
            sides: Any = tables_of(doc, "side")
            found = [i for i, item in enumerate(sides or ())
                     if set(map(str, item.get("between", ()))) == pair]
            kind = str(sides[found[-1]].get("kind", "clear")) if found else "clear"
            after = SIDE_KINDS[(SIDE_KINDS.index(kind) + 1) % len(SIDE_KINDS)
                               if kind in SIDE_KINDS else 1]
            if found and after == "clear":
                del sides[found[-1]]
                if not sides:
                    del doc["side"]
            elif found:
                sides[found[-1]]["kind"] = after
            else:
                table = tomlkit.table()
                table.add("between", [here.label, there.label])
                table.add("kind", after)
                add_to(doc, "side", table)

        return edit

    def place_unit(self, spot: Spot, faction: str, kind: str) -> Edit:
        label = format_label(*spot)

        def edit(doc: TOMLDocument) -> None:
            names = {str(item.get("name")) for item in tables_of(doc, "unit")}
            name = next(f"{faction[:1].upper()}{n}" for n in range(1, len(names) + 2)
                        if f"{faction[:1].upper()}{n}" not in names)
            table = tomlkit.table()
            for field, value in (("name", name), ("seat", faction), ("kind", "troop"),
                                 ("movement", kind), ("at", label), ("facing", "N"),
                                 ("figures", 1), ("stacking", 1)):
                table.add(field, value)
            add_to(doc, "unit", table)

        return edit

    @staticmethod
    def last_unit(doc: TOMLDocument, place: Spot) -> int | None:
        """The index of the last `[[unit]]` placed on `place`, or None."""
        label = format_label(*place)
        here = [i for i, item in enumerate(tables_of(doc, "unit")) if item.get("at") == label]
        return here[-1] if here else None

    def remove(self, spot: Spot) -> Edit:
        def edit(doc: TOMLDocument) -> None:
            found = self.last_unit(doc, spot)
            if found is None:
                raise EditRefused(t("There is no unit on {hex} to remove.",
                                    hex=format_label(*spot)))
            units: Any = doc["unit"]
            del units[found]
            if not units:
                del doc["unit"]

        return edit

    def move(self, source: Spot, target: Spot) -> Edit:
        def edit(doc: TOMLDocument) -> None:
            found = self.last_unit(doc, source)
            if found is None:
                raise EditRefused(t("There is no unit on {hex} to move.",
                                    hex=format_label(*source)))
            units: Any = doc["unit"]
            units[found]["at"] = format_label(*target)

        return edit

    def turn(self, spot: Spot) -> Edit:
        def edit(doc: TOMLDocument) -> None:
            found = self.last_unit(doc, spot)
            if found is None:
                raise EditRefused(t("There is no unit on {hex} to turn.",
                                    hex=format_label(*spot)))
            units: Any = doc["unit"]
            unit = units[found]
            names = [d.name for d in DIRECTIONS]
            now = str(unit.get("facing", "N")).upper()
            unit["facing"] = names[(names.index(now) + 1) % 6 if now in names else 0]

        return edit


def tables_of(doc: TOMLDocument, key: str) -> list[Any]:
    """The array of tables `key` (empty when there is none); refused when `key` is
    something else, so that no edit is made on a file the loader cannot read."""
    found: Any = doc.get(key, [])
    if not isinstance(found, list) or not all(isinstance(item, dict) for item in found):
        raise EditRefused(t("[[{key}]] must be tables: put it right in the file first.",
                            key=key))
    return found


EDITING = TacticalEditing
