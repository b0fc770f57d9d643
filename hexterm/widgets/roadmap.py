"""A map of places joined by roads, drawn in text: the map of a ruleset whose map is a
graph rather than hexes (a campaign's territories and the roads between them).

Each place sits at its (column, row) of a grid and is drawn as a few lines of labels
the ruleset paints (`Cell`: its lines, each a run of labels with their styles); a road
between two neighbours of the grid is drawn as ``──`` between them or ``│`` under the
upper one; any other road is listed under the map. A label is never cut: the labels of
a line that do not fit in the cell go on under it, and a column is at least as wide as
its longest label. A row of the map is as tall as its fullest cell (empty last lines
left out), so that a map with few bands takes few lines. The cells widen with the room given:
7 columns fit in 80 characters with cells of 9; a big terminal shows wider cells. When
even the narrowest cells are wider than the room (a long name), the map is wider than
its container, which scrolls sideways (`fits` says so). The widget holds no rules: the
screen gives it the places, the roads and the painted cells.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Self

from rich.style import Style
from rich.text import Text
from textual.geometry import Region, Size
from textual.strip import Strip
from textual.visual import Visual, visualize
from textual.widget import Widget

from hexterm.widgets.frame_lines import frame_lines

GAP = 2  # the characters between two cells: a road "──" or nothing
ROAD_STYLE = Style(dim=True)
NARROWEST, WIDEST = 7, 24  # a cell's width, unless a label needs more

Label = tuple[str, Style]


@dataclass(frozen=True, slots=True)
class Cell:
    """What a place shows: lines, each a run of labels (text, style), never cut."""

    lines: tuple[tuple[Label, ...], ...]


def longest(cell: Cell) -> int:
    """The width of the cell's longest label."""
    return max((len(text) for line in cell.lines for text, _ in line), default=0)


