"""The SAGA campaign's screens at work: a declaration given through the screen, the
bell when it becomes a player's go, and reports that say every event of a campaign in
English and in French from its key; at 80×24, every part of the step's screen reached
with page down under a hint, the players' numbers, the band in hand's reachable
terrains, whole band labels and an input box that grows with its lines; an engaged
band's move refused on the screen in both languages."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path
from typing import cast

import pytest
from textual.pilot import Pilot
from textual.widgets import TextArea

from hexterm import i18n
from hexterm.app import HextermApp
from hexterm.save import savegame
from hexterm.screens.saga.play import SagaScreen
from hexterm.screens.saga.reports import SagaReportsScreen, event_text
from tests.helpers.saga_world import advance_to, build_campaign
from tests.helpers.waits import until
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
            assert f"{speaker} passes" in text and "the bids:" in text  # as the save keeps them

    asyncio.run(go())


def test_every_event_of_a_campaign_is_said_in_both_languages() -> None:
    keys = set()
    for players in (2, 4, 6):
        last = play(Spec(players, players, tuple(n % 2 == 1 for n in range(players))))[-1]
        events = [e for e in last.log if e.key.startswith("saga.")]
        keys |= {e.key for e in events}
        for event in events:
            english = event_text(event, last)
            assert english == event.text  # in English, what the save keeps
            i18n.set_language("fr")
            try:
                french = event_text(event, last)
            finally:
                i18n.set_language("en")
            assert "{" not in french and (french != english
                                          or not any(c.isalpha() for c in english)), french
    assert {"saga.bids", "saga.move", "saga.result", "saga.income"} <= keys


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


# --- The screen at 80×24 ----------------------------------------------------------
# A campaign set by hand on the built-in map (2 players: at most 2 villages and 7 lords
# each, the rulebook's "Nombre de joueurs" table), alice with the initiative.
#   alice: 7 PP; villages Varn (a tower, normal) and Harrow (prestigious); holds Kvern
#          (a mill, developed) and Ask (a grove, normal); Ragnar at Kvern, warriors of
#          4 and 2 points (6), Sigurd at Ask, hearthguards 3, levies 2, warriors 2 (7);
#          levies of 1 point wait in the reserve at Varn (no band: no upkeep).
#   bob:   3 PP; village Rask (a tower); holds Dunes (developed) and Ouri (an oasis,
#          normal); Rollo at Dunes and William at Ouri, 6 points each.
HAND_SET = {
    "initiative": ["bob", "alice"], "pp": {"alice": 7, "bob": 3},
    "owners": {"Kvern": "alice", "Ask": "alice", "Dunes": "bob", "Ouri": "bob"},
    "village": [{"terrain": "Varn", "seat": "alice", "reserve": {"levies": [1]}},
                {"terrain": "Harrow", "seat": "alice"},
                {"terrain": "Rask", "seat": "bob"}],
    "band": [{"name": "Ragnar", "seat": "alice", "terrain": "Kvern",
              "units": {"warriors": [4, 2]}},
             {"name": "Sigurd", "seat": "alice", "terrain": "Ask",
              "units": {"hearthguards": [3], "levies": [2], "warriors": [2]}},
             {"name": "Rollo", "seat": "bob", "terrain": "Dunes",
              "units": {"warriors": [2], "hearthguards": [2], "levies": [2]}},
             {"name": "William", "seat": "bob", "terrain": "Ouri",
              "units": {"levies": [4, 2]}}],
}


def hand_set(path: Path, declare: bool = False, **more: object) -> Path:
    """The campaign set by hand, at its preparation (or, `declare`, at the declarations
    once both prepared nothing), written to `path`."""
    from hexterm.engine import game as games
    from hexterm.engine.seats import Seat
    from hexterm.worlds import load_scenario

    scenario, _ = load_scenario("saga", None)
    game = games.new_game("saga", {**scenario, **HAND_SET, **more},
                          [Seat("alice", "Vikings"), Seat("bob", "Normans")], 7)
    if declare:
        for seat in game.step.seats:
            game = games.submit_orders(game, seat, "")
        game = games.resolve(game)
        assert game.step.key == "declare"
    savegame.save(path, game)
    return path


def shown(app: HextermApp) -> str:
    """The text on the terminal, line by line."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


