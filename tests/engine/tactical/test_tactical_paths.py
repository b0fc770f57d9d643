"""A movement written as a path: read, checked step by step with each step's cost and
the running total, written back for the log, and refused with the one condition of
the sheet a step fails."""

from __future__ import annotations

import re

import pytest

from hexterm import i18n
from hexterm.engine.errors import IllegalOrderError, OrderSyntaxError
from hexterm.engine.hexgrid import GridSize, Hex
from hexterm.engine.tactical.board import Board, side_key
from hexterm.engine.tactical.classes import Ground, Placement, Side
from hexterm.engine.tactical.envelope import envelope
from hexterm.engine.tactical.movers import Mover, allocation
from hexterm.engine.tactical.paths import read_path, trace

C03, B03, B04, A04 = (Hex.parse(x) for x in ("C03", "B03", "B04", "A04"))
N = 0
BOARD = Board(GridSize(6, 6), {B04: Ground.ROUGH, Hex.parse("A05"): Ground.WATER},
              frozenset(), {side_key(B03, B04): Side.ROUGH})


def test_a_path_costs_step_by_step_and_is_written_back() -> None:
    foot = Mover("1", C03, N)
    done = trace(BOARD, foot, read_path("B03 → turn NE → B04"), allocation(foot, BOARD,
                                                                          extra=True))
    # clear 1; the first vertex 0; rough 1.5 + the rough side 0.5: 3 PMvt of 3
    assert [(cost, total) for _, cost, total in done.steps] == [(2, 2), (0, 2), (4, 6)]
    assert str(done) == "C03 → B03 (1) → turn NE (0) → B04 (2)"
    assert done.end == (B04, 1, Placement.GROUND)
    # the envelope knows a cheaper way there: turn NE at once, then B04 (rough 1.5; no
    # rough side between C03 and B04)
    assert envelope(BOARD, foot, 6).costs[done.end] == 3 < done.total


@pytest.mark.parametrize(("mover", "path", "said"), [
    (Mover("1", C03, N), "B03 → A03 → A04", "step 3: A04 is not in the front zone "
                                             "(facing N: NW, N, NE)"),
    (Mover("1", C03, N), "A03", "step 1: A03 is not next to C03"),
    (Mover("1", C03, N), "B03 → turn NE → B04",
     "step 3: B04 brings the movement to 3 PMvt, over the allocation of 2"),
    (Mover("S", C03, N), "B03 → turn NE → turn SE", "step 3: the unit has already "
                                                    "reoriented at B03"),
    (Mover("1", C03, N, formation=True), "turn NE", "step 1: a formation only turns about"),
    (Mover("S", Hex.parse("B05"), N), "A05", "step 1: mounted cannot enter water ground"),
    (Mover("C", C03, N), "B03", "step 1: engine enter clear ground only by a Mouvement "
                                "Minimal"),
    (Mover("1", C03, N), "place flight", "step 1: foot do not take the placement"),
])
def test_each_refusal_says_the_condition_it_fails(mover: Mover, path: str, said: str) -> None:
    with pytest.raises(IllegalOrderError, match=re.escape(said)):
        trace(BOARD, mover, read_path(path), allocation(mover, BOARD))


def test_enemies_and_placements() -> None:
    foot = Mover("1", C03, N)
    with pytest.raises(IllegalOrderError, match="step 1: B03 is held by the enemy"):
        trace(BOARD, foot, read_path("B03"), 4, enemies={B03})
    flier = Mover("V", C03, N, Placement.GROUND)
    done = trace(BOARD, flier, read_path("place close-flight → turn NE → B04"), 8)
    # a placement step 1 PMvt, the reorientation with it free, a hex in flight 1 PMvt
    # whatever the ground (B04 is rough)
    assert [cost for _, cost, _ in done.steps] == [2, 0, 2]
    assert done.end == (B04, 1, Placement.CLOSE_FLIGHT)


