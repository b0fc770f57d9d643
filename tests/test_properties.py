"""Property tests of the Planisphère engine over many random games played by programs.

Hypothesis draws a world (the built-in "Les Marches de l'Ondrelle", or a small generated
map with 2 to 4 factions, short sessions and a mix of unit types and capabilities), who
sits at each faction (one or two bots, an "organiser" who adds reserve orders to a bot's
unit orders, an idle human seat, or nobody), and the game seed. The game is played to
its end, across every session end. After each resolution the tests check that:

- no unit card is lost or duplicated: codes never disappear, every card is in exactly
  one place (a reserve, the map, destroyed or spent), destroyed and spent cards stay
  so, and new cards appear only through the events that create them (session-start
  recruits, conversions, trainings), as many and of the kinds they say;
- no two hostile sides share a hex, and no unit stands on another faction's node;
- nothing goes below zero (treasuries, node scores and populations, cell populations);
- a deployed unit has a hex on the map and a card off the map has none;
- the same seed and the same orders give byte-identical saves: a game replayed from
  scratch, and a game reloaded from its save bytes before every turn (a resolution must
  also leave the game it started from untouched); and the same orders sent as text by
  human seats lead to byte-identical states;
- every order submitted (and every order an Autonome unit repeats) gets exactly one
  result event per action, every reserve order one result, and nothing else gets one;
- the game ends after exactly its sessions × turns per session turns.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from benchmarks.worlds import scenario
from hexterm import savegame, snapshot
from hexterm.engine import game as games
from hexterm.engine.dice import Dice, SeededDice
from hexterm.engine.game import Game
from hexterm.engine.hexgrid import GridSize, Hex
from hexterm.engine.planisphere.model import (
    CHARACTERISTICS,
    MAX_SCORE,
    NODE_SCORES,
    PlanState,
    Status,
)
from hexterm.engine.planisphere.orders import (
    Orders,
    ReserveOrder,
    ReserveVerb,
    Verb,
    parse_orders,
)
from hexterm.engine.ruleset import Event, Result
from hexterm.engine.rulesets import get_ruleset
from hexterm.engine.seats import Seat
from hexterm.worlds import load_scenario

RULES = get_ruleset("planisphere")
MARCHES = load_scenario("planisphere", "marches")[0]
MARCHES_FACTIONS = tuple(f["key"] for f in MARCHES["faction"])

# Seating of one faction: nobody, one bot, two bots, one human who never sends orders,
# or one organiser (a human seat sending a bot's unit orders plus reserve orders).
NOBODY, ONE_BOT, TWO_BOTS, IDLE_HUMAN, ORGANISER = 0, 1, 2, 3, 4
SEATS_PER = {NOBODY: 0, ONE_BOT: 1, TWO_BOTS: 2, IDLE_HUMAN: 1, ORGANISER: 1}
FINAL = (Status.DESTROYED, Status.SPENT)  # a card in these never leaves them

LAND = ["plaine", "route", "foret", "marais", "pont"]
EXTRA_TYPES: list[dict[str, Any]] = [
    {"key": "eclaireur", "move": 3, "combat": 1, "defence": 1, "recon": 2,
     "capabilities": ["discrete", "leger"]},
    {"key": "batisseur", "move": 1, "combat": 0, "defence": 1, "recon": 1, "inventory": 3,
     "capabilities": ["batisseur"]},
    {"key": "sapeur", "move": 2, "combat": 1, "defence": 1, "recon": 0,
     "capabilities": ["sapeur"]},
    {"key": "berserker", "move": 1, "combat": 4, "defence": 0, "recon": 0,
     "capabilities": ["berserker"]},
    {"key": "veteran", "move": 2, "combat": 2, "defence": 2, "recon": 1,
     "capabilities": ["veterans"]},
    {"key": "bastion", "move": 0, "combat": 1, "defence": 4, "recon": 1,
     "capabilities": ["immobile", "martyr"]},
    {"key": "mercenaire", "move": 2, "combat": 3, "defence": 1, "recon": 0,
     "capabilities": ["mercenaire", "veterans"]},
    {"key": "automate", "move": 2, "combat": 2, "defence": 2, "recon": 1,
     "capabilities": ["autonome", "artificiel"]},
    {"key": "automate-lourd", "move": 1, "combat": 3, "defence": 3, "recon": 0,
     "capabilities": ["autonome"]},
    {"key": "aigle", "move": 4, "combat": 1, "defence": 0, "recon": 2,
     "capabilities": ["volant"], "terrains": []},
    {"key": "galere", "move": 3, "combat": 2, "defence": 2, "recon": 1,
     "capabilities": ["maritime", "onereux"], "terrains": ["mer"]},
]
LAND_TYPES = ["soldat"] + [t["key"] for t in EXTRA_TYPES if t["key"] != "galere"]


@dataclass(frozen=True)
class Spec:
    """One random game: its world, its seating and its seed (what Hypothesis prints)."""

    world: str  # "marches" or "generated"
    seating: tuple[int, ...]  # per faction: NOBODY, ONE_BOT, TWO_BOTS, IDLE_HUMAN, ORGANISER
    seed: int
    cols: int = 0
    rows: int = 0
    units: int = 0
    world_seed: int = 0
    turns_per_session: int = 0
    sessions: int = 0


@dataclass(frozen=True)
class Step:
    """One resolution: the game before it (orders submitted) and after, and its events.

    With `play(record=True)`, the save bytes of both games and the after state's bytes
    as they were when the resolution returned (a later resolution that wrongly changes
    its input cannot blur them).
    """

    before: Game
    after: Game
    events: tuple[Event, ...]
    saved_before: bytes = b""
    saved_after: bytes = b""
    state_after: bytes = b""


def _seatable(seating: tuple[int, ...]) -> tuple[int, ...]:
    """The seating with at least two seats in all (the Planisphère needs 2 to 8)."""
    if sum(SEATS_PER[s] for s in seating) >= 2:
        return seating
    return (ONE_BOT, ONE_BOT, *seating[2:])


SEATING = st.sampled_from((ONE_BOT, ORGANISER, NOBODY, ONE_BOT, TWO_BOTS, IDLE_HUMAN,
                           ORGANISER))


@st.composite
def specs(draw: st.DrawFn) -> Spec:
    seed = draw(st.integers(0, 2**32 - 1))
    if draw(st.sampled_from(("generated", "generated", "marches"))) == "marches":
        marches = draw(st.lists(SEATING, min_size=len(MARCHES_FACTIONS),
                                max_size=len(MARCHES_FACTIONS)))
        return Spec("marches", _seatable(tuple(marches)), seed)
    factions = draw(st.integers(2, 4))
    seating = draw(st.lists(SEATING, min_size=factions, max_size=factions))
    return Spec("generated", _seatable(tuple(seating)), seed,
                cols=draw(st.integers(6, 16)), rows=draw(st.integers(6, 16)),
                units=draw(st.integers(0, 40)), world_seed=draw(st.integers(0, 2**16)),
                turns_per_session=draw(st.integers(1, 3)), sessions=draw(st.integers(1, 3)))


def generated_world(spec: Spec) -> dict[str, Any]:
    """A small world on the benchmark generator's terrain, with nodes placed to fit it."""
    factions = len(spec.seating)
    data = scenario(spec.cols, spec.rows, factions, spec.units, spec.world_seed)
    rng = random.Random(spec.world_seed)
    data["turns_per_session"] = spec.turns_per_session
    data["sessions"] = spec.sessions
    data["unit_type"] += [{"name": t["key"].title(), "equipment": 1, "inventory": 0,
                           "terrains": LAND, **t} for t in EXTRA_TYPES]
    keys = [f["key"] for f in data["faction"]]
    for faction in data["faction"]:
        faction["catalogue"] = ["recrue", *(t["key"] for t in data["unit_type"])]
        faction["da"] = rng.choice((0, 15, 60, 1000))
        faction["do"] = rng.choice((0, 10, 40))
        faction["reserve"] = {"recrue": rng.randint(0, 12)}
        for kind in rng.sample([*LAND_TYPES, "galere"], 3):
            faction["reserve"][kind] = rng.randint(0, 3)
    for unit in data["unit"]:
        unit["type"] = rng.choice(LAND_TYPES)
        unit["hidden"] = rng.random() < 0.15
        unit["to_death"] = rng.random() < 0.1
    # Nodes: one or two per faction, never adjacent, on roads so recruits can leave them.
    free = list(GridSize(spec.cols, spec.rows).hexes())
    rng.shuffle(free)
    placed: list[Hex] = []
    data["node"], data["hex"] = [], {}
    for i in range(rng.randint(factions, 2 * factions)):
        spot = next((h for h in free if all(h.distance(p) > 1 for p in placed)), None)
        if spot is None:
            break
        placed.append(spot)
        scores = {s: rng.randint(0, MAX_SCORE) for s in ("combat", "defence", "recon")}
        data["node"].append({"hex": spot.label, "name": f"Node {i}",
                             "faction": keys[i % factions], "recruits": rng.randint(0, 6),
                             "population": rng.choice((0, 500, 50_000)), **scores})
        data["hex"][spot.label] = {
            "labels": ["plaine", "route"], "population": rng.choice((0, 800, 50_000)),
            "influence": {k: rng.randint(0, 6) for k in rng.sample(keys, 2)},
            "defence_bonus": rng.randint(0, 2), "controls_neighbours": rng.random() < 0.3}
    return data


