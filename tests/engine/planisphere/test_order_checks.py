"""Orders checked when they are written: the attack's targets and its extra step, the
camp's distance rule, a safe-conduct on a unit that stays, and who is told of an accord.

The world (every value below is worked from it by hand): a 3 × 6 map, flat-topped hexes,
even columns half a hex lower. Column 01 is a line read downwards: A01 Plaine, B01
Plaine, C01 Forêt (an obstacle: 1 + 1 = 2 to enter), D01 Plaine, E01 Montagne, F01
Plaine; every other hex is Plaine. A01's neighbours are B01 (S) and A02 (SE); A02's
are A01, A03 (NE), B02 (S), B01 (SW), B03 (SE); B03's are A03 (N), C03 (S), B02 (NW),
C02 (SW), B04/C04 off the map.

- Glaces (alice, diplomat): a reserve card GLA1 of Bâtisseurs (the reserve is numbered
  first); GLA2, a Fantassin (move 2, crosses Plaine and Forêt) at A01; GLA3,
  Bâtisseurs (move 1, Bâtisseur) at C03; the camp Fort at A03.
- Libéria (bob, diplomat): LIB1 at C01 (the forest), LIB2 at F01, LIB3 hidden at A02, LIB4 an
  Espion (Clandestine) at B02.
- Coelion (carol): COE1 at D02, allied to Glaces by the ratified accord A9 (Vieille
  alliance). The Guilde (dave) has no unit.
"""

from __future__ import annotations

from typing import Any

import pytest

from hexterm.engine import game as games
from hexterm.engine import organiser
from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.hexgrid import Direction, Hex
from hexterm.engine.planisphere.diplomacy.checks import idle_safe_conducts
from hexterm.engine.planisphere.diplomacy.papers import DocKind, Document
from hexterm.engine.planisphere.orders import attacks, reserve
from hexterm.engine.planisphere.orders.attacks import Reach
from hexterm.engine.planisphere.orders.lines import parse_orders
from hexterm.engine.seats import Seat

S, N = Direction.S, Direction.N

SEATS = [Seat("alice", "glaces", ("commander", "diplomat")),
         Seat("bob", "liberia", ("commander", "diplomat")),
         Seat("carol", "coelion", ("commander", "diplomat")),
         Seat("dave", "guilde", ("commander", "diplomat"))]

WORLD: dict[str, Any] = {
    "map": {"cols": 3, "rows": 6, "terrain": ["...", "...", "T..", "...", "^..", "..."],
            "legend": {".": ["plaine"], "T": ["foret"], "^": ["montagne"]}},
    "unit_type": [
        {"key": "fantassin", "name": "Fantassin", "move": 2, "combat": 1,
         "terrains": ["plaine", "foret"]},
        {"key": "batisseur", "name": "Bâtisseurs", "move": 1, "terrains": ["plaine"],
         "capabilities": ["batisseur"]},
        {"key": "espion", "name": "Espion", "move": 1, "terrains": ["plaine"],
         "capabilities": ["clandestine"]},
    ],
    "faction": [
        {"key": "glaces", "name": "Royaume des Glaces", "prefix": "GLA",
         "da": 10, "reserve": {"batisseur": 1},
         "catalogue": ["recrue", "fantassin", "batisseur"]},
        {"key": "liberia", "name": "Empire de Libéria", "prefix": "LIB"},
        {"key": "coelion", "name": "Coelion", "prefix": "COE"},
        {"key": "guilde", "name": "Guilde", "prefix": "GMI"},
    ],
    "node": [{"hex": "A03", "name": "Fort", "faction": "glaces", "founder": "alice"}],
    "unit": [
        {"type": "fantassin", "faction": "glaces", "hex": "A01"},
        {"type": "batisseur", "faction": "glaces", "hex": "C03"},
        {"type": "fantassin", "faction": "liberia", "hex": "C01"},
        {"type": "fantassin", "faction": "liberia", "hex": "F01"},
        {"type": "fantassin", "faction": "liberia", "hex": "A02", "hidden": True},
        {"type": "espion", "faction": "liberia", "hex": "B02"},
        {"type": "fantassin", "faction": "coelion", "hex": "D02"},
    ],
    "accord": [{"code": "A9", "name": "Vieille alliance", "factions": ["glaces", "coelion"],
                "status": "ratified"}],
}


