"""A save's log is sealed (save format 3, docs/saves.md): a load reads none of its
bytes; they are checked when the log is first read, and a log damaged on disk is then
refused in one sentence naming the file, by the command or the program that reads it,
and never written back as sound. A save a program did not write is checked whole at
its first load, its log with it."""

from __future__ import annotations

import hashlib
import struct
from collections import OrderedDict
from pathlib import Path

import msgpack
import pytest

from hexterm.cli import main
from hexterm.engine import game as games
from hexterm.engine.game import Game
from hexterm.engine.seats import Seat
from hexterm.save import savegame, snapshot, trust
from hexterm.save.errors import CorruptSaveError
from hexterm.table import Table
from hexterm.worlds import start_game


def campaign(path: Path) -> Game:
    """A Med-Fan campaign of two bots at its fourth turn, saved twice (a backup)."""
    game = start_game("medfan", None, [Seat("alice", "Elves", bot=True),
                                       Seat("bob", "Orcs", bot=True)], 3)
    while game.turn < 4:
        game = games.resolve(game)
    savegame.save(path, game)
    savegame.save(path, game)
    return game


def damage_the_log(path: Path) -> None:
    """A byte of the log changed on disk: the log is the body's last entry, its bytes
    followed by its length (8 bytes), two SHA-256 (the log's, the core's) and the
    file's SHA-256."""
    data = bytearray(path.read_bytes())
    data[len(data) - 32 - 2 * 32 - 8 - 100] ^= 0x20
    path.write_bytes(bytes(data))


def test_a_load_reads_none_of_the_log_s_bytes(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "g.hexsave"
    game = campaign(path)
    opened: list[str] = []
    real = snapshot.Sealed.open

    def counted(sealed: snapshot.Sealed) -> bytes:
        opened.append(sealed.part)
        return real(sealed)

    monkeypatch.setattr(snapshot.Sealed, "open", counted)
    loaded = savegame.load(path)
    assert opened == []
    assert games.report(game, "alice") and opened == []
    assert games.report(loaded, "alice") == games.report(game, "alice") and opened == ["log"]
    assert loaded.log.unpacked() == 1 and len(loaded.log) == len(game.log)  # turn 3's block


def test_a_log_damaged_on_disk_is_said_in_one_sentence_when_read(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "g.hexsave"
    game = campaign(path)
    damage_the_log(path)
    said = (f"{path} is damaged: its log does not match its checksum (the file was changed "
            f"or corrupted on disk; try a backup: {path}.1)")
    loaded = savegame.load(path)  # known to this program: its log is read when asked for
    assert loaded.state == game.state
    with pytest.raises(CorruptSaveError) as refused:
        games.report(loaded, "alice")
    assert str(refused.value) == said
    with pytest.raises(CorruptSaveError) as refused:  # never written back as sound
        savegame.save(tmp_path / "copy.hexsave", loaded)
    assert str(refused.value) == said and not (tmp_path / "copy.hexsave").exists()
    for opened in (lambda: Table(path), lambda: Table(path, game=savegame.load(path))):
        with pytest.raises(CorruptSaveError) as refused:  # the screens', before any screen
            opened()
        assert str(refused.value) == said
    capsys.readouterr()
    assert main(["--lang", "en", "report", str(path), "--as", "alice"]) == 1
    assert capsys.readouterr().err == f"hexterm: {said}\n"


def test_a_save_this_program_did_not_write_is_checked_whole_log_and_all(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "g.hexsave"
    campaign(path)
    damage_the_log(path)
    monkeypatch.setattr(savegame, "_TRUSTED", OrderedDict())
    monkeypatch.setattr(trust, "known", lambda digest: False)
    with pytest.raises(CorruptSaveError) as refused:
        savegame.load(path)
    assert str(refused.value) == (f"{path} is damaged: its log does not match its checksum "
                                  "(the file was changed or corrupted on disk; try a "
                                  f"backup: {path}.1)")


def test_a_format_2_hexterm_reads_the_header_and_is_told_to_update(tmp_path: Path) -> None:
    """What a hexterm of format 2 checks passes (the whole file's SHA-256 at its end, a
    header and a body that are msgpack maps): it reaches the header's format, 3, and
    says "update hexterm"; the body's last entry is the log, bytes."""
    path = tmp_path / "g.hexsave"
    campaign(path)
    data = path.read_bytes()
    assert hashlib.sha256(data[:-32]).digest() == data[-32:]
    (h,) = struct.unpack_from(">I", data, 8)
    header = msgpack.unpackb(data[12:12 + h])
    assert (header["format"], header["sealed"]) == (3, "log")
    body = msgpack.unpackb(data[20 + h:-32])
    assert list(body)[-1] == "log" and isinstance(body["log"], bytes)
