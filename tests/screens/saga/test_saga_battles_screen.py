"""Every battle of a SAGA turn open at once, on the screens (docs/rules/saga.md S34): a
player in two battles at their own terminal sees both, each with whom it awaits,
writes which one an entry is for with ctrl+n (``at TERRAIN``), gives one and finds the
other still asked of them, gives it after another player resolved the first (not
stale), then waits with each open battle and whom it awaits listed; a village's player
mustering its reserve on the screen before the result (S35, S36); pictures of both
screens in both languages at both sizes. The campaign is `saga_world`'s: at turn 3's
battles, Cromlech (carol, bob) and the Pyramid (carol, alice) are open."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets import Static, TextArea

from hexterm import i18n
from hexterm.app import HextermApp
from hexterm.save import savegame
from hexterm.screens.saga.play import SagaScreen
from hexterm.screens.shared.waiting import WaitingScreen
from hexterm.table import Table
from tests.engine.saga.test_battles_at_once import at_battles as case_at_battles
from tests.helpers.pictures import EVERY_LANGUAGE_AND_SIZE
from tests.helpers.saga_world import advance_to, build_campaign
from tests.helpers.waits import until


def at_battles(tmp_path: Path) -> Path:
    save = tmp_path / "saga.hexsave"
    build_campaign(save)
    game = advance_to(save, "battle")
    assert [(p.key, p.seats) for p in game.step.parts] == [
        ("Cromlech", ("carol", "bob")), ("Pyramid", ("carol", "alice"))]
    return save


async def past_hand_off(pilot: Pilot[None], app: HextermApp,
                        kind: type[Screen[Any]] = SagaScreen) -> Screen[Any]:
    """Past the seat's hand-off, if one is shown, to its screen of `kind`."""
    await until(pilot, lambda: isinstance(app.screen, kind)
                or bool(app.screen.query("#go")), "the hand-off")
    if not isinstance(app.screen, kind):
        await pilot.press("enter")
    await until(pilot, lambda: isinstance(app.screen, kind), "the seat's screen")
    return app.screen


async def carols_screen(pilot: Pilot[None], app: HextermApp) -> SagaScreen:
    """Past carol's hand-off at her own terminal, to her battle screen."""
    screen = await past_hand_off(pilot, app)
    assert isinstance(screen, SagaScreen)
    return screen


def test_a_player_in_two_battles_enters_each_in_any_order(tmp_path: Path) -> None:
    save = at_battles(tmp_path)

    async def go() -> None:
        app = HextermApp(tmp_path, save, "carol")
        async with app.run_test(size=(100, 40)) as pilot:
            screen = await carols_screen(pilot, app)
            said = str(screen.query_one("#saga-step", Static).render())
            assert "Battle at Cromlech · awaited: bob, carol" in said
            assert "Battle at Pyramid · awaited: alice, carol" in said
            assert "You may enter 2 battles (Cromlech, Pyramid), in any order" in said
            area = screen.query_one(TextArea)
            await pilot.press("ctrl+n")
            assert area.text == "at Cromlech\n"
            await pilot.press("ctrl+n")  # the next: the Pyramid, marked ›
            assert area.text == "at Pyramid\n"
            await until(pilot, lambda: "› Battle at Pyramid" in str(
                screen.query_one("#saga-step", Static).render()), "the Pyramid marked")
            area.text = "at Pyramid\nwinner carol"
            await until(pilot, lambda: "The rules accept it" in str(
                screen.query_one("#step-problem", Static).render()), "the check")
            await pilot.press("ctrl+s")
            # Cromlech is still asked of her: her screen opens again, not the waiting one.
            await until(pilot, lambda: isinstance(app.screen, SagaScreen)
                        and app.screen is not screen, "her screen again")
            assert savegame.load(save).orders == {"carol": "at Pyramid\nwinner carol\n"}
            # Meanwhile alice, at her terminal, gives the Pyramid: it is resolved.
            Table(save, resolve_on_last=True).submit("alice", "winner carol")
            assert [b.terrain for b in savegame.load(save).state.battles] == ["Cromlech"]
            again = app.screen
            assert isinstance(again, SagaScreen)
            again.query_one(TextArea).text = "at Cromlech\nwinner bob"
            await until(pilot, lambda: "The rules accept it" in str(
                again.query_one("#step-problem", Static).render()), "the check")
            await pilot.press("ctrl+s")  # not stale: the step is the same
            await until(pilot, lambda: isinstance(app.screen, WaitingScreen), "waiting")
            assert savegame.load(save).orders == {"carol": "at Cromlech\nwinner bob\n"}
            status = str(app.screen.query_one("#waiting-status", Static).render())
            assert status == "Battle at Cromlech · awaited: bob"

    asyncio.run(go())


