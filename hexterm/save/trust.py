"""The saves this user's hexterm wrote itself, remembered across its programs.

A save read for the first time is tried before anything uses it (`engine.trial`: shown
to every seat, its turn resolved once), which on a big world costs what a resolution
costs (about 20 s for a 256×256 world of 16,384 units). A save whose exact bytes a
hexterm of this version wrote (or already tried) needs no trial: the program that wrote
it had the game in hand. Within one program `savegame` remembers them in memory; this
module keeps them for the next programs too (`hexterm play` after `hexterm new`, a
served player's program after another's submission, `hexterm tick`): the SHA-256 of
each such save, with hexterm's version, one per line of a file in the user's cache
(``$XDG_CACHE_HOME/hexterm/trusted-saves``, by default ``~/.cache/hexterm/...``).

The file is the user's own, not the saves' folder's: a folder someone sends cannot
carry trust for its saves, and a hand-edited save has other bytes, so it is tried. Any
failure to read or write the file only means a trial: nothing else depends on it. Lines
are appended in one write each (two programs do not mix theirs); the file is cut back
to its last `KEPT` lines, atomically, when it grows past `LONGEST`.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from hexterm import __version__

KEPT = 512
"""How many saves are remembered after the file is cut back."""
LONGEST = 4 * KEPT
"""The lines past which the file is cut back."""
ENV_CACHE = "XDG_CACHE_HOME"


def _file() -> Path:
    base = os.environ.get(ENV_CACHE, "").strip()
    root = Path(base) if base and Path(base).is_absolute() else Path.home() / ".cache"
    return root / "hexterm" / "trusted-saves"


def _line(digest: bytes) -> str:
    return f"{__version__} {digest.hex()}"


def known(digest: bytes) -> bool:
    """Whether a hexterm of this version wrote (or tried) the save of this digest."""
    wanted = _line(digest)
    try:
        with _file().open(encoding="ascii", errors="replace") as lines:
            return any(line.rstrip("\n") == wanted for line in lines)
    except (OSError, ValueError):
        return False


def remember(digest: bytes) -> None:
    """Remember, for the next programs, that the save of this digest holds together."""
    path = _file()
    with contextlib.suppress(OSError, ValueError):
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        try:
            os.write(fd, (_line(digest) + "\n").encode("ascii"))
            grown = os.fstat(fd).st_size > LONGEST * (len(_line(digest)) + 1)
        finally:
            os.close(fd)
        if grown:
            _cut_back(path)


def _cut_back(path: Path) -> None:
    """Keep the file's last `KEPT` lines (written aside, then put in its place)."""
    lines = path.read_text(encoding="ascii", errors="replace").splitlines()[-KEPT:]
    aside = path.with_name(f"{path.name}.{os.getpid()}")
    fd = os.open(aside, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="ascii") as out:
        out.write("".join(line + "\n" for line in lines))
    os.replace(aside, path)
