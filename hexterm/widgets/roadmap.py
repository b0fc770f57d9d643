"""A map of places joined by roads, drawn in text: the SAGA campaign's map (and any
ruleset whose map is a graph rather than hexes).

Each place sits at its (column, row) of a grid and is drawn as a few lines of text the
ruleset paints (`Cell`: its lines and their styles); a road between two neighbours of
the grid is drawn as ``──`` between them or ``│`` under the upper one; any other road is
listed under the map. The cells widen with the terminal: 7 columns fit in 80 characters
with names cut to 9, a big terminal shows whole names and more. The widget holds no
rules: the screen gives it the places, the roads and the painted cells.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rich.style import Style
from rich.text import Text
from textual.geometry import Size
from textual.widget import Widget

GAP = 2  # the characters between two cells: a road "──" or nothing
ROAD_STYLE = Style(dim=True)


@dataclass(frozen=True, slots=True)
class Cell:
    """What a place shows: lines of text, each with its style."""

    lines: tuple[tuple[str, Style], ...]


def cell_width(columns: int, width: int) -> int:
    """The width of a cell so that `columns` cells fit in `width` characters."""
    return max(7, min(24, (width + GAP) // max(columns, 1) - GAP))


def draw(places: Mapping[str, tuple[int, int]], roads: Sequence[tuple[str, str]],
         cells: Mapping[str, Cell], width: int) -> list[Text]:
    """The map's lines for a terminal `width` characters wide."""
    if not places:
        return []
    at = {place: name for name, place in places.items()}
    columns = max(x for x, _ in places.values()) + 1
    rows = max(y for _, y in places.values()) + 1
    size = cell_width(columns, width)
    height = max((len(c.lines) for c in cells.values()), default=1)
    joined = {frozenset(r) for r in roads}
    drawn: set[frozenset[str]] = set()
    lines: list[Text] = []
    for y in range(rows):
        for row in range(height):
            line = Text()
            for x in range(columns):
                name = at.get((x, y))
                text, style = ("", Style.null())
                if name is not None and row < len(cells[name].lines):
                    text, style = cells[name].lines[row]
                line.append(text[:size].ljust(size), style)
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
                mark = ("│" if road else " ").center(size)
                line.append(mark + (" " * GAP if x < columns - 1 else ""), ROAD_STYLE)
            lines.append(line)
    others = sorted("–".join(sorted(r)) for r in joined - drawn)
    if others:
        lines.append(Text("+ " + ", ".join(others), ROAD_STYLE))
    return lines


class RoadMap(Widget):
    """The map: set `places`, `roads` and `cells` with `show`, it draws them."""

    DEFAULT_CSS = """
    RoadMap { height: auto; width: 1fr; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.places: dict[str, tuple[int, int]] = {}
        self.roads: list[tuple[str, str]] = []
        self.cells: dict[str, Cell] = {}

    def show(self, places: Mapping[str, tuple[int, int]], roads: Sequence[tuple[str, str]],
             cells: Mapping[str, Cell]) -> None:
        self.places, self.roads, self.cells = dict(places), list(roads), dict(cells)
        self.refresh(layout=True)

    def render(self) -> Text:
        return Text("\n").join(draw(self.places, self.roads, self.cells,
                                    self.size.width or 80))

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(draw(self.places, self.roads, self.cells, width))
