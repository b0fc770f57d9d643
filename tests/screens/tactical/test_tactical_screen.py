"""The tactical board's screen at one keyboard (and at one's own terminal), played
through the app as a player does: ctrl+b asks before a move is taken back (kept on
"Keep the move", taken back on yes), another seat's screen may not take it back as
itself (the mover's PIN is asked), one's own terminal refuses another's move; a path
typed with each separator, from the unit's own hex, or with a separator refused; the
prompt under the input shows the form with an activation the seat could give; a big
terminal shows more of a big field; a restored draft is said once.

The battle is the built-in one ("The ford"): alice's Spears at B04, Riders at A08, both
facing S; bob's Skirmishers at J05."""

from __future__ import annotations

import asyncio
import tomllib
from dataclasses import replace
from importlib.resources import files
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Button, Input, Static, TextArea

from hexterm.app import HextermApp
from hexterm.engine import game as games
from hexterm.engine.game import Game
from hexterm.engine.seats import Seat, hash_pin
from hexterm.save import drafts, savegame
from hexterm.screens.shared.handoff import HandOffScreen
from hexterm.screens.tactical.board import TacticalMap
from hexterm.screens.tactical.play import TacticalScreen
from hexterm.screens.tactical.take_back import TakeBack
from tests.helpers.waits import until
from tests.screens.tactical.test_tactical_pictures import CHARGE, the_ford

SPEARS = ("alice", "Spears: B04 -> C04")


def saved(tmp_path: Path, game: Game) -> Path:
    path = tmp_path / "ford.hexsave"
    savegame.save(path, game)
    return path


def with_pin(game: Game, seat: str, pin: str) -> Game:
    return replace(game, seats=tuple(replace(s, pin_hash=hash_pin(pin, b"salt" * 4))
                                     if s.name == seat else s for s in game.seats))


def text_of(app: HextermApp, selector: str) -> str:
    return "\n".join(str(w.render()) for w in app.screen.query(selector))


def playing(app: HextermApp, seat: str) -> bool:
    return isinstance(app.screen, TacticalScreen) and app.screen.seat == seat


def run(app: HextermApp, scenario: object, size: tuple[int, int] = (80, 24)) -> None:
    async def go() -> None:
        async with app.run_test(size=size) as pilot:
            await scenario(app, pilot)  # type: ignore[operator]
    asyncio.run(go())


def test_a_take_back_is_asked_first_kept_or_taken(tmp_path: Path) -> None:
    """bob's Skirmishers charged: bob takes their test, and may take his charge back.
    Escape keeps it (the save unchanged); yes takes it back: bob's go again, Spears'
    move before it still there."""
    path = saved(tmp_path, the_ford(CHARGE))
    before = savegame.load(path)
    assert before.step.key == "test"
    app = HextermApp(tmp_path, path)

    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        await until(pilot, lambda: playing(app, "bob"), "bob's test")
        await pilot.press("ctrl+b")
        await until(pilot, lambda: isinstance(app.screen, TakeBack), "the question")
        assert "Take back your last move?" in text_of(app, "#confirm-question")
        assert "The move: Skirmishers: J05 → I04 (0.5) → I03" in text_of(app, "Static")
        await pilot.press("escape")  # keep the move
        await until(pilot, lambda: playing(app, "bob"), "bob's screen again")
        kept = savegame.load(path)
        assert kept.undo == before.undo and kept.state == before.state
        await pilot.press("ctrl+b")
        await until(pilot, lambda: isinstance(app.screen, TakeBack), "the question")
        await pilot.click("#yes")
        await until(pilot, lambda: savegame.load(path).undo is None, "the take-back")
        await until(pilot, lambda: playing(app, "bob") and not app.screen.testing(),
                    "bob's go again")

    run(app, scenario)
    game = savegame.load(path)
    assert (game.step.key, game.step.seats) == ("activate", ("bob",))
    assert [e.key for e in game.log][-1] == "taken-back"
    assert game.state.battle.unit("Spears").hex == before.state.battle.unit("Spears").hex
    assert game.state.battle.unit("Skirmishers").hex.label == "J05"


def test_another_seat_at_the_keyboard_needs_the_movers_pin(tmp_path: Path) -> None:
    """alice (PIN 4321) moved Spears; on bob's screen ctrl+b says bob may not take it
    back and asks alice's PIN: a wrong one keeps the move, hers takes it back (then her
    hand-off, her seat having a PIN)."""
    game = games.resolve(games.submit_orders(with_pin(the_ford([]), "alice", "4321"),
                                             *SPEARS))
    path = saved(tmp_path, game)
    app = HextermApp(tmp_path, path)

    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        await until(pilot, lambda: playing(app, "bob"), "bob's go")
        await pilot.press("ctrl+b")
        await until(pilot, lambda: isinstance(app.screen, TakeBack), "the question")
        said = text_of(app, "Static")
        assert "Take back alice's last move?" in text_of(app, "#confirm-question")
        assert "bob cannot take back this move: only alice, who made it, or the " \
               "organiser can" in said
        assert "Pass the keyboard to alice." in said
        assert "I am alice" in str(app.screen.query_one("#yes", Button).label)
        assert not [b for b in app.screen.query(Button) if "bob" in str(b.label)]
        pin = app.screen.query_one("#pin", Input)
        assert pin.has_focus
        await pilot.press("1", "1", "1", "1", "enter")  # a wrong PIN
        await until(pilot, lambda: "not alice's PIN" in text_of(app, "#confirm-error"),
                    "the wrong PIN said")
        assert savegame.load(path).undo is not None  # the move stays
        pin.value = ""
        await pilot.press("4", "3", "2", "1", "enter")
        await until(pilot, lambda: isinstance(app.screen, HandOffScreen), "alice's hand-off")

    run(app, scenario)
    after = savegame.load(path)
    assert after.undo is None and after.step.seats == ("alice",)
    assert after.state.battle.unit("Spears").hex.label == "B04"


