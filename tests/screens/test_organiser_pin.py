"""The organiser's PIN at one keyboard (issue 30: "Served, the organiser's screen needs
the organiser's key or PIN"; at one keyboard too once a PIN is set): the folder's
overview's `o`, the hand-off's "Organiser" and `hexterm play SAVE --organiser` ask it
first (`hexterm.screens.shared.organiser_pin`); a wrong PIN is said and the screen
stays; giving up opens nothing. Without an organiser's PIN they open at once
(tests/screens/test_organiser.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Label

from hexterm.app import HextermApp
from hexterm.cli import main
from hexterm.screens.shared.handoff import HandOffScreen
from hexterm.screens.shared.organiser import OrganiserScreen
from hexterm.screens.shared.organiser_pin import OrganiserPin
from hexterm.screens.shared.overview import OverviewScreen
from hexterm.screens.shared.title import TitleScreen
from hexterm.table import Table
from tests.helpers.pictures import LANGUAGES_AND_SIZES
from tests.helpers.waits import until
from tests.screens.test_organiser import run, tiny_game, to_desk

PIN = "4321"


@pytest.fixture
def save(tmp_path: Path) -> Path:
    """The tiny world, its organiser's PIN set by `hexterm organiser pin`."""
    path = tiny_game(tmp_path / "saves")
    assert main(["organiser", "pin", str(path), "--pin", PIN]) == 0
    return path


async def asked(pilot: Pilot[Any]) -> OrganiserPin:
    await until(pilot, lambda: isinstance(pilot.app.screen, OrganiserPin),
                "the organiser's PIN asked")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, OrganiserPin)
    return screen


def refusal(screen: OrganiserPin) -> str:
    return str(screen.query_one("#confirm-error", Label).render())


async def type_pin(pilot: Pilot[Any], pin: str) -> None:
    await pilot.press(*pin, "enter")


def test_the_overviews_o_asks_the_organisers_pin(save: Path) -> None:
    """A wrong PIN: said, the question stays, nothing opened; escape: back to the
    overview, nothing opened; the right one: the organiser's screen."""
    async def body(pilot: Pilot[Any]) -> None:
        await until(pilot, lambda: isinstance(pilot.app.screen, TitleScreen), "the title")
        await pilot.press("down", "down", "enter")
        await until(pilot, lambda: isinstance(pilot.app.screen, OverviewScreen), "overview")
        await pilot.press("o")
        screen = await asked(pilot)
        await type_pin(pilot, "1111")
        await until(pilot, lambda: refusal(screen) == "wrong PIN", "the refusal")
        assert pilot.app.screen is screen
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(pilot.app.screen, OverviewScreen), "overview")
        assert not any(isinstance(s, OrganiserScreen) for s in pilot.app.screen_stack)
        await pilot.press("o")
        await asked(pilot)
        await type_pin(pilot, PIN)
        await to_desk(pilot)
    run(HextermApp(save.parent), body)


def test_the_hand_offs_organiser_asks_the_organisers_pin_where_seats_have_theirs(
        save: Path) -> None:
    """Seats with PINs: the hand-off shows "Organiser" all the same, since the
    organiser's own PIN keeps the whole game from the players at the keyboard."""
    assert main(["seat", "pin", str(save), "alice", "--pin", "2468"]) == 0
    assert main(["seat", "pin", str(save), "bob", "--pin", "1357"]) == 0

    async def body(pilot: Pilot[Any]) -> None:
        await until(pilot, lambda: isinstance(pilot.app.screen, HandOffScreen), "hand-off")
        await pilot.pause()
        await pilot.click("#desk")
        screen = await asked(pilot)
        await type_pin(pilot, "2468")  # alice's PIN is not the organiser's
        await until(pilot, lambda: refusal(screen) == "wrong PIN", "the refusal")
        await type_pin(pilot, PIN)
        await to_desk(pilot)
        await pilot.press("escape")  # back: the keyboard passes to alice, as before
        await until(pilot, lambda: isinstance(pilot.app.screen, HandOffScreen), "hand-off")
    run(HextermApp(save.parent, save), body)


def test_play_organiser_asks_the_pin_and_giving_up_ends_the_program(save: Path) -> None:
    app = HextermApp(save.parent, save, organiser=True)

    async def body(pilot: Pilot[Any]) -> None:
        await asked(pilot)
        await pilot.click("#no")  # Back
        await until(pilot, lambda: not pilot.app.is_running, "the program's end")
    run(app, body)
    assert not any(isinstance(s, OrganiserScreen) for s in app.screen_stack)


def test_play_organiser_opens_with_the_pin(save: Path) -> None:
    async def body(pilot: Pilot[Any]) -> None:
        await asked(pilot)
        await type_pin(pilot, PIN)
        await to_desk(pilot)
    run(HextermApp(save.parent, save, organiser=True), body)


def test_the_pin_removed_the_screen_opens_at_once(save: Path) -> None:
    assert main(["organiser", "pin", str(save), "--remove", "--yes"]) == 0
    assert not Table(save, catch_up=False).game.organiser.is_set

    async def body(pilot: Pilot[Any]) -> None:
        await to_desk(pilot)
        assert not any(isinstance(s, OrganiserPin) for s in pilot.app.screen_stack)
    run(HextermApp(save.parent, save, organiser=True), body)


def test_the_pin_asked_in_french(save: Path) -> None:
    from hexterm.i18n import set_language

    set_language("fr")
    try:
        async def body(pilot: Pilot[Any]) -> None:
            screen = await asked(pilot)
            assert "code PIN de l'organisateur" in " ".join(
                str(w.render()) for w in screen.query("Static"))
            await type_pin(pilot, "0000")
            await until(pilot, lambda: refusal(screen) == "code erroné", "the refusal")
        run(HextermApp(save.parent, save, organiser=True), body)
    finally:
        set_language("en")




# --- pictures -----------------------------------------------------------------------------

@LANGUAGES_AND_SIZES
def test_snapshot_organiser_pin(tmp_path: Path, speak: None, size: tuple[int, int],
                                snap_compare: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The organiser's PIN asked by `hexterm play SAVE --organiser`, a wrong PIN typed."""
    monkeypatch.chdir(tmp_path)
    save = tiny_game(Path("saves"))
    assert main(["organiser", "pin", str(save), "--pin", PIN]) == 0

    async def wrong(pilot: Pilot[Any]) -> None:
        screen = await asked(pilot)
        await type_pin(pilot, "1111")
        await until(pilot, lambda: bool(refusal(screen)), "the refusal")
        await pilot.pause()

    assert snap_compare(HextermApp(Path("saves"), save, organiser=True),
                        terminal_size=size, run_before=wrong)


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "hexterm organiser pin SAVE sets one"),
    ("fr", "hexterm organiser pin SAUVEGARDE en pose un"),
])
def test_the_organisers_help_says_how_to_set_the_pin(lang: str, words: str) -> None:
    from hexterm.helptexts import help_text

    assert words in " ".join(help_text("organiser", lang).rules.split())
