"""The new-game form's game options: a Novlémia game made with the turns and the victory
score the players chose, and a number out of range said in one sentence."""

from __future__ import annotations

import asyncio
from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import Input, Select

from hexterm.save import savegame
from hexterm.screens.shared.new_game import NewGameScreen
from hexterm.widgets.game_options import GameOptions
from tests.helpers.waits import until
from tests.screens.test_new_game import ScreenApp, saves  # noqa: F401 (fixture)


async def _choose(pilot: Pilot[None], turns: str, victory: str) -> None:
    screen = pilot.app.screen
    assert isinstance(screen, NewGameScreen)
    screen.query_one("#ruleset", Select).value = "novlemia"
    options = screen.query_one(GameOptions)
    # The fields are mounted once the form has handled the change of ruleset.
    await until(pilot, lambda: "victory" in options.fields
                and all(f.is_mounted for f in options.fields.values()),
                "the Novlémia options' fields")
    field = options.fields["turns"]
    assert isinstance(field, Input) and field.value == "24"  # the built-in world's turns
    field.value = turns
    choice = options.fields["victory"]
    assert isinstance(choice, Select) and choice.value == "cells"
    choice.value = victory


def test_a_novlemia_game_with_the_turns_and_victory_chosen(saves: Path) -> None:  # noqa: F811
    async def go() -> None:
        app = ScreenApp(lambda: NewGameScreen(saves, seed=5))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await _choose(pilot, "10", "cities")
            await pilot.pause()
            await pilot.press("ctrl+s")
            await pilot.pause()
        assert isinstance(app.result, Path)
        game = savegame.load(app.result)
        data = game.rules.view(game.state, None)
        assert (game.ruleset, data["turns"], data["victory"]) == ("novlemia", 10, "cities")

    asyncio.run(go())


def test_turns_out_of_range_are_one_sentence_and_nothing_is_written(
        saves: Path) -> None:  # noqa: F811
    async def go() -> None:
        app = ScreenApp(lambda: NewGameScreen(saves, seed=5))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await _choose(pilot, "0", "production")
            await pilot.press("ctrl+s")
            await pilot.pause()
            shown = app.screen.query_one(GameOptions).query(".field-error").last()
            assert "Turns must be a whole number from 1 to 999." in str(shown.render())
        assert list(saves.glob("*.hexsave")) == []

    asyncio.run(go())
