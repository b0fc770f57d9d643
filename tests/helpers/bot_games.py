"""Random Planisphère games played by programs, for the property tests.

Hypothesis draws a world (the built-in "Les Marches de l'Ondrelle", or a small generated
map with 2 to 4 factions, short sessions, a mix of unit types and capabilities, and an
economy: resources, items, markets, quests and annotations), who sits at each faction
(one or two bots, an "organiser" who adds reserve orders to a bot's unit orders, an idle
human seat, or nobody; each faction's first seat is also diplomat and cartographer),
and the game seed. `play` plays the game to its end and returns each resolution.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from hypothesis import Phase, settings
from hypothesis import strategies as st

from benchmarks.worlds import scenario
from hexterm.engine import game as games
from hexterm.engine import game_data
from hexterm.engine.dice import Dice, SeededDice
from hexterm.engine.game import Game
from hexterm.engine.hexgrid import GridSize, Hex
from hexterm.engine.log import Log
from hexterm.engine.planisphere.model import (
    CHARACTERISTICS,
    MAX_SCORE,
    PlanState,
    Status,
)
from hexterm.engine.planisphere.orders.lines import (
    Orders,
    ReserveOrder,
    ReserveVerb,
    UnitOrder,
    parse_orders,
)
from hexterm.engine.ruleset import Event, Result
from hexterm.engine.rulesets import get_ruleset
from hexterm.engine.seats import Seat
from hexterm.save import savegame, snapshot
from hexterm.worlds import load_scenario

RULES = get_ruleset("planisphere")
RESERVE_VERBS = {v.value for v in ReserveVerb}
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
    {"key": "caravane", "move": 2, "combat": 0, "defence": 1, "recon": 1, "equipment": 2,
     "inventory": 3, "capabilities": ["exploitant", "leger"]},
]
GOODS = [("bois", "common"), ("fer", "common"), ("vin", "rare"), ("relique", "mythic")]
ITEMS: list[dict[str, Any]] = [
    {"key": "epee", "combat": 1}, {"key": "bottes", "move": 1},
    {"key": "rhum", "influence": 1}, {"key": "banniere", "influence": 1,
                                      "lasting": "permanent"},
    {"key": "pioche", "exploit": 1, "capabilities": ["exploitant"]},
    {"key": "lumiere", "tags": ["sortilege"]}, {"key": "sac", "inventory": 1},
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
    _economy(data, rng, keys, placed)
    return data


def _economy(data: dict[str, Any], rng: random.Random, keys: list[str],
             nodes: list[Hex]) -> None:
    """Resources, items, chests, markets, quests and annotations for a generated world."""
    data["resource"] = [{"key": k, "rarity": r} for k, r in GOODS]
    data["item"] = ITEMS
    for faction in data["faction"]:
        faction["goods"] = {k: rng.choice((0, 5, 30)) for k, _ in rng.sample(GOODS, 2)}
        faction["items"] = {i["key"]: rng.randint(0, 2) for i in rng.sample(ITEMS, 3)}
    for spot, node in zip(nodes, data["node"], strict=False):
        node["market"] = [{"good": k, "side": side, "price": rng.randint(0, 5),
                           "quantity": rng.choice((5, 20, 60))}
                          for (k, _), side in zip(rng.sample(GOODS, 2), ("buys", "sells"),
                                                  strict=True)]
        node["inventory"] = rng.randint(0, 6)
        data["hex"][spot.label]["resources"] = [k for k, _ in rng.sample(GOODS, 2)]
    free = [h for h in GridSize(data["map"]["cols"], data["map"]["rows"]).hexes()
            if h not in nodes]
    rng.shuffle(free)
    for spot in free[len(free) // 2:]:  # resources to exploit on half the map
        data["hex"].setdefault(spot.label, {})["resources"] = [
            k for k, _ in rng.sample(GOODS, rng.randint(1, 3))]
        data["hex"][spot.label].setdefault("population", rng.choice((0, 900, 12_000)))
    data["quest"] = [{
        "key": f"q{i}", "hex": spot.label, "title": f"Quest {i}", "text": "Something stirs.",
        "choice": [
            {"letter": "A", "text": "Go.", "outcome": [
                {"needs": ["sortilege"], "text": "Won.", "da": 5, "goods": {"relique": 1},
                 "items": {"epee": 1}, "influence": 1},
                {"text": "Lost.", "unit": rng.choice(("destroyed", "dissolved", "")),
                 "ends": False}]},
            {"letter": "B", "text": "Leave.", "outcome": [{"text": "Left.", "ends": False}]}]}
        for i, spot in enumerate(free[:3])]
    data["annotation"] = [{"code": f"N{i}", "seat": f"{key}-0", "hex": free[3 + i].label,
                           "title": "Ruins", "text": "A cellar."}
                          for i, key in enumerate(keys) if len(free) > 3 + i]


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
            roles = ("commander", "diplomat", "cartographer") if n == 0 else ("commander",)
            seats.append(Seat(f"{key}-{n}", key, roles, bot=is_bot))
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
    """A bot's unit orders and papers for `seat`, a quarter of the unit orders left out
    (so that Autonome units repeat their last order), and whichever drawn reserve orders
    are legal."""
    dice = SeededDice(game.seed, "organiser", game.turn, seat.name)
    base = RULES.bot_orders(game.state, seat, dice.stream("units"))
    if any(p.verb in ("secede", "join") for p in base.papers):
        return RULES.format_orders(base)  # a commander changing sides does nothing else
    # Orders that add up (goods unloaded by one unit and loaded by another, deployments
    # and purchases from one chest) may need an order left out: keep what still passes.
    chosen = [o for o in base.units if dice.below(4)]
    units: tuple[UnitOrder, ...] = ()
    for order in chosen:
        if RULES.can_orders(game.state, seat, Orders((*units, order), (), base.papers)):
            units = (*units, order)
    kept: list[ReserveOrder] = []
    for line in reserve_orders(game.state, seat, dice.stream("reserve"), game.turn):
        if RULES.can_orders(game.state, seat, Orders(units, (*kept, line), base.papers)):
            kept.append(line)
    return RULES.format_orders(Orders(units, tuple(kept), base.papers))


def start(spec: Spec, *, bots: bool = True) -> Game:
    data, factions = world(spec)
    return games.new_game("planisphere", data, seats_of(spec, factions, bots=bots), spec.seed)


def play(spec: Spec, *, record: bool = False) -> list[Step]:
    """Every resolution of the game of `spec`, from its first turn to its end."""
    game = start(spec)
    steps: list[Step] = []
    seats = organisers(spec, game)
    while game.outcome is None:
        for seat in seats:  # as the game has it now: a civil war may have moved it
            game = games.submit_orders(game, seat.name,
                                       organiser_orders(game, game.seat(seat.name)))
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
        if not event.key.startswith("reserve.") or event.key[8:] not in RESERVE_VERBS:
            continue  # papers (diplomacy) make no cards
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
    da, db = game_data.to_data(a), game_data.to_data(b)
    for key in da:
        if da[key] == db[key]:
            continue
        if key == "log":  # blocks by turn: their events compared
            for x, y in zip(Log.from_data(da[key]), Log.from_data(db[key]), strict=False):
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


def load(saved: bytes) -> Game:
    snap = snapshot.decode(saved)
    return game_data.from_data(dict(snap.header), dict(snap.body))


def reload(game: Game) -> Game:
    """`game` written to save bytes and read back (which must give the same bytes)."""
    saved = savegame.encode(game)
    back = load(saved)
    assert savegame.encode(back) == saved, f"turn {game.turn}: loading changes the save bytes"
    return back


