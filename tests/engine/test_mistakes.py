"""A scenario's unknown keys, each refused with the nearest known key (issue 30:
"did you mean `defence`?"), and no guess when none is close."""

from __future__ import annotations

from hexterm.engine.mistakes import nearest, unknown_keys


def test_a_misspelt_key_is_refused_with_the_nearest_known_one() -> None:
    table = {"name": "Argent", "defense": 2, "capabilites": ["swim"], "zzz": 1}
    found = unknown_keys(table, ("name", "defence", "capabilities", "moves"),
                         ("unit_type", 3))
    assert [m.where for m in found] == [("unit_type", 3, "defense"),
                                        ("unit_type", 3, "capabilites"),
                                        ("unit_type", 3, "zzz")]
    assert str(found[0].what) == "unknown key 'defense': did you mean 'defence'?"
    assert str(found[1].what) == "unknown key 'capabilites': did you mean 'capabilities'?"
    assert str(found[2].what) == "unknown key 'zzz'"


def test_known_keys_are_no_mistake() -> None:
    assert unknown_keys({"name": 1, "moves": 2}, ("name", "moves")) == []
    assert nearest("terrain", ("terrains", "rivers")) == "terrains"
    assert nearest("q", ("terrains", "rivers")) is None


def test_a_faction_that_is_no_array_of_tables_asks_no_seat() -> None:
    """`faction = 5` or a single `[faction]` table: no faction to seat, no traceback (the
    loader says what is wrong)."""
    from hexterm.engine.ruleset import scenario_factions

    assert scenario_factions({"faction": 5}) == ()
    assert scenario_factions({"faction": {"key": "nord"}}) == ()
    assert scenario_factions({"faction": [{"key": "nord"}, {"key": "sud", "name": "Sud"}]}
                             ) == (("nord", "nord"), ("sud", "Sud"))
