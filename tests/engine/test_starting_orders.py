"""The orders text a seat starts from when it has no draft (`starting_orders`, the hook
of a ruleset of sealed orders the shared orders editor asks): in the Planisphère, one
defending line a unit on the map that the seat commands (docs/orders.md: a unit
without an order defends), in the order of their codes; no line for a seat that
commands none; and nothing for a ruleset that says nothing (Novlémia's default)."""

from __future__ import annotations

from hexterm.engine.ruleset import OrdersRuleset
from hexterm.engine.seats import parse_seat_spec
from hexterm.worlds import start_game


def test_a_planisphere_seat_starts_with_its_units_defending() -> None:
    # The Marches: four Glaces Libres units on the map (D18, C11, E12, G13), coded
    # GLA11 to GLA14 in the scenario's order, all commanded by the faction's first seat.
    game = start_game("planisphere", None, [parse_seat_spec("alice:glaces"),
                                            parse_seat_spec("carol:glaces"),
                                            parse_seat_spec("bob:liberia")], 3)
    rules = game.rules
    assert isinstance(rules, OrdersRuleset)
    assert rules.starting_orders(game.state, game.seat("alice")) == (
        "unit GLA11: defend\nunit GLA12: defend\nunit GLA13: defend\nunit GLA14: defend\n")
    assert rules.starting_orders(game.state, game.seat("carol")) == ""  # commands none


def test_a_ruleset_that_says_nothing_starts_from_an_empty_text() -> None:
    game = start_game("novlemia", None, [parse_seat_spec("alice:scanthenie"),
                                         parse_seat_spec("bob:karvenie")], 5)
    rules = game.rules
    assert isinstance(rules, OrdersRuleset)
    assert rules.starting_orders(game.state, game.seat("alice")) == ""
