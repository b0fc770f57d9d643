"""Tests of hexterm.save.snapshot and hexterm.save.savefile: the container's layout, checks,
backups, atomicity, locks."""

from __future__ import annotations

import errno
import hashlib
import os
import signal
import struct
import subprocess
import sys
import threading
import time
import tracemalloc
from pathlib import Path
from typing import Any

import msgpack
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hexterm.save import savefile, snapshot
from hexterm.save.errors import (
    CorruptSaveError,
    NotASaveError,
    OversizedSaveError,
    SaveError,
    SaveLockedError,
    SaveNotFoundError,
    TruncatedSaveError,
)
from hexterm.save.snapshot import Snapshot

ROOT = Path(__file__).resolve().parents[1]
KILL_MID_SAVE = Path(__file__).parent / "helpers" / "kill_mid_save.py"
CHILD_ENV = {**os.environ, "PYTHONPATH": str(ROOT)}

HEADER: dict[str, Any] = {"format": 3, "ruleset": "saga", "game_id": "g-42", "turn": 7}
BODY: dict[str, Any] = {
    "name": "Môhäj",
    "big": 2**63 - 1,
    "neg": -(2**63),
    "small": -7,
    "ratio": 0.1,
    "flags": [True, False, None],
    "seed": b"\x00\xffraw",
    "map": {"hexes": [[0, 1, {"terrain": "forêt", "owner": None}], []], "empty": {}},
}


def frame(head: bytes, body: bytes, *, h: int | None = None, b: int | None = None) -> bytes:
    """A save file around raw header/body bytes, with a valid checksum (lengths overridable)."""
    out = (snapshot.MAGIC + struct.pack(">I", len(head) if h is None else h) + head
           + struct.pack(">Q", len(body) if b is None else b) + body)
    return out + hashlib.sha256(out).digest()


def pack(value: object) -> bytes:
    return bytes(msgpack.packb(value, use_bin_type=True))


VALID = snapshot.encode(HEADER, BODY)


# --- layout and round trip ---------------------------------------------------------------


def test_round_trip_nested_body(tmp_path: Path) -> None:
    path = tmp_path / "x.hexsave"
    savefile.write(path, HEADER, BODY)
    snap = savefile.read(path)
    assert snap == Snapshot(HEADER, BODY)
    assert isinstance(snap.body["seed"], bytes)
    assert snap.body["big"] == 2**63 - 1 and snap.body["name"] == "Môhäj"
    assert list(snap.header) == list(HEADER)  # key order is kept


def test_layout_is_the_documented_one() -> None:
    head, body = pack(HEADER), pack(BODY)
    assert VALID[:8] == b"HEXSAVE\x00"
    assert struct.unpack(">I", VALID[8:12]) == (len(head),)
    assert VALID[12:12 + len(head)] == head
    assert struct.unpack(">Q", VALID[12 + len(head):20 + len(head)]) == (len(body),)
    assert VALID[20 + len(head):-32] == body
    assert VALID[-32:] == hashlib.sha256(VALID[:-32]).digest()
    assert len(VALID) == 8 + 4 + len(head) + 8 + len(body) + 32


PART = "journal: " + "turn after turn " * 50


def sealed_save(part: bytes = PART.encode()) -> bytes:
    return snapshot.encode(HEADER, {**BODY, "log": part, "after": 1}, sealed="log")


def test_a_sealed_part_is_laid_out_as_documented() -> None:
    """docs/saves.md: the part is the body's last entry, a bin of its bytes, N, their
    SHA-256, the core's SHA-256 (every byte before the part, then N and the part's
    SHA-256); the header says "sealed"; the file still ends with its whole SHA-256."""
    data, part = sealed_save(), PART.encode()
    (h,) = struct.unpack_from(">I", data, 8)
    header = msgpack.unpackb(data[12:12 + h])
    assert header == {**HEADER, "sealed": "log"} and list(header)[-1] == "sealed"
    body = msgpack.unpackb(data[20 + h:-32])
    assert list(body) == [*BODY, "after", "log"]  # the part written last
    start = len(data) - 32 - 72 - len(part)
    told = struct.pack(">Q", len(part)) + hashlib.sha256(part).digest()
    assert body["log"] == part + told + hashlib.sha256(data[:start] + told).digest()
    assert data[start:start + len(part)] == part
    assert data[-32:] == hashlib.sha256(data[:-32]).digest()


