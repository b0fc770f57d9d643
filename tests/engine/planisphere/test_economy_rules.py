"""The economy: scenario tables, order checks, and the rules the case files do not reach.

The case files in tests/cases/planisphere/economy_*.toml and market_*.toml show each
rule in play; here are the scenario errors, a few resolution-time failures, the loss of
loot when nobody wins, and a property: goods and items only appear or vanish with a
ledger event saying so (exploited, bought, sold, used up, lost), whatever the orders.
"""

from __future__ import annotations

import contextlib
import copy
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hexterm.engine import game as games
from hexterm.engine.errors import HextermError, IllegalOrderError, ScenarioError
from hexterm.engine.hexgrid import Hex
from hexterm.engine.planisphere.conflict import Battle
from hexterm.engine.planisphere.economy.gains import gains_phase
from hexterm.engine.planisphere.economy.rules import hex_yields, resource_key, thousands
from hexterm.engine.planisphere.io.scenario import build_state
from hexterm.engine.planisphere.model import PlanState, Status
from hexterm.engine.planisphere.orders.reserve import Convertible, convertible
from hexterm.engine.planisphere.turn import Turn
from hexterm.engine.seats import Seat
from hexterm.export import export

SEATS = [Seat("alice", "glaces"), Seat("bob", "liberia")]


def world() -> dict[str, Any]:
    """A 3 × 5 plain map; Libéria's camp at B02 trades sel; two Glaces units next to it."""
    return {
        "map": {"cols": 3, "rows": 5, "terrain": ["..."] * 5, "legend": {".": ["plaine"]}},
        "hex": {"B02": {"population": 3000, "resources": ["Sel", "Or"]}},
        "resource": [{"key": "sel", "name": "Sel"},
                     {"key": "or", "name": "Or", "rarity": "mythic"}],
        "item": [{"key": "epee", "name": "Épée", "combat": 1},
                 {"key": "sac", "name": "Sac", "inventory": 1}],
        "unit_type": [{"key": "porteur", "name": "Porteurs", "move": 1, "combat": 1,
                       "equipment": 1, "inventory": 1, "terrains": ["plaine"]}],
        "faction": [{"key": "glaces", "name": "Royaume des Glaces", "prefix": "GLA",
                     "da": 10, "do": 5, "goods": {"sel": 12}, "items": {"epee": 1, "sac": 1}},
                    {"key": "liberia", "name": "Empire de Libéria", "prefix": "LIB",
                     "do": 5, "goods": {"sel": 4}}],
        # Saline's Inventaire 2: two lots a turn, for the checks below that sell twice.
        "node": [{"hex": "B02", "name": "Saline", "faction": "liberia", "inventory": 2,
                  "market": [{"good": "sel", "side": "buys", "price": 1, "quantity": 50}]}],
        "unit": [{"type": "porteur", "faction": "glaces", "hex": "B01"},
                 {"type": "porteur", "faction": "glaces", "hex": "B03"},
                 {"type": "porteur", "faction": "liberia", "hex": "E02"}],
    }


def state_of(data: dict[str, Any]) -> PlanState:
    return build_state(data, SEATS)


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d["resource"].append({"key": "gemme", "rarity": "epic"}),
     "resource 'gemme': rarity must be common, rare or mythic, not 'epic'"),
    (lambda d: d["resource"].append({"key": "Gros Sel"}),
     "resource: key 'Gros Sel' must be lower case, without spaces or ':'"),
    (lambda d: d["resource"].append({"key": "sel"}), "resource 'sel': key is declared twice"),
    (lambda d: d["item"].append({"key": "rhum", "influence": 1, "lasting": "forever"}),
     "item 'rhum': lasting must be session or permanent, not 'forever'"),
    (lambda d: d["item"].append({"key": "aile", "terrains": ["nuage"]}),
     "item 'aile': terrains names unknown terrain label 'nuage'"),
    (lambda d: d["item"].append({"key": "cape", "capabilities": ["invisible"]}),
     "item 'cape': capabilities names unknown capability 'invisible'"),
    (lambda d: d["item"].append({"key": "masse", "combat": 9}),
     "item 'masse': combat must be a whole number from -6 to 6, not 9"),
    (lambda d: d["faction"][0]["goods"].update(epices=3),
     "faction 'glaces': goods names unknown resource 'epices'"),
    (lambda d: d["faction"][0]["items"].update(bouclier=1),
     "faction 'glaces': items names unknown item 'bouclier'"),
    (lambda d: d["faction"][0]["goods"].update(sel=-1),
     "faction 'glaces': goods.sel must be a whole number from 0 to 1000000000, not -1"),
    (lambda d: d["node"][0]["market"].append({"good": "or", "side": "lends", "price": 1,
                                              "quantity": 1}),
     "node 'Saline' market entry 2: side must be buys or sells, not 'lends'"),
    (lambda d: d["node"][0]["market"].append({"good": "epices", "side": "buys", "price": 1,
                                              "quantity": 1}),
     "node 'Saline' market entry 2: good 'epices' is not a resource of this scenario"),
    (lambda d: d["node"][0]["market"].append({"good": "sel", "side": "buys", "price": 2,
                                              "quantity": 1}),
     "node 'Saline' market entry 2: the node already buys sel"),
    (lambda d: d["node"][0]["market"].append({"good": "or", "side": "sells", "price": 2,
                                              "quantity": 0}),
     "node 'Saline' market entry 2: quantity must be a whole number from 1"),
])
def test_scenario_errors_name_the_table_and_the_field(change: Any, message: str) -> None:
    data = world()
    change(data)
    with pytest.raises(ScenarioError) as caught:
        state_of(data)
    assert message in str(caught.value)