def test_unreadable_steps() -> None:
    with pytest.raises(OrderSyntaxError, match="step 2: 'jump' is not a hex"):
        read_path("B03 → jump B04")
    with pytest.raises(OrderSyntaxError, match="step 2: turn names what it goes to"):
        read_path("B03 turn")
    assert [str(s) for s in read_path("b03, turn so, place close-flight")] == [
        "B03", "turn SW", "place close-flight"]


def test_a_hex_holds_ten_stacking_points_at_most() -> None:
    from hexterm.engine.tactical.movers import Stack

    troop = Mover("LL", C03, N, stacking=2)
    with pytest.raises(IllegalOrderError, match="step 1: B03 would hold 11 stacking "
                                                "points, more than 10"):
        trace(BOARD, troop, read_path("B03"), 6, friends={B03: Stack(9)})
    assert trace(BOARD, troop, read_path("B03"), 6, friends={B03: Stack(8)}).total == 1
    with pytest.raises(IllegalOrderError, match="step 1: the units at B03 do not let "
                                                "another join them"):
        trace(BOARD, troop, read_path("B03"), 6, friends={B03: Stack(4, joinable=False)})


@pytest.mark.parametrize("written", [
    "B03 B04 turn NE B05",  # spaces
    "B03,B04,turn NE,B05",  # commas
    "B03->B04->turn NE->B05",  # arrows as typed
    "B03 → B04 → turn NE → B05",  # arrows as the log writes them
    "B03, B04 -> turn NE B05",  # mixed
    " B03 ,B04->  turn NE,  B05 ",  # mixed, spaces around or not
])
def test_steps_are_separated_by_spaces_commas_or_arrows(written: str) -> None:
    assert [str(s) for s in read_path(written)] == ["B03", "B04", "turn NE", "B05"]


@pytest.mark.parametrize(("written", "step", "odd"), [
    ("B03; B04", 1, ";"),
    ("B03 / B04", 2, "/"),
    ("B03 - B04", 2, "-"),
    ("B03-B04", 1, "-"),
    ("B03 => B04", 2, "="),
    ("B03 > B04", 2, ">"),
    ("B03|B04", 1, "|"),
])
def test_other_separators_are_refused_in_one_sentence(written: str, step: int, odd: str
                                                      ) -> None:
    """The sentence names the character and the step, and shows the separators taken."""
    with pytest.raises(OrderSyntaxError) as caught:
        read_path(written)
    said = str(caught.value)
    assert said == (f"step {step}: {odd!r} does not separate the steps of a path: write "
                    "spaces, commas or -> between them, as in B03 -> B04, turn NE B05")
    assert "\n" not in said and said.count(". ") == 0  # one sentence
    i18n.set_language("fr")
    try:
        french = i18n.error_said(caught.value)
    finally:
        i18n.set_language("en")
    assert french.startswith(f"étape {step} : «\u00a0{odd}\u00a0» ne sépare pas")
    assert "between" not in french


@pytest.mark.parametrize(("board", "mover", "path", "budget", "french"), [
    (Board(GridSize(6, 6), {Hex.parse("B03"): Ground.WATER}), Mover("S", Hex.parse("C03"), 0),
     "B03", 6, "étape 1 : cavalerie : pas d'entrée en terrain eau"),
    (Board(GridSize(6, 6)), Mover("1", Hex.parse("C03"), 0), "B04 → A04 → A05", 4,
     "étape 3 : A05 porte le mouvement à 3 PMvt, au-delà de l'allocation de 2"),
])
def test_a_path_refused_is_said_in_french_from_its_message(
        board: Board, mover: Mover, path: str, budget: int, french: str) -> None:
    """The step, the class and the ground are words of the catalogue, in French too."""
    with pytest.raises(IllegalOrderError) as caught:
        trace(board, mover, read_path(path), budget)
    i18n.set_language("fr")
    try:
        assert i18n.error_said(caught.value) == french
    finally:
        i18n.set_language("en")
