"""Turns made of steps (`hexterm.engine.steps`), played with a tiny ruleset of three
kinds of steps (`tests/helpers/tiny_steps.py`): a sealed bid by every seat, open
declarations one seat at a time in the order the bids decided, then the organiser's
score. Through the engine, the Table and the command line; the dice of a step are
keyed by its turn and its place in the turn."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.engine import game as games
from hexterm.engine import game_data, rulesets
from hexterm.engine.dice import SeededDice
from hexterm.engine.errors import OrderSyntaxError, SeatError
from hexterm.engine.seats import Seat
from hexterm.engine.steps import ORGANISER, InputKind, dice_key
from hexterm.save import savegame
from hexterm.table import Submission, Table


@pytest.fixture(autouse=True)
def tiny() -> Iterator[None]:
    rulesets.register("tinysteps", "tests.helpers.tiny_steps:TINY")
    yield
    rulesets.forget("tinysteps")  # the other tests see the shipped rulesets only


def new(*seats: Seat, seed: int = 1) -> games.Game:
    return games.new_game("tinysteps", {}, seats or (Seat("alice", "a"), Seat("bob", "b")),
                          seed)


def test_a_turn_goes_through_its_three_kinds_of_steps() -> None:
    game = new()
    assert (game.step.key, game.step.kind, game.step.sealed) == ("bid", InputKind.BID, True)
    assert game.step.hand_off and game.waiting_for() == ["alice", "bob"]
    game = games.submit_orders(game, "alice", "7")
    game = games.submit_orders(game, "bob", "3")
    game = games.resolve(game)
    # bob bid lower: he speaks first, alone, in the open.
    assert (game.turn, game.steps_done, game.step.key) == (1, 1, "declare")
    assert not game.step.hand_off and game.waiting_for() == ["bob"]
    with pytest.raises(SeatError, match="does not await alice now"):
        games.submit_orders(game, "alice", "early")
    game = games.resolve(games.submit_orders(game, "bob", "north"))
    assert game.waiting_for() == ["alice"]
    game = games.resolve(games.submit_orders(game, "alice", "south"))
    # The organiser alone is awaited; no seat may give the score.
    assert game.step.organiser_only and game.waiting_for() == [] and game.awaits_organiser()
    with pytest.raises(SeatError):
        games.submit_orders(game, "alice", "winner alice")
    with pytest.raises(games.NotReadyError, match="waits for the orders of the organiser"):
        games.resolve(game)
    game = games.resolve(games.submit_orders(game, ORGANISER, "winner alice"))
    assert (game.turn, game.steps_done, game.state.points) == (2, 0, {"alice": 1, "bob": 0})
    said = [e.text for e in game.log]
    assert said == ["bids: alice 7, bob 3; speaking: bob, alice", "bob declares 'north'",
                    "alice declares 'south'", "the organiser gives alice a point"]


def test_the_organiser_may_not_enter_a_step_that_is_the_seats() -> None:
    with pytest.raises(SeatError, match="does not take the organiser's entry now"):
        games.submit_orders(new(), ORGANISER, "3")
    with pytest.raises(OrderSyntaxError, match="a bid is a whole number"):
        games.submit_orders(new(), "alice", "ten")


def test_a_steps_dice_are_keyed_by_turn_and_step() -> None:
    assert dice_key(4, 0) == ("turn", 4)  # a one-step game's dice, as before steps
    assert dice_key(4, 2) == ("turn", 4, "step", 2)
    bots = (Seat("alice", "a", bot=True), Seat("bob", "b", bot=True))
    game = games.resolve(new(*bots, seed=9))  # the bots bid with the first step's dice
    dice = SeededDice(9, "turn", 1)
    expected = [dice.stream("bot", name).below(10) for name in ("alice", "bob")]
    assert game.log[-1].text.startswith(
        f"bids: alice {expected[0]}, bob {expected[1]};")


def test_the_step_is_saved_and_read_back(tmp_path: Path) -> None:
    game = games.resolve(games.submit_orders(games.submit_orders(new(), "alice", "1"),
                                             "bob", "2"))
    path = tmp_path / "t.hexsave"
    savegame.save(path, game)
    back = savegame.load(path)
    assert (back.steps_done, back.step.key, back.waiting_for()) == (1, "declare", ["alice"])
    assert game_data.to_data(back)["steps_done"] == 1
    assert "steps_done" not in game_data.to_data(new())  # a first step writes nothing more


def test_the_table_follows_the_steps(tmp_path: Path) -> None:
    path = tmp_path / "t.hexsave"
    savegame.save(path, new())
    table = Table(path, resolve_on_last=True)
    assert table.submit("alice", "5") is Submission.STORED
    assert table.submit("bob", "5") is Submission.RESOLVED  # the last bid resolves it
    assert [s.name for s in table.waiting()] == ["alice"]  # equal bids: seat order
    assert table.submit("alice", "yes") is Submission.RESOLVED
    assert table.submit("bob", "no") is Submission.RESOLVED
    assert table.waiting() == [] and table.game.awaits_organiser()
    assert table.submit(ORGANISER, "none") is Submission.RESOLVED
    assert (table.game.turn, table.game.state.points) == (2, {"alice": 0, "bob": 0})


def test_the_command_line_follows_the_steps(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "t.hexsave"
    savegame.save(path, new())
    bid = tmp_path / "bid.txt"
    bid.write_text("4\n")
    assert main(["orders", "submit", str(path), str(bid), "--as", "alice"]) == 0
    assert main(["orders", "submit", str(path), str(bid), "--as", "bob"]) == 0  # the last
    out = capsys.readouterr().out.splitlines()
    assert out == ["Bid of alice submitted for turn 1; waiting for bob",
                   "Bid of bob submitted for turn 1",
                   "turn 1: Bid resolved; next: Declare, waiting for alice"]
    assert main(["resolve", str(path)]) == 1  # nothing to resolve: alice is awaited
    assert "turn 1 waits for the orders of alice" in capsys.readouterr().err
    assert main(["resolve", str(path), "--force"]) == 0  # alice says nothing
    assert main(["resolve", str(path), "--force"]) == 0  # nor bob
    assert main(["show", str(path)]) == 0
    shown = capsys.readouterr().out
    assert "Step: Score the turn (open)" in shown
    assert "Orders submitted: none; waiting for the organiser" in shown
    score = tmp_path / "score.txt"
    score.write_text("winner bob\n")
    assert main(["orders", "submit", str(path), str(score)]) == 1  # nobody named
    assert "--as SEAT, or --organiser" in capsys.readouterr().err
    assert main(["orders", "submit", str(path), str(score), "--organiser"]) == 0
    assert main(["autoplay", str(path), "--turns", "5", "--force"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-2:] == ["turn 1 resolved; turn 2 is open", "turn 2 resolved"]
    game = savegame.load(path)
    assert game.outcome is not None and game.outcome.ranking == ("bob", "alice")
    assert [e.text for e in game.log if e.turn == 1][1:] == [
        "alice sent no orders: default orders apply", "alice declares 'silence'",
        "bob sent no orders: default orders apply", "bob declares 'silence'",
        "the organiser gives bob a point"]


TINY_CASE = '''
title = "A tiny turn of three steps"
ruleset = "tinysteps"
seed = 1

[scenario]

[seats]
alice = "a"
bob = "b"

[[turn]]  # one block a step: the sealed bids
orders = { alice = "7", bob = "3" }
events = ["speaking: bob, alice"]

[[turn]]
orders = { bob = "north" }

[[turn]]
orders = { alice = "south" }

[[turn]]
orders = { "@organiser" = "winner alice" }
events = ["the organiser gives WINNER a point"]
'''


@pytest.mark.parametrize(("winner", "failures"), [
    ("alice", []),
    ("bob", ["turn 4: no event mentions 'the organiser gives bob a point'"]),
])
def test_the_case_runner_plays_a_step_a_block(tmp_path: Path, winner: str,
                                              failures: list[str]) -> None:
    from hexterm.cases import run_case

    case = tmp_path / "tiny.toml"
    case.write_text(TINY_CASE.replace("WINNER", winner))
    result = run_case(case)
    assert (result.problem, [str(f) for f in result.failures]) == ("", failures)


def test_the_bots_steps_are_resolved_until_a_human_or_the_organiser_is_awaited(
        tmp_path: Path) -> None:
    """alice bids the most (9), so bob, a bot, declares first: once her bid is in, the
    bids and bob's declaration, which await the bot alone, are resolved at once; after
    her declaration, only the organiser's score is left: the bots do not give it."""
    path = tmp_path / "t.hexsave"
    savegame.save(path, new(Seat("alice", "a"), Seat("bob", "b", bot=True)))
    table = Table(path, resolve_on_last=True)
    assert table.submit("alice", "9") is Submission.RESOLVED
    game = table.game
    assert (game.step.key, game.waiting_for()) == ("declare", ["alice"])
    assert [e.text for e in game.log][-1] == "bob declares 'pass'"
    assert table.submit("alice", "north") is Submission.RESOLVED
    assert table.game.awaits_organiser() and not table.game.awaits_only_bots()
    assert table.game.turn == 1
