"""Hex-grid geometry: coordinates, directions, labels, lines, rings and ranges.

The map uses flat-topped hexes and Red Blob Games' conventions
(https://www.redblobgames.com/grids/hexagons/): a hex is stored in axial form
(q, r), the cube coordinate s = -q - r is derived.

On paper the map is an "odd-q" offset layout with 0-based column and row
indexes: odd 0-based columns (label columns 02, 04, ...) sit half a hex lower
than their even neighbours.  A label is the row letters then the 1-based
column with at least two digits: ``A01`` is the top-left hex (col 0, row 0),
``D02`` is row index 3, column index 1.  Rows run A..Z, AA..AZ, BA..ZZ, AAA...
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from itertools import chain, repeat
from operator import sub
from typing import NamedTuple

from hexterm.engine.messages import MessageError, phrase


class LabelError(MessageError, ValueError):
    """A piece of text is not a valid hex label (or row letters)."""


class DirectionError(MessageError, ValueError):
    """A piece of text is not a known direction name."""


class Hex(NamedTuple):
    """One hex, in axial coordinates (q, r); the cube coordinate s is -q - r.

    Hexes are hashable and ordered by (q, r), which is column-major on the map. A hex is
    a named tuple so that hashing and comparing, which the rules and path searches do
    millions of times, run at C speed; ``+`` and ``-`` are vector sums, not tuple joins.
    """

    q: int
    r: int

    @property
    def s(self) -> int:
        """The third cube coordinate, so that q + r + s == 0."""
        return -self.q - self.r

    def __add__(self, other: Hex) -> Hex:  # type: ignore[override]
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: Hex) -> Hex:
        return Hex(self.q - other.q, self.r - other.r)

    def scale(self, k: int) -> Hex:
        """This hex taken as a vector and multiplied by ``k``."""
        return Hex(self.q * k, self.r * k)

    def neighbour(self, direction: Direction) -> Hex:
        """The adjacent hex one step away in ``direction``."""
        v = direction.vector
        return Hex(self.q + v.q, self.r + v.r)

    def neighbours(self) -> tuple[Hex, ...]:
        """The six adjacent hexes, in ``Direction`` order (N, NE, SE, S, SW, NW)."""
        q, r = self.q, self.r
        return tuple(Hex(q + dq, r + dr) for dq, dr in _STEPS)

    def length(self) -> int:
        """Distance from the origin, in hex steps."""
        return (abs(self.q) + abs(self.r) + abs(self.q + self.r)) // 2

    def distance(self, other: Hex) -> int:
        """Number of single steps needed to go from this hex to ``other``."""
        dq = self.q - other.q
        dr = self.r - other.r
        return (abs(dq) + abs(dr) + abs(dq + dr)) // 2

    def direction_to(self, other: Hex) -> Direction | None:
        """The direction leading to ``other`` if it is adjacent, else None."""
        return _BY_STEP.get((other.q - self.q, other.r - self.r))

    def to_offset(self) -> tuple[int, int]:
        """The 0-based (col, row) of this hex in the odd-q offset layout."""
        return self.q, self.r + (self.q - (self.q & 1)) // 2

    @classmethod
    def from_offset(cls, col: int, row: int) -> Hex:
        """The hex at 0-based (col, row) in the odd-q offset layout."""
        return cls(col, row - (col - (col & 1)) // 2)

    @property
    def label(self) -> str:
        """The map label, e.g. ``"D02"``; ValueError if the hex is off the map."""
        return format_label(*self.to_offset())

    @classmethod
    def parse(cls, label: str) -> Hex:
        """The hex named by a label such as ``"D02"`` (case-insensitive)."""
        col, row = parse_label(label)
        return cls.from_offset(col, row)


class Direction(Enum):
    """The six flat-top directions, clockwise from straight up."""

    N = Hex(0, -1)
    NE = Hex(1, -1)
    SE = Hex(1, 0)
    S = Hex(0, 1)
    SW = Hex(-1, 1)
    NW = Hex(-1, 0)

    @property
    def vector(self) -> Hex:
        """The step (as a Hex) that moves one hex in this direction."""
        vector: Hex = self.value
        return vector

    @property
    def opposite(self) -> Direction:
        """The direction pointing the other way."""
        return _OPPOSITE[self]

    @property
    def french(self) -> str:
        """The French abbreviation: N, NE, SE, S, SO or NO."""
        return _FRENCH[self]

    @classmethod
    def parse(cls, text: str) -> Direction:
        """Read a direction name: N, NE, SE, S, SW/SO, NW/NO, or a full word.

        Accepts English and French abbreviations and full names such as
        "north-east", "nord-ouest" or "south west"; case and spacing are ignored.
        """
        key = re.sub(r"[\s_-]+", "", text)
        direction = _DIRECTION_NAMES.get(key.upper()) if key.isascii() else None
        if direction is None:  # isascii: "ſ".upper() is "S", which must not count
            raise DirectionError(phrase(
                "{text!r} is not a direction (use N, NE, SE, S, SW/SO or NW/NO)", text=text))
        return direction


_STEPS: tuple[tuple[int, int], ...] = tuple((d.vector.q, d.vector.r) for d in Direction)
_BY_STEP: dict[tuple[int, int], Direction] = {(d.vector.q, d.vector.r): d for d in Direction}
_OPPOSITE: dict[Direction, Direction] = {
    d: list(Direction)[(i + 3) % 6] for i, d in enumerate(Direction)
}
_FRENCH: dict[Direction, str] = {
    Direction.N: "N",
    Direction.NE: "NE",
    Direction.SE: "SE",
    Direction.S: "S",
    Direction.SW: "SO",
    Direction.NW: "NO",
}
_DIRECTION_NAMES: dict[str, Direction] = {
    # Keys are upper case with spaces, hyphens and underscores removed.
    "N": Direction.N,
    "NORTH": Direction.N,
    "NORD": Direction.N,
    "NE": Direction.NE,
    "NORTHEAST": Direction.NE,
    "NORDEST": Direction.NE,
    "SE": Direction.SE,
    "SOUTHEAST": Direction.SE,
    "SUDEST": Direction.SE,
    "S": Direction.S,
    "SOUTH": Direction.S,
    "SUD": Direction.S,
    "SW": Direction.SW,
    "SO": Direction.SW,
    "SOUTHWEST": Direction.SW,
    "SUDOUEST": Direction.SW,
    "NW": Direction.NW,
    "NO": Direction.NW,
    "NORTHWEST": Direction.NW,
    "NORDOUEST": Direction.NW,
}


@dataclass(frozen=True, slots=True)
class FracHex:
    """A point between hex centres, in fractional axial coordinates."""

    q: float
    r: float

    @property
    def s(self) -> float:
        """The third cube coordinate, so that q + r + s == 0."""
        return -self.q - self.r

    def round(self) -> Hex:
        """The hex containing this point (the guide's cube_round)."""
        q, r, s = round(self.q), round(self.r), round(self.s)
        q_diff = abs(q - self.q)
        r_diff = abs(r - self.r)
        s_diff = abs(s - self.s)
        if q_diff > r_diff and q_diff > s_diff:
            q = -r - s
        elif r_diff > s_diff:
            r = -q - s
        return Hex(q, r)

    def lerp(self, other: FracHex, t: float) -> FracHex:
        """The point a fraction ``t`` of the way from this point to ``other``."""
        return FracHex(
            self.q * (1.0 - t) + other.q * t,
            self.r * (1.0 - t) + other.r * t,
        )


def hex_line(a: Hex, b: Hex) -> list[Hex]:
    """The hexes on a straight line from ``a`` to ``b``, both included.

    Both ends are nudged by a tiny (1e-6, 1e-6, -2e-6) so that a line running
    exactly along the edge between two hexes always picks the same side.
    """
    n = a.distance(b)
    start = FracHex(a.q + 1e-06, a.r + 1e-06)
    end = FracHex(b.q + 1e-06, b.r + 1e-06)
    step = 1.0 / max(n, 1)
    return [start.lerp(end, step * i).round() for i in range(n + 1)]


def hex_ring(center: Hex, radius: int) -> list[Hex]:
    """The 6 * radius hexes at exactly ``radius`` steps from ``center``.

    The ring starts at the hex due north of the centre and runs clockwise.
    Radius 0 gives ``[center]``.
    """
    if radius < 0:
        raise ValueError(f"ring radius must be >= 0, not {radius}")
    if radius == 0:
        return [center]
    q, r = center.q, center.r - radius  # `radius` steps north
    results: list[Hex] = []
    for i in range(6):
        # From the corner in direction i, walk towards the corner in direction i + 1.
        dq, dr = _STEPS[(i + 2) % 6]
        for _ in range(radius):
            results.append(Hex(q, r))
            q += dq
            r += dr
    return results


def hex_spiral(center: Hex, radius: int) -> list[Hex]:
    """All hexes within ``radius`` of ``center``, ring by ring from the centre out."""
    if radius < 0:
        raise ValueError(f"spiral radius must be >= 0, not {radius}")
    results = [center]
    for k in range(1, radius + 1):
        results.extend(hex_ring(center, k))
    return results


def hex_range(center: Hex, radius: int) -> list[Hex]:
    """All 3k(k+1)+1 hexes within ``radius`` steps of ``center``, sorted by (q, r)."""
    if radius < 0:
        raise ValueError(f"range radius must be >= 0, not {radius}")
    results: list[Hex] = []
    for dq in range(-radius, radius + 1):
        for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1):
            results.append(Hex(center.q + dq, center.r + dr))
    return results


