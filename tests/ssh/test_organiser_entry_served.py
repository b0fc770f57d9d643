"""The organiser's own entry given from the served organiser's screen (issue 30): a step
that awaits the organiser alone (the tiny ruleset's score, installed as a plug-in as in
tests/ssh/test_steps_served.py) is offered on the organiser's screen, and `e` opens the
entry form a seat uses; the organiser's score given there resolves the turn. At one
keyboard: tests/screens/test_organiser_entry.py."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

from hexterm.cli import main
from hexterm.save import savegame
from hexterm.table import Table
from tests.ssh.sshplay import Player, ServerThread, eventually
from tests.ssh.test_steps_served import tiny_plugin  # noqa: F401  (the plug-in's fixture)

PIN = "8642"


def test_the_served_organiser_gives_the_score_the_step_awaits(
        tiny_plugin: Path, tmp_path: Path,  # noqa: F811
        start_server: Callable[..., ServerThread]) -> None:
    save = tmp_path / "tiny.hexsave"
    world = tmp_path / "tiny.toml"
    world.write_text('title = "A tiny world"\n')
    assert main(["new", str(save), "--ruleset", "tinysteps", "--scenario", str(world),
                 "--seat", "alice:a", "--seat", "bob:b"]) == 0  # main() loads the plug-in
    table = Table(save, resolve_on_last=True)  # the players' own programs, elsewhere
    for seat, text in (("alice", "7"), ("bob", "3"), ("bob", "north"), ("alice", "south")):
        table.submit(seat, text)
    assert table.game.awaits_organiser()
    assert main(["organiser", "pin", str(save), "--pin", PIN]) == 0
    server = start_server(save)

    async def play() -> None:
        desk = await Player.login(server.port, "organiser", pin=PIN)
        await desk.wait_for("Organiser · A tiny world · Turn 1",
                            "The step awaits your entry: e gives it.")
        desk.send("e")
        await desk.wait_for("Turn 1 · Score the turn · the organiser")
        desk.send("winner bob")
        await desk.wait_for("The rules accept it")
        desk.send(b"\x13")  # ctrl+s: back on the organiser's screen, at turn 2
        await desk.wait_for("Organiser · A tiny world · Turn 2")
        assert await eventually(lambda: savegame.load(save).turn == 2)
        await desk.close()

    asyncio.run(play())
    game = savegame.load(save)
    assert game.state.points == {"alice": 0, "bob": 1}
    assert game.log[-1].text == "the organiser gives bob a point"