def new() -> games.Game:
    return games.new_game("planisphere", WORLD, SEATS, 1)


def test_the_world_is_as_described() -> None:
    state = new().state
    where = {code: (u.hex.label if u.hex else None) for code, u in state.units.items()}
    assert where == {"GLA2": "A01", "GLA3": "C03", "GLA1": None, "LIB1": "C01",
                     "LIB2": "F01", "LIB3": "A02", "LIB4": "B02", "COE1": "D02"}


# --- the reserve form's choices ------------------------------------------------------


def test_the_reserve_form_offers_the_catalogue_the_cards_and_the_masters_lessons() -> None:
    game = new()
    state, alice = game.state, game.seat("alice")
    # Fantassin: move 2 + combat 1 = 3 DA; Bâtisseurs: move 1 + 1 capability = 2 DA;
    # each 1 recruit + 1 per full 4 DA = 1. The recruit itself is no conversion.
    assert [(c.key, c.recruits) for c in reserve.convertible(state, alice)] == [
        ("fantassin", 1), ("batisseur", 1)]
    assert reserve.reserve_cards(state, alice) == [("GLA1", "Bâtisseurs")]
    assert reserve.spare_recruits(state, alice) == 0
    assert reserve.lessons(state, alice) == []
    # A master made from an Espion (move 1, Clandestine) teaches its move and its
    # capability; the zeros teach nothing.
    state.factions["glaces"].masters = {"GLA7": "espion"}
    assert [(x.master, x.word, x.value) for x in reserve.lessons(state, alice)] == [
        ("GLA7", "move", 1), ("GLA7", "clandestine", None)]


# --- the attack form's targets ------------------------------------------------------


def test_every_enemy_unit_the_seat_knows_of_is_a_target_nearest_first() -> None:
    game = new()
    state, alice = game.state, game.seat("alice")
    targets = attacks.targets(state, alice, "GLA2")
    # From A01: LIB1 at C01 is 2 hexes S; LIB4 at B02 is 2 (A01 -> A02 -> B02); LIB2 at
    # F01 is 5, far beyond GLA2's move 2 + the attack step: offered all the same.
    # LIB3 hides (alice cannot know it is at A02); COE1 is Coelion's, allied by A9.
    assert [(t.code, t.place.label, t.distance) for t in targets] == [
        ("LIB1", "C01", 2), ("LIB4", "B02", 2), ("LIB2", "F01", 5)]
    # LIB4 is an Espion, Clandestine: its faction is not shown.
    assert [t.faction for t in targets] == ["Empire de Libéria", None, "Empire de Libéria"]


def test_a_unit_revealed_becomes_a_target() -> None:
    game = new()
    state, alice = game.state, game.seat("alice")
    state.units["LIB3"].hidden = False  # a reconnaissance revealed it
    assert attacks.targets(state, alice, "GLA2")[0].code == "LIB3"  # A02, 1 hex


# --- the attack's extra step ---------------------------------------------------------