def test_a_sealed_part_is_read_unchecked_and_checked_when_opened() -> None:
    data = sealed_save()
    snap = snapshot.decode(data)
    sealed = snap.body["log"]
    assert isinstance(sealed, snapshot.Sealed) and snap.body["after"] == 1
    assert {k: v for k, v in snap.body.items() if k != "log"} == {**BODY, "after": 1}
    assert sealed.open() == PART.encode()
    # its identity: the core's SHA-256, which `identity` gives from the bytes written
    assert snap.digest == data[-64:-32] == snapshot.identity(data, True)
    assert snapshot.encode(snap.header, snap.body) == data  # read, written: the same bytes


def test_a_flipped_byte_of_a_sealed_save_is_found_at_its_read_or_its_part_s_opening(
) -> None:
    """Every byte, the file's last SHA-256 too (which the part's opening checks, as it
    hashes the part): a changed one is a SaveError, when the save is read or when its
    part is opened."""
    data = sealed_save()
    found: dict[str, int] = {}
    for index in range(len(data)):
        damaged = bytearray(data)
        damaged[index] ^= 0x41
        with pytest.raises(SaveError) as refused:
            opened = snapshot.decode(bytes(damaged), name="g.hexsave").body.get("log")
            assert isinstance(opened, snapshot.Sealed)
            opened.open()
        said = str(refused.value)
        assert said.startswith("g.hexsave ") and "\n" not in said
        found[type(refused.value).__name__] = found.get(type(refused.value).__name__, 0) + 1
    assert found["CorruptSaveError"] > len(PART)  # the part's bytes: at their opening
    last = bytearray(data)
    last[-1] ^= 0x41  # the file's last SHA-256: read unchecked, found at the opening
    sealed = snapshot.decode(bytes(last), name="g.hexsave").body["log"]
    with pytest.raises(CorruptSaveError, match=r"^g\.hexsave is damaged: its checksum "
                       r"does not match its contents"):
        sealed.open()


def test_a_sealed_part_out_of_its_place_is_refused() -> None:
    data = bytearray(sealed_save())
    start = len(data) - 32 - 72  # N, just after the part: said longer than the body
    data[start:start + 8] = struct.pack(">Q", 10**6)
    with pytest.raises(CorruptSaveError, match="its log is not where its header says"):
        snapshot.decode(bytes(data))


def test_encode_is_deterministic_and_follows_insertion_order() -> None:
    rebuilt = {key: BODY[key] for key in BODY}
    assert snapshot.encode(HEADER, BODY) == snapshot.encode(HEADER, rebuilt) == VALID
    reordered = dict(reversed(list(BODY.items())))
    assert snapshot.encode(HEADER, reordered) != VALID  # why callers need a fixed order


plain = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**63), 2**64 - 1)
    | st.floats(allow_nan=False) | st.text() | st.binary(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=20,
)


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.text(), plain, max_size=5), st.integers(-5, 10**6))
def test_any_plain_data_round_trips(body: dict[str, Any], fmt: int) -> None:
    header = {"format": fmt, "game_id": "g"}
    data = snapshot.encode(header, body)
    assert snapshot.decode(data) == Snapshot(header, body)
    assert snapshot.encode(header, body) == data