@lru_cache(maxsize=4096)
def row_label(index: int) -> str:
    """The letters naming 0-based row ``index``: A..Z, AA..AZ, BA.., ZZ, AAA...

    Cached: reports and events name thousands of hexes a turn, on a few hundred rows.
    """
    if index < 0:
        raise ValueError(f"row index must be >= 0, not {index}")
    letters: list[str] = []
    n = index + 1  # bijective base 26: digits run 1..26, there is no zero
    while n > 0:
        n, rem = divmod(n - 1, 26)
        letters.append(chr(ord("A") + rem))
    return "".join(reversed(letters))


_ROW_RE = re.compile(r"[A-Z]+", re.ASCII | re.IGNORECASE)
_LABEL_RE = re.compile(r"([A-Z]+)(0[1-9]|[1-9][0-9]+)", re.ASCII | re.IGNORECASE)


def parse_row(text: str) -> int:
    """The 0-based row index named by row letters (case-insensitive)."""
    letters = text.strip()
    if not _ROW_RE.fullmatch(letters):
        raise LabelError(phrase("{text!r} is not a row (expected letters, like D or AB)",
                                text=text))
    n = 0
    for ch in letters.upper():
        n = n * 26 + (ord(ch) - ord("A") + 1)
    return n - 1


@lru_cache(maxsize=1 << 17)
def format_label(col: int, row: int) -> str:
    """The label of the hex at 0-based (col, row), e.g. (1, 3) -> ``"D02"``.

    Cached: reports and saves name the same hexes over and over."""
    if col < 0 or row < 0:
        raise ValueError(f"no label for col {col}, row {row}: off the map")
    return f"{row_label(row)}{col + 1:02d}"