def world(spec: Spec) -> tuple[dict[str, Any], list[str]]:
    """(scenario data, faction keys in seating order) of `spec`."""
    if spec.world == "marches":
        return MARCHES, list(MARCHES_FACTIONS)
    data = generated_world(spec)
    return data, [f["key"] for f in data["faction"]]


def seats_of(spec: Spec, factions: list[str], *, bots: bool = True) -> list[Seat]:
    """The seats of `spec`; with `bots` False, the bot seats are human seats instead."""
    seats: list[Seat] = []
    for key, seating in zip(factions, spec.seating, strict=True):
        for n in range(SEATS_PER[seating]):
            is_bot = bots and seating in (ONE_BOT, TWO_BOTS)
            seats.append(Seat(f"{key}-{n}", key, bot=is_bot))
    return seats


def organisers(spec: Spec, game: Game) -> list[Seat]:
    """The seats of `spec` that write reserve orders (world factions in seating order)."""
    keys = list(game.state.factions)
    chosen = {k for k, s in zip(keys, spec.seating, strict=True) if s == ORGANISER}
    return [s for s in game.seats if s.faction in chosen]


def reserve_orders(state: PlanState, seat: Seat, dice: Dice, turn: int) -> list[ReserveOrder]:
    """Candidate conversions, sacrifices and trainings for `seat` (legal or not)."""
    faction = state.factions[seat.faction]
    out: list[ReserveOrder] = []
    for kind in faction.catalogue:
        if kind != "recrue" and dice.below(4) == 0:
            out.append(ReserveOrder(ReserveVerb.CONVERT, kind=kind))
    cards = sorted(state.reserve(seat.faction), key=lambda u: (len(u.code), u.code))
    if cards and dice.below(3) == 0:
        out.append(ReserveOrder(ReserveVerb.SACRIFICE, card=cards[dice.below(len(cards))].code))
    if cards and faction.masters and dice.below(2) == 0:
        card = cards[dice.below(len(cards))]
        lessons = []
        for code, kind in sorted(faction.masters.items()):
            teacher = state.types[kind]
            skills = [*CHARACTERISTICS, *sorted(teacher.capabilities)]
            lessons.append((code, skills[dice.below(len(skills))]))
        out.append(ReserveOrder(ReserveVerb.TRAIN, kind=f"{card.code.lower()}-t{turn}",
                                card=card.code, lessons=tuple(lessons)))
    return out


