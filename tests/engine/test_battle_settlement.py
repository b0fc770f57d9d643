"""The one settlement of a battle's entries (`battle.settlement`, issue 25: "Campaign
battles in one place"), for every campaign: the organiser's entry alone, else every
side's alike, an entry left to the dice helper agreeing with any; how the result was
made (`Source`, the one notion of it, and its words in the log)."""

from __future__ import annotations

from hexterm.engine.battle import (
    BattleResult,
    Entry,
    Settlement,
    Side,
    Source,
    UnitResult,
    differing,
    settlement,
)
from hexterm.engine.steps import ORGANISER


def fight(winner: int | None = 0, left: int = 3) -> BattleResult:
    return BattleResult("ford", (Side(("alice",), (UnitResult("spears", 8, left),), True),
                                 Side(("bob",), (UnitResult("axes", 6, 2),))), winner)


def test_an_entry_left_to_the_dice_helper_agrees_with_any() -> None:
    mine = fight()
    assert settlement([Entry(mine, "alice"), Entry(None, "bob", Source.HELPER)]) == \
        Settlement(mine, Source.TABLE)
    assert settlement([Entry(None, "alice", Source.HELPER),
                       Entry(None, "bob", Source.HELPER)]) == Settlement(None, Source.HELPER)


def test_the_result_is_from_the_board_when_every_entry_typed_is() -> None:
    board = [Entry(fight(), "alice", Source.BOARD), Entry(fight(), "bob", Source.BOARD)]
    assert settlement(board).source is Source.BOARD
    assert settlement([board[0], Entry(None, "bob", Source.HELPER)]).source is Source.BOARD
    assert settlement([board[0], Entry(fight(), "bob")]).source is Source.TABLE


def test_entries_that_differ_settle_nothing_and_say_what_differs() -> None:
    mine, yours = fight(left=3), fight(winner=None, left=5)
    found = settlement([Entry(mine, "alice"), Entry(yours, "bob", Source.BOARD)])
    assert found.result is None
    assert list(found.differing) == differing([("alice", mine), ("bob", yours)])
    assert [d.field for d in found.differing] == ["winner", "left"]


def test_the_organiser_settles_alone_even_leaving_it_to_the_helper() -> None:
    typed = [Entry(fight(), "alice"), Entry(fight(winner=1), "bob")]
    assert settlement([*typed, Entry(fight(winner=None), ORGANISER, Source.BOARD)]) == \
        Settlement(fight(winner=None), Source.BOARD)
    assert settlement([*typed, Entry(None, ORGANISER, Source.HELPER)]) == \
        Settlement(None, Source.HELPER)


def test_a_side_that_has_not_entered_it_keeps_it_waiting() -> None:
    assert settlement([Entry(fight(), "alice")]) == Settlement(None, Source.TABLE)


def test_the_logs_words_for_how_a_result_was_made() -> None:
    # the words both campaigns' logs have always said (tests/cases/saga, medfan)
    assert Source.TABLE.said("the tactical board") == "entered at the table"
    assert Source.BOARD.said("the tactical board") == "from the tactical board"
    assert Source.HELPER.said("the tactical board") == "drawn by the dice helper"
