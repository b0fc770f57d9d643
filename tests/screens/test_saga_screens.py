"""The SAGA campaign's screens at work: a declaration given through the screen, the
bell when it becomes a player's go, and reports that say every event of a campaign in
English and in French from its key."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from hexterm import i18n
from hexterm.app import HextermApp
from hexterm.locale_fr import FRENCH
from hexterm.save import savegame
from hexterm.screens.saga.play import SagaScreen
from hexterm.screens.saga.reports import SAID, SagaReportsScreen, event_text
from tests.helpers.waits import until
from tests.screens.saga_world import advance_to, build_campaign
from tests.test_properties_saga import Spec, play


def test_a_declaration_given_on_the_screen_and_the_bell_of_ones_go(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch
                                                                   ) -> None:
    save = tmp_path / "saga.hexsave"
    build_campaign(save)
    game = advance_to(save, "declare")
    speaker = game.step.seats[0]
    bells: list[str] = []

    async def go() -> None:
        app = HextermApp(tmp_path, save)
        monkeypatch.setattr(app, "bell", lambda: bells.append(speaker))
        async with app.run_test(size=(100, 40)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, SagaScreen), "the step screen")
            assert app.screen.seat == speaker and bells == [speaker]
            app.screen.query_one("TextArea").text = "pass"
            await until(pilot, lambda: "The rules accept it" in str(
                app.screen.query_one("#step-problem").render()), "the check")
            await pilot.press("ctrl+s")
            await until(pilot, lambda: savegame.load(save).orders == {} and any(
                e.key == "saga.pass" and e.args["seat"] == speaker
                for e in savegame.load(save).log), "the pass resolved")
            await until(pilot, lambda: isinstance(app.screen, SagaScreen)
                        and app.screen.seat != speaker, "the next speaker")
            await pilot.press("ctrl+r")
            await until(pilot, lambda: isinstance(app.screen, SagaReportsScreen), "reports")
            text = str(app.screen.query_one("#report").render())
            assert f"{speaker} passes" in text and "The bids:" in text

    asyncio.run(go())


def test_every_event_of_a_campaign_is_said_in_both_languages() -> None:
    keys = set()
    for players in (2, 4, 6):
        last = play(Spec(players, players, tuple(n % 2 == 1 for n in range(players))))[-1]
        events = [e for e in last.log if e.key.startswith("saga.")]
        keys |= {e.key for e in events}
        for event in events:
            assert event.key in SAID, f"no report line for {event.key}"
            english = event_text(event)
            assert "{" not in english and english
            i18n.set_language("fr")
            try:
                assert event_text(event) != english or not any(c.isalpha() for c in english)
            finally:
                i18n.set_language("en")
    assert {"saga.bids", "saga.move", "saga.result", "saga.income"} <= keys
    assert all(template in FRENCH for template in SAID.values())


def test_the_first_turn_shows_the_3d6_of_the_initiative_and_the_pp() -> None:
    from hexterm.engine import game as games
    from hexterm.engine.seats import Seat
    from hexterm.screens.saga.panels import step_help
    from hexterm.worlds import load_scenario

    scenario, _ = load_scenario("saga", None)
    game = games.new_game("saga", scenario, [Seat("alice", "Vikings"), Seat("bob", "Normans")], 3)
    view = game.rules.view(game.state, game.seat("alice"))
    said = step_help(game, view, "alice")
    rolls = "; ".join(f"{seat} {', '.join(map(str, r))}" for seat, r in game.state.rolls)
    assert f"by 3d6 (the tied rolling again): {rolls}" in said
    assert "You have 18 PP; your villages: Varn." in said  # 3 starting armies of 6 PP
