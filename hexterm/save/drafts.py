"""A seat's unsent orders, kept on disk as they are written: its draft.

Whatever a player writes for a turn (the order form, the orders as text, the papers,
a ruleset's planner) is written here at once, so that quitting, a dropped SSH
connection or a killed program loses at most the last key pressed. When the seat
opens the game again, after its hand-off, the draft comes back; submitting the turn
removes it.

Each save has a folder of drafts beside it for each user that plays it,
``.<save name>.drafts-<uid>/``, private to that user (mode 0700, each draft 0600): on
a shared machine every player runs the program under their own account, and no one
reads another's drafts. It holds one small JSON file per seat, ``<seat>.draft``: the
game, the turn, the step of the turn it was written for (the steps resolved before it
in the turn: a campaign turn's preparation, declaration… each have their own) and the
text. A draft written for another game, another turn or another step is not given
back (a preparation's text never comes back in the declaration); a damaged one is
ignored. Writing
replaces the file atomically (a temporary file renamed over it): the file is always
either the last text or the one before.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from pathlib import Path

_SAFE = re.compile(r"[a-z][a-z0-9_-]{0,31}")  # a seat name (hexterm.engine.seats)
MAX_DRAFT = 1024 * 1024  # bytes of a draft file read back at the most


def folder(save: Path) -> Path:
    """The folder of this user's drafts of the game saved at `save`."""
    return save.parent / f".{save.name}.drafts-{os.getuid()}"


def draft_file(save: Path, seat: str) -> Path:
    """The file of `seat`'s draft (a name that is not a seat's is spelt in hex)."""
    name = seat if _SAFE.fullmatch(seat) else "x-" + seat.encode().hex()
    return folder(save) / f"{name}.draft"


def keep(save: Path, game_id: str, turn: int, seat: str, text: str, step: int = 0) -> None:
    """Write `seat`'s draft for `step` of `turn` of the game `game_id` (OSError when it
    cannot)."""
    where = folder(save)
    where.mkdir(mode=0o700, exist_ok=True)
    target = draft_file(save, seat)
    scratch = target.with_name(f".{target.name}.tmp-{os.getpid()}")
    data = json.dumps({"game": game_id, "turn": turn, "step": step, "seat": seat,
                       "text": text}, ensure_ascii=False).encode()
    try:
        fd = os.open(scratch, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_CLOEXEC, 0o600)
        with open(fd, "wb") as out:
            out.write(data)
        os.replace(scratch, target)
    except BaseException:
        with contextlib.suppress(OSError):
            scratch.unlink()
        raise


def kept(save: Path, game_id: str, turn: int, seat: str, step: int = 0) -> str | None:
    """`seat`'s draft for `step` of `turn` of the game `game_id`, or None (none, another
    game, turn or step, or a file that is not a draft)."""
    try:
        with open(draft_file(save, seat), "rb") as handle:
            data = json.loads(handle.read(MAX_DRAFT + 1))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or (data.get("game"), data.get("turn"), data.get("step"),
                                      data.get("seat")) != (game_id, turn, step, seat):
        return None
    text = data.get("text")
    return text if isinstance(text, str) else None


def clear(save: Path, seat: str) -> None:
    """Forget `seat`'s draft (its orders were submitted)."""
    with contextlib.suppress(OSError):
        draft_file(save, seat).unlink()
