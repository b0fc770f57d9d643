"""The save container's bytes: a header and a body of msgpack data, framed and checked.

This module knows nothing about games, nor about files (`hexterm.save.savefile` reads and
writes them: atomically, locked, with backups). It turns a small *header* mapping and a
*body* mapping of plain msgpack data (dict with str keys, list, str, int, float, bool,
None, bytes) into the bytes of one save file and back; another layer turns a game into
header + body and migrates formats.

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

A *sealed part* (``encode(..., sealed=KEY)``; the header's ``"sealed"`` names KEY) is the
body's last entry, a msgpack bin of bytes that stay unread until asked for (a long
campaign's log). Its bin holds the part, then ``u64 N`` (the part's length), the part's
SHA-256, and the *core's* SHA-256: of every byte of the file before the part, then of
``N`` and the part's SHA-256. A reader (``decode``) checks the core's SHA-256 alone, and
gives the part as a ``Sealed`` whose ``open()`` checks the part's own: a load neither
hashes nor decodes the part's bytes. The file still ends with the SHA-256 of
every byte before it, so that a hexterm that knows no sealed part reads the header
(and says the save is newer than it); ``open()`` checks it too, as it hashes the part.
A save's identity (``Snapshot.digest``) is the core's SHA-256 when it has a sealed
part: it covers every byte but that last SHA-256.

Encoding is deterministic: msgpack keeps dict insertion order, so callers must build their
dicts in a fixed order to get the same bytes for the same state. ``encode`` refuses what
would not read back equal (tuples, non-str keys, ints beyond 64 bits...) with TypeError or
ValueError, and oversized parts with OversizedSaveError.

Decoding (``decode``; ``frame`` and ``unpack`` for a header read alone) checks sizes before
allocating and turns every defect into a ``SaveError`` whose message is one sentence
naming the file (and its newest backup, when the reader can find one).
"""

from __future__ import annotations

import hashlib
import struct
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgpack  # type: ignore[import-untyped]

from hexterm.engine.messages import Message, phrase
from hexterm.save.errors import (
    CorruptSaveError,
    NotASaveError,
    OversizedSaveError,
    SaveError,
    TruncatedSaveError,
)

MAGIC = b"HEXSAVE\x00"
MAX_HEADER = 64 * 1024
MAX_BODY = 256 * 1024 * 1024
MAX_DEPTH = 200  # nesting levels encode accepts (msgpack's own limits are 511 and 1024)
DIGEST = 32  # the SHA-256 that ends a save
_OVERHEAD = len(MAGIC) + 4 + 8 + DIGEST  # a file with empty header and body


SEALED = "sealed"
"""The header's key that names the body's sealed part (present only when it has one)."""
_TRAILER = 8 + 2 * DIGEST  # the end of a sealed part's bin: N, its SHA-256, the core's


@dataclass(frozen=True)
class Snapshot:
    header: dict[str, Any]
    body: dict[str, Any]
    digest: bytes = field(default=b"", compare=False)  # the save's identity: a SHA-256


@dataclass(frozen=True)
class Sealed:
    """A sealed part of a save (see the module's docstring): its bytes as the file holds
    them, their SHA-256 checked only when it is opened."""

    part: str  # its key in the body, for messages
    data: bytes | memoryview
    digest: bytes
    name: str = field(default="<bytes>", compare=False)  # the file, for messages: two
    # parts of the same bytes are equal, whichever files hold them
    backup: Backup = field(default=lambda: None, compare=False, repr=False)
    whole: Callable[[], bool] = field(default=lambda: True, compare=False, repr=False)
    """Whether the file's last SHA-256 is that of every byte before it: checked with the
    part, since it hashes the part too."""

    def open(self) -> bytes:
        """The part's bytes; a CorruptSaveError naming the file when they, or the file's
        last SHA-256, are not those written."""
        if hashlib.sha256(self.data).digest() != self.digest:
            raise damage(CorruptSaveError, self.name, phrase(
                "{name} is damaged: its {part} does not match its checksum", name=self.name,
                part=self.part), phrase("the file was changed or corrupted on disk"),
                self.backup)
        if not self.whole():
            raise _mismatch(self.name, self.backup)
        return bytes(self.data)


def max_file_size() -> int:
    """The largest file a save may be, from the current limits."""
    return _OVERHEAD + MAX_HEADER + MAX_BODY


# --- encoding ---------------------------------------------------------------------------


def _pack(part: str, value: dict[str, Any]) -> bytes:
    """msgpack bytes of `value`, refusing what would not read back equal.

    ``strict_types`` refuses tuples, sets and other types; ints past 64 bits overflow;
    decoding the result once with the reader's rule for keys (str or bytes) catches the
    others. This costs less than one decode (no strings nor lists are made), where a walk
    over the data in Python cost ten times more.
    """
    try:
        packed: bytes = msgpack.packb(value, use_bin_type=True, strict_types=True)
    except OverflowError as exc:
        raise ValueError(f"the save {part} holds an int that does not fit 64 bits") from exc
    except TypeError as exc:
        raise TypeError(f"the save {part} holds a value saves cannot hold ({exc}); they hold "
                        "only dict, list, str, bytes, int, float, bool, None") from exc
    try:
        # raw and tuples: the keys the reader takes are the same (str or bytes), and
        # the check makes neither strings nor lists (a third of its time)
        msgpack.unpackb(packed, raw=True, use_list=False, strict_map_key=True, max_ext_len=0)
    except ValueError as exc:
        raise TypeError(f"the save {part} has a non-str map key ({exc})") from exc
    return packed