async def saga_screen(pilot: Pilot[None], app: HextermApp) -> SagaScreen:
    """Past the hand-off (a sealed step) to the step's screen, laid out."""
    await until(pilot, lambda: isinstance(app.screen, SagaScreen) or "Pass the keyboard"
                in shown(app), "the hand-off or the step")
    if not isinstance(app.screen, SagaScreen):
        await pilot.press("enter")
    await until(pilot, lambda: isinstance(app.screen, SagaScreen)
                and bool(str(app.screen.query_one("#saga-more").render())), "the step")
    assert isinstance(app.screen, SagaScreen)
    return app.screen


def test_the_players_numbers_are_the_rulebooks(tmp_path: Path) -> None:
    from rich.console import Console

    from hexterm.screens.saga.panels import players

    game = savegame.load(hand_set(tmp_path / "saga.hexsave"))
    console = Console(width=80, record=True, color_system=None)
    console.print(players(game.rules.view(game.state, game.seat("alice"))))
    rows = {line.split()[0]: line.split() for line in console.export_text().splitlines()
            if line.strip()}
    # Income (Les PP): a normal terrain 1, a developed 2, a prestigious none (S4), a
    # village 1 more. alice: Varn 1 + Ask 1 + Kvern 2 + Harrow 0, 2 villages: 6.
    # Upkeep (L'entretien): 6 + 7 = 13 points, over 12: 2 PP.
    assert rows["alice"][:7] == ["alice", "7", "+6", "−2", "(13)", "2/2", "2/7"]
    # bob: Rask 1 + Ouri 1 + Dunes 2, 1 village: 5. 6 + 6 = 12 points, at the threshold
    # of 12 (S3): 2 PP.
    assert rows["bob"][:7] == ["bob", "3", "+5", "−2", "(12)", "1/2", "2/7"]
    assert " ".join(rows["alice"][7:]) == "Ragnar 6 Kvern, Sigurd 7 Ask"


def test_the_preparation_names_every_unit_with_its_figures(tmp_path: Path) -> None:
    from hexterm.screens.saga.panels import step_help

    game = savegame.load(hand_set(tmp_path / "saga.hexsave"))
    said = step_help(game, game.rules.view(game.state, game.seat("alice")), "alice")
    # A point is 4 hearthguards, 8 warriors or 12 levies (docs/rules/saga.md, Points).
    assert "Ragnar (6 points) at Kvern: warriors1 32/32, warriors2 16/16" in said
    assert "Sigurd (7 points) at Ask: hearthguards1 12/12, levies1 24/24, warriors1 16/16" \
        in said
    assert "Reserve at Varn: levies1 12/12" in said and "Rollo" not in said


def test_at_80x24_every_part_is_reached_with_page_down_and_a_hint(tmp_path: Path) -> None:
    save = hand_set(tmp_path / "saga.hexsave")
    game = savegame.load(save)
    terrains = {name for name, *_ in game.rules.view(game.state, None)["terrains"]}

    async def go() -> None:
        app = HextermApp(tmp_path, save)
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await saga_screen(pilot, app)
            seen = [shown(app)]
            assert "▼ pgdn: the map, the legend, the players' PP" in seen[0]
            panels = screen.query_one("#saga-panels")
            while "▼" in str(screen.query_one("#saga-more").render()):
                before = panels.scroll_y
                await pilot.press("pagedown")
                await until(pilot, lambda was=before: panels.scroll_y != was,
                            "the panels scrolled")
                await pilot.pause()
                seen.append(shown(app))
            assert len(seen) > 1 and "▲ pgup" in seen[-1]
            words = set(re.split(r"[\s*+─│]+", " ".join(seen)))
            assert terrains <= words, f"never shown: {terrains - words}"
            assert any("* prestigious · + developed" in text for text in seen)
            assert any("Player PP Income Upkeep (points) Villages Lords Bands"
                       in " ".join(text.split()) for text in seen)
            assert any(" ".join(line.split()).startswith("bob 3 +5 −2 (12)")
                       for text in seen for line in text.splitlines())
            await pilot.press("pageup")
            await until(pilot, lambda: "▼" in str(screen.query_one("#saga-more").render()),
                        "back up")

    asyncio.run(go())


