"""Two seats submit their orders at the same moment 50 times over `hexterm serve`.

alice (by her key) and bob (by his PIN) log in and play the first `SERVED_ROUNDS`
turns through their served screens (of the built-in world played over more sessions:
it ends after 12 turns). Each turn both write their orders as text (`t`: a defending
line for every unit they command, if any), ask to submit (ctrl+s) and confirm (`y`) in
the same instant: the two confirmations leave in one turn of the test's event loop, so
the two programs take the save's lock against each other. Whichever is last resolves
the turn (the program does it, under the lock); both screens then hand over the new
turn, whose reports each player reads before going back to the map.

The remaining turns, up to 50, take the programs' own path without the screens, for
speed (a served turn takes 2 to 4 s here): two threads released by one barrier submit
both seats' orders through `Table(resolve_on_last=True).submit`, as the screens do,
each taking the save's lock on its own. Then both log in again and their hand-offs
show the turn the game has reached. `HEXTERM_SSH_SERVED_ROUNDS=50` plays all 50
through the screens.

After every turn the save must hold the resolution of both seats' orders: a `defend`
report for every unit either commands, and no "sent no orders" anywhere (the turn is
resolved only once both have submitted).
"""

from __future__ import annotations

import asyncio
import os
import re
import threading
from collections.abc import Callable
from importlib import resources
from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.engine.game import Game as Saved
from hexterm.save import savegame
from hexterm.table import Submission, Table
from tests.ssh.sshplay import (
    ALICE_PIN,
    BOB_PIN,
    FACTION_NAMES,
    Game,
    Player,
    ServerThread,
    enter_map,
    make_save,
    write_key,
)

ROUNDS = 50
SERVED_ROUNDS = int(os.environ.get("HEXTERM_SSH_SERVED_ROUNDS", "10"))
SEATS = (("alice", "glaces"), ("bob", "liberia"))


def check_resolved(save: Path, turn: int, units: dict[str, set[str]]) -> None:
    """The save has resolved `turn` with the orders of both seats."""
    after = savegame.load(save)
    assert after.turn == turn + 1, f"turn {turn} was not resolved"
    events = [e for e in after.log if e.turn == turn]
    assert not [e for e in events if e.key == "no-orders"], f"turn {turn}"
    defended = {e.subject for e in events if e.key == "order.defend"}
    for seat, _ in SEATS:
        assert units[seat] <= defended, f"{seat}'s orders of turn {turn} are missing"


def headless_turn(save: Path, turn: int) -> None:
    """Both seats submit at the same moment through the programs' own path."""
    units = commanded(savegame.load(save))
    tables = {seat: Table(save, resolve_on_last=True) for seat, _ in SEATS}
    barrier = threading.Barrier(len(SEATS))
    outcomes: dict[str, Submission] = {}
    failures: list[BaseException] = []

    def submit(seat: str) -> None:
        text = "".join(f"unit {code}: defend\n" for code in sorted(units[seat]))
        barrier.wait(10)
        try:
            outcomes[seat] = tables[seat].submit(seat, text)
        except BaseException as exc:  # the assertion below shows it
            failures.append(exc)

    threads = [threading.Thread(target=submit, args=(seat,)) for seat, _ in SEATS]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert not failures, failures
    assert sorted(outcomes.values(), key=lambda o: o.name) == [
        Submission.RESOLVED, Submission.STORED], f"turn {turn}: {outcomes}"
    check_resolved(save, turn, units)


def commanded(game: Saved) -> dict[str, set[str]]:
    """The deployed units each seat commands."""
    found: dict[str, set[str]] = {seat: set() for seat, _ in SEATS}
    for code, unit in game.state.units.items():
        if unit.commander in found and unit.hex is not None:
            found[unit.commander].add(code)
    return found