def encode(header: dict[str, Any], body: dict[str, Any], *, name: str = "<bytes>",
           sealed: str | None = None) -> bytes:
    """The bytes of a save file; the same dicts (same order) always give the same bytes
    (``name`` is the file's, in messages). ``sealed``: the body's key of its sealed
    part (bytes, or the `Sealed` a snapshot read holds; a header read from a save with
    one names it already), written last."""
    for part, value in (("header", header), ("body", body)):
        if not isinstance(value, dict):
            raise TypeError(f"the save {part} must be a dict, not {type(value).__name__}")
    fmt = header.get("format")
    if not isinstance(fmt, int) or isinstance(fmt, bool):
        raise ValueError('the save header must hold an int "format"')
    kept: Any = b""  # the sealed part
    if sealed is None and isinstance(header.get(SEALED), str):  # a snapshot read, written
        sealed = header[SEALED]
    header = {k: v for k, v in header.items() if k != SEALED}  # said below, if sealed
    if sealed is not None:
        kept = body.get(sealed)
        kept = kept.open() if isinstance(kept, Sealed) else kept
        if not isinstance(kept, bytes):
            raise TypeError(f"the save body's sealed part {sealed!r} must be bytes")
        header = {**header, SEALED: sealed}
        body = {**{k: v for k, v in body.items() if k != sealed},  # the part, last
                sealed: bytes(len(kept) + _TRAILER)}  # its place, filled below
    head = _pack("header", header)
    data = _pack("body", body)
    for part, size, limit in (("header", len(head), MAX_HEADER), ("body", len(data), MAX_BODY)):
        if size > limit:
            too_big = phrase("{name} cannot be saved: its {part} would take {size:,} bytes, "
                             "over the {limit:,}-byte limit", name=name, part=part, size=size,
                             limit=limit)
            raise OversizedSaveError(too_big, name=name)
    out = b"".join((MAGIC, struct.pack(">I", len(head)), head,
                    struct.pack(">Q", len(data)), data))
    if sealed is not None:
        core = out[:len(out) - len(kept) - _TRAILER]
        told = struct.pack(">Q", len(kept)) + hashlib.sha256(kept).digest()
        out = b"".join((core, kept, told, hashlib.sha256(core + told).digest()))
    return out + hashlib.sha256(out).digest()


def identity(data: bytes, sealed: bool) -> bytes:
    """The identity (``Snapshot.digest``) of the save `encode` gave as `data`, with a
    sealed part or not."""
    return data[-2 * DIGEST:-DIGEST] if sealed else data[-DIGEST:]


# --- decoding ---------------------------------------------------------------------------

# Finds the newest backup of the save being read, for the messages (None: there is none)
Backup = Callable[[], Path | None]


def damage(cls: type[SaveError], name: str, what: Message, why: Message | str | None,
           backup: Backup) -> SaveError:
    """``<what> (<why>; try a backup: <name>.1)`` as an exception of class ``cls``:
    `what` the sentence naming the file, `why` its cause (None: none; a str: a library's words)."""
    found = backup()
    if why is not None and found:
        said = phrase("{sentence} ({why}; try a backup: {backup})", sentence=what, why=why,
                      backup=found)
    elif why is not None:
        said = phrase("{sentence} ({why})", sentence=what, why=why)
    elif found:
        said = phrase("{sentence} (try a backup: {backup})", sentence=what, backup=found)
    else:
        said = what
    return cls(said, name=name)


def _truncated(name: str, have: int, need: int, exact: bool, backup: Backup) -> SaveError:
    if exact:
        what = phrase("{name} is truncated: it ends after {have:,} of {need:,} bytes",
                      name=name, have=have, need=need)
    else:
        what = phrase("{name} is truncated: it ends after {have:,} of at least {need:,} bytes",
                      name=name, have=have, need=need)
    return damage(TruncatedSaveError, name, what, phrase("the file was cut short"), backup)


def _too_big(part: str, size: int, limit: int, name: str, backup: Backup) -> SaveError:
    what = phrase("{name} declares a {size:,}-byte {part}, over the {limit:,}-byte limit",
                  name=name, size=size, part=part, limit=limit)
    return damage(OversizedSaveError, name, what,
                  phrase("the file is damaged or not a hexterm save"), backup)


def frame(buf: bytes, size: int, name: str, backup: Backup) -> tuple[int, int]:
    """Check magic and declared lengths (H, B) of a ``size``-byte file that starts with
    ``buf`` (the whole file, or at least its first ``20 + MAX_HEADER`` bytes)."""
    if not buf.startswith(MAGIC):
        if buf and MAGIC.startswith(buf):
            raise _truncated(name, size, _OVERHEAD, False, backup)
        why = phrase("it is empty") if not buf else phrase(
            "it does not start with the hexterm signature")
        raise damage(NotASaveError, name, phrase("{name} is not a hexterm save", name=name),
                     why, backup)
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


