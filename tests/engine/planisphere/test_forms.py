"""The order form's engine side: what a card may do, moves drawn step by step, and one
unit's order put into a seat's orders (the attack's targets:
tests/engine/planisphere/test_order_checks.py).

The world is the built-in Marches (seed 3); the hexes around C11, read from the
scenario: B10 Montagne, B09 Forêt, D11 and E11 Montagne+Route, F11 Plaine.
"""

from __future__ import annotations

import pytest

from hexterm.engine.errors import IllegalOrderError
from hexterm.engine.hexgrid import Direction, Hex
from hexterm.engine.planisphere.model import PlanState
from hexterm.engine.planisphere.orders import forms
from hexterm.engine.planisphere.orders.lines import Action, Orders, UnitOrder, Verb, parse_orders
from hexterm.engine.seats import Seat, parse_seat_spec
from hexterm.worlds import start_game

N, S, NW = Direction.N, Direction.S, Direction.NW


@pytest.fixture
def world() -> tuple[PlanState, Seat]:
    game = start_game("planisphere", None,
                      [parse_seat_spec("alice:glaces"), parse_seat_spec("bob:liberia")], 3)
    return game.state, game.seat("alice")


def test_a_card_offers_what_its_capabilities_allow(world: tuple[PlanState, Seat]) -> None:
    state, alice = world
    # Chasseurs des Cimes: Discrète and Montagnard, so it may hide; not Bâtisseur/Sapeur.
    card = forms.card_of(state, alice, "GLA12")
    assert card.place == Hex.parse("C11") and card.move == 2
    # The chest holds items and the Camp D11 is next to it: Équiper and Acheter / Vendre
    # are offered; nothing equipped or carried, Inventaire 0, no quest known: not the rest.
    assert card.verbs == (Verb.MOVE, Verb.ATTACK, Verb.DEFEND, Verb.HIDE, Verb.RECON,
                          Verb.EQUIP, Verb.TRADE)
    assert {verb: str(why) for verb, why in card.refused} == {
        Verb.BUILD: "Chasseurs des Cimes is not Bâtisseur",
        Verb.SAP: "Chasseurs des Cimes is not Sapeur",
        Verb.UNEQUIP: "nothing is equipped",
        Verb.LOAD: "Chasseurs des Cimes has Inventaire 0",
        Verb.UNLOAD: "the unit carries nothing",
        Verb.EXPLOIT: "Chasseurs des Cimes is not Exploitant",
        Verb.QUEST: "no known quest within reach"}
    # The Bastion de Givre is Immobile: it neither moves nor attacks.
    bastion = forms.card_of(state, alice, "GLA13")
    assert bastion.verbs == (Verb.DEFEND, Verb.RECON)
    assert str(dict(bastion.refused)[Verb.MOVE]) == "Bastion de Givre is Immobile"
    # A reserve card can only be deployed.
    assert forms.card_of(state, alice, "GLA1").verbs == (Verb.DEPLOY,)
    assert forms.card_of(state, alice, "GLA1").place is None


def test_only_the_seats_own_units_have_a_form(world: tuple[PlanState, Seat]) -> None:
    state, alice = world
    with pytest.raises(IllegalOrderError, match="LIB14 is not a unit you command"):
        forms.card_of(state, alice, "LIB14")
    with pytest.raises(IllegalOrderError, match="there is no unit ZZZ9"):
        forms.card_of(state, alice, "ZZZ9")
    codes = [c.code for c in forms.commanded(state, alice)]
    assert codes[:4] == ["GLA11", "GLA12", "GLA13", "GLA14"]  # on the map first
    assert codes[4:] == sorted(["GLA1", "GLA2", "GLA3", "GLA4", "GLA5", "GLA6", "GLA7", "GLA8",
                                "GLA9", "GLA10"])


