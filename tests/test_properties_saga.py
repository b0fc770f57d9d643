"""Property tests of the SAGA campaign over random campaigns played by bots.

Hypothesis draws the number of players (2 to 6), the seed, and which seats are outer
factions (who may invade). Bots play every step (bids, the favourite's choice,
recruiting, declarations, management) and the dice helper settles every battle; the
campaign is played to its end. After every step:

- no player's PP is ever negative;
- every band has at most 10 points, and at least 4 unless it is in retreat or
  refitting in one of its player's villages (a band back from a retreat under 4
  points waits there until it is brought back to 4: reading S27);
- bands of two players share a terrain only from a declaration that brings one onto
  the other's terrain until their battle is fought; a village stands on a terrain its
  player holds;
- a meeting is a battle at once: no band is declared to move from a terrain onto which
  another player's band has come (reading S31);
- the memory track never holds more than 8 points;
- every step awaits someone, or the campaign is over, and the campaign ends by the
  players table's last turn;
- the same seed gives the same save bytes, step by step, and a save read back
  resolves to the same bytes.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st

from hexterm.engine import game as games
from hexterm.engine import game_data
from hexterm.engine.game import Game
from hexterm.engine.saga.model import Phase, SagaState
from hexterm.engine.saga.tables import BAND_MAX, BAND_MIN, MEMORY_SLOTS, PLAYERS_TABLE
from hexterm.engine.seats import Seat
from hexterm.save import savegame, snapshot
from hexterm.worlds import load_scenario

NAMES = ("alice", "bob", "carol", "dave", "erin", "fred")
MOST_STEPS = 2000


@dataclass(frozen=True)
class Spec:
    players: int
    seed: int
    outer: tuple[bool, ...]


@st.composite
def specs(draw: st.DrawFn) -> Spec:
    players = draw(st.integers(2, 6))
    return Spec(players, draw(st.integers(0, 2**32)),
                tuple(draw(st.lists(st.booleans(), min_size=players, max_size=players))))


def play(spec: Spec) -> list[Game]:
    """The campaign, one game a step, from the new game to the last."""
    scenario, _ = load_scenario("saga", None)
    seats = [Seat(NAMES[n], "Outremonde" if outer else "Vikings", bot=True)
             for n, outer in enumerate(spec.outer)]
    game = games.new_game("saga", scenario, seats, spec.seed)
    played = [game]
    while game.outcome is None:
        assert len(played) < MOST_STEPS, f"{spec}: the campaign does not end"
        assert game.step.seats or game.step.organiser, f"{spec}: a step awaits nobody"
        game = games.resolve(game)
        played.append(game)
    return played


def check_state(state: SagaState, spec: Spec) -> None:
    for player in state.players:
        assert player.pp >= 0, f"{spec}: {player.seat} has {player.pp} PP"
    for band in state.bands:
        assert band.halves <= BAND_MAX, f"{spec}: band {band.name} over 10 points"
        refitting = band.terrain in state.villages_of(band.seat)
        assert band.halves >= BAND_MIN or band.away is not None or refitting, \
            f"{spec}: band {band.name} under 4 points at {band.terrain}"
        assert bool(band.terrain) != (band.away is not None), f"{spec}: {band.name} where?"
    if state.phase not in (Phase.DECLARE, Phase.BATTLE):
        for terrain in state.board.names():
            players = {b.seat for b in state.bands_at(terrain)}
            assert len(players) <= 1, f"{spec}: {sorted(players)} share {terrain}"
    for terrain, village in state.villages.items():
        assert state.owners.get(terrain) == village.seat, f"{spec}: village at {terrain}"
    assert len(state.memory) <= MEMORY_SLOTS


def check_declaration(before: SagaState, after: SagaState, spec: Spec) -> None:
    """No band left a terrain where another player's band had come (it was engaged)."""
    if before.phase is not Phase.DECLARE:
        return
    for band in before.bands:
        moved = after.band(band.name)
        if moved is None or moved.terrain == band.terrain or not band.terrain:
            continue
        others = {b.seat for b in before.bands_at(band.terrain)} - {band.seat}
        assert not others, f"{spec}: {band.name} left {band.terrain} engaged with {others}"


@settings(max_examples=25, deadline=None)
@given(specs())
def test_campaigns_keep_the_rules_invariants_and_end(spec: Spec) -> None:
    played = play(spec)
    for game in played:
        check_state(game.state, spec)
    for before, after in pairwise(played):
        check_declaration(before.state, after.state, spec)
    last = played[-1]
    assert last.outcome is not None
    assert sorted(last.outcome.ranking) == sorted(NAMES[:spec.players])
    assert last.state.turn <= PLAYERS_TABLE[spec.players].turns
    kinds = {e.key for g in played[-1:] for e in g.log}
    assert "saga.income" in kinds and "saga.upkeep" in kinds


@settings(max_examples=8, deadline=None)
@given(specs())
def test_the_same_seed_gives_the_same_save_bytes(spec: Spec) -> None:
    first = play(spec)
    again = play(spec)
    assert [savegame.encode(g) for g in first] == [savegame.encode(g) for g in again]
    for before, after in pairwise(first):
        snap = snapshot.decode(savegame.encode(before))
        back = game_data.from_data(dict(snap.header), dict(snap.body))
        assert savegame.encode(games.resolve(back)) == savegame.encode(after), \
            f"{spec} turn {before.turn}: a reloaded campaign resolves differently"
