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
- no two factions at war (no non-aggression nor alliance) share a hex, a node included;
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

from collections import Counter

from hypothesis import given

from hexterm.engine import game as games
from hexterm.engine.hexgrid import Hex
from hexterm.engine.planisphere.diplomacy.accords import bonds_of
from hexterm.engine.planisphere.model import MAX_SCORE, NODE_SCORES, Status
from hexterm.engine.planisphere.orders.lines import Verb, parse_orders
from hexterm.engine.planisphere.orders.papers import PAPER_VERBS
from hexterm.engine.ruleset import Result
from hexterm.save import savegame
from tests.helpers.bot_games import (
    FINAL,
    GAMES,
    REPLAYS,
    Spec,
    cards_made,
    first_difference,
    load,
    play,
    reload,
    specs,
    start,
    state_bytes,
    submitted,
    where,
)


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
            # A daughter faction's cards keep the codes they had in the mother faction.
            prefixes = [after.factions[unit.origin].prefix]
            if after.factions[unit.origin].mother:
                prefixes.append(after.factions[after.factions[unit.origin].mother].prefix)
            assert code.startswith(tuple(prefixes)), \
                f"{at}: {code} lacks its faction's prefix {prefixes}"
        seceding = any(e.key in ("reserve.secede", "reserve.join") and e.result is Result.DONE
                       for e in step.events)
        for code, unit in before.units.items():
            now = after.units[code]
            moved = seceding and after.factions[now.origin].mother == unit.origin
            assert now.origin == unit.origin or moved, \
                f"{at}: {code} changed its faction of origin"
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
        hired = {e.text.split(": ")[-1].split()[0] for e in step.events
                 if e.key == "reserve.hire" and e.result is Result.DONE}
        for unit in new:  # a card made this turn may be hired from its reserve at once
            assert unit.status is Status.RESERVE or unit.code in hired, \
                f"{at}: new card {unit.code} is {unit.status}"
        newly_spent = [c for c, u in after.units.items() if u.status is Status.SPENT
                       and (c not in before.units or before.units[c].status is not Status.SPENT)]
        assert len(newly_spent) == spent, \
            f"{at}: {len(newly_spent)} cards spent ({newly_spent}), reserve orders say {spent}"
        for key, faction in after.factions.items():
            assert key not in before.factions or \
                faction.next_number >= before.factions[key].next_number, \
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
        bonds = bonds_of(state)  # the clauses of the ratified grand accords, pair by pair
        present: dict[Hex, set[str]] = {}
        for unit in state.deployed():
            assert unit.hex is not None, f"{at}: deployed {unit.code} has no hex"
            present.setdefault(unit.hex, set()).add(unit.faction)
        for place, factions in present.items():
            node = state.nodes.get(place)
            everyone = factions | ({node.faction} if node is not None else set())
            hostile = [(a, b) for a in sorted(everyone) for b in sorted(everyone)
                       if a < b and not bonds.at_peace(a, b)]
            assert not hostile, f"{at}: factions at war share {place.label} after " \
                f"resolution: {hostile}"


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
            for paper in orders.papers:  # the subject of a paper's result is its code
                expected[(seat, "(paper)", f"reserve.{paper.verb}")] += 1
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
            if event.key[8:] in PAPER_VERBS.values():  # told to the seat, and others it binds
                assert event.args["seat"] in event.seen_by, f"{at}: {event}"
                results[(str(event.args["seat"]), "(paper)", event.key)] += 1
                continue
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
    # Every faction is ranked once: those of the start, and those a secession founded
    # during the game (a civil war adds factions), each a daughter of a ranked one.
    ranking = last.outcome.ranking
    assert sorted(ranking) == sorted(last.state.factions), f"{spec}: {ranking}"
    assert set(first.factions) <= set(ranking)
    for key in set(ranking) - set(first.factions):
        mother = last.state.factions[key].mother
        assert mother in ranking, f"{spec}: {key} has no mother among {ranking}"
    ends = [e for s in steps for e in s.events if e.key == "session.end"]
    assert [e.args["session"] for e in ends] == list(range(1, first.sessions + 1))
    assert not last.state.deployed(), f"{spec}: units left on the map after the last session"