@pytest.mark.parametrize(
    ("header", "body", "error"),
    [
        ({"format": 1}, {"pos": (1, 2)}, TypeError),  # a tuple would come back as a list
        ({"format": 1}, {"owners": {3: "red"}}, TypeError),  # int keys do not read back
        ({"format": 1}, {"s": {1, 2}}, TypeError),
        ({"format": 1}, {"n": 2**64}, ValueError),
        ({"turn": 1}, {}, ValueError),  # no "format"
        ({"format": True}, {}, ValueError),
        ({"format": 1, "junk": "x" * 70_000}, {}, OversizedSaveError),
    ],
)
def test_encode_refuses_what_would_not_read_back(
    header: dict[str, Any], body: dict[str, Any], error: type[Exception]
) -> None:
    with pytest.raises(error):
        snapshot.encode(header, body)


def test_read_header_does_not_read_or_check_the_body(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "x.hexsave"
    data = bytearray(snapshot.encode(HEADER, {"blob": b"\x01" * 2_000_000}))
    data[-100] ^= 0xFF  # damage the body: read() notices, read_header() must not care
    path.write_bytes(bytes(data))
    read_sizes: list[int] = []
    real_open = open

    def spying_open(*args: Any, **kwargs: Any) -> Any:
        handle = real_open(*args, **kwargs)
        real_read = handle.read

        def read(size: int = -1) -> bytes:
            chunk: bytes = real_read(size)
            read_sizes.append(len(chunk))
            return chunk

        handle.read = read
        return handle

    monkeypatch.setattr(savefile, "open", spying_open, raising=False)
    assert savefile.read_header(path) == HEADER
    assert 0 < sum(read_sizes) <= 20 + 64 * 1024
    with pytest.raises(CorruptSaveError, match="checksum"):
        savefile.read(path)


# --- damaged files -----------------------------------------------------------------------

BAD_FILES: dict[str, tuple[bytes, type[SaveError], str]] = {
    "empty": (b"", NotASaveError, "is not a hexterm save"),
    "json": (b'{"format": 1, "turn": 3}', NotASaveError, "does not start with the hexterm"),
    "text": (b"HEX map notes\n" * 10, NotASaveError, "does not start with the hexterm"),
    "half-magic": (b"HEXS", TruncatedSaveError, "ends after 4 of at least 52 bytes"),
    "truncated": (VALID[:100], TruncatedSaveError, f"ends after 100 of {len(VALID):,} bytes"),
    "no-checksum": (VALID[:-32], TruncatedSaveError, "is truncated"),
    "trailing": (VALID + b"\n", CorruptSaveError, "1 unexpected bytes after its checksum"),
    "checksum": (VALID[:-1] + bytes([VALID[-1] ^ 1]), CorruptSaveError,
                 "checksum does not match"),
    "body-bit": (VALID[:40] + bytes([VALID[40] ^ 4]) + VALID[41:], CorruptSaveError,
                 "checksum does not match"),
    "header-garbage": (frame(b"\xc1\xc1", pack({})), CorruptSaveError, "header cannot be"),
    "header-list": (frame(pack([1]), pack({})), CorruptSaveError, "header is a list"),
    "no-format": (frame(pack({"turn": 1}), pack({})), CorruptSaveError, '"format"'),
    "str-format": (frame(pack({"format": "1"}), pack({})), CorruptSaveError, '"format"'),
    "body-int": (frame(pack({"format": 1}), pack(5)), CorruptSaveError, "body is a int"),
    "body-extra": (frame(pack({"format": 1}), pack({}) + b"\x00"), CorruptSaveError,
                   "extra bytes"),
    "body-int-key": (frame(pack({"format": 1}), pack({1: 2})), CorruptSaveError, "body"),
    "body-ext": (frame(pack({"format": 1}), pack({"t": msgpack.Timestamp(1)})),
                 CorruptSaveError, "body cannot be decoded"),
    "body-deep": (frame(pack({"format": 1}), b"\x81\xa1k" + b"\x91" * 5000 + b"\xc0"),
                  CorruptSaveError, "nested too deeply"),
    "bad-utf8": (frame(pack({"format": 1}), b"\x81\xa1k\xa2\xff\xfe"), CorruptSaveError,
                 "body cannot be decoded"),
    "huge-header": (frame(b"", b"", h=0xFFFFFFFF), OversizedSaveError,
                    "declares a 4,294,967,295-byte header"),
    "huge-body": (frame(pack({"format": 1}), b"", b=2**63), OversizedSaveError,
                  "-byte body, over the 268,435,456-byte limit"),
    "huge-array": (frame(pack({"format": 1}), b"\x81\xa1k\xdd\xff\xff\xff\xff"),
                   CorruptSaveError, "exceeds max_array_len"),
}


@pytest.mark.parametrize("case", BAD_FILES)
def test_every_damaged_file_gives_its_own_error_naming_the_file(tmp_path: Path, case: str) -> None:
    data, error, phrase = BAD_FILES[case]
    path = tmp_path / "x.hexsave"
    path.write_bytes(data)
    with pytest.raises(error) as caught:
        savefile.read(path)
    message = str(caught.value)
    assert message.startswith(f"{path} "), message
    assert phrase in message
    assert "\n" not in message and "try a backup" not in message
    assert caught.value.name == str(path)
    with pytest.raises(error):
        snapshot.decode(data)


@pytest.mark.parametrize("case", ["empty", "truncated", "checksum", "huge-body", "no-format"])
def test_messages_about_damage_point_to_the_newest_backup(tmp_path: Path, case: str) -> None:
    path = tmp_path / "x.hexsave"
    path.write_bytes(VALID)
    (tmp_path / "x.hexsave.1").write_bytes(VALID)
    path.write_bytes(BAD_FILES[case][0])
    with pytest.raises(BAD_FILES[case][1], match=r"try a backup: .*x\.hexsave\.1\)$"):
        savefile.read(path)


def test_truncated_message_reads_as_one_sentence(tmp_path: Path) -> None:
    path = tmp_path / "x.hexsave"
    path.write_bytes(VALID[:100])
    (tmp_path / "x.hexsave.1").write_bytes(VALID)
    with pytest.raises(TruncatedSaveError) as caught:
        savefile.read(path)
    assert str(caught.value) == (
        f"{path} is truncated: it ends after 100 of {len(VALID):,} bytes "
        f"(the file was cut short; try a backup: {path}.1)"
    )


def test_missing_file_folder_and_header_checks(tmp_path: Path) -> None:
    with pytest.raises(SaveNotFoundError, match=r"nope\.hexsave does not exist$"):
        savefile.read(tmp_path / "nope.hexsave")
    with pytest.raises(SaveNotFoundError):
        savefile.read_header(tmp_path / "nope.hexsave")
    with pytest.raises(NotASaveError, match="it is a folder"):
        savefile.read(tmp_path)
    for case in ("json", "huge-header", "huge-body", "header-list", "truncated"):
        data, error, phrase = BAD_FILES[case]
        (tmp_path / "y.hexsave").write_bytes(data)
        with pytest.raises(error, match=phrase):
            savefile.read_header(tmp_path / "y.hexsave")


def test_huge_declared_lengths_fail_fast_without_allocating() -> None:
    cases = [BAD_FILES["huge-header"][0], BAD_FILES["huge-body"][0],
             frame(pack({"format": 1}), b"", b=2**64 - 1), BAD_FILES["huge-array"][0]]
    tracemalloc.start()
    started = time.perf_counter()
    try:
        for data in cases:
            with pytest.raises((OversizedSaveError, CorruptSaveError)):
                snapshot.decode(data)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert time.perf_counter() - started < 1.0
    assert peak < 1_000_000


def test_oversized_file_is_refused_before_it_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "x.hexsave"
    path.write_bytes(snapshot.encode(HEADER, {"blob": b"x" * 100_000}))
    monkeypatch.setattr(snapshot, "MAX_BODY", 1000)  # the limit is now 66,588 bytes

    def no_open(*args: object, **kwargs: object) -> None:
        raise AssertionError("the file was opened")

    monkeypatch.setattr(savefile, "open", no_open, raising=False)
    for reader in (savefile.read, savefile.read_header):
        with pytest.raises(OversizedSaveError, match="is too large to be a save: it has 100,"):
            reader(path)


def _stat_smaller(monkeypatch: pytest.MonkeyPatch, by: int) -> None:
    """`os.stat` gives each file's size `by` bytes short: the file grew since."""
    real = os.stat

    def smaller(path: Any, *args: Any, **kwargs: Any) -> os.stat_result:
        info = real(path, *args, **kwargs)
        return os.stat_result((*info[:6], info.st_size - by, *info[7:10]))

    monkeypatch.setattr(os, "stat", smaller)


def test_a_save_that_grew_since_its_size_was_taken_is_read_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The reader asks for the size the file had and one byte more (not the largest
    save's size); a file that grew since is read to its end all the same."""
    path = tmp_path / "g.hexsave"
    path.write_bytes(snapshot.encode(HEADER, {"blob": b"x" * 100_000}))
    _stat_smaller(monkeypatch, 60_000)
    assert savefile.read(path).body == {"blob": b"x" * 100_000}


def test_a_save_that_grew_past_the_limit_while_read_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "g.hexsave"
    path.write_bytes(snapshot.encode(HEADER, {"blob": b"x" * 100_000}))
    size = path.stat().st_size
    monkeypatch.setattr(snapshot, "MAX_HEADER", 0)  # the limit: the file's size less 20
    monkeypatch.setattr(snapshot, "MAX_BODY", 0)
    monkeypatch.setattr(snapshot, "MAX_BODY", size - 20 - snapshot.max_file_size())
    _stat_smaller(monkeypatch, 100)  # when its size is taken, it is within the limit
    with pytest.raises(OversizedSaveError, match=f"it grew past the {size - 20:,}-byte limit "
                       "while being read"):
        savefile.read(path)


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_a_flipped_byte_is_always_a_save_error(data: st.DataObject) -> None:
    index = data.draw(st.integers(0, len(VALID) - 1))
    mask = data.draw(st.integers(1, 255))
    damaged = bytearray(VALID)
    damaged[index] ^= mask
    with pytest.raises(SaveError):
        snapshot.decode(bytes(damaged), name="x.hexsave")


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_a_truncated_save_is_always_a_save_error(data: st.DataObject) -> None:
    cut = data.draw(st.integers(0, len(VALID) - 1))
    with pytest.raises(SaveError, match=r"^x\.hexsave "):
        snapshot.decode(VALID[:cut], name="x.hexsave")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=64), st.binary(max_size=64), st.booleans())