def test_the_reachable_terrains_of_the_band_in_hand(tmp_path: Path) -> None:
    from hexterm.screens.saga.map import CampaignMap

    save = hand_set(tmp_path / "saga.hexsave", declare=True)
    # Ragnar, 6 points, moves 2 terrains (Déplacement sur la carte). From Kvern the roads
    # go to Ask, Oskel and Hasel; from those to Varn, Harrow (Ask), Menhir, Cromlech
    # (Oskel), Harrow, Cromlech, Pyramid (Hasel). Sigurd at Ask is alice's own: no stop.
    near, far = {"Ask", "Oskel", "Hasel"}, {"Varn", "Harrow", "Menhir", "Cromlech", "Pyramid"}

    async def go() -> None:
        app = HextermApp(tmp_path, save)
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await saga_screen(pilot, app)
            assert screen.seat == "alice"
            screen.query_one(TextArea).text = "move ragnar "
            await until(pilot, lambda: screen.hand == "Ragnar", "the band in hand")
            panels = screen.query_one("#saga-panels")
            await until(pilot, lambda: panels.scroll_y == screen.top("#saga-map") > 0,
                        "the map scrolled into sight")
            help_lines = str(screen.query_one("#saga-step").render()).splitlines()
            line = next(line for line in help_lines if line.startswith("› Ragnar at Kvern: "))
            first, _, second = line.removeprefix("› Ragnar at Kvern: ").partition(
                "; by two roads: ")
            assert set(first.split()) == near
            assert {word.split("(")[0] for word in second.split()} == far
            cells = screen.query_one(CampaignMap).cells
            marked = {name for name, cell in cells.items() if cell.lines[0][0][0][0] == "›"}
            assert marked == near | far
            assert all(cells[name].lines[0][0][1].reverse for name in marked)
            screen.query_one(TextArea).text = "pass"
            await until(pilot, lambda: screen.hand is None, "no band in hand")
            assert not any(c.lines[0][0][0].startswith("›")
                           for c in screen.query_one(CampaignMap).cells.values())

    asyncio.run(go())


def test_band_labels_are_whole_and_a_wide_map_scrolls_sideways(tmp_path: Path) -> None:
    from hexterm.screens.saga.map import CampaignMap
    from hexterm.widgets.roadmap import map_width

    long_name = "Thorvaldssonthegreatking"  # the longest a name may be: 24 characters
    bands = [{**band, "name": long_name} if band["name"] == "Ragnar" else band
             for band in HAND_SET["band"]]  # type: ignore[union-attr]
    save = hand_set(tmp_path / "saga.hexsave", band=bands)

    async def go() -> None:
        app = HextermApp(tmp_path, save)
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await saga_screen(pilot, app)
            board = screen.query_one(CampaignMap)
            drawn = [line.plain for line in board.lines()]
            labels = {f"{long_name} 6", "Sigurd 7", "Rollo 6", "William 6"}
            assert all(any(label in line for line in drawn) for label in labels)
            width = map_width(board.places, board.cells, 80)
            assert width > 80 and all(len(line) <= width for line in drawn)
            assert "◀▶ alt+←/→: the map goes on sideways" in str(
                screen.query_one("#saga-more").render())
            await pilot.press("alt+right")
            await until(pilot, lambda: screen.query_one("#saga-board").scroll_x > 0,
                        "the map scrolled sideways")

    asyncio.run(go())


