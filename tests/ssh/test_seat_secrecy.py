"""Before it logs in, an SSH client learns nothing of the seats: a seat with a PIN, a
seat with no credential, a bot seat, a name that is no seat and a name that could not
be one get the same banner and the same refusal, for a PIN and for a key; and a PIN
is hashed once whatever the name, so the time of the answer does not tell either."""

from __future__ import annotations

import asyncio
import hashlib
from collections.abc import Callable
from pathlib import Path
from unittest import mock

import asyncssh
import pytest

from hexterm.cli import main
from hexterm.server.auth import Catalog
from tests.ssh.sshplay import ALICE_PIN, ServerThread, make_save, write_key

NAMES = ("alice", "bob", "carol", "nobody", "Not a seat!")


def refusal(port: int, name: str, *, pin: str | None = None,
            key: asyncssh.SSHKey | None = None) -> tuple[object, ...]:
    """What the client sees of a refused login: the banners, then the error."""
    banners: list[str] = []

    class Client(asyncssh.SSHClient):
        def auth_banner_received(self, msg: str, lang: str) -> None:
            banners.append(msg)

    async def attempt() -> tuple[object, ...]:
        with pytest.raises(asyncssh.DisconnectError) as caught:
            await asyncssh.create_connection(
                Client, "127.0.0.1", port, username=name, password=pin,
                client_keys=[key] if key else None,
                preferred_auth="publickey" if key else "password",
                known_hosts=None, agent_path=None, config=None)
        error = caught.value  # its reason names the user the client gave: not a clue
        return (tuple(banners), type(error).__name__, error.code,
                error.reason.replace(name, "NAME"))

    return asyncio.run(attempt())


def test_a_client_cannot_tell_a_seat_from_a_name_that_is_none(
        tmp_path: Path, start_server: Callable[..., ServerThread]) -> None:
    save = make_save(tmp_path / "g.hexsave", "alice:glaces", "bob:liberia",
                     "carol:coelion:bot")
    assert main(["seat", "pin", str(save), "alice", "--pin", ALICE_PIN]) == 0
    server = start_server(save)
    stranger = write_key(tmp_path / "stranger")

    by_pin = {name: refusal(server.port, name, pin="9999") for name in NAMES}
    by_key = {name: refusal(server.port, name, key=stranger) for name in NAMES}

    assert len(set(by_pin.values())) == 1, by_pin
    assert len(set(by_key.values())) == 1, by_key
    banners, kind, _, _ = by_pin["nobody"]
    assert kind == "PermissionDenied"
    assert len(banners) == 1 and "hexterm seat pin" in banners[0]  # the same words to all
    assert not any(name in banners[0] for name in ("alice", "bob", "carol"))


def test_a_pin_is_hashed_once_whatever_the_name(tmp_path: Path) -> None:
    save = make_save(tmp_path / "g.hexsave", "alice:glaces", "bob:liberia",
                     "carol:coelion:bot")
    assert main(["seat", "pin", str(save), "alice", "--pin", ALICE_PIN]) == 0
    catalog = Catalog(save)
    catalog.games_for_pin("nobody", "0000")  # the decoy hash is made once, beforehand
    hashes = {}
    for name in (*NAMES, ""):
        with mock.patch("hashlib.scrypt", wraps=hashlib.scrypt) as scrypt:
            assert catalog.games_for_pin(name, "0000") == []
        hashes[name] = scrypt.call_count
    assert set(hashes.values()) == {1}, hashes
    assert [game.path for game in catalog.games_for_pin("alice", ALICE_PIN)] == [save]