def organiser_orders(game: Game, seat: Seat) -> str:
    """A bot's unit orders for `seat`, a quarter of them left out (so that Autonome units
    repeat their last order), and whichever drawn reserve orders are legal."""
    dice = SeededDice(game.seed, "organiser", game.turn, seat.name)
    base = RULES.bot_orders(game.state, seat, dice.stream("units"))
    units = tuple(o for o in base.units if dice.below(4))
    kept: list[ReserveOrder] = []
    for line in reserve_orders(game.state, seat, dice.stream("reserve"), game.turn):
        if RULES.can_orders(game.state, seat, Orders(units, (*kept, line))):
            kept.append(line)
    return RULES.format_orders(Orders(units, tuple(kept)))


def start(spec: Spec, *, bots: bool = True) -> Game:
    data, factions = world(spec)
    return games.new_game("planisphere", data, seats_of(spec, factions, bots=bots), spec.seed)


def play(spec: Spec, *, record: bool = False) -> list[Step]:
    """Every resolution of the game of `spec`, from its first turn to its end."""
    game = start(spec)
    steps: list[Step] = []
    seats = organisers(spec, game)
    while game.outcome is None:
        for seat in seats:
            game = games.submit_orders(game, seat.name, organiser_orders(game, seat))
        saved = savegame.encode(game) if record else b""
        after = games.resolve(game, force=True)
        steps.append(Step(game, after, after.log[len(game.log):], saved,
                          savegame.encode(after) if record else b"",
                          state_bytes(after.state) if record else b""))
        game = after
        assert len(steps) <= 99 * 99, "the game never ends"
    return steps