async def write_orders(player: Player, seat: str, turn: int, units: set[str]) -> list[str]:
    """`t`, ctrl+s: the orders as text (a defending line for each of `units`), up to
    the question; the units the text names."""
    player.send("t")
    shown = await player.wait_for(f"Orders · {seat}", "Submit the turn", "✓",
                                  *(f"unit {code}: defend" for code in sorted(units)))
    player.send(b"\x13")  # ctrl+s
    await player.wait_for(f"Submit your orders for turn {turn}?")
    return re.findall(r"unit (\w+): defend", shown)


async def next_turn(player: Player, seat: str, faction: str, turn: int) -> None:
    """The hand-off of the new turn, its reports, then the map."""
    await player.wait_for(f"Turn {turn}", "Show my game")
    player.send("\r")
    await player.wait_for(f"Reports · Turn {turn - 1}")
    player.send(b"\x1b")
    await player.wait_for(f"Turn {turn} · {seat} ({FACTION_NAMES[faction]})")


@pytest.fixture
def long_game(tmp_path: Path) -> Game:
    """The `game` fixture's seats on the built-in Marches played over 13 sessions of 4
    turns (the built-in world ends after 12 turns)."""
    text = (resources.files("hexterm.scenarios") / "marches.toml").read_text("utf-8")
    assert "\nsessions = 3\n" in text
    scenario = tmp_path / "long.toml"
    scenario.write_text(text.replace("\nsessions = 3\n", "\nsessions = 13\n"), "utf-8")
    save = make_save(tmp_path / "saves" / "long.hexsave", "alice:glaces", "bob:liberia",
                     scenario=str(scenario))
    assert main(["seat", "pin", str(save), "alice", "--pin", ALICE_PIN]) == 0
    assert main(["seat", "pin", str(save), "bob", "--pin", BOB_PIN]) == 0
    key = write_key(tmp_path / "alice_key")
    assert main(["seat", "add-key", str(save), "alice", str(tmp_path / "alice_key.pub")]) == 0
    return Game(save.parent, save, key, tmp_path / "alice_key", key)


def test_fifty_turns_submitted_at_the_same_moment(
        long_game: Game, start_server: Callable[..., ServerThread]) -> None:
    game = long_game
    server = start_server(game.save)

    async def play() -> None:
        alice = await Player.login(server.port, "alice", key=game.alice_key)
        bob = await Player.login(server.port, "bob", pin=BOB_PIN)
        players = {"alice": alice, "bob": bob}
        await asyncio.gather(enter_map(alice, "alice", "glaces"),
                             enter_map(bob, "bob", "liberia"))
        pids = set(server.pids())
        for turn in range(1, min(SERVED_ROUNDS, ROUNDS) + 1):
            before = savegame.load(game.save)
            assert before.turn == turn and before.orders == {}
            units = commanded(before)
            named = await asyncio.gather(*(write_orders(players[seat], seat, turn,
                                                        units[seat]) for seat, _ in SEATS))
            assert [set(n) for n in named] == [units[seat] for seat, _ in SEATS]
            for player in players.values():  # the same moment: one loop turn
                player.send("y")
            await asyncio.gather(*(next_turn(players[seat], seat, faction, turn + 1)
                                   for seat, faction in SEATS))
            check_resolved(game.save, turn, units)
        assert set(server.pids()) == pids  # the same two programs all along
        await asyncio.gather(alice.close(), bob.close())

    asyncio.run(play())
    for turn in range(SERVED_ROUNDS + 1, ROUNDS + 1):
        headless_turn(game.save, turn)

    async def again() -> None:
        alice = await Player.login(server.port, "alice", key=game.alice_key)
        bob = await Player.login(server.port, "bob", pin=BOB_PIN)
        for player, (seat, faction) in zip((alice, bob), SEATS, strict=True):
            await player.wait_for(f"Turn {ROUNDS + 1}", f"{seat} ({FACTION_NAMES[faction]})",
                                  "Show my game")
        await asyncio.gather(alice.close(), bob.close())

    asyncio.run(again())