def test_the_input_box_grows_with_its_lines(tmp_path: Path) -> None:
    save = hand_set(tmp_path / "saga.hexsave")

    async def go() -> None:
        app = HextermApp(tmp_path, save)
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await saga_screen(pilot, app)
            box = screen.query_one(TextArea)
            assert box.outer_size.height == 3  # one line and its border
            box.text = "band Leif at Varn\nrecruit Leif warriors 2\nrecruit Leif levies 2\n" \
                       "take Ragnar warriors1"
            await until(pilot, lambda: box.outer_size.height == 6, "four lines shown")
            box.text = "\n".join(f"recruit Leif levies {n}" for n in range(30))
            await until(pilot, lambda: box.outer_size.height == 9, "at most 40% of 24")
            assert screen.query_one("#saga-panels").outer_size.height >= 6

    asyncio.run(go())


def test_a_restored_draft_is_said_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    save = hand_set(tmp_path / "saga.hexsave", declare=True)
    said: list[str] = []

    async def go(typing: bool) -> None:
        app = HextermApp(tmp_path, save)
        monkeypatch.setattr(app, "notify", lambda message, **_: said.append(str(message)))
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await saga_screen(pilot, app)
            if typing:
                await pilot.press(*"move Ragnar Ask")
                await until(pilot, lambda: screen.draft == "move Ragnar Ask", "the draft")
            else:
                await until(pilot, lambda: screen.query_one(TextArea).text
                            == "move Ragnar Ask", "the draft restored")
                await pilot.pause()

    asyncio.run(go(True))
    assert not said
    asyncio.run(go(False))
    assert said == ["Your unsent orders were restored."]


def test_the_step_s_title_names_the_seat_s_faction_by_its_name(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """StepEntryScreen.who() goes through the ruleset's faction_name (here one that names
    the Vikings after their jarl), never the key the seat was given."""
    save = hand_set(tmp_path / "saga.hexsave", declare=True)
    rules = type(savegame.load(save).rules)
    monkeypatch.setattr(rules, "faction_name", lambda self, state, key: f"{key} of Ragnar")

    async def go() -> None:
        app = HextermApp(tmp_path, save)
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await saga_screen(pilot, app)
            title = str(screen.query_one("#step-title").render())
            assert f"{screen.seat} (" in title
            faction = savegame.load(save).seat(screen.seat).faction
            assert f"{screen.seat} ({faction} of Ragnar)" in title

    asyncio.run(go())


@pytest.mark.parametrize(("lang", "refusal"), [
    ("en", "band Ragnar cannot move: it is engaged in a battle at Kvern with Rollo (bob)"),
    ("fr", "la bande Ragnar ne peut pas bouger : elle est engagée dans un combat à Kvern "
           "contre Rollo (bob)")])
def test_an_engaged_band_s_move_is_refused_on_the_screen(tmp_path: Path, lang: str,
                                                         refusal: str) -> None:
    """Bob's Rollo comes onto Kvern, where Ragnar stands: a meeting is a battle at once
    (S31); alice, typing a move for Ragnar, reads why not in her language."""
    from hexterm.engine import game as games

    bands = [{**band, "terrain": "Oskel"} if band["name"] == "Rollo" else band
             for band in cast(list[dict[str, object]], HAND_SET["band"])]
    save = hand_set(tmp_path / "saga.hexsave", declare=True, initiative=["alice", "bob"],
                    band=bands)
    game = games.resolve(games.submit_orders(savegame.load(save), "bob", "move Rollo Kvern"))
    savegame.save(save, game)

    async def go() -> None:
        app = HextermApp(tmp_path, save)
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await saga_screen(pilot, app)
            assert screen.seat == "alice"
            screen.query_one(TextArea).text = "move Ragnar Hasel"
            problem = screen.query_one("#step-problem")
            await until(pilot, lambda: refusal in " ".join(str(problem.render()).split()),
                        "the refusal")

    i18n.set_language(lang)
    try:
        asyncio.run(go())
    finally:
        i18n.set_language("en")