def submitted(step: Step) -> dict[str, str]:
    """The orders text of every seat that gave orders: bots' (from the log), humans'."""
    out = dict(step.before.orders)
    for event in step.events:
        if event.key == "bot-orders":
            out[event.subject] = str(event.args["orders"])
    return out


def cards_made(step: Step) -> tuple[Counter[tuple[str, str]], int]:
    """((faction, unit type) -> cards the turn's events say were created, cards spent).

    Session starts create recruits; a reserve order done creates or spends cards: a
    conversion makes one card of its kind from recruits, a training one card of the new
    kind from the trained card, a sacrifice turns a card into a weapon master.
    """
    faction_of = {s.name: s.faction for s in step.before.seats}
    lines = {seat: list(parse_orders(text).reserve) for seat, text in submitted(step).items()}
    created: Counter[tuple[str, str]] = Counter()
    spent = 0
    for event in step.events:
        if event.key == "session.recruits":
            created[(str(event.args["faction"]), "recrue")] += int(event.args["count"])
        if not event.key.startswith("reserve."):
            continue
        seat = str(event.args["seat"])
        line = lines[seat].pop(0)  # results come seat by seat, in the order written
        assert event.key == f"reserve.{line.verb.value}", f"{event} answers {line}"
        if event.result is not Result.DONE:
            continue
        if line.verb is ReserveVerb.CONVERT:
            created[(faction_of[seat], line.kind)] += 1
            spent += step.after.state.types[line.kind].recruits_to_convert
        elif line.verb is ReserveVerb.TRAIN:
            created[(faction_of[seat], line.kind)] += 1
            spent += 1
        else:
            spent += 1
    return created, spent


def state_bytes(state: PlanState) -> bytes:
    return snapshot.encode({"format": 1}, {"state": RULES.dump_state(state)})


def where(spec: Spec, step: Step) -> str:
    return f"{spec} turn {step.before.turn}"


