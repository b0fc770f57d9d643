"""A seat's saved input shown again in the player's words (issue 27): the save keeps the
English words, a French player gets back the French ones (SAGA's: bande, à, recruter,
guerriers, levées), which the rules read as the same input; an English player gets the
English ones. Through the waiting screen's `w` (the input taken back into the box) and
the draft a step screen starts from."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
from textual.widgets import TextArea

from hexterm import i18n
from hexterm.app import HextermApp
from hexterm.engine import game as games
from hexterm.save import savegame
from hexterm.screens.saga.play import SagaScreen
from hexterm.screens.shared.drafting import starting_draft
from hexterm.screens.shared.handoff import HandOffScreen
from hexterm.screens.shared.waiting import WaitingScreen
from hexterm.table import Table
from tests.helpers.waits import until
from tests.screens.saga.test_saga_screens import hand_set

GIVEN = "band Leif at Varn\nrecruit Leif warriors 2\nrecruit Leif levies 2\n"
FRENCH = "bande Leif à Varn\nrecruter Leif guerriers 2\nrecruter Leif levées 2\n"


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def given(tmp_path: Path) -> Path:
    """The hand-set SAGA campaign at its preparation, alice's input given."""
    save = hand_set(tmp_path / "saga.hexsave")
    game = games.submit_orders(savegame.load(save), "alice", GIVEN)
    assert game.orders["alice"] == GIVEN  # kept in the English words
    savegame.save(save, game)
    return save


@pytest.mark.parametrize(("lang", "back"), [("fr", FRENCH), ("en", GIVEN)])
def test_an_input_taken_back_comes_back_in_the_players_words(tmp_path: Path, lang: str,
                                                            back: str) -> None:
    save = given(tmp_path)
    i18n.set_language(lang)

    async def go() -> None:
        app = HextermApp(tmp_path, save, "alice")
        async with app.run_test(size=(100, 40)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, HandOffScreen), "the hand-off")
            await pilot.press("enter")
            await until(pilot, lambda: isinstance(app.screen, WaitingScreen), "waiting")
            await pilot.press("w")
            await until(pilot, lambda: isinstance(app.screen, SagaScreen), "the step again")
            box = app.screen.query_one(TextArea)
            await until(pilot, lambda: box.text == back, "the input in the player's words")
            accepted = i18n.t("The rules accept it: ctrl+s gives it.")
            await until(pilot, lambda: accepted in str(
                app.screen.query_one("#step-problem").render()), "the rules accept it")
            await pilot.press("ctrl+s")
            await until(pilot, lambda: savegame.load(save).orders.get("alice") == GIVEN,
                        "given again, the same English input kept")

    asyncio.run(go())


def test_a_step_screen_starts_from_the_given_input_in_the_players_words(
        tmp_path: Path) -> None:
    table = Table(given(tmp_path))
    i18n.set_language("fr")
    assert starting_draft(table, "alice") == (FRENCH, False)
    i18n.set_language("en")
    assert starting_draft(table, "alice") == (GIVEN, False)