def test_the_extra_step_is_paid_from_the_movement_left() -> None:
    game = new()
    state, alice = game.state, game.seat("alice")
    # S: A01 -> B01 (Plaine, 1), 1 of 2 left; LIB1 at C01 is S of B01, in the forest:
    # 1 + 1 = 2 > 1: the step cannot be paid.
    step = attacks.attack_step(state, alice, "GLA2", (S,), "LIB1")
    assert (step.reach, step.start.label, step.cost, step.left) == (Reach.TOO_DEAR, "B01",
                                                                      2, 1)
    assert not step.payable
    # Without a move, LIB1 at C01 is 2 hexes from A01: not next to it.
    step = attacks.attack_step(state, alice, "GLA2", (), "LIB1")
    assert (step.reach, step.start.label, step.left) == (Reach.TOO_FAR, "A01", 2)
    # LIB2 moved to B01 (Plaine): next to A01, 1 to enter, 2 left: paid.
    state.units["LIB2"].hex = Hex.parse("B01")
    step = attacks.attack_step(state, alice, "GLA2", (), "LIB2")
    assert (step.reach, step.cost, step.left, step.payable) == (Reach.PAID, 1, 2, True)
    # Moving S onto B01 itself: the target is on the hex the move ends on, no step.
    step = attacks.attack_step(state, alice, "GLA2", (S,), "LIB2")
    assert (step.reach, step.cost, step.payable) == (Reach.SAME_HEX, 0, True)


def test_a_move_cut_short_an_uncrossable_hex_and_an_unknown_target() -> None:
    game = new()
    state, alice = game.state, game.seat("alice")
    # S S: B01 (1), then C01 Forêt costs 2 with 1 left: the move stops, so the attack
    # after it fails (movement.attack_step: "the movement ended early").
    step = attacks.attack_step(state, alice, "GLA2", (S, S), "LIB1")
    assert (step.reach, step.start.label) == (Reach.MOVE_CUT, "B01")
    # From D01, E01 (Montagne) is a hex a Fantassin cannot cross.
    state.units["GLA2"].hex = Hex.parse("D01")
    state.units["LIB2"].hex = Hex.parse("E01")
    step = attacks.attack_step(state, alice, "GLA2", (), "LIB2")
    assert (step.reach, step.target, step.cost) == (Reach.UNCROSSABLE, Hex.parse("E01"), None)
    # A hidden unit and a code that names nothing: alice knows of no such unit.
    assert attacks.attack_step(state, alice, "GLA2", (), "LIB3").reach is Reach.UNKNOWN
    assert attacks.attack_step(state, alice, "GLA2", (), "LIB99").reach is Reach.UNKNOWN


# --- the camp's distance rule, when the order is written ------------------------------


@pytest.mark.parametrize(("orders", "where"), [
    # GLA3 at C03 goes N to B03, next to the node Fort at A03 (B03's N neighbour).
    ("unit GLA3: move N; build", "B03"),
    # The reserve card GLA1 deploys S of Fort's hex A03: onto B03.
    ("unit GLA1: deploy at A03 S; build", "B03"),
])
def test_a_camp_next_to_a_node_is_refused_when_written(orders: str, where: str) -> None:
    game = new()
    with pytest.raises(IllegalOrderError) as refused:
        games.submit_orders(game, "alice", orders + "\n")
    assert str(refused.value) == (f"line 1: unit {orders.split()[1].rstrip(':')}: build: a "
                                  "camp cannot stand next to the node at A03 (the unit would "
                                  f"build at {where})")


@pytest.mark.parametrize("orders", [
    "unit GLA3: build",  # C03: its neighbours B03, D03, B02, C02 hold no node
    "unit GLA1: deploy at A03; build defence",  # on the node: raises its Défense
])
def test_builds_the_rule_allows(orders: str) -> None:
    games.submit_orders(new(), "alice", orders + "\n")


def test_a_move_cut_short_builds_where_it_stops() -> None:
    # GLA3 has move 1: N to B03 costs 1, the second N has nothing left; it would build
    # at B03, next to Fort.
    with pytest.raises(IllegalOrderError, match=r"next to the node at A03 \(the unit "
                       r"would build at B03\)"):
        games.submit_orders(new(), "alice", "unit GLA3: move N N; build\n")


def test_a_build_after_an_attack_is_judged_at_resolution() -> None:
    game = new()
    game.state.units["LIB2"].hex = Hex.parse("B03")  # N of GLA3: where it would build
    # Where GLA3 stands in phase 8 depends on the battle: the order is accepted.
    games.submit_orders(game, "alice", "unit GLA3: attack LIB2; build\n")