def test_scenario_tables_are_read() -> None:
    state = state_of(world())
    assert state.resources["or"].rarity == "mythic"
    assert state.items["sac"].inventory == 1
    assert state.factions["glaces"].goods == {"sel": 12}
    assert state.nodes[Hex.parse("B02")].market[0].left == 50


def test_yields_and_resource_keys() -> None:
    state = state_of(world())
    assert [thousands(p) for p in (0, 1, 999, 1000, 1001, 4500)] == [0, 1, 1, 1, 2, 5]
    # B02: 3,000 inhabitants, 🏠 3: sel (common) 3, or (mythic) 3 / 5 -> 1.
    assert hex_yields(state, Hex.parse("B02")) == {"sel": 3, "or": 1}
    assert hex_yields(state, Hex.parse("B02"), bonus=2) == {"sel": 5, "or": 3}
    assert resource_key(state, "Glace pure") == "glace-pure"
    assert resource_key(state, "OR") == "or"


def check(game: games.Game, seat: str, text: str) -> str:
    with pytest.raises(IllegalOrderError) as caught:
        games.check_orders(game, seat, text)
    return str(caught.value)


def test_order_checks() -> None:
    game = games.new_game("planisphere", world(), SEATS, 1)
    assert "there is no item 'hache' in this game" in check(game, "alice",
                                                           "unit GLA1: equip hache")
    # Swapping in one order: the unequip comes first (GLA1 wears nothing, though).
    assert "the unit has no sac equipped" in check(game, "alice",
                                                  "unit GLA1\n unequip sac\n equip epee")
    # Two loadings of 7 sel: 14 > 12 in the chest.
    assert "the chest holds 5 sel, not 7" in check(
        game, "alice", "unit GLA1: load sel:7\nunit GLA2: load sel:7")
    assert "the unit carries nothing to unload" in check(game, "alice", "unit GLA1: unload")
    # The node buys sel; it sells nothing.
    assert "Saline at B02 does not sell sel" in check(game, "alice",
                                                     "unit GLA1: trade buy sel:1")
    assert "there is no node at A01" in check(game, "alice",
                                              "unit GLA1: trade at A01 sell sel:1")
    # LIB1 at E02 is two hexes from B02 after a move N to D02: still out of reach.
    assert "no node is on or next to D02" in check(game, "bob",
                                                   "unit LIB1\n move N\n trade sell sel:1")
    # A move ending next to the node makes the trade possible: E02 -> D02 -> C02.
    games.check_orders(game, "bob", "unit LIB1\n move N N\n trade sell sel:1")
    # 12 sel in the chest sold by two units: 7 + 6 = 13 > 12.
    assert "which hold only 5" in check(game, "alice",
                                        "unit GLA1: trade sell sel:7\nunit GLA2: trade sell sel:6")


def test_unequip_and_equip_swap_in_one_order() -> None:
    game = games.new_game("planisphere", world(), SEATS, 1)
    game = games.submit_orders(game, "alice", "unit GLA1: equip epee")
    game = games.resolve(game, force=True)
    # Équipement 1: the epee comes off before the sac goes on.
    game = games.submit_orders(game, "alice", "unit GLA1\n unequip epee\n equip sac")
    game = games.resolve(game, force=True)
    data = export(game, None)["state"]
    assert data["units"]["GLA1"]["gear"] == ["sac"]
    assert data["factions"]["glaces"]["items"] == {"epee": 1}


def test_an_item_taken_by_another_seat_fails_at_resolution() -> None:
    seats = [Seat("alice", "glaces"), Seat("carol", "glaces"), Seat("bob", "liberia")]
    data = world()
    data["unit"][1]["commander"] = "carol"
    game = games.new_game("planisphere", data, seats, 1)
    game = games.submit_orders(game, "alice", "unit GLA1: equip epee")
    game = games.submit_orders(game, "carol", "unit GLA2: equip epee")
    game = games.resolve(game, force=True)
    results = {e.subject: (e.result, e.text) for e in game.log if e.key == "order.equip"}
    assert results["GLA1"][0] is not None and results["GLA1"][0].value == "done"
    assert results["GLA2"][1] == "equip: failed: the chest holds no epee any more"


