"""Seats: the players of a game, with their faction or side, roles, PIN, keys and bot flag.

A PIN is stored only as a salted scrypt hash (``scrypt$n$r$p$salt$hash``). The salt
is given by the caller: the engine has no source of randomness but the game seed, and a
salt must not be guessable from it. A seat's SSH public keys (for `hexterm serve`) are
kept as the OpenSSH text lines the caller parsed and normalised: the engine only stores
them (`with_key`, `without_key`); reading and comparing keys happens outside it. The
organiser has a PIN and keys of their own (`OrganiserLogin`: the organiser's screen over
`hexterm serve`, and at one keyboard once a PIN is set), kept the same way.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from hexterm.engine.errors import SeatError
from hexterm.engine.messages import Message, phrase

_NAME = re.compile(r"^[a-z][a-z0-9_-]{0,31}$")
_SCRYPT_N, _SCRYPT_R, _SCRYPT_P = 2**14, 8, 1


@dataclass(frozen=True, slots=True)
class Seat:
    """One player of a game (a commander, a nation, an army, a side: as its rules say)."""

    name: str
    faction: str
    roles: tuple[str, ...] = ("commander",)
    pin_hash: str | None = None
    bot: bool = False
    keys: tuple[str, ...] = ()
    """SSH public keys that open this seat in `hexterm serve` ("TYPE BASE64 [COMMENT]")."""
    player: str = ""
    """Who plays the seat since the organiser gave it to another person (`hexterm seat
    replace --by`): the name players see for it; "" while its own player plays it. The
    seat's name stays its identity (its units, orders, reports and log)."""

    @property
    def has_pin(self) -> bool:
        return self.pin_hash is not None

    @property
    def played_by(self) -> str:
        """The name of who plays the seat: its new player's, else the seat's own."""
        return self.player or self.name

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "name": self.name,
            "faction": self.faction,
            "roles": list(self.roles),
            "pin_hash": self.pin_hash,
            "bot": self.bot,
        }
        if self.keys:  # left out when empty: saves without keys keep their exact bytes
            data["keys"] = list(self.keys)
        if self.player:  # the same: only a seat given to another person has one
            data["player"] = self.player
        return data

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Seat:
        return cls(
            name=str(data["name"]),
            faction=str(data["faction"]),
            roles=tuple(str(r) for r in data.get("roles", ("commander",))),
            pin_hash=data.get("pin_hash"),
            bot=bool(data.get("bot", False)),
            keys=tuple(str(k) for k in data.get("keys", ())),
            player=str(data.get("player", "")),
        )

    def with_key(self, key: str) -> Seat:
        """The seat with `key` (an OpenSSH public key line) added, once."""
        if has_key(self.keys, key):
            raise SeatError(phrase("seat {seat!r} already has this key", seat=self.name))
        if len(self.keys) >= MAX_KEYS:
            raise SeatError(phrase("seat {seat!r} already has {n} keys", seat=self.name,
                                   n=MAX_KEYS))
        return replace(self, keys=(*self.keys, key))

    def without_key(self, which: str) -> Seat:
        """The seat without the key whose fingerprint, text, base64 part or comment is
        `which`."""
        kept = keys_but(self.keys, which)
        if len(kept) == len(self.keys):
            raise SeatError(phrase("seat {seat!r} has no key {key!r}", seat=self.name,
                                   key=which))
        return replace(self, keys=kept)


MAX_KEYS = 16


def called(seat: Seat) -> Message | str:
    """How a list of seats names `seat` to players: its name, or, once the organiser
    gave it to another person, who plays it and for which seat ("carol for bob")."""
    if not seat.player or seat.player == seat.name:
        return seat.name
    return phrase("{player} for {seat}", player=seat.player, seat=seat.name)


def has_key(keys: Sequence[str], key: str) -> bool:
    """Whether `keys` hold `key` (the same base64 part, whatever the comment)."""
    return key_blob(key) in {key_blob(k) for k in keys}


