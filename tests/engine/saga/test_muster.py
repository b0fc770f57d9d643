"""A battle's muster before its result (docs/rules/saga.md S35, S36): what it refuses
and why, in both languages, the reserve that does not defend, the organiser's keep,
the bots' keep, and a muster awaited only of those who have a choice."""

from __future__ import annotations

from pathlib import Path

import pytest

from hexterm.engine import game as games
from hexterm.engine.errors import HextermError
from hexterm.engine.game import Game
from hexterm.engine.steps import ORGANISER
from tests.engine.saga.test_battles_at_once import at_battles
from tests.engine.saga.test_saga import in_french

CASES = Path(__file__).resolve().parents[2] / "cases" / "saga"


def reorganising() -> Game:
    """alice's Ragnar (4 points) and Sigurd (6) at C against bob's Rollo."""
    return at_battles("muster_reorganise.toml")


def reserve() -> Game:
    """bob's reserve at C (7 points) against alice's Ragnar."""
    return at_battles("reserve_chosen.toml")


def lord() -> Game:
    """bob's Rollo (4 points) and his reserve at C against alice's Ragnar."""
    return at_battles("reserve_joins_lord.toml")


@pytest.mark.parametrize(("make", "seat", "text", "said"), [
    (reorganising, "alice", "transfer warriors1 from Ragnar to Sigurd",
     "band Ragnar would have 2 points: a band has 4 to 10 (lord not counted)"),
    (reorganising, "alice", "transfer warriors1 from Rollo to Sigurd",
     "line 1: band Rollo of alice does not fight at C"),
    (reorganising, "alice", "winner alice", "the battle at C awaits the muster of alice first"),
    (reorganising, "bob", "keep", "bob has nothing to muster at C: its result comes once "
                                  "alice mustered"),
    (reorganising, "alice", "reserve warriors1", "line 1: no reserve of alice defends C alone"),
    (reserve, "bob", "reserve warriors1 hearthguards1",
     "line 1: the reserve's units would make 3 points: 4 to 10 defend, or reserve none"),
    (reserve, "bob", "reserve warriors9", "line 1: the reserve at C has no unit warriors9"),
    (lord, "bob", "take Rollo warriors1\ntake Rollo levies1\ntake Rollo hearthguards1\n"
                  "take Rollo hearthguards2",
     "band Rollo would have 12 points: a band has 4 to 10 (lord not counted)"),
])
def test_what_a_muster_refuses(make: object, seat: str, text: str, said: str) -> None:
    game = make()  # type: ignore[operator]
    with pytest.raises(HextermError) as refused:
        games.check_orders(game, seat, text)
    assert str(refused.value) == said
    assert in_french(refused.value) != said  # said again in French


def test_a_reserve_that_does_not_defend_leaves_the_village_to_the_attacker() -> None:
    game = games.resolve(games.submit_orders(reserve(), "bob", "reserve none"))
    assert game.step.key == "manage" and game.state.owners["C"] == "alice"
    assert "C" not in game.state.villages  # razed, "l'attaquant pille et rase sa ville"
    assert any(e.key == "saga.reserve-stays" and e.args["terrain"] == "C" for e in game.log)


def test_the_organiser_keeps_a_muster_and_enters_no_ones_units() -> None:
    game = reorganising()
    with pytest.raises(HextermError, match="the organiser's muster is keep"):
        games.check_orders(game, ORGANISER, "transfer hearthguards1 from Sigurd to Ragnar")
    game = games.resolve(games.submit_orders(game, ORGANISER, "keep"))
    assert not game.state.battles[0].muster and game.waiting_for() == ["alice", "bob"]


def test_an_empty_muster_keeps_things_as_they_are() -> None:
    before = reorganising()
    game = games.resolve(games.submit_orders(before, "alice", ""))
    assert [b.halves for b in game.state.bands] == [b.halves for b in before.state.bands]
    assert game.orders == {} and not game.state.battles[0].muster


def test_a_bot_keeps_its_muster() -> None:
    game = at_battles("reserve_joins_lord.toml", bots=("bob",))
    game = games.play_bots(game)
    assert not game.state.battles[0].muster
    assert game.state.band("Rollo") is not None
    assert game.state.band("Rollo").halves == 8  # type: ignore[union-attr]


def test_a_reserve_that_does_not_defend_lets_a_latecomer_in() -> None:
    """Five bands and a village's reserve on T: the reserve defends with three
    attackers, two come late ("Cas d'un combat à plusieurs"); the reserve not
    defending, the first latecomer takes its place among the four who fight."""
    from hexterm.cases import read_case
    from hexterm.engine.seats import Seat

    spec = read_case(CASES / "five_on_a_terrain.toml")
    scenario = dict(spec["scenario"])
    scenario["terrain"] = [*scenario["terrain"], {"name": "L6", "kind": "normal"}]
    scenario["roads"] = [*scenario["roads"], ["L6", "T"]]
    scenario["village"] = [*scenario["village"], {"terrain": "L6", "seat": "p6"},
                           {"terrain": "T", "seat": "p6", "reserve": {"warriors": [2, 2]}}]
    scenario["initiative"] = [*scenario["initiative"], "p6"]
    seats = [Seat(name, "Vikings") for name in ("p1", "p2", "p3", "p4", "p5", "p6")]
    game = games.new_game("saga", scenario, seats, 1)
    game = games.resolve(game, force=True)  # the preparation
    for seat in ("p5", "p4", "p3", "p2", "p1"):
        game = games.resolve(games.submit_orders(game, seat, f"move B{seat[1]} T"))
    [battle] = game.state.battles
    assert battle.seats() == ("p6", "p5", "p4", "p3") and battle.muster == ("p6",)
    assert [s.seat for s in battle.late] == ["p2", "p1"]
    game = games.resolve(games.submit_orders(game, "p6", "reserve none"))
    [battle] = game.state.battles
    assert battle.seats() == ("p5", "p4", "p3", "p2") and not battle.sides[0].attacker
    assert [s.seat for s in battle.late] == ["p1"] and not battle.muster


def test_the_board_gets_the_mustered_forces() -> None:
    game = reserve()
    rules = game.rules
    assert rules.battle_forces(game.state) is None  # type: ignore[attr-defined]
    game = games.resolve(games.submit_orders(game, "bob", "reserve warriors1 levies1"))
    forces = rules.battle_forces(game.state)  # type: ignore[attr-defined]
    assert forces is not None and forces.place == "C"
    assert [u.name for u in forces.sides[0].units] == ["reserve/warriors1", "reserve/levies1"]
    assert [u.name for u in forces.sides[1].units] == ["Ragnar/lord", "Ragnar/warriors1",
                                                       "Ragnar/warriors2"]
