"""The SAGA road map in the world editor: the scenario being edited drawn as the
campaign's map is in play (`map.cells`, `map.CampaignMap`), read leniently so that a
world with mistakes is still drawn (a terrain no road reaches, a road to nowhere left
out), with a cursor over its places.

The cursor stands on a place of the map's grid (`at = [column, row]`): on a terrain,
its name shown in reverse; on a place with no terrain (up to one column and one row
beyond the map, to make it grow), a reversed ``+``. The arrows move it one place;
with shift, to the nearest terrain in that direction. The terrains at fault get a red
``!``, a terrain that is a player's home (`[homes]`) an ``H``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import ScrollableContainer
from textual.geometry import Region
from textual.reactive import reactive
from tomlkit.toml_document import TOMLDocument

from hexterm.engine.saga.model import Unit
from hexterm.engine.saga.scenario import named_seats
from hexterm.engine.saga.tables import FIGURES_PER_POINT
from hexterm.i18n import t
from hexterm.screens.saga.map import CampaignMap, cells
from hexterm.screens.shared.editor_kit import EditRefused
from hexterm.widgets.hexgrid import BLOCKED_STYLE
from hexterm.widgets.roadmap import Cell, draw

Spot = tuple[int, int]
KINDS = ("normal", "developed", "prestigious")
MOST = 99  # a place's column or row, at most (the format's)
NOWHERE = (-1, -1)  # the cursor of a picture: none
EMPTY = "\0"  # the name of the cursor's place when no terrain stands there
CURSOR = Style(reverse=True)
PICTURE_ROOM = 120  # the width a picture of the map is drawn in
ARROWS = {"up": (0, -1, "↑"), "down": (0, 1, "↓"), "left": (-1, 0, "←"), "right": (1, 0, "→")}
"""The arrow keys, the place each moves the cursor by (columns, rows) and how it is said."""


def tables(data: Mapping[str, Any], key: str) -> list[Mapping[str, Any]]:
    """The tables of `key` that are tables (what is not is the checks' to say)."""
    items = data.get(key, [])
    return [item for item in items if isinstance(item, Mapping)] \
        if isinstance(items, list) else []


def terrains(data: Mapping[str, Any]) -> list[tuple[str, str, int, int]]:
    """(name, kind, column, row) of each terrain that can be drawn: a name, a place
    of its own (the format's default place for a terrain without `at`)."""
    found: list[tuple[str, str, int, int]] = []
    taken: set[Spot] = set()
    for number, item in enumerate(tables(data, "terrain"), 1):
        name, at = item.get("name"), item.get("at", [number - 1, 0])
        if not isinstance(name, str) or not name or not isinstance(at, list) or \
                len(at) != 2 or not all(isinstance(v, int) and 0 <= v <= MOST for v in at):
            continue
        if (at[0], at[1]) in taken or any(name == other for other, *_ in found):
            continue
        kind = item.get("kind")
        taken.add((at[0], at[1]))
        found.append((name, kind if kind in KINDS else "normal", at[0], at[1]))
    return found


def place_of(number: int, item: Mapping[str, Any]) -> Spot | None:
    """Where the `number`-th terrain (from 1) is drawn: its `at`, or the default."""
    at = item.get("at", [number - 1, 0])
    if isinstance(at, list) and len(at) == 2 and all(isinstance(v, int) for v in at):
        return at[0], at[1]
    return None


def terrain_at(doc: Mapping[str, Any], spot: Spot) -> tuple[int, Any] | None:
    """The index and table of the terrain drawn at `spot`, if there is one."""
    items = doc.get("terrain", [])
    for n, item in enumerate(items if isinstance(items, list) else [], 1):
        if isinstance(item, Mapping) and place_of(n, item) == spot:
            return n - 1, item
    return None


def guarded(edit: Callable[[TOMLDocument], None]) -> Callable[[TOMLDocument], None]:
    """`edit`, refused in one sentence when the file's tables are not written as the
    format says (a `homes` that is not a table, a road that is not a pair…) rather
    than failing: the checks name those mistakes in the side panel."""
    def made(doc: TOMLDocument) -> None:
        try:
            edit(doc)
        except EditRefused:
            raise
        except (AttributeError, TypeError, KeyError, ValueError, IndexError):
            raise EditRefused(t("This edit needs the file's tables written as "
                                "docs/scenarios/saga.md says: put right the mistakes "
                                "named first.")) from None
    return made


def band_points(units: object, left: object) -> float:
    """A band's points as the view gives them: its units' worth, by the figures left."""
    halves = 0
    for kind, points in (units.items() if isinstance(units, Mapping) else ()):
        if kind not in FIGURES_PER_POINT or not isinstance(points, list):
            continue
        for number, worth in enumerate(points, 1):
            if not isinstance(worth, int) or worth < 1:
                continue
            unit = Unit(f"{kind}{number}", kind, worth, worth * FIGURES_PER_POINT[kind])
            figures = left.get(unit.name) if isinstance(left, Mapping) else None
            if isinstance(figures, int) and 0 < figures <= unit.full:
                unit = Unit(unit.name, kind, worth, figures)
            halves += unit.halves
    return halves / 2


def seats_named(data: Mapping[str, Any]) -> tuple[str, ...]:
    """The seats the scenario names (`scenario.named_seats`), its lists that are not
    lists left out (the checks' to say)."""
    return named_seats({key: data[key] for key in ("initiative", "village", "band")
                        if isinstance(data.get(key), list)})


def seat_of(item: Mapping[str, Any]) -> str | None:
    """The seat a village or band names, if it names one."""
    seat = item.get("seat")
    return seat if isinstance(seat, str) else None


def organiser_view(data: Mapping[str, Any]) -> dict[str, Any]:
    """The organiser's view of the scenario, in the shape of the engine's view as
    `map.cells` reads it: terrains, roads, villages, owners, sacred terrains, bands."""
    drawn = terrains(data)
    names = {name for name, *_ in drawn}
    roads = [(a, b) for a, b in (pair for pair in data.get("roads", []) if isinstance(
        pair, list) and len(pair) == 2) if str(a) in names and str(b) in names and a != b] \
        if isinstance(data.get("roads"), list) else []
    villages = {str(v.get("terrain")): {"seat": seat_of(v)}
                for v in tables(data, "village") if str(v.get("terrain")) in names}
    owners = {t: s for t, s in (data.get("owners") or {}).items()} \
        if isinstance(data.get("owners"), Mapping) else {}
    owners.update({t: v["seat"] for t, v in villages.items() if isinstance(v["seat"], str)})
    bands = {str(b.get("name")): {"name": str(b.get("name")), "seat": seat_of(b),
                                  "terrain": b.get("terrain"),
                                  "points": band_points(b.get("units"), b.get("left"))}
             for b in tables(data, "band")}
    seats = [s for s in [*seats_named(data), *owners.values()] if isinstance(s, str)]
    sacred = data.get("sacred")
    return {"terrains": drawn, "roads": roads, "villages": villages,
            "owners": {t: s for t, s in owners.items() if isinstance(s, str)},
            "sacred": list(sacred) if isinstance(sacred, Mapping) else [],
            "bands": bands, "players": list(dict.fromkeys(seats))}


def homes(data: Mapping[str, Any]) -> set[str]:
    """The terrains some home list names."""
    lists = data.get("homes")
    return {home for listed in lists.values() if isinstance(listed, list)
            for home in listed if isinstance(home, str)} \
        if isinstance(lists, Mapping) else set()


class EditedSagaMap(CampaignMap):
    """The SAGA road map of the world being edited, with a cursor over its places."""

    BINDINGS: ClassVar[list[BindingType]] = [  # an arrow a place, with shift a terrain
        Binding(shift + key, f"{action}({dx}, {dy})", arrow, show=False)
        for shift, action in (("", "step"), ("shift+", "jump"))
        for key, (dx, dy, arrow) in ARROWS.items()]
    can_focus = True
    cursor: reactive[Spot] = reactive((0, 0), layout=True)

    def __init__(self, data: Mapping[str, Any], *, id: str | None = None,
                 public: bool = False) -> None:
        super().__init__(id=id)
        self.public = public
        self.faults: set[Spot] = set()
        self.view = organiser_view(data)
        self.homes = homes(data)
        self.cursor_at = NOWHERE if public else self.first()
        self.set_reactive(EditedSagaMap.cursor, self.cursor_at)
        self.repaint()

    def first(self) -> Spot:
        spots = sorted((y, x) for _, _, x, y in self.view["terrains"])
        return (spots[0][1], spots[0][0]) if spots else (0, 0)

    def set_view(self, data: Mapping[str, Any], faults: set[Spot]) -> None:
        """The map drawn again from the scenario, the places `faults` marked."""
        self.view, self.homes, self.faults = organiser_view(data), homes(data), faults
        self.repaint()

    def at(self, spot: Spot) -> str | None:
        """The terrain drawn at `spot`, if one is."""
        return next((name for name, _, x, y in self.view["terrains"] if (x, y) == spot), None)

    def bounds(self) -> Spot:
        """The last column and row the cursor may go to: one beyond the map's."""
        spots = [(x, y) for _, _, x, y in self.view["terrains"]]
        return (min(MOST, max((x for x, _ in spots), default=0) + 1),
                min(MOST, max((y for _, y in spots), default=0) + 1))

    def action_step(self, dx: int, dy: int) -> None:
        most = self.bounds()
        x, y = self.cursor
        self.cursor = (min(max(x + dx, 0), most[0]), min(max(y + dy, 0), most[1]))

    def action_jump(self, dx: int, dy: int) -> None:
        """To the nearest terrain in that direction (the fewest places away, the least
        aside first), if there is one."""
        x, y = self.cursor
        ahead = [(abs(tx - x) + abs(ty - y), abs((tx - x) * dy) + abs((ty - y) * dx),
                  (tx, ty)) for _, _, tx, ty in self.view["terrains"]
                 if (tx - x) * dx + (ty - y) * dy > 0]
        if ahead:
            self.cursor = min(ahead)[2]

    def on_mount(self) -> None:
        self.styles.width = "auto"  # as wide as the map: its board scrolls it
        self.styles.height = "auto"

    def watch_cursor(self, spot: Spot) -> None:
        self.repaint()
        self.call_after_refresh(self.in_sight)

    def in_sight(self) -> None:
        """The board scrolled to show the cursor's place."""
        name = self.at(self.cursor) or EMPTY
        if name not in self.places:
            return
        left, right = self.span(name)
        row = next((y for y, line in enumerate(self.lines()) for span in line.spans
                    if left <= span.start < right and isinstance(span.style, Style)
                    and span.style.reverse), 0)
        if isinstance(self.parent, SagaBoard):
            self.parent.scroll_to_region(Region(left, row, right - left, 3), animate=False)

    def painted(self) -> tuple[dict[str, Spot], dict[str, Cell]]:
        """The places and their cells: the play map's, the cursor, faults and homes."""
        places = {name: (x, y) for name, _, x, y in self.view["terrains"]}
        painted = cells(self.view)
        for name, spot in places.items():
            lines = [list(line) for line in painted[name].lines]
            if spot in self.faults:
                lines[0].append(("!", BLOCKED_STYLE))
            if name in self.homes:
                lines[1].append(("H", Style(bold=True)))
            if spot == self.cursor:
                lines[0][0] = (lines[0][0][0], lines[0][0][1] + CURSOR)
            painted[name] = Cell(tuple(tuple(line) for line in lines))
        if not self.public and self.at(self.cursor) is None:
            places[EMPTY] = self.cursor
            painted[EMPTY] = Cell(((("+", CURSOR),),))
        return places, painted

    def repaint(self) -> None:
        places, painted = self.painted()
        self.show(places, self.view["roads"], painted)

    def picture(self) -> list[Text]:
        """Every line of the map, as a picture for the players (no cursor)."""
        places, painted = self.painted()
        return draw(places, self.view["roads"], painted, PICTURE_ROOM)


class SagaBoard(ScrollableContainer):
    """The editor's map in a board that scrolls it both ways."""

    DEFAULT_CSS = """
    SagaBoard { width: 1fr; height: 1fr; }
    """

    def __init__(self, widget: EditedSagaMap) -> None:
        super().__init__(id="editor-saga-board")
        self.widget = widget

    def compose(self) -> ComposeResult:
        yield self.widget