def test_at_ones_own_terminal_anothers_move_is_refused(tmp_path: Path) -> None:
    """bob at his own terminal (play --as bob): ctrl+b on alice's move says why not, asks
    nothing, and takes nothing back."""
    path = saved(tmp_path, games.resolve(games.submit_orders(the_ford([]), *SPEARS)))
    app = HextermApp(tmp_path, path, "bob")

    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        await until(pilot, lambda: isinstance(app.screen, HandOffScreen), "bob's hand-off")
        await pilot.click("#go")
        await until(pilot, lambda: playing(app, "bob"), "bob's go")
        await pilot.press("ctrl+b")
        await until(pilot, lambda: any("bob cannot take back this move" in str(n.message)
                                       for n in app._notifications), "the refusal")
        assert not isinstance(app.screen, TakeBack)

    run(app, scenario)
    assert savegame.load(path).undo is not None


@pytest.mark.parametrize(("typed", "said"), [
    ("Riders: A08 B08 C08", "The rules accept it"),  # spaces
    ("Riders: B08,C08", "The rules accept it"),  # commas
    ("Riders: A08 -> B08, C08 → turn SE C09", "The rules accept it"),  # mixed, own hex
    ("Riders: A08; B08", "step 1: ';' does not separate the steps of a path: write "
                         "spaces, commas or -> between them, as in B03 -> B04, turn NE B05"),
    ("Riders: A08 B08 D08", "step 3: D08 is not next to B08"),  # counted as typed
])
def test_a_path_typed_on_the_screen(typed: str, said: str, tmp_path: Path) -> None:
    """What is typed is traced beside the board, or refused under the input."""
    app = HextermApp(tmp_path, saved(tmp_path, the_ford([])))

    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        await until(pilot, lambda: playing(app, "alice"), "alice's go")
        app.screen.query_one(TextArea).text = typed
        await until(pilot, lambda: said in text_of(app, "#step-problem"), repr(said))
        if said.startswith("The rules"):
            assert "ends: C0" in text_of(app, "#tac-typed")

    run(app, scenario)


def test_the_prompt_shows_the_form_with_an_example(tmp_path: Path) -> None:
    """Nothing typed: under the input, the separators and an activation alice may give
    (Spears, her unit under the cursor, from its own hex); the example given as it is
    is accepted."""
    app = HextermApp(tmp_path, saved(tmp_path, the_ford([])))

    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        await until(pilot, lambda: playing(app, "alice"), "alice's go")
        await until(pilot, lambda: "as in" in text_of(app, "#step-problem"), "the prompt")
        prompt = " ".join(text_of(app, "#step-problem").split())
        assert prompt.startswith("Type UNIT: PATH, the steps apart by spaces, commas or -> "
                                 "(the unit's own hex may come first), as in Spears: B04 -> ")
        example = prompt.split("as in ")[1].split(";")[0]
        app.screen.query_one(TextArea).text = example
        await until(pilot, lambda: "The rules accept it" in text_of(app, "#step-problem"),
                    "the example accepted")
        assert isinstance(app.screen.query_one("#step-problem"), Static)

    run(app, scenario)


def test_a_big_terminal_shows_more_of_a_big_field(tmp_path: Path) -> None:
    """A board of 30 columns (121 characters in narrow hexes, too wide for wide ones) at
    160 columns: the board takes all but the side panel's 40 columns, 120 characters, 30
    hexes' width, where 80 columns (a side panel of 30, the scrollbar) show 12."""
    scenario = tomllib.loads((files("hexterm") / "scenarios" / "tactical.toml").read_text())
    scenario.update(size=[30, 20], ground=["." * 30] * 20, side=[])
    game = games.new_game("tactical", scenario, [Seat("alice", "North"), Seat("bob", "South")],
                          1)
    assert {n: columns_shown(tmp_path, game, n) for n in (80, 160)} == {80: 12, 160: 30}


def columns_shown(tmp_path: Path, game: Game, columns: int) -> int:
    """How many hexes' width of the board the screen shows, `columns` wide."""
    app = HextermApp(tmp_path, saved(tmp_path, game))
    shown = []

    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        await until(pilot, lambda: playing(app, "alice"), "alice's go")
        board = app.screen.query_one(TacticalMap)
        assert board.layout_.width == 3
        shown.append(board.scrollable_content_region.width // board.layout_.stride)

    run(app, scenario, (columns, 48))
    return shown[0]


def test_a_restored_draft_is_said_once(tmp_path: Path) -> None:
    """alice left "Spears: B04 -> C04" unsent: it is back in the input, and said once."""
    game = the_ford([])
    path = saved(tmp_path, game)
    drafts.keep(path, game.game_id, game.turn, "alice", "Spears: B04 -> C04")
    app = HextermApp(tmp_path, path)

    async def scenario(app: HextermApp, pilot: Pilot[None]) -> None:
        await until(pilot, lambda: playing(app, "alice"), "alice's go")
        await until(pilot, lambda: "ends: C04" in text_of(app, "#tac-typed"), "the draft")
        assert app.screen.query_one(TextArea).text == "Spears: B04 -> C04"
        said = [n.message for n in app._notifications]
        assert said.count("Your unsent orders were restored.") == 1

    run(app, scenario)
