"""The organiser's screen is not served (issue 30, docs/ssh.md): no SSH login opens it.
A login as the organiser, with a PIN, a seat's PIN or a key, is refused as a name that
is no seat is; a served program asked for the organiser's screen ends before drawing
one (tests/screens/test_organiser.py)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from hexterm.cli import main
from tests.ssh.sshplay import ALICE_PIN, ServerThread, make_save, write_key
from tests.ssh.test_seat_secrecy import refusal


def test_no_login_opens_the_organisers_screen(
        tmp_path: Path, start_server: Callable[..., ServerThread]) -> None:
    save = make_save(tmp_path / "g.hexsave", "alice:glaces", "bob:liberia")
    assert main(["seat", "pin", str(save), "alice", "--pin", ALICE_PIN]) == 0
    server = start_server(save)
    key = write_key(tmp_path / "organiser")
    nobody = refusal(server.port, "nobody", pin="9999")
    for name in ("organiser", "@organiser", "organisateur"):
        assert refusal(server.port, name, pin=ALICE_PIN) == nobody
        assert refusal(server.port, name, pin="9999") == nobody
        assert refusal(server.port, name, key=key)[1:] == refusal(server.port, "nobody",
                                                                   key=key)[1:]
