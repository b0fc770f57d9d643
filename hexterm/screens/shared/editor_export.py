"""The world editor's picture of a map (`hexterm edit FILE --export PICTURE`), for the
players before the game: the whole map as the editor draws it (as in play, with no
cursor), written as SVG by Rich's console export, or as PNG where cairosvg is installed.
"""

from __future__ import annotations

import io
from pathlib import Path

from rich.console import Console
from rich.text import Text

from hexterm.engine.errors import HextermError
from hexterm.engine.messages import phrase
from hexterm.widgets.hexgrid import HexGrid

NOWHERE = (-1, -1)  # the cursor off the map: a picture shows none


def map_text(grid: HexGrid) -> list[Text]:
    """Every line of `grid`'s map, from its first column to its last, no cursor (a map
    that is not a hex grid gives its own lines: its `picture`)."""
    picture = getattr(grid, "picture", None)
    if not isinstance(grid, HexGrid) and callable(picture):
        lines: list[Text] = picture()
        return lines
    grid.set_reactive(HexGrid.cursor, NOWHERE)
    lay = grid.layout_
    lines = []
    for y in range(lay.size[1]):
        line = Text(no_wrap=True, end="")
        for segment in grid.build_line(y, 0, lay.cols):
            line.append(segment.text, segment.style)
        lines.append(line)
    return lines


def svg_of(grid: HexGrid, title: str) -> str:
    """The map of `grid` as an SVG picture titled `title`."""
    lines = map_text(grid)
    width = max((line.cell_len for line in lines), default=1)
    console = Console(record=True, width=width, file=io.StringIO(), color_system="truecolor",
                      force_terminal=True, legacy_windows=False)
    for line in lines:
        console.print(line, crop=False, soft_wrap=True)
    return console.export_svg(title=title)


def export(grid: HexGrid, title: str, path: Path) -> None:
    """Write `grid`'s map to `path`: SVG for .svg, PNG for .png (cairosvg needed); one
    sentence for anything else, and nothing written."""
    kind = path.suffix.lower()
    if kind not in (".svg", ".png"):
        raise HextermError(phrase("{path}: a picture is written as .svg or .png",
                                  path=str(path)))
    svg = svg_of(grid, title)
    if kind == ".svg":
        path.write_text(svg, encoding="utf-8")
        return
    try:
        import cairosvg  # type: ignore[import-not-found, import-untyped, unused-ignore]
    except ImportError:
        raise HextermError(phrase("{path}: a PNG picture needs cairosvg (pip install "
                                  "cairosvg); a .svg picture needs nothing",
                                  path=str(path))) from None
    cairosvg.svg2png(bytestring=svg.encode("utf-8"), write_to=str(path))
