"""A campaign battle whose two entries differ, as the players meet it on their screens:
at one keyboard (Med-Fan) and each at their own terminal (SAGA, `play --as`), both are
told what differs with their names (never "side 1"), on their own battle screen, at
once, and each finds their own earlier entry in the box to edit; the losses' prompt
shows an example with a unit's figures before the battle; Med-Fan's army prompt says a
cost is a figure's, and its after-battle step asks the loser to name nothing."""

from __future__ import annotations

import asyncio
from pathlib import Path

from textual.widgets import Static, TextArea

from hexterm.app import HextermApp
from hexterm.engine import game as games
from hexterm.save import savegame
from hexterm.screens.medfan.play import MedfanScreen
from hexterm.screens.saga.play import SagaScreen
from hexterm.screens.shared.handoff import HandOffScreen
from hexterm.screens.shared.waiting import WaitingScreen
from hexterm.table import Submission, Table
from tests.engine.test_battle_entry import saga_battle
from tests.helpers.medfan_world import advance_to, build_campaign
from tests.helpers.waits import settled, until

ALICE_MEDFAN = "winner alice\nleft bob Goblins 10\n"
BOB_MEDFAN = "winner alice\nlost bob Goblins 5\n"
ALICE_SAGA = "winner alice\nleft Rollo warriors1 3\n"
BOB_SAGA = "winner bob\n"


def shown(app: HextermApp, widget: str) -> str:
    return str(app.screen.query_one(widget, Static).render())


def panel(app: HextermApp) -> str:
    """The differing entries' panel of the screen, "" when it is hidden."""
    found = app.screen.query("#differing-entries")
    return str(found.first(Static).render()) if found and found.first().display else ""


def saga_at_battle(path: Path) -> None:
    """alice's Ragnar attacks bob's Rollo (16 warriors and his lord) at C."""
    savegame.save(path, saga_battle())


def test_at_one_keyboard_both_players_are_told_and_edit_their_entry(tmp_path: Path) -> None:
    save = tmp_path / "medfan.hexsave"
    build_campaign(save)
    advance_to(save, "battle")

    async def go() -> None:
        app = HextermApp(tmp_path, save)
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, MedfanScreen), "the battle")
            assert app.screen.seat == "alice" and panel(app) == ""
            # The prompt: both words, and bob's Goblins as they start the battle (12): a
            # third lost is 4, so 8 left.
            help_text = shown(app, "#medfan-step")
            assert "left SEAT UNIT N (the figures left) or lost SEAT UNIT N" in help_text
            assert "alice's Spearmen, 10 figures before the battle: left alice Spearmen 7 " \
                   "or lost alice Spearmen 3 (the same)" in " ".join(help_text.split())
            for seat, entry in (("alice", ALICE_MEDFAN), ("bob", BOB_MEDFAN)):
                await until(pilot, lambda s=seat: isinstance(app.screen, MedfanScreen)
                            and app.screen.seat == s, f"{seat}'s battle screen")
                app.screen.query_one(TextArea).text = entry
                await until(pilot, lambda: "The rules accept it" in shown(app, "#step-problem"),
                            "the check")
                await pilot.press("ctrl+s")
                await settled(pilot)
            # The entries differ: nothing is applied, the battle comes back to alice.
            await until(pilot, lambda: isinstance(app.screen, MedfanScreen)
                        and app.screen.seat == "alice" and panel(app) != "", "the panel")
            said = " ".join(panel(app).split())
            # bob's 5 lost of 12 is 7 left
            assert "The entries differ: nothing is applied. Agree and enter it again." \
                in said
            assert "alice entered 10 figures left of 12 in bob's Goblins, bob entered 7" \
                in said and "side 1" not in said
            assert app.screen.query_one(TextArea).text == ALICE_MEDFAN
            assert "Your earlier entry is in the box below" in said
            # alice agrees with bob: she edits her entry and gives it; bob is told too.
            app.screen.query_one(TextArea).text = BOB_MEDFAN
            await until(pilot, lambda: "The rules accept it" in shown(app, "#step-problem"),
                        "the check")
            await pilot.press("ctrl+s")
            await settled(pilot)
            await until(pilot, lambda: isinstance(app.screen, MedfanScreen)
                        and app.screen.seat == "bob", "bob's battle screen")
            assert "alice entered 10 figures left of 12 in bob's Goblins, bob entered 7" \
                in " ".join(panel(app).split())
            assert app.screen.query_one(TextArea).text == BOB_MEDFAN
            await pilot.press("ctrl+s")
            await settled(pilot)
            await until(pilot, lambda: savegame.load(save).step.key == "after", "agreed")

    asyncio.run(go())
    game = savegame.load(save)
    assert game.state.eliminated["bob"] == {"Goblins": 5}


