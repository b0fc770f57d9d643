"""A campaign's battle reaches a board game through the registry (issue 25, "The plug-in
rule"): the bridge (`hexterm board`, the step screens) asks the registered rulesets
which is a board game, and loads none of them to start; a second board game,
registered, is found and used the same way, its name in the sentences."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import ClassVar

import pytest

from hexterm.cli import main
from hexterm.engine.boards import board_of, board_ruleset, campaign_of
from hexterm.engine.rulesets import forget, get_ruleset, register
from hexterm.engine.tactical.ruleset import Tactical
from hexterm.save import savegame
from tests.helpers.saga_world import advance_to, build_campaign

RULESET_PACKAGES = ("planisphere", "novlemia", "saga", "medfan", "tactical")


class OtherBoard(Tactical):
    """A second board game: the tactical board's rules under another name, registered
    before it in the order of names."""

    name: ClassVar[str] = "aboard"
    title: ClassVar[str] = "Another board"
    board_name = "the other board"


OTHER = OtherBoard()


def test_the_command_line_starts_without_loading_a_ruleset() -> None:
    done = subprocess.run([sys.executable, "-X", "importtime", "-m", "hexterm", "--help"],
                          capture_output=True, text=True, check=True)
    loaded = [line for line in done.stderr.splitlines()
              if any(f"hexterm.engine.{name}" in line for name in RULESET_PACKAGES)]
    assert loaded == []
    assert "board" in done.stdout  # the command keeps its name


def test_the_campaigns_and_the_board_are_found_by_what_they_offer() -> None:
    assert board_ruleset()[0] == "tactical"  # the one board game registered
    for name in ("saga", "medfan"):
        rules = get_ruleset(name)
        assert campaign_of(rules) is not None and board_of(rules) is None
    for name in ("planisphere", "novlemia"):
        assert campaign_of(get_ruleset(name)) is None


def test_a_second_board_game_plugs_in_the_same_way(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    campaign, board = tmp_path / "saga.hexsave", tmp_path / "board.hexsave"
    build_campaign(campaign)
    advance_to(campaign, "battle")
    register("aboard", f"{__name__}:OTHER")
    try:
        assert board_ruleset() == ("aboard", OTHER)  # the first by name
        assert main(["board", str(campaign), str(board), "--turns", "2"]) == 0
        said = capsys.readouterr().out
        assert "the battle of Cromlech on the other board (" in said
        assert savegame.load(board).ruleset == "aboard"
        assert main(["board", str(campaign), str(board), "--hand-back", "--as", "bob",
                     "--draw"]) == 1
        assert "the battle of Cromlech on the board is not over yet (turn 1 of 2)" in \
            capsys.readouterr().err
    finally:
        forget("aboard")
