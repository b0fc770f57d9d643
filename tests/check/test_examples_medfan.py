"""Med-Fan's documented example (docs/scenarios/medfan.toml): a game made of it with
`hexterm new`, as the page says, and no mistake; its keys are the loader's, every one
used, and the page names every key the loader knows."""

from __future__ import annotations

from pathlib import Path

from hexterm.engine.medfan.placement import TERRITORY_KEYS
from hexterm.engine.medfan.scenario import ADAPTABLE, TOP_KEYS
from hexterm.engine.rulesets import get_ruleset
from tests.check.example_helpers import example, made, page, tables, undocumented


def test_the_example_makes_a_game_and_has_no_mistake(tmp_path: Path) -> None:
    assert get_ruleset("medfan").scenario_mistakes(example("medfan")) == []
    game = made(tmp_path, "medfan", "alice:Elves", "bob:Orcs")
    alice, bob = game.state.players
    assert (alice.treasury, bob.treasury) == (180, 240)
    assert alice.missing == {"Spearmen": 1}
    assert [t.owner for t in game.state.territories] == ["alice", "bob", None, None]
    assert game.state.options.income("exploitation") == 40  # the yield adapted


def test_the_examples_keys_are_the_loaders() -> None:
    data = example("medfan")
    assert set(data) == set(TOP_KEYS)
    assert set().union(*map(set, tables(data, "territory"))) == set(TERRITORY_KEYS)
    assert set(data["yields"]) <= set(ADAPTABLE)


def test_the_page_names_every_key() -> None:
    assert undocumented((*TOP_KEYS, *TERRITORY_KEYS, *ADAPTABLE), page("medfan")) == []
