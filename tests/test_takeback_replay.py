"""A step taken back replays to the same state, and the same bytes, when the same inputs
are given again (issue 30), in every ruleset: a property over random games.

Hypothesis draws the ruleset, the seed and how many steps are played first (the bots
playing every seat but one, whose input is the ruleset's default when asked). Then the
person gives an input, where the step awaits one (what a bot would give in its place,
from its own dice), and the step is resolved (`first`), taken back (the state and the
step before it come back, the save reads back and holds together), and resolved again:
the state is the same, and the save the same bytes as `first`'s but for the take-back's
event (between the events before the step and the step's own) and the record's count
of events that counts it. The dice are the game's seed, keyed by the turn and the step:
nothing else may differ.
"""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from hexterm.engine import game as games
from hexterm.engine import game_data, takeback
from hexterm.engine.dice import SeededDice
from hexterm.engine.game import Game
from hexterm.engine.log import Log
from hexterm.engine.seats import Seat
from hexterm.engine.trial import check_game
from hexterm.save import savegame, snapshot
from hexterm.worlds import start_game

SEATS = {
    "planisphere": (("alice", "glaces"), ("bob", "liberia")),
    "novlemia": (("alice", "0"), ("bob", "1")),
    "saga": (("alice", "Vikings"), ("bob", "Outremonde"), ("carol", "Normans")),
    "medfan": (("alice", "Elves"), ("bob", "Orcs")),
    "tactical": (("alice", "North"), ("bob", "South")),
}


def begun(ruleset: str, seed: int, human: int) -> Game:
    seats = [Seat(name, faction, bot=n != human)
             for n, (name, faction) in enumerate(SEATS[ruleset])]
    return start_game(ruleset, None, seats, seed)


def step(game: Game) -> Game:
    """One step resolved: the human seat's default input where it is awaited (forced),
    the bots' from the seed."""
    return games.resolve(game, force=True)


def person(game: Game, seed: int) -> Game:
    """The person's input to the step, if it awaits one: what the ruleset's bot would
    give in its place (from dice of its own)."""
    rules, step = game.rules, game.step
    for seat in game.seats:
        if not seat.bot and seat.name in game.waiting_for():
            value = rules.bot_input(game.state, seat, step, SeededDice(seed, "person"))
            return games.submit_orders(game, seat.name, rules.format_input(step, value))
    return game


def read_back(game: Game) -> Game:
    snap = snapshot.decode(savegame.encode(game))
    return game_data.from_data(snap.header, snap.body)


@settings(max_examples=25, deadline=None)
@given(ruleset=st.sampled_from(sorted(SEATS)), seed=st.integers(0, 2**31),
       played=st.integers(0, 6), human=st.integers(0, 1))
def test_a_step_taken_back_and_resolved_again_gives_the_same_bytes(
        ruleset: str, seed: int, played: int, human: int) -> None:
    game = begun(ruleset, seed, human)
    for _ in range(played):
        if game.outcome is not None:
            break
        game = step(game)
    if game.outcome is not None:
        return
    game = person(game, seed)
    first = step(game)
    back = takeback.take_back_step(first, "a property", first.before["turn"])
    # the step before it, its state and the inputs that were given
    assert (back.turn, back.steps_done) == (game.turn, game.steps_done)
    assert back.state == game.state and dict(back.orders) == dict(game.orders)
    assert back.seats == game.seats
    assert back.log[:len(game.log)] == game.log and len(back.log) == len(game.log) + 1
    # the save holds together and reads back as it was written
    again = read_back(back)
    check_game(again)
    assert savegame.encode(again) == savegame.encode(back)
    # resolved again with the same inputs: the same state, the same bytes
    replayed = step(again)
    assert replayed.state == first.state
    held = len(game.log)
    events = list(first.log)
    expected = replace(first, log=Log.of([*events[:held], back.log[held], *events[held:]]),
                       before={**first.before, "events": held + 1})
    assert savegame.encode(replayed) == savegame.encode(expected)
