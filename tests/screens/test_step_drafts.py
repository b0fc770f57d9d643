"""A draft belongs to the step it was written for (issue 24): in a SAGA turn each step
(the preparation, every declaration…) has its own input, so bob's unsent preparation
comes back after he quits, in the preparation only, and never in his declaration box.

The draft is kept on disk with the game, the turn and the step of the turn it was
written for (`hexterm.save.drafts`); a screen keeps writing under the step it opened
at, so a key that arrives after the step resolved does not file its text under the
next one."""

from __future__ import annotations

import asyncio
from pathlib import Path

from textual.widgets import TextArea

from hexterm.app import HextermApp
from hexterm.engine import game as games
from hexterm.engine.dice import SeededDice
from hexterm.save import drafts, savegame
from hexterm.screens.saga.play import SagaScreen
from hexterm.screens.shared.handoff import HandOffScreen
from hexterm.table import Table
from tests.helpers.saga_world import advance_to, build_campaign
from tests.helpers.waits import until

PREPARATION = "recruit nothing yet, bob's preparation\n"


def to_bobs_declaration(path: Path) -> None:
    """Play on (each awaited seat giving what its bot would, straight into the save:
    bob's draft stays on disk as if his input had come from elsewhere) to a declaration
    that awaits bob."""
    game = advance_to(path, "declare")
    while not (game.step.key == "declare" and game.step.seats == ("bob",)):
        step = game.step
        for name in step.seats:
            value = game.rules.bot_input(game.state, game.seat(name), step,
                                         SeededDice(game.seed, "test", name))
            game = games.submit_orders(game, name, game.rules.format_input(step, value))
        game = games.resolve(game)
        assert game.turn == 3, "bob never declared in turn 3"
    savegame.save(path, game)


def test_a_draft_comes_back_in_its_own_step_only(tmp_path: Path) -> None:
    save = tmp_path / "saga.hexsave"
    build_campaign(save)
    at_prepare = advance_to(save, "prepare")
    prepare = (at_prepare.turn, at_prepare.steps_done)
    Table(save).keep_draft("bob", PREPARATION)
    assert Table(save).kept_draft("bob") == PREPARATION  # quitting: back in its step
    to_bobs_declaration(save)
    later = Table(save)
    assert later.game.turn == prepare[0] and later.step_at() != prepare
    assert later.kept_draft("bob") is None  # the same turn, another step
    # a key typed on the preparation's screen after it resolved stays the preparation's
    later.keep_draft("bob", PREPARATION + "late\n", at=prepare)
    assert later.kept_draft("bob") is None
    assert drafts.kept(save, later.game.game_id, prepare[0], "bob",
                       prepare[1]) == PREPARATION + "late\n"


def bobs_text(app: HextermApp) -> str:
    return app.screen.query_one(TextArea).text


def test_bobs_preparation_is_restored_after_quitting_and_not_in_his_declaration(
        tmp_path: Path) -> None:
    """bob, at his own terminal (`hexterm play SAVE --as bob`), types his preparation and
    quits; opened again, the preparation is in his box ("Your unsent orders were
    restored"); once the turn reached his declaration, his declaration box is empty."""
    save = tmp_path / "saga.hexsave"
    build_campaign(save)
    advance_to(save, "prepare")

    async def bob_plays(type_text: str | None) -> str:
        app = HextermApp(tmp_path, save, "bob")
        async with app.run_test(size=(100, 40)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, HandOffScreen), "the hand-off")
            await pilot.click("#go")
            await until(pilot, lambda: isinstance(app.screen, SagaScreen)
                        and app.screen.seat == "bob", "bob's step screen")
            found = bobs_text(app)
            if type_text is not None:
                app.screen.query_one(TextArea).text = type_text
                await until(pilot, lambda: Table(save).kept_draft("bob") == type_text,
                            "the draft on disk")
            await pilot.press("ctrl+q")
        return found

    assert asyncio.run(bob_plays(PREPARATION)) == ""
    assert asyncio.run(bob_plays(None)) == PREPARATION  # quitting kept it, in its step
    to_bobs_declaration(save)
    assert savegame.load(save).step.key == "declare"
    assert asyncio.run(bob_plays(None)) == ""  # not in the next step


def test_at_one_keyboard_the_preparation_given_does_not_come_back_in_the_declaration(
        tmp_path: Path) -> None:
    """The players at one keyboard give their preparations on the screens (bob's with
    his own text); when bob's declaration comes, his box is empty."""
    save = tmp_path / "saga.hexsave"
    build_campaign(save)
    game = advance_to(save, "prepare")
    given: dict[str, str] = {}
    for name in game.step.seats:
        value = game.rules.bot_input(game.state, game.seat(name), game.step,
                                     SeededDice(game.seed, "test", name))
        given[name] = game.rules.format_input(game.step, value)

    async def prepare() -> None:
        app = HextermApp(tmp_path, save)
        async with app.run_test(size=(100, 40)) as pilot:
            for name in game.step.seats:
                await until(pilot, lambda n=name: isinstance(app.screen, HandOffScreen)
                            or (isinstance(app.screen, SagaScreen)
                                and app.screen.seat == n), f"{name}'s go")
                if isinstance(app.screen, HandOffScreen):
                    await pilot.click("#go")
                await until(pilot, lambda n=name: isinstance(app.screen, SagaScreen)
                            and app.screen.seat == n, f"{name}'s step screen")
                app.screen.query_one(TextArea).text = given[name]
                await until(pilot, lambda: "The rules accept it" in str(
                    app.screen.query_one("#step-problem").render()), "the check")
                await pilot.press("ctrl+s")
            await until(pilot, lambda: savegame.load(save).step.key != "prepare",
                        "the preparation resolved")
            await pilot.press("ctrl+q")

    asyncio.run(prepare())
    to_bobs_declaration(save)
    assert Table(save).kept_draft("bob") is None