def test_garbage_with_a_valid_checksum_is_decoded_or_refused(
    head: bytes, body: bytes, good_header: bool
) -> None:
    data = frame(pack({"format": 1}) if good_header else head, body)
    try:
        snap = snapshot.decode(data)
    except CorruptSaveError:
        return
    assert isinstance(snap.header["format"], int) and isinstance(snap.body, dict)


# --- backups -----------------------------------------------------------------------------


def turns_on_disk(path: Path) -> list[int]:
    return [savefile.read(p).header["turn"] for p in [path, *savefile.backups(path)]]


def test_five_writes_keep_the_four_newest_versions(tmp_path: Path) -> None:
    path = tmp_path / "x.hexsave"
    for turn in range(1, 6):
        savefile.write(path, {"format": 1, "turn": turn}, {"turn": turn}, backups=3)
        kept = min(turn - 1, 3)
        assert savefile.backups(path) == [tmp_path / f"x.hexsave.{n}" for n in range(1, kept + 1)]
        assert turns_on_disk(path) == list(range(turn, turn - kept - 1, -1))
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["x.hexsave", "x.hexsave.1", "x.hexsave.2", "x.hexsave.3"]  # no lock left
    assert savefile.backups(path) == [tmp_path / f"x.hexsave.{n}" for n in (1, 2, 3)]
    assert turns_on_disk(path) == [5, 4, 3, 2]
    assert [savefile.read(p).body["turn"] for p in savefile.backups(path)] == [4, 3, 2]


