"""A save a hexterm of the user's wrote is not tried again by the next program
(`hexterm.save.trust`): its trial (shown to every seat, its turn resolved once) costs
what a resolution costs, about 20 s on a 256×256 world. A save with other bytes (hand
edited, sent by someone), or written by another version of hexterm, is tried; a cache
that cannot be written only means a trial."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.engine.game import Game
from hexterm.save import savefile, savegame, trust


@pytest.fixture
def tried(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[str]:
    """The games tried from now on (their titles); the test's own cache, empty."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    seen: list[str] = []
    check = savegame.check_game

    def recording(game: Game) -> None:
        seen.append(game.game_id)
        check(game)

    monkeypatch.setattr(savegame, "check_game", recording)
    return seen


def next_program() -> None:
    """What the next program knows: nothing of this one's memory."""
    savegame._TRUSTED.clear()


def new_save(path: Path) -> Path:
    assert main(["new", str(path), "--seed", "3", "--seat", "alice:glaces",
                 "--seat", "bob:liberia"]) == 0
    return path


def test_a_save_the_users_hexterm_wrote_is_not_tried_by_the_next_program(
        tmp_path: Path, tried: list[str]) -> None:
    save = new_save(tmp_path / "g.hexsave")
    next_program()
    game = savegame.load(save)
    assert tried == []
    assert game.turn == 1


def test_a_save_with_other_bytes_is_tried(tmp_path: Path, tried: list[str]) -> None:
    save = new_save(tmp_path / "g.hexsave")
    snap = savefile.read(save)
    header = dict(snap.header)
    header["title"] = "Edited by hand"  # a checksum made again: a valid file, other bytes
    savefile.write(save, header, dict(snap.body))
    next_program()
    game = savegame.load(save)
    assert tried == [game.game_id]
    next_program()
    savegame.load(save)
    assert tried == [game.game_id], "once tried, it is remembered too"


def test_another_versions_save_is_tried(tmp_path: Path, tried: list[str],
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    save = new_save(tmp_path / "g.hexsave")
    next_program()
    monkeypatch.setattr(trust, "__version__", "0.0.0-other")
    game = savegame.load(save)
    assert tried == [game.game_id]


def test_a_cache_that_cannot_be_written_only_means_a_trial(
        tmp_path: Path, tried: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the cache folder would be")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked))
    save = new_save(tmp_path / "g.hexsave")
    next_program()
    game = savegame.load(save)
    assert tried == [game.game_id]


def test_the_file_is_cut_back_to_its_last_lines(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    digests = [os.urandom(32) for _ in range(trust.LONGEST + 2)]
    for digest in digests:
        trust.remember(digest)
    lines = (tmp_path / "hexterm" / "trusted-saves").read_text().splitlines()
    assert trust.KEPT <= len(lines) < trust.LONGEST
    assert trust.known(digests[-1]) and not trust.known(digests[0])
    assert oct((tmp_path / "hexterm" / "trusted-saves").stat().st_mode & 0o777) == "0o600"