def first_difference(a: Game, b: Game) -> str:
    """The first part of two games' save bodies that differs, for failure messages."""
    da, db = games.to_data(a), games.to_data(b)
    for key in da:
        if da[key] == db[key]:
            continue
        if key == "log":
            for x, y in zip(da[key], db[key], strict=False):
                if x != y:
                    return f"log event {x} != {y}"
        if key == "state":
            parts = [k for k in da[key] if da[key][k] != db[key].get(k)]
            return f"state parts {parts} differ"
        return f"{key} differs"
    return "the header differs"


# No "explain" phase: it re-runs each failing game under a tracer and takes many seconds.
PHASES = [Phase.explicit, Phase.reuse, Phase.generate, Phase.target, Phase.shrink]
GAMES = settings(max_examples=100, deadline=None, phases=PHASES)
REPLAYS = settings(max_examples=50, deadline=None, phases=PHASES)  # two games per example


@GAMES
@given(specs())
def test_unit_cards_are_never_lost_nor_duplicated(spec: Spec) -> None:
    for step in play(spec):
        before, after = step.before.state, step.after.state
        at = where(spec, step)
        lost = set(before.units) - set(after.units)
        assert not lost, f"{at}: cards lost: {sorted(lost)}"
        for code, unit in after.units.items():
            assert unit.code == code, f"{at}: card {code} is filed as {unit.code}"
            assert isinstance(unit.status, Status), f"{at}: {code} has status {unit.status!r}"
            assert unit.origin in after.factions, f"{at}: {code} has no faction of origin"
            assert unit.type in after.types, f"{at}: {code} is of unknown type {unit.type}"
            prefix = after.factions[unit.origin].prefix
            assert code.startswith(prefix), f"{at}: {code} lacks its faction's prefix {prefix}"
        for code, unit in before.units.items():
            now = after.units[code]
            assert now.origin == unit.origin, f"{at}: {code} changed its faction of origin"
            if unit.status in FINAL:
                assert now.status is unit.status, \
                    f"{at}: {unit.status.value} card {code} came back as {now.status.value}"
        # Each card is in exactly one place: one reserve, the map, or a final pile.
        places = Counter([u.code for f in after.factions for u in after.reserve(f)]
                         + [u.code for u in after.deployed()]
                         + [c for c, u in after.units.items() if u.status in FINAL])
        assert set(places) == set(after.units), \
            f"{at}: cards nowhere: {sorted(set(after.units) - set(places))}"
        assert set(places.values()) == {1} or not places, \
            f"{at}: cards in two places: {sorted(c for c, n in places.items() if n > 1)}"
        # New cards come only from the events that create them, as many as they say.
        created, spent = cards_made(step)
        new = [after.units[c] for c in set(after.units) - set(before.units)]
        assert len(after.units) == len(before.units) + created.total(), \
            f"{at}: {len(before.units)} cards + {created.total()} created by events " \
            f"!= {len(after.units)} cards"
        made = Counter((u.origin, u.type) for u in new)
        assert made == +created, f"{at}: new cards {dict(made)} != events' {dict(created)}"
        for unit in new:
            assert unit.status is Status.RESERVE, f"{at}: new card {unit.code} is {unit.status}"
        newly_spent = [c for c, u in after.units.items() if u.status is Status.SPENT
                       and (c not in before.units or before.units[c].status is not Status.SPENT)]
        assert len(newly_spent) == spent, \
            f"{at}: {len(newly_spent)} cards spent ({newly_spent}), reserve orders say {spent}"
        for key, faction in after.factions.items():
            assert faction.next_number >= before.factions[key].next_number, \
                f"{at}: {key}'s next unit number went down"
            if created[(key, "recrue")]:
                assert after.counted_reserve(key) <= after.reserve_limit(key), \
                    f"{at}: {key} got recruits past its reserve limit"


