"""The organiser's screen (issue 30), reached as a player reaches it: from the title
(Load game → the game → "Organiser" on the hand-off; "Games of this folder" → `o`) and
by `hexterm play SAVE --organiser`. The whole game without fog (an enemy unit a seat
cannot see is on the organiser's map), and each act through the screen: resolve now,
pause and resume, the deadline, a player replaced, a late player's input given for
them, the last input taken back; a refused act says its sentence and changes nothing."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Label, Static

from hexterm.app import HextermApp
from hexterm.engine.hexgrid import parse_label
from hexterm.engine.planisphere.views.board import board
from hexterm.save import savegame
from hexterm.screens.dialogs.confirm import ConfirmSerious
from hexterm.screens.planisphere.map import HexMap
from hexterm.screens.shared.handoff import HandOffScreen
from hexterm.screens.shared.organiser import OrganiserScreen
from hexterm.screens.shared.overview import OverviewScreen
from hexterm.screens.shared.title import LoadScreen, TitleScreen
from hexterm.table import Table
from hexterm.worlds import start_game
from tests.helpers.pictures import EVERY_LANGUAGE_AND_SIZE
from tests.helpers.waits import until

FIXTURES = Path(__file__).parents[1] / "fixtures"
TINY = FIXTURES / "tiny.toml"


CLANDESTINE = """[[unit_type]]
key = "agent"
name = "Agent"
move = 2
combat = 1
recon = 1
equipment = 1
terrains = ["plaine", "route", "pont"]
capabilities = ["clandestine"]
"""


def tiny_game(folder: Path) -> Path:
    """The tiny Planisphère world: alice (Glaces, a unit on A01) and bob (Libéria, his
    unit on C04 a Clandestine agent: no other faction's seat sees whose it is, reading
    H1), with no PIN."""
    from hexterm.engine.seats import Seat
    from hexterm.table import create

    folder.mkdir(parents=True, exist_ok=True)
    world = TINY.read_text().replace("[[faction]]", CLANDESTINE + "[[faction]]", 1)
    world = world.replace('type = "fantassin"\nfaction = "liberia"',
                          'type = "agent"\nfaction = "liberia"')
    assert 'type = "agent"' in world
    (folder.parent / "tiny.toml").write_text(world)
    path = folder / "tiny.hexsave"
    create(path, start_game("planisphere", str(folder.parent / "tiny.toml"),
                            [Seat("alice", "glaces"), Seat("bob", "liberia")], 5))
    return path


@pytest.fixture
def save(tmp_path: Path) -> Path:
    return tiny_game(tmp_path / "saves")


def run(app: HextermApp, body: Callable[[Pilot[Any]], Any],
        size: tuple[int, int] = (120, 40)) -> None:
    async def go() -> None:
        async with app.run_test(size=size) as pilot:
            await body(pilot)
    asyncio.run(go())


def desk_of(pilot: Pilot[Any]) -> OrganiserScreen:
    screen = pilot.app.screen
    assert isinstance(screen, OrganiserScreen)
    return screen


def said(desk: OrganiserScreen) -> str:
    line = desk.query_one("#desk-said", Label)
    return str(line.render()) if line.display else ""


async def to_desk(pilot: Pilot[Any]) -> OrganiserScreen:
    await until(pilot, lambda: isinstance(pilot.app.screen, OrganiserScreen),
                "the organiser's screen")
    await pilot.pause()
    return desk_of(pilot)


async def act(pilot: Pilot[Any], key: str, text: str | None = None,
              confirm: bool = False) -> str:
    """Press an act's key (say yes to its question; type its text): the sentence said
    under the acts."""
    desk = desk_of(pilot)
    before = said(desk)
    desk.say("")
    await pilot.press(key)
    if confirm:
        await until(pilot, lambda: isinstance(pilot.app.screen, ConfirmSerious), "question")
        await pilot.press("y")
    if text is not None:
        await until(pilot, lambda: desk.query_one("#desk-input").display, "the act's field")
        await pilot.press(*text, "enter")
    await until(pilot, lambda: bool(said(desk)), f"the sentence of {key} (was {before!r})")
    return said(desk)


# --- reached as a player reaches it ------------------------------------------------------

def test_from_the_title_load_game_then_organiser_on_the_hand_off(save: Path) -> None:
    async def body(pilot: Pilot[Any]) -> None:
        await until(pilot, lambda: isinstance(pilot.app.screen, TitleScreen), "the title")
        await pilot.press("down", "enter")  # Load game
        await until(pilot, lambda: isinstance(pilot.app.screen, LoadScreen), "the saves")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(pilot.app.screen, HandOffScreen), "hand-off")
        await pilot.click("#desk")
        desk = await to_desk(pilot)
        assert "Organiser · Tiny · Turn 1" in str(desk.query_one("#desk-title",
                                                                 Static).render())
        await pilot.press("escape")  # back: the keyboard passes to alice, as before
        await until(pilot, lambda: isinstance(pilot.app.screen, HandOffScreen), "hand-off")
        assert pilot.app.screen.seat.name == "alice"  # type: ignore[attr-defined]
    run(HextermApp(save.parent), body)


def test_no_organiser_on_the_hand_off_where_a_seat_has_a_pin(save: Path) -> None:
    """A PIN keeps bob's game from whoever is at the keyboard: the hand-off offers no
    way to the whole game there (the organiser opens it from the title's Games of this
    folder, or `hexterm play SAVE --organiser`), unless the organiser has a PIN of their
    own (tests/screens/test_organiser_pin.py)."""
    from hexterm.engine.seats import hash_pin

    Table(save, catch_up=False).change_seat("bob", lambda s: s.__class__(
        s.name, s.faction, s.roles, hash_pin("1234", b"salt5678")))

    async def body(pilot: Pilot[Any]) -> None:
        await until(pilot, lambda: isinstance(pilot.app.screen, HandOffScreen), "hand-off")
        await pilot.pause()
        assert not pilot.app.screen.query("#desk")
        assert pilot.app.screen.query("#go")
    run(HextermApp(save.parent, save), body)


def test_from_the_games_of_the_folder_with_o(save: Path) -> None:
    async def body(pilot: Pilot[Any]) -> None:
        await until(pilot, lambda: isinstance(pilot.app.screen, TitleScreen), "the title")
        await pilot.press("down", "down", "enter")
        await until(pilot, lambda: isinstance(pilot.app.screen, OverviewScreen), "overview")
        await pilot.press("o")
        await to_desk(pilot)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(pilot.app.screen, OverviewScreen), "overview")
    run(HextermApp(save.parent), body)


def test_the_whole_map_shows_an_enemy_unit_alice_cannot_see(save: Path) -> None:
    """bob's Clandestine agent on C04: alice's map shows a unit there but not whose;
    the organiser's shows it is Libéria's."""
    game = savegame.load(save)
    col, row = parse_label("C04")
    seen_by_alice = board(game.state, game.seat("alice"))
    at = seen_by_alice.index(col, row)
    assert [m.faction for m in seen_by_alice.units[at]] == [None]

    async def body(pilot: Pilot[Any]) -> None:
        desk = await to_desk(pilot)
        shown = desk.query_one(HexMap).data
        assert [m.faction for m in shown.units[shown.index(col, row)]] == ["liberia"]
        faction = str(desk.query_one("#desk-faction", Static).render())
        await pilot.press("f")  # the next faction's dashboard
        await until(pilot, lambda: str(desk.query_one("#desk-faction", Static).render())
                    != faction, "the next faction's dashboard")
    run(HextermApp(save.parent, save, organiser=True), body)


# --- the acts ----------------------------------------------------------------------------

def test_resolve_now_gives_the_awaited_seats_their_default(save: Path) -> None:
    async def body(pilot: Pilot[Any]) -> None:
        await to_desk(pilot)
        await pilot.press("r")  # asked first: n leaves it
        await until(pilot, lambda: isinstance(pilot.app.screen, ConfirmSerious), "question")
        await pilot.press("n")
        await until(pilot, lambda: isinstance(pilot.app.screen, OrganiserScreen), "back")
        assert savegame.load(save).turn == 1
        assert await act(pilot, "r", confirm=True) == "Resolved: Turn 2 is open."
        assert savegame.load(save).turn == 2
        title = str(desk_of(pilot).query_one("#desk-title", Static).render())
        assert "Turn 2" in title
    run(HextermApp(save.parent, save, organiser=True), body)


def test_pause_resume_and_the_deadline(save: Path) -> None:
    async def body(pilot: Pilot[Any]) -> None:
        await to_desk(pilot)
        assert await act(pilot, "t", "oops") != ""  # a bad duration: its sentence
        assert savegame.load(save).timing is None  # nothing changed
        assert await act(pilot, "t", "48h") == "The deadline of each step is now 48h."
        timing = savegame.load(save).timing
        assert timing is not None and timing.policy.step_length == 48 * 3600
        assert await act(pilot, "p") == "The game is paused."
        assert Table(save, catch_up=False).paused
        assert await act(pilot, "p") == "The game is resumed."
        assert not Table(save, catch_up=False).paused
    run(HextermApp(save.parent, save, organiser=True), body)


def test_a_player_replaced_from_the_screen(save: Path) -> None:
    async def body(pilot: Pilot[Any]) -> None:
        await to_desk(pilot)
        assert await act(pilot, "n", "bob carol moved abroad") == (
            "bob's seat is now played by carol: moved abroad")
        assert savegame.load(save).log[-1].key == "seat.replaced"
        before = save.read_bytes()
        assert await act(pilot, "n", "zed carol x") == (
            "there is no seat 'zed' in this game (seats: alice, bob)")
        assert save.read_bytes() == before
        assert await act(pilot, "n", "bob bot gone") == (
            "bob's seat is now played by the program: gone")
        assert savegame.load(save).seat("bob").bot
    run(HextermApp(save.parent, save, organiser=True), body)


def test_a_late_players_input_given_for_them_then_taken_back(save: Path) -> None:
    """The organiser gives bob's input (his own screen opens; its text typed and sent),
    the log says the organiser gave it; `u` takes it back. A seat that is not awaited
    (alice, once she gave hers at her own terminal: the screen follows the save) is
    refused, as a seat that is not there."""
    async def body(pilot: Pilot[Any]) -> None:
        await to_desk(pilot)
        desk = desk_of(pilot)
        assert await act(pilot, "g", "zed") == (
            "there is no seat 'zed' in this game (seats: alice, bob)")
        await pilot.press("g")
        await until(pilot, lambda: desk.query_one("#desk-input").display, "the field")
        await pilot.press(*"bob", "enter")
        await until(pilot, lambda: pilot.app.screen is not desk, "bob's screen")
        screen = pilot.app.screen
        assert getattr(screen, "seat_name", lambda: "")() == "bob"
        screen.draft = "unit LIB1: defend\n"  # type: ignore[attr-defined]
        await pilot.press("ctrl+s")
        await until(pilot, lambda: pilot.app.screen is not screen, "the confirmation")
        await pilot.press("enter")
        await until(pilot, lambda: pilot.app.screen is desk, "back to the desk")
        game = savegame.load(save)
        assert game.orders.get("bob") and game.log[-1].key == "input.for-seat"
        assert await act(pilot, "u") == "bob's last input is taken back."
        assert "bob" not in savegame.load(save).orders
        Table(save).submit("alice", "unit GLA4\n  move SE S\n")  # at her own terminal
        assert await act(pilot, "g", "alice") == (
            "alice is not awaited now: there is no input to give for them")
    run(HextermApp(save.parent, save, organiser=True), body)


def test_a_resolved_turn_taken_back_and_resolved_again(save: Path) -> None:
    """`b` takes back the last resolved turn (asked first, then why): the game is at
    turn 1 again, every seat told the reason in the log, the inputs given kept; `r`
    resolves it again. Nothing resolved yet: refused in one sentence."""
    async def body(pilot: Pilot[Any]) -> None:
        await to_desk(pilot)
        assert await act(pilot, "b", "too soon", confirm=True) == (
            "there is no resolved turn to take back: nothing was resolved since the game "
            "began, or since a seat joined, its roles changed or an input was taken back")
        Table(save).submit("alice", "unit GLA4\n  move SE S\n")
        assert await act(pilot, "r", confirm=True) == "Resolved: Turn 2 is open."
        assert await act(pilot, "b", "bob's orders were lost", confirm=True) == (
            "turn 1 is taken back: bob's orders were lost")
        game = savegame.load(save)
        assert game.turn == 1 and game.orders["alice"] == "unit GLA4\n  move SE S\n"
        assert game.log[-1].key == "turn.taken-back"
        assert "bob's orders were lost" in str(game.log[-1].message())
        assert await act(pilot, "r", confirm=True) == "Resolved: Turn 2 is open."
        assert savegame.load(save).turn == 2
    run(HextermApp(save.parent, save, organiser=True), body)


def test_an_act_on_the_campaign_with_its_reason(save: Path) -> None:
    """`c`: an act of `hexterm act`'s words, a colon and why; the card handed out is in
    the faction's reserve, the log says why. Without a reason, or a word that is no act:
    one sentence, nothing changed."""
    def reserve(kind: str) -> int:
        state = savegame.load(save).state
        return sum(1 for unit in state.reserve("glaces") if unit.type == kind)

    async def body(pilot: Pilot[Any]) -> None:
        await to_desk(pilot)
        before = save.read_bytes()
        assert await act(pilot, "c", "card glaces fantassin 2") == (
            "write the act, then a colon and why: card glaces fantassin 2: a quest's reward")
        assert "is not an act of the Planisphère" in await act(pilot, "c", "zzz 1: oops")
        assert save.read_bytes() == before
        had = reserve("fantassin")
        shown = await act(pilot, "c", "card glaces fantassin 2: a quest's reward")
        assert reserve("fantassin") == had + 2
        event = savegame.load(save).log[-1]
        assert event.key.startswith("act.") and "a quest's reward" in event.text
        assert "a quest's reward" in shown
    run(HextermApp(save.parent, save, organiser=True), body)


def test_served_the_organisers_screen_opens_without_asking_its_pin_again(save: Path) -> None:
    """`hexterm serve` starts `play SAVE --organiser` only for the organiser it let in
    with the organiser's PIN or key (tests/ssh/test_organiser_served.py): the screen
    opens at once, no PIN asked again."""
    from hexterm.engine.seats import OrganiserLogin, hash_pin

    Table(save, catch_up=False).change_organiser(
        lambda login: OrganiserLogin(hash_pin("4321", b"salt5678"), login.keys))

    async def body(pilot: Pilot[Any]) -> None:
        await to_desk(pilot)
    run(HextermApp(save.parent, save, served=True, organiser=True), body)


def test_served_neither_a_seat_nor_the_organiser_is_refused(save: Path) -> None:
    app = HextermApp(save.parent, save, served=True)

    async def body(pilot: Pilot[Any]) -> None:
        await until(pilot, lambda: not pilot.app.is_running or pilot.app.return_code == 1,
                    "the refusal")
    run(app, body)
    assert app.return_code == 1
    assert not any(isinstance(s, OrganiserScreen) for s in app.screen_stack)


@pytest.mark.parametrize(("ruleset", "seats", "board", "sides"), [
    ("tactical", [("alice", "North"), ("bob", "South")], "TacticalMap",
     ("alice: Spears", "bob: Axes")),
    ("novlemia", [("alice", "scanthenie"), ("bob", "karvenie")], "NovMap",
     ("alice", "bob")),
    ("saga", [("alice", "Vikings"), ("bob", "Normans")], None, ("alice", "bob")),
])
def test_every_ruleset_shows_its_whole_game(tmp_path: Path, ruleset: str,
                                            seats: list[tuple[str, str]], board: str | None,
                                            sides: tuple[str, str]) -> None:
    """The tactical board and the Novlémia map with every side's summary beside them; a
    ruleset with no `whole` of its own (SAGA) its summary of every side."""
    from hexterm.engine.seats import Seat
    from hexterm.table import create

    path = tmp_path / "g.hexsave"
    create(path, start_game(ruleset, None, [Seat(n, f) for n, f in seats], 3))

    async def body(pilot: Pilot[Any]) -> None:
        desk = await to_desk(pilot)
        text = str(desk.query_one("#desk-summary", Static).render())
        assert all(side in text for side in sides), text
        shown = [type(w).__name__ for w in desk.query("#desk-map")]
        assert shown == ([board] if board else [])
    run(HextermApp(tmp_path, path, organiser=True), body)


# --- pictures -----------------------------------------------------------------------------

@EVERY_LANGUAGE_AND_SIZE
def test_snapshot_organiser(tmp_path: Path, speak: None, size: tuple[int, int],
                            snap_compare: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The organiser's screen of the tiny world once alice has given her orders: the
    map of every unit, the acts (shown with `o` at 80 columns), bob awaited."""
    monkeypatch.chdir(tmp_path)
    save = tiny_game(Path("saves"))
    Table(save).submit("alice", "unit GLA4\n  move SE S\n")

    async def acts(pilot: Pilot[Any]) -> None:
        await to_desk(pilot)
        if size[0] < 100:
            await pilot.press("o")
        await pilot.pause()

    assert snap_compare(HextermApp(Path("saves"), save, organiser=True),
                        terminal_size=size, run_before=acts)
