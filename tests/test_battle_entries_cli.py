"""A campaign battle's entries given from the command line (`hexterm orders submit`):
the last one resolves the step, and when they differ, the line says so with the seats' names and
what each entered, and that the battle waits for them again."""

from __future__ import annotations

from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.save import savegame
from tests.helpers.medfan_world import advance_to, build_campaign


def test_resolving_differing_entries_says_what_differs(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]
                                                      ) -> None:
    save = tmp_path / "medfan.hexsave"
    build_campaign(save)
    advance_to(save, "battle")
    for seat, entry in (("alice", "winner alice\nleft bob Goblins 10\n"),
                        ("bob", "winner alice\nlost bob Goblins 5\n")):
        given = tmp_path / f"{seat}.txt"
        given.write_text(entry)
        assert main(["orders", "submit", str(save), "--as", seat, str(given)]) == 0
    said = capsys.readouterr().out
    # bob's 5 lost of 12 is 7 left
    assert "the entries differ, nothing is applied: alice entered 10 figures left of 12 " \
           "in bob's Goblins, bob entered 7; agree and enter it again (waiting for alice, " \
           "bob)" in said
    assert savegame.load(save).step.key == "battle"
