"""No scenario `hexterm new` accepts makes a save that fails to load (issue 30): a
property test over scenarios mutated from the cut-down Les Marches and from every
other built-in world (a value changed, a key dropped or misspelt, a place moved).

Each mutated world is written as TOML and given to `worlds.start_game`, as `hexterm
new` and the new-game screen give it, with the seats its `seat_form` asks. It either
refuses in one sentence (a HextermError), or its game's save, read back as a save
someone sent is read (decoded, rebuilt and checked by `check_game`, whatever this
machine's trust remembers), loads and gives the same bytes again."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import tomlkit
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hexterm.engine import game_data
from hexterm.engine.errors import HextermError
from hexterm.engine.rulesets import get_ruleset
from hexterm.engine.trial import check_game
from hexterm.save import snapshot
from hexterm.save.savegame import encode
from hexterm.scenario_check import BROKEN, seats_for
from hexterm.worlds import read_scenario, start_game

BASE = Path(__file__).parent / "cases" / "planisphere" / "base.toml"
WORLDS = {"planisphere": str(BASE), "saga": "saga", "novlemia": "novlemia",
          "medfan": "medfan", "tactical": "tactical"}
Path_ = tuple[str | int, ...]


def leaves(data: Any, path: Path_ = ()) -> list[Path_]:
    """Every path to a value of `data` (tables and lists walked into)."""
    if isinstance(data, dict):
        found: list[Path_] = [path] if path else []
        for key, value in data.items():
            found += leaves(value, (*path, key))
        return found
    if isinstance(data, list):
        found = [path]
        for i, value in enumerate(data):
            found += leaves(value, (*path, i))
        return found
    return [path]


def at(data: Any, path: Path_) -> Any:
    for step in path:
        data = data[step]
    return data


VALUES = st.one_of(st.integers(-3, 700), st.sampled_from(
    ["", "mer", "montagne", "glaces", "liberia", "A01", "C05", "Z99", "N08", "plaine",
     "recrue", "Vikings", "North"]), st.booleans(), st.just([]), st.floats(0, 9),
    st.lists(st.sampled_from(["mer", "plaine", "route", "fleuve"]), max_size=3))
HEXES = st.builds(lambda c, r: f"{'ABCDEFGHIJKLMNOPQR'[r]}{c:02d}", st.integers(1, 24),
                  st.integers(0, 17))


@st.composite
def mutated(draw: st.DrawFn) -> tuple[str, dict[str, Any]]:
    ruleset = draw(st.sampled_from(sorted(WORLDS)))
    data = read_scenario(ruleset, WORLDS[ruleset])[0]
    for _ in range(draw(st.integers(1, 3))):
        paths = [p for p in leaves(data) if p[:1] != ("ruleset",)]
        path = draw(st.sampled_from(paths))
        holder, last = at(data, path[:-1]), path[-1]
        how = draw(st.sampled_from(["change", "drop", "misspell", "move"]))
        if how == "drop" and isinstance(last, str):
            del holder[last]
        elif how == "drop" and isinstance(last, int):
            holder.pop(last)
        elif how == "misspell" and isinstance(last, str) and last:
            cut = draw(st.integers(0, len(last) - 1))
            holder[last[:cut] + last[cut + 1:] + draw(st.sampled_from(["", "e", "s"]))] = \
                holder.pop(last)
        elif how == "move":
            places = [p for p in leaves(data) if p[-1:] in (("hex",), ("at",))]
            if places:
                place = draw(st.sampled_from(places))
                at(data, place[:-1])[place[-1]] = draw(HEXES)
        else:
            holder[last] = draw(VALUES)
    return ruleset, data


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_no_world_new_accepts_makes_a_save_that_fails_to_load(
        tmp_path_factory: Any, world: tuple[str, dict[str, Any]]) -> None:
    ruleset, data = world
    path = tmp_path_factory.mktemp("world") / "world.toml"
    path.write_text(tomlkit.dumps(data), "utf-8")
    try:
        seats = seats_for(get_ruleset(ruleset).seat_form(data))
    except (HextermError, *BROKEN):
        return  # no seats to try it with (the form's reading is the ruleset's own)
    try:
        game = start_game(ruleset, str(path), seats, 7)
    except HextermError:
        return  # refused in one sentence: nothing made
    written = encode(game)
    snap = snapshot.decode(written, name=str(path))
    again = game_data.from_data(snap.header, snap.body)
    check_game(again)
    assert encode(again) == written
