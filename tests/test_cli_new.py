"""`hexterm new` as a player runs it: without --seed a seed is drawn, said and saved
(issue 24: every game made without one had seed 1, so every campaign opened with the
same dice); with --seed, that seed; a built-in world takes seats of any names."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from hexterm.save import savegame


def hexterm_new(save: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "hexterm", "new", str(save), *args],
                          capture_output=True, text=True, check=False, timeout=120)


def said_seed(output: str) -> int:
    found = re.search(r", seed (\d+)$", output.strip())
    assert found, output
    return int(found.group(1))


def test_two_games_made_without_a_seed_get_two_seeds(tmp_path: Path) -> None:
    seeds = []
    for name in ("one", "two"):
        save = tmp_path / f"{name}.hexsave"
        done = hexterm_new(save, "--ruleset", "medfan", "--seat", "alice:Elves",
                           "--seat", "bob:Orcs")
        assert done.returncode == 0, done.stderr
        seed = said_seed(done.stdout)
        assert savegame.load(save).seed == seed  # the seed said is the seed saved
        seeds.append(seed)
    assert seeds[0] != seeds[1]


def test_a_seed_given_is_the_seed_kept(tmp_path: Path) -> None:
    save = tmp_path / "g.hexsave"
    done = hexterm_new(save, "--ruleset", "saga", "--seed", "12345", "--seat", "ann:Vikings",
                       "--seat", "ben:Scots")
    assert done.returncode == 0, done.stderr
    assert said_seed(done.stdout) == 12345 == savegame.load(save).seed


def test_the_ford_is_played_by_seats_of_any_names(tmp_path: Path) -> None:
    save = tmp_path / "ford.hexsave"
    done = hexterm_new(save, "--ruleset", "tactical", "--seat", "nord:North",
                       "--seat", "sud:South")
    assert done.returncode == 0, done.stderr
    battle = savegame.load(save).state.battle
    # tactical.toml: the first side's Spears, Riders and Hawks; the second side's Axes
    assert {u.name: u.seat for u in battle.units}["Spears"] == "nord"
    assert {u.name: u.seat for u in battle.units}["Axes"] == "sud"
    done = hexterm_new(tmp_path / "three.hexsave", "--ruleset", "tactical",
                       "--seat", "a:A", "--seat", "b:B", "--seat", "c:C")
    assert done.returncode == 1
    assert done.stderr == ("hexterm: the scenario's sides (alice, bob) are one a seat: it is "
                           "played by 2 seats, not 3\n")