# --- a safe-conduct on a unit that stays ------------------------------------------------


def test_a_safe_conduct_on_a_unit_that_does_not_move_is_pointed_out() -> None:
    game = new()
    state = game.state
    state.documents = {
        "D1": Document("D1", DocKind.SAFE_CONDUCT, "bob", "liberia", "alice", 0),
        "D2": Document("D2", DocKind.SAFE_CONDUCT, "carol", "coelion", "alice", 0)}
    orders = parse_orders("unit GLA2: move S with D1\nunit GLA3: defend with D2\n")
    # GLA2 moves: D1 lets it pass Libéria's defended hexes. GLA3 stays: D2 does nothing
    # for it and is used up all the same.
    assert idle_safe_conducts(state, orders) == [("GLA3", "D2")]
    # A deployment is no move either; an attack alone takes no path.
    orders = parse_orders("unit GLA1: deploy at A03 with D1\nunit GLA2: attack LIB1 with D2\n")
    assert idle_safe_conducts(state, orders) == [("GLA1", "D1"), ("GLA2", "D2")]
    # The orders are still allowed.
    games.submit_orders(game, "alice", "unit GLA3: defend with D2\n")


# --- who is told of an accord ---------------------------------------------------------


def told(game: games.Game, seat: str, key: str = "reserve.accord") -> list[str]:
    return [e.text for e in game.log if e.key == key and e.visible_to(seat)]


def test_an_accords_reports_go_to_its_parties_only() -> None:
    game = new()
    # alice proposes a pact to Libéria: Glaces and Libéria are its parties; Coelion and
    # the Guilde are not.
    game = games.submit_orders(game, "alice", "accord propose Pacte with liberia\n")
    game = games.resolve(game, force=True)
    proposed = "accord A1: done: Royaume des Glaces proposes the grand accord 'Pacte' to " \
        "Empire de Libéria"  # to Libéria alone: Glaces proposes, it is not proposed to
    assert told(game, "alice") == told(game, "bob") == [proposed]
    assert told(game, "carol") == told(game, "dave") == []
    game = games.submit_orders(game, "bob", "accord accept A1\n")
    game = games.resolve(game, force=True)
    signed = "accord A1: done: Empire de Libéria accepts 'Pacte'; every faction " \
        "concerned has signed it: it awaits the answer of each faction's authorities"
    assert told(game, "bob")[-1] == told(game, "alice")[-1] == signed
    assert told(game, "carol") == told(game, "dave") == []  # not under their orders
    # Each faction's authorities answer (the organiser's acts): Glaces' acceptance is
    # told to Glaces' seats; the last one ratifies it, told to both parties.
    game = organiser.act(game, "ratify A1 glaces", "the king agrees")
    assert told(game, "alice", "act.ratify") == [
        "the organiser's act: the authorities of Royaume des Glaces accept the grand accord "
        "'Pacte' (A1) (reason: the king agrees)"]
    assert told(game, "bob", "act.ratify") == told(game, "carol", "act.ratify") == []
    game = organiser.act(game, "ratify A1 liberia", "the senate votes for it")
    ratified = ("the organiser's act: the authorities of Empire de Libéria accept the grand "
                "accord 'Pacte' (A1); the authorities of every faction concerned have "
                "accepted it: it is ratified (reason: the senate votes for it)")
    assert told(game, "alice", "act.ratify")[-1] == told(game, "bob", "act.ratify")[-1] \
        == ratified
    assert told(game, "carol", "act.ratify") == told(game, "dave", "act.ratify") == []
    game = games.submit_orders(game, "bob", "accord leave A1\n")
    game = games.resolve(game, force=True)
    assert told(game, "alice")[-1] == "accord A1: done: Empire de Libéria leaves 'Pacte': " \
        "it has ended"
    assert told(game, "carol") == told(game, "dave") == []
    # The ratified, then ended accord is public on the papers' view all the same.
    assert "A1" in game.rules.view(game.state, game.seat("dave"))["accords"]