def test_fewer_backups_prunes_the_oldest(tmp_path: Path) -> None:
    path = tmp_path / "x.hexsave"
    for turn in range(1, 5):
        savefile.write(path, {"format": 1, "turn": turn}, {})
    savefile.write(path, {"format": 1, "turn": 5}, {}, backups=1)
    assert turns_on_disk(path) == [5, 4]
    savefile.write(path, {"format": 1, "turn": 6}, {}, backups=0)
    assert turns_on_disk(path) == [6]


def test_backups_fall_back_to_copies_without_hard_links(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_link(src: object, dst: object) -> None:
        raise OSError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_link)
    path = tmp_path / "x.hexsave"
    for turn in range(1, 4):
        savefile.write(path, {"format": 1, "turn": turn}, {})
    assert turns_on_disk(path) == [3, 2, 1]
    assert (tmp_path / "x.hexsave.1").stat().st_nlink == 1


# --- atomicity ---------------------------------------------------------------------------


def run_killed_writer(path: Path, mode: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(KILL_MID_SAVE), str(path), mode],
                          capture_output=True, text=True, timeout=60, env=CHILD_ENV)


def assert_is_v1(path: Path) -> None:
    snap = savefile.read(path)
    assert snap.header == {"format": 1, "turn": 1}
    assert snap.body["turn"] == 1 and snap.body["blob"] == b"\x01" * (4 * 1024 * 1024)
    assert savefile.read_header(path)["turn"] == 1