@GAMES
@given(specs())
def test_no_two_hostile_sides_share_a_hex(spec: Spec) -> None:
    for step in play(spec):
        state = step.after.state
        at = where(spec, step)
        holders: dict[Hex, set[str]] = {}
        for unit in state.deployed():
            assert unit.hex is not None, f"{at}: deployed {unit.code} has no hex"
            holders.setdefault(unit.hex, set()).add(unit.faction)
            node = state.nodes.get(unit.hex)
            assert node is None or node.faction == unit.faction, \
                f"{at}: {unit.code} ({unit.faction}) stands on {node.name} of {node.faction} " \
                f"at {unit.hex.label}"
        shared = {h.label: sorted(f) for h, f in holders.items() if len(f) > 1}
        assert not shared, f"{at}: hostile sides share hexes after resolution: {shared}"


@GAMES
@given(specs())
def test_nothing_goes_below_zero(spec: Spec) -> None:
    steps = play(spec)
    states = [steps[0].before.state] + [s.after.state for s in steps]
    for n, state in enumerate(states):
        at = f"{spec} after {n} resolutions"
        for key, faction in state.factions.items():
            assert faction.da >= 0 and faction.do >= 0, \
                f"{at}: {key} has {faction.da} DA, {faction.do} DO"
            assert state.counted_reserve(key) >= 0 and len(state.reserve(key)) >= 0
        for place, node in state.nodes.items():
            assert node.population >= 0, f"{at}: node at {place.label}: {node.population}"
            for score in NODE_SCORES:
                value = getattr(node, score)
                assert 0 <= value <= MAX_SCORE, f"{at}: node {node.name} {score} = {value}"
            assert node.faction in state.factions, f"{at}: node {node.name} has no faction"
        for place, cell in state.cells.items():
            assert cell.population >= 0, f"{at}: {place.label} population {cell.population}"
            assert all(v >= 0 for v in cell.influence.values()), f"{at}: {place.label}"


@GAMES
@given(specs())
def test_units_on_the_map_have_a_hex_and_others_none(spec: Spec) -> None:
    steps = play(spec)
    seats = {s.name for s in steps[0].before.seats}
    for n, state in enumerate([steps[0].before.state] + [s.after.state for s in steps]):
        for unit in state.units.values():
            at = f"{spec} after {n} resolutions: {unit.code} ({unit.status.value})"
            if unit.status is Status.DEPLOYED:
                assert unit.hex is not None and state.size.contains(unit.hex), \
                    f"{at} is at {unit.hex}"
                assert unit.commander == "" or unit.commander in seats, \
                    f"{at} has an unknown commander {unit.commander!r}"
            else:
                assert unit.hex is None, f"{at} still has the hex {unit.hex.label}"


@REPLAYS
@given(specs())
def test_replaying_a_game_from_scratch_gives_the_same_bytes(spec: Spec) -> None:
    first, second = play(spec, record=True), play(spec, record=True)
    assert len(first) == len(second)
    for a, b in zip(first, second, strict=True):
        assert a.saved_after == b.saved_after, \
            f"{where(spec, a)}: replays differ: {first_difference(a.after, b.after)}"


def load(saved: bytes) -> Game:
    snap = snapshot.decode(saved)
    return games.from_data(dict(snap.header), dict(snap.body))


def reload(game: Game) -> Game:
    """`game` written to save bytes and read back (which must give the same bytes)."""
    saved = savegame.encode(game)
    back = load(saved)
    assert savegame.encode(back) == saved, f"turn {game.turn}: loading changes the save bytes"
    return back


@GAMES
@given(specs())
def test_a_resolution_leaves_the_game_it_started_from_untouched(spec: Spec) -> None:
    for step in play(spec, record=True):
        assert savegame.encode(step.before) == step.saved_before, \
            f"{where(spec, step)}: resolving the turn (or a later one) changed the game it " \
            f"started from: {first_difference(step.before, load(step.saved_before))}"