def parse_label(text: str) -> tuple[int, int]:
    """The 0-based (col, row) named by a label such as ``"D02"``.

    Case-insensitive, surrounding spaces ignored.  The column must be written
    as :func:`format_label` writes it: two digits below 100 (``D02``, not
    ``D2`` or ``D002``), and column 00 does not exist.
    """
    match = _LABEL_RE.fullmatch(text.strip())
    if match is None:
        raise LabelError(phrase(
            "{text!r} is not a hex label (expected row letters then a column number, like D02)",
            text=text))
    letters, digits = match.groups()
    return int(digits) - 1, parse_row(letters)


@dataclass(frozen=True, slots=True)
class GridSize:
    """A rectangular map of ``cols`` by ``rows`` hexes, A01 in the top-left."""

    cols: int
    rows: int

    def __post_init__(self) -> None:
        if self.cols < 0 or self.rows < 0:
            raise ValueError(f"grid size must not be negative: {self.cols} x {self.rows}")

    def contains(self, hex: Hex) -> bool:
        """Whether ``hex`` lies on this map."""
        q = hex.q
        row = hex.r + (q >> 1)  # q >> 1 == (q - (q & 1)) // 2
        return 0 <= q < self.cols and 0 <= row < self.rows

    def __contains__(self, item: object) -> bool:
        return isinstance(item, Hex) and self.contains(item)

    def hexes(self) -> tuple[Hex, ...]:
        """Every hex of the map in label order: A01, A02, ..., B01, B02, ...

        Position ``i`` in this tuple is the hex's index (see `index`); the tuple is
        built once per map size and shared.
        """
        return _hexes(self.cols, self.rows)

    def index(self, hex: Hex) -> int:
        """The position of ``hex`` in `hexes` (row-major); ValueError if off the map."""
        q = hex.q
        row = hex.r + (q >> 1)
        if not (0 <= q < self.cols and 0 <= row < self.rows):
            raise ValueError(f"{hex} is off a {self.cols} x {self.rows} map")
        return row * self.cols + q

    def __len__(self) -> int:
        return self.cols * self.rows


@lru_cache(maxsize=8)
def _hexes(cols: int, rows: int) -> tuple[Hex, ...]:
    # Hex(col, row - col // 2) for each row, then each col: made by C-level maps (a
    # 512×512 map's 262,144 hexes in 50 ms, where a generator of Hex(...) took 80)
    halves = [col >> 1 for col in range(cols)]
    qs = chain.from_iterable(repeat(range(cols), rows))
    rs = chain.from_iterable(map(sub, repeat(row, cols), halves) for row in range(rows))
    made: map[Hex] = map(tuple.__new__, repeat(Hex), zip(qs, rs, strict=True))
    return tuple(made)
