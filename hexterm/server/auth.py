"""Who may log in to `hexterm serve`: the saves served, their seats' PINs and SSH keys,
the delays after wrong credentials, and the server's own host key.

The SSH user name is a seat's name. A credential opens that seat in a game when it is
the seat's PIN or one of the seat's registered public keys (`hexterm seat add-key`); a
login is accepted when it opens the seat in at least one served game, and the player
is offered only those games. A human seat with neither a PIN nor a key cannot be
entered over SSH at all; bot seats never. Saves are read again whenever they change on
disk, so a PIN or key set while the server runs applies at the next login.

The user names `organiser` and `organisateur` (`ORGANISER_NAMES`) are the organiser's,
never a seat's: the organiser's PIN or keys (`hexterm organiser pin`, `add-key`: the
game's `OrganiserLogin`) open that game's organiser's screen, with the same delays
after wrong PINs; a game whose organiser set neither is never opened that way.
"""

from __future__ import annotations

import asyncio
import functools
import os
import stat
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import asyncssh

from hexterm.engine.deadlines import Clock
from hexterm.engine.errors import HextermError
from hexterm.engine.messages import phrase
from hexterm.engine.seats import (
    ORGANISER_NAMES,
    OrganiserLogin,
    Seat,
    hash_pin,
    pin_matches,
)
from hexterm.save import savegame
from hexterm.save.errors import SaveError
from hexterm.worlds import read_text

HOST_KEY_NAME = "hexterm_ssh_host_key"
MAX_PIN = 256  # longer "PINs" are refused without hashing them
MAX_KEY_TEXT = 64 * 1024


@dataclass(frozen=True, slots=True)
class Served:
    """One game a player may enter: its save, title and turn (and its language, if the
    organiser set one; the clock of its step's deadline, if it has one; the seats its
    step awaits; who plays the seats given to another person)."""

    path: Path
    title: str
    turn: int
    lang: str = ""
    clock: Clock | None = None
    awaited: tuple[str, ...] = ()
    players: tuple[tuple[str, str], ...] = ()
    """The seats the organiser gave to another person, each with its new player."""


@dataclass(frozen=True, slots=True)
class _Entry:
    stamp: tuple[int, int]
    game: Served
    seats: tuple[Seat, ...]
    organiser: OrganiserLogin = field(default_factory=OrganiserLogin)


class Catalog:
    """The saves of `target` (one save, or every save of a folder) and their seats."""

    def __init__(self, target: Path) -> None:
        self.target = target
        self.folder = target if target.is_dir() else target.parent
        self._cache: dict[Path, _Entry] = {}

    def paths(self) -> list[Path]:
        if self.target.is_dir():
            return sorted(p for p in self.target.glob(f"*{savegame.SUFFIX}") if p.is_file())
        return [self.target]

    def _entry(self, path: Path) -> _Entry | None:
        try:
            info = path.stat()
            stamp = (info.st_mtime_ns, info.st_size)
            cached = self._cache.get(path)
            if cached is not None and cached.stamp == stamp:
                return cached
            game = savegame.load(path)
        except (OSError, SaveError, HextermError):
            self._cache.pop(path, None)
            return None
        served = Served(path, game.title or path.stem, game.turn, game.lang,
                        None if game.timing is None else game.timing.clock,
                        tuple(game.waiting_for()),
                        tuple((s.name, s.player) for s in game.seats if s.player))
        entry = _Entry(stamp, served, game.seats, game.organiser)
        self._cache[path] = entry
        return entry

    def seats_named(self, name: str) -> list[tuple[Served, Seat]]:
        """The human seats called `name` in the served games (read from disk: blocking)."""
        found = []
        for path in self.paths():
            entry = self._entry(path)
            if entry is None:
                continue
            for seat in entry.seats:
                if seat.name == name and not seat.bot:
                    found.append((entry.game, seat))
        return found

    def organiser_logins(self) -> list[tuple[Served, OrganiserLogin]]:
        """The served games whose organiser has a PIN or a key, with that login
        (read from disk: blocking)."""
        found = []
        for path in self.paths():
            entry = self._entry(path)
            if entry is not None and entry.organiser.is_set:
                found.append((entry.game, entry.organiser))
        return found

    def games_for_pin(self, name: str, pin: str) -> list[Served]:
        """The games whose seat `name` has the PIN `pin`, or (`name` one of
        `ORGANISER_NAMES`) whose organiser has it (scrypt: blocking, slow)."""
        if not pin or len(pin) > MAX_PIN:
            return []
        if name in ORGANISER_NAMES:
            hashes = [(game, login.pin_hash) for game, login in self.organiser_logins()
                      if login.pin_hash is not None]
        else:
            hashes = [(game, seat.pin_hash) for game, seat in self.seats_named(name)
                      if seat.pin_hash is not None]
        if not hashes:  # the same work as for a seat, so the answer's time tells nothing
            pin_matches(_decoy_hash(), pin)
            return []
        return [game for game, pin_hash in hashes if pin_matches(pin_hash, pin)]

    def games_for_key(self, name: str, key: asyncssh.SSHKey) -> list[Served]:
        """The games whose seat `name`, or (`ORGANISER_NAMES`) whose organiser, has
        registered the public key `key`."""
        held: list[tuple[Served, tuple[str, ...]]] = (
            [(game, login.keys) for game, login in self.organiser_logins()]
            if name in ORGANISER_NAMES else
            [(game, seat.keys) for game, seat in self.seats_named(name)])
        return [game for game, texts in held if _opens(texts, key.public_data)]