def test_writer_killed_before_the_rename_leaves_the_old_save(tmp_path: Path) -> None:
    path = tmp_path / "x.hexsave"
    child = run_killed_writer(path, "fsync")
    assert child.returncode == -signal.SIGKILL, child.stderr
    temps = [p for p in tmp_path.iterdir() if ".tmp-" in p.name]
    assert len(temps) == 1 and temps[0].stat().st_size > 4_000_000  # killed with v2 written
    assert_is_v1(path)
    assert savefile.backups(path) == []  # the temporary file is not taken for a backup
    savefile.write(path, {"format": 1, "turn": 3}, {})  # the next save clears the leftover
    assert not [p for p in tmp_path.iterdir() if ".tmp-" in p.name]
    assert turns_on_disk(path) == [3, 1]


def test_writer_killed_after_the_backup_link_leaves_the_old_save(tmp_path: Path) -> None:
    path = tmp_path / "x.hexsave"
    child = run_killed_writer(path, "replace")
    assert child.returncode == -signal.SIGKILL, (child.returncode, child.stderr)
    assert_is_v1(path)
    assert savefile.read(tmp_path / "x.hexsave.1") == savefile.read(path)


@pytest.mark.parametrize("delay", [0.0, 0.07, 0.15])
def test_writer_killed_at_any_moment_leaves_a_whole_save(tmp_path: Path, delay: float) -> None:
    path = tmp_path / "x.hexsave"
    child = subprocess.Popen([sys.executable, str(KILL_MID_SAVE), str(path), "loop"],
                             stdout=subprocess.PIPE, text=True, env=CHILD_ENV)
    assert child.stdout is not None
    assert child.stdout.readline() == "saved v1\n"
    time.sleep(delay)
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=60)
    child.stdout.close()
    for saved in [path, *savefile.backups(path)]:
        snap = savefile.read(saved)
        turn = snap.header["turn"]
        assert snap.body["turn"] == turn and snap.body["blob"][:1] == bytes([turn % 256])


@pytest.mark.parametrize("failure", [OSError(errno.EIO, "I/O error"), RuntimeError("boom")])
def test_a_failing_write_removes_its_temp_file_and_keeps_the_save(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failure: Exception
) -> None:
    path = tmp_path / "x.hexsave"
    savefile.write(path, {"format": 1, "turn": 1}, {})
    real_replace = os.replace

    def failing_replace(src: Any, dst: Any) -> None:
        if Path(dst) == path:
            raise failure
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", failing_replace)
    expected = SaveError if isinstance(failure, OSError) else RuntimeError
    with pytest.raises(expected) as caught:
        savefile.write(path, {"format": 1, "turn": 2}, {})
    if expected is SaveError:
        assert str(caught.value) == f"{path} could not be saved: I/O error"
    assert not [p for p in tmp_path.iterdir() if ".tmp-" in p.name]
    assert savefile.read(path).header["turn"] == 1