def test_a_move_drawn_stops_when_the_movement_is_spent(world: tuple[PlanState, Seat]) -> None:
    state, alice = world
    # GLA12 (move 2, Montagnard) S S S from C11: D11 Montagne+Route: the Montagne is
    # eased, the Route takes 1 off: 1 + (-1) = 0, at least 1. E11 the same: 1 more, none
    # left. F11 Plaine costs 1 > 0: the move stops at E11.
    preview = forms.preview_march(state, alice, "GLA12", (S, S, S))
    assert [(s.place.label, s.cost, s.left) for s in preview.steps] == [("D11", 1, 1),
                                                                         ("E11", 1, 0)]
    assert preview.end == Hex.parse("E11") and preview.spent == 2
    assert str(preview.stop) == "entering F11 costs 1 and only 0 movement is left"
    assert preview.refused == Hex.parse("F11")
    # The state is untouched: the preview walks a copy.
    assert state.units["GLA12"].hex == Hex.parse("C11")


def test_a_forest_costs_two(world: tuple[PlanState, Seat]) -> None:
    state, alice = world
    # NW NW: B10 Montagne (eased) costs 1; B09 Forêt is an obstacle, 1 + 1 = 2 > 1 left.
    preview = forms.preview_march(state, alice, "GLA12", (NW, NW))
    assert [s.place.label for s in preview.steps] == ["B10"]
    assert str(preview.stop) == "entering B09 costs 2 and only 1 movement is left"


def test_the_map_edge_and_an_uncrossable_hex_stop_a_move(
        world: tuple[PlanState, Seat]) -> None:
    state, alice = world
    # N N N from C11: B11 and A11 (Montagne, eased: 1 each), then row A is the top edge.
    preview = forms.preview_march(state, alice, "GLA12", (N, N, N))
    assert [s.place.label for s in preview.steps] == ["B11", "A11"]
    assert str(preview.stop) == "the edge of the map lies N of A11"
    assert preview.refused is None  # off the map: nothing to mark
    # GLA14, a Recrue on G13, crosses only Route and Pont: G12 SW of it is bare Plaine.
    assert state.cells[Hex.parse("G12")].labels == ("plaine",)
    preview = forms.preview_march(state, alice, "GLA14", (Direction.SW,))
    assert preview.steps == () and preview.end == Hex.parse("G13")
    assert str(preview.stop) == "cannot cross G12 (plaine)"


def test_a_visible_unit_on_the_way_is_a_warning_a_hidden_one_is_not(
        world: tuple[PlanState, Seat]) -> None:
    state, alice = world
    state.units["LIB14"].hex = Hex.parse("D11")
    preview = forms.preview_march(state, alice, "GLA12", (S, S))
    assert tuple(map(str, preview.warnings)) == (
        "D11: a unit of Empire de Libéria stands there; if it defends, the move stops there",)
    state.units["LIB14"].hidden = True  # alice cannot know it is there
    assert forms.preview_march(state, alice, "GLA12", (S, S)).warnings == ()


def test_one_units_order_replaces_its_old_one_and_keeps_the_others() -> None:
    orders = parse_orders("convert recrue\nunit GLA11: defend\nunit GLA12: move S\n")
    new = UnitOrder("GLA12", (Action(Verb.HIDE),))
    changed = forms.with_order(orders, new, "GLA12")
    assert [o.unit for o in changed.units] == ["GLA11", "GLA12"]
    assert changed.of("GLA12") == new and changed.reserve == orders.reserve
    added = forms.with_order(changed, UnitOrder("GLA14", (Action(Verb.DEFEND),)), "GLA14")
    assert [o.unit for o in added.units] == ["GLA11", "GLA12", "GLA14"]
    assert forms.with_order(added, None, "GLA11").of("GLA11") is None
    assert forms.with_order(Orders(), None, "GLA11") == Orders()


def test_deploy_places_are_the_seats_nodes(world: tuple[PlanState, Seat]) -> None:
    state, alice = world
    assert [p.label for p in forms.deploy_places(state, alice)] == ["D11", "D19", "H12"]
