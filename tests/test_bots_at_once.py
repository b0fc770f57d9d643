"""Bots never hold a game up (issue 24): a step left awaiting only bots is resolved at
once, however the last human input came: the screens at one keyboard, a seat's own
terminal (`play --as`), `hexterm orders submit` (and a served session:
tests/ssh/test_bots_served.py), in the tactical board, SAGA and the Med-Fan campaign.

In each game alice is the only human seat. On the tactical board her activation is
followed by the bot's; in SAGA, from turn 2 on, she has no band, so once the bids are
in the movement steps await the bots alone; in the Med-Fan campaign the armies are
bought by every seat at once and the bot's is written when alice's is in. After her
input the game must wait for her again (never "ready to resolve"), the bots' inputs
written into the log, the same save whichever way her input came.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from pathlib import Path

import pytest
from textual.widgets import TextArea

from hexterm.app import HextermApp
from hexterm.cli import main
from hexterm.engine import game as games
from hexterm.engine.game import Game
from hexterm.engine.seats import Seat
from hexterm.save import savegame
from hexterm.screens.shared.handoff import HandOffScreen
from hexterm.screens.shared.reports import ReportsFrame
from hexterm.screens.shared.step_entry import StepEntryScreen
from hexterm.screens.shared.waiting import WaitingScreen
from hexterm.table import Submission, Table
from tests.helpers.terminal import Terminal
from tests.helpers.waits import settled, until


@dataclass(frozen=True)
class Case:
    """A game of one ruleset where alice's `text` is awaited and bots come after her."""

    ruleset: str
    seats: tuple[str, ...]
    before: tuple[str, ...]  # alice's inputs that bring the game there
    text: str  # her input then
    step: str  # the title of the step she gives it at


CASES = {
    "tactical": Case("tactical", ("alice:North", "bob:South:bot"), (), "Spears: C04",
                     "Activate a unit"),
    "saga": Case("saga", ("alice:Vikings", "bob:Outremonde:bot", "carol:Normans:bot"),
                 ("", ""), "0", "Bid for the favour of the gods"),
    "medfan": Case("medfan", ("alice:Azur", "bob:Gueules:bot"), (), "", "Buy your army"),
}


def made(folder: Path, case: Case) -> Path:
    """The save of `case`, at alice's input (her earlier ones given from files)."""
    path = folder / f"{case.ruleset}.hexsave"
    args = ["new", str(path), "--ruleset", case.ruleset, "--seed", "4"]
    for seat in case.seats:
        args += ["--seat", seat]
    assert main(args) == 0
    for number, text in enumerate(case.before):
        given = folder / f"before{number}.txt"
        given.write_text(text)
        assert main(["orders", "submit", str(path), str(given), "--as", "alice"]) == 0
    game = savegame.load(path)
    assert game.waiting_for() == ["alice"] and game.step.title == case.step
    return path


def moved_on(before: Game, after: Game) -> None:
    """What the issue asks: the bots' steps after alice's input resolved at once, the
    game waiting for her again, their inputs written by the program."""
    assert (after.turn, after.steps_done) != (before.turn, before.steps_done)
    assert not after.awaits_only_bots()
    assert after.waiting_for() == ["alice"] and after.orders == {}
    bots = {e.subject for e in after.log[len(before.log):] if e.key == "bot-orders"}
    assert bots == {s.name for s in after.seats if s.bot}


