"""A save on disk: one file, read with checks, written atomically, kept with backups.

The bytes are ``hexterm.save.snapshot``'s container; this module handles the files that
hold them. Writing (``write``) takes an exclusive lock (``locked``, an ``fcntl.flock`` on
the sibling ``<path>.lock``, re-entrant per thread: ``hexterm.save.locks``, which removes
it when it lets go), writes ``.<name>.tmp-<pid>`` in the same folder, fsyncs it, rotates
backups (``<path>.2`` -> ``<path>.3`` ..., then hard-links the current file to
``<path>.1``), ``os.replace``-s the temporary file onto ``<path>`` and fsyncs the folder:
``<path>`` is never missing nor half-written. Temporary files left by a killed writer are
removed by the next write (it holds the lock). OS errors become SaveError. Readers need
no lock.

Reading (``read``, ``read_header``) checks the file (a regular file, not too large) and
then its bytes, and turns every defect into a ``SaveError`` whose message is one sentence
naming the file, and its newest backup when there is one.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, BinaryIO

from hexterm.engine.messages import phrase, titled
from hexterm.save.errors import NotASaveError, OversizedSaveError, SaveError, SaveNotFoundError
from hexterm.save.locks import StrPath
from hexterm.save.locks import locked as locked  # the lock of a save, with the file
from hexterm.save.snapshot import (
    MAX_HEADER,
    SEALED,
    Backup,
    Snapshot,
    damage,
    decode,
    encode,
    frame,
    identity,
    max_file_size,
    unpack,
)

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
def _reading(path: StrPath) -> Iterator[tuple[BinaryIO, int, Backup]]:
    """Stat then open a save; yields (file, size, backup finder); OS errors -> SaveError."""
    name = str(path)

    def backup() -> Path | None:
        found = backups(path)
        return found[0] if found else None

    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):  # never open a FIFO or a device: it could hang
            raise NotASaveError(phrase("{name} is not a hexterm save (it is a folder)", name=name)
                                if stat.S_ISDIR(info.st_mode) else
                                phrase("{name} is not a hexterm save (it is not a regular file)",
                                       name=name), name=name)
        if info.st_size > max_file_size():
            raise damage(OversizedSaveError, name, phrase(
                "{name} is too large to be a save: it has {size:,} bytes, over the "
                "{limit:,}-byte limit", name=name, size=info.st_size, limit=max_file_size()),
                None, backup)
        with open(path, "rb") as handle:
            yield handle, info.st_size, backup
    except FileNotFoundError as exc:
        raise damage(SaveNotFoundError, name, phrase("{name} does not exist", name=name), None,
                     backup) from exc
    except OSError as exc:
        raise SaveError(phrase("{name} cannot be read: {why}", name=name,
                               why=exc.strerror or exc), name=name) from exc


def read(path: StrPath) -> Snapshot:
    """Read and check a whole save file."""
    with _reading(path) as (handle, size, backup):
        # the size the file had, and one byte more to see whether it grew since: asked
        # for the largest save's size, the reader allocates it all first (256 MiB: as
        # long as reading a small save's bytes twice over)
        data = handle.read(size + 1)
        if len(data) > size:  # it grew: still bounded
            data += handle.read(max_file_size() + 1 - len(data))
    if len(data) > max_file_size():
        raise damage(OversizedSaveError, str(path), phrase(
            "{name} is too large to be a save: it grew past the {limit:,}-byte limit while "
            "being read", name=str(path), limit=max_file_size()), None, backup)
    return decode(data, name=str(path), backup=backup)


def read_header(path: StrPath) -> dict[str, Any]:
    """Read only the header (to list saves): checks magic and sizes, not the checksum."""
    with _reading(path) as (handle, size, backup):
        buf = handle.read(20 + MAX_HEADER)  # at most 64 KiB: the body is never read
    h, _ = frame(buf, size, str(path), backup)
    return unpack("header", buf[12:12 + h], str(path), backup)


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
          backups: int = 3, sealed: str | None = None) -> bytes:
    """Atomically replace the save at ``path``, keeping at most ``backups`` older versions
    (``sealed``: the body's key of its sealed part, `snapshot.encode`); the identity of
    what was written (a ``Snapshot``'s digest when it is read back)."""
    if backups < 0:
        raise ValueError(f"backups must be 0 or more, not {backups}")
    target = Path(path)
    data = encode(header, body, name=str(path), sealed=sealed)
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
                raise SaveError(name=str(path), key=titled("{path} could not be saved: {why}"),
                                path=path, why=exc.strerror or exc) from exc
            raise
        _fsync_dir(target.parent)
    return identity(data, sealed is not None or isinstance(header.get(SEALED), str))
