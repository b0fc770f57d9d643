"""The Med-Fan campaign's screens at work: the after-battle wizard reading each survival
die as it is typed, the shop's bill with the Tavern's reduced price, the territory sheet
and the armies over the step, the wide layout, the after-battle input given through the
screen, and a log that says every event of bot campaigns in English and in French."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.widgets import Static, TextArea

from hexterm import catalogues, i18n
from hexterm.app import HextermApp
from hexterm.catalogues import text_of
from hexterm.engine.errors import HextermError
from hexterm.save import savegame
from hexterm.screens.medfan.panels import step_help
from hexterm.screens.medfan.play import MedfanScreen
from hexterm.screens.medfan.reports import DONE, GAINS, SAID, event_text
from hexterm.screens.medfan.sheets import RosterScreen, TerritorySheet
from tests.helpers.medfan_world import advance_to, build_campaign
from tests.helpers.waits import until
from tests.test_properties_medfan import Spec, play


def shown(app: HextermApp, widget: str) -> str:
    return str(app.screen.query_one(widget, Static).render())


def at(tmp_path: Path, step: str, turns: int = 1) -> Path:
    save = tmp_path / "medfan.hexsave"
    build_campaign(save)
    advance_to(save, step, turns=turns)
    return save


def test_the_after_battle_wizard_reads_each_die_as_it_is_typed(tmp_path: Path) -> None:
    save = at(tmp_path, "after")

    async def go() -> None:
        app = HextermApp(tmp_path, save)
        async with app.run_test(size=(100, 40)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, MedfanScreen), "the step")
            assert app.screen.seat == "alice"
            said = shown(app, "#medfan-step")
            # alice's healer Mira stands: 1-2 ready, 3-4 misses, 5-6 dead; bob lost Grak
            # (45 #) and 5 goblins (7 #): 10 % of 80, rounded up.
            assert "+8 #" in said and "with the healer: 1–2 ready, 3–4 misses" in said
            assert said.count("Spearmen: rolled by the program") == 3
            assert "target N, one of 2, 5, 7, 10" in said  # her Pillage won
            app.screen.query_one(TextArea).text = "dice 2 4 6 1\ntarget 7"
            await until(pilot, lambda: "Spearmen 6: dead" in shown(app, "#medfan-step"),
                        "the dice read")
            said = shown(app, "#medfan-step")
            assert "Spearmen 2: ready" in said and "Spearmen 4: misses the next battle" in said
            assert "1 dice too many" in said
            app.screen.query_one(TextArea).text = "dice 2 4 6\ntarget 7"
            await until(pilot, lambda: "The rules accept it" in shown(app, "#step-problem"),
                        "the check")
            await pilot.press("ctrl+s")
            await until(pilot, lambda: "alice" in savegame.load(save).orders, "given")
            await until(pilot, lambda: isinstance(app.screen, MedfanScreen)
                        and app.screen.seat == "bob", "bob's side")
            # bob's side: no healer stands (he has none) but the House of Healers
            assert "with the House of Healers: 1–2 ready, 3–4 misses" in shown(
                app, "#medfan-step")

    asyncio.run(go())


def test_the_shop_bills_with_the_tavern_and_the_sheets_open_over_the_step(
        tmp_path: Path) -> None:
    save = at(tmp_path, "spending")

    async def go() -> None:
        app = HextermApp(tmp_path, save)
        async with app.run_test(size=(160, 48)) as pilot:
            await pilot.press("enter")  # past the hand-off: the spending is sealed
            await until(pilot, lambda: isinstance(app.screen, MedfanScreen), "the shop")
            assert app.screen.has_class("wide")
            # alice holds the Tavern: a healer at 61 # costs 31 (50 % off, rounded up),
            # and 2 archers at 11 # full price: 53 of her 236 #.
            app.screen.query_one(TextArea).text = "Brother 1 61 healer\nArchers 2 11\n"
            await until(pilot, lambda: "This costs 53 #" in shown(app, "#medfan-step"),
                        "the bill")
            assert "(troops 22, heroes 31, upgrades 0), halved: heroes; 183 # stay." in shown(
                app, "#medfan-step")
            await pilot.press("ctrl+t")
            await until(pilot, lambda: isinstance(app.screen, TerritorySheet), "the sheet")
            assert "Territory 1: Lac d'argent" in shown(app, "#sheet-text")
            await pilot.press("down", "down", "down", "down", "down", "down")
            await until(pilot, lambda: "Territory 7" in shown(app, "#sheet-text"), "the 7th")
            text = shown(app, "#sheet-text")
            assert "Held by: alice" in text and "Unusable this turn (pillaged)" in text
            await pilot.press("escape")
            await pilot.press("ctrl+o")
            await until(pilot, lambda: isinstance(app.screen, RosterScreen), "the armies")
            text = shown(app, "#roster-text")
            # survival: Spearmen 2 ready, 4 misses, 5 dead: 9 left, one missing
            assert "Spearmen: 9 × 8 # · 1 missing the next battle" in text
            assert "Goblins: 8 × 7 #" in text
            await pilot.press("escape")
            await until(pilot, lambda: isinstance(app.screen, MedfanScreen), "back")
            assert app.screen.query_one(TextArea).text.startswith("Brother")

    asyncio.run(go())


def test_a_narrow_terminal_stacks_the_step_over_the_overview(tmp_path: Path) -> None:
    save = at(tmp_path, "battle")

    async def go() -> None:
        app = HextermApp(tmp_path, save)
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, MedfanScreen), "the step")
            assert not app.screen.has_class("wide")
            assert "alice (Pillage): Aldric 1, Mira 1, Spearmen 10" in shown(
                app, "#medfan-step")

    asyncio.run(go())


def test_every_event_of_bot_campaigns_is_said_in_both_languages() -> None:
    keys: set[str] = set()
    kinds: set[str] = set()
    for players, seed in ((2, 1), (4, 2), (6, 3), (3, 11)):
        last = play(Spec(players, seed, seed % 2 == 1, 6))[-1]
        for event in (e for e in last.log if e.key.startswith("medfan.")):
            keys.add(event.key)
            kinds.add(str(event.args.get("how", "")))
            assert event.key in SAID or event.key in ("medfan.objective-done", "medfan.gain")
            english = event_text(event)
            assert "{" not in english and english
            i18n.set_language("fr")
            try:
                assert event_text(event) != english
            finally:
                i18n.set_language("en")
    assert {"medfan.army", "medfan.pairing", "medfan.objective", "medfan.result",
            "medfan.after", "medfan.gain", "medfan.objective-done"} <= keys
    assert {"yields", "expansion"} <= kinds
    templates = [*SAID.values(), *DONE.values(), *GAINS.values()]
    assert all(catalogues.translated(template, "fr") for template in templates)


TYPED = {
    "pairing": "battle alice bob\nscenario 4\nlength rolled\n",
    "objectives": "objective 5\n",
    "battle": "winner alice\nlost alice Spearmen 3\nlost bob Goblins 5\nturns 6\n",
    "after": "dice 2 4 5 6 1\ntarget 7\nname 3 Forêt\nfifth academy\n",
    "spending": "Archers 5 11\nBrom 1 60 hero\nupgrade Spearmen 2 3 20\n"
                "upgrade Brom life 4 30\nupgrade Ghost melee 3 20\n[[unit]]\n",
}


@pytest.mark.parametrize("step", TYPED)
def test_every_prefix_typed_gets_an_answer_not_a_crash(step: str, tmp_path: Path) -> None:
    """Each key of an input being typed, half-written names and numbers included (an
    upgrade of "Spe" before "Spearmen"), gives the step's text with its preview."""
    game = savegame.load(at(tmp_path, step))
    rules, seat = game.rules, game.step.seats[0]
    view = rules.view(game.state, game.seat(seat))
    text = TYPED[step]
    for end in range(len(text) + 1):
        try:
            value = rules.read_input(game.state, game.seat(seat), game.step, text[:end],
                                     check=False)
        except HextermError:
            value = None
        said = step_help(game.state, step, view, seat, value)
        assert "Write" in said, (step, text[:end])


