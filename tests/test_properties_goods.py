"""Property tests of the Planisphère's economy, influence and papers over random bot games.

The games are those of `tests.helpers.bot_games`: bots that equip, load, trade, exploit,
resolve quests, issue and use documents, make grand accords, reveal annotations and
sometimes secede. After each resolution:

- money and goods are conserved except where a rule makes or destroys them: every DA,
  DO, resource and item in the world (chests, cargo, gear) changes only by what the
  turn's ledger events say (deployments paid, markets, loadings, exploitation, rent,
  quests, rewards, items used up or lost);
- every faction's influence on every hex stays within 0 to 6;
- populations never go below 0;
- a document is used at most once: once used, it stays used with the same turn, and
  no paper line uses a document already used.
"""

from __future__ import annotations

from collections import Counter

from hypothesis import given

from hexterm.engine.planisphere.model import MAX_INFLUENCE, PlanState
from hexterm.engine.ruleset import Result
from tests.helpers.bot_games import GAMES, Spec, play, specs, where

LEDGER = "economy.ledger"


def wealth(state: PlanState) -> Counter[str]:
    """Everything of value in the world: money, resources and items, wherever they are."""
    total: Counter[str] = Counter()
    for faction in state.factions.values():
        total["DA"] += faction.da
        total["DO"] += faction.do
        total.update({f"goods:{k}": n for k, n in faction.goods.items()})
        total.update({f"item:{k}": n for k, n in faction.items.items()})
    for unit in state.units.values():
        total.update({f"goods:{k}": n for k, n in unit.cargo.items()})
        total.update(f"item:{k}" for k in unit.gear)
    return total


@GAMES
@given(specs())
def test_money_and_goods_change_only_by_the_ledger(spec: Spec) -> None:
    seen: set[str] = set()
    for step in play(spec):
        change: Counter[str] = Counter()
        for event in step.events:
            if event.key != LEDGER:
                continue
            seen.add(str(event.args["why"]))
            change["DA"] += int(event.args["da"])
            change["DO"] += int(event.args["do"])
            change.update({f"goods:{k}": int(n) for k, n in event.args["goods"].items()})
            change.update({f"item:{k}": int(n) for k, n in event.args["items"].items()})
        before, after = wealth(step.before.state), wealth(step.after.state)
        keys = set(before) | set(after) | set(change)
        wrong = {k: (before[k], change[k], after[k]) for k in sorted(keys)
                 if before[k] + change[k] != after[k]}
        assert not wrong, f"{where(spec, step)}: (before, ledger, after) differ: {wrong}"


@GAMES
@given(specs())
def test_influence_stays_within_0_and_6_and_populations_above_0(spec: Spec) -> None:
    for step in play(spec):
        state = step.after.state
        for place, cell in state.cells.items():
            assert cell.population >= 0, f"{where(spec, step)}: {place.label}"
            for faction, value in cell.influence.items():
                assert 0 <= value <= MAX_INFLUENCE, \
                    f"{where(spec, step)}: {faction} has {value} on {place.label}"
        for place, node in state.nodes.items():
            assert node.population >= 0, f"{where(spec, step)}: node at {place.label}"
        for turn, place, faction, value in state.influence_log:
            assert 0 <= value <= MAX_INFLUENCE and turn <= step.before.turn, \
                f"{where(spec, step)}: history {turn} {place.label} {faction} {value}"


@GAMES
@given(specs())
def test_documents_are_used_at_most_once(spec: Spec) -> None:
    for step in play(spec):
        at = where(spec, step)
        before, after = step.before.state.documents, step.after.state.documents
        assert set(before) <= set(after), f"{at}: documents vanished"
        for code, doc in before.items():
            if doc.used:
                assert after[code].used == doc.used, \
                    f"{at}: {code}, used on turn {doc.used}, now says {after[code].used}"
        newly = {c for c, d in after.items() if d.used and not (c in before and before[c].used)}
        for code in newly:
            assert after[code].used == step.before.turn, f"{at}: {code} used on another turn"
        for event in step.events:  # a paper line naming a used document never succeeds
            if (event.key in ("reserve.hire", "reserve.present") and
                    event.result is Result.DONE):
                assert event.subject in before and not before[event.subject].used, \
                    f"{at}: {event.subject} was used again: {event.text}"
