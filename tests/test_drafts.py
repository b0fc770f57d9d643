"""A seat's unsent orders on disk (`hexterm.save.drafts`, `Table.keep_draft`): private to
the user (a 0700 folder, 0600 files), given back to that seat only, for that game and
turn only, cleared by a submission, kept when a submission fails (the save locked too
long, a full disk, another game put in its place), with that failure one sentence."""

from __future__ import annotations

import errno
import os
import stat
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.engine.errors import HextermError
from hexterm.save import drafts, savefile
from hexterm.table import Submission, Table
from tests.screens.planisphere.test_order_form import save

ALICE = "unit GLA12\n  hide\n"


__all__ = ["save"]  # the fixture of test_order_form: alice (glaces), bob (liberia), seed 3


@contextmanager
def held_elsewhere(path: Path) -> Iterator[None]:
    """The save's lock held by another thread (as another program would) meanwhile."""
    taken, done = threading.Event(), threading.Event()

    def hold() -> None:
        with savefile.locked(path):
            taken.set()
            done.wait(60)

    holder = threading.Thread(target=hold)
    holder.start()
    assert taken.wait(60)
    try:
        yield
    finally:
        done.set()
        holder.join()


def another_game(save: Path) -> None:
    """Put a new game (seed 4, the same seats) in the place of the save."""
    other = save.with_name("other.hexsave")
    assert main(["new", str(other), "--seed", "4", "--seat", "alice:glaces",
                 "--seat", "bob:liberia"]) == 0
    os.replace(other, save)


def test_a_draft_is_private_and_given_back_to_its_seat_only(save: Path) -> None:
    Table(save).keep_draft("alice", ALICE)
    file = drafts.draft_file(save, "alice")
    assert stat.S_IMODE(file.stat().st_mode) == 0o600
    assert stat.S_IMODE(file.parent.stat().st_mode) == 0o700
    assert file.parent == save.parent / f".g.hexsave.drafts-{os.getuid()}"  # per user
    again = Table(save)  # another run of the program
    assert again.kept_draft("alice") == ALICE
    assert again.kept_draft("bob") is None
    again.keep_draft("alice", ALICE + "unit GLA13\n")  # replaced, not added to
    assert Table(save).kept_draft("alice") == ALICE + "unit GLA13\n"
    assert [p.name for p in file.parent.iterdir()] == ["alice.draft"]  # no scratch left


def test_a_draft_of_another_turn_or_game_or_damaged_is_not_given_back(
        save: Path) -> None:
    table = Table(save)
    table.keep_draft("alice", ALICE)
    drafts.draft_file(save, "alice").write_bytes(b"\x00not json")
    assert Table(save).kept_draft("alice") is None
    table.keep_draft("alice", ALICE)
    another_game(save)
    assert Table(save).game.turn == table.game.turn  # the same turn of another game
    assert Table(save).kept_draft("alice") is None
    table = Table(save)
    table.keep_draft("alice", ALICE)
    assert main(["resolve", str(save), "--force"]) == 0  # on without her orders
    assert Table(save).kept_draft("alice") is None


def test_a_submission_clears_the_draft(save: Path) -> None:
    table = Table(save)
    table.keep_draft("alice", ALICE)
    assert table.submit("alice", ALICE) is Submission.STORED
    assert not drafts.draft_file(save, "alice").exists()
    assert Table(save).kept_draft("alice") is None


def test_a_save_locked_too_long_is_one_sentence_and_the_draft_stays(save: Path) -> None:
    table = Table(save, lock_timeout=0.2)
    table.keep_draft("alice", ALICE)
    with held_elsewhere(save), pytest.raises(HextermError) as caught:
        table.submit("alice", ALICE)
    assert str(caught.value) == (f"{save} is locked by another hexterm process "
                                 "(waited 0.2 s)")
    assert Table(save).kept_draft("alice") == ALICE
    assert Table(save).game.orders == {}
    assert table.submit("alice", ALICE) is Submission.STORED  # free again: it goes in


def test_a_full_disk_is_one_sentence_and_the_draft_stays(
        save: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    table = Table(save)
    table.keep_draft("alice", ALICE)
    before = save.read_bytes()

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(savefile.os, "fsync", full)
    with pytest.raises(HextermError) as caught:
        table.submit("alice", ALICE)
    monkeypatch.undo()
    assert str(caught.value) == f"{save} could not be saved: No space left on device"
    assert save.read_bytes() == before  # the save as it was
    assert Table(save).kept_draft("alice") == ALICE


def test_a_save_replaced_by_another_game_is_one_sentence(save: Path) -> None:
    table = Table(save)
    table.keep_draft("alice", ALICE)
    another_game(save)
    replaced = save.read_bytes()
    for attempt in (lambda: table.submit("alice", ALICE), lambda: table.withdraw("alice"),
                    table.resolve):
        with pytest.raises(HextermError, match="now holds another game"):
            attempt()
    assert save.read_bytes() == replaced  # nothing written into the other game
    assert drafts.kept(save, table.game.game_id, table.game.turn, "alice") == ALICE


def test_a_draft_that_cannot_be_written_says_why(save: Path) -> None:
    drafts.folder(save).write_text("a file where the folder should be")
    with pytest.raises(OSError):
        Table(save).keep_draft("alice", ALICE)
