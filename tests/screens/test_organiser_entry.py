"""The organiser's own entry given from the organiser's screen (issue 30: "give a late
player's input for them", and a step that awaits the organiser: a score the organiser
gives, a battle's result). The tiny ruleset of steps (tests/helpers/tiny_steps.py)
ends each turn with the organiser's score ("winner NAME" gives that seat a point): its
step awaits the organiser alone. The organiser's screen says so (`e` gives it), and
`e` (or `g` with the word organiser, organisateur in French) opens the same entry form
a seat gives its input on, "the organiser" its who; the entry is kept as the
organiser's and resolves the step. Where the step takes no entry from the organiser,
`e` says why in one sentence and changes nothing. Served:
tests/ssh/test_organiser_entry_served.py."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, Static, TextArea

from hexterm.app import HextermApp
from hexterm.engine import game as games
from hexterm.engine import rulesets
from hexterm.engine.seats import Seat
from hexterm.save import savegame
from hexterm.screens.shared.organiser import OrganiserScreen
from hexterm.screens.shared.step_entry import StepEntryScreen
from hexterm.table import Table
from tests.helpers.waits import settled, until
from tests.screens.test_organiser import act, run, to_desk

NO_ENTRY = ("this step takes no entry from the organiser: it awaits the seats' own inputs "
            "(a late one can be given for them)")
OFFER = "The step awaits your entry: e gives it."


@pytest.fixture(autouse=True)
def tiny() -> Iterator[None]:
    rulesets.register("tinysteps", "tests.helpers.tiny_steps:TINY")
    yield
    rulesets.forget("tinysteps")


def tiny_game(folder: Path, *, to_score: bool = True) -> Path:
    """alice and bob; with `to_score`, turn 1's bids (bob lower: he speaks first) and
    declarations given, the game at the organiser's score."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "t.hexsave"
    savegame.save(path, games.new_game("tinysteps", {}, (Seat("alice", "a"),
                                                         Seat("bob", "b")), 1))
    if to_score:
        table = Table(path, resolve_on_last=True)
        for seat, text in (("alice", "7"), ("bob", "3"), ("bob", "north"),
                           ("alice", "south")):
            table.submit(seat, text)
        assert table.game.awaits_organiser()
    return path


def heading(desk: OrganiserScreen) -> str:
    return str(desk.query_one("#desk-title", Static).render())


async def give_score(pilot: Pilot[Any], desk: OrganiserScreen, text: str) -> str:
    """On the entry form opened from the desk: its title; `text` typed and given."""
    await until(pilot, lambda: isinstance(pilot.app.screen, StepEntryScreen), "the entry")
    entry = pilot.app.screen
    title = str(entry.query_one("#step-title").render())
    await pilot.press(*text)
    await until(pilot, lambda: "accept" in str(
        entry.query_one("#step-problem", Static).render()), "accepted")
    await pilot.press("ctrl+s")
    await settled(pilot)
    await until(pilot, lambda: pilot.app.screen is desk, "back to the desk")
    return title


async def placeholder_of_g(pilot: Pilot[Any], desk: OrganiserScreen) -> str:
    """What `g` asks for, with whose input may be given now; the field left again."""
    await pilot.press("g")
    field = desk.query_one("#desk-input", Input)
    await until(pilot, lambda: field.display, "the act's field")
    said = field.placeholder
    await pilot.press("escape")
    await until(pilot, lambda: not field.display, "the field left")
    return said


def test_the_organisers_score_given_from_the_organisers_screen(tmp_path: Path) -> None:
    path = tiny_game(tmp_path / "saves")

    async def body(pilot: Pilot[Any]) -> None:
        desk = await to_desk(pilot)
        assert heading(desk).splitlines()[-2:] == ["Given: - · Awaited: the organiser", OFFER]
        assert await act(pilot, "e") == "You give the organiser's entry for Score the turn."
        title = await give_score(pilot, desk, "winner alice")
        assert title == "Turn 1 · Score the turn · the organiser"
        await until(pilot, lambda: OFFER not in heading(desk), "the heading afresh")
        assert "Turn 2" in heading(desk)
    run(HextermApp(path.parent, path, organiser=True), body)
    game = savegame.load(path)
    assert (game.turn, game.state.points) == (2, {"alice": 1, "bob": 0})  # the rule's point
    assert game.log[-1].text == "the organiser gives alice a point"


def test_g_with_the_organisers_own_name_opens_the_same_entry(tmp_path: Path) -> None:
    """`g` names a seat; the organiser's own name (either language's word) gives the
    organiser's entry; a seat's input is refused at the score: it awaits no seat."""
    path = tiny_game(tmp_path / "saves")

    async def body(pilot: Pilot[Any]) -> None:
        desk = await to_desk(pilot)
        assert await placeholder_of_g(pilot, desk) == (
            "The seat, such as bob · awaited: organiser")  # whose input may be given
        assert await act(pilot, "g", "bob") == (
            "bob is not awaited now: there is no input to give for them")
        assert await act(pilot, "g", "organisateur") == (
            "You give the organiser's entry for Score the turn.")
        await give_score(pilot, desk, "none")
    run(HextermApp(path.parent, path, organiser=True), body)
    game = savegame.load(path)
    assert (game.turn, game.state.points) == (2, {"alice": 0, "bob": 0})


def test_a_step_that_takes_no_entry_from_the_organiser_is_refused(tmp_path: Path) -> None:
    path = tiny_game(tmp_path / "saves", to_score=False)  # at the bids: the seats'
    before = path.read_bytes()

    async def body(pilot: Pilot[Any]) -> None:
        desk = await to_desk(pilot)
        assert OFFER not in heading(desk)
        assert await act(pilot, "e") == NO_ENTRY
        assert await placeholder_of_g(pilot, desk) == (
            "The seat, such as bob · awaited: alice, bob")
        assert pilot.app.screen is desk
    run(HextermApp(path.parent, path, organiser=True), body)
    assert path.read_bytes() == before  # nothing changed


