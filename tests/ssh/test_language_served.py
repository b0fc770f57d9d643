"""The language of a served session (docs/ssh.md): the client's LANG when it sends one,
else the game's (`hexterm new --lang`), else the server's (`hexterm serve --lang`),
else English. PuTTY and Windows' OpenSSH send no LANG: the game's or the server's
language is theirs."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

import pytest

from hexterm.cli import main
from tests.ssh.sshplay import ALICE_PIN, Player, ServerThread, eventually, set_pins
from tests.ssh.test_server import cmdline, environ


def game(path: Path, *more: str) -> Path:
    """A game of alice and bob (their PINs set), with `more` options of `hexterm new`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    assert main(["new", str(path), "--seed", "3", "--seat", "alice:glaces", "--seat",
                 "bob:liberia", *more]) == 0
    set_pins(path)
    return path


def test_a_client_without_lang_reads_the_games_language(
        tmp_path: Path, start_server: Callable[..., ServerThread]) -> None:
    server = start_server(game(tmp_path / "g.hexsave", "--lang", "fr"))

    async def play() -> None:
        alice = await Player.login(server.port, "alice", pin=ALICE_PIN, lang=None)
        await alice.wait_for("Tour 1", "alice (Royaume des Glaces)")
        [pid] = server.pids()
        assert "--lang" not in cmdline(pid) and "HEXTERM_LANG" not in environ(pid)
        await alice.close()
        # A client that says English reads English, whatever the game's language.
        alice = await Player.login(server.port, "alice", pin=ALICE_PIN, lang="en_GB.UTF-8")
        await alice.wait_for("Turn 1", "alice (Royaume des Glaces)")
        await alice.close()

    asyncio.run(play())


def test_the_servers_language_comes_after_the_games(
        tmp_path: Path, start_server: Callable[..., ServerThread]) -> None:
    plain = game(tmp_path / "saves" / "plain.hexsave")
    english = game(tmp_path / "english" / "en.hexsave", "--lang", "en")
    server = start_server(plain, lang="fr")
    other = start_server(english, lang="fr")

    async def play() -> None:
        alice = await Player.login(server.port, "alice", pin=ALICE_PIN, lang=None)
        await alice.wait_for("Tour 1", "alice (Royaume des Glaces)")
        [pid] = server.pids()
        assert environ(pid)["HEXTERM_LANG"] == "fr"
        await alice.close()
        alice = await Player.login(other.port, "alice", pin=ALICE_PIN, lang="C")
        await alice.wait_for("Turn 1", "alice (Royaume des Glaces)")  # the game's English
        await alice.close()

    asyncio.run(play())


def test_hexterm_serve_takes_its_language_either_way(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """`hexterm serve --lang fr` and `hexterm --lang fr serve` both set the server's
    language (the top-level one was ignored); without either it has none."""
    from hexterm.server import hub

    told: list[str] = []

    async def serve(settings: hub.Settings) -> None:
        told.append(settings.lang)

    monkeypatch.setattr(hub, "serve", serve)
    save = game(tmp_path / "g.hexsave")
    assert main(["serve", str(save), "--lang", "fr"]) == 0
    assert main(["--lang", "fr", "serve", str(save)]) == 0
    assert main(["serve", str(save)]) == 0
    assert told == ["fr", "fr", ""]


def test_the_menu_of_games_speaks_the_servers_language(
        tmp_path: Path, start_server: Callable[..., ServerThread]) -> None:
    """Before any game is chosen only the client and the server can say a language:
    a client that sends no LANG reads the menu in the server's French, and the game
    it picks in that game's own English; back at the menu, French again."""
    folder = tmp_path / "saves"
    game(folder / "g1.hexsave", "--lang", "en")
    game(folder / "g2.hexsave")
    server = start_server(folder, lang="fr")

    async def play() -> None:
        alice = await Player.login(server.port, "alice", pin=ALICE_PIN, lang=None)
        await alice.wait_for("alice : choisissez une partie", "(g1.hexsave), tour 1")
        alice.send(b"1\r")
        await alice.wait_for("Turn 1", "alice (Royaume des Glaces)")
        alice.send(b"\x11")  # ctrl+q: back to the menu
        await alice.wait_for("alice : choisissez une partie")
        assert await eventually(lambda: not server.hub.children)  # the game has ended
        await alice.steady()
        alice.send(b"2\r")
        await alice.wait_for("Tour 1", "alice (Royaume des Glaces)")
        await alice.close()

    asyncio.run(play())


def test_the_language_chosen_in_the_palette_lasts_the_session(
        tmp_path: Path, start_server: Callable[..., ServerThread]) -> None:
    """A player whose client says English picks French from the command palette in a
    game: back at the menu of their games it speaks French, and so does the next game
    they open, for the rest of the session (the games and their saves are unchanged)."""
    folder = tmp_path / "saves"
    game(folder / "g1.hexsave")
    game(folder / "g2.hexsave")
    server = start_server(folder)

    async def play() -> None:
        alice = await Player.login(server.port, "alice", pin=ALICE_PIN, lang="en_GB.UTF-8")
        await alice.wait_for("alice: choose a game", "(g1.hexsave), turn 1")
        alice.send(b"1\r")
        await alice.wait_for("Turn 1", "alice (Royaume des Glaces)")
        await alice.steady()
        alice.send(b"\x10")  # ctrl+p: the command palette
        await alice.wait_for("Search for commands")
        alice.send(b"Language")
        await alice.wait_for("Language: Fran")
        await alice.steady()
        alice.send(b"\r")
        await alice.wait_for("Tour 1", "alice (Royaume des Glaces)")
        await alice.steady()
        alice.send(b"\x11")  # ctrl+q: back to the menu, in French
        await alice.wait_for("alice : choisissez une partie", "(g2.hexsave), tour 1")
        assert await eventually(lambda: not server.hub.children)
        await alice.steady()
        alice.send(b"2\r")
        await alice.wait_for("Tour 1", "alice (Royaume des Glaces)")
        [pid] = server.pids()
        assert cmdline(pid)[cmdline(pid).index("--lang") + 1] == "fr"
        await alice.close()
        # A new session starts again from what the client says.
        alice = await Player.login(server.port, "alice", pin=ALICE_PIN, lang="en_GB.UTF-8")
        await alice.wait_for("alice: choose a game")
        await alice.close()

    asyncio.run(play())