def test_in_french_ctrl_n_writes_the_french_word_the_inputs_read(tmp_path: Path) -> None:
    # The French SAGA inputs read « à TERRAIN » as « at TERRAIN » (synonyms: à → at):
    # ctrl+n writes the French word, replaces an English line as well, and the entry
    # given is saved in the canonical English words.
    save = at_battles(tmp_path)

    async def go() -> None:
        app = HextermApp(tmp_path, save, "carol")
        async with app.run_test(size=(100, 40)) as pilot:
            screen = await carols_screen(pilot, app)
            area = screen.query_one(TextArea)
            await pilot.press("ctrl+n")
            assert area.text == "à Cromlech\n"
            area.text = "at Cromlech\nvainqueur carol"
            await pilot.press("ctrl+n")  # an English first line replaced too
            assert area.text == "à Pyramid\nvainqueur carol"
            await until(pilot, lambda: "› Combat à Pyramid" in str(
                screen.query_one("#saga-step", Static).render()), "the Pyramid marked")
            await until(pilot, lambda: "Les règles l'acceptent" in str(
                screen.query_one("#step-problem", Static).render()), "the check")
            await pilot.press("ctrl+s")
            await until(pilot, lambda: savegame.load(save).orders == {
                "carol": "at Pyramid\nwinner carol\n"}, "the entry given, in English words")

    i18n.set_language("fr")
    try:
        asyncio.run(go())
    finally:
        i18n.set_language("en")


@EVERY_LANGUAGE_AND_SIZE
def test_saga_battles_open_at_once_picture(speak: None, size: tuple[int, int],
                                           tmp_path: Path, snap_compare: Any) -> None:
    save = at_battles(tmp_path)

    async def written(pilot: Pilot[None]) -> None:
        app = pilot.app
        assert isinstance(app, HextermApp)
        await carols_screen(pilot, app)
        await pilot.press("ctrl+n", "ctrl+n")
        await pilot.pause()

    assert snap_compare(HextermApp(save.parent, save, "carol"), terminal_size=size,
                        run_before=written)


def mustering(tmp_path: Path) -> Path:
    """reserve_chosen.toml at its battle: bob's reserve at C (7 points) musters first."""
    save = tmp_path / "saga.hexsave"
    savegame.save(save, case_at_battles("reserve_chosen.toml"))
    return save


def test_the_reserve_mustered_on_the_screen_then_the_result(tmp_path: Path) -> None:
    save = mustering(tmp_path)

    async def go() -> None:
        app = HextermApp(tmp_path, save, "bob")
        async with app.run_test(size=(100, 40)) as pilot:
            await until(pilot, lambda: bool(app.screen.query("#go")), "the hand-off")
            await pilot.press("enter")
            await until(pilot, lambda: isinstance(app.screen, SagaScreen), "bob's screen")
            screen = app.screen
            said = str(screen.query_one("#saga-step", Static).render())
            assert "› Muster at C · awaited: bob" in said
            assert "Reserve at C: warriors1 16/16, warriors2 16/16, levies1 24/24, " \
                   "hearthguards1 4/4" in said
            screen.query_one(TextArea).text = "reserve warriors1 hearthguards1"
            await until(pilot, lambda: "3 points: 4 to 10 defend" in str(
                screen.query_one("#step-problem", Static).render()), "the refusal")
            screen.query_one(TextArea).text = "reserve warriors1 levies1"
            await until(pilot, lambda: "The rules accept it" in str(
                screen.query_one("#step-problem", Static).render()), "the check")
            await pilot.press("ctrl+s")
            await until(pilot, lambda: isinstance(app.screen, SagaScreen)
                        and app.screen is not screen, "the result asked")
            said = str(app.screen.query_one("#saga-step", Static).render())
            assert "› Battle at C · awaited: alice, bob" in said
            assert "bob · reserve: warriors1 16, levies1 24" in said

    asyncio.run(go())


