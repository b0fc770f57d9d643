"""Fixtures of the `hexterm serve` tests: the game (`Game`), and servers that are
always stopped after the test (`start_server`, `server`)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from hexterm.cli import main
from tests.ssh.sshplay import (
    ALICE_PIN,
    BOB_PIN,
    Game,
    ServerThread,
    make_save,
    quick_settings,
    write_key,
)


@pytest.fixture
def game(tmp_path: Path) -> Game:
    folder = tmp_path / "saves"
    save = make_save(folder / "g.hexsave", "alice:glaces", "bob:liberia")
    assert main(["seat", "pin", str(save), "alice", "--pin", ALICE_PIN]) == 0
    assert main(["seat", "pin", str(save), "bob", "--pin", BOB_PIN]) == 0
    key_file = tmp_path / "alice_key"
    key = write_key(key_file)
    assert main(["seat", "add-key", str(save), "alice", str(key_file) + ".pub"]) == 0
    return Game(folder, save, key, key_file, write_key(tmp_path / "other_key"))


@pytest.fixture
def start_server() -> Iterator[Callable[..., ServerThread]]:
    """Start servers (`start_server(target, **settings)`); every one is stopped after
    the test, whatever happened."""
    started: list[ServerThread] = []

    def start(target: Path, **changes: Any) -> ServerThread:
        server = ServerThread(quick_settings(target, **changes))
        started.append(server)
        return server.start()

    try:
        yield start
    finally:
        for server in started:
            server.stop()


@pytest.fixture
def server(game: Game, start_server: Callable[..., ServerThread]) -> ServerThread:
    return start_server(game.save)