def _opens(texts: tuple[str, ...], wanted: bytes) -> bool:
    """Whether one of the OpenSSH key lines `texts` is the public key `wanted`."""
    for text in texts:
        try:
            if asyncssh.import_public_key(text).public_data == wanted:
                return True
        except (asyncssh.KeyImportError, ValueError):
            continue
    return False


@functools.cache
def _decoy_hash() -> str:
    """A PIN hash that no PIN opens: checked instead when the name has no PIN, so that
    a seat that exists and one that does not take the same time to refuse."""
    return hash_pin(os.urandom(16).hex(), os.urandom(16))


class Failures:
    """Wrong credentials per client address: each one doubles the delay before that
    address is answered again (from `base` seconds up to `cap`); forgotten after
    `forget` seconds without a failure, or at a success."""

    def __init__(self, base: float = 1.0, cap: float = 30.0, forget: float = 900.0,
                 clock: Callable[[], float] = time.monotonic, most: int = 10_000) -> None:
        self.base, self.cap, self.forget, self.clock, self.most = base, cap, forget, clock, most
        self._count: OrderedDict[str, tuple[int, float]] = OrderedDict()  # n, not before
        self.delays: list[tuple[str, float]] = []  # every delay given (the last 100)

    def count(self, address: str) -> int:
        found = self._count.get(address)
        if found is None:
            return 0
        if self.clock() - found[1] > self.forget:
            del self._count[address]
            return 0
        return found[0]

    async def gate(self, address: str) -> None:
        """Wait until `address` may be answered again."""
        found = self._count.get(address)
        if found is not None:
            wait = found[1] - self.clock()
            if wait > 0:
                await asyncio.sleep(min(wait, self.cap))

    def failed(self, address: str) -> float:
        """Count a failure of `address`; the delay it must now wait (seconds)."""
        n = self.count(address) + 1
        delay = min(self.cap, self.base * (1 << min(n - 1, 30)))
        self._count[address] = (n, self.clock() + delay)
        self._count.move_to_end(address)
        while len(self._count) > self.most:
            self._count.popitem(last=False)
        self.delays = [*self.delays[-99:], (address, delay)]
        return delay

    def succeeded(self, address: str) -> None:
        self._count.pop(address, None)


def parse_public_keys(text: str) -> list[str]:
    """The OpenSSH public key lines ("TYPE BASE64 COMMENT") of `text`: one key per line
    (an authorized_keys or .pub file; blank and # lines skipped), or a HextermError."""
    keys = []
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if "PRIVATE KEY" in line:
            raise HextermError(phrase("this is a private key: give the public key (the .pub "
                                      "file)"))
        try:
            key = asyncssh.import_public_key(line)
        except (asyncssh.KeyImportError, ValueError):
            raise HextermError(phrase("line {line} is not an SSH public key (expected e.g. "
                                      "'ssh-ed25519 AAAA... name')", line=number)) from None
        comment = key.get_comment() or ""
        exported = key.export_public_key("openssh").decode().split()[:2]
        keys.append(" ".join([*exported, *([comment] if comment else [])]))
    if not keys:
        raise HextermError(phrase("no SSH public key was given"))
    return keys


def read_key_argument(arg: str) -> str:
    """The text of KEYFILE_OR_TEXT: a file's contents, or the argument itself when it
    already reads as a key line."""
    if arg.split(None, 1)[0].startswith(("ssh-", "ecdsa-", "sk-")) and " " in arg.strip():
        return arg
    path = Path(arg).expanduser()
    if not path.is_file():
        raise HextermError(phrase("no key file {arg!r} (give a .pub file or the key's text)",
                                  arg=arg))
    return read_text(path, MAX_KEY_TEXT, phrase("key file"))


def host_key(folder: Path) -> tuple[asyncssh.SSHKey, Path]:
    """The server's host key, kept in `folder` (made once, mode 0600, then reused)."""
    path = folder / HOST_KEY_NAME
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        pass
    else:
        key = asyncssh.generate_private_key("ssh-ed25519", comment="hexterm host key")
        with os.fdopen(fd, "wb") as out:
            out.write(key.export_private_key())
        return key, path
    info = path.stat()
    if not stat.S_ISREG(info.st_mode):
        raise HextermError(phrase("{path} is not a regular file: remove it to make a new host "
                                  "key", path=str(path)))
    if info.st_mode & 0o077:
        raise HextermError(phrase("{path} can be read by other users: run chmod 600 on it (or "
                                  "delete it to make a new host key)", path=str(path)))
    try:
        return asyncssh.read_private_key(path), path
    except (asyncssh.KeyImportError, ValueError):
        raise HextermError(phrase("{path} is not a valid SSH private key: delete it to make a "
                                  "new one", path=str(path))) from None
