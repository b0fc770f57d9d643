"""No lock file is left behind (issue 24): the save's lock (`hexterm.save.locks`) is
removed by the program that holds it as it lets go, and stays exclusive while programs
take it one after the other. After the commands, `hexterm play` and its quitting, the
saves' folder holds the save, its backups and drafts, and no `.lock` (`hexterm board`
and `hexterm seat` too; `hexterm serve`: tests/ssh/test_server_stop.py)."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

from textual.widgets import TextArea

from hexterm.app import HextermApp
from hexterm.cli import main
from hexterm.save import savefile
from hexterm.save.locks import lock_path
from hexterm.screens.shared.step_entry import StepEntryScreen
from hexterm.screens.shared.waiting import WaitingScreen
from tests.helpers.waits import settled, until

ROOT = Path(__file__).resolve().parent.parent
CHILD_ENV = {**os.environ, "PYTHONPATH": str(ROOT)}


def locks(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.rglob("*.lock"))


def test_the_commands_leave_no_lock_file(tmp_path: Path) -> None:
    save = tmp_path / "t.hexsave"
    move = tmp_path / "move.txt"
    move.write_text("Spears: C04\n")
    commands = [
        ["new", str(save), "--ruleset", "tactical", "--seat", "alice:North",
         "--seat", "bob:South"],
        ["orders", "submit", str(save), str(move), "--as", "alice"],
        ["undo", str(save), "--as", "alice"],
        ["orders", "submit", str(save), str(move), "--as", "alice"],
        ["resolve", str(save), "--force"],
        ["seat", "pin", str(save), "bob", "--pin", "2468"],
        ["autoplay", str(save), "--turns", "1", "--force"],
        ["show", str(save)],
    ]
    for args in commands:
        assert main(args) == 0, args
        assert locks(tmp_path) == [], args
    assert main(["resolve", str(save)]) == 1  # a failure lets go of it too
    assert locks(tmp_path) == []


def test_board_and_seat_commands_leave_no_lock_file(tmp_path: Path) -> None:
    """`hexterm board` (the board game made, a refused hand-back, both hand-backs, the
    last resolving the campaign's battle) and `hexterm seat` (role, join, a PIN set and
    removed) leave no `.lock` beside either save."""
    from dataclasses import replace

    from hexterm.engine import game as games
    from hexterm.save import savegame
    from tests.helpers.saga_world import advance_to, build_campaign

    campaign, board = tmp_path / "saga.hexsave", tmp_path / "board.hexsave"
    build_campaign(campaign)
    advance_to(campaign, "battle")
    assert main(["board", str(campaign), str(board), "--turns", "1"]) == 0
    assert locks(tmp_path) == []
    hand_back = ["board", str(campaign), str(board), "--hand-back", "--draw"]
    assert main([*hand_back, "--as", "bob"]) == 1  # not over yet: refused
    assert locks(tmp_path) == []
    game = savegame.load(board)
    game = replace(game, seats=tuple(replace(s, bot=True) for s in game.seats))
    while game.outcome is None:
        game = games.resolve(game)
    savegame.save(board, game)
    for seat in ("carol", "bob"):
        assert main([*hand_back, "--as", seat]) == 0, seat
        assert locks(tmp_path) == [], seat
    assert any(e.key == "saga.result" for e in savegame.load(campaign).log)
    save = tmp_path / "p.hexsave"
    commands = [
        (0, ["new", str(save), "--seed", "3", "--seat", "alice:glaces",
             "--seat", "bob:liberia"]),
        (0, ["seat", "role", str(save), "alice", "diplomat"]),
        (1, ["seat", "role", str(save), "alice", "nobody"]),  # refused: no such role
        (1, ["seat", "join", str(save), "carol:coelion"]),  # refused: a started game
        (0, ["seat", "pin", str(save), "bob", "--pin", "2468"]),
        (0, ["seat", "pin", str(save), "bob", "--remove", "--yes"]),
    ]
    for code, args in commands:
        assert main(args) == code, args
        assert locks(tmp_path) == [], args


def test_playing_and_quitting_leaves_no_lock_file(tmp_path: Path) -> None:
    """alice plays her seat at her own terminal, gives her activation, waits, quits."""
    save = tmp_path / "t.hexsave"
    assert main(["new", str(save), "--ruleset", "tactical", "--seat", "alice:North",
                 "--seat", "bob:South"]) == 0

    async def go() -> None:
        app = HextermApp(tmp_path, save, "alice")
        async with app.run_test(size=(120, 40)) as pilot:
            await until(pilot, lambda: app.screen.query("#go") != [], "her hand-off")
            await pilot.click("#go")
            await until(pilot, lambda: isinstance(app.screen, StepEntryScreen), "her go")
            app.screen.query_one(TextArea).insert("Spears: C04")
            await pilot.press("ctrl+s")
            await settled(pilot)
            await until(pilot, lambda: isinstance(app.screen, WaitingScreen), "waiting")
            await pilot.press("ctrl+q")

    asyncio.run(go())
    assert savefile.read(save).header["turn"] == 1
    assert locks(tmp_path) == []


COUNTER_CHILD = """
import sys
from hexterm.save import savefile
path = sys.argv[1]
for _ in range(40):
    with savefile.locked(path):
        snap = savefile.read(path)
        savefile.write(path, snap.header, {"n": snap.body["n"] + 1}, backups=0)
"""


def test_the_lock_stays_exclusive_while_its_file_comes_and_goes(tmp_path: Path) -> None:
    """Three programs take the lock 40 times each as fast as they can: the file is
    removed and made again all the while, and not one increment is lost."""
    path = tmp_path / "x.hexsave"
    savefile.write(path, {"format": 1}, {"n": 0})
    children = [subprocess.Popen([sys.executable, "-c", COUNTER_CHILD, str(path)],
                                 env=CHILD_ENV) for _ in range(3)]
    for child in children:
        assert child.wait(timeout=300) == 0
    assert savefile.read(path).body["n"] == 120
    assert locks(tmp_path) == []


def test_a_lock_file_left_by_a_killed_program_is_taken_and_removed(tmp_path: Path) -> None:
    path = tmp_path / "x.hexsave"
    savefile.write(path, {"format": 1}, {"n": 0})
    lock_path(path).write_bytes(b"")  # a program killed while it held the lock
    savefile.write(path, {"format": 1}, {"n": 1})
    assert locks(tmp_path) == [] and savefile.read(path).body["n"] == 1