def shown(path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    capsys.readouterr()
    assert main(["show", str(path)]) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("ruleset", sorted(CASES))
def test_every_way_the_last_input_comes_resolves_the_bots_steps(
        tmp_path: Path, ruleset: str, capsys: pytest.CaptureFixture[str]) -> None:
    case = CASES[ruleset]
    saves: dict[str, bytes] = {}
    for way in ("one keyboard", "own terminal", "command line"):
        folder = tmp_path / way.replace(" ", "-")
        folder.mkdir()
        path = made(folder, case)
        before = savegame.load(path)
        if way == "command line":
            given = folder / "input.txt"
            given.write_text(case.text)
            assert main(["orders", "submit", str(path), str(given), "--as", "alice"]) == 0
        else:
            table = Table(path, resolve_on_last=way == "own terminal")
            outcome = table.submit("alice", case.text)
            if outcome is Submission.STORED:  # one keyboard, nobody else in her step:
                assert way == "one keyboard" and not table.waiting()
                table.resolve()  # the app resolves it at once (app.call_next_player)
            else:
                assert outcome is Submission.RESOLVED
        after = savegame.load(path)
        moved_on(before, after)
        out = shown(path, capsys)
        assert "ready to resolve" not in out and "waiting for alice" in out
        saves[way] = path.read_bytes()
    # one logic: the bots' inputs come from the seed, the same whichever way
    assert saves["one keyboard"] == saves["own terminal"] == saves["command line"]


def test_the_command_line_says_what_the_bots_did(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    path = made(tmp_path, CASES["tactical"])
    given = tmp_path / "input.txt"
    given.write_text("Spears: C04\n")
    capsys.readouterr()
    assert main(["orders", "submit", str(path), str(given), "--as", "alice"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "Activate a unit of alice submitted for turn 1",
        "turn 1: Activate a unit resolved (the program played bob); next: Activate a "
        "unit, waiting for alice"]


def test_a_game_whose_bot_begins_has_moved_when_it_is_made(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The ford's North moves first: played by the program, its activation is written
    when `hexterm new` makes the game (as the New game form does, both through
    `table.create_game`), so `hexterm show` at once awaits sud, never "ready to
    resolve"; after sud's activation the bot moves again at once."""
    path = tmp_path / "t.hexsave"
    assert main(["new", str(path), "--ruleset", "tactical", "--seed", "4",
                 "--seat", "nord:North:bot", "--seat", "sud:South"]) == 0
    assert capsys.readouterr().out.rstrip().endswith("(the program played nord)")
    game = savegame.load(path)
    assert [e.subject for e in game.log if e.key == "bot-orders"] == ["nord"]
    assert game.waiting_for() == ["sud"] and not game.awaits_only_bots()
    out = shown(path, capsys)
    assert "ready to resolve" not in out and "waiting for sud" in out
    given = tmp_path / "input.txt"
    given.write_text("Skirmishers: I05\n")  # its attack movement, owed first (T25)
    assert main(["orders", "submit", str(path), str(given), "--as", "sud"]) == 0
    game = savegame.load(path)
    assert [e.subject for e in game.log if e.key == "bot-orders"] == ["nord", "nord"]
    assert game.waiting_for() == ["sud"]


def test_a_game_of_bots_alone_is_left_to_autoplay() -> None:
    """play_bots plays for the humans' sake: with none, nothing is resolved (autoplay
    and resolve are there for that)."""
    from hexterm.worlds import load_scenario

    scenario = load_scenario("tactical", None)[0]
    game = games.new_game("tactical", scenario, [Seat("alice", "North", bot=True),
                                                 Seat("bob", "South", bot=True)], 4)
    assert game.awaits_only_bots() and games.play_bots(game) is game


# --- the screens ------------------------------------------------------------------------


async def give_on_screen(pilot: object, app: HextermApp, text: str) -> None:
    """alice's input typed on her step's screen (after her hand-off, and her reports
    put aside) and given with ctrl+s."""
    from textual.pilot import Pilot

    assert isinstance(pilot, Pilot)
    while not isinstance(app.screen, StepEntryScreen):
        await until(pilot, lambda: isinstance(app.screen, (HandOffScreen, ReportsFrame,
                                                           StepEntryScreen)),
                    "the hand-off, the reports or the step")
        if isinstance(app.screen, HandOffScreen):
            await pilot.click("#go")
        elif isinstance(app.screen, ReportsFrame):
            await pilot.press("escape")
        await pilot.pause()
    area = app.screen.query_one(TextArea)
    area.insert(text)
    await until(pilot, lambda: "accept" in str(app.screen.query_one("#step-problem").render()),
                "the rules accept it")
    await pilot.press("ctrl+s")
    await settled(pilot)


@pytest.mark.parametrize("ruleset", sorted(CASES))
@pytest.mark.parametrize("own", [False, True], ids=["one keyboard", "play --as"])
def test_on_the_screens_the_bots_play_at_once(tmp_path: Path, ruleset: str,
                                              own: bool) -> None:
    """At one keyboard, and at alice's own terminal (`play --as alice`, where the issue
    saw "nothing is asked of you at this step" for ever): once she has given her input,
    her next step opens, the bots' steps resolved meanwhile."""
    case = CASES[ruleset]
    path = made(tmp_path, case)
    before = savegame.load(path)

    async def go() -> None:
        app = HextermApp(tmp_path, path, "alice" if own else None)
        async with app.run_test(size=(120, 40)) as pilot:
            await give_on_screen(pilot, app, case.text)
            moved_on(before, savegame.load(path))
            # her next step comes (its hand-off first when sealed), not a waiting screen
            await until(pilot, lambda: isinstance(app.screen, (HandOffScreen,
                                                               StepEntryScreen)),
                        "alice's next step")
            assert not isinstance(app.screen, WaitingScreen)

    asyncio.run(go())


# --- the installed program in a terminal ---------------------------------------------


@pytest.fixture
def save(tmp_path: Path) -> Path:
    """The issue's game: the tactical board, alice's North against a bot (the
    `terminal` fixture runs the program on it)."""
    path = tmp_path / "saves" / "ford.hexsave"
    assert main(["new", str(path), "--ruleset", "tactical", "--seat", "alice:North",
                 "--seat", "bob:South:bot", "--seed", "4"]) == 0
    return path


def test_play_as_a_seat_against_a_bot_in_a_terminal(terminal: Terminal, save: Path) -> None:
    """`hexterm play SAVE --as alice`, as the issue played it: after her activation, her
    next go opens at once with the bot's move beside the board; quitting leaves no lock
    file behind."""
    terminal.start("play", str(save), "--as", "alice")
    terminal.wait_for("alice (North)", "Show my game")
    terminal.wait_for_focus("Show my game")
    terminal.send("Enter")
    terminal.give("alice", "North", "Activate a unit", "Spears: C04", sealed=False)
    terminal.wait_until(lambda _: savegame.load(save).steps_done == 2,
                        "her activation and the bot's in the save")
    game = savegame.load(save)
    assert game.waiting_for() == ["alice"]
    bob = next(e.args for e in game.log if e.key == "tactical.move" and e.args["seat"] == "bob")
    shown = terminal.wait_for("Activate a unit · alice (North)", "Spears: B04 → C04 (1)",
                              f"{bob['unit']}: {bob['path'][:3]}")
    assert "nothing is asked of you" not in shown
    terminal.send("C-q")
    assert terminal.exit_status() == 0
    assert sorted(p.name for p in save.parent.rglob("*.lock")) == []
