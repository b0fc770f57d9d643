"""SAGA's documented examples (docs/scenarios/saga.toml, a new campaign's map, and
saga_set.toml, a campaign set at some point): a game made of each with `hexterm new`,
as the page says, and no mistake; their keys are the loader's, and the page names
every key the loader knows."""

from __future__ import annotations

from pathlib import Path

from hexterm.engine.rulesets import get_ruleset
from hexterm.engine.saga.scenario_check import BAND_KEYS, TERRAIN_KEYS, TOP_KEYS, VILLAGE_KEYS
from tests.check.example_helpers import example, made, page, tables, undocumented


def test_the_map_makes_a_game_and_has_no_mistake(tmp_path: Path) -> None:
    assert get_ruleset("saga").scenario_mistakes(example("saga")) == []
    game = made(tmp_path, "saga", "alice:Vikings", "bob:Normans")
    # the homes for two: alice's village at Varn, bob's at Rask
    assert {v.terrain: v.seat for v in game.state.villages.values()} == {
        "Varn": "alice", "Rask": "bob"}
    assert game.state.row.turns == 8


def test_the_campaign_set_makes_a_game_and_has_no_mistake(tmp_path: Path) -> None:
    assert get_ruleset("saga").scenario_mistakes(example("saga_set")) == []
    game = made(tmp_path, "saga_set", "alice:Vikings", "bob:Normans")
    assert game.state.initiative == ("bob", "alice")
    assert game.state.band("Ragnar") is not None


def test_the_examples_keys_are_the_loaders() -> None:
    new, set_ = example("saga"), example("saga_set")
    assert set(new) | set(set_) == set(TOP_KEYS)  # every top key used by one of them
    for data in (new, set_):
        assert all(set(t) == set(TERRAIN_KEYS) for t in tables(data, "terrain"))
    assert set().union(*map(set, tables(set_, "village"))) == set(VILLAGE_KEYS)
    assert set().union(*map(set, tables(set_, "band"))) == set(BAND_KEYS)


def test_the_page_names_every_key() -> None:
    assert undocumented((*TOP_KEYS, *TERRAIN_KEYS, *VILLAGE_KEYS, *BAND_KEYS),
                        page("saga")) == []