def test_the_offer_and_the_entry_in_french(tmp_path: Path) -> None:
    from hexterm.i18n import set_language

    path = tiny_game(tmp_path / "saves")
    set_language("fr")
    try:
        async def body(pilot: Pilot[Any]) -> None:
            desk = await to_desk(pilot)
            assert "Votre saisie est attendue : e la donne." in heading(desk)
            assert await act(pilot, "e") == (
                "Vous donnez la saisie de l'organisateur pour Score the turn.")
        run(HextermApp(path.parent, path, organiser=True), body)
    finally:
        set_language("en")


def test_a_med_fan_battles_result_given_by_the_organiser(tmp_path: Path) -> None:
    """Med-Fan's battle awaits both fighters, and the organiser's entry settles it
    (`Step.organiser`): nothing offered in the heading (the seats are awaited), but `e`
    opens the battle's entry form as the organiser's, and the result given there
    resolves the battle for both."""
    from tests.helpers.medfan_world import INPUTS, advance_to, build_campaign

    path = tmp_path / "saves" / "m.hexsave"
    path.parent.mkdir()
    build_campaign(path)
    game = advance_to(path, "battle")
    assert game.waiting_for() == ["alice", "bob"]

    async def body(pilot: Pilot[Any]) -> None:
        desk = await to_desk(pilot)
        assert OFFER not in heading(desk)
        assert await placeholder_of_g(pilot, desk) == (
            "The seat, such as bob · awaited: alice, bob, organiser")
        assert await act(pilot, "e") == (
            "You give the organiser's entry for Enter the battle.")
        await until(pilot, lambda: isinstance(pilot.app.screen, StepEntryScreen), "entry")
        entry = pilot.app.screen
        assert "the organiser" in str(entry.query_one("#step-title").render())
        entry.query_one(TextArea).text = INPUTS["battle"]["alice"]
        await until(pilot, lambda: "accept" in str(
            entry.query_one("#step-problem", Static).render()), "accepted")
        await pilot.press("ctrl+s")
        await settled(pilot)
        await until(pilot, lambda: pilot.app.screen is desk, "back to the desk")
    run(HextermApp(path.parent, path, organiser=True), body, size=(120, 40))
    after = savegame.load(path)
    assert after.step.key != "battle" and not after.orders  # resolved by that entry
    [result] = [e for e in after.log if e.key == "medfan.result"]
    assert (result.args["winner"], result.args["eliminated"]["bob"]) == (
        "alice", {"Grak": 1, "Goblins": 5})  # the organiser's entry, as typed


def test_a_saga_battles_result_given_by_the_organiser(tmp_path: Path) -> None:
    """SAGA's battles await their players, and the organiser may enter a result instead
    (the rulebook's organiser at the table): `e` opens the battle's entry form as the
    organiser's; the result given there resolves the battle (tests/cases/saga/
    battle_attacker_wins.toml: alice wins at C)."""
    from tests.helpers.saga_battles import at_battles

    path = tmp_path / "saves" / "s.hexsave"
    path.parent.mkdir()
    savegame.save(path, at_battles("battle_attacker_wins.toml"))
    result = ("winner alice\nleft Ragnar warriors1 9\nleft Ragnar hearthguards1 2\n"
              "left Rollo warriors1 3\nleft Rollo levies1 0\n")

    async def body(pilot: Pilot[Any]) -> None:
        desk = await to_desk(pilot)
        assert await act(pilot, "e") == "You give the organiser's entry for Battle at C."
        await until(pilot, lambda: isinstance(pilot.app.screen, StepEntryScreen), "entry")
        entry = pilot.app.screen
        assert "the organiser" in str(entry.query_one("#step-title").render())
        entry.query_one(TextArea).text = result
        await until(pilot, lambda: "accept" in str(
            entry.query_one("#step-problem", Static).render()), "accepted")
        await pilot.press("ctrl+s")
        await settled(pilot)
        await until(pilot, lambda: pilot.app.screen is desk, "back to the desk")
    run(HextermApp(path.parent, path, organiser=True), body, size=(120, 40))
    texts = [e.text for e in savegame.load(path).log]
    assert "battle at C (entered at the table): alice wins" in texts


def test_at_one_keyboard_the_organisers_entry_asks_the_organisers_pin(
        tmp_path: Path) -> None:
    """The step awaits the organiser alone: at one keyboard the entry opens by itself,
    the organiser's PIN asked first once one is set (a wrong one said, nothing opened)."""
    from hexterm.cli import main
    from hexterm.screens.shared.organiser_pin import OrganiserPin
    from tests.screens.test_organiser_pin import asked, refusal, type_pin

    path = tiny_game(tmp_path / "saves")
    assert main(["organiser", "pin", str(path), "--pin", "8642"]) == 0

    async def body(pilot: Pilot[Any]) -> None:
        screen = await asked(pilot)
        assert "The organiser's entry: Score the turn" in "\n".join(
            str(w.render()) for w in screen.query("Label, Static"))
        await type_pin(pilot, "1111")
        await until(pilot, lambda: refusal(screen) == "wrong PIN", "the refusal")
        assert isinstance(pilot.app.screen, OrganiserPin)
        await type_pin(pilot, "8642")
        await until(pilot, lambda: isinstance(pilot.app.screen, StepEntryScreen), "entry")
        assert str(pilot.app.screen.query_one("#step-title").render()) == (
            "Turn 1 · Score the turn · the organiser")
    run(HextermApp(path.parent, path), body)
