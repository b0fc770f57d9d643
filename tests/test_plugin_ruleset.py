"""A sixth ruleset plugs in the way a third party's would: by its package's entry point.

The tiny test ruleset (tests/helpers/tiny_steps.py: a sealed bid by every seat, the
lowest bid declaring first, then the organiser's score) is made a distribution that
`importlib.metadata` sees (a dist-info folder with its METADATA and an entry point in
the group `hexterm.rulesets`, on the path: tests/ssh/test_steps_served.py's
`tiny_plugin`), and nothing registers it by hand. `hexterm.plugins.load` finds it, and
a game of it is made, played through the Table, saved and read back; then the installed
command line (`python -m hexterm`, in a process of its own with the folder on its
PYTHONPATH) finds it too, and without the folder knows no such ruleset.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from hexterm import plugins
from hexterm.cli import main
from hexterm.engine import rulesets
from hexterm.engine.steps import ORGANISER
from hexterm.save import savegame
from hexterm.table import Submission, Table
from tests.helpers.terminal import ROOT
from tests.ssh.test_steps_served import tiny_plugin  # noqa: F401 (the fixture)

# ruff: noqa: F811  (the fixture imported above is a parameter here)


def run_hexterm(*args: str, site: Path | None, cwd: Path) -> subprocess.CompletedProcess[str]:
    """`python -m hexterm ARGS` in a process of its own, in English, with the project
    (and the plug-in's folder `site`, if given) on its path."""
    path = [str(ROOT), *([str(site)] if site else [])]
    env = {k: v for k, v in os.environ.items() if k not in {"LANGUAGE", "LC_ALL", "LC_MESSAGES"}}
    env.update(PYTHONPATH=os.pathsep.join(path), LANG="en_US.UTF-8")
    return subprocess.run([sys.executable, "-m", "hexterm", "--lang", "en", *args],
                          capture_output=True, text=True, cwd=cwd, env=env, timeout=120,
                          check=False)


def test_the_entry_point_brings_a_ruleset_that_is_played_saved_and_read_back(
        tiny_plugin: Path, tmp_path: Path) -> None:
    assert "tinysteps" not in rulesets.names()
    assert plugins.load() == ["tinysteps"]
    assert rulesets.get_ruleset("tinysteps").title == "Tiny steps"
    world = tmp_path / "tiny.toml"
    world.write_text('title = "A tiny world"\n')
    path = tmp_path / "tiny.hexsave"
    assert main(["new", str(path), "--ruleset", "tinysteps", "--scenario", str(world),
                 "--seat", "alice:a", "--seat", "bob:b", "--seed", "5"]) == 0
    table = Table(path, resolve_on_last=True)
    assert [s.name for s in table.waiting()] == ["alice", "bob"]  # a sealed bid by all
    assert table.submit("alice", "7") is Submission.STORED
    assert table.submit("bob", "3") is Submission.RESOLVED
    # bob bid lower: he declares first, then alice; then the organiser scores.
    assert [s.name for s in table.waiting()] == ["bob"]
    assert table.submit("bob", "north") is Submission.RESOLVED
    assert [s.name for s in table.waiting()] == ["alice"]
    assert table.submit("alice", "south") is Submission.RESOLVED
    assert table.waiting() == [] and table.game.awaits_organiser()
    assert table.submit(ORGANISER, "winner bob") is Submission.RESOLVED
    back = savegame.load(path)
    assert back.ruleset == "tinysteps"
    assert (back.turn, back.steps_done, back.state.points) == (2, 0, {"alice": 0, "bob": 1})
    assert savegame.encode(back) == path.read_bytes()  # read back, written again: the same


def test_the_command_line_finds_the_ruleset_by_its_entry_point(
        tiny_plugin: Path, tmp_path: Path) -> None:
    world = tmp_path / "tiny.toml"
    world.write_text('title = "A tiny world"\n')
    new = ["new", "tiny.hexsave", "--ruleset", "tinysteps", "--scenario", str(world),
           "--seat", "alice:a", "--seat", "bob:b"]
    unplugged = run_hexterm(*new, site=None, cwd=tmp_path)
    assert unplugged.returncode != 0 and "unknown ruleset 'tinysteps'" in unplugged.stderr
    assert not (tmp_path / "tiny.hexsave").exists()

    made = run_hexterm(*new, site=tiny_plugin, cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    (tmp_path / "seven.txt").write_text("7\n")
    (tmp_path / "three.txt").write_text("3\n")
    for seat, bid in (("alice", "seven.txt"), ("bob", "three.txt")):
        given = run_hexterm("orders", "submit", "tiny.hexsave", bid, "--as", seat,
                        site=tiny_plugin, cwd=tmp_path)
        assert given.returncode == 0, given.stderr
    assert given.stdout.splitlines()[-1] == ("turn 1: Bid resolved; next: Declare, "
                                             "waiting for bob")
    shown = run_hexterm("show", "tiny.hexsave", site=tiny_plugin, cwd=tmp_path)
    assert shown.returncode == 0, shown.stderr
    assert "Orders submitted: none; waiting for bob" in shown.stdout
    assert plugins.load() == ["tinysteps"]  # this process reads the save with it too
    game = savegame.load(tmp_path / "tiny.hexsave")
    assert (game.ruleset, game.turn, game.steps_done) == ("tinysteps", 1, 1)