def test_every_engine_word_the_screens_show_has_its_french() -> None:
    from hexterm.engine.medfan import tables, views
    from hexterm.engine.medfan.turn import TITLES

    shown = [*views.DOES.values(), *views.OBJECTIVE_DOES.values(), views.ROLLED_LENGTH,
             *tables.BATTLE_RULES.values(), *tables.BATTLES.values(),
             *(c.name for c in tables.CAPABILITIES.values()),
             *tables.OBJECTIVE_NAMES.values(), *TITLES.values(), *tables.UPGRADES.values()]
    same = {"Casino", "Exploitation", "Expansion", "Invasion", "Raid", "Pillage",
            "Destruction", "Sabotage", "mental"}  # the same word in French
    assert [w for w in shown if text_of(w, "fr") in (None, w) and w not in same] == []
    assert len(tables.BATTLE_RULES) == len(tables.BATTLES) == 12


def test_a_restored_draft_is_said_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    save = at(tmp_path, "after")
    said: list[str] = []

    async def go(typing: bool) -> None:
        app = HextermApp(tmp_path, save)
        monkeypatch.setattr(app, "notify", lambda message, **_: said.append(str(message)))
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, MedfanScreen), "the step")
            screen = app.screen
            assert isinstance(screen, MedfanScreen)
            if typing:
                await pilot.press(*"dice 2")
                await until(pilot, lambda: screen.draft == "dice 2", "the draft")
            else:
                await until(pilot, lambda: screen.query_one(TextArea).text == "dice 2",
                            "the draft restored")
                await pilot.pause()

    asyncio.run(go(True))
    assert not said
    asyncio.run(go(False))
    assert said == ["Your unsent orders were restored."]