@EVERY_LANGUAGE_AND_SIZE
def test_saga_muster_picture(speak: None, size: tuple[int, int], tmp_path: Path,
                             snap_compare: Any) -> None:
    save = mustering(tmp_path)

    async def shown(pilot: Pilot[None]) -> None:
        await until(pilot, lambda: bool(pilot.app.screen.query("#go")), "the hand-off")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(pilot.app.screen, SagaScreen), "the muster")
        await pilot.pause()

    assert snap_compare(HextermApp(save.parent, save, "bob"), terminal_size=size,
                        run_before=shown)


def test_w_takes_back_the_last_battle_entry_and_keeps_the_other(tmp_path: Path) -> None:
    """carol gave both her battles and waits; `w` takes back her last entry (Cromlech)
    to edit it, her entry for the Pyramid still given."""
    save = at_battles(tmp_path)
    table = Table(save, resolve_on_last=True)
    table.submit("carol", "at Pyramid\nwinner carol")
    table.submit("carol", "at Cromlech\nwinner bob")

    async def go() -> None:
        app = HextermApp(tmp_path, save, "carol")
        async with app.run_test(size=(100, 40)) as pilot:
            await past_hand_off(pilot, app, WaitingScreen)
            await pilot.press("w")
            await until(pilot, lambda: isinstance(app.screen, SagaScreen), "her screen")
            assert isinstance(app.screen, SagaScreen)
            assert app.screen.query_one(TextArea).text == "at Cromlech\nwinner bob\n"
            assert savegame.load(save).orders == {"carol": "at Pyramid\nwinner carol\n"}

    asyncio.run(go())


def test_the_bell_when_a_battles_result_newly_awaits_at_ones_own_terminal(
        tmp_path: Path) -> None:
    """Served: alice, at her terminal, waits while bob musters his reserve at C; once
    bob's muster is done the result awaits her too: her screen opens with the bell,
    once (the screen opened again for the same part rings no more)."""
    save = mustering(tmp_path)

    async def go() -> None:
        app = HextermApp(tmp_path, save, "alice")
        bells: list[object] = []
        app.bell = lambda: bells.append(app.screen)  # type: ignore[method-assign]
        async with app.run_test(size=(100, 40)) as pilot:
            await until(pilot, lambda: bool(app.screen.query("#go")), "the hand-off")
            await pilot.press("enter")
            await until(pilot, lambda: isinstance(app.screen, WaitingScreen), "waiting")
            assert bells == []
            Table(save, resolve_on_last=True).submit("bob", "reserve warriors1 levies1")
            await until(pilot, lambda: isinstance(app.screen, SagaScreen), "her screen")
            assert bells == [app.screen]
            assert app.screen.newly_awaited() is False  # called to this part already

    asyncio.run(go())


def test_the_bell_when_a_battles_result_newly_awaits_at_one_keyboard(tmp_path: Path) -> None:
    """Hot-seat: bob's screen rings for his muster, and again for the result that
    awaits him after it; alice's rings for the result, which awaited her only then."""
    save = mustering(tmp_path)

    async def go() -> None:
        app = HextermApp(tmp_path, save)
        bells: list[str] = []

        def bell() -> None:
            screen = app.screen
            bells.append(screen.seat if isinstance(screen, SagaScreen) else "?")
        app.bell = bell  # type: ignore[method-assign]
        async with app.run_test(size=(100, 40)) as pilot:
            screen = await past_hand_off(pilot, app)
            assert isinstance(screen, SagaScreen) and screen.seat == "bob"
            assert bells == ["bob"]
            screen.query_one(TextArea).text = "reserve warriors1 levies1"
            await until(pilot, lambda: "The rules accept it" in str(
                screen.query_one("#step-problem", Static).render()), "the check")
            await pilot.press("ctrl+s")
            await until(pilot, lambda: len(bells) == 2, "the next bell")
            first = app.screen
            assert isinstance(first, SagaScreen) and bells == ["bob", first.seat]
            first.query_one(TextArea).text = "winner bob"
            await until(pilot, lambda: "The rules accept it" in str(
                first.query_one("#step-problem", Static).render()), "the check")
            await pilot.press("ctrl+s")
            await until(pilot, lambda: len(bells) == 3, "the other's bell")
            assert sorted(bells[1:]) == ["alice", "bob"]  # the result called each once

    asyncio.run(go())