@REPLAYS
@given(specs())
def test_a_game_reloaded_every_turn_gives_the_same_bytes(spec: Spec) -> None:
    game = start(spec)
    for step in play(spec, record=True):
        game = reload(game)
        for seat, text in step.before.orders.items():
            game = games.submit_orders(game, seat, text)
        assert savegame.encode(game) == step.saved_before, \
            f"{where(spec, step)}: the reloaded game takes the same orders differently"
        game = games.resolve(reload(game), force=True)
        assert savegame.encode(game) == step.saved_after, \
            f"{where(spec, step)}: a reloaded game resolves differently: " \
            f"{first_difference(load(step.saved_after), game)}"


@REPLAYS
@given(specs())
def test_the_same_orders_sent_as_text_give_the_same_states(spec: Spec) -> None:
    game = start(spec, bots=False)
    for step in play(spec, record=True):
        for seat, text in submitted(step).items():
            game = games.submit_orders(game, seat, text)
        game = games.resolve(game, force=True)
        assert state_bytes(game.state) == step.state_after, \
            f"{where(spec, step)}: the same orders given as text lead elsewhere"


@GAMES
@given(specs())
def test_every_order_gets_one_result_per_action(spec: Spec) -> None:
    for step in play(spec):
        at = where(spec, step)
        before = step.before.state
        expected: Counter[tuple[str, str, str]] = Counter()
        given_units: set[str] = set()
        for seat, text in submitted(step).items():
            orders = parse_orders(text)
            for order in orders.units:
                given_units.add(order.unit)
                for action in order.actions:
                    expected[(seat, order.unit, f"order.{action.verb.value}")] += 1
            for line in orders.reserve:
                expected[(seat, line.card or line.kind, f"reserve.{line.verb.value}")] += 1
        # An Autonome unit without an order repeats its last one: its actions get results.
        for event in step.events:
            if event.key != "order.repeat":
                continue
            unit = before.units[event.subject]
            assert unit.code not in given_units, f"{at}: {unit.code} repeats despite an order"
            assert "autonome" in before.unit_type(unit).capabilities and unit.last_order, \
                f"{at}: {unit.code} repeats an order but is no Autonome with a last order"
            expected[(event.seen_by[0], unit.code, "order.repeat")] += 1
            if event.result is Result.DONE:
                for action in parse_orders(unit.last_order).units[0].actions:
                    if action.verb is not Verb.DEPLOY:
                        expected[(unit.commander, unit.code, f"order.{action.verb.value}")] += 1
        results: Counter[tuple[str, str, str]] = Counter()
        for event in step.events:
            if event.result is None:
                assert not event.key.startswith(("order.", "reserve.")), \
                    f"{at}: order event without a result: {event}"
                continue
            assert event.key.startswith(("order.", "reserve.")), \
                f"{at}: a result on a {event.key!r} event: {event}"
            assert event.turn == step.before.turn, f"{at}: result filed as {event.turn}"
            assert len(event.seen_by) == 1, f"{at}: result seen by {event.seen_by}"
            results[(event.seen_by[0], event.subject, event.key)] += 1
        missing, extra = expected - results, results - expected
        assert not missing, f"{at}: actions without a result: {sorted(missing)}"
        assert not extra, f"{at}: results for no order, or twice: {sorted(extra)}"


@GAMES
@given(specs())
def test_the_game_ends_after_its_sessions(spec: Spec) -> None:
    steps = play(spec)
    first = steps[0].before.state
    assert len(steps) == first.sessions * first.turns_per_session, \
        f"{spec}: {len(steps)} turns for {first.sessions} × {first.turns_per_session}"
    last = steps[-1].after
    assert last.outcome is not None
    assert sorted(last.outcome.ranking) == sorted(first.factions)
    ends = [e for s in steps for e in s.events if e.key == "session.end"]
    assert [e.args["session"] for e in ends] == list(range(1, first.sessions + 1))
    assert not last.state.deployed(), f"{spec}: units left on the map after the last session"