def test_loot_is_lost_when_nobody_wins() -> None:
    state = state_of(world())
    turn = Turn(state, {}, SEATS, None, 1)  # type: ignore[arg-type]
    unit = turn.state.units["GLA1"]
    unit.cargo, unit.gear = {"sel": 4}, ("epee",)
    unit.status, unit.hex = Status.DESTROYED, None
    turn.battles.append(Battle(Hex.parse("B01"), {"glaces": [unit]}, None, None,
                               fates={"GLA1": "destroyed"}))
    gains_phase(turn)
    assert unit.cargo == {} and unit.gear == ()
    assert turn.state.factions["glaces"].goods == {"sel": 12}
    lost = [e for e in turn.events if e.key == "economy.lost"]
    assert lost and "sel 4, epee is lost" in lost[0].text
    ledger = [e for e in turn.events if e.key == "economy.ledger"]
    assert [(e.args["goods"], e.args["items"], e.seen_by) for e in ledger] == [
        ({"sel": -4}, {"epee": -1}, ())]


def _balance(game: games.Game) -> tuple[Counter[str], Counter[str]]:
    """All goods and items in the world, less what the ledger says appeared or vanished."""
    state: PlanState = game.state
    goods: Counter[str] = Counter()
    items: Counter[str] = Counter()
    for faction in state.factions.values():
        goods.update(faction.goods)
        items.update(faction.items)
    for unit in state.units.values():
        goods.update(unit.cargo)
        items.update(unit.gear)
    for event in game.log:
        if event.key == "economy.ledger":
            goods.subtract(event.args["goods"])
            items.subtract(event.args["items"])
    return +goods, +items


ACTIONS = ["equip epee", "equip sac", "equip rhum", "unequip epee", "unequip sac",
           "load sel:3", "load sel:9", "unload", "unload sel:2", "move N", "move S",
           "move SE", "move NW", "attack LIB1", "attack GLA1", "attack GLA2",
           "attack LIB1 to-death", "exploit", "trade sell sel:3", "trade buy or:2",
           "trade buy or:20 sell sel:12"]


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["GLA1", "GLA2", "LIB1"]),
                          st.lists(st.sampled_from(ACTIONS), min_size=1, max_size=2)),
                min_size=1, max_size=12))
def test_goods_appear_and_vanish_only_through_the_ledger(
        plan: list[tuple[str, list[str]]]) -> None:
    data = copy.deepcopy(world())
    data["faction"][1]["items"] = {"epee": 1}
    data["faction"][0]["items"]["rhum"] = 2
    data["item"].append({"key": "rhum", "name": "Rhum", "influence": 1})
    data["unit_type"][0]["capabilities"] = ["exploitant"]
    data["hex"]["C02"] = {"population": 2000, "resources": ["Sel"]}
    data["node"][0]["market"].append({"good": "or", "side": "sells", "price": 1,
                                      "quantity": 20})
    # LIB1 at C01 touches GLA1 at B01 (its N) and GLA2 at C02 (its SE): battles happen.
    # All three touch the node at B02.
    for unit, place in zip(data["unit"], ("B01", "C02", "C01"), strict=True):
        unit["hex"] = place
    game = games.new_game("planisphere", data, SEATS, 1)
    start = _balance(game)
    for code, actions in plan:
        seat = "bob" if code.startswith("LIB") else "alice"
        text = f"unit {code}\n" + "".join(f"  {a}\n" for a in actions)
        with contextlib.suppress(HextermError):  # many random orders are refused
            game = games.submit_orders(game, seat, text)
        if game.outcome is not None:
            break
        game = games.resolve(game, force=True)
        assert _balance(game) == start


def test_a_conversion_material_is_taken_before_the_equipping() -> None:
    """The Fantassin's card asks for 1 recruit and an Épée: a conversion takes the chest's
    only Épée in phase 1, so the same file's equip of it (phase 2) is refused; the reserve
    form names the material, and a material naming no item is a scenario error."""
    data = world()
    data["unit_type"].append({"key": "fantassin", "name": "Fantassin", "move": 1,
                              "combat": 1, "terrains": ["plaine"], "recruits": 1,
                              "material": ["epee"]})
    data["faction"][0].update(catalogue=["recrue", "fantassin"], reserve={"recrue": 2})
    game = games.new_game("planisphere", data, SEATS, 1)
    assert convertible(game.state, SEATS[0])[0] == Convertible("fantassin", "Fantassin", 1,
                                                               ("Épée",))
    code = min(u.code for u in game.state.deployed() if u.faction == "glaces")
    games.check_orders(game, "alice", "convert fantassin")
    games.check_orders(game, "alice", f"unit {code}: equip epee")
    assert "the chest holds no epee for this unit" in check(
        game, "alice", f"convert fantassin\nunit {code}: equip epee")
    data["unit_type"][-1]["material"] = ["hache"]
    with pytest.raises(ScenarioError, match="unit_type 'fantassin': material names unknown "
                                            "item 'hache'"):
        state_of(data)
