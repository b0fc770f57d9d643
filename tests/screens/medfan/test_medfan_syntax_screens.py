"""The Med-Fan steps say the syntax the rules read, reached from `hexterm`'s title (Load
game, the save): the pairing names the organiser's `agree SEAT UNIT` (readings M23) and
refuses it from a player; the shop names an upgrade by a named ability (`upgrade Aldric
melee lance 20`, M22), shows a unit the players agreed on, and accepts for it a second
upgrade of one characteristic past 5, billed at the Labyrinth of Trials' half price; in
English and in French."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.widgets import ListView, Static, TextArea

from hexterm import i18n
from hexterm.app import HextermApp
from hexterm.engine import game as games
from hexterm.engine.seats import Seat
from hexterm.engine.steps import ORGANISER
from hexterm.save import savegame
from hexterm.screens.medfan.play import MedfanScreen
from hexterm.screens.shared.handoff import HandOffScreen
from hexterm.screens.shared.title import LoadScreen, TitleScreen
from tests.helpers.medfan_world import SCENARIO, SEATS
from tests.helpers.waits import until

# What the screens say, in each language (the words a player reads).
SAID = {
    "en": {"agree": "agree SEAT UNIT, in the organiser's entry of this step",
           "refused": "only the organiser records an agreement between players",
           "ability": "upgrade Aldric melee lance 20",
           "agreed": "Aldric 1 × 120 # · agreed: past the limits",
           "accepted": "The rules accept it",
           "bill": "This costs 25 # (troops 0, heroes 0, upgrades 25)",
           "pairing": "battle alice bob\nagree alice Aldric",
           "upgrades": "upgrade Aldric melee lance 20\nupgrade Aldric melee 6 30\n"},
    "fr": {"agree": "accord JOUEUR UNITÉ, dans la saisie de l'organisateur à cette étape",
           "refused": "seul l'organisateur enregistre un accord entre joueurs",
           "ability": "amélioration Aldric mêlée lance 20",
           "agreed": "Aldric 1 × 120 # · accord : au-delà des limites",
           "accepted": "Les règles l'acceptent",
           "bill": "Cela coûte 25 # (troupes 0, héros 0, améliorations 25)",
           "pairing": "bataille alice bob\naccord alice Aldric",
           "upgrades": "amélioration Aldric mêlée lance 20\nAMÉLIORATION Aldric Melee 6 30\n"},
}
# The shop's campaign: alice holds the Labyrinth of Trials (heroes' upgrades at half
# price) in place of the Tavern; the organiser records that the players agreed on Aldric.
LABYRINTH = {**SCENARIO, "territory": [
    {**t, "capability": "labyrinth"} if t.get("capability") == "tavern" else t
    for t in SCENARIO["territory"]]}
PLAYED = {
    "objectives": {"alice": "objective 2", "bob": "objective 1"},
    "battle": {s: "winner alice\nlost bob Goblins 5\n" for s in ("alice", "bob")},
    "after": {"alice": "", "bob": ""},
}


def shown(app: HextermApp, widget: str) -> str:
    return str(app.screen.query_one(widget, Static).render())


def at_the_shop(folder: Path) -> Path:
    """The campaign at its first spending, Aldric agreed by the organiser."""
    game = games.new_game("medfan", LABYRINTH, [Seat(n, f) for n, f in SEATS], 7)
    game = games.submit_orders(game, ORGANISER,
                               "battle alice bob\nscenario 4\nlength 6\nagree alice Aldric\n")
    game = games.resolve(game)
    while game.step.key != "spending":
        for name in game.step.seats:
            game = games.submit_orders(game, name, PLAYED[game.step.key].get(name, ""))
        game = games.resolve(game)
    assert game.state.player("alice").agreed == ("Aldric",)
    path = folder / "shop.hexsave"
    savegame.save(path, game)
    return path


async def from_the_title(app: HextermApp, pilot: object) -> None:
    """Load game, the one save, past a hand-off if the step is sealed: the step."""
    await until(pilot, lambda: isinstance(app.screen, TitleScreen), "the title")
    app.screen.query_one("#load").press()
    await until(pilot, lambda: isinstance(app.screen, LoadScreen), "Load game")
    app.screen.query_one("#saves", ListView).action_select_cursor()
    await until(pilot, lambda: isinstance(app.screen, HandOffScreen | MedfanScreen),
                "the game")
    if isinstance(app.screen, HandOffScreen):
        await pilot.click("#go")  # type: ignore[attr-defined]
    await until(pilot, lambda: isinstance(app.screen, MedfanScreen), "the step")


@pytest.mark.parametrize("speak", ["en", "fr"], indirect=True)
def test_the_pairing_says_the_organisers_agreement(tmp_path: Path, speak: None) -> None:
    save = tmp_path / "pairing.hexsave"
    savegame.save(save, games.new_game("medfan", SCENARIO, [Seat(n, f) for n, f in SEATS], 7))
    said = SAID[i18n.language()]

    async def go() -> None:
        app = HextermApp(tmp_path)
        async with app.run_test(size=(100, 40)) as pilot:
            await from_the_title(app, pilot)
            assert app.screen.seat == "alice"  # type: ignore[attr-defined]  # challenger
            assert said["agree"] in shown(app, "#medfan-step")
            app.screen.query_one(TextArea).text = said["pairing"]  # the player's words
            await until(pilot, lambda: said["refused"] in shown(app, "#step-problem"),
                        "the refusal")

    asyncio.run(go())


@pytest.mark.parametrize("speak", ["en", "fr"], indirect=True)
def test_the_shop_says_a_named_ability_and_the_agreement(tmp_path: Path, speak: None) -> None:
    save = at_the_shop(tmp_path)
    said = SAID[i18n.language()]

    async def go() -> None:
        app = HextermApp(tmp_path)
        async with app.run_test(size=(100, 40)) as pilot:
            await from_the_title(app, pilot)
            assert app.screen.seat == "alice"  # type: ignore[attr-defined]
            step = shown(app, "#medfan-step")
            assert said["ability"] in step and said["agreed"] in step
            # Aldric's melee twice (a lance, then 6): past one a characteristic and past
            # 5, as the players agreed; 20 + 30 # of a hero's upgrades, halved: 25 #.
            app.screen.query_one(TextArea).text = said["upgrades"]  # the player's words
            await until(pilot, lambda: said["bill"] in shown(app, "#medfan-step"), "the bill")
            assert said["accepted"] in shown(app, "#step-problem")
            await pilot.press("ctrl+s")
            await until(pilot, lambda: "alice" in savegame.load(save).orders, "given")
            # the save keeps the canonical words, whatever the language typed
            assert savegame.load(save).orders["alice"] == (
                "upgrade Aldric melee lance 20\nupgrade Aldric melee 6 30\n")

    asyncio.run(go())


def test_the_organisers_pairing_asks_for_the_agreement() -> None:
    """The organiser's entry of the pairing (the step's `organiser`) says how to write the
    agreement, which the organiser alone may give (M23)."""
    from hexterm.screens.medfan.panels import step_help

    game = games.new_game("medfan", SCENARIO, [Seat(n, f) for n, f in SEATS], 7)
    said = step_help(game.state, "pairing", game.rules.view(game.state, None), None, None)
    assert ("agree SEAT UNIT: the players agree that unit's upgrades may pass the limits "
            "(agree bob Grak)") in said
    assert "in the organiser's entry of this step" not in said
