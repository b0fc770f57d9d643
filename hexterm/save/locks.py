"""The lock of a save: one program at a time reads, changes and writes it.

`locked(path)` holds an exclusive ``fcntl.flock`` on the sibling file ``<path>.lock``,
re-entrant within one thread of one process, waiting at most `timeout` seconds for
another program (then a `SaveLockedError`). The holder removes the lock file before it
lets go, so that no lock file is left behind once nobody holds the lock: a program
that was waiting on the removed file finds, once it has it, that the file is no longer
the one at ``<path>.lock``, and takes that one instead (the usual way of removing
flock files safely). A lock file left by a program killed while it held it is taken
and removed by the next one.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from hexterm.engine.messages import phrase, titled
from hexterm.save.errors import SaveError, SaveLockedError

POLL = 0.02  # seconds between two tries while another program holds the lock

StrPath = str | os.PathLike[str]


@dataclass
class _Held:
    fd: int
    count: int = 0


_local = threading.local()  # .held: {(pid, resolved path): _Held}, for this thread only


def lock_path(target: Path) -> Path:
    """The lock file of the save at `target`."""
    return target.with_name(target.name + ".lock")


def _unlockable(target: Path, exc: OSError) -> SaveError:
    return SaveError(phrase("{path} cannot be locked: {why}", path=target,
                            why=exc.strerror or exc), name=str(target))


def _open(path: Path, target: Path) -> int:
    try:
        return os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o666)
    except PermissionError as exc:  # another user's file (flock needs only reading)
        try:
            return os.open(path, os.O_RDONLY | os.O_CLOEXEC)
        except OSError:
            raise _unlockable(target, exc) from exc
    except OSError as exc:
        raise _unlockable(target, exc) from exc


def _same_file(fd: int, path: Path) -> bool:
    """Whether the open lock file `fd` is still the one at `path`."""
    try:
        held, named = os.fstat(fd), os.stat(path)
    except OSError:
        return False
    return (held.st_dev, held.st_ino) == (named.st_dev, named.st_ino)


def _acquire(target: Path, timeout: float) -> int:
    path = lock_path(target)
    deadline = time.monotonic() + timeout
    while True:
        fd = _open(path, target)
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    os.close(fd)
                    raise SaveLockedError(
                        name=str(target), key=titled("{path} is locked by another hexterm process "
                        "(waited {seconds} s)"), path=target, seconds=f"{timeout:g}") from None
                time.sleep(min(POLL, remaining))
            except OSError as exc:
                os.close(fd)
                raise _unlockable(target, exc) from exc
        if _same_file(fd, path):
            return fd
        os.close(fd)  # its holder removed it as it let go: lock the file there now


def _release(target: Path, fd: int) -> None:
    """Remove the lock file, then let it go."""
    try:
        with contextlib.suppress(OSError):
            os.unlink(lock_path(target))
        fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


@contextmanager
def locked(path: StrPath, *, timeout: float = 10.0) -> Iterator[None]:
    """Hold the exclusive lock of a save (re-entrant within one thread of one process)."""
    target = Path(path)
    key = (os.getpid(), str(target.resolve()))
    held: dict[tuple[int, str], _Held] = _local.__dict__.setdefault("held", {})
    entry = held.get(key)
    if entry is None:
        entry = held[key] = _Held(_acquire(target, timeout))
    entry.count += 1
    try:
        yield
    finally:
        entry.count -= 1
        if entry.count == 0:
            del held[key]
            _release(target, entry.fd)
