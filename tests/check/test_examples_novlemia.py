"""Novlémia's documented example (docs/scenarios/novlemia.toml): a game made of it with
`hexterm new`, as the page says, and no mistake; its keys are the loader's, every one
used, and the page names every key the loader knows."""

from __future__ import annotations

from pathlib import Path

from hexterm.engine.hexgrid import Hex
from hexterm.engine.novlemia.scenario_check import (
    CELL_KEYS,
    FACTION_KEYS,
    MAP_KEYS,
    RULES_KEYS,
    TOP_KEYS,
)
from hexterm.engine.rulesets import get_ruleset
from tests.check.example_helpers import example, made, page, tables, undocumented


def test_the_example_makes_a_game_and_has_no_mistake(tmp_path: Path) -> None:
    assert get_ruleset("novlemia").scenario_mistakes(example("novlemia")) == []
    game = made(tmp_path, "novlemia", "alice:scanthenie", "bob:lusmarine")
    state = game.state
    assert (state.size.cols, state.size.rows, state.options.turns) == (12, 12, 12)
    assert state.nations["scanthenie"].explorer == Hex.parse("C01")  # its fixed start
    assert state.cities[Hex.parse("C02")].name == "Jörnvik"


def test_the_examples_keys_are_the_loaders() -> None:
    data = example("novlemia")
    assert set(data) == set(TOP_KEYS)
    assert set(data["map"]) == set(MAP_KEYS)
    assert set(data["rules"]) == set(RULES_KEYS)
    assert set().union(*map(set, tables(data, "faction"))) == set(FACTION_KEYS)
    assert set().union(*map(set, tables(data, "cell"))) == set(CELL_KEYS)


def test_the_page_names_every_key() -> None:
    assert undocumented((*TOP_KEYS, *MAP_KEYS, *RULES_KEYS, *FACTION_KEYS, *CELL_KEYS),
                        page("novlemia")) == []
