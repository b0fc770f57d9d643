"""Property tests of the Novlémia engine over random games played by programs.

Hypothesis draws a grid (2 to 26 columns, up to 26 rows), 1 to 5 nations, the number of
turns, the victory score, a few rule options, who sits at each nation (a bot; a
"scripted" human seat whose orders this test writes: the bot's, plus random moves,
explorations, market purchases and trades with another scripted seat, kept only while
the orders stay legal; or an idle human seat that sends nothing) and the seed. The game
is played to its end. After each resolution the tests check that:

- ownership never conflicts: a known cell stays known with the same terrain, an owned
  cell keeps its owner, a prospected cell keeps its resource, a city keeps its place
  and nation and stands on land its nation owns; land is always owned, and water
  exactly when it touches known land;
- no stock ever goes below zero;
- every explorer stands on a known cell of the map;
- every order line gets exactly one result, and the dice told for each explored cell
  give the terrain the map shows;
- the same seed gives the same game bytes (replayed from scratch, and reloaded from
  its save bytes before every turn; a resolution leaves the game it started from
  untouched);
- the game ends after exactly its number of turns, with one history record a turn.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from hexterm.engine import game as games
from hexterm.engine import game_data
from hexterm.engine.dice import SeededDice
from hexterm.engine.game import Game
from hexterm.engine.hexgrid import Direction
from hexterm.engine.novlemia.model import NovState, touches_land
from hexterm.engine.novlemia.orders import Line, Orders, Verb, parse_orders
from hexterm.engine.novlemia.ruleset import NOVLEMIA
from hexterm.engine.novlemia.tables import NEIGHBOUR_TABLE, RANDOM_TERRAIN, TRADED, Goods
from hexterm.engine.ruleset import Event
from hexterm.engine.seats import Seat
from hexterm.save import savegame, snapshot

BOT, SCRIPTED, IDLE = 0, 1, 2
PHASES = [Phase.explicit, Phase.reuse, Phase.generate, Phase.target, Phase.shrink]
GAMES = settings(max_examples=60, deadline=None, phases=PHASES)


@dataclass(frozen=True)
class Spec:
    """One random game (what Hypothesis prints when a property fails)."""

    seed: int
    cols: int
    rows: int
    seating: tuple[int, ...]
    turns: int
    victory: str
    actions: int
    by_water: bool
    upkeep: int
    latitudes: tuple[float | None, ...]
    stock: int = 0


@st.composite
def specs(draw: st.DrawFn) -> Spec:
    rows = draw(st.integers(1, 26))
    nations = draw(st.integers(1, min(5, rows)))
    seating = draw(st.lists(st.sampled_from((BOT, BOT, SCRIPTED, SCRIPTED, IDLE)),
                            min_size=nations, max_size=nations))
    latitudes = draw(st.lists(st.one_of(st.none(), st.floats(-90, 90, allow_nan=False)),
                              min_size=nations, max_size=nations))
    return Spec(draw(st.integers(0, 2**32 - 1)), draw(st.integers(2, 26)), rows,
                tuple(seating), draw(st.integers(1, 16)),
                draw(st.sampled_from(("cells", "cities", "production"))),
                draw(st.integers(1, 4)), draw(st.booleans()), draw(st.integers(0, 2)),
                tuple(latitudes), draw(st.sampled_from((0, 0, 2, 6))))


def scenario(spec: Spec) -> dict[str, Any]:
    factions = [{"key": f"n{i}", "name": f"Nation {i}",
                 "stock": {r.value: (i + n) % (spec.stock + 1) for n, r in enumerate(TRADED)},
                 **({"latitude": lat} if lat is not None else {})}
                for i, lat in enumerate(spec.latitudes)]
    return {"ruleset": "novlemia", "turns": spec.turns, "victory": spec.victory,
            "map": {"cols": spec.cols, "rows": spec.rows},
            "rules": {"actions": spec.actions, "first_city_by_water": spec.by_water,
                      "upkeep": {r.value: spec.upkeep for r in TRADED}},
            "faction": factions}


def seats(spec: Spec) -> list[Seat]:
    return [Seat(f"s{i}", f"n{i}", bot=kind == BOT) for i, kind in enumerate(spec.seating)]


def _extras(state: NovState, seat: Seat, turn: int, seed: int) -> list[Line]:
    """Random lines, legal or not (the caller keeps the legal ones)."""
    dice = SeededDice(seed, "extras", turn, seat.name)
    out: list[Line] = []
    for _ in range(dice.below(4)):
        kind = dice.below(4)
        if kind == 0:
            out.append(Line(Verb.MOVE, targets=(list(Direction)[dice.below(6)],)))
        elif kind == 1:
            out.append(Line(Verb.EXPLORE, targets=(list(Direction)[dice.below(6)],)))
        elif kind == 2:
            want = TRADED[dice.below(4)]
            pay = [r for r in TRADED if r is not want][dice.below(3)]
            price = state.rate(want)
            out.append(Line(Verb.BUY, take=Goods.one(want), give=Goods.one(pay, price)))
        else:
            out.append(Line(Verb.PROSPECT))
    return out


def scripted_orders(game: Game, scripted: set[str]) -> dict[str, str]:
    """The orders of every scripted seat this turn: the bot's lines and random extras
    while they stay legal, then mirrored trades between two scripted seats."""
    state: NovState = game.state
    chosen: dict[str, list[Line]] = {}
    for seat in game.seats:
        if seat.name not in scripted:
            continue
        dice = SeededDice(game.seed, "scripted", game.turn, seat.name)
        lines = list(NOVLEMIA.bot_orders(state, seat, dice).lines)
        for extra in _extras(state, seat, game.turn, game.seed):
            at = SeededDice(game.seed, "at", game.turn, seat.name, len(lines)).below(
                len(lines) + 1)
            trial = [*lines[:at], extra, *lines[at:]]
            if NOVLEMIA.can_orders(state, seat, Orders(tuple(trial))):
                lines = trial
        chosen[seat.name] = lines
    names = sorted(chosen)
    dice = SeededDice(game.seed, "trades", game.turn)
    for a, b in pairwise(names):
        give = Goods.one(TRADED[dice.below(4)], 1 + dice.below(2))
        take = Goods.one(TRADED[dice.below(4)], 1 + dice.below(2))
        mine = [*chosen[a], Line(Verb.TRADE, who=b, give=give, take=take)]
        theirs = [*chosen[b], Line(Verb.TRADE, who=a, give=take, take=give)]
        if dice.below(4) == 0:  # now and then an unmatched offer
            theirs = chosen[b]
        if NOVLEMIA.can_orders(state, game.seat(a), Orders(tuple(mine))) and \
                NOVLEMIA.can_orders(state, game.seat(b), Orders(tuple(theirs))):
            chosen[a], chosen[b] = mine, theirs
    return {name: NOVLEMIA.format_orders(Orders(tuple(lines))) for name, lines in
            chosen.items()}


@dataclass(frozen=True)
class Step:
    before: Game
    after: Game
    events: tuple[Event, ...]


def play(spec: Spec) -> list[Step]:
    game = games.new_game("novlemia", scenario(spec), seats(spec), spec.seed)
    scripted = {f"s{i}" for i, kind in enumerate(spec.seating) if kind == SCRIPTED}
    steps: list[Step] = []
    while game.outcome is None:
        for name, text in scripted_orders(game, scripted).items():
            game = games.submit_orders(game, name, text)
        after = games.resolve(game, force=True)
        steps.append(Step(game, after, after.log[len(game.log):]))
        game = after
        assert len(steps) <= spec.turns, "the game goes on past its last turn"
    return steps


def submitted(step: Step) -> dict[str, str]:
    out = dict(step.before.orders)
    for event in step.events:
        if event.key == "bot-orders":
            out[event.subject] = str(event.args["orders"])
    return out


@GAMES
@given(specs())
def test_ownership_never_conflicts(spec: Spec) -> None:
    for step in play(spec):
        before: NovState = step.before.state
        after: NovState = step.after.state
        at = f"{spec} turn {step.before.turn}"
        for place, cell in before.cells.items():
            now = after.cells.get(place)
            assert now is not None, f"{at}: {place.label} was forgotten"
            assert now.terrain is cell.terrain, f"{at}: {place.label} changed terrain"
            if cell.owner is not None:
                assert now.owner == cell.owner, f"{at}: {place.label} changed owner"
            if cell.resource is not None:
                assert now.resource is cell.resource, f"{at}: {place.label} changed resource"
        for place, city in before.cities.items():
            assert after.cities[place].nation == city.nation, f"{at}: {place.label}"
        for place, city in after.cities.items():
            cell = after.cells[place]
            assert cell.owner == city.nation and cell.terrain.land, \
                f"{at}: the city {city.name} stands on {cell}"
        for place, cell in after.cells.items():
            assert after.size.contains(place), f"{at}: {place} is off the map"
            # Land is always owned; water exactly when it touches known land (N8).
            owned = cell.terrain.land or touches_land(after.size, after.cells, place)
            assert (cell.owner is not None) == owned, f"{at}: {place.label} is {cell}"


@GAMES
@given(specs())
def test_stocks_never_go_below_zero_and_explorers_stay_on_known_cells(spec: Spec) -> None:
    for step in play(spec):
        state: NovState = step.after.state
        for nation in state.nations.values():
            for resource in TRADED:
                assert nation.stock.of(resource) >= 0, \
                    f"{spec} turn {step.before.turn}: {nation.key} has {nation.stock}"
            assert nation.explorer in state.cells, f"{spec}: {nation.key} is off the map"


@GAMES
@given(specs())
def test_every_line_gets_one_result_and_the_dice_explain_the_terrain(spec: Spec) -> None:
    for step in play(spec):
        at = f"{spec} turn {step.before.turn}"
        results = Counter((e.args["seat"], e.subject) for e in step.events
                          if e.result is not None)
        expected = Counter()
        for seat, text in submitted(step).items():
            for number in range(1, len(parse_orders(text).lines) + 1):
                expected[(seat, str(number))] += 1
        assert results == expected, f"{at}: results {results} for lines {expected}"
        for event in step.events:
            if event.key != "explore.cell":
                continue
            rolls, known = event.args["rolls"], event.args["known"]
            first = rolls[0]
            if first["table"] == "neighbours":
                pick = NEIGHBOUR_TABLE[min(len(known), 6)][first["die"] - 1]
                assert (first["copies"] or None) == (known[pick - 1] if pick else None), at
            last = rolls[-1]
            if last["table"] == "random":
                assert RANDOM_TERRAIN[last["die"]].value == event.args["terrain"], at
            cell = step.after.state.cells
            assert any(c.terrain.value == event.args["terrain"] for p, c in cell.items()
                       if p.label == event.args["cell"]), at


def _state_bytes(game: Game) -> bytes:
    return snapshot.encode({"format": 1}, {"state": NOVLEMIA.dump_state(game.state)})


@settings(max_examples=30, deadline=None, phases=PHASES)
@given(specs())
def test_the_same_seed_gives_the_same_game_bytes(spec: Spec) -> None:
    first = play(spec)
    again = play(spec)
    assert [savegame.encode(s.after) for s in first] == \
        [savegame.encode(s.after) for s in again], f"{spec}: two plays differ"
    for step in first:
        saved = savegame.encode(step.before)
        snap = snapshot.decode(saved)
        back = game_data.from_data(dict(snap.header), dict(snap.body))
        assert savegame.encode(back) == saved, f"{spec}: loading changes the save bytes"
        before_bytes = _state_bytes(back)
        resolved = games.resolve(back, force=True)
        assert _state_bytes(back) == before_bytes, f"{spec}: the resolution changed its input"
        assert savegame.encode(resolved) == savegame.encode(step.after), \
            f"{spec} turn {step.before.turn}: a reloaded game resolves differently"


@GAMES
@given(specs())
def test_the_game_ends_after_its_turns(spec: Spec) -> None:
    steps = play(spec)
    assert len(steps) == spec.turns
    last: Game = steps[-1].after
    assert last.outcome is not None
    assert sorted(last.outcome.ranking) == sorted(f"n{i}" for i in range(len(spec.seating)))
    for nation in last.state.nations.values():
        assert [r.turn for r in nation.history] == list(range(1, spec.turns + 1))