# --- locking -----------------------------------------------------------------------------

RMW_CHILD = """
import sys, time
from pathlib import Path
from hexterm.save import savefile
path, who, go = sys.argv[1], sys.argv[2], Path(sys.argv[3])
print("ready", flush=True)
while not go.exists():
    time.sleep(0.002)
for i in range(20):
    with savefile.locked(path):
        snap = savefile.read(path)
        time.sleep(0.001)  # widen the window a lost update would need
        savefile.write(path, snap.header, {"log": [*snap.body["log"], f"{who}{i}"]})
    time.sleep(0.005)  # let the other process in (flock is not fair)
"""

HOLD_CHILD = """
import sys
from hexterm.save import savefile
with savefile.locked(sys.argv[1]):
    print("locked", flush=True)
    sys.stdin.read()
"""


def test_two_processes_doing_read_modify_write_lose_nothing(tmp_path: Path) -> None:
    path, go = tmp_path / "x.hexsave", tmp_path / "go"
    savefile.write(path, {"format": 1}, {"log": []})
    children = [subprocess.Popen([sys.executable, "-c", RMW_CHILD, str(path), who, str(go)],
                                 stdout=subprocess.PIPE, text=True, env=CHILD_ENV)
                for who in "ab"]
    for child in children:
        assert child.stdout is not None and child.stdout.readline() == "ready\n"
    go.touch()
    for child in children:
        assert child.wait(timeout=60) == 0
        assert child.stdout is not None
        child.stdout.close()
    log = savefile.read(path).body["log"]
    assert len(log) == 40
    for who in "ab":
        assert [e for e in log if e[0] == who] == [f"{who}{i}" for i in range(20)]


def test_a_lock_held_elsewhere_times_out_with_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "x.hexsave"
    holder = subprocess.Popen([sys.executable, "-c", HOLD_CHILD, str(path)], text=True,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=CHILD_ENV)
    assert holder.stdin is not None and holder.stdout is not None
    try:
        assert holder.stdout.readline() == "locked\n"
        started = time.monotonic()
        with pytest.raises(SaveLockedError) as caught, savefile.locked(path, timeout=0.3):
            pass
        assert 0.3 <= time.monotonic() - started < 2.0
        assert str(caught.value) == (
            f"{path} is locked by another hexterm process (waited 0.3 s)")
    finally:
        holder.stdin.close()
        holder.wait(timeout=60)
        holder.stdout.close()
    assert not (tmp_path / "x.hexsave.lock").exists()  # its holder removed it
    with savefile.locked(path, timeout=1.0):  # released when the holder is gone
        assert (tmp_path / "x.hexsave.lock").exists()
    assert not (tmp_path / "x.hexsave.lock").exists()


def try_lock_in_thread(path: Path) -> BaseException | None:
    outcome: list[BaseException | None] = []

    def attempt() -> None:
        try:
            with savefile.locked(path, timeout=0.1):
                outcome.append(None)
        except SaveError as exc:
            outcome.append(exc)

    thread = threading.Thread(target=attempt)
    thread.start()
    thread.join(timeout=60)
    return outcome[0]


def test_lock_is_reentrant_in_one_thread_and_exclusive_across_threads(tmp_path: Path) -> None:
    path = tmp_path / "x.hexsave"
    with savefile.locked(path):
        with savefile.locked(path, timeout=0.1):
            savefile.write(path, HEADER, BODY)  # write() locks again: no deadlock
        assert isinstance(try_lock_in_thread(path), SaveLockedError)
        savefile.write(path, HEADER, {"turn": 2})
    assert try_lock_in_thread(path) is None  # fully released after the outer block
    assert savefile.read(path).body == {"turn": 2}
    assert turns_on_disk(path) == [7, 7]