def keys_but(keys: Sequence[str], which: str) -> tuple[str, ...]:
    """`keys` without the one whose fingerprint, text, base64 part or comment is
    `which`."""
    return tuple(k for k in keys if which.strip() not in (
        k, key_blob(k), key_comment(k), key_fingerprint(k)))


ORGANISER_LOGIN = "organiser"
"""The save header's key of the organiser's login, present only when one is set."""


@dataclass(frozen=True, slots=True)
class OrganiserLogin:
    """What opens a game's organiser's screen: the organiser's PIN (its salted hash, as
    a seat's) and SSH keys (`hexterm organiser pin`, `hexterm organiser add-key`). With
    neither, the organiser's screen opens at one keyboard without a PIN and is never
    served."""

    pin_hash: str | None = None
    keys: tuple[str, ...] = ()

    @property
    def has_pin(self) -> bool:
        return self.pin_hash is not None

    @property
    def is_set(self) -> bool:
        """Whether the organiser has a PIN or a key."""
        return self.pin_hash is not None or bool(self.keys)

    def to_data(self) -> dict[str, Any]:
        return {"pin_hash": self.pin_hash, **({"keys": list(self.keys)} if self.keys else {})}

    @classmethod
    def from_data(cls, data: Any) -> OrganiserLogin:
        """The organiser's login of a save's header (None: none), or a SeatError when it
        is damaged."""
        if data is None:
            return cls()
        pin_hash, keys = (data.get("pin_hash"), data.get("keys", [])) if isinstance(
            data, dict) else (0, 0)
        if (pin_hash is not None and not isinstance(pin_hash, str)) or not isinstance(
                keys, list) or not all(isinstance(k, str) for k in keys):
            raise SeatError(phrase("the save's organiser's login is damaged"))
        return cls(pin_hash, tuple(keys))

    def with_key(self, key: str) -> OrganiserLogin:
        """The organiser's login with `key` added, once."""
        if has_key(self.keys, key):
            raise SeatError(phrase("the organiser already has this key"))
        if len(self.keys) >= MAX_KEYS:
            raise SeatError(phrase("the organiser already has {n} keys", n=MAX_KEYS))
        return replace(self, keys=(*self.keys, key))

    def without_key(self, which: str) -> OrganiserLogin:
        """The organiser's login without the key `which` (as `Seat.without_key`)."""
        kept = keys_but(self.keys, which)
        if len(kept) == len(self.keys):
            raise SeatError(phrase("the organiser has no key {key!r}", key=which))
        return replace(self, keys=kept)

    def opens(self, pin: str | None) -> bool:
        """Whether `pin` opens the organiser's screen (with no PIN set, none is asked)."""
        if self.pin_hash is None:
            return True
        return bool(pin) and pin_matches(self.pin_hash, pin or "")


def key_blob(key: str) -> str:
    """The base64 part of an OpenSSH public key line ("TYPE BASE64 [COMMENT]")."""
    parts = key.split()
    return parts[1] if len(parts) > 1 else key


def key_fingerprint(key: str) -> str:
    """The key's SHA-256 fingerprint as OpenSSH prints it ("SHA256:..."), or "" when the
    line holds no valid base64."""
    try:
        blob = base64.b64decode(key_blob(key), validate=True)
    except (ValueError, binascii.Error):
        return ""
    return "SHA256:" + base64.b64encode(hashlib.sha256(blob).digest()).decode().rstrip("=")


def key_comment(key: str) -> str:
    """The comment of an OpenSSH public key line ("" when it has none)."""
    parts = key.split(None, 2)
    return parts[2] if len(parts) > 2 else ""


def check_seat_name(name: str) -> str:
    """`name` lower-cased, or a SeatError saying why it cannot name a seat."""
    norm = name.strip().lower()
    if not _NAME.match(norm):
        raise SeatError(phrase(
            "{name!r} cannot name a seat (use 1 to 32 letters, digits, '-' or '_', "
            "starting with a letter)", name=name)
        )
    return norm


ORGANISER_NAMES = ("organiser", "organisateur")
"""The organiser's login names over SSH (`hexterm serve`; English, French): no seat's."""


