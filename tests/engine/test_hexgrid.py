"""Tests for hexterm.engine.hexgrid: coordinates, labels, directions, lines, rings."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from itertools import pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hexterm.engine.hexgrid import (
    Direction,
    DirectionError,
    FracHex,
    GridSize,
    Hex,
    LabelError,
    format_label,
    hex_line,
    hex_range,
    hex_ring,
    hex_spiral,
    parse_label,
    parse_row,
    row_label,
)

coords = st.integers(min_value=-1000, max_value=1000)
hexes = st.builds(Hex, coords, coords)


def labels(hs: Iterable[Hex]) -> set[str]:
    return {h.label for h in hs}


# --- the rulebook's worked example -------------------------------------------


def test_d02_neighbours_match_the_rulebook() -> None:
    d02 = Hex.parse("D02")
    assert labels(d02.neighbours()) == {"D01", "E01", "C02", "E02", "D03", "E03"}


def test_e03_neighbours_include_d02_e02_d03() -> None:
    found = labels(Hex.parse("E03").neighbours())
    assert {"D02", "E02", "D03"} <= found
    # Worked by hand: E03 is col 2 row 4, i.e. (q, r) = (2, 3).
    assert found == {"D03", "D04", "E04", "F03", "E02", "D02"}


@pytest.mark.parametrize(
    ("direction", "expected"),
    [
        (Direction.N, "C02"),
        (Direction.S, "E02"),
        (Direction.NW, "D01"),
        (Direction.SW, "E01"),
        (Direction.NE, "D03"),
        (Direction.SE, "E03"),
    ],
)
def test_d02_each_direction(direction: Direction, expected: str) -> None:
    assert Hex.parse("D02").neighbour(direction).label == expected


def test_c03_in_a_higher_column() -> None:
    c03 = Hex.parse("C03")
    assert labels(c03.neighbours()) == {"B03", "D03", "B02", "C02", "B04", "C04"}
    assert c03.neighbour(Direction.NW).label == "B02"
    assert c03.neighbour(Direction.SW).label == "C02"
    assert c03.neighbour(Direction.NE).label == "B04"
    assert c03.neighbour(Direction.SE).label == "C04"


def test_neighbours_come_in_direction_order() -> None:
    d02 = Hex.parse("D02")
    assert [h.label for h in d02.neighbours()] == ["C02", "D03", "E03", "E02", "E01", "D01"]
    assert d02.neighbours() == tuple(d02.neighbour(d) for d in Direction)


# --- coordinates ----------------------------------------------------------------


def test_offset_conversion_known_values() -> None:
    assert Hex.from_offset(0, 0) == Hex(0, 0)
    assert Hex.from_offset(1, 3) == Hex(1, 3)  # odd column: no shift
    assert Hex.from_offset(2, 2) == Hex(2, 1)  # even column 2: r = row - 1
    assert Hex.from_offset(3, 0) == Hex(3, -1)  # r = 0 - (3 - 1) // 2
    assert Hex.from_offset(-1, 0) == Hex(-1, 1)  # floor division below zero
    assert Hex(2, 1).to_offset() == (2, 2)
    assert Hex(3, -1).to_offset() == (3, 0)
    assert Hex(-1, 1).to_offset() == (-1, 0)


def test_cube_arithmetic() -> None:
    h = Hex(2, -5)
    assert h.s == 3
    assert h + Hex(1, 1) == Hex(3, -4)
    assert h - Hex(1, 1) == Hex(1, -6)
    assert h.scale(3) == Hex(6, -15)
    assert h.scale(0) == Hex(0, 0)


def test_distance_and_length() -> None:
    assert Hex(0, 0).distance(Hex(3, -1)) == 3  # (3 + 1 + 2) / 2
    assert Hex(2, -3).length() == 3  # (2 + 3 + 1) / 2
    # A01 -> D02: down three hexes to D01, then one step SE.
    assert Hex.parse("A01").distance(Hex.parse("D02")) == 4
    assert Hex.parse("D02").distance(Hex.parse("E03")) == 1
    assert Hex.parse("C03").distance(Hex.parse("C03")) == 0


def test_direction_to() -> None:
    d02 = Hex.parse("D02")
    assert d02.direction_to(Hex.parse("C02")) is Direction.N
    assert d02.direction_to(Hex.parse("E01")) is Direction.SW
    assert d02.direction_to(Hex.parse("A01")) is None
    assert d02.direction_to(d02) is None


def test_hexes_are_hashable_and_ordered_by_q_then_r() -> None:
    assert sorted([Hex(1, 0), Hex(0, 5), Hex(0, -2)]) == [Hex(0, -2), Hex(0, 5), Hex(1, 0)]
    assert len({Hex(1, 2), Hex(1, 2), Hex(2, 1)}) == 2


@given(hexes, hexes)
def test_distance_is_a_metric(a: Hex, b: Hex) -> None:
    assert a.distance(b) == b.distance(a) == (a - b).length()
    assert (a.distance(b) == 0) == (a == b)


@given(hexes)
def test_offset_round_trip(h: Hex) -> None:
    col, row = h.to_offset()
    assert col == h.q
    assert Hex.from_offset(col, row) == h


@given(st.integers(-1000, 1000), st.integers(-1000, 1000))
def test_offset_round_trip_from_offset(col: int, row: int) -> None:
    assert Hex.from_offset(col, row).to_offset() == (col, row)


# --- directions -----------------------------------------------------------------


def test_direction_order_and_vectors() -> None:
    assert [d.name for d in Direction] == ["N", "NE", "SE", "S", "SW", "NW"]
    assert Direction.N.vector == Hex(0, -1) and Direction.N.vector.s == 1
    assert Direction.S.vector == Hex(0, 1) and Direction.S.vector.s == -1
    assert Direction.NE.vector == Hex(1, -1) and Direction.NE.vector.s == 0
    assert Direction.SE.vector == Hex(1, 0) and Direction.SE.vector.s == -1
    assert Direction.SW.vector == Hex(-1, 1) and Direction.SW.vector.s == 0
    assert Direction.NW.vector == Hex(-1, 0) and Direction.NW.vector.s == 1


def test_opposites_and_french() -> None:
    assert Direction.N.opposite is Direction.S
    assert Direction.NE.opposite is Direction.SW
    assert Direction.SE.opposite is Direction.NW
    for d in Direction:
        assert d.opposite.opposite is d
        assert d.vector + d.opposite.vector == Hex(0, 0)
    assert [d.french for d in Direction] == ["N", "NE", "SE", "S", "SO", "NO"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("N", Direction.N),
        ("ne", Direction.NE),
        (" Se ", Direction.SE),
        ("s", Direction.S),
        ("SW", Direction.SW),
        ("so", Direction.SW),
        ("NW", Direction.NW),
        ("No", Direction.NW),
        ("north", Direction.N),
        ("Nord", Direction.N),
        ("sud", Direction.S),
        ("north-east", Direction.NE),
        ("North East", Direction.NE),
        ("nord-est", Direction.NE),
        ("south_west", Direction.SW),
        ("sud-ouest", Direction.SW),
        ("nord-ouest", Direction.NW),
        ("northwest", Direction.NW),
    ],
)
def test_direction_parse(text: str, expected: Direction) -> None:
    assert Direction.parse(text) is expected


@pytest.mark.parametrize("text", ["X", "", "E", "W", "O", "est", "NNE", "N E S", "ſ"])
def test_direction_parse_rejects(text: str) -> None:
    with pytest.raises(DirectionError) as info:
        Direction.parse(text)
    assert str(info.value) == f"{text!r} is not a direction (use N, NE, SE, S, SW/SO or NW/NO)"
    assert isinstance(info.value, ValueError)


# --- labels ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("index", "letters"),
    [
        (0, "A"),
        (3, "D"),
        (25, "Z"),
        (26, "AA"),
        (27, "AB"),
        (51, "AZ"),
        (52, "BA"),
        (701, "ZZ"),
        (702, "AAA"),
    ],
)
def test_row_labels(index: int, letters: str) -> None:
    assert row_label(index) == letters
    assert parse_row(letters) == index
    assert parse_row(letters.lower()) == index


def test_format_label() -> None:
    assert format_label(0, 0) == "A01"
    assert format_label(1, 3) == "D02"
    assert format_label(8, 27) == "AB09"
    assert format_label(98, 0) == "A99"
    assert format_label(99, 0) == "A100"
    assert format_label(123, 702) == "AAA124"
    with pytest.raises(ValueError):
        format_label(-1, 0)
    with pytest.raises(ValueError):
        row_label(-1)


def test_labels_of_hexes() -> None:
    assert Hex(0, 0).label == "A01"
    assert Hex(1, 3).label == "D02"
    assert Hex.parse("D02") == Hex(1, 3)
    assert Hex.parse(" d02 ") == Hex(1, 3)
    assert Hex.parse("c03") == Hex(2, 1)
    assert Hex.parse("a100") == Hex.from_offset(99, 0)
    assert parse_label("ab10") == (9, 27)
    with pytest.raises(ValueError):
        _ = Hex(0, -1).label  # row -1: above the map


def test_label_error_message_quotes_the_text() -> None:
    with pytest.raises(LabelError) as info:
        Hex.parse("D0")
    assert str(info.value) == (
        "'D0' is not a hex label (expected row letters then a column number, like D02)"
    )


@pytest.mark.parametrize(
    "text",
    [
        *("D0", "D00", "D2", "D002", "A0100"),  # column 00, or not written as D02 / A100
        *("02D", "", "  ", "D", "02", "D-1", "D 02", "D02x", "D+2", "D02.5"),
        *("Ä01", "D٠٢"),  # letters and digits must be ASCII
    ],
)
def test_bad_labels_are_rejected(text: str) -> None:
    with pytest.raises(LabelError, match="is not a hex label"):
        parse_label(text)


@pytest.mark.parametrize("text", ["", "A1", "Ä", "A-B"])
def test_bad_rows_are_rejected(text: str) -> None:
    with pytest.raises(LabelError):
        parse_row(text)


@given(st.integers(0, 5000))
def test_row_label_round_trip(index: int) -> None:
    letters = row_label(index)
    assert letters.isascii() and letters.isalpha() and letters.isupper()
    assert parse_row(letters) == index


@given(st.integers(0, 2000), st.integers(0, 2000))
def test_label_round_trip(col: int, row: int) -> None:
    text = format_label(col, row)
    assert parse_label(text) == (col, row)
    assert parse_label(text.lower()) == (col, row)
    h = Hex.from_offset(col, row)
    assert h.label == text
    assert Hex.parse(text) == h


# --- fractional hexes and lines ---------------------------------------------------


def test_frac_hex_round_and_lerp() -> None:
    assert FracHex(0.5, 0.25).s == -0.75
    assert FracHex(0.1, 0.2).round() == Hex(0, 0)
    # (0.6, 0.3, -0.9) rounds to (1, 0, -1): its largest error is only 0.4.
    assert FracHex(0.6, 0.3).round() == Hex(1, 0)
    # (0.7, 0.6, -1.3): plain rounding gives (1, 1, -1), which does not sum to 0;
    # r has the largest error so it is rebuilt: (1, 0, -1), at hex distance 0.6,
    # closer than (0, 1, -1) or (1, 1, -2), both at 0.7.
    assert FracHex(0.7, 0.6).round() == Hex(1, 0)
    assert FracHex(0, 0).lerp(FracHex(2, -4), 0.25) == FracHex(0.5, -1.0)
    assert FracHex(1, 1).lerp(FracHex(3, 5), 1.0) == FracHex(3, 5)


@given(hexes, st.floats(-0.49, 0.49), st.floats(-0.49, 0.49))
def test_round_inside_a_hex_gives_that_hex(h: Hex, dq: float, dr: float) -> None:
    if abs(dq + dr) < 0.49:
        assert FracHex(h.q + dq, h.r + dr).round() == h


def test_line_along_a_direction() -> None:
    assert hex_line(Hex(0, 0), Hex(3, 0)) == [Hex(0, 0), Hex(1, 0), Hex(2, 0), Hex(3, 0)]
    assert [h.label for h in hex_line(Hex.parse("A01"), Hex.parse("E01"))] == [
        "A01",
        "B01",
        "C01",
        "D01",
        "E01",
    ]
    assert hex_line(Hex(4, 4), Hex(4, 4)) == [Hex(4, 4)]


def test_line_on_an_edge_takes_the_nudged_side() -> None:
    # A01 (0, 0) to A03 (2, -1): the midpoint (1, -0.5, -0.5) is on the edge between
    # A02 (1, 0) and the off-map (1, -1).  The nudge (+1e-6, +1e-6, -2e-6) makes s
    # the worst-rounded coordinate, so (1, 0) wins, in both directions.
    assert [h.label for h in hex_line(Hex.parse("A01"), Hex.parse("A03"))] == [
        "A01",
        "A02",
        "A03",
    ]
    assert hex_line(Hex(2, -1), Hex(0, 0)) == [Hex(2, -1), Hex(1, 0), Hex(0, 0)]


@given(hexes, hexes)
def test_line_properties(a: Hex, b: Hex) -> None:
    line = hex_line(a, b)
    assert len(line) == a.distance(b) + 1
    assert line[0] == a and line[-1] == b
    for i, h in enumerate(line):
        assert a.distance(h) == i
    for x, y in pairwise(line):
        assert x.distance(y) == 1


# --- rings, spirals, ranges ---------------------------------------------------------


def test_ring_radius_0_and_1() -> None:
    c = Hex.parse("C03")
    assert hex_ring(c, 0) == [c]
    assert hex_ring(c, 1) == list(c.neighbours())  # starts north, runs clockwise


def test_ring_radius_2_by_hand() -> None:
    assert hex_ring(Hex(0, 0), 2) == [
        Hex(0, -2),
        Hex(1, -2),
        Hex(2, -2),
        Hex(2, -1),
        Hex(2, 0),
        Hex(1, 1),
        Hex(0, 2),
        Hex(-1, 2),
        Hex(-2, 2),
        Hex(-2, 1),
        Hex(-2, 0),
        Hex(-1, -1),
    ]


@given(hexes, st.integers(0, 12))
def test_ring_properties(center: Hex, radius: int) -> None:
    ring = hex_ring(center, radius)
    assert len(ring) == max(1, 6 * radius)
    assert len(set(ring)) == len(ring)
    assert all(center.distance(h) == radius for h in ring)
    if radius > 0:  # a closed loop, each hex next to the following one
        for x, y in zip(ring, ring[1:] + ring[:1], strict=True):
            assert x.distance(y) == 1


def test_spiral_and_range() -> None:
    c = Hex(5, -2)
    assert hex_spiral(c, 0) == [c]
    assert hex_spiral(c, 1) == [c, *c.neighbours()]
    assert hex_range(c, 0) == [c]
    assert hex_range(c, 1) == sorted([c, *c.neighbours()])
    assert labels(hex_range(Hex.parse("D02"), 1)) == {
        "D02",
        "D01",
        "E01",
        "C02",
        "E02",
        "D03",
        "E03",
    }


@given(hexes, st.integers(0, 8))
def test_spiral_and_range_cover_the_same_disc(center: Hex, radius: int) -> None:
    disc = hex_range(center, radius)
    spiral = hex_spiral(center, radius)
    assert len(disc) == len(spiral) == 3 * radius * (radius + 1) + 1
    assert set(disc) == set(spiral)
    assert all(center.distance(h) <= radius for h in disc)
    assert [center.distance(h) for h in spiral] == sorted(center.distance(h) for h in spiral)


@pytest.mark.parametrize("fn", [hex_ring, hex_spiral, hex_range])
def test_negative_radius_is_an_error(fn: Callable[[Hex, int], list[Hex]]) -> None:
    with pytest.raises(ValueError):
        fn(Hex(0, 0), -1)


# --- grid size ----------------------------------------------------------------------


def test_grid_size_contains() -> None:
    grid = GridSize(3, 2)  # A01..B03
    for text in ["A01", "A02", "A03", "B01", "B02", "B03"]:
        assert grid.contains(Hex.parse(text))
        assert Hex.parse(text) in grid
    for text in ["C01", "A04", "C03", "B04"]:
        assert not grid.contains(Hex.parse(text))
    assert grid.contains(Hex(2, -1))  # A03
    assert not grid.contains(Hex(2, -2))  # row -1
    assert not grid.contains(Hex(-1, 1))  # column -1
    assert not grid.contains(Hex(1, 2))  # C02
    assert "A01" not in grid


def test_grid_size_hexes_in_label_order() -> None:
    grid = GridSize(3, 2)
    assert [h.label for h in grid.hexes()] == ["A01", "A02", "A03", "B01", "B02", "B03"]
    assert len(grid) == 6
    assert len(GridSize(0, 4)) == 0
    assert list(GridSize(0, 4).hexes()) == []
    with pytest.raises(ValueError):
        GridSize(-1, 3)


@given(
    st.integers(0, 12), st.integers(0, 12), st.builds(Hex, st.integers(-3, 14), st.integers(-9, 14))
)
def test_grid_size_contains_matches_offsets(cols: int, rows: int, h: Hex) -> None:
    grid = GridSize(cols, rows)
    col, row = h.to_offset()
    assert grid.contains(h) == (0 <= col < cols and 0 <= row < rows)
    all_hexes = list(grid.hexes())
    assert len(all_hexes) == len(set(all_hexes)) == len(grid) == cols * rows
    assert all(grid.contains(x) for x in all_hexes)
