"""A game of several steps a turn played over `hexterm serve`, by a ruleset from outside.

The tiny test ruleset (tests/helpers/tiny_steps.py: a sealed bid by every seat, open
declarations one seat at a time, the organiser's score) is installed the way a
ruleset of a third party is: a package's entry point (`hexterm.plugins`), here a
dist-info folder put on the served programs' path. alice and bob play a turn in their
own SSH sessions: each bids on the step entry screen, waits while the other is
awaited, and is brought the next step as soon as it is theirs; the organiser's score
comes from the command line, and both sessions then open the second turn's bid.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.engine import game as games
from hexterm.engine import rulesets
from hexterm.engine.seats import Seat
from hexterm.save import savegame
from hexterm.server import session
from tests.ssh.sshplay import ServerThread, alice_and_bob, set_pins


@pytest.fixture
def tiny_plugin(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The tiny ruleset installed as a plug-in, for this process and the served ones."""
    site = tmp_path / "site"
    info = site / "hexterm_tiny-0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: hexterm-tiny\nVersion: 0\n")
    (info / "entry_points.txt").write_text(
        "[hexterm.rulesets]\ntinysteps = tests.helpers.tiny_steps:TINY\n")
    served_env = session.child_env

    def child_env(term: str, client: Mapping[str, str], idle: float) -> dict[str, str]:
        env = served_env(term, client, idle)
        env["PYTHONPATH"] += f":{site}"
        return env

    monkeypatch.setattr(session, "child_env", child_env)
    monkeypatch.syspath_prepend(str(site))
    try:
        yield site
    finally:
        rulesets.forget("tinysteps")


def test_a_plugin_ruleset_is_found_by_its_entry_point(tiny_plugin: Path) -> None:
    from hexterm import plugins

    assert "tinysteps" not in rulesets.names()
    assert plugins.load() == ["tinysteps"]
    assert rulesets.get_ruleset("tinysteps").title == "Tiny steps"
    assert plugins.load() == []  # known once


def test_the_steps_of_a_turn_are_played_over_ssh(
        tiny_plugin: Path, tmp_path: Path, start_server: Callable[..., ServerThread]) -> None:
    save = tmp_path / "tiny.hexsave"
    world = tmp_path / "tiny.toml"
    world.write_text('title = "A tiny world"\n')
    assert main(["new", str(save), "--ruleset", "tinysteps", "--scenario", str(world),
                 "--seat", "alice:a", "--seat", "bob:b"]) == 0  # main() loads the plug-in
    set_pins(save)
    server = start_server(save)

    async def play() -> None:
        alice, bob = await alice_and_bob(server.port)
        for player in (alice, bob):
            await player.wait_for("Turn 1", "Show my game")
            player.send("\r")
        await alice.wait_for("Turn 1 · Bid · alice (a)", "Sealed")
        await bob.wait_for("Turn 1 · Bid · bob (b)", "Sealed")
        alice.send("3")
        await alice.wait_for("The rules accept it")
        alice.send(b"\x13")  # ctrl+s
        await alice.wait_for("Awaited: bob")
        bob.send("12")
        await bob.wait_for("a bid is a whole number from 0 to 9, not '12'")
        bob.send(b"\x7f")  # "1": the lower bid, bob declares first
        await bob.wait_for("The rules accept it")
        bob.send(b"\x13")  # the last bid resolves the step
        await bob.wait_for("Turn 1 · Declare · bob (b)", "Open")
        await alice.wait_for("nothing is asked of you at this step (Declare)", "Awaited: bob")
        bob.send("north\x13")
        await alice.wait_for("Turn 1 · Declare · alice (a)", "Open")
        await bob.wait_for("nothing is asked of you at this step (Declare)", "Awaited: alice")
        alice.send("south\x13")
        await alice.wait_for("Awaited: the organiser")
        await bob.wait_for("Awaited: the organiser")
        score = tmp_path / "score.txt"
        score.write_text("winner alice\n")
        assert await asyncio.to_thread(
            main, ["orders", "submit", str(save), str(score), "--organiser"]) == 0
        for player in (alice, bob):
            await player.wait_for("Turn 2")
        await alice.close()
        await bob.close()

    asyncio.run(play())
    game = savegame.load(save)
    assert (game.turn, game.steps_done) == (2, 0)
    assert [e.text for e in game.log if e.turn == 1] == [
        "bids: alice 3, bob 1; speaking: bob, alice", "bob declares 'north'",
        "alice declares 'south'", "the organiser gives alice a point"]
    assert game.state.points == {"alice": 1, "bob": 0}


def test_the_tiny_game_is_not_known_without_its_plugin() -> None:
    with pytest.raises(Exception, match="unknown ruleset 'tinysteps'"):
        games.new_game("tinysteps", {}, [Seat("ana", "a"), Seat("bob", "b")], 1)
