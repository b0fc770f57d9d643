"""The on-disk save container: one file, written atomically, kept with backups, read with checks.

This module knows nothing about games. It stores a small *header* mapping and a *body*
mapping of plain msgpack data (dict with str keys, list, str, int, float, bool, None,
bytes) in one file; another layer turns a game into header + body and migrates formats.

File layout (all integers big-endian)::

    offset      size  content
    0              8  magic b"HEXSAVE\\x00"
    8              4  u32 H: header length, at most MAX_HEADER (64 KiB)
    12             H  header: msgpack map; must hold an int "format" (e.g. ruleset, game_id,
                      turn, format)
    12+H           8  u64 B: body length, at most MAX_BODY (256 MiB)
    20+H           B  body: msgpack map
    20+H+B        32  SHA-256 of every byte before it
    nothing may follow.

Encoding is deterministic: msgpack keeps dict insertion order, so callers must build their
dicts in a fixed order to get the same bytes for the same state. ``encode`` refuses what
would not read back equal (tuples, non-str keys, ints beyond 64 bits...) with TypeError or
ValueError, and oversized parts with OversizedSaveError.

Writing (``write``) takes an exclusive lock (``locked``, an ``fcntl.flock`` on the sibling
``<path>.lock``, re-entrant per thread: ``hexterm.save.locks``, which removes it when
it lets go), writes ``.<name>.tmp-<pid>`` in the same folder,
fsyncs it, rotates backups (``<path>.2`` -> ``<path>.3`` ..., then hard-links the current
file to ``<path>.1``), ``os.replace``-s the temporary file onto ``<path>`` and fsyncs the
folder: ``<path>`` is never missing nor half-written. Temporary files left by a killed
writer are removed by the next write (it holds the lock). OS errors become SaveError.
Readers need no lock.

Reading (``read``, ``decode``, ``read_header``) checks sizes before allocating and turns
every defect into a ``SaveError`` whose message is one sentence naming the file.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import shutil
import stat
import struct
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

import msgpack  # type: ignore[import-untyped]

from hexterm.save.errors import (
    CorruptSaveError,
    NotASaveError,
    OversizedSaveError,
    SaveError,
    SaveNotFoundError,
    TruncatedSaveError,
)
from hexterm.save.locks import locked as locked  # the lock of a save, with the file

MAGIC = b"HEXSAVE\x00"
MAX_HEADER = 64 * 1024
MAX_BODY = 256 * 1024 * 1024
MAX_DEPTH = 200  # nesting levels encode accepts (msgpack's own limits are 511 and 1024)
_DIGEST = 32
_OVERHEAD = len(MAGIC) + 4 + 8 + _DIGEST  # a file with empty header and body

StrPath = str | os.PathLike[str]


@dataclass(frozen=True)
class Snapshot:
    header: dict[str, Any]
    body: dict[str, Any]
    digest: bytes = field(default=b"", compare=False)  # the file's SHA-256


def max_file_size() -> int:
    """The largest file a save may be, from the current limits."""
    return _OVERHEAD + MAX_HEADER + MAX_BODY


# --- encoding ---------------------------------------------------------------------------


def _pack(part: str, value: dict[str, Any]) -> bytes:
    """msgpack bytes of `value`, refusing what would not read back equal.

    ``strict_types`` refuses tuples, sets and other types; ints past 64 bits overflow;
    decoding the result once with the reader's own settings catches non-str keys. This
    costs about one decode, where a walk over the data in Python cost ten times more.
    """
    try:
        packed: bytes = msgpack.packb(value, use_bin_type=True, strict_types=True)
    except OverflowError as exc:
        raise ValueError(f"the save {part} holds an int that does not fit 64 bits") from exc
    except TypeError as exc:
        raise TypeError(f"the save {part} holds a value saves cannot hold ({exc}); they hold "
                        "only dict, list, str, bytes, int, float, bool, None") from exc
    try:
        msgpack.unpackb(packed, raw=False, strict_map_key=True, max_ext_len=0)
    except ValueError as exc:
        raise TypeError(f"the save {part} has a non-str map key ({exc})") from exc
    return packed


def _encode(header: dict[str, Any], body: dict[str, Any], name: str) -> bytes:
    for part, value in (("header", header), ("body", body)):
        if not isinstance(value, dict):
            raise TypeError(f"the save {part} must be a dict, not {type(value).__name__}")
    fmt = header.get("format")
    if not isinstance(fmt, int) or isinstance(fmt, bool):
        raise ValueError('the save header must hold an int "format"')
    head = _pack("header", header)
    data = _pack("body", body)
    for part, size, limit in (("header", len(head), MAX_HEADER), ("body", len(data), MAX_BODY)):
        if size > limit:
            raise OversizedSaveError(f"{name} cannot be saved: its {part} would take "
                                     f"{size:,} bytes, over the {limit:,}-byte limit", name=name)
    out = b"".join((MAGIC, struct.pack(">I", len(head)), head,
                    struct.pack(">Q", len(data)), data))
    return out + hashlib.sha256(out).digest()


def encode(header: dict[str, Any], body: dict[str, Any]) -> bytes:
    """The bytes of a save file; the same dicts (same order) always give the same bytes."""
    return _encode(header, body, "<bytes>")


# --- decoding ---------------------------------------------------------------------------

_Backup = Callable[[], Path | None]


def _damage(cls: type[SaveError], name: str, what: str, why: str, backup: _Backup) -> SaveError:
    """``<name> <what> (<why>; try a backup: <name>.1)`` as an exception of class ``cls``."""
    found = backup()
    tail = "; ".join(x for x in (why, f"try a backup: {found}" if found else "") if x)
    return cls(f"{name} {what}" + (f" ({tail})" if tail else ""), name=name)


def _truncated(name: str, have: int, need: int, exact: bool, backup: _Backup) -> SaveError:
    of = f"{need:,}" if exact else f"at least {need:,}"
    return _damage(TruncatedSaveError, name, f"is truncated: it ends after {have:,} of {of} "
                   "bytes", "the file was cut short", backup)


def _too_big(part: str, size: int, limit: int, name: str, backup: _Backup) -> SaveError:
    return _damage(OversizedSaveError, name, f"declares a {size:,}-byte {part}, over the "
                   f"{limit:,}-byte limit", "the file is damaged or not a hexterm save", backup)


def _frame(buf: bytes, size: int, name: str, backup: _Backup) -> tuple[int, int]:
    """Check magic and declared lengths (H, B) of a ``size``-byte file that starts with
    ``buf`` (the whole file, or at least its first ``20 + MAX_HEADER`` bytes)."""
    if not buf.startswith(MAGIC):
        if buf and MAGIC.startswith(buf):
            raise _truncated(name, size, _OVERHEAD, False, backup)
        why = "it is empty" if not buf else "it does not start with the hexterm signature"
        raise _damage(NotASaveError, name, "is not a hexterm save", why, backup)
    if len(buf) < 12:
        raise _truncated(name, size, _OVERHEAD, False, backup)
    (h,) = struct.unpack_from(">I", buf, 8)
    if h > MAX_HEADER:
        raise _too_big("header", h, MAX_HEADER, name, backup)
    if len(buf) < 20 + h:
        raise _truncated(name, size, _OVERHEAD + h, False, backup)
    (b,) = struct.unpack_from(">Q", buf, 12 + h)
    if b > MAX_BODY:
        raise _too_big("body", b, MAX_BODY, name, backup)
    if size < _OVERHEAD + h + b:
        raise _truncated(name, size, _OVERHEAD + h + b, True, backup)
    return int(h), int(b)


def _unpack(part: str, raw: bytes, name: str, backup: _Backup) -> dict[str, Any]:
    n = len(raw)
    try:
        value = msgpack.unpackb(raw, raw=False, use_list=True, strict_map_key=True,
                                max_str_len=n, max_bin_len=n, max_array_len=n,
                                max_map_len=n // 2, max_ext_len=0)
    except (ValueError, TypeError, msgpack.UnpackException) as exc:
        reason = {msgpack.StackError: "it is nested too deeply",
                  msgpack.FormatError: "it holds a byte that is not valid msgpack",
                  msgpack.ExtraData: "it has extra bytes after its map"}.get(type(exc), str(exc))
        raise _damage(CorruptSaveError, name, f"is damaged: its {part} cannot be decoded",
                      reason, backup) from exc
    if not isinstance(value, dict):
        raise _damage(CorruptSaveError, name, f"is damaged: its {part} is a "
                      f"{type(value).__name__}, not a map", "", backup)
    fmt = value.get("format")
    if part == "header" and (not isinstance(fmt, int) or isinstance(fmt, bool)):
        raise _damage(CorruptSaveError, name, 'is damaged: its header has no integer "format"',
                      "", backup)
    return value


def _decode(data: bytes, name: str, backup: _Backup) -> Snapshot:
    h, b = _frame(data, len(data), name, backup)
    if (extra := len(data) - _OVERHEAD - h - b) > 0:
        raise _damage(CorruptSaveError, name, f"is damaged: it has {extra:,} unexpected bytes "
                      "after its checksum", "", backup)
    if hashlib.sha256(memoryview(data)[:-_DIGEST]).digest() != data[-_DIGEST:]:
        raise _damage(CorruptSaveError, name, "is damaged: its checksum does not match its "
                      "contents", "the file was changed or corrupted on disk", backup)
    header = _unpack("header", data[12:12 + h], name, backup)
    return Snapshot(header, _unpack("body", data[20 + h:-_DIGEST], name, backup),
                    bytes(data[-_DIGEST:]))


def decode(data: bytes, *, name: str = "<bytes>") -> Snapshot:
    """Check and decode a whole save file held in memory; ``name`` is used in messages."""
    return _decode(bytes(data), name, lambda: None)


# --- files ------------------------------------------------------------------------------


def backups(path: StrPath) -> list[Path]:
    """The existing backups ``<path>.1``, ``<path>.2``... of a save, newest first."""
    target = Path(path)
    pattern = re.compile(re.escape(target.name) + r"\.([1-9][0-9]*)")
    found: list[tuple[int, Path]] = []
    with contextlib.suppress(OSError), os.scandir(target.parent) as entries:
        for entry in entries:
            match = pattern.fullmatch(entry.name)
            if match and entry.is_file():
                found.append((int(match.group(1)), Path(target.parent, entry.name)))
    return [p for _, p in sorted(found)]


@contextmanager
def _reading(path: StrPath) -> Iterator[tuple[BinaryIO, int, _Backup]]:
    """Stat then open a save; yields (file, size, backup finder); OS errors -> SaveError."""
    name = str(path)

    def backup() -> Path | None:
        found = backups(path)
        return found[0] if found else None

    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):  # never open a FIFO or a device: it could hang
            kind = "a folder" if stat.S_ISDIR(info.st_mode) else "not a regular file"
            raise NotASaveError(f"{name} is not a hexterm save (it is {kind})", name=name)
        if info.st_size > max_file_size():
            raise _damage(OversizedSaveError, name, f"is too large to be a save: it has "
                          f"{info.st_size:,} bytes, over the {max_file_size():,}-byte limit",
                          "", backup)
        with open(path, "rb") as handle:
            yield handle, info.st_size, backup
    except FileNotFoundError as exc:
        raise _damage(SaveNotFoundError, name, "does not exist", "", backup) from exc
    except OSError as exc:
        raise SaveError(f"{name} cannot be read: {exc.strerror or exc}", name=name) from exc


def read(path: StrPath) -> Snapshot:
    """Read and check a whole save file."""
    with _reading(path) as (handle, _, backup):
        data = handle.read(max_file_size() + 1)  # bounded even if the file grew since stat
    if len(data) > max_file_size():
        raise _damage(OversizedSaveError, str(path), "is too large to be a save: it grew past "
                      f"the {max_file_size():,}-byte limit while being read", "", backup)
    return _decode(data, str(path), backup)


def read_header(path: StrPath) -> dict[str, Any]:
    """Read only the header (to list saves): checks magic and sizes, not the checksum."""
    with _reading(path) as (handle, size, backup):
        buf = handle.read(20 + MAX_HEADER)  # at most 64 KiB: the body is never read
    h, _ = _frame(buf, size, str(path), backup)
    return _unpack("header", buf[12:12 + h], str(path), backup)


# --- writing ----------------------------------------------------------------------------


def _rotate(target: Path, keep: int, scratch: Path) -> None:
    """Shift ``<path>.N`` to ``<path>.N+1``, drop those past ``keep``, link ``<path>.1``."""
    existing = {int(p.name.rsplit(".", 1)[1]): p for p in backups(target)}
    for n, old in existing.items():
        if n > keep:
            old.unlink()
    for n in range(keep - 1, 0, -1):
        if n in existing:
            os.replace(existing[n], target.with_name(f"{target.name}.{n + 1}"))
    if keep > 0 and target.exists():
        try:
            os.link(target, scratch)
        except OSError:  # no hard links on this file system: copy instead
            shutil.copyfile(target, scratch)
        os.replace(scratch, target.with_name(f"{target.name}.1"))


def _fsync_dir(folder: Path) -> None:
    with contextlib.suppress(OSError):  # not every platform can open or fsync a folder
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def write(path: StrPath, header: dict[str, Any], body: dict[str, Any], *,
          backups: int = 3) -> bytes:
    """Atomically replace the save at ``path``, keeping at most ``backups`` older versions;
    the SHA-256 of what was written (a ``Snapshot``'s digest when it is read back)."""
    if backups < 0:
        raise ValueError(f"backups must be 0 or more, not {backups}")
    target = Path(path)
    data = _encode(header, body, str(path))
    with locked(target):
        prefix = f".{target.name}.tmp-"
        with contextlib.suppress(OSError), os.scandir(target.parent) as entries:
            for entry in entries:  # left by writers that were killed: we hold the lock
                if entry.name.startswith(prefix):
                    with contextlib.suppress(OSError):
                        os.unlink(entry.path)
        tmp = target.with_name(f"{prefix}{os.getpid()}")
        scratch = target.with_name(f"{prefix}{os.getpid()}-backup")
        try:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_CLOEXEC, 0o666)
            with open(fd, "wb") as out:
                out.write(data)
                out.flush()
                os.fsync(out.fileno())
            _rotate(target, backups, scratch)
            os.replace(tmp, target)
        except BaseException as exc:
            for leftover in (tmp, scratch):
                with contextlib.suppress(OSError):
                    leftover.unlink()
            if isinstance(exc, OSError):
                raise SaveError(name=str(path), key="{path} could not be saved: {why}",
                                path=path, why=exc.strerror or exc) from exc
            raise
        _fsync_dir(target.parent)
    return data[-_DIGEST:]

