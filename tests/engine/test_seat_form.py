"""What a new game asks of its seats, ruleset by ruleset (`Ruleset.seat_form`), and the
built-in worlds played by seats of any names (issue 24: the tactical board's "The
ford" refused seats not named alice and bob)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from hexterm.engine import game as games
from hexterm.engine.errors import ScenarioError
from hexterm.engine.ruleset import SeatForm
from hexterm.engine.rulesets import get_ruleset
from hexterm.engine.seats import Seat
from hexterm.worlds import load_scenario

FIXTURES = Path(__file__).parent.parent / "fixtures"


def form_of(ruleset: str, ref: str | None = None) -> tuple[SeatForm, dict[str, Any]]:
    scenario, _ = load_scenario(ruleset, ref)
    return get_ruleset(ruleset).seat_form(scenario), scenario


def test_the_planisphere_offers_its_factions_and_roles() -> None:
    form, _ = form_of("planisphere")
    assert form.faction == "Faction"
    # marches.toml's four [[faction]] tables, by key and name
    assert form.factions[:2] == (
        ("glaces", "Royaume des Glaces"), ("liberia", "Empire de Libéria"))
    assert len(form.factions) == 4
    assert form.roles == ("diplomat", "cartographer")
    assert form.faction_name("liberia") == "Empire de Libéria"


def test_a_planisphere_world_without_factions_is_refused() -> None:
    with pytest.raises(ScenarioError, match="no \\[\\[faction\\]\\]"):
        get_ruleset("planisphere").seat_form({"title": "empty"})


def test_novlemia_offers_one_nation_a_seat() -> None:
    form, _ = form_of("novlemia")
    # novlemia.toml has eight nations, each played by one seat: 1 to 8 seats.
    assert (form.faction, len(form.factions)) == ("Nation", 8)
    assert (form.min_seats, form.max_seats) == (1, 8)
    assert form.roles == () and [o.key for o in form.options] == [
        "turns", "victory"]


def test_saga_asks_a_named_faction_for_two_to_six_players() -> None:
    form, _ = form_of("saga")
    # The rulebook's players table runs from 2 to 6 players; the built-in map has a
    # home for each player at every count.
    assert (form.factions, form.names) == ((), ())
    assert (form.min_seats, form.max_seats) == (2, 6)
    assert [o.key for o in form.options] == ["turns"]
    assert len(form.suggested) >= 6


def test_a_campaign_set_midway_fixes_its_seats() -> None:
    saga, _ = form_of("saga", str(FIXTURES / "saga_turn.toml"))
    assert saga.names == ("alice", "bob", "carol")
    assert (saga.min_seats, saga.max_seats) == (3, 3)
    medfan, _ = form_of("medfan", str(FIXTURES / "medfan_battle.toml"))
    assert medfan.names == ("alice", "bob")
    assert (medfan.min_seats, medfan.max_seats) == (2, 2)


def test_medfan_asks_an_army_s_name() -> None:
    form, _ = form_of("medfan")
    assert (form.faction, form.factions, form.names) == ("Army", (), ())
    assert (form.min_seats, form.max_seats) == (2, 8)
    assert "treasury" in [o.key for o in form.options]


def test_the_ford_has_two_sides_for_two_seats() -> None:
    form, _ = form_of("tactical")
    assert (form.faction, form.min_seats, form.max_seats) == ("Side", 2, 2)
    assert [o.key for o in form.options] == ["turns"]


@pytest.mark.parametrize("names", [("alice", "bob"), ("nord", "sud"), ("bob", "alice")])
def test_the_ford_gives_its_sides_to_the_seats_in_order(names: tuple[str, str]) -> None:
    _, scenario = form_of("tactical")
    game = games.new_game("tactical", scenario, [Seat(names[0], "North"),
                                                 Seat(names[1], "South")], 1)
    seat_of = {u.name: u.seat for u in game.state.battle.units}
    # tactical.toml: alice's Spears, Riders and Hawks; bob's Axes
    if set(names) == {"alice", "bob"}:  # the scenario's own names stay as they are
        assert (seat_of["Spears"], seat_of["Axes"]) == ("alice", "bob")
    else:
        assert (seat_of["Spears"], seat_of["Riders"], seat_of["Hawks"]) == (names[0],) * 3
        assert seat_of["Axes"] == names[1]


def test_the_ford_with_three_seats_is_one_sentence() -> None:
    _, scenario = form_of("tactical")
    with pytest.raises(ScenarioError, match="played by 2 seats, not 3"):
        games.new_game("tactical", scenario, [Seat(n, n) for n in ("x", "y", "z")], 1)


@pytest.mark.parametrize("ruleset", ["saga", "medfan", "novlemia", "planisphere"])
def test_every_built_in_world_takes_seats_of_any_names(ruleset: str) -> None:
    form, scenario = form_of(ruleset)
    keys = [key for key, _ in form.factions] or list(form.suggested)
    seats = [Seat("zora", keys[0]), Seat("quill", keys[1])]
    game = games.new_game(ruleset, scenario, seats, 4)
    assert [s.name for s in game.seats] == ["zora", "quill"]
    everything = str(game.rules.view(game.state, None))  # the organiser's view
    assert "zora" in everything and "quill" in everything
