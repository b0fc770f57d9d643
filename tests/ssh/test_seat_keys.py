"""`hexterm seat add-key/remove-key` and `hexterm serve` from the command line: keys
kept with the seat in the save (older saves, without keys, still load and keep their
bytes), every mistake one sentence, and the server started as a program and stopped
with ctrl+c."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from hexterm.cli import main
from hexterm.engine.seats import Seat, key_fingerprint
from hexterm.save import savefile, savegame
from tests.ssh.sshplay import ALICE_PIN, Game, Player, alive, make_save, write_key

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "saves"


def test_keys_are_added_kept_and_removed(game: Game, tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    seat = savegame.load(game.save).seat("alice")
    assert len(seat.keys) == 1 and seat.keys[0].startswith("ssh-ed25519 ")
    assert seat.keys[0].endswith(" alice_key")  # the comment stays, to tell keys apart
    fingerprint = game.alice_key.get_fingerprint()
    assert key_fingerprint(seat.keys[0]) == fingerprint

    # The key's text itself, and a file of two keys (as authorized_keys holds them).
    other = write_key(tmp_path / "laptop")
    text = other.export_public_key().decode().strip()
    assert main(["seat", "add-key", str(game.save), "bob", text]) == 0
    third = write_key(tmp_path / "phone")
    both = tmp_path / "keys"
    both.write_text("# bob's keys\n\n" + third.export_public_key().decode())
    assert main(["seat", "add-key", str(game.save), "alice", str(both)]) == 0
    out = capsys.readouterr().out
    assert f"seat alice: key {third.get_fingerprint()} added" in out
    game_now = savegame.load(game.save)
    assert [key_fingerprint(k) for k in game_now.seat("alice").keys] == [
        fingerprint, third.get_fingerprint()]
    assert [key_fingerprint(k) for k in game_now.seat("bob").keys] == [other.get_fingerprint()]

    assert main(["seat", "remove-key", str(game.save), "alice", fingerprint]) == 0
    assert main(["seat", "remove-key", str(game.save), "bob", "laptop"]) == 0  # its comment
    game_now = savegame.load(game.save)
    assert [key_fingerprint(k) for k in game_now.seat("alice").keys] == [
        third.get_fingerprint()]
    assert game_now.seat("bob").keys == ()
    assert game_now.seat("bob").has_pin  # the PIN is untouched


@pytest.mark.parametrize(("key", "message"), [
    ("{dir}/nothing.pub", "no key file"),
    ("{dir}/alice_key", "this is a private key: give the public key (the .pub file)"),
    ("{dir}/alice_key.pub", "seat 'alice' already has this key"),
    ("ssh-ed25519 AAAAnotbase64 x", "line 1 is not an SSH public key"),
    ("{dir}/empty.pub", "no SSH public key was given"),
])
def test_a_wrong_key_is_one_sentence(game: Game, key: str, message: str,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    (game.alice_key_file.parent / "empty.pub").write_text("\n# nothing\n")
    before = game.save.read_bytes()
    arg = key.format(dir=game.alice_key_file.parent)
    assert main(["seat", "add-key", str(game.save), "alice", arg]) == 1
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1 and "Traceback" not in err
    assert game.save.read_bytes() == before


def test_seat_commands_keep_working(game: Game, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["seat", "pin", str(game.save), "bob", "--pin", "8642"]) == 0
    assert main(["seat", "add-key", str(game.save), "alice"]) == 1
    assert "needs the key" in capsys.readouterr().err
    assert main(["seat", "remove-key", str(game.save), "alice", "SHA256:nope"]) == 1
    assert "has no key 'SHA256:nope'" in capsys.readouterr().err
    assert main(["seat", "pin", str(game.save), "bob", "extra", "--pin", "1"]) == 1
    assert "takes no 'extra'" in capsys.readouterr().err


def test_saves_without_keys_load_and_keep_their_bytes(tmp_path: Path) -> None:
    for fixture in sorted(FIXTURES.glob("*.hexsave")):
        game = savegame.load(fixture)
        assert all(seat.keys == () for seat in game.seats)
    save = make_save(tmp_path / "plain.hexsave", "alice:glaces", "bob:liberia")
    body = savefile.read(save).body
    assert all("keys" not in seat for seat in body["seats"])
    assert savegame.encode(savegame.load(save)) == save.read_bytes()
    seat = Seat("alice", "glaces", keys=("ssh-ed25519 AAAA x",))
    assert Seat.from_data(seat.to_data()) == seat
    assert "keys" not in Seat("alice", "glaces").to_data()


@pytest.mark.parametrize(("args", "message"), [
    (["{dir}/missing"], "does not exist: give a save or a folder of saves"),
    (["{dir}/empty"], "holds no save"),
    (["{dir}/saves", "--port", "70000"], "--port 70000 is not a port"),
    (["{dir}/saves", "--idle", "1"], "--idle 1 is too short"),
])
def test_serve_mistakes_are_one_sentence(game: Game, args: list[str], message: str,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    (game.folder.parent / "empty").mkdir()
    argv = [a.format(dir=game.folder.parent) for a in args]
    assert main(["serve", *argv]) == 1
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


def test_serve_on_a_port_in_use_is_one_sentence(game: Game,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        assert main(["serve", str(game.save), "--port", str(port)]) == 1
    err = capsys.readouterr().err
    assert f"cannot listen on 127.0.0.1 port {port}" in err and err.count("\n") == 1


def test_serve_runs_as_a_program_and_stops_on_ctrl_c(game: Game) -> None:
    server = subprocess.Popen([sys.executable, "-m", "hexterm", "serve", str(game.folder),
                               "--port", "0"], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        first = server.stdout.readline()
        assert first.startswith("hexterm serve: 1 game (g.hexsave) on 127.0.0.1 port ")
        port = int(first.split(" port ")[1].split(";")[0])
        assert "host key SHA256:" in first

        async def play() -> int:
            alice = await Player.login(port, "alice", pin=ALICE_PIN)
            await alice.wait_for("alice (Royaume des Glaces)")
            # the fork server is the server's child, alice's program the fork server's
            [forks] = [int(p) for p in os.listdir("/proc") if p.isdigit()
                       and _parent(int(p)) == server.pid]
            children = [int(p) for p in os.listdir("/proc") if p.isdigit()
                        and _parent(int(p)) == forks]
            assert len(children) == 1
            server.send_signal(signal.SIGINT)
            await asyncio.wait_for(alice.ended.wait(), 30)
            return forks, children[0]

        forks, child = asyncio.run(play())
        assert server.wait(30) == 0
        assert not alive(child) and not alive(forks)
        assert "alice logged in from 127.0.0.1" in (server.stderr.read() if server.stderr
                                                   else "")
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()


def _parent(pid: int) -> int:
    try:
        return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])
    except (OSError, IndexError, ValueError):
        return -1
