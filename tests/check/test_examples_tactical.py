"""The tactical board's documented example (docs/scenarios/tactical.toml): a game made
of it with `hexterm new`, as the page says, and no mistake; its keys are the loader's,
and the page names every key the loader knows."""

from __future__ import annotations

from pathlib import Path

from hexterm.engine.hexgrid import Hex
from hexterm.engine.rulesets import get_ruleset
from hexterm.engine.tactical.class_table import FIELDS
from hexterm.engine.tactical.scenario import SIDE_KEYS, TOP_KEYS, UNIT_KEYS
from tests.check.example_helpers import example, made, page, tables, undocumented


def test_the_example_makes_a_game_and_has_no_mistake(tmp_path: Path) -> None:
    assert get_ruleset("tactical").scenario_mistakes(example("tactical")) == []
    game = made(tmp_path, "tactical", "alice:North", "bob:South")
    battle = game.state.battle
    assert (battle.board.size.cols, battle.board.size.rows, battle.turns) == (8, 6, 6)
    assert battle.unit("Axes").movement == "W"  # the example's own class
    assert battle.unit("Scout").hex == Hex.parse("F02")


def test_the_examples_keys_are_the_loaders() -> None:
    data = example("tactical")
    assert set(data) <= set(TOP_KEYS)
    assert all(set(side) <= set(SIDE_KEYS) for side in tables(data, "side"))
    assert set().union(*map(set, tables(data, "unit"))) == set(UNIT_KEYS)  # every one used
    assert all(set(row) <= set(FIELDS) for row in tables(data, "classes"))


def test_the_page_names_every_key() -> None:
    assert undocumented((*TOP_KEYS, *SIDE_KEYS, *UNIT_KEYS, *FIELDS), page("tactical")) == []