def test_the_army_screen_says_what_a_unique_territory_halves() -> None:
    """The first army is halved by the player's first territory (reading M17): the
    Tavern halves the heroes, so a hero of 151 # costs 76 and 10 goblins at 7 # 70."""
    from hexterm.engine import game as games
    from hexterm.engine.medfan.inputs import Army
    from hexterm.engine.medfan.roster import read_roster
    from hexterm.engine.seats import Seat

    scenario = {"phase": "army", "treasuries": {"alice": 150, "bob": 150}, "territory": [
        {"name": "Auberge", "capability": "tavern", "owner": "alice"},
        {"name": "Bois", "capability": "exploitation", "owner": "bob"}]}
    game = games.new_game("medfan", scenario, [Seat("alice", "Elves"), Seat("bob", "Orcs")], 1)
    view = game.rules.view(game.state, game.seat("alice"))
    army = Army(read_roster("Grak 1 151 general\nGoblins 10 7\n"))
    said = step_help(game.state, "army", view, "alice", army)
    assert "This army costs 146 #; 4 # stay in the treasury." in said
    assert "Halved by your territories: heroes." in said
    plain = step_help(game.state, "army", game.rules.view(game.state, game.seat("bob")),
                      "bob", army)
    assert "This army costs 221 #: 71 # too many." in plain and "Halved" not in plain


def test_the_shop_says_the_council_teaches_the_mage_three_more_spells() -> None:
    """With the Council of Archmages won after the army, the shop tells the player that
    the mage may learn three more spells, and how to write it (reading M19)."""
    from hexterm.engine import game as games
    from hexterm.engine.seats import Seat

    scenario = {"phase": "pairing", "treasuries": {"alice": 10, "bob": 10},
                "armies": {"alice": "Maelis 1 90 mage spell=Feu\n", "bob": "Grak 1 60 mage "
                           "spell=Ombre\n"}, "territory": [
                    {"name": "Tour", "capability": "archmage-council", "owner": "alice"},
                    {"name": "Bois", "capability": "exploitation", "owner": "bob"}]}
    game = games.new_game("medfan", scenario, [Seat("alice", "Elves"), Seat("bob", "Orcs")], 1)
    said = step_help(game.state, "spending", game.rules.view(game.state, game.seat("alice")),
                     "alice", None)
    assert ("Your mage Maelis may learn three more spells (the Council of Archmages): "
            "spells Maelis A,B,C") in said
    bob = step_help(game.state, "spending", game.rules.view(game.state, game.seat("bob")),
                    "bob", None)
    assert "may learn three more spells" not in bob


def test_the_shop_of_a_player_joining_with_the_generous_option_shows_both_tries() -> None:
    """A joiner keeps one of the first territory's two tries at the spending where the
    army is bought (reading M21): the shop shows both, as the army's screen does."""
    from hexterm.engine import game as games
    from hexterm.engine import game_seats
    from hexterm.engine.seats import Seat

    game = games.new_game("medfan", {"generous": "yes"}, [Seat("alice", "Elves", bot=True),
                                                          Seat("bob", "Orcs", bot=True)], 4)
    game = game_seats.join_seat(games.resolve(game), Seat("carol", "Dwarves"))
    view = game.rules.view(game.state, game.seat("carol"))
    said = step_help(game.state, "spending", view, "carol", None)
    assert "keep 1: your first territory as" in said and "keep 2: your first territory as" in said
    alice = step_help(game.state, "spending", game.rules.view(game.state, game.seat("alice")),
                      "alice", None)
    assert "keep 1" not in alice