def cell_width(columns: int, room: int) -> int:
    """The width of a cell so that `columns` cells fit in `room` characters."""
    return max(NARROWEST, min(WIDEST, (room + GAP) // max(columns, 1) - GAP))


def widths(places: Mapping[str, tuple[int, int]], cells: Mapping[str, Cell],
           room: int) -> list[int]:
    """Each column's width when the map is given `room` characters: the cells' width,
    or the longest label of the column when it is longer."""
    columns = _grid(places)[0]
    size = cell_width(columns, room)
    wanted = [size] * columns
    for name, (x, _) in places.items():
        wanted[x] = max(wanted[x], longest(cells[name]))
    return wanted


def flow(line: Sequence[Label], size: int) -> list[list[Label]]:
    """The labels of a line laid out in lines of `size` characters, one space between
    two labels, a label that does not fit beginning the next line."""
    laid: list[list[Label]] = [[]]
    used = 0
    for text, style in line:
        if laid[-1] and used + 1 + len(text) > size:
            laid.append([])
            used = 0
        used += len(text) + (1 if laid[-1] else 0)
        laid[-1].append((text, style))
    return laid


@lru_cache(maxsize=4096)
def _joined(labels: tuple[Label, ...], size: int) -> Text:
    """A laid-out line of a cell's labels, `size` wide (kept: a map drawn again joins
    only the lines that changed; the Text is shared, never changed by its readers)."""
    text = Text()
    for n, (label, style) in enumerate(labels):
        if n:
            text.append(" ")
        text.append(label, style)
    text.append(" " * (size - len(text.plain)))
    return text


@lru_cache(maxsize=4096)
def _laid(cell: Cell, size: int) -> tuple[tuple[Label, ...], ...]:
    """A cell's lines laid out in its width, without its empty lines at the end (kept:
    a map drawn again lays out only the cells that changed)."""
    parts = [part for line in cell.lines for part in flow(line, size)]
    while parts and not parts[-1]:
        parts.pop()
    return tuple(tuple(part) for part in parts)


def _grid(places: Mapping[str, tuple[int, int]]) -> tuple[int, int]:
    return (max(x for x, _ in places.values()) + 1, max(y for _, y in places.values()) + 1)


def map_width(places: Mapping[str, tuple[int, int]], cells: Mapping[str, Cell],
              room: int) -> int:
    """The width the map takes when given `room` characters (more when a long label
    needs it)."""
    if not places:
        return 0
    sizes = widths(places, cells, room)
    return sum(sizes) + GAP * (len(sizes) - 1)


def fits(places: Mapping[str, tuple[int, int]], cells: Mapping[str, Cell],
         room: int) -> bool:
    """Whether the whole map's width fits in `room` characters."""
    return map_width(places, cells, room) <= room


def draw(places: Mapping[str, tuple[int, int]], roads: Sequence[tuple[str, str]],
         cells: Mapping[str, Cell], room: int) -> list[Text]:
    """The map's lines when given `room` characters of width."""
    if not places:
        return []
    at = {place: name for name, place in places.items()}
    columns, rows = _grid(places)
    sizes = widths(places, cells, room)
    joined = {frozenset(r) for r in roads}
    drawn: set[frozenset[str]] = set()
    lines: list[Text] = []
    for y in range(rows):
        laid = {x: _laid(cells[at[(x, y)]], sizes[x]) for x in range(columns)
                if (x, y) in at}
        height = max((len(parts) for parts in laid.values()), default=1)
        for row in range(height):
            line = Text()
            for x in range(columns):
                name, parts = at.get((x, y)), laid.get(x, ())
                line.append_text(_joined(parts[row] if row < len(parts) else (), sizes[x]))
                right = at.get((x + 1, y))
                road = (row == 0 and name is not None and right is not None
                        and frozenset((name, right)) in joined)
                if road and name is not None and right is not None:
                    drawn.add(frozenset((name, right)))
                if x < columns - 1:
                    line.append("──" if road else " " * GAP, ROAD_STYLE)
            lines.append(line)
        if y < rows - 1:
            line = Text()
            for x in range(columns):
                name, below = at.get((x, y)), at.get((x, y + 1))
                road = (name is not None and below is not None
                        and frozenset((name, below)) in joined)
                if road and name is not None and below is not None:
                    drawn.add(frozenset((name, below)))
                mark = ("│" if road else " ").center(sizes[x])
                line.append(mark + (" " * GAP if x < columns - 1 else ""), ROAD_STYLE)
            lines.append(line)
    others = sorted("–".join(sorted(r)) for r in joined - drawn)
    if others:
        lines.append(Text("+ " + ", ".join(others), ROAD_STYLE))
    return lines


class RoadMap(Widget):
    """The map: set `places`, `roads` and `cells` with `show`, it draws them as wide as
    its container allows, wider when a label needs it.

    The map is drawn once a `show` and a width (`lines`, kept), each of its lines
    turned into the terminal's strips once and kept while it stays as it was: a
    scroll, a layout or a new `show` that changes a few places' lines draws those lines
    alone again (`rendered` counts the lines turned into strips)."""

    DEFAULT_CSS = """
    RoadMap { height: auto; width: auto; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.places: dict[str, tuple[int, int]] = {}
        self.roads: list[tuple[str, str]] = []
        self.cells: dict[str, Cell] = {}
        self.room = 0  # the width its container gives it
        self.drawn: tuple[int, list[Text]] | None = None  # the lines, for a room
        self.strips: dict[int, tuple[Text, list[Strip]]] = {}
        """By line of the map: the line and its strips at `strips_width` (a label
        line longer than the width wraps: more than one strip)."""
        self.strips_width = 0
        self.rows: list[Strip] | None = None  # the strips, line after line
        self.rendered = 0

    def show(self, places: Mapping[str, tuple[int, int]], roads: Sequence[tuple[str, str]],
             cells: Mapping[str, Cell]) -> None:
        before = self.drawn
        self.places, self.roads, self.cells = dict(places), list(roads), dict(cells)
        self.drawn = None
        if before is None or not self.room or self.rows is None:
            self.refresh(layout=True)
            return
        after = self.lines()
        if before[0] != self.room or len(after) != len(before[1]) or \
                map_width(self.places, self.cells, self.room) != self.size.width:
            self.refresh(layout=True)  # another size: laid out and drawn anew
            return
        self.rows = None
        y = 0
        for old, new in zip(before[1], after, strict=True):
            kept = self.strips.get(id(old))
            height = len(kept[1]) if kept is not None else 1
            if new != old:
                self.refresh(Region(0, y, self.size.width, height))
            y += height
        # the strips of the lines that stayed as they were, under their new lines
        self.strips = {id(new): (new, self.strips[id(old)][1]) for old, new in
                       zip(before[1], after, strict=True) if new == old and id(old) in
                       self.strips}

    def fits(self) -> bool:
        """Whether the whole map shows in its container's width."""
        return fits(self.places, self.cells, self.room or self.size.width)

    def span(self, name: str) -> tuple[int, int]:
        """Where a place's column begins and ends, in characters from the map's left."""
        sizes = widths(self.places, self.cells, self.room or self.size.width)
        x = self.places[name][0]
        left = sum(sizes[:x]) + GAP * x
        return left, left + sizes[x]

    def lines(self) -> list[Text]:
        room = self.room or self.size.width or 80
        if self.drawn is None or self.drawn[0] != room:
            self.drawn = room, draw(self.places, self.roads, self.cells, room)
        return self.drawn[1]

    def render(self) -> Text:
        return Text("\n").join(self.lines())

    def refresh(self, *regions: Region, repaint: bool = True, layout: bool = False,
                recompose: bool = False) -> Self:
        """A refresh of the whole map (a new size, new styles) turns every line into
        strips again; a refresh of some lines (`show`) keeps the others'."""
        if repaint and not regions:
            self.strips.clear()
            self.rows = None
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        if self.rows is None or width != self.strips_width:
            if width != self.strips_width:
                self.strips.clear()
                self.strips_width = width
            rows: list[Strip] = []
            kept: dict[int, tuple[Text, list[Strip]]] = {}
            for line in self.lines():
                known = self.strips.get(id(line))
                if known is None or known[0] is not line:
                    self.rendered += 1
                    known = line, Visual.to_strips(self, visualize(self, line, markup=False),
                                                   width, None, self.visual_style)
                kept[id(line)] = known
                rows.extend(known[1])
            self.strips, self.rows = kept, rows
        self._dirty_regions.clear()  # what Widget.render_line's drawing of all would do
        if 0 <= y < len(self.rows):
            return self.rows[y]
        return Strip.blank(width, self.visual_style.rich_style)

    def render_lines(self, crop: Region) -> list[Strip]:
        """The lines of a frame, each line kept handed on as it is (`frame_lines`:
        Textual's caches on it hold while it stays)."""
        return frame_lines(self, crop, self.render_line) or super().render_lines(crop)

    def get_content_width(self, container: Size, viewport: Size) -> int:
        self.room = container.width
        return max(map_width(self.places, self.cells, container.width), 1)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.lines())
