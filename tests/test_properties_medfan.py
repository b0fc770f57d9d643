"""Property tests of the Med-Fan campaign over random campaigns played by bots (2 to 8
players, the generous option or not, a limit of battles or not), battles settled by
the dice helper. After every step:

- no treasury is ever negative;
- each territory is listed once, with one owner or none;
- a determined territory keeps its name and its capability when it changes hands;
- the campaign ends (by its battles or by a share of the territories);
- the same seed gives the same save bytes, step by step.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st

from hexterm.engine import game as games
from hexterm.engine.game import Game
from hexterm.engine.seats import Seat
from hexterm.save import savegame
from hexterm.worlds import load_scenario

MOST_STEPS = 3000


@dataclass(frozen=True)
class Spec:
    players: int
    seed: int
    generous: bool
    battles: int


@st.composite
def specs(draw: st.DrawFn) -> Spec:
    return Spec(draw(st.integers(2, 8)), draw(st.integers(0, 2**32)), draw(st.booleans()),
                draw(st.sampled_from([0, 3, 12])))


def play(spec: Spec) -> list[Game]:
    scenario, _ = load_scenario("medfan", None)
    scenario = {**scenario, "generous": "yes" if spec.generous else "no",
                "battles": spec.battles}
    seats = [Seat(f"p{n}", "Army", bot=True) for n in range(spec.players)]
    game = games.new_game("medfan", scenario, seats, spec.seed)
    played = [game]
    while game.outcome is None:
        assert len(played) < MOST_STEPS, f"{spec}: the campaign does not end"
        game = games.resolve(game)
        played.append(game)
    return played


@settings(max_examples=25, deadline=None)
@given(specs())
def test_campaigns_keep_their_invariants_and_end(spec: Spec) -> None:
    played = play(spec)
    for before, after in pairwise(played):
        state = after.state
        assert all(p.treasury >= 0 for p in state.players), spec
        numbers = [t.number for t in state.territories]
        assert len(numbers) == len(set(numbers)) == 5 * spec.players, spec
        was = {t.number: t for t in before.state.territories}
        for territory in state.territories:
            old = was[territory.number]
            if old.known and old.owner != territory.owner:
                assert (old.name, old.capability) == (territory.name, territory.capability), \
                    f"{spec}: territory {territory.number} changed as it changed hands"
    assert played[-1].outcome is not None
    if spec.battles:
        assert played[-1].state.battles <= spec.battles


@settings(max_examples=8, deadline=None)
@given(specs())
def test_the_same_seed_gives_the_same_save_bytes(spec: Spec) -> None:
    assert [savegame.encode(g) for g in play(spec)] == [savegame.encode(g) for g in play(spec)]
