"""Games on disk: a Game written as a msgpack snapshot, read back, and changed safely.

The container (magic, header, body, checksum) lives in `hexterm.save.snapshot`, its file
(atomic writes, backups, the lock) in `hexterm.save.savefile`; this module puts a `Game`
into it and takes it out again, migrating saves of older formats and refusing newer ones
with one clear sentence. Changes that read, modify and write (an orders submission, a
resolution) run under the save's lock, so two seats submitting at the same moment never
overwrite each other. `scan_saves` lists a folder for the load screen, damaged saves
included with the sentence that explains them.
"""

from __future__ import annotations

import gc
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hexterm.engine import game as games
from hexterm.engine import game_data
from hexterm.engine.errors import HextermError
from hexterm.engine.game import Game
from hexterm.engine.game_data import LOG
from hexterm.engine.log import Log
from hexterm.engine.messages import Message, message_of, phrase
from hexterm.engine.trial import check_game
from hexterm.save import savefile, snapshot, trust
from hexterm.save.errors import SaveError, SaveFormatError

SUFFIX = ".hexsave"
# Each step takes (header, body) of format N and returns them in format N + 1.
MIGRATIONS: dict[int, Callable[[dict[str, Any], dict[str, Any]],
                               tuple[dict[str, Any], dict[str, Any]]]] = {
    # 1 -> 2: the log, every event's map, packed in blocks by turn (engine/log.py)
    1: lambda header, body: (header, {**body, "log": game_data.log_blocks(body["log"])}
                             if "log" in body else body),
    # 2 -> 3: the log, its blocks' index and bytes in one, the body's last entry (sealed
    # when saved again: hexterm.save.snapshot)
    2: lambda header, body: (header, {**{k: v for k, v in body.items() if k != LOG},
                                      LOG: Log.from_data(body.get(LOG, [])).data()}),
}
_TRUSTED: OrderedDict[bytes, None] = OrderedDict()  # digests of saves known to hold together
_TRUST = 64  # how many such digests are remembered


def _upgrade(path: Path, header: dict[str, Any], body: dict[str, Any]
             ) -> tuple[dict[str, Any], dict[str, Any]]:
    fmt = header.get("format")
    if not isinstance(fmt, int) or fmt < 1:
        raise SaveFormatError(phrase("{path} has no valid format number", path=path))
    if fmt > games.FORMAT:
        raise SaveFormatError(phrase("{path} was written by a newer hexterm (save format "
                                     "{fmt}; this one reads up to {known}): update hexterm",
                                     path=path, fmt=fmt, known=games.FORMAT))
    while fmt < games.FORMAT:
        try:
            header, body = MIGRATIONS[fmt](header, body)
        except HextermError as exc:
            raise SaveFormatError(phrase("{path} cannot be opened: {why}", path=path,
                                         why=message_of(exc))) from None
        fmt += 1
        header["format"] = fmt
    return header, body


@contextmanager
def _uncollected(*, keep: bool = False) -> Iterator[None]:
    """The cyclic garbage collector held off while a game is taken apart into plain data
    or built back from it: a big world makes hundreds of thousands of objects at once,
    none of them garbage, and the full collections they set off cost as much as the work
    (the 256×256 world's save and load: benchmarks/save_load.py).

    `keep` (a game read): the objects alive at the end are left out of the collector's
    passes from then on (`gc.freeze`, as the play screen does with the game it shows).
    Otherwise the collector's next passes would walk the new game's objects three times
    over (young, middle, then old generation), a stall of about a second on a 512×512
    world, just as the first screen is drawn. A game holds no reference cycles: when it
    is dropped, reference counting frees its objects, frozen or not."""
    if not gc.isenabled():  # another thread holds it off already
        yield
        return
    if keep:
        gc.collect(1)  # the young garbage goes first, not into the frozen generation
    gc.disable()
    try:
        yield
    finally:
        if keep:
            gc.freeze()
        gc.enable()