def unpack(part: str, raw: bytes | memoryview, name: str, backup: Backup) -> dict[str, Any]:
    n = len(raw)
    try:
        value = msgpack.unpackb(raw, raw=False, use_list=True, strict_map_key=True,
                                max_str_len=n, max_bin_len=n, max_array_len=n,
                                max_map_len=n // 2, max_ext_len=0)
    except (ValueError, TypeError, msgpack.UnpackException) as exc:
        reasons = {msgpack.StackError: phrase("it is nested too deeply"),
                   msgpack.FormatError: phrase("it holds a byte that is not valid msgpack"),
                   msgpack.ExtraData: phrase("it has extra bytes after its map")}
        reason = reasons.get(type(exc), str(exc))
        raise damage(CorruptSaveError, name, phrase(
            "{name} is damaged: its {part} cannot be decoded", name=name, part=part),
            reason, backup) from exc
    if not isinstance(value, dict):
        raise damage(CorruptSaveError, name, phrase(
            "{name} is damaged: its {part} is a {kind}, not a map", name=name, part=part,
            kind=type(value).__name__), None, backup)
    fmt = value.get("format")
    if part == "header" and (not isinstance(fmt, int) or isinstance(fmt, bool)):
        raise damage(CorruptSaveError, name, phrase(
            '{name} is damaged: its header has no integer "format"', name=name), None, backup)
    return value


def decode(data: bytes, *, name: str = "<bytes>", backup: Backup = lambda: None) -> Snapshot:
    """Check and decode a whole save file held in memory (but its sealed part, left to
    be opened); ``name`` is used in messages, with the backup ``backup`` finds."""
    data = bytes(data)
    h, b = frame(data, len(data), name, backup)
    if (extra := len(data) - _OVERHEAD - h - b) > 0:
        raise damage(CorruptSaveError, name, phrase(
            "{name} is damaged: it has {extra:,} unexpected bytes after its checksum",
            name=name, extra=extra), None, backup)
    view = memoryview(data)
    header = _sealing(view[12:12 + h], name, backup)
    if header is not None:
        return _decode_sealed(view, h, b, header, name, backup)
    if hashlib.sha256(view[:-DIGEST]).digest() != data[-DIGEST:]:
        raise _mismatch(name, backup)
    header = unpack("header", view[12:12 + h], name, backup)
    return Snapshot(header, unpack("body", view[20 + h:-DIGEST], name, backup),
                    bytes(data[-DIGEST:]))


def _mismatch(name: str, backup: Backup) -> SaveError:
    return damage(CorruptSaveError, name, phrase(
        "{name} is damaged: its checksum does not match its contents", name=name),
        phrase("the file was changed or corrupted on disk"), backup)


def _sealing(raw: memoryview, name: str, backup: Backup) -> dict[str, Any] | None:
    """The header, read before any checksum, when it names a sealed part (None: it does
    not, or it cannot be read: the whole file's checksum then says what is wrong)."""
    try:
        header = unpack("header", raw, name, backup)
    except SaveError:
        return None
    return header if isinstance(header.get(SEALED), str) else None


def _decode_sealed(view: memoryview, h: int, b: int, header: dict[str, Any], name: str,
                   backup: Backup) -> Snapshot:
    """A save with a sealed part: its core checked, decoded; its part left sealed."""
    key: str = header[SEALED]
    end = 20 + h + b  # the body's end: the part's bin ends there

    def misplaced() -> SaveError:  # made only when needed: it looks for a backup
        return damage(CorruptSaveError, name, phrase(
            "{name} is damaged: its {part} is not where its header says", name=name,
            part=key), None, backup)

    if b < _TRAILER:
        raise misplaced()
    (size,) = struct.unpack_from(">Q", view, end - _TRAILER)
    start = end - _TRAILER - size
    if start < 20 + h:
        raise misplaced()
    core = hashlib.sha256(view[:start])
    before = core.copy()  # the file's last SHA-256 goes on from here, through the part

    def whole() -> bool:
        hashed = before.copy()
        hashed.update(view[start:end])
        return hashed.digest() == view[end:end + DIGEST]

    core.update(view[end - _TRAILER:end - DIGEST])
    digest = bytes(view[end - DIGEST:end])
    if core.digest() != digest:
        raise _mismatch(name, backup)
    body = unpack("body", view[20 + h:end], name, backup)
    bin_ = body.get(key)
    if next(reversed(body), None) != key or not isinstance(bin_, bytes) or len(bin_) != end - start:
        raise misplaced()  # it is then the bytes from `start` to `end`: checked above
    body[key] = Sealed(key, memoryview(bin_)[:size], bytes(view[end - _TRAILER + 8:
                                                                end - DIGEST]), name, backup,
                       whole)
    return Snapshot(header, body, digest)