def not_the_organisers(name: str) -> str:
    """`name` (a seat's name, lower-cased), or a SeatError when it is one of the
    organiser's login names, which no seat or player may take."""
    if name in ORGANISER_NAMES:
        raise SeatError(phrase("{name!r} cannot name a seat or a player: organiser and "
                               "organisateur are the organiser's login names", name=name))
    return name


def check_new_seat_name(name: str) -> str:
    """`name` lower-cased, if a new seat (or a seat's new player) may be called so,
    else a SeatError saying why (`check_seat_name`, `not_the_organisers`)."""
    return not_the_organisers(check_seat_name(name))


def check_roles(roles: Iterable[str], known: Sequence[str]) -> tuple[str, ...]:
    """The roles, checked against the ones the ruleset knows (`Ruleset.roles`), in a
    stable order."""
    out = []
    for role in roles:
        if role not in known:
            raise SeatError(phrase("{role!r} is not a role (known: {known})", role=role,
                                   known=", ".join(sorted(known))))
        if role not in out:
            out.append(role)
    return tuple(out)


MIN_PIN = 4
"""The fewest characters of a new PIN."""


def check_new_pin(pin: str) -> str:
    """`pin` if it may be chosen as a seat's PIN, else a SeatError saying why: the one
    rule of every place a PIN is chosen (`hexterm seat pin`, the new-game form). An
    empty PIN means none, and is checked by the caller (removing one is confirmed)."""
    if pin != pin.strip():
        raise SeatError(phrase("a PIN cannot begin or end with a space"))
    if len(pin) < MIN_PIN:
        raise SeatError(phrase("a PIN has at least {lo} characters, not {n}", lo=MIN_PIN,
                               n=len(pin)))
    return pin


def hash_pin(pin: str, salt: bytes) -> str:
    """The scrypt hash of `pin` with `salt`, in the form stored in saves."""
    if not pin:
        raise SeatError(phrase("a PIN cannot be empty"))
    digest = hashlib.scrypt(
        pin.encode(), salt=salt, n=_SCRYPT_N, r=_SCRYPT_R, p=_SCRYPT_P, dklen=32
    )
    return f"scrypt${_SCRYPT_N}${_SCRYPT_R}${_SCRYPT_P}${salt.hex()}${digest.hex()}"


def check_pin(seat: Seat, pin: str | None) -> bool:
    """Whether `pin` opens `seat` (a seat without a PIN opens with none)."""
    if seat.pin_hash is None:
        return True
    if not pin:
        return False
    return pin_matches(seat.pin_hash, pin)


def pin_matches(pin_hash: str, pin: str) -> bool:
    """Whether `pin` hashes to `pin_hash` (the form `hash_pin` stores)."""
    try:
        _, n, r, p, salt, expected = pin_hash.split("$")
        digest = hashlib.scrypt(
            pin.encode(), salt=bytes.fromhex(salt), n=int(n), r=int(r), p=int(p), dklen=32
        )
    except (ValueError, TypeError):
        return False
    return hmac.compare_digest(digest.hex(), expected)


def parse_seat_spec(text: str, known: Sequence[str] = ("commander",)) -> Seat:
    """A seat from ``NAME:FACTION[:bot][:role,role]``, its roles among `known` (the
    ruleset's `roles`; every seat holds the first)."""
    parts = text.strip().split(":")
    if len(parts) < 2 or not parts[1]:
        raise SeatError(phrase("seat {seat!r}: write NAME:FACTION[:bot][:role,role]",
                               seat=text))
    name, faction, *rest = parts
    bot = "bot" in rest
    roles = [r for part in rest if part != "bot" for r in part.split(",") if r]
    return Seat(check_new_seat_name(name), faction, check_roles((known[0], *roles), known), None,
                bot)


def find_seat(seats: Sequence[Seat], name: str) -> Seat:
    """The seat called `name`, or a SeatError listing the seats there are."""
    key = name.strip().lower()
    for seat in seats:
        if seat.name == key:
            return seat
    known = ", ".join(s.name for s in seats) or "none"
    raise SeatError(phrase("there is no seat {seat!r} in this game (seats: {known})",
                           seat=name, known=known))