def load(path: str | Path) -> Game:
    """The game saved at `path`, or a SaveError that says what is wrong in one sentence."""
    path = Path(path)
    with _uncollected(keep=True):  # the file's plain data, then the game built from it
        snap = savefile.read(path)
        digest = snap.digest
        header, body = _upgrade(path, dict(snap.header), dict(snap.body))
        del snap
        with _said_damaged(path):
            game = game_data.from_data(header, body)
        del header, body  # garbage before the game is frozen: freed at once
    if digest not in _TRUSTED:
        if not trust.known(digest):  # no hexterm of the user's wrote it:
            with _said_damaged(path):
                check_game(game)  # a save someone sent, or a hand-edited one
            trust.remember(digest)
        _trust(digest)
    return game


def log_read(game: Game) -> Game:
    """`game`, read from its save, with its log read now (a save's log is read when it
    is first asked for: `hexterm.engine.log`): a damaged one is the SaveError that says
    so here, where a program that shows the game reads it (`hexterm.table.Table`), not
    in a screen that reads the log."""
    len(game.log)
    return game


@contextmanager
def _said_damaged(path: Path) -> Iterator[None]:
    """A failure to build or try the game of the save at `path` as a SaveFormatError
    whose one sentence names the file."""
    try:
        yield
    except SaveError:  # its sentence names the file already (a damaged log, read)
        raise
    except HextermError as exc:
        raise SaveFormatError(phrase("{path} cannot be opened: {why}", path=path,
                                     why=message_of(exc))) from None
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        raise SaveFormatError(phrase("{path} is damaged: its contents are not a hexterm game "
                                     "({kind}: {why})", path=path, kind=type(exc).__name__,
                                     why=exc)) from None


def save(path: str | Path, game: Game) -> None:
    """Write `game` to `path` atomically, keeping the previous saves as backups."""
    with _uncollected():
        header, body = game_data.header(game), game_data.to_data(game)
        digest = savefile.write(Path(path), header, body, sealed=LOG)
        # garbage before the collector is let on: else its first pass, at once, walks
        # the whole plain data still held here (5 ms of the 256×256 world's save)
        del header, body
    trust.remember(digest)  # for the user's next programs too
    _trust(digest)


def _trust(digest: bytes) -> None:
    """Remember that the save with this digest holds together (it need not be tried
    again when it is read back, or read again unchanged)."""
    _TRUSTED[digest] = None
    _TRUSTED.move_to_end(digest)
    while len(_TRUSTED) > _TRUST:
        _TRUSTED.popitem(last=False)


def encode(game: Game) -> bytes:
    """The exact bytes `save` writes for `game`."""
    return snapshot.encode(game_data.header(game), game_data.to_data(game), sealed=LOG)


@contextmanager
def updating(path: str | Path, *, timeout: float = 10.0) -> Iterator[list[Game]]:
    """Read-modify-write under the lock: ``with updating(p) as box: box[0] = change(box[0])``.

    The game in ``box[0]`` when the block ends is saved, unless the block raised. A
    lock held by another program for more than `timeout` seconds is a SaveLockedError.
    """
    path = Path(path)
    with savefile.locked(path, timeout=timeout):
        box = [load(path)]
        before = box[0]
        yield box
        if box[0] is not before:
            save(path, box[0])


@dataclass(frozen=True, slots=True)
class SaveEntry:
    """One save of a folder: its header, or the sentence that says why it cannot be read
    (a message, said in the player's language by the screens)."""

    path: Path
    mtime: float
    header: dict[str, Any] | None
    problem: Message | str = ""

    @property
    def damaged(self) -> bool:
        return self.header is None


def scan_saves(folder: str | Path) -> list[SaveEntry]:
    """Every save in `folder`, damaged ones included, newest first (then by name)."""
    found = []
    for path in Path(folder).glob(f"*{SUFFIX}"):
        try:
            mtime = path.stat().st_mtime
        except OSError:
            continue  # gone since the folder was read
        try:
            found.append(SaveEntry(path, mtime, savefile.read_header(path)))
        except SaveError as exc:
            found.append(SaveEntry(path, mtime, None, message_of(exc)))
    found.sort(key=lambda entry: (-entry.mtime, entry.path.name))
    return found


def list_saves(folder: str | Path) -> list[tuple[Path, dict[str, Any]]]:
    """The saves in `folder` with their headers, newest first (damaged ones left out)."""
    return [(e.path, e.header) for e in scan_saves(folder) if e.header is not None]