def test_each_at_their_own_terminal_is_told_at_once(tmp_path: Path) -> None:
    save = tmp_path / "saga.hexsave"
    saga_at_battle(save)

    async def alice() -> None:
        app = HextermApp(tmp_path, save, "alice")
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, HandOffScreen), "the hand-off")
            await pilot.click("#go")
            await until(pilot, lambda: isinstance(app.screen, SagaScreen), "the battle")
            help_text = " ".join(shown(app, "#saga-step").split())
            # The first unit of more than one figure, the defender's first: Rollo's
            # warriors1, 16 figures; a third lost is 5, so 11 left.
            assert "left BAND UNIT N (the figures left) or lost BAND UNIT N" in help_text
            assert "Rollo's warriors1, 16 figures before the battle: left Rollo " \
                   "warriors1 11 or lost Rollo warriors1 5" in help_text
            app.screen.query_one(TextArea).text = ALICE_SAGA
            await until(pilot, lambda: "The rules accept it" in shown(app, "#step-problem"),
                        "the check")
            await pilot.press("ctrl+s")
            await until(pilot, lambda: isinstance(app.screen, WaitingScreen), "waiting")
            # bob gives his entry from his own terminal: it differs. The battle, a part of
            # the SAGA's battle step (every battle open at once), opens again.
            assert Table(save, resolve_on_last=True).submit("bob", BOB_SAGA) \
                is Submission.PART
            await until(pilot, lambda: isinstance(app.screen, SagaScreen)
                        and panel(app) != "", "alice told at once")
            said = " ".join(panel(app).split())
            assert "alice entered alice as the winner, bob entered bob as the winner" in said
            assert "alice entered 3 figures left of 16 in Rollo's warriors1, bob entered 16" \
                in said and "side 1" not in said
            assert app.screen.query_one(TextArea).text == ALICE_SAGA

    async def bob() -> None:
        app = HextermApp(tmp_path, save, "bob")
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, HandOffScreen), "the hand-off")
            await pilot.click("#go")
            await until(pilot, lambda: isinstance(app.screen, SagaScreen), "the battle")
            said = " ".join(panel(app).split())
            assert "alice entered 3 figures left of 16 in Rollo's warriors1, bob entered 16" \
                in said
            assert app.screen.query_one(TextArea).text == BOB_SAGA

    asyncio.run(alice())
    asyncio.run(bob())


def test_the_army_prompt_says_a_cost_is_a_figures(tmp_path: Path) -> None:
    save = tmp_path / "medfan.hexsave"
    build_campaign(save, army=True)

    async def go() -> None:
        app = HextermApp(tmp_path, save)
        async with app.run_test(size=(100, 40)) as pilot:
            await pilot.press("enter")  # past the hand-off: the armies are sealed
            await until(pilot, lambda: isinstance(app.screen, MedfanScreen), "the army")
            said = " ".join(shown(app, "#medfan-step").split())
            assert "COST being the # of one figure (Spearmen 10 8: 10 figures at 8 # " \
                   "each, 80 #)" in said
            # 10 spearmen at 8 # each and a hero of 120 #: 200 #, of 500
            app.screen.query_one(TextArea).text = "Aldric 1 120 general\nSpearmen 10 8\n"
            await until(pilot, lambda: "This army costs 200 #" in shown(app, "#medfan-step"),
                        "the cost")

    asyncio.run(go())


def test_the_loser_is_not_asked_to_name_a_territory(tmp_path: Path) -> None:
    save = tmp_path / "medfan.hexsave"
    build_campaign(save)
    advance_to(save, "after")  # alice wins her Pillage: neither finds a territory

    async def go() -> None:
        app = HextermApp(tmp_path, save)
        async with app.run_test(size=(100, 40)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, MedfanScreen), "alice's step")
            app.screen.query_one(TextArea).text = "dice 2 4 6\ntarget 7"
            await until(pilot, lambda: "The rules accept it" in shown(app, "#step-problem"),
                        "the check")
            await pilot.press("ctrl+s")
            await settled(pilot)
            await until(pilot, lambda: isinstance(app.screen, MedfanScreen)
                        and app.screen.seat == "bob", "bob's step")
            said = shown(app, "#medfan-step")
            assert "4. You find no territory after this battle." in said
            assert "name N NAME" not in said
            # bob lost Grak and 5 goblins: 6 dice at most, a seventh is refused
            app.screen.query_one(TextArea).text = "dice 1 1 1 1 1 1 1"
            await until(pilot, lambda: "7 survival dice for 6 figures of bob eliminated"
                        in shown(app, "#step-problem"), "the refusal")
            app.screen.query_one(TextArea).text = "name 3 Marais"
            await until(pilot, lambda: "bob finds no territory after this battle"
                        in shown(app, "#step-problem"), "the refusal")

    asyncio.run(go())


def test_the_log_says_the_differing_entries_in_the_players_language() -> None:
    from hexterm import i18n
    from hexterm.screens.medfan.reports import event_text as medfan_text
    from hexterm.screens.saga.reports import event_text as saga_text
    from tests.engine.test_battle_entry import medfan_at, saga_battle

    medfan = medfan_at("battle")
    medfan = games.submit_orders(medfan, "alice", ALICE_MEDFAN)
    medfan = games.resolve(games.submit_orders(medfan, "bob", BOB_MEDFAN))
    saga = saga_battle()
    saga = games.submit_orders(saga, "alice", ALICE_SAGA)
    saga = games.resolve(games.submit_orders(saga, "bob", BOB_SAGA))
    i18n.set_language("fr")
    try:
        assert "alice a saisi 10 figurines restantes sur 12 dans Goblins de bob, bob en a " \
               "saisi 7" in medfan_text(medfan.log[-1])
        assert "alice a saisi alice comme vainqueur, bob a saisi bob comme vainqueur" \
            in saga_text(saga.log[-1], saga)
    finally:
        i18n.set_language("en")
